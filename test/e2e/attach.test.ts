// `attach`: workloads that exist already, followed as the step's own (wait, reasons, logs,
// outputs) and never deleted; and the recipe that follows a training longer than a runner's
// 6 hours (examples/workflows/long-training.yml), played with seconds in place of hours.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, runAction } from '../helpers/run-action.js';
import { runtimes } from '../helpers/runtimes.js';
import { epochLines, unique, workloadsEmulatorPerTest } from '../helpers/waiting.js';

type Step = { id?: string; uses?: string; with?: Record<string, string>; env?: Record<string, string> };
type Workflow = { jobs: Record<string, { needs?: string[]; if?: string; steps: Step[]; env?: Record<string, string> }> };

describe.concurrent.each(runtimes())('attach, on $name', ({ node }) => {
  const scene = workloadsEmulatorPerTest();
  const submissions = (emulator: Awaited<ReturnType<typeof scene>>['emulator']) => emulator.requests.filter((r) => r.target === 'submit').length;

  it('follows a workload it did not submit to its end: the same outputs, summary and log lines, one list request to find it', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('made-elsewhere');
    emulator.plan(name, [
      { phase: 'Running', ms: 1200, logs: epochLines(3) },
      { phase: 'Failed', message: 'exit code 1', logs: ['ValueError: NaN loss'] },
    ]);
    await runAction(inputs({ name, wait: 'running' }), { node });
    const run = await runAction({ ...inputs({ attach: name, wait: 'finished' }), image: undefined }, { node });
    expect(run.error).toContain(`"${name}" ended Failed`);
    expect(run.outputs).toMatchObject({ 'job-name': name, result: 'failed', status: 'Failed' });
    expect(run.log).toContain(`${name} | ValueError: NaN loss`);
    expect(run.summary).toContain(`Run:ai job`);
    expect(run.summary).toContain('_attached: as it was submitted, before this step_');
    expect(submissions(emulator)).toBe(1);
    expect(emulator.workloads.find((w) => w.name === name)?.deletedBy).toBeUndefined();
  });

  it('logs: follow on a workload that has ended already prints its log, had whole', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('ended');
    emulator.plan(name, [{ phase: 'Running', ms: 300, logs: ['trained 1', 'trained 2'] }, { phase: 'Completed' }]);
    await runAction(inputs({ name, wait: 'finished' }), { node });
    const run = await runAction({ ...inputs({ attach: name, wait: 'finished', logs: 'follow' }), image: undefined }, { node });
    expect(run.error).toBe('');
    expect(run.log).toContain(`${name} | trained 1`);
  });

  it('a workload that has ended reports at once; one that is not there fails at once, naming the project', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('done');
    emulator.plan(name, [{ phase: 'Completed' }]);
    await runAction(inputs({ name }), { node });
    const ended = await runAction({ ...inputs({ attach: name, wait: 'finished' }), image: undefined }, { node });
    expect(ended.error).toBe('');
    expect(ended.outputs).toMatchObject({ result: 'succeeded', status: 'Completed' });
    // Its end was before the step: not said to have taken as long as its age.
    expect(ended.log).toMatch(new RegExp(`${name}: Completed \\(created [^)]+ ago\\)`));
    expect(ended.summary).toContain('✅ Completed before this step');
    const missing = await runAction({ ...inputs({ attach: `${name}\nnot-there`, wait: 'finished' }), image: undefined }, { node });
    expect(missing.error).toContain(`no job "not-there" is listed in project "team-a" ('attach')`);
    expect(missing.log).not.toContain('Waiting for');
  });

  it('a workload deleted before the step fails it at once; a workspace attached is followed as a workspace', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('gone');
    await runAction(inputs({ name, wait: 'running' }), { node });
    emulator.deleteWorkload(name);
    const gone = await runAction({ ...inputs({ attach: name, wait: 'finished' }), image: undefined }, { node });
    expect(gone.error).toContain(`the job "${name}" in project "team-a" was deleted before this step ('attach')`);
    const desk = unique('desk');
    emulator.plan(desk, [{ phase: 'Running', ms: 1200, logs: ['jupyter up'] }, { phase: 'Completed' }]);
    await runAction(inputs({ name: desk, interactive: 'true', wait: 'running' }), { node });
    const followed = await runAction({ ...inputs({ attach: desk, wait: 'finished', logs: 'follow' }), image: undefined }, { node });
    expect(followed.error).toBe('');
    expect(followed.log).toContain(`${desk} | jupyter up`);
  });

  it('a training that succeeded and ttl-after-finish deleted before the step reports succeeded, as its entry among the deleted says', async () => {
    const { inputs } = await scene({ plan: [{ phase: 'Running', ms: 500 }, { phase: 'Completed' }] });
    const name = unique('ttl');
    expect((await runAction(inputs({ name, wait: 'finished', 'ttl-after-finish': '1s' }), { node })).error).toBe('');
    await new Promise((done) => setTimeout(done, 2500));
    const run = await runAction({ ...inputs({ attach: name, wait: 'finished' }), image: undefined }, { node });
    expect(run.error).toBe('');
    expect(run.outputs).toMatchObject({ 'job-name': name, result: 'succeeded', status: 'Completed' });
  });

  it('a name used night after night, each night’s deleted by ttl-after-finish: the newest namesake among the deleted is followed, whatever order the list gives', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('nightly');
    // Tonight's succeeded, listed first; last week's failed, listed after it.
    emulator.seed({ name, createdAt: Date.now() - 600_000, plan: [{ phase: 'Completed' }] });
    emulator.seed({ name, createdAt: Date.now() - 7 * 86_400_000, plan: [{ phase: 'Failed' }] });
    const nights = emulator.workloads.filter((w) => w.name === name);
    for (const w of nights) Object.assign(w, { deletedAt: Date.now() - 1000, deletedBy: 'ttl-after-finish', phaseAtDeletion: w.plan[0].phase });
    const run = await runAction({ ...inputs({ attach: name, wait: 'finished' }), image: undefined }, { node });
    expect(run.outputs).toMatchObject({ 'workload-id': nights[0]!.id, result: 'succeeded' });
  });

  it('a stop leaves an attached training running, and its result says so: running, not stopped', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('long');
    emulator.seed({ name, plan: [{ phase: 'Running' }] });
    const run = await runAction(
      { ...inputs({ attach: name, wait: 'finished' }), image: undefined },
      { node, stopWhen: { text: `${name}: Running (created`, signal: 'SIGINT' } },
    );
    expect(run.error).toContain('was left running: not submitted by this step');
    expect(emulator.workloads.find((w) => w.name === name)?.deletedBy).toBeUndefined();
    expect(run.outputs.status).toBe('Running');
    expect(JSON.parse(run.outputs.results!)).toEqual({ [name]: 'running' });
  });

  it('a stop before the wait’s first list: a workload attached that had ended is reported as it ended, not left running', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('ended-stop');
    emulator.seed({ name, plan: [{ phase: 'Completed' }] });
    emulator.inject({ target: 'list', kind: 'latency', ms: 4000, times: 5 });
    const secondList = () => emulator.requests.filter((r) => r.target === 'list').length >= 2;
    const run = await runAction(
      { ...inputs({ attach: name, wait: 'finished' }), image: undefined },
      { node, stopWhen: { when: secondList, signal: 'SIGINT' } },
    );
    expect(JSON.parse(run.outputs.results!)).toEqual({ [name]: 'succeeded' });
    expect(run.summary).toContain('✅ Completed before this step');
    expect(run.error).not.toContain('left running');
  });

  it('a workload deleted, and its name used again, between two polls: the new one is not taken for the one attached, whose deletion is said', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('reused-name');
    emulator.plan(name, [{ phase: 'Running' }]);
    await runAction(inputs({ name, wait: 'running' }), { node });
    const attached = emulator.workloads.find((w) => w.name === name)!;
    const lists = () => emulator.requests.filter((r) => r.target === 'list').length;
    const before = lists();
    const pending = runAction({ ...inputs({ attach: name, wait: 'finished', 'poll-interval-seconds': '2' }), image: undefined }, { node });
    // Once it is found and polled: the lookup's list, then the first poll's.
    while (lists() < before + 2) await new Promise((r) => setTimeout(r, 50));
    emulator.deleteWorkload(name);
    emulator.seed({ name, createdAt: Date.now(), plan: [{ phase: 'Completed' }] });
    const run = await pending;
    expect(run.error).toContain(`"${name}" was deleted by someone else`);
    expect(run.outputs).toMatchObject({ 'workload-id': attached.id });
    expect(run.outputs.result).not.toBe('succeeded');
  });

  it('refuses what shapes a submission, and no wait, before anything is sent', async () => {
    const { emulator, inputs } = await scene({});
    const run = await runAction(inputs({ attach: 'some-training\nBad_Name', gpu: '2', wait: 'false', reuse: 'never', concurrency: '8' }), { node });
    expect(run.error).toContain("'image'");
    for (const name of ['gpu', 'reuse', 'concurrency']) expect(run.error).toContain(`Input '${name}': it shapes a submission`);
    expect(run.error).toContain("with 'attach' the step submits nothing");
    expect(run.error).toContain("'attach' follows jobs: set 'wait: finished'");
    expect(run.error).toContain('Bad_Name');
    expect(run.error).toContain('nothing was sent');
    expect(emulator.requests).toEqual([]);
  });

  it('a dry run says what it would follow, and sends nothing', async () => {
    const { emulator, inputs } = await scene({});
    const run = await runAction({ ...inputs({ attach: 'some-training', wait: 'finished', 'dry-run': 'true' }), image: undefined }, { node });
    expect(run.error).toBe('');
    expect(run.log).toContain(
      `Dry run: the step would look up "some-training" in project "team-a" and wait for it, submitting nothing and deleting nothing ('attach').`,
    );
    expect(emulator.requests.filter((r) => r.target !== 'token')).toEqual([]);
  });

  it('a stop leaves an attached workload running, and the post step has nothing to delete', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('long');
    emulator.plan(name, [{ phase: 'Running' }]);
    await runAction(inputs({ name, wait: 'running' }), { node });
    const run = await runAction(
      { ...inputs({ attach: name, wait: 'finished' }), image: undefined },
      { node, stopWhen: { text: 'Waiting for', signal: 'SIGTERM' } },
    );
    expect(run.error).toContain(`"${name}" was left running: not submitted by this step, which never deletes it.`);
    expect(run.state).toEqual({});
    expect(emulator.workloads.find((w) => w.name === name)?.deletedBy).toBeUndefined();
  });

  it('the long-training recipe: submit, then follow jobs that each run out of time until one sees the end, and a re-run trains nothing twice (examples/workflows/long-training.yml)', async () => {
    const { emulator } = await scene({
      plan: [
        { phase: 'Pending', ms: 300 },
        { phase: 'Running', logs: epochLines(2) },
      ],
    });
    const settings = emulator.settings();
    const workflow = parse(readFileSync(join(ROOT, 'examples/workflows/long-training.yml'), 'utf8')) as Workflow;
    const runId = String(Date.now());
    const outputs: Record<string, Record<string, string>> = {};
    /** The workflow's expressions, as the runner would give them here. */
    const value = (expression: string): string => {
      const known: Record<string, string | undefined> = {
        'vars.RUNAI_URL': settings['base-url'],
        'vars.RUNAI_CLIENT_ID': settings['client-id'],
        'secrets.RUNAI_CLIENT_SECRET': settings['client-secret'],
        'github.run_id': runId,
        'github.run_attempt': '1',
        'github.repository': 'acme/models',
        'github.sha': '0123abc',
        'needs.submit.outputs.job-name': outputs.submit?.['job-name'],
      };
      const found = known[expression];
      if (found === undefined) throw new Error(`the test does not know \${{ ${expression} }}`);
      return found;
    };
    const inputsOf = (job: string) =>
      Object.fromEntries(
        Object.entries(workflow.jobs[job]!.steps.find((s) => s.uses?.startsWith('submit-runai-job/'))!.with!).map(([k, v]) => [
          k,
          // Hours become seconds: each follow job runs out of time after 3 s of waiting.
          k === 'wait-timeout-minutes' ? '0.05' : String(v).replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, e: string) => value(e)),
        ]),
      );
    /** The runner's variables of this run's submit job, at an attempt. */
    const github = (attempt: string) => ({
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'acme/models',
      GITHUB_WORKFLOW_REF: 'acme/models/.github/workflows/long-training.yml@refs/heads/main',
      GITHUB_JOB: 'submit',
      GITHUB_ACTION: 'submit',
      GITHUB_SHA: '0123abc0123abc0123abc0123abc0123abc0123a',
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: attempt,
    });
    const submit = await runAction({ ...inputsOf('submit'), 'poll-interval-seconds': '1' }, { node, env: github('1') });
    expect(submit.error).toBe('');
    outputs.submit = submit.outputs;
    const name = submit.outputs['job-name']!;
    // "Re-run all jobs" while it trains: the submit job follows the training it submitted, and submits nothing.
    const rerun = await runAction({ ...inputsOf('submit'), 'poll-interval-seconds': '1' }, { node, env: github('2') });
    expect(rerun.outputs).toMatchObject({ 'job-name': name, reused: 'true' });
    const follows = Object.keys(workflow.jobs).filter((j) => j.startsWith('follow-'));
    expect(follows.length * 340).toBeGreaterThanOrEqual(20 * 60);
    const results: string[] = [];
    for (const [i, job] of follows.entries()) {
      // Each follow job after the first runs only where the one before ran out of time.
      if (i > 0) {
        expect(workflow.jobs[job]!.if).toBe(`needs.${follows[i - 1]}.outputs.result == 'timed-out'`);
        if (results[i - 1] !== 'timed-out') break;
      }
      // The training ends while the third follow job waits.
      if (i === 2) emulator.plan(name, [{ phase: 'Completed', logs: ['epoch 900: saved the model'] }]);
      const run = await runAction({ ...inputsOf(job), 'poll-interval-seconds': '1' }, { node });
      results.push(run.outputs.result!);
      if (run.outputs.result === 'timed-out') expect(run.error).toContain('was left running: not submitted by this step');
      else expect(run.log).toContain(`${name} | epoch 900: saved the model`);
    }
    expect(results).toEqual(['timed-out', 'timed-out', 'succeeded']);
    // The verdict takes the result of the last follow job that ran.
    expect(workflow.jobs.verdict!.steps[0]!.env!.RESULT).toBe(
      `\${{ ${[...follows]
        .reverse()
        .map((j) => `needs.${j}.outputs.result`)
        .join(' || ')} }}`,
    );
    expect(submissions(emulator)).toBe(1);
    expect(emulator.workloads.filter((w) => w.deletedBy)).toEqual([]);
  });
});
