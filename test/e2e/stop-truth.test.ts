// A stop at the moments the step deletes or submits, and what it then says: nothing deleted twice, no job left to a person that is gone,
// jobs left running reported so, nothing said to be unanswered that was never sent, and a comment's last write landing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startGithubApi } from '../helpers/github-api.js';
import { recorded, runAction } from '../helpers/run-action.js';
import { runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, unique, workloadsEmulatorPerTest } from '../helpers/waiting.js';

const github = (run: string, attempt = '1') => ({
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/models',
  GITHUB_WORKFLOW_REF: 'acme/models/.github/workflows/train.yml@refs/heads/main',
  GITHUB_JOB: 'train',
  GITHUB_ACTION: 'train',
  GITHUB_SHA: '9f2c1e0',
  GITHUB_RUN_ID: run,
  GITHUB_RUN_ATTEMPT: attempt,
});
const sweep = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ environment: { I: String(i) } })));
const node = runtimes().at(-1)!.node;

describe.concurrent('a stop, and the truth it says', () => {
  const scene = workloadsEmulatorPerTest();
  const researcher = emulatorPerTest({ plan: [{ status: 'Running' }] });
  const deletesOf = (emulator: { requests: { target: string; path?: unknown }[] }, id: string) =>
    emulator.requests.filter((r) => r.target === 'delete' && String(r.path).includes(id)).length;

  it.each([
    ['fail-fast', { 'fail-fast': 'true' }, 'fail-fast: deleted 4 jobs'],
    ['wait-timeout-minutes', { 'wait-timeout-minutes': '0.05' }, 'wait-timeout-minutes passed: deleted'],
  ])(
    'a stop while %s deletes the jobs: none deleted twice, none said to be left for a person to delete',
    async (_, more, said) => {
      const { emulator, inputs } = await scene({ plan: [{ phase: 'Running' }] });
      const name = unique('slow');
      emulator.plan(`${name}-2`, [{ phase: 'Pending', ms: 1500 }, { phase: 'Failed' }]);
      emulator.inject({ target: 'delete', kind: 'latency', ms: 3000, times: 20 }); // a service whose deletions take 3 s
      const deleting = () => emulator.requests.some((r) => r.target === 'delete');
      const run = await runAction(inputs({ name, jobs: sweep(5), wait: 'finished', ...more }), { node, stopWhen: { when: deleting, signal: 'SIGINT' } });
      expect(run.log).toContain(said);
      const ours = emulator.workloads.filter((w) => w.deletedBy === 'action');
      expect(ours.length).toBeGreaterThanOrEqual(2);
      expect(ours.map((w) => deletesOf(emulator, w.id))).toEqual(ours.map(() => 1));
      expect(run.error).not.toContain('deleting them failed');
      expect(run.error).not.toContain('in the Run:ai user interface');
    },
    60_000,
  );

  it('cancel-on-stop: false, stopped while a sweep is submitted: the jobs it left running are not reported stopped', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Running' }] });
    emulator.inject({ target: 'submit', kind: 'latency', ms: 1500, times: 20 });
    const name = unique('keep');
    const run = await runAction(inputs({ name, jobs: sweep(6), concurrency: '1', wait: 'finished', 'cancel-on-stop': 'false' }), {
      node,
      stopWhen: { text: `created job "${name}-2"`, signal: 'SIGINT' },
    });
    expect(run.error).toContain('they were left running (cancel-on-stop: false)');
    const left = emulator.workloads.map((w) => w.name);
    expect(emulator.workloads.filter((w) => w.deletedBy)).toEqual([]);
    for (const job of left) expect(JSON.parse(run.outputs.results!)[job]).not.toBe('stopped');
  }, 60_000);

  it('a re-run stopped before its one new job is answered: the jobs it reused, left running, are not reported stopped', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Running' }] });
    const two = [{ environment: { I: '0' } }, { environment: { I: '1' } }];
    const first = await runAction(inputs({ jobs: JSON.stringify(two) }), { node, env: github('300') });
    emulator.inject({ target: 'submit', kind: 'latency', ms: 6000 });
    const submitted = () => emulator.requests.filter((r) => r.target === 'submit').length >= 3;
    const run = await runAction(inputs({ jobs: JSON.stringify([...two, { environment: { I: '2' } }]), wait: 'finished' }), {
      node,
      env: github('300', '2'),
      stopWhen: { when: submitted, signal: 'SIGINT' },
    });
    expect(run.error).toContain('were left running: not submitted by this step, which never deletes them');
    expect(run.outputs.reused).toBe('true');
    expect(Object.values(JSON.parse(run.outputs.results!))).not.toContain('stopped');
    // As the list that found them showed them (Running), though no poll listed them before the stop.
    for (const name of Object.keys(JSON.parse(first.outputs.results!))) expect(JSON.parse(run.outputs.results!)[name]).toBe('running');
    expect(run.summary).not.toContain('not listed yet');
    expect(recorded(run)).toHaveLength(1); // the new job's, for the post step
  }, 60_000);

  it('a sweep of 5 stopped while its 2nd submission has no answer: the summary is of a sweep stopped, not of one job', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Running' }] });
    emulator.inject({ target: 'submit', kind: 'latency', ms: 10 }, { target: 'submit', kind: 'latency', ms: 7000, times: 5 });
    const name = unique('grace');
    const second = () => emulator.requests.filter((r) => r.target === 'submit').length >= 2;
    const run = await runAction(inputs({ name, jobs: sweep(5), concurrency: '1', wait: 'finished' }), { node, stopWhen: { when: second, signal: 'SIGINT' } });
    expect(run.error).toContain(`"${name}-2" had no answer yet`);
    expect(run.summary).not.toMatch(/^### Run:ai job /);
    expect(run.summary).toContain('of 5 jobs submitted before the step was stopped');
    expect(run.log).not.toMatch(/Retrying in/); // nothing is retried after a stop
  }, 60_000);

  it('a stop while a failed job’s events are read keeps the failure in the error, before what the stop did', async () => {
    const { emulator, inputs } = await scene({
      plan: [
        { phase: 'Running', ms: 500 },
        { phase: 'Failed', message: 'OOMKilled' },
      ],
    });
    emulator.inject({ target: 'events', kind: 'latency', ms: 5_000, times: 5 });
    const name = unique('explained');
    const reading = () => emulator.requests.some((r) => r.target === 'events');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { when: reading, signal: 'SIGINT' } });
    expect(run.error).toContain(`"${name}" ended Failed after`);
    expect(run.error).toContain('Then the step was stopped (SIGINT)');
    expect(run.outputs.result).toBe('failed');
  }, 60_000);

  it('Researcher API: a stop while fail-fast deletes the jobs: none deleted twice, none said to be left for a person to delete', async () => {
    const { emulator, inputs } = await researcher({});
    const name = unique('rff');
    emulator.plan(`${name}-2`, [{ status: 'Pending', ms: 1500 }, { status: 'Failed' }]);
    emulator.inject({ target: 'delete', kind: 'latency', ms: 3000, times: 20 });
    const deleting = () => emulator.requests.some((r) => r.target === 'delete');
    const run = await runAction(inputs({ name, jobs: sweep(5), wait: 'finished', 'fail-fast': 'true' }), {
      node,
      stopWhen: { when: deleting, signal: 'SIGINT' },
    });
    expect(run.log).toContain('fail-fast: deleted 4 jobs');
    const deletes = emulator.requests.filter((r) => r.target === 'delete').length;
    expect(deletes).toBe(1);
    expect(run.error).not.toContain('in the Run:ai user interface');
  }, 60_000);

  it('a stop while the sweep sits out a 429’s Retry-After: the refused submission is not said to have had no answer, nor left to the post step', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Running' }] });
    emulator.inject({ target: 'submit', kind: 'status', status: 429, retryAfter: 30 }); // creates nothing
    const name = unique('busy');
    const run = await runAction(inputs({ name, jobs: sweep(4), concurrency: '1', wait: 'finished' }), {
      node,
      stopWhen: { text: 'Retrying in 30 s', signal: 'SIGINT' },
    });
    expect(emulator.workloads).toEqual([]);
    expect(emulator.requests.filter((r) => r.target === 'submit')).toHaveLength(1);
    expect(run.error).not.toContain('had no answer yet');
    expect(recorded(run)).toEqual([]); // else the post step looks for it for a minute
  }, 60_000);

  it('Researcher API: a stop while the token is had, before any job is sent: nothing is said to have had no answer, nothing left to the post step', async () => {
    const { emulator, inputs } = await researcher({});
    emulator.inject({ target: 'token', kind: 'latency', ms: 9000 });
    const name = unique('tok');
    const asked = () => emulator.requests.some((r) => r.target === 'token');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { when: asked, signal: 'SIGINT' } });
    expect(emulator.requests.filter((r) => r.target === 'jobs')).toEqual([]);
    expect(run.error).not.toContain('had no answer yet');
    expect(recorded(run)).toEqual([]); // else the post step looks for it for over a minute
  }, 60_000);

  it('pr-comment: a stop while the comment’s last write is on its way still lets it land: the comment says how the job ended', async () => {
    const api = await startGithubApi();
    // GitHub, its comment updates taking 1.5 s.
    const slow = createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      if (req.method === 'PATCH') await new Promise((done) => setTimeout(done, 1_500));
      const answer = await fetch(`${api.url}${req.url}`, {
        method: req.method,
        headers: { authorization: String(req.headers.authorization) },
        body: body || undefined,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    }).listen(0, '127.0.0.1');
    await new Promise((done) => slow.once('listening', done));
    const dir = mkdtempSync(join(tmpdir(), 'pr-event-'));
    writeFileSync(join(dir, 'pull.json'), JSON.stringify({ pull_request: { number: 7, head: { sha: 'abc1234def567' } } }));
    const env = {
      GITHUB_ACTIONS: 'true',
      GITHUB_API_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
      GITHUB_REPOSITORY: 'acme/models',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: join(dir, 'pull.json'),
      GITHUB_WORKFLOW_REF: 'acme/models/.github/workflows/train.yml@refs/pull/7/merge',
      GITHUB_JOB: 'train',
      GITHUB_ACTION: 'train',
      GITHUB_SHA: 'abc1234',
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_RUN_ID: '77',
      GITHUB_RUN_ATTEMPT: '1',
    };
    const { inputs } = await scene({
      plan: [
        { phase: 'Running', ms: 1_500 },
        { phase: 'Failed', message: 'OOMKilled' },
      ],
    });
    const name = unique('last');
    const run = await runAction(inputs({ name, wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), {
      node,
      env,
      stopWhen: { text: `::error::`, signal: 'SIGINT' }, // the step has failed, and now writes the comment's end
    });
    expect(run.error).toContain('OOMKilled');
    expect(api.comments[0]!.body).toContain('OOMKilled');
    slow.close();
    await api.close();
  }, 60_000);
});
