// Where a job came from, on the job itself: on the workloads API every workload carries labels and
// annotations naming the repository, commit, workflow run and pull request (from the runner's
// GITHUB_* variables) unless 'annotate: false', and the user's own 'labels' and 'annotations',
// checked by Kubernetes' rules before anything is sent. The Researcher API takes none.
import { afterAll, describe, expect, it } from 'vitest';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, unique } from '../helpers/waiting.js';

/** What the runner sets for a pull_request run. */
const RUNNER = {
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/vision',
  GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
  GITHUB_RUN_ID: '9876543210',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_WORKFLOW: 'Train on merge',
  GITHUB_REF: 'refs/pull/57/merge',
};

describe.concurrent.each(runtimes())('where a job came from, on $name', ({ node }) => {
  const started: Awaited<ReturnType<typeof startWorkloadsEmulator>>[] = [];
  afterAll(() => Promise.all(started.map((e) => e.close())));
  const scene = async (version?: string) => {
    const emulator = await startWorkloadsEmulator(version ? { version } : {});
    started.push(emulator);
    const inputs = (more: Record<string, string>) => ({ ...emulator.settings(), project: 'team-a', image: 'python:3.12', ...more });
    const spec = (name: string) => emulator.workloads.find((w) => w.name === name)!.request.spec;
    return { emulator, inputs, spec };
  };
  const researcher = emulatorPerTest({});

  it('a workload carries the repository, commit, run and pull request, and the user’s labels and annotations', async () => {
    const { inputs, spec } = await scene();
    const name = unique('origin');
    const run = await runAction(inputs({ name, labels: 'team=vision\ncost-center=ml-42', annotations: 'example.com/owner=Ada Lovelace <ada@example.com>' }), {
      node,
      env: RUNNER,
    });
    expect(run.error).toBe('');
    expect(spec(name).labels).toEqual([
      { name: 'github.com/run-id', value: '9876543210' },
      { name: 'github.com/run-attempt', value: '2' },
      { name: 'github.com/commit', value: RUNNER.GITHUB_SHA },
      { name: 'github.com/pull-request', value: '57' },
      { name: 'team', value: 'vision' },
      { name: 'cost-center', value: 'ml-42' },
    ]);
    expect(spec(name).annotations).toEqual([
      { name: 'github.com/repository', value: 'acme/vision' },
      { name: 'github.com/commit', value: RUNNER.GITHUB_SHA },
      { name: 'github.com/workflow', value: 'Train on merge' },
      { name: 'github.com/run', value: 'https://github.com/acme/vision/actions/runs/9876543210/attempts/2' },
      { name: 'github.com/ref', value: 'refs/pull/57/merge' },
      { name: 'github.com/pull-request', value: 'https://github.com/acme/vision/pull/57' },
      { name: 'example.com/owner', value: 'Ada Lovelace <ada@example.com>' },
    ]);
  });

  runnersOnly(node, () => {
    it('annotate: false sends only what the user gave; a user’s label of the same name wins over the origin’s', async () => {
      const { inputs, spec } = await scene();
      const quiet = unique('quiet');
      expect((await runAction(inputs({ name: quiet, annotate: 'false' }), { node, env: RUNNER })).error).toBe('');
      expect(spec(quiet).labels).toBeUndefined();
      expect(spec(quiet).annotations).toBeUndefined();
      const mine = unique('mine');
      expect((await runAction(inputs({ name: mine, labels: '{"github.com/run-id": "manual"}' }), { node, env: RUNNER })).error).toBe('');
      expect(spec(mine).labels).toContainEqual({ name: 'github.com/run-id', value: 'manual' });
    });

    it('a label Kubernetes would refuse is named before anything is sent; an origin value that does not fit is left out', async () => {
      const { emulator, inputs, spec } = await scene();
      const bad = await runAction(inputs({ labels: 'team=vision/ml\nBad Name=x', annotations: `note=${'x'.repeat(5000)}` }), { node });
      expect(bad.error).toContain("Input 'labels'");
      expect(bad.error).toContain('"vision/ml"');
      expect(bad.error).toContain('a Kubernetes label value');
      expect(bad.error).toContain('"Bad Name" is not a valid name');
      expect(bad.error).toContain("Input 'annotations'");
      expect(emulator.requests).toEqual([]);
      // A workflow name is free text: it stays an annotation; a run id that is not a label value is dropped from the labels.
      const name = unique('odd');
      const run = await runAction(inputs({ name }), { node, env: { ...RUNNER, GITHUB_RUN_ID: 'not a label value!' } });
      expect(run.error).toBe('');
      expect(spec(name).labels.map((l: { name: string }) => l.name)).not.toContain('github.com/run-id');
    });

    it('the dry run shows the labels and annotations it would send', async () => {
      const { inputs } = await scene();
      const run = await runAction(inputs({ name: unique('dry'), 'dry-run': 'true', labels: 'team=vision' }), { node, env: RUNNER });
      expect(run.error).toBe('');
      expect(run.log).toContain('"name": "team"');
      expect(run.log).toContain('"name": "github.com/repository"');
    });

    it('every control-plane version takes them (the emulator checks each request against that version’s rules)', async () => {
      for (const version of ['2.18', '2.19', '2.23']) {
        const { inputs, spec } = await scene(version);
        const name = unique('v');
        const run = await runAction(inputs({ name, labels: 'team=vision' }), { node, env: RUNNER });
        expect(run.error, version).toBe('');
        expect(spec(name).labels, version).toContainEqual({ name: 'team', value: 'vision' });
      }
    });

    it('api: researcher refuses labels and annotations, and sends nothing', async () => {
      const { emulator } = await researcher();
      const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'i', labels: 'team=vision', annotations: 'a=b' }, { node });
      expect(run.error).toContain("Input 'labels': the Researcher API takes no labels. Remove it, or set 'api: workloads' (Run:ai 2.18 and later).");
      expect(run.error).toContain("Input 'annotations': the Researcher API takes no annotations.");
      expect(emulator.requests).toEqual([]);
    });
  });
});
