// The wait and the stop against servers that answer to hurt: lists that never end or weigh
// megabytes, a stop that lands mid-request, deletions that fail or hang, and a post step handed
// state it did not write. Every bound is held by the bundled action, measured as a size or a
// count, never as a time.
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { hostileServer, inputsFor, json, MAX_RSS_HOOK, peakRssMb, TOKEN_PATH, JOBS_PATH, type Hostile } from '../helpers/hostile.js';
import { recorded, runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { runs, unique, waitInputs } from '../helpers/waiting.js';

const RSS = { NODE_OPTIONS: `--import=${MAX_RSS_HOOK}` };
const WORKLOAD_ID = '0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f';
const CLUSTER_ID = 'c0ffee00-0000-4000-8000-000000000001';

/** A control plane whose workload list is the handler's; it takes the token, the project and the training as a real one would. */
async function controlPlane(list: (url: URL, res: Parameters<Parameters<typeof hostileServer>[0]>[1]) => void): Promise<Hostile> {
  return hostileServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/v1/token') return json(res, 200, { accessToken: 'a-control-plane-token-0123456789' });
    if (url.pathname === '/api/v1/org-unit/projects') return json(res, 200, { projects: [{ id: '7', name: 'team-a', clusterId: CLUSTER_ID }] });
    if (url.pathname === '/api/v1/workloads/trainings' && req.method === 'POST') return json(res, 202, { name: 'ours', workloadId: WORKLOAD_ID });
    if (url.pathname === '/api/v1/workloads' && req.method === 'GET') return list(url, res);
    if (req.method === 'DELETE') return json(res, 202, { code: 202, message: 'Request has been accepted.' });
    return json(res, 404, { code: 404, message: 'no route' });
  });
}

/** Pages of workloads none of which is the step's, each naming a next one: what a busy project, or a server that ignores the filter, answers. */
function othersPages(count: number): (offset: number) => string {
  const items = Array.from(
    { length: count },
    (_, i) => `{"id":"w${i}","name":"other-${i}","projectId":"7","phase":"Completed","createdAt":"2024-01-01T00:00:00Z"}`,
  );
  const start = `{"workloads":[${items.join(',')}],"next":`;
  return (offset) => `${start}${offset + count}}`;
}

