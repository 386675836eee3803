// Waiting for the jobs, as a workflow step sees it: the bundled action against the emulator,
// whose jobs move through their states on a plan each test chooses. Polls are 1 s apart, the
// shortest the input takes, so every case lasts a few seconds; the cases mostly wait, so they
// run at once, each with an emulator of its own.
import { describe, expect, it } from 'vitest';
import { leaks, recorded, runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, unique } from '../helpers/waiting.js';

const QUICK = [{ status: 'Pending', ms: 300 }, { status: 'Running', ms: 900 }, { status: 'Succeeded' }];

describe.concurrent.each(runtimes())('waiting on $name', ({ node }) => {
  const scene = emulatorPerTest({ plan: QUICK });

  it('wait: finished follows the job to Succeeded, logs each change, and outputs the state', async () => {
    const { emulator, inputs } = await scene();
    const name = unique('finish');
    // Each state outlasts a poll, so that every change is seen even on a loaded machine.
    emulator.plan(name, [{ status: 'Pending', ms: 1500 }, { status: 'Running', ms: 1500 }, { status: 'Succeeded' }]);
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.error).toBe('');
    expect(run.code).toBe(0);
    expect(run.log).toMatch(new RegExp(`${name}: Pending after [\\d.]+ (ms|s)`));
    expect(run.log).toMatch(new RegExp(`${name}: Pending → Running after [\\d.]+ (ms|s)`));
    expect(run.log).toMatch(new RegExp(`${name}: Running → Succeeded after [\\d.]+ s`));
    expect(run.outputs.status).toBe('Succeeded');
    expect(JSON.parse(run.outputs.statuses!)).toEqual({ [name]: 'Succeeded' });
    expect(run.summary).toMatch(/\*\*State\*\* \| ✅ Succeeded after [\d.]+ s/);
    expect(leaks(run, [emulator.clientSecret, ...emulator.issued])).toEqual([]);
    // Nothing is left for the post step: the wait ended.
    expect(recorded(run)).toEqual([]);
  });

  it('wait: true is wait: finished, and a failed job fails the step with its state and duration', async () => {
    const { emulator, inputs } = await scene();
    const name = unique('fails');
    emulator.plan(name, [{ status: 'Pending', ms: 300 }, { status: 'Failed' }]);
    const run = await runAction(inputs({ name, wait: 'true' }), { node });
    expect(run.code).toBe(1);
    expect(run.error).toMatch(new RegExp(`^submit-runai-job failed: the job did not succeed: "${name}" ended Failed after [\\d.]+ (ms|s)\\.$`));
    expect(run.outputs.status).toBe('Failed');
    expect(run.summary).toContain('❌ Failed after');
  });

  it('wait: running ends the step once the job runs, and leaves it running', async () => {
    const { emulator, inputs } = await scene();
    const name = unique('runs');
    emulator.plan(name, [{ status: 'Pending', ms: 300 }, { status: 'Running' }]);
    const run = await runAction(inputs({ name, wait: 'running' }), { node });
    expect(run.error).toBe('');
    expect(run.outputs.status).toBe('Running');
    expect(emulator.jobs.find((j) => j.name === name)!.deletedAt).toBeUndefined();
  });

  it('a wait-timeout-minutes past 6 hours on a GitHub-hosted runner, which would stop the job first, is warned of before anything is sent', async () => {
    const { emulator, inputs } = await scene();
    const name = unique('long');
    emulator.plan(name, [{ status: 'Running' }]);
    const given = inputs({ name, wait: 'running', 'wait-timeout-minutes': '500' });
    const hosted = await runAction(given, { node, env: { RUNNER_ENVIRONMENT: 'github-hosted' } });
    expect(hosted.code).toBe(0);
    expect(hosted.log).toContain(
      "::warning::Input 'wait-timeout-minutes' is 500, but a GitHub-hosted runner stops a job after 360 minutes, before the step would time out and say why each job had not ended: set it below, such as 340, or wait in a later job with 'attach'.",
    );
    expect(hosted.log.indexOf("Input 'wait-timeout-minutes'")).toBeLessThan(hosted.log.indexOf(name));
    // A self-hosted runner's job may be given longer (its timeout-minutes).
    const own = await runAction({ ...given, name: unique('long') }, { node, env: { RUNNER_ENVIRONMENT: 'self-hosted' } });
    expect(own.log).not.toContain('::warning::');
  });

  it('wait: false (the default) ends once the job is created: no list request, empty states', async () => {
    const { inputs, listsOf } = await scene();
    const project = unique('nowait');
    const run = await runAction(inputs({ project }), { node });
    expect(run.code).toBe(0);
    expect(listsOf(project)).toBe(0);
    expect(run.outputs.status).toBe('');
    expect(run.outputs.statuses).toBe('{}');
  });

  runnersOnly(node, () => {
    it('a sweep over two projects costs one list request per project per interval, whatever the number of jobs', async () => {
      const { inputs, listsOf } = await scene();
      const a = unique('proj-a');
      const b = unique('proj-b');
      const run = await runAction(
        inputs({ name: unique('sweep'), wait: 'finished', jobs: JSON.stringify([{ project: a }, { project: b }]), matrix: '{"gpu": [1, 2, 3, 4]}' }),
        {
          node,
        },
      );
      expect(run.error).toBe('');
      expect(JSON.parse(run.outputs['job-names']!)).toHaveLength(8);
      expect(Object.values(JSON.parse(run.outputs.statuses!))).toEqual(Array(8).fill('Succeeded'));
      // The jobs end about 1.2 s after they are created; polls are 1 s apart.
      const polls = Math.ceil(run.ms / 1000) + 1;
      expect(listsOf(a)).toBeGreaterThan(0);
      expect(listsOf(a)).toBeLessThanOrEqual(polls);
      // A project whose jobs have all ended is no longer asked about, so the two may differ by a poll.
      expect(listsOf(b)).toBeGreaterThan(0);
      expect(listsOf(b)).toBeLessThanOrEqual(polls);
      expect(run.summary).toContain('8 Succeeded');
    });
  });

  it('wait-timeout-minutes passing fails the step, names the unfinished jobs and deletes them', async () => {
    const { emulator, inputs } = await scene();
    const name = unique('slow');
    emulator.plan(name, [{ status: 'Running' }]);
    const run = await runAction(inputs({ name, wait: 'finished', 'wait-timeout-minutes': '0.04' }), { node });
    expect(run.code).toBe(1);
    expect(run.error).toBe(
      `submit-runai-job failed: wait-timeout-minutes (0.04) passed with 1 of 1 job unfinished: "${name}" (Running). Raise 'wait-timeout-minutes' if they need longer. It was deleted (cancel-on-stop).`,
    );
    expect(run.log).toContain(`wait-timeout-minutes passed: deleted job "${name}".`);
    expect(emulator.jobs.find((j) => j.name === name)!.deletedBy).toBe('action');
  });

  runnersOnly(node, () => {
    it('cancel-on-stop: false leaves a job running when the wait times out', async () => {
      const { emulator, inputs } = await scene();
      const name = unique('kept');
      emulator.plan(name, [{ status: 'Running' }]);
      const run = await runAction(inputs({ name, wait: 'finished', 'wait-timeout-minutes': '0.03', 'cancel-on-stop': 'false' }), { node });
      expect(run.code).toBe(1);
      expect(run.error).toContain('They were left running (cancel-on-stop: false).');
      expect(emulator.jobs.find((j) => j.name === name)!.deletedAt).toBeUndefined();
      expect(recorded(run)).toEqual([]);
    });

    it('a job deleted by someone else fails the step and says so', async () => {
      const { emulator, inputs } = await scene();
      const name = unique('taken');
      emulator.plan(name, [{ status: 'Running' }]);
      const deleting = (async () => {
        while (!emulator.jobs.some((j) => j.name === name)) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 1200));
        emulator.deleteJob(name);
      })();
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      await deleting;
      expect(run.code).toBe(1);
      expect(run.log).toMatch(new RegExp(`${name}: deleted by someone else after [\\d.]+ s \\(last seen Running\\)`));
      expect(run.error).toBe(`submit-runai-job failed: the job did not succeed: "${name}" was deleted by someone else while the step waited.`);
      expect(run.outputs.status).toBe('Deleted');
    });

    it('wait: finished with an interactive job is refused before anything is sent', async () => {
      const { emulator, inputs } = await scene();
      const before = emulator.requests.length;
      const run = await runAction(inputs({ wait: 'finished', interactive: 'true' }), { node });
      expect(run.code).toBe(1);
      expect(run.error).toBe(
        "submit-runai-job failed: Input 'wait': \"finished\" — the job is interactive, and an interactive job never ends by itself: use 'wait: running' to wait until it runs, or leave 'wait' out. Nothing was sent.",
      );
      expect(emulator.requests.length).toBe(before);
    });

    it('bad wait inputs are named, all at once, with what is expected', async () => {
      const { inputs } = await scene();
      const run = await runAction(
        inputs({
          wait: 'sometimes',
          'poll-interval-seconds': '0',
          'wait-timeout-minutes': 'soon',
          'pending-timeout-minutes': '0.000001',
          'cancel-on-stop': 'maybe',
        }),
        { node },
      );
      expect(run.code).toBe(1);
      for (const text of [
        `Input 'wait': "sometimes" is not valid: expected one of false, running, finished, true.`,
        `Input 'poll-interval-seconds': "0" is not valid: expected a whole number from 1 to 600.`,
        `Input 'wait-timeout-minutes': "soon" is not valid: expected a number of minutes of at least 0.01 and at most 43200 (30 days), such as 360 or 0.5.`,
        // A number so small it would round to no time at all.
        `Input 'pending-timeout-minutes': "0.000001" is not valid: expected a number of minutes of at least 0.01 and at most 43200 (30 days), such as 30 or 0.5.`,
        `Input 'cancel-on-stop': "maybe" is not valid`,
      ]) {
        expect(run.error).toContain(text);
      }
      expect(run.stdout).not.toMatch(/\n\s+at /);
    });

    it('a dry run says how it would wait, and sends nothing', async () => {
      const { emulator, inputs } = await scene();
      const before = emulator.requests.length;
      const run = await runAction(inputs({ wait: 'running', 'dry-run': 'true' }), { node });
      expect(run.code).toBe(0);
      expect(run.log).toContain('The step would then wait until every job runs, asking every 1 s for at most 6 h, and delete the unfinished jobs if stopped.');
      expect(emulator.requests.length).toBe(before);
    });
  });
});
