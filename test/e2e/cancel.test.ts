// Cancelling, as the runner does it: a real SIGINT or SIGTERM to the step's process while it
// waits, and the post step run afterwards with the state the main step saved (GITHUB_STATE read
// back as STATE_* variables).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recorded, runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, unique, runs } from '../helpers/waiting.js';

const RUNS_ON = [{ status: 'Pending', ms: 200 }, { status: 'Running' }];
const PULL = join(mkdtempSync(join(tmpdir(), 'pr-event-')), 'pull.json');
writeFileSync(PULL, JSON.stringify({ pull_request: { number: 7 } }));

// The cases mostly wait, so they run at once, each with an emulator of its own.
describe.concurrent.each(runtimes())('cancelling on $name', ({ node }) => {
  const scene = emulatorPerTest({ plan: RUNS_ON });

  it('a stop after someone else deleted the job between two polls says it was gone already, not that the step deleted it', async () => {
    const { emulator, inputs } = await scene({ plan: [{ status: 'Running' }] });
    const name = unique('gone');
    let deletedAt: number | undefined;
    const when = () => {
      const job = emulator.jobs.find((j) => j.name === name);
      if (!job || Date.now() - job.createdAt < 1_500) return false;
      if (deletedAt === undefined) [deletedAt] = [Date.now(), emulator.deleteJob(name)];
      return Date.now() - deletedAt > 500;
    };
    const run = await runAction(inputs({ name, wait: 'finished', 'poll-interval-seconds': '30' }), { node, stopWhen: { when, signal: 'SIGINT' } });
    expect(run.error).toBe(
      `submit-runai-job failed: the step was stopped (SIGINT) before its jobs ended; nothing left to delete. "${name}" was gone already: deleted since the last look, not by this step.`,
    );
    expect(JSON.parse(run.outputs.statuses!)).toEqual({ [name]: 'Deleted' });
    expect(run.summary).not.toContain('could not delete it');
  });

  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s while waiting deletes the job before the runner signals again, and leaves nothing to the post step',
    async (signal) => {
      const { emulator, inputs, job } = await scene();
      const name = unique('stop');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { text: runs(`${name}`), signal } });
      expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
      expect(run.code).toBe(1);
      expect(job(name).deletedBy).toBe('action');
      expect(run.log).toContain(`Stopped: deleted job "${name}".`);
      expect(run.error).toBe(`submit-runai-job failed: the step was stopped (${signal}) before its jobs ended; deleted "${name}".`);
      // What the step just did is the truth it reports: the job is deleted, not running.
      expect(run.outputs.status).toBe('Deleted');
      expect(JSON.parse(run.outputs.statuses!)).toEqual({ [name]: 'Deleted' });
      expect(run.summary).toContain('| **State** | ❌ Deleted |');
      expect(run.summary).toContain(`Run:ai job ${name} Deleted`);
      expect(recorded(run)).toEqual([]);

      // The post step finds nothing left to delete, and sends nothing.
      const before = emulator.requests.length;
      const post = await runAction(inputs({ name, wait: 'finished' }), { node, post: run.state });
      expect(post.code).toBe(0);
      expect(emulator.requests.length).toBe(before);
    },
  );

  it('a job that ended between two polls is not deleted by a stop, nor by the post step of a step killed: it is left as it ended, and said so', async () => {
    const { inputs, job } = await scene({ plan: [{ status: 'Running', ms: 1_000 }, { status: 'Succeeded' }] });
    const name = unique('ended');
    const ended = () => !!job(name) && Date.now() - job(name).createdAt > 2_500;
    const run = await runAction(inputs({ name, wait: 'finished', 'poll-interval-seconds': '30' }), { node, stopWhen: { when: ended, signal: 'SIGINT' } });
    expect(job(name).deletedBy).toBeUndefined();
    expect(run.log).toContain(`Not deleted, as it ended since it was last seen: "${name}" (Succeeded).`);
    expect(run.error).toContain(`"${name}" had ended since the last look, and was left as it ended.`);
    expect(run.outputs.status).toBe('Succeeded');
    expect(recorded(run)).toEqual([]);

    const killed = unique('killed');
    const main = await runAction(inputs({ name: killed, wait: 'finished', 'poll-interval-seconds': '30' }), {
      node,
      stopWhen: { when: () => !!job(killed), signal: 'SIGKILL' },
    });
    while (Date.now() - job(killed).createdAt < 1_500) await new Promise((done) => setTimeout(done, 100));
    const post = await runAction(inputs({ name: killed, wait: 'finished' }), { node, post: main.state });
    expect(post.error).toBe('');
    expect(job(killed).deletedBy).toBeUndefined();
    expect(post.log).toContain(`Not deleted, as it ended since it was last seen: "${killed}" (Succeeded).`);
  });

  it('a stop while a sweep is submitted, before the wait began: the jobs created are deleted, and the summary and outputs say so', async () => {
    const { emulator, inputs } = await scene({ latencyMs: 400 });
    const name = unique('early');
    const run = await runAction(inputs({ name, jobs: '[{}, {}, {}, {}, {}, {}]', concurrency: '1', wait: 'finished' }), {
      node,
      stopWhen: { text: `created job "${name}-2"`, signal: 'SIGINT' },
    });
    expect(run.escalatedTo).toBeUndefined();
    const created = emulator.jobs.filter((j) => j.name.startsWith(name));
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(created.every((j) => j.deletedBy === 'action')).toBe(true);
    expect(JSON.parse(run.outputs.statuses!)).toEqual(Object.fromEntries(created.map((j) => [j.name, 'Deleted'])));
    expect(run.summary).toContain('❌ Deleted');
  });

  it('a stop while a sweep is submitted is result: stopped, not failed, for the jobs it never sent, however soon the answers in flight come', async () => {
    const { inputs } = await scene({ latencyMs: 300 });
    const name = unique('unsent');
    const run = await runAction(inputs({ name, jobs: JSON.stringify(Array.from({ length: 12 }, () => ({}))), concurrency: '2', wait: 'finished' }), {
      node,
      stopWhen: { text: `created job "${name}-2"`, signal: 'SIGINT' },
    });
    expect(run.outputs.result).toBe('stopped');
    expect(run.summary).toMatch(/### Run:ai: \d+ of 12 jobs submitted before the step was stopped/);
    expect(run.log).not.toMatch(/not submitted: the step was stopped[^\n]*\n[^\n]*created job/);
  });

  it('wait: false: a stop while a sweep is submitted leaves the outputs and the summary of the jobs created, which it leaves running', async () => {
    const { emulator, inputs } = await scene({ latencyMs: 400 });
    const name = unique('nowait');
    const run = await runAction(inputs({ name, jobs: '[{}, {}, {}, {}, {}, {}]', concurrency: '1' }), {
      node,
      stopWhen: { text: `created job "${name}-2"`, signal: 'SIGINT' },
    });
    expect(run.escalatedTo).toBeUndefined();
    expect(run.code).toBe(1);
    const created = emulator.jobs.filter((j) => j.name.startsWith(name)).map((j) => j.name);
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(created.length).toBeLessThan(6);
    expect(JSON.parse(run.outputs['job-names']!)).toEqual(created);
    expect(Object.values(JSON.parse(run.outputs.results!))).toEqual(created.map(() => 'submitted'));
    for (const job of created) expect(run.summary).toContain(job);
    expect(run.error).toContain('before its jobs ended; they were left running (wait: false)');
    expect(emulator.jobs.filter((j) => j.deletedBy)).toEqual([]);
  });

  it('a post step that finds its recorded job gone already says so in the summary, which still called it unfinished', async () => {
    const { emulator, inputs } = await scene();
    const name = unique('gone-before-post');
    const main = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { text: runs(`${name}`), signal: 'SIGKILL' } });
    emulator.deleteJob(name);
    const post = await runAction(inputs({ name, wait: 'finished' }), { node, post: main.state });
    expect(post.error).toBe('');
    expect(post.summary).toBe(`### Run:ai: the post step found nothing left to delete\n\nNot found (deleted already, or never created): \`${name}\`.\n`);
  });

  it('the post step deletes what a main step killed outright had recorded as unfinished', async () => {
    const { emulator, inputs, job } = await scene();
    const name = unique('killed');
    const main = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { text: runs(`${name}`), signal: 'SIGKILL' } });
    expect(main.code).toBeNull();
    expect(recorded(main)).toEqual([{ name, project: 'team-a', listedCreatedAt: expect.any(Number) }]);
    expect(job(name).deletedAt).toBeUndefined();

    const post = await runAction(inputs({ name, wait: 'finished' }), { node, post: main.state });
    expect(post.error).toBe('');
    expect(post.code).toBe(0);
    expect(post.log).toContain(`Cancelled: deleted job "${name}".`);
    expect(job(name).deletedBy).toBe('action');
    // Its summary says so, beside the main step's, which named the job as submitted.
    expect(post.summary).toBe(`### Run:ai: the post step deleted its unfinished job\n\nDeleted (cancel-on-stop): \`${name}\`.\n`);
    // Never a second submission: the post step is not the main step.
    expect(emulator.jobs.filter((j) => j.name === name)).toHaveLength(1);
  });

  it('a timeout’s deletion by name whose answer is lost is not sent again: another run’s job of that name, created meanwhile, is told apart by its creation time and left alone', async () => {
    const { emulator, inputs, job } = await scene();
    const name = unique('nightly');
    const github = (run: string) => ({ GITHUB_ACTIONS: 'true', GITHUB_RUN_ID: run, GITHUB_RUN_ATTEMPT: '1' });
    const first = runAction(inputs({ name, wait: 'finished', 'wait-timeout-minutes': '0.05', 'request-timeout-seconds': '5' }), { node, env: github('1001') });
    // The service deletes the job, but its answer never comes (a slow gateway).
    emulator.inject({ target: 'delete', kind: 'hang', create: true });
    for (let looks = 0; job(name)?.deletedAt === undefined && looks < 600; looks++) await new Promise((done) => setTimeout(done, 100));
    // The next run submits the name, free again, while the first still waits for its deletion's answer.
    expect((await runAction(inputs({ name }), { node, env: github('1002') })).error).toBe('');
    const main = await first;
    expect(main.error).toContain('The post step tries again');
    expect(recorded(main)).toEqual([expect.objectContaining({ name, listedCreatedAt: expect.any(Number) })]);
    const post = await runAction(inputs({ name, wait: 'finished' }), { node, env: github('1001'), post: main.state });
    expect(post.log).toContain(`Not deleted, as the service does not say this step created it: "${name}".`);
    const [own, next] = emulator.jobs.filter((j) => j.name === name);
    expect([own!.deletedBy, next!.deletedBy]).toEqual(['action', undefined]);
  });

  runnersOnly(node, () => {
    it('the post step takes a job already gone calmly', async () => {
      const { emulator, inputs } = await scene();
      const name = unique('gone');
      const main = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { text: runs(`${name}`), signal: 'SIGKILL' } });
      emulator.deleteJob(name);
      const post = await runAction(inputs({ name, wait: 'finished' }), { node, post: main.state });
      expect(post.code).toBe(0);
      expect(post.log).toContain(`Already gone, nothing to delete: "${name}".`);
    });

    it('with cancel-on-stop: false, a stopped step leaves its job running and records nothing', async () => {
      const { inputs, job } = await scene();
      const name = unique('left');
      const run = await runAction(inputs({ name, wait: 'finished', 'cancel-on-stop': 'false' }), {
        node,
        stopWhen: { text: runs(`${name}`), signal: 'SIGINT' },
      });
      expect(run.code).toBe(1);
      expect(run.error).toBe(
        `submit-runai-job failed: the step was stopped (SIGINT) before its jobs ended; they were left running (cancel-on-stop: false): "${name}".`,
      );
      expect(job(name).deletedAt).toBeUndefined();
      // Its result is what it was last seen doing, not stopped: a later job reading "stopped" might submit it again.
      expect(run.outputs.result).toBe('running');
      expect(recorded(run)).toEqual([]);
    });

    it('a step without wait records nothing for the post step, whose run then sends nothing', async () => {
      const { emulator, inputs } = await scene();
      const run = await runAction(inputs({}), { node });
      expect(run.code).toBe(0);
      expect(run.state).toEqual({});
      const before = emulator.requests.length;
      const post = await runAction(inputs({}), { node, post: run.state });
      expect(post.code).toBe(0);
      expect(post.log.split('\n').filter((line) => line && !line.startsWith('::debug::'))).toEqual([]);
      expect(emulator.requests.length).toBe(before);
    });
  });

  it('a SIGINT while submissions are in flight waits briefly for their answers, and deletes what they created', async () => {
    const { emulator, inputs } = await scene({ latencyMs: 600 });
    const name = unique('flight');
    const run = await runAction(inputs({ name, wait: 'finished', jobs: '[{}, {}, {}, {}, {}, {}]', concurrency: '2' }), {
      node,
      stopWhen: { text: 'created job', signal: 'SIGINT' },
    });
    expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
    const mine = emulator.jobs.filter((j) => j.name.startsWith(`${name}-`));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.filter((j) => j.deletedBy !== 'action')).toEqual([]);
    expect(run.error).toMatch(/^submit-runai-job failed: the step was stopped \(SIGINT\) before its jobs ended; deleted /);
    expect(JSON.parse(run.outputs['job-names']!).length).toBe(mine.length);
  });

  runnersOnly(node, () => {
    it('wait: false: a stop while the only job’s submission has no answer is result: stopped, as it is with a wait', async () => {
      const { inputs } = await scene({ latencyMs: 4_000 });
      const run = await runAction(inputs({ name: unique('solo'), wait: 'false' }), { node, stopWhen: { text: 'Got a token', signal: 'SIGINT' } });
      expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
      expect(run.outputs.result).toBe('stopped');
    });

    it('a SIGINT while an unnamed submission has no answer says that its job cannot be found by name', async () => {
      const { inputs } = await scene({ latencyMs: 4_000 });
      const run = await runAction(inputs({ wait: 'finished' }), { node, stopWhen: { text: 'Got a token', signal: 'SIGINT' } });
      expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
      expect(run.error).toContain("none of its jobs was left unfinished. 1 submission without a 'name' had no answer yet");
    });

    it('in a CI run, a submission without a name that has no answer when stopped is found by the prefix its work gives it: the post step deletes it', async () => {
      const { emulator, inputs } = await scene({ latencyMs: 4_000 });
      const env = {
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'acme/models',
        GITHUB_WORKFLOW_REF: 'acme/models/.github/workflows/train.yml@refs/heads/main',
        GITHUB_JOB: 'train',
        GITHUB_ACTION: 'submit',
        GITHUB_SHA: 'abc1234',
        GITHUB_RUN_ID: '77',
        GITHUB_RUN_ATTEMPT: '1',
      };
      const submitted = () => emulator.requests.some((r) => r.target === 'jobs' && r.method === 'POST');
      const run = await runAction(inputs({ wait: 'finished' }), { node, env, stopWhen: { when: submitted, signal: 'SIGINT' } });
      expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
      expect(run.error).toMatch(
        /A submission without a 'name' had no answer yet: the post step deletes any unfinished job named "job-[0-9a-f]{5}-[0-9a-f]{6}-77-…" created since it was sent\.$/,
      );
      while (!emulator.jobs.length) await new Promise((r) => setTimeout(r, 100));
      const post = await runAction(inputs({ wait: 'finished' }), { node, env, post: run.state });
      expect(post.error).toBe('');
      expect(emulator.jobs.map((j) => j.deletedBy)).toEqual(['action']);
    });

    it('wait: running: a stop deletes the jobs already running too, since they have not ended', async () => {
      const { emulator, inputs, job } = await scene();
      const name = unique('partly');
      emulator.plan(`${name}-2`, [{ status: 'Pending' }]);
      const run = await runAction(inputs({ name, wait: 'running', jobs: '[{}, {}]' }), {
        node,
        stopWhen: { text: runs(`${name}-1`), signal: 'SIGINT' },
      });
      expect(run.code).toBe(1);
      expect(job(`${name}-1`).deletedBy).toBe('action');
      expect(job(`${name}-2`).deletedBy).toBe('action');
      // Running no more: no later step may take the one that ran for a running job.
      expect(JSON.parse(run.outputs.results!)).toEqual({ [`${name}-1`]: 'stopped', [`${name}-2`]: 'stopped' });
      expect(run.summary).not.toContain('✅');
      const late = unique('late');
      emulator.plan(`${late}-2`, [{ status: 'Pending' }]);
      const timedOut = await runAction(inputs({ name: late, wait: 'running', jobs: '[{}, {}]', 'wait-timeout-minutes': '0.05' }), { node });
      expect(job(`${late}-1`).deletedBy).toBe('action');
      expect(JSON.parse(timedOut.outputs.results!)).toEqual({ [`${late}-1`]: 'timed-out', [`${late}-2`]: 'timed-out' });
    });

    it('a step killed outright still leaves its summary and outputs: the job it submitted, by name', async () => {
      const { inputs } = await scene();
      const name = unique('summary');
      const main = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { text: runs(`${name}`), signal: 'SIGKILL' } });
      expect(main.code).toBeNull();
      expect(main.summary).toContain(name);
      expect(main.outputs['job-name']).toBe(name);
      expect(main.outputs.result).toBe('submitted');
    });

    it('a stop whose pull request comment cannot be written leaves its outputs and summary, and says only what it did', async () => {
      const { emulator, inputs, job } = await scene();
      // GitHub's API, taking every request and answering none.
      const github = createServer(() => {});
      await new Promise<void>((listening) => github.listen(0, '127.0.0.1', listening));
      emulator.inject({ target: 'delete', kind: 'latency', ms: 1_500 });
      const name = unique('slowgithub');
      const env = {
        GITHUB_ACTIONS: 'true',
        GITHUB_API_URL: `http://127.0.0.1:${(github.address() as AddressInfo).port}`,
        GITHUB_REPOSITORY: 'acme/models',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: PULL,
        GITHUB_JOB: 'train',
        GITHUB_ACTION: 'train',
      };
      try {
        const run = await runAction(inputs({ name, wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test' }), {
          node,
          env,
          stopWhen: { text: runs(name), signal: 'SIGINT' },
        });
        expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
        expect(job(name).deletedBy).toBe('action');
        expect(run.error).toBe(`submit-runai-job failed: the step was stopped (SIGINT) before its jobs ended; deleted "${name}".`);
        expect(run.outputs.result).toBe('stopped');
        expect(run.summary).toContain('| **State** | ❌ Deleted |');
      } finally {
        github.closeAllConnections();
        github.close();
      }
    });

    it('a deletion told to come back after the stop’s deadline is said in time, and left to the post step', async () => {
      const { emulator, inputs, job } = await scene();
      emulator.inject({ target: 'delete', kind: 'status', status: 503, retryAfter: 10 });
      const name = unique('busy');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { text: runs(name), signal: 'SIGINT' } });
      expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
      expect(run.error).toContain('before its jobs ended, and deleting them failed');
      expect(run.error).toContain('The post step tries again');
      expect(run.outputs.result).toBe('stopped');
      expect(run.summary).toContain(name);
      const post = await runAction(inputs({ name, wait: 'finished' }), { node, post: run.state });
      expect(post.error).toBe('');
      expect(job(name).deletedBy).toBe('action');
    });

    it('a deletion that hangs past the stop’s deadline is said as cut by the stop, not as request-timeout-seconds passing', async () => {
      const { emulator, inputs } = await scene();
      emulator.inject({ target: 'delete', kind: 'hang', create: false, times: 5 });
      const name = unique('hung');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { text: runs(name), signal: 'SIGINT' } });
      expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
      expect(run.error).toContain('before its jobs ended, and deleting them failed');
      expect(run.error).toMatch(/no answer within the [\d.]+ s left before a deadline/);
      expect(run.error).not.toContain('request-timeout-seconds');
    });

    it('a stop while a token renewal hangs asks for a token of its own, within its seconds, and deletes the job', async () => {
      const { emulator, inputs, job } = await scene({ tokenTtl: 2 });
      const name = unique('renewal-hangs');
      const tokens = () => emulator.requests.filter((r) => r.target === 'token');
      // Once the job exists, the next token request (the renewal) gets no answer; the stop comes a second after it was sent.
      let hangFrom: number | undefined;
      let renewalSentAt: number | undefined;
      const renewalHangs = () => {
        if (hangFrom === undefined && job(name)) {
          emulator.inject({ target: 'token', kind: 'hang' });
          hangFrom = tokens().length;
        }
        if (hangFrom !== undefined && renewalSentAt === undefined && tokens().length > hangFrom) renewalSentAt = Date.now();
        return renewalSentAt !== undefined && Date.now() - renewalSentAt > 1_000;
      };
      const run = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { when: renewalHangs, signal: 'SIGINT' } });
      expect(run.escalatedTo).toBeUndefined();
      expect(run.log).toContain(`Stopped: deleted job "${name}".`);
      expect(job(name).deletedBy).toBe('action');
    });

    it('a stop while a stuck job’s deletion hangs still deletes the running jobs within its seconds', async () => {
      const { emulator, inputs, job } = await scene();
      const [blocked, long] = [unique('blocked'), unique('long')];
      emulator.plan(blocked, [{ status: 'ImagePullBackOff' }]);
      emulator.plan(long, [{ status: 'Running' }]);
      emulator.inject({ target: 'delete', kind: 'hang', create: false });
      let sentAt: number | undefined;
      const deletionHangs = () => {
        if (sentAt === undefined && emulator.requests.some((r) => r.target === 'delete')) sentAt = Date.now();
        return sentAt !== undefined && Date.now() - sentAt > 500;
      };
      const run = await runAction(inputs({ jobs: JSON.stringify([{ name: blocked }, { name: long }]), wait: 'finished' }), {
        node,
        stopWhen: { when: deletionHangs, signal: 'SIGINT' },
      });
      expect(run.escalatedTo).toBeUndefined();
      expect(job(long).deletedBy).toBe('action');
    });

    it('the post step never runs the main step: with no state it sends nothing at all', async () => {
      const { emulator, inputs } = await scene();
      const post = await runAction(inputs({ name: unique('never'), wait: 'finished' }), { node, post: {} });
      expect(post.code).toBe(0);
      expect(emulator.requests).toEqual([]);
      expect(emulator.jobs).toEqual([]);
    });

    it('the post step reads only the connection: a job input that no longer reads does not stop it deleting', async () => {
      const { inputs, job } = await scene();
      const name = unique('nofile');
      const main = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { text: runs(`${name}`), signal: 'SIGKILL' } });
      const post = await runAction(inputs({ name, wait: 'finished', 'job-file': 'gone.yaml', gpu: 'lots' }), { node, post: main.state });
      expect(post.error).toBe('');
      expect(job(name).deletedBy).toBe('action');
    });
  });
});