describe.concurrent.each(runtimes())('hostile waits and stops on $name', ({ node }) => {
  runnersOnly(node, () => {
    it.each([8_000, 100_000])(
      'pages of %d workloads that never end: each poll holds only the step’s own, stops at the deadline, and the job is deleted',
      async (count) => {
        const page = othersPages(count);
        const server = await controlPlane((url, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(page(Number(url.searchParams.get('offset') ?? 0)));
        });
        try {
          const inputs = waitInputs({ api: 'workloads', 'base-url': server.url, 'client-id': 'ci', 'client-secret': 'hostile-secret' }, {});
          const run = await runAction({ ...inputs, name: 'ours', wait: 'finished', 'wait-timeout-minutes': '0.05' }, { node, env: RSS, killAfterMs: 50_000 });
          expect(run.error).toMatch(
            /wait-timeout-minutes \(0\.05\) passed with 1 of 1 job unfinished: "ours" \(not listed yet\)\..* It was deleted \(cancel-on-stop\)\.$/,
          );
          expect(server.received.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`/api/v1/workloads/trainings/${WORKLOAD_ID}`]);
          expect(peakRssMb(run)).toBeLessThan(100);
        } finally {
          await server.close();
        }
      },
    );

    it('a Researcher list of 14 MiB, polled each second, keeps the step under 100 MB', async () => {
      const name = unique('heavy');
      const items = Array.from(
        { length: 60_000 },
        (_, i) => `{"name":"other-${i}","project":"team-a","status":"Succeeded","createdAt":1700000000000,"images":"${'x'.repeat(150)}"}`,
      );
      const list = `{"data":[${[...items, `{"name":"${name}","project":"team-a","status":"Running","createdAt":${Date.now()}}`].join(',')}]}`;
      expect(list.length).toBeGreaterThan(14 * 1024 * 1024);
      const server = await hostileServer((req, res, _body) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path === TOKEN_PATH) return json(res, 200, { access_token: 'tok-hostile-0123456789', expires_in: 3600 });
        if (path === JOBS_PATH && req.method === 'POST') return json(res, 200, { name });
        if (path === JOBS_PATH && req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(list);
        }
        if (req.method === 'DELETE') return json(res, 200, [{ name, ok: true }]);
        return json(res, 404, { message: 'no route' });
      });
      try {
        const inputs = inputsFor(server.url);
        const run = await runAction(
          { ...inputs, name, wait: 'finished', 'poll-interval-seconds': '1', 'wait-timeout-minutes': '0.1' },
          { node, env: RSS, killAfterMs: 50_000 },
        );
        expect(run.error).toMatch(new RegExp(`passed with 1 of 1 job unfinished: "${name}" \\(Running\\)\\. .*It was deleted \\(cancel-on-stop\\)\\.$`));
        // Polled again and again (how often depends on the machine's load): the lists are not kept.
        expect(server.received.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(2);
        expect(peakRssMb(run)).toBeLessThan(100);
      } finally {
        await server.close();
      }
    });

    it('a job list larger than the step reads (17 MiB) ends the wait at the first poll, with the fix: not waited out for hours, then deleted', async () => {
      const name = unique('huge-list');
      const item = `{"name":"other","project":"team-a","status":"Succeeded","createdAt":1700000000000,"images":"${'x'.repeat(1000)}"},`;
      const server = await hostileServer((req, res) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path === TOKEN_PATH) return json(res, 200, { access_token: 'tok-hostile-0123456789', expires_in: 3600 });
        if (path === JOBS_PATH && req.method === 'POST') return json(res, 200, { name });
        if (path === JOBS_PATH && req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"data":[');
          for (let i = 0; i < 17 * 1024; i++) res.write(item);
          return res.end(`{"name":"${name}","project":"team-a","status":"Running","createdAt":${Date.now()}}]}`);
        }
        if (req.method === 'DELETE') return json(res, 200, [{ name, ok: true }]);
        return json(res, 404, { message: 'no route' });
      });
      try {
        const run = await runAction({ ...inputsFor(server.url), name, wait: 'finished', 'poll-interval-seconds': '1' }, { node, killAfterMs: 50_000 });
        expect(run.error).toContain('its body was not read: it is larger than 16 MiB');
        expect(run.error).toContain("The project lists more jobs than the step reads: delete its finished jobs, or give new ones 'ttl-after-finish'.");
        expect(run.error).toContain(`The job was not deleted and may still be running: "${name}"`);
        expect(server.received.filter((r) => r.method === 'GET')).toHaveLength(1);
        expect(server.received.filter((r) => r.method === 'DELETE')).toHaveLength(0);
      } finally {
        await server.close();
      }
    });

    it('a createdAt in the future does not make an older job of that name this step’s', async () => {
      const emulator = await startEmulator();
      try {
        const name = unique('future');
        emulator.seed({ name, project: 'team-a', createdAt: Date.parse('2999-01-01T00:00:00Z') });
        emulator.inject({ kind: 'status', status: 502, create: false });
        const run = await runAction(waitInputs(emulator.settings(), { name }), { node });
        expect(run.error).toContain(
          `job "${name}" already exists (409) after an attempt whose answer was lost, and the time it was created is in the future, so it cannot be told apart from an older job`,
        );
        expect(run.outputs['job-name']).toBe('');
      } finally {
        await emulator.close();
      }
    });

    it('a deletion that fails after the wait’s timeout is left for the post step, which deletes the job', async () => {
      const emulator = await startEmulator({ plan: [{ status: 'Running' }] });
      try {
        const name = unique('undeleted');
        // As many failures as the step's attempts: the post step's deletion then goes through.
        emulator.inject({ target: 'delete', kind: 'status', status: 500, times: 2, create: false });
        const run = await runAction(waitInputs(emulator.settings(), { name, wait: 'finished', 'wait-timeout-minutes': '0.03', 'max-attempts': '2' }), { node });
        expect(run.error).toMatch(
          /Deleting it failed: .*HTTP 500.* The post step tries again; if it cannot either, delete ".*" in the Run:ai user interface\.$/,
        );
        expect(recorded(run)).toEqual([{ name, project: 'team-a', listedCreatedAt: expect.any(Number) }]);
        expect(emulator.pendingFaults()).toBe(0);
        const post = await runAction(waitInputs(emulator.settings(), { name, wait: 'finished' }), { node, post: run.state });
        expect(post.log).toContain(`Cancelled: deleted job "${name}".`);
      } finally {
        await emulator.close();
      }
    });

    it('the post step acts on no recorded job whose name, project or id is not one the main step writes', async () => {
      const emulator = await startWorkloadsEmulator();
      try {
        const forged = {
          // The form of the state before each job had its own, which no longer reads: nor may it act.
          unfinished: JSON.stringify([{ name: 'train-0', project: 'team-a', id: '..' }]),
          unfinished_1: JSON.stringify({ name: 'train-1', project: 'team-a', ref: { id: '..' } }),
          unfinished_2: JSON.stringify({ name: '../../api', project: 'team-a', ref: { id: WORKLOAD_ID } }),
          unfinished_3: JSON.stringify({ name: 'train-3', project: '..', ref: { id: WORKLOAD_ID } }),
          unfinished_4: JSON.stringify({ name: 'train-4', project: 'team-a', ref: { projectId: '1' }, since: 'long ago' }),
          unfinished_6: JSON.stringify({ name: 'train-6', project: 'team-a', ref: { projectId: '../1' } }),
          unfinished_7: JSON.stringify({ name: 'train-7', project: 'team-a', ref: { id: WORKLOAD_ID, kind: '../../x' } }),
          unfinished_5: '{not json',
        };
        const post = await runAction(waitInputs(emulator.settings(), { wait: 'finished' }), { node, post: forged });
        expect(post.code).toBe(0);
        expect(emulator.requests).toEqual([]);
      } finally {
        await emulator.close();
      }
    });
  });

  it('a SIGINT while the token is requested: no job is submitted after it', async () => {
    let answered = false;
    const server = await hostileServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === TOKEN_PATH) return void setTimeout(() => ((answered = true), json(res, 200, { access_token: 'tok-hostile-0123456789' })), 1500);
      return json(res, 200, { name: 'late' });
    });
    try {
      const inputs = inputsFor(server.url);
      const run = await runAction(
        { ...inputs, wait: 'finished' },
        { node, stopWhen: { when: () => server.received.some((r) => r.url.startsWith(TOKEN_PATH)), signal: 'SIGINT' } },
      );
      while (!answered) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
      expect(run.code).toBe(1);
      expect(server.to(JOBS_PATH)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  runnersOnly(node, () => {
    it('a SIGINT during a 503 back-off: nothing more is sent', async () => {
      const server = await hostileServer((req, res) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path === TOKEN_PATH) return json(res, 200, { access_token: 'tok-hostile-0123456789' });
        return json(res, 503, { message: 'busy' }, { 'retry-after': '2' });
      });
      try {
        const inputs = inputsFor(server.url);
        const run = await runAction({ ...inputs, wait: 'finished' }, { node, stopWhen: { when: () => server.to(JOBS_PATH).length > 0, signal: 'SIGINT' } });
        await new Promise((r) => setTimeout(r, 2500));
        expect(run.code).toBe(1);
        expect(server.to(JOBS_PATH)).toHaveLength(1);
      } finally {
        await server.close();
      }
    });

    it('a workload named by its 202 with no usable id, listed without a time the step can believe: a stop still deletes it', async () => {
      const emulator = await startWorkloadsEmulator({ omitWorkloadId: true, clockBehindMs: 10 * 60_000, plan: [{ phase: 'Running' }] });
      try {
        const name = unique('noid');
        const run = await runAction(waitInputs(emulator.settings(), { name, wait: 'finished' }), { node, stopWhen: { text: runs(name), signal: 'SIGINT' } });
        expect(run.error).toContain(`deleted "${name}"`);
        expect(emulator.workloads.find((w) => w.name === name)!.deletedBy).toBe('action');
      } finally {
        await emulator.close();
      }
    });

    it('a stop while the deletion hangs still ends with the step’s failure, within the runner’s grace', async () => {
      const emulator = await startEmulator({ plan: [{ status: 'Running' }] });
      try {
        const name = unique('hung');
        emulator.inject({ target: 'delete', kind: 'hang', times: 5 });
        const run = await runAction(waitInputs(emulator.settings(), { name, wait: 'finished' }), { node, stopWhen: { text: runs(name), signal: 'SIGINT' } });
        expect(run.code).toBe(1);
        expect(run.error).toMatch(
          /^submit-runai-job failed: the step was stopped \(SIGINT\) before its jobs ended, and deleting them failed: .* The post step tries again/,
        );
        expect(recorded(run)).toEqual([{ name, project: 'team-a', listedCreatedAt: expect.any(Number) }]);
      } finally {
        await emulator.close();
      }
    });

    it('a sweep’s every job is recorded as it is created: a step killed outright leaves none out', async () => {
      const emulator = await startEmulator({ plan: [{ status: 'Running' }] });
      try {
        const name = unique('sweep');
        const main = await runAction(waitInputs(emulator.settings(), { name, matrix: '{"gpu": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]}', wait: 'finished' }), {
          node,
          stopWhen: { text: '12 of 12 jobs created', signal: 'SIGKILL' },
        });
        expect(main.code).toBeNull();
        expect((recorded(main) as { name: string }[]).map((j) => j.name).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `${name}-${i + 1}`).sort());
      } finally {
        await emulator.close();
      }
    });
  });
});
