// What happened to the job, as a team reads it from the step: why it failed or cannot start, in
// the service's words (the list's reasons, and on the workloads API the workload's scheduling
// messages and latest events), a job blocked by an image that cannot be pulled failing at the
// poll that shows it, a job that does not start in time, fail-fast, and the truth after the step
// deletes a job. The bundled action against both emulators.
import { afterAll, describe, expect, it } from 'vitest';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { liveIn } from '../helpers/hostile.js';
import { runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, unique, waitInputs } from '../helpers/waiting.js';

type Workloads = Awaited<ReturnType<typeof startWorkloadsEmulator>>;
type WorkloadsOptions = NonNullable<Parameters<typeof startWorkloadsEmulator>[0]>;

const IMAGE_PULL = 'ImagePullBackOff: Back-off pulling image "registry.example.com/nope:1"';

describe.concurrent.each(runtimes())('why, on $name', ({ node }) => {
  const started: Workloads[] = [];
  afterAll(() => Promise.all(started.map((e) => e.close())));
  const workloads = async (options: WorkloadsOptions = {}) => {
    const emulator = await startWorkloadsEmulator(options);
    started.push(emulator);
    const inputs = (more: Record<string, string>) => waitInputs(emulator.settings(), more);
    const workload = (name: string) => emulator.workloads.find((w) => w.name === name)!;
    const count = (target: string) => emulator.requests.filter((r) => r.target === target).length;
    return { emulator, inputs, workload, count };
  };
  const researcher = emulatorPerTest({});

  it('result is the same word on both generations: succeeded for a finished training, whatever the service calls it', async () => {
    const control = await workloads({ plan: [{ phase: 'Running', ms: 300 }, { phase: 'Completed' }] });
    const onWorkloads = await runAction(control.inputs({ name: unique('res'), wait: 'finished' }), { node });
    expect([onWorkloads.outputs.status, onWorkloads.outputs.result]).toEqual(['Completed', 'succeeded']);
    const { emulator, inputs } = await researcher();
    const name = unique('res');
    emulator.plan(name, [{ status: 'Running', ms: 300 }, { status: 'Succeeded' }]);
    const onResearcher = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect([onResearcher.outputs.status, onResearcher.outputs.result]).toEqual(['Succeeded', 'succeeded']);
    expect(JSON.parse(onResearcher.outputs.results!)).toEqual({ [name]: 'succeeded' });
  });

  it('result of a sweep is its worst job’s: one failure makes it failed, though status is the first job’s Completed', async () => {
    const { emulator, inputs } = await workloads({ plan: [{ phase: 'Running', ms: 300 }, { phase: 'Completed' }] });
    const name = unique('sweep');
    emulator.plan(`${name}-2`, [
      { phase: 'Running', ms: 300 },
      { phase: 'Failed', message: 'exit 1' },
    ]);
    const run = await runAction(inputs({ name, matrix: '{"gpu": [1, 2, 3]}', wait: 'finished' }), { node });
    expect(run.outputs.status).toBe('Completed');
    expect(run.outputs.result).toBe('failed');
    expect(JSON.parse(run.outputs.results!)).toEqual({ [`${name}-1`]: 'succeeded', [`${name}-2`]: 'failed', [`${name}-3`]: 'succeeded' });
    const submitted = await runAction(inputs({ name: unique('nowait') }), { node });
    expect(submitted.outputs.result).toBe('submitted');
    const timedOut = await workloads({ plan: [{ phase: 'Running' }] });
    const late = await runAction(timedOut.inputs({ name: unique('late'), wait: 'finished', 'wait-timeout-minutes': '0.02', 'request-timeout-seconds': '5' }), {
      node,
    });
    expect(late.outputs.result).toBe('timed-out');
  });

  it('api: workloads: a failed training names the service’s reason in the error, and its latest events in the summary', async () => {
    const { inputs, count } = await workloads({
      plan: [
        { phase: 'Running', ms: 800, events: [{ type: 'Normal', reason: 'Started', message: 'Started container main' }] },
        {
          phase: 'Failed',
          condition: { type: 'Failed', reason: 'OOMKilled', message: 'container main was killed: out of memory (limit 8Gi)' },
          events: [{ type: 'Warning', reason: 'OOMKilling', message: 'Memory cgroup out of memory: Killed process 42 (python)' }],
        },
      ],
    });
    const name = unique('oom');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.error).toMatch(
      new RegExp(
        `^submit-runai-job failed: the job did not succeed: "${name}" ended Failed after [\\d.]+ m?s: OOMKilled: container main was killed: out of memory \\(limit 8Gi\\)\\.$`,
      ),
    );
    expect(run.log).toContain(`${name}: Running → Failed after`);
    expect(run.summary).toContain('OOMKilled: container main was killed: out of memory (limit 8Gi)');
    expect(run.summary).toContain(`**Why \`${name}\`**`);
    expect(run.summary).toContain('| Warning | OOMKilling | Memory cgroup out of memory: Killed process 42 (python) |');
    expect(run.summary).toContain('| Normal | Started | Started container main |');
    // What the README states it costs: two requests for the failed workload, once, and none per interval.
    expect([count('workload'), count('events')]).toEqual([1, 1]);
    expect(run.outputs.status).toBe('Failed');
  });

  it('api: workloads: a failed training that ttl-after-finish deleted before the next poll still says why, from its entry among the deleted', async () => {
    const { inputs } = await workloads({
      plan: [
        { phase: 'Running', ms: 300 },
        { phase: 'Failed', condition: { type: 'Failed', reason: 'Error', message: 'container "train" exited with code 1' } },
      ],
    });
    const name = unique('ttl-fail');
    const run = await runAction(inputs({ name, wait: 'finished', 'ttl-after-finish': '0s', 'poll-interval-seconds': '2' }), { node });
    // Its first poll may come after it ran, on a loaded machine: what it went through before is not what this asserts.
    expect(run.log).toMatch(new RegExp(`${name}: (Running → )?Failed after [\\d.]+ m?s, and deleted since: Error: container "train" exited with code 1\\.`));
    expect(run.error).toContain(`"${name}" ended Failed after`);
    expect(run.error).toContain('Error: container "train" exited with code 1');
    // The workload asked about is gone (404): its entry among the deleted said why, and no warning says asking failed.
    expect(run.log).not.toContain('::warning::Asking the control plane why');
  });

  it('api: workloads: a training that failed before it ran, deleted by ttl-after-finish: no log is looked for, nor warned of', async () => {
    const { inputs, count } = await workloads({
      plan: [
        { phase: 'Pending', ms: 1500 },
        { phase: 'Failed', condition: { type: 'Failed', reason: 'CreateContainerConfigError', message: 'secret "db" not found' } },
      ],
    });
    const run = await runAction(inputs({ name: unique('never-ran'), wait: 'finished', 'ttl-after-finish': '0s', 'poll-interval-seconds': '2' }), { node });
    expect(run.error).toContain('CreateContainerConfigError: secret "db" not found');
    expect(run.log).not.toContain('No log of');
    expect(count('log-download')).toBe(0);
  });

  it('api: workloads: one job of a sweep deleted by someone else does not keep the failed one from being explained', async () => {
    const { emulator, inputs } = await workloads({ plan: [{ phase: 'Running' }] });
    const [gone, bad] = [unique('gone'), unique('bad')];
    emulator.plan(bad, [
      { phase: 'Running', ms: 2500 },
      { phase: 'Failed', events: [{ type: 'Warning', reason: 'BackOff', message: 'Back-off restarting failed container train' }] },
    ]);
    const waiting = runAction(inputs({ jobs: JSON.stringify([{ name: gone }, { name: bad }]), wait: 'finished' }), { node });
    while (!emulator.requests.some((r) => r.target === 'list' && r.status === 200)) await new Promise((r) => setTimeout(r, 50));
    emulator.deleteWorkload(gone);
    const run = await waiting;
    expect(run.error).toContain(`"${gone}" was deleted by someone else`);
    expect(run.summary).toContain('| Warning | BackOff | Back-off restarting failed container train |');
    expect(run.log).not.toContain('::warning::Asking the control plane why');
  });

  it('api: workloads: the Warning that explains a failure is kept though many Normal events came after it', async () => {
    const restarts = Array.from({ length: 30 }, (_, i) => ({
      type: 'Normal',
      reason: 'Pulled',
      message: `Container image already present (restart ${i + 1})`,
    }));
    const { inputs } = await workloads({
      plan: [
        {
          phase: 'Running',
          ms: 300,
          events: [{ type: 'Warning', reason: 'BackOff', message: 'Back-off restarting failed container main' }],
        },
        { phase: 'Failed', events: restarts },
      ],
    });
    const name = unique('noisy');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.error).toContain('did not succeed');
    expect(run.summary).toContain('| Warning | BackOff | Back-off restarting failed container main |');
    expect(run.summary).toContain('restart 30');
  });

  it.each([
    ['seen running by the step', 2_500],
    ['placed, as its events say, between two polls', 0],
  ])('api: workloads: a job %s, then stopped, is not said to have ended for want of GPUs it was once pending for', async (_, runningMs) => {
    const { inputs } = await workloads({
      version: '2.18',
      plan: [
        {
          phase: 'Pending',
          ms: 1_500,
          events: [{ type: 'Warning', reason: 'Unschedulable', message: '0/4 nodes are available: 4 Insufficient nvidia.com/gpu.' }],
        },
        { phase: 'Running', ms: runningMs, events: [{ type: 'Normal', reason: 'Started', message: 'Started container main' }] },
        { phase: 'Stopped', events: [{ type: 'Normal', reason: 'Killing', message: 'Stopping container main' }] },
      ],
    });
    const run = await runAction(inputs({ name: unique('placed'), wait: 'finished' }), { node });
    expect(run.error).toContain('was stopped by someone else while the step waited: Killing: Stopping container main.');
    expect(run.summary).toContain('Stopping container main');
  });

  it('api: workloads: an image that cannot be pulled fails the step at the poll that shows it, and the workload is deleted', async () => {
    const { inputs, workload, count } = await workloads({
      plan: [
        { phase: 'Pending', ms: 500 },
        {
          phase: 'Pending',
          message: IMAGE_PULL,
          condition: { type: 'Ready', reason: 'ImagePullBackOff', message: IMAGE_PULL },
          events: [{ type: 'Warning', reason: 'Failed', message: 'Failed to pull image "registry.example.com/nope:1": not found' }],
        },
      ],
    });
    const name = unique('pull');
    const run = await runAction(inputs({ name, wait: 'finished', 'wait-timeout-minutes': '30' }), { node });
    expect(run.error).toContain(`the job did not succeed: "${name}" cannot start (after`);
    expect(run.error).toContain(IMAGE_PULL);
    expect(run.error).toContain('It was deleted (cancel-on-stop).');
    expect(run.log).toContain(`${name}: cannot start, ${IMAGE_PULL} after`);
    // Within one poll interval (1 s) of the reason appearing at 0.5 s: a few polls in all.
    expect(count('list')).toBeLessThanOrEqual(4);
    expect(workload(name).deletedBy).toBe('action');
    expect(run.outputs.status).toBe('Deleted');
    expect(run.summary).toContain('Failed to pull image');
  });

  it('api: workloads: a training that ran, was preempted and meets a pull error on its next node is waited through, not deleted as unable to start', async () => {
    const { inputs, workload } = await workloads({
      plan: [
        { phase: 'Running', ms: 1_500 },
        { phase: 'Pending', ms: 1_500, message: 'preempted by a higher-priority workload' },
        { phase: 'Pending', ms: 2_500, message: 'ErrImagePull: toomanyrequests: You have reached your pull rate limit' },
        { phase: 'Running', ms: 1_000 },
        { phase: 'Completed' },
      ],
    });
    const name = unique('requeued');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.error).toBe('');
    expect(run.outputs.result).toBe('succeeded');
    expect(workload(name).deletedBy).toBeUndefined();
  });

  it('api: researcher: ImagePullBackOff in the job list fails the step at once and deletes the job', async () => {
    const { emulator, inputs, job } = await researcher();
    const name = unique('pull');
    emulator.plan(name, [{ status: 'Pending', ms: 400 }, { status: 'ImagePullBackOff' }]);
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.error).toMatch(new RegExp(`"${name}" cannot start \\(after [\\d.]+ m?s\\): ImagePullBackOff\\. It was deleted \\(cancel-on-stop\\)\\.$`));
    expect(job(name).deletedBy).toBe('action');
    expect(run.outputs.status).toBe('Deleted');
  });

  runnersOnly(node, () => {
    it('pending-timeout-minutes: a job the scheduler cannot place fails the step with its reason, and is deleted', async () => {
      const { inputs, workload } = await workloads({
        plan: [
          {
            phase: 'Pending',
            phaseReason: 'NonPreemptibleOverQuota',
            message: 'Non-preemptible over quota',
            scheduling: [
              {
                nodePool: 'a100',
                phaseReason: 'NonPreemptibleOverQuota',
                reason: 'over quota',
                userMessage: 'You have reached the limit of non-preemptible resources',
              },
            ],
          },
        ],
      });
      const name = unique('quota');
      const run = await runAction(inputs({ name, wait: 'finished', 'pending-timeout-minutes': '0.04' }), { node });
      expect(run.error).toContain(
        `"${name}" did not start within pending-timeout-minutes (0.04): Non-preemptible over quota. It was deleted (cancel-on-stop).`,
      );
      expect(run.log).toContain(`${name}: not started after`);
      expect(run.summary).toContain('You have reached the limit of non-preemptible resources (node pool a100)');
      expect(workload(name).deletedBy).toBe('action');
    });

    it('a job of a sweep found stuck is deleted then, not once the others end: it would be placed and train meanwhile, or hold its GPU', async () => {
      const { emulator, inputs, job } = await researcher();
      const [late, blocked, long] = [unique('late'), unique('blocked'), unique('long')];
      emulator.plan(late, [{ status: 'Pending', ms: 4_000 }, { status: 'Running', ms: 4_000 }, { status: 'Succeeded' }]);
      emulator.plan(blocked, [{ status: 'ImagePullBackOff' }]);
      emulator.plan(long, [{ status: 'Running', ms: 12_000 }, { status: 'Succeeded' }]);
      const jobs = JSON.stringify([{ name: late }, { name: blocked }, { name: long }]);
      const run = await runAction(inputs({ jobs, wait: 'finished', 'pending-timeout-minutes': '0.02' }), { node });
      for (const name of [late, blocked]) {
        expect(job(name).deletedBy).toBe('action');
        expect(job(name).deletedAt!).toBeLessThan(job(long).createdAt + 12_000); // before the long one ended
      }
      expect(job(long).deletedBy).toBeUndefined();
      expect(run.error).toContain(`"${late}" did not start within pending-timeout-minutes (0.02)`);
      expect(run.error).toMatch(
        new RegExp(`"${late}", "${blocked}" were deleted once found so \\(cancel-on-stop\\)|"${blocked}", "${late}" were deleted once found so`),
      );
      expect(JSON.parse(run.outputs.statuses!)).toMatchObject({ [late]: 'Deleted', [blocked]: 'Deleted', [long]: 'Succeeded' });
    });

    it('a list refused after a stuck job was deleted: the failure does not call that job not deleted', async () => {
      const { emulator, inputs, job } = await researcher();
      const [blocked, long] = [unique('blocked'), unique('long')];
      emulator.plan(blocked, [{ status: 'ImagePullBackOff' }]);
      emulator.plan(long, [{ status: 'Running' }]);
      const waiting = runAction(inputs({ jobs: JSON.stringify([{ name: blocked }, { name: long }]), wait: 'finished' }), { node });
      while (!job(blocked)?.deletedAt) await new Promise((r) => setTimeout(r, 50));
      emulator.inject({ target: 'list', kind: 'status', status: 403, times: 20 });
      const run = await waiting;
      expect(run.error).toContain(`The job was not deleted and may still be running: "${long}".`);
    });

    it('cancel-on-stop: false leaves a job that cannot start as it is, and says so', async () => {
      const { emulator, inputs, job } = await researcher();
      const name = unique('left');
      emulator.plan(name, [{ status: 'ErrImagePull' }]);
      const run = await runAction(inputs({ name, wait: 'finished', 'cancel-on-stop': 'false' }), { node });
      expect(run.error).toMatch(/cannot start \(after [\d.]+ m?s\): ErrImagePull\. They were left running \(cancel-on-stop: false\)\.$/);
      expect(job(name).deletedAt).toBeUndefined();
      expect(run.outputs.status).toBe('ErrImagePull');
    });

    it('fail-fast: once one job of a sweep fails, the others are deleted and not waited for', async () => {
      const { emulator, inputs, job } = await researcher();
      const prefix = unique('ff');
      emulator.plan(`${prefix}-1`, [{ status: 'Running', ms: 300 }, { status: 'Failed' }]);
      emulator.plan(`${prefix}-2`, [{ status: 'Running' }]);
      emulator.plan(`${prefix}-3`, [{ status: 'Running' }]);
      const run = await runAction(inputs({ name: prefix, matrix: '{"gpu": [1, 2, 3]}', wait: 'finished', 'fail-fast': 'true' }), { node });
      expect(run.error).toContain(`1 of 3 jobs did not succeed: "${prefix}-1" ended Failed after`);
      expect(run.error).toContain('With fail-fast, the other 2 were not waited for. They were deleted (fail-fast).');
      expect([job(`${prefix}-2`).deletedBy, job(`${prefix}-3`).deletedBy]).toEqual(['action', 'action']);
      expect(JSON.parse(run.outputs.statuses!)).toEqual({ [`${prefix}-1`]: 'Failed', [`${prefix}-2`]: 'Deleted', [`${prefix}-3`]: 'Deleted' });
    });

    it('fail-fast: a job of a sweep that is not created fails it at once: the ones after it are not submitted, those created are deleted, not waited for', async () => {
      const { emulator, inputs, job } = await researcher();
      const prefix = unique('ff-sub');
      emulator.seed({ name: `${prefix}-2`, project: 'team-a', createdAt: Date.now() - 60_000 }); // its name taken: refused
      for (const n of [1, 3, 4]) emulator.plan(`${prefix}-${n}`, [{ status: 'Running' }]);
      const run = await runAction(
        inputs({ name: prefix, matrix: '{"gpu": [1, 2, 3, 4]}', wait: 'finished', 'fail-fast': 'true', concurrency: '1', 'wait-timeout-minutes': '30' }),
        { node },
      );
      expect(run.error).toContain('3 of 4 jobs failed (1 created). First failure, job 2:');
      expect(run.error).toContain('A job was not created. With fail-fast, the one created was not waited for. It was deleted (fail-fast).');
      expect(job(`${prefix}-1`).deletedBy).toBe('action');
      expect(emulator.jobs.filter((j) => j.name === `${prefix}-3` || j.name === `${prefix}-4`)).toEqual([]);
    });

    it('the wait’s inputs without a wait are refused, naming each, before anything is sent', async () => {
      const { emulator, inputs } = await researcher();
      const run = await runAction(inputs({ wait: 'false', 'fail-fast': 'true', 'pending-timeout-minutes': '5' }), { node });
      expect(run.error).toContain(
        "Input 'pending-timeout-minutes': takes effect only while the step waits: set 'wait' to running or finished, or leave it out.",
      );
      expect(run.error).toContain("Input 'fail-fast': takes effect only while the step waits");
      expect(emulator.requests).toEqual([]);
    });

    it('a wait’s input with a default, set to another value without a wait, is said, and the job submitted', async () => {
      const { inputs } = await researcher();
      const run = await runAction(inputs({ wait: 'false', 'wait-timeout-minutes': '30', 'poll-interval-seconds': '15' }), { node });
      expect(run.error).toBe('');
      expect(run.stdout).toContain(
        "::warning::Input 'wait-timeout-minutes' is set, but takes effect only while the step waits, and 'wait' is false: set 'wait' to running or finished, or remove 'wait-timeout-minutes'.",
      );
      // Its default, which the runner passes as if it were set, is not.
      expect(run.stdout).not.toContain("Input 'poll-interval-seconds' is set");
    });

    it('the service’s reasons and events are data: bounded, and inert in the log and the summary', async () => {
      const forged = `${'x'.repeat(100_000)}\n::warning::forged <img src=x onerror=alert(1)> | cell`;
      const { inputs } = await workloads({
        plan: [
          { phase: 'Running', ms: 300 },
          { phase: 'Failed', message: forged, events: [{ type: 'Warning', reason: '<b>bold</b>', message: `[link](javascript:alert(1)) ${forged}` }] },
        ],
      });
      const name = unique('hostile');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.error).toContain(`"${name}" ended Failed after`);
      expect(run.stdout).not.toMatch(/^::warning::forged/m);
      expect(run.error.length).toBeLessThan(1_000);
      expect(liveIn(run.summary)).not.toMatch(/<img|<b>|javascript:/);
      expect(run.summary.length).toBeLessThan(10_000);
    });

    it('bare addresses, mentions, issue references and terminal controls in service text stay inert in the summary', async () => {
      const live = 'pull https://evil.example/x from www.evil.example as admin@evil.example, cc @octocat, see #1 \u001b[31m\u0007';
      const { inputs } = await workloads({
        plan: [
          { phase: 'Running', ms: 300 },
          { phase: 'Failed', message: live, events: [{ type: 'Warning', reason: 'Failed', message: `see https://evil.example/pwn ${live}` }] },
        ],
      });
      const run = await runAction(inputs({ name: unique('live'), wait: 'finished' }), { node });
      expect(run.summary).toContain('evil.example');
      expect(liveIn(run.summary)).not.toMatch(/evil|@octocat|#1\b/);
      // eslint-disable-next-line no-control-regex -- the characters it must not find
      expect(run.summary).not.toMatch(/[\u0007\u001b]/);
    });

    it('a wait that times out says why each unfinished job waits, in the service’s words', async () => {
      const { inputs } = await workloads({ plan: [{ phase: 'Pending', message: 'no node pool fits the request (8 GPUs)' }] });
      const name = unique('slow');
      const run = await runAction(inputs({ name, wait: 'finished', 'wait-timeout-minutes': '0.05' }), { node });
      expect(run.error).toContain(`unfinished: "${name}" (Pending: no node pool fits the request (8 GPUs)).`);
      expect(run.log).toContain(`${name}: Pending after`);
    });
  });
});
