// `reuse`: a re-run, or another run of the same commit, follows the training an earlier one
// submitted instead of submitting it again; a changed request, or `reuse: never`, submits.
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { runAction } from '../helpers/run-action.js';
import { runtimes } from '../helpers/runtimes.js';
import { workloadsEmulatorPerTest } from '../helpers/waiting.js';

/** A GitHub Actions run of a workflow's job, at a commit: what the runner sets. */
const github = (run: string, attempt = '1', sha = '9f2c1e0', step = 'train') => ({
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/models',
  GITHUB_WORKFLOW: 'Train',
  GITHUB_WORKFLOW_REF: 'acme/models/.github/workflows/train.yml@refs/heads/main',
  GITHUB_JOB: 'train',
  GITHUB_ACTION: step,
  GITHUB_SHA: sha,
  GITHUB_RUN_ID: run,
  GITHUB_RUN_ATTEMPT: attempt,
});

describe.concurrent.each(runtimes())('reuse, on $name', ({ node }) => {
  const scene = workloadsEmulatorPerTest();

  it('a re-run follows the training its first attempt is running: no submission, the same name, reused: true, the run named in the summary', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    const first = await runAction(inputs({ gpu: '1' }), { node, env: github('1234') });
    expect(first.outputs).toMatchObject({ reused: 'false' });
    const name = first.outputs['job-name']!;
    expect(name).toMatch(/^job-[0-9a-f]{5}-[0-9a-f]{6}-1234-/);
    // It ends 4 s after the re-run starts, however long the first run took on a busy machine.
    const { createdAt } = emulator.workloads.find((w) => w.name === name)!;
    emulator.plan(name, [{ phase: 'Running', ms: Date.now() - createdAt + 4_000 }, { phase: 'Completed' }]);
    const again = await runAction(inputs({ gpu: '1', wait: 'finished' }), { node, env: github('1234', '2') });
    expect(again.error).toBe('');
    expect(again.outputs).toMatchObject({ 'job-name': name, reused: 'true', result: 'succeeded' });
    expect(again.log).toContain(`Reusing "${name}"`);
    expect(again.summary).toContain('(reused: submitted by run [`1234`](https://github.com/acme/models/actions/runs/1234))');
    expect(count('submit')).toBe(1);
    expect(emulator.workloads.filter((w) => w.deletedBy)).toEqual([]);
  });

  it('a re-run follows a training that is Degraded (one pod cannot pull its image, the others train), and warns of one that cannot start rather than pass it by in silence', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    const first = await runAction(inputs({ gpu: '1' }), { node, env: github('4242') });
    const name = first.outputs['job-name']!;
    emulator.plan(name, [{ phase: 'Degraded', gpus: 1, message: 'pod train-worker-1: ImagePullBackOff' }]);
    const degraded = await runAction(inputs({ gpu: '1' }), { node, env: github('4242', '2') });
    expect(degraded.outputs).toMatchObject({ 'job-name': name, reused: 'true' });
    expect(count('submit')).toBe(1);
    emulator.plan(name, [{ phase: 'Pending', gpus: 1, message: 'Back-off pulling image "python:3.12": ImagePullBackOff' }]);
    const blocked = await runAction(inputs({ gpu: '1' }), { node, env: github('4242', '3') });
    expect(blocked.outputs).toMatchObject({ reused: 'false' });
    expect(blocked.log).toContain(`"${name}", a job of the same work, cannot start (ImagePullBackOff): it is not followed, and another is submitted.`);
    expect(count('submit')).toBe(2);
  });

  it('a re-run whose first attempt’s training is Unknown (its cluster out of touch) submits another, and says the first may still hold its GPUs', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    const name = (await runAction(inputs({ gpu: '1', wait: 'false' }), { node, env: github('4400') })).outputs['job-name']!;
    emulator.plan(name, [{ phase: 'Unknown', gpus: 1 }]);
    const again = await runAction(inputs({ gpu: '1', wait: 'false' }), { node, env: github('4400', '2') });
    expect(again.outputs).toMatchObject({ reused: 'false' });
    expect(again.log).toContain(`"${name}", a job of the same work, is in a state the service does not know (Unknown: its cluster may be out of touch)`);
    expect(count('submit')).toBe(2);
    // A third attempt follows the second's training, and still names the first's, without saying another is submitted.
    const third = await runAction(inputs({ gpu: '1', wait: 'false' }), { node, env: github('4400', '3') });
    expect(third.outputs).toMatchObject({ reused: 'true', 'job-name': again.outputs['job-name'] });
    expect(third.log).toContain(
      `"${name}", a job of the same work, is in a state the service does not know (Unknown: its cluster may be out of touch): it is not followed. It may`,
    );
    expect(count('submit')).toBe(2);
  });

  it('reuse: succeeded takes a success that ttl-after-finish deleted since, instead of training again', async () => {
    const { inputs, count } = await scene({ plan: [{ phase: 'Running', ms: 500 }, { phase: 'Completed' }] });
    const job = inputs({ gpu: '1', wait: 'finished', 'ttl-after-finish': '1s', reuse: 'succeeded' });
    const first = await runAction(job, { node, env: github('3000') });
    expect(first.outputs.result).toBe('succeeded');
    await new Promise((done) => setTimeout(done, 2500));
    const again = await runAction(job, { node, env: github('3001') });
    expect(again.outputs).toMatchObject({ 'job-name': first.outputs['job-name'], reused: 'true', result: 'succeeded' });
    expect(count('submit')).toBe(1);
  });

  it('reuse: succeeded looks among the deleted by the step’s own prefix only: jobs of other prefixes would have it read all the project ever deleted', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Completed' }] });
    const deletedLists = () => emulator.requests.filter((r) => r.target === 'list' && String(r.path).includes('deleted=true'));
    await runAction(inputs({ reuse: 'succeeded', jobs: '[{"jobNamePrefix": "prep"}, {"jobNamePrefix": "train"}]' }), { node, env: github('7001') });
    expect(deletedLists()).toHaveLength(0);
    await runAction(inputs({ reuse: 'succeeded', matrix: '{"gpu": [1, 2]}' }), { node, env: github('7002') });
    expect(deletedLists()).toHaveLength(1);
    expect(String(deletedLists()[0]!.path)).toMatch(/name%3D%5Ejob-[0-9a-f]{5}-|name=\^job-[0-9a-f]{5}-/);
  });

  it('a re-run that follows its training still queued gives it pending-timeout-minutes from when it began to follow it, not from its creation', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Pending' }] });
    const first = await runAction(inputs({ gpu: '1', wait: 'false' }), { node, env: github('5100') });
    const name = first.outputs['job-name']!;
    emulator.workloads.find((w) => w.name === name)!.createdAt = Date.now() - 40 * 60_000;
    setTimeout(() => emulator.plan(name, [{ phase: 'Running' }]), 4000);
    const again = await runAction(inputs({ gpu: '1', wait: 'running', 'pending-timeout-minutes': '30' }), { node, env: github('5100', '2') });
    expect(again.error).toBe('');
    expect(again.outputs).toMatchObject({ 'job-name': name, reused: 'true', result: 'running' });
  });

  it('of two jobs of the same work still running, the newest is followed and the other named in a warning; members in another order are the same work', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    const first = await runAction(inputs({ job: '{"gpu": 1, "environment": {"A": "1", "B": "2"}}' }), { node, env: github('1234') });
    const name = first.outputs['job-name']!;
    const other = `${/^(job-[0-9a-f]{5}-[0-9a-f]{6}-1234-)/.exec(name)![1]}zzzzz`;
    emulator.seed({ name: other, createdAt: Date.now() - 60_000, plan: [{ phase: 'Running' }] });
    const again = await runAction(inputs({ job: '{"environment": {"B": "2", "A": "1"}, "gpu": 1}' }), { node, env: github('1234', '2') });
    expect(again.outputs).toMatchObject({ 'job-name': name, reused: 'true' });
    expect(again.log).toContain(`"${other}": a job of the same work, not ended, that this step does not follow (it follows the newest).`);
    expect(count('submit')).toBe(1);
  });

  it('a listed job of the work’s prefix whose name no service gives (a hostile list) is not reused: no output holds its name', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    const first = await runAction(inputs({ gpu: '1' }), { node, env: github('1234') });
    const name = first.outputs['job-name']!;
    const prefix = /^(job-[0-9a-f]{5}-[0-9a-f]{6}-1234-)/.exec(name)![1]!;
    emulator.deleteWorkload(name);
    emulator.seed({ name: `${prefix}x"; echo PWNED $(id -un); echo "\n::warning::forged`, createdAt: Date.now() - 1000 });
    const again = await runAction(inputs({ gpu: '1' }), { node, env: github('1234', '2') });
    expect(again.error).toBe('');
    expect(again.outputs).toMatchObject({ reused: 'false' });
    expect(JSON.stringify(again.outputs)).not.toContain('PWNED');
    expect(count('submit')).toBe(2);
  });

  it('a cluster that takes only id_tokens: the lookup falls back to the id_token as a submission does, so a re-run follows the training, not a second', async () => {
    const emulator = await startEmulator({ tokenMode: 'access+id', accepts: 'id', plan: [{ status: 'Running' }] });
    try {
      const inputs = { ...emulator.settings(), project: 'team-a', image: 'python:3.12', gpu: '1' };
      const first = await runAction(inputs, { node, env: github('5150') });
      expect(first.error).toBe('');
      const again = await runAction(inputs, { node, env: github('5150', '2') });
      expect(again.error).toBe('');
      expect(again.log).not.toContain('Looking for jobs of the same work to reuse failed');
      expect(again.outputs).toMatchObject({ 'job-name': first.outputs['job-name'], reused: 'true' });
      expect(emulator.jobs).toHaveLength(1);
    } finally {
      await emulator.close();
    }
  });

  it('a job without a name created but answered without its name is found by the prefix of its work and run and followed, not left running unseen', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running', ms: 1500 }, { phase: 'Completed' }] });
    emulator.inject({ target: 'submit', kind: 'nameless' });
    const run = await runAction(inputs({ gpu: '1', wait: 'finished' }), { node, env: github('3300') });
    expect(run.error).toBe('');
    expect(count('submit')).toBe(1);
    expect(run.outputs).toMatchObject({ 'job-name': emulator.workloads[0]!.name, result: 'succeeded' });
    expect(run.log).toContain(`was answered without the job's name, but "${emulator.workloads[0]!.name}", a job of the same work and run, is listed`);
  });

  it('a job without a name that the service creates after its submission timed out is deleted by the post step, as a named one is', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Running' }] });
    emulator.inject({ target: 'submit', kind: 'latency', ms: 3_000 });
    const late = inputs({ gpu: '1', wait: 'finished', 'request-timeout-seconds': '1', 'max-attempts': '1' });
    const main = await runAction(late, { node, env: github('7001') });
    expect(main.code).toBe(1);
    expect(main.log).toMatch(/The post step deletes "job-[0-9a-f]{5}-[0-9a-f]{6}-7001-…" if an attempt created it\./);
    while (!emulator.workloads.length) await new Promise((done) => setTimeout(done, 100));
    const post = await runAction(late, { node, env: github('7001'), post: main.state });
    expect(post.error).toBe('');
    expect(emulator.workloads.map((w) => w.deletedBy)).toEqual(['action']);
  });

  it('two steps of one job that send the same request submit a job each: the step is part of the work', async () => {
    const { inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    const first = await runAction(inputs({ gpu: '1' }), { node, env: github('3100', '1', '9f2c1e0', 'smoke') });
    const second = await runAction(inputs({ gpu: '1' }), { node, env: github('3100', '1', '9f2c1e0', 'train') });
    expect(second.outputs).toMatchObject({ reused: 'false' });
    expect(second.outputs['job-name']).not.toBe(first.outputs['job-name']);
    expect(count('submit')).toBe(2);
  });

  it('legs of a workflow’s matrix that send the same request keep to their own jobs: a lost answer is found among its leg’s, a re-run follows its leg’s', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    // What the runner fills workflow-matrix in with (toJSON(matrix)) for each leg.
    const leg = (n: number, more: Record<string, string> = {}) => inputs({ gpu: '1', 'workflow-matrix': `{\n  "repeat": ${n}\n}`, ...more });
    const second = (await runAction(leg(2), { node, env: github('8800') })).outputs['job-name']!;
    emulator.inject({ target: 'submit', kind: 'reset' }); // the first leg's job is created, its answer lost
    const first = await runAction(leg(1, { wait: 'running' }), { node, env: github('8800') });
    const own = emulator.workloads.find((w) => w.name !== second)!.name;
    expect(first.outputs['job-name']).toBe(own);
    expect(count('submit')).toBe(2);
    for (const [n, name] of [
      [1, own],
      [2, second],
    ] as const) {
      const again = await runAction(leg(n), { node, env: github('8800', '2') });
      expect(again.outputs).toMatchObject({ 'job-name': name, reused: 'true' });
    }
  });

  it.each([
    ['a gateway’s 503 that came after the service took the request', { kind: 'status', status: 503, create: true }],
    ['a connection reset after the service created it', { kind: 'reset' }],
  ] as const)(
    'a job without a name whose answer was lost (%s) is not submitted again: it is found by the prefix of its work and run, and followed',
    async (_, fault) => {
      const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running', ms: 1500 }, { phase: 'Completed' }] });
      emulator.inject({ target: 'submit', ...fault });
      const run = await runAction(inputs({ gpu: '1', wait: 'finished' }), { node, env: github('3200') });
      expect(run.error).toBe('');
      expect(count('submit')).toBe(1);
      expect(emulator.workloads).toHaveLength(1);
      expect(run.outputs).toMatchObject({ 'job-name': emulator.workloads[0]!.name, result: 'succeeded' });
      expect(run.log).toContain(`"${emulator.workloads[0]!.name}", a job of the same work and run, is listed, created after it was sent`);
    },
  );

  it('a sweep looks its jobs up by the prefix only they share, in one list request', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Running' }] });
    const first = await runAction(inputs({ matrix: '{"gpu": [1, 2, 3]}' }), { node, env: github('7000') });
    const names = JSON.parse(first.outputs['job-names']!) as string[];
    const step = /^(job-[0-9a-f]{5}-)/.exec(names[0]!)![1]!;
    expect(names.every((n) => n.startsWith(step))).toBe(true);
    const before = emulator.requests.length;
    const again = await runAction(inputs({ matrix: '{"gpu": [1, 2, 3]}' }), { node, env: github('7000', '2') });
    expect(JSON.parse(again.outputs['job-names']!)).toEqual(names);
    const lists = emulator.requests.slice(before).filter((r) => r.target === 'list');
    expect(lists).toHaveLength(1);
    expect(decodeURIComponent(String(lists[0]!.path))).toContain(`name=^${step}`);
  });

  it('a changed request, or reuse: never, submits again', async () => {
    const { inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    const first = await runAction(inputs({ gpu: '1' }), { node, env: github('2000') });
    const changed = await runAction(inputs({ gpu: '2' }), { node, env: github('2000', '2') });
    expect(changed.outputs).toMatchObject({ reused: 'false' });
    expect(changed.outputs['job-name']).not.toBe(first.outputs['job-name']);
    const never = await runAction(inputs({ gpu: '1', reuse: 'never' }), { node, env: github('2000', '3') });
    expect(never.outputs).toMatchObject({ reused: 'false' });
    expect(count('submit')).toBe(3);
  });

  it('reuse: succeeded takes what another run of the same commit ran to success; running does not, nor a failed one', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Completed' }] });
    const first = await runAction(inputs({ gpu: '1' }), { node, env: github('3000') });
    const name = first.outputs['job-name']!;
    const taken = await runAction(inputs({ gpu: '1', reuse: 'succeeded', wait: 'finished' }), { node, env: github('3001') });
    expect(taken.outputs).toMatchObject({ 'job-name': name, reused: 'true', result: 'succeeded' });
    expect(taken.log).toContain(`submitted by run 3000 (https://github.com/acme/models/actions/runs/3000)`);
    expect((await runAction(inputs({ gpu: '1' }), { node, env: github('3001', '2') })).outputs).toMatchObject({ reused: 'false' });
    // Another commit is other work.
    expect((await runAction(inputs({ gpu: '1', reuse: 'succeeded' }), { node, env: github('3002', '1', 'abcdef1') })).outputs).toMatchObject({
      reused: 'false',
    });
    emulator.configure({ plan: [{ phase: 'Failed', message: 'exit 1' }] });
    const failed = await runAction(inputs({ gpu: '3' }), { node, env: github('3003') });
    expect((await runAction(inputs({ gpu: '3', reuse: 'succeeded' }), { node, env: github('3003', '2') })).outputs['job-name']).not.toBe(
      failed.outputs['job-name'],
    );
    expect(count('submit')).toBe(5);
  });

  it('a lookup the account may not make is said, and the jobs are submitted; a job being deleted is not reused, a degraded one is', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    emulator.inject({ target: 'list', kind: 'status', status: 403, times: 1 });
    const refused = await runAction(inputs({ gpu: '1' }), { node, env: github('6000') });
    expect(refused.error).toBe('');
    expect(refused.log).toContain('Looking for jobs of the same work to reuse failed:');
    expect(refused.log).toContain("The jobs are submitted; set 'reuse: never' to skip the lookup.");
    expect(refused.outputs).toMatchObject({ reused: 'false' });
    // The first attempt's job, being deleted when the re-run looks: another is submitted.
    emulator.plan(refused.outputs['job-name']!, [{ phase: 'Terminating' }]);
    const again = await runAction(inputs({ gpu: '1' }), { node, env: github('6000', '2') });
    expect(again.outputs).toMatchObject({ reused: 'false' });
    expect(count('submit')).toBe(2);
    // Degraded (some of its pods down) still holds its GPUs: followed, not submitted a third time.
    emulator.plan(again.outputs['job-name']!, [{ phase: 'Degraded' }]);
    const third = await runAction(inputs({ gpu: '1' }), { node, env: github('6000', '3') });
    expect(third.outputs).toMatchObject({ 'job-name': again.outputs['job-name'], reused: 'true' });
    expect(count('submit')).toBe(2);
  });

  it('a lookup that fails on its way (a busy service, past every attempt) submits nothing: the earlier attempt’s training may be running', async () => {
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    const first = await runAction(inputs({ gpu: '1' }), { node, env: github('6100') });
    expect(first.error).toBe('');
    emulator.inject({ target: 'list', kind: 'status', status: 503, times: 10 });
    const again = await runAction(inputs({ gpu: '1', 'max-attempts': '2' }), { node, env: github('6100', '2') });
    expect(again.code).toBe(1);
    expect(again.error).toContain('Looking for jobs of the same work to reuse failed:');
    expect(again.error).toContain("Nothing was submitted, lest an earlier attempt's training run twice");
    expect(again.outputs).toMatchObject({ result: 'failed', 'job-name': '' });
    expect(count('submit')).toBe(1);
  });

  it('a token that cannot be had fails as the token request does, with its fix: not as a lookup for reuse (the Researcher API’s first call)', async () => {
    const researcher = await startEmulator();
    try {
      const settings = { ...researcher.settings(), 'auth-url': 'http://127.0.0.1:9', 'max-attempts': '1' };
      const run = await runAction({ ...settings, project: 'team-a', image: 'i' }, { node, env: github('6200') });
      expect(run.code).toBe(1);
      expect(run.error).toContain("Check 'auth-url'");
      expect(run.error).not.toContain('Looking for jobs of the same work');
      expect(researcher.jobs).toEqual([]);
    } finally {
      await researcher.close();
    }
  });

  it('a dry run says it would look for the same work first, prints the name the work gives, and sends nothing', async () => {
    const { emulator, inputs } = await scene({});
    const run = await runAction(inputs({ gpu: '1', 'dry-run': 'true' }), { node, env: github('5000') });
    expect(run.log).toContain('Before submitting, the step would look for jobs of the same work that an earlier attempt of this run is running');
    expect(emulator.requests.filter((r) => r.target === 'submit' || r.target === 'list')).toEqual([]);
    // The request printed is the one sent: named by its work and run, which the service completes.
    const printed = /"name": "(job-[0-9a-f]{5}-[0-9a-f]{6}-5000)",\n\s*"useGivenNameAsPrefix": true/.exec(run.log)?.[1];
    expect(printed).toBeDefined();
    const sent = await runAction(inputs({ gpu: '1' }), { node, env: github('5000') });
    expect(sent.outputs['job-name']).toMatch(new RegExp(`^${printed}-`));
  });

  it('a named job is its own key, and outside a CI run nothing is looked up', async () => {
    const { inputs, count } = await scene({ plan: [{ phase: 'Running' }] });
    await runAction(inputs({ name: 'fixed-name' }), { node, env: github('4000') });
    const plain = await runAction(inputs({ gpu: '1' }), { node });
    expect(plain.outputs['job-name']).toMatch(/^job-/);
    expect(plain.outputs['job-name']).not.toMatch(/^job-[0-9a-f]{5}-[0-9a-f]{6}-\d+-/);
    expect(count('list')).toBe(0);
    expect(count('submit')).toBe(2);
  });
});
