// The contract package's workloads client against the control-plane emulator, over loopback:
// both token forms, projects in several clusters, a training and a workspace checked by the
// validators of openapi/workloads.yaml, phases, a paged list, delete, and the API's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunaiClient, createWorkloadsClient, phaseOf, serviceMessage, toWorkload, type WorkloadsClient } from '../../src/contract/index.js';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';

type Emulator = Awaited<ReturnType<typeof startWorkloadsEmulator>>;

/** A project's lister over `client`, with a token given (nothing asked for one), one attempt a request. */
async function listerOf(client: WorkloadsClient) {
  const { workloadLister } = await import('../../src/backends/workloads/list.js');
  const { TokenSource } = await import('../../src/service/token.js');
  const limits = { maxAttempts: 1, requestTimeoutMs: 5000 };
  const tokens = new TokenSource(undefined, { token: 'a-bearer-token', tokenField: 'auto', ...limits }, { info: () => {}, warning: () => {}, debug: () => {} });
  return workloadLister(client, () => '1', tokens, limits);
}

describe('the workloads client', () => {
  let emulator: Emulator;
  let client: WorkloadsClient;
  let bearer: string;
  beforeAll(async () => {
    emulator = await startWorkloadsEmulator({ pageSize: 2, plan: [{ phase: 'Pending', ms: 200 }, { phase: 'Running', ms: 300 }, { phase: 'Completed' }] });
    client = createWorkloadsClient({ baseUrl: emulator.baseUrl });
    const token = await client.requestToken('v1', emulator.clientId, emulator.clientSecret);
    if (!token.ok) throw new Error('no token');
    bearer = token.data.access_token!;
  });
  afterAll(() => emulator.close());

  it('gets a token in either form, in OAuth 2.0 words', async () => {
    for (const form of ['v1', 'v2'] as const) {
      const answer = await client.requestToken(form, emulator.clientId, emulator.clientSecret);
      expect(answer).toMatchObject({ ok: true, status: 200, data: { access_token: expect.any(String), expires_in: 3600 } });
    }
    const refused = await client.requestToken('v1', emulator.clientId, 'wrong');
    expect(refused).toMatchObject({ ok: false, status: 401, body: { code: 401, message: 'Unauthorized', details: 'invalid client credentials' } });
    expect(serviceMessage(refused.ok ? undefined : refused.body)).toBe('Unauthorized: invalid client credentials');
  });

  it('an installation without the v1 form answers 404 there, and v2 works', async () => {
    const v2only = await startWorkloadsEmulator({ tokenForms: ['v2'] });
    try {
      const other = createWorkloadsClient({ baseUrl: v2only.baseUrl });
      expect((await other.requestToken('v1', v2only.clientId, v2only.clientSecret)).status).toBe(404);
      expect((await other.requestToken('v2', v2only.clientId, v2only.clientSecret)).ok).toBe(true);
    } finally {
      await v2only.close();
    }
  });

  it('finds a project by name: one per cluster that has it', async () => {
    const one = await client.findProjects('team-a', bearer);
    expect(one.ok && one.data.map((p) => p.clusterId)).toEqual([emulator.clusters[0]!.uuid]);
    const two = await client.findProjects('shared', bearer);
    expect(two.ok && two.data).toHaveLength(2);
    const none = await client.findProjects('nobody', bearer);
    expect(none.ok && none.data).toEqual([]);
    const clusters = await client.listClusters(bearer);
    expect(clusters.ok && clusters.data.map((c) => c.name)).toEqual(['cluster-a', 'cluster-b']);
  });

  it('submits a training the document accepts, follows its phases, and deletes it', async () => {
    const found = await client.findProjects('team-a', bearer);
    if (!found.ok) throw new Error('no project');
    const placement = { projectId: found.data[0]!.id, clusterId: found.data[0]!.clusterId };
    const submission = toWorkload({ project: 'team-a', image: 'python:3.12', name: 'train-1', gpu: 0.5, arguments: ['-c', 'print(1)'] }, placement);
    const created = await client.submit(submission, bearer);
    expect(created).toMatchObject({ ok: true, status: 202, data: { name: 'train-1', workloadId: expect.any(String) } });
    expect(emulator.workloads.at(-1)!.request.spec).toEqual({
      image: 'python:3.12',
      args: "-c 'print(1)'",
      compute: { gpuDevicesRequest: 1, gpuRequestType: 'portion', gpuPortionRequest: 0.5 },
    });
    // No document lists a 409: a name taken comes back as a 400 that says so.
    const again = await client.submit(submission, bearer);
    expect(again).toMatchObject({ ok: false, status: 400, body: { code: 400, message: expect.stringContaining('already exists') } });

    const id = created.ok ? created.data.workloadId : '';
    const phases = new Set<string>();
    for (let i = 0; i < 20 && !phases.has('Completed'); i++) {
      const one = await client.getWorkload(id, bearer);
      if (one.ok) phases.add(phaseOf(one.data)!);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect([...phases]).toEqual(['Pending', 'Running', 'Completed']);
    expect((await client.deleteWorkload('training', id, bearer)).status).toBe(202);
    expect((await client.deleteWorkload('training', id, bearer)).status).toBe(404);
  });

  it('an interactive job is a workspace; a name given as a prefix is made unique', async () => {
    const placement = { projectId: emulator.projects[0]!.id, clusterId: emulator.projects[0]!.clusterId };
    const created = await client.submit(toWorkload({ project: 'team-a', image: 'jupyter', interactive: true }, placement), bearer);
    expect(created.ok && created.data.name).toMatch(/^job-[0-9a-f]{5}$/);
    expect(emulator.workloads.at(-1)!.kind).toBe('workspace');
  });

  it('lists a project’s workloads a page at a time, by name or prefix, keeping only what is asked for', async () => {
    const placement = { projectId: emulator.projects[1]!.id, clusterId: emulator.projects[1]!.clusterId };
    for (const name of ['p-1', 'p-2', 'p-3', 'q-1']) await client.submit(toWorkload({ project: 'shared', image: 'i', name }, placement), bearer);
    emulator.configure({ pageSize: undefined });
    const first = await client.listWorkloads({ projectId: placement.projectId, limit: 2 }, bearer);
    expect(first.ok && first.data.workloads.map((w) => w.name)).toEqual(['p-1', 'p-2']);
    const second = await client.listWorkloads({ projectId: placement.projectId, limit: 2, offset: 2 }, bearer);
    expect(second.ok && second.data.workloads.map((w) => w.name)).toEqual(['p-3', 'q-1']);
    const third = await client.listWorkloads({ projectId: placement.projectId, limit: 2, offset: 4 }, bearer);
    expect(third.ok && third.data).toEqual({ workloads: [], read: 0 });
    const prefix = await client.listWorkloads({ projectId: placement.projectId, name: { startsWith: 'p-' } }, bearer);
    expect(prefix.ok && prefix.data.workloads.map((w) => w.name)).toEqual(['p-1', 'p-2', 'p-3']);
    const one = await client.listWorkloads({ projectId: placement.projectId, name: { equals: 'p-2' } }, bearer);
    expect(one.ok && one.data.workloads.map((w) => w.name)).toEqual(['p-2']);
    const kept = await client.listWorkloads({ projectId: placement.projectId, keep: (w) => w.name === 'q-1' }, bearer);
    expect(kept.ok && kept.data).toMatchObject({ workloads: [expect.objectContaining({ name: 'q-1' })], read: 4 });
    // filterBy is one parameter, comma-separated, as the document says (`explode: false`).
    const filters = emulator.requests.filter((r) => r.target === 'list').map((r) => new URL(r.path, 'http://x').searchParams.getAll('filterBy'));
    expect(filters.slice(-3)).toEqual([
      [`projectId==${placement.projectId},name=^p-`],
      [`projectId==${placement.projectId},name==p-2`],
      [`projectId==${placement.projectId}`],
    ]);
    emulator.configure({ pageSize: 2 });
  });

  it('finds deleted workloads apart, with the phase they had', async () => {
    const placement = { projectId: emulator.projects[0]!.id, clusterId: emulator.projects[0]!.clusterId };
    const created = await client.submit(toWorkload({ project: 'team-a', image: 'i', name: 'gone-1' }, placement), bearer);
    await client.deleteWorkload('training', created.ok ? created.data.workloadId : '', bearer);
    const active = await client.listWorkloads({ projectId: placement.projectId, name: { equals: 'gone-1' } }, bearer);
    expect(active.ok && active.data.workloads).toEqual([]);
    const deleted = await client.listWorkloads({ projectId: placement.projectId, name: { equals: 'gone-1' }, deleted: true }, bearer);
    expect(deleted.ok && deleted.data.workloads).toEqual([expect.objectContaining({ name: 'gone-1', phase: 'Pending', deletedAt: expect.any(String) })]);
  });

  it('a request the document refuses gets a 400 that says which field', async () => {
    const placement = { projectId: emulator.projects[0]!.id, clusterId: emulator.projects[0]!.clusterId };
    const submission = toWorkload({ project: 'team-a', image: 'i', name: 'bad' }, placement);
    (submission.request.spec as Record<string, unknown>).gpu = 1;
    const refused = await client.submit(submission, bearer);
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      body: { code: 400, message: 'Bad request', details: expect.stringContaining('/spec must NOT have additional properties') },
    });
  });

  it('refuses a call without a valid bearer', async () => {
    expect((await client.listClusters('not-a-token')).status).toBe(401);
    emulator.revokeTokens();
    expect((await client.listClusters(bearer)).status).toBe(401);
  });

  it('a list whose pages never end is read to a bound, keeping only the names asked for', async () => {
    const { createServer } = await import('node:http');
    let served = 0;
    const server = createServer((req, res) => {
      served++;
      const offset = Number(new URL(req.url!, 'http://x').searchParams.get('offset'));
      res.writeHead(200, { 'content-type': 'application/json' });
      const page = Array.from({ length: 500 }, (_, i) => ({ id: `w${offset + i}`, name: `w-${offset + i}`, projectId: '1', phase: 'Running' }));
      res.end(JSON.stringify({ workloads: page, next: offset + 500 }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as { port: number };
      const lister = await listerOf(createWorkloadsClient({ baseUrl: `http://127.0.0.1:${port}` }));
      const listed = await lister.read('team-a', { names: new Set(['w-5', 'w-99999', 'w-100000']) });
      expect(served).toBe(200);
      expect([...listed.keys()]).toEqual(['w-5', 'w-99999']);
    } finally {
      server.close();
    }
  });

  it('a list request that fails is named as sent: its name filter, its page, deleted=true (the project’s first page may well answer)', async () => {
    const respond = async (input: Request | string | URL) => {
      const failing = new URL(String(input instanceof Request ? input.url : input)).searchParams.get('deleted') === 'true';
      return new Response(JSON.stringify(failing ? { code: 500, message: 'broken' } : { workloads: [] }), { status: failing ? 500 : 200 });
    };
    const client = createWorkloadsClient({ baseUrl: 'http://127.0.0.1:9', fetch: respond as typeof fetch });
    const failed = await (await listerOf(client)).read('team-a', { names: new Set(['train-1']), deletedToo: true }).catch((error: Error) => error.message);
    expect(failed).toContain('/api/v1/workloads?filterBy=projectId==1,name==train-1&limit=500&offset=0&deleted=true was answered with HTTP 500');
  });
});

describe('answers the documents allow to hold null', () => {
  it('a cluster that never reported (status and version null) still reads', async () => {
    const { validateClusterList } = await import('../../src/contract/generated/workloads-answers.js');
    const cluster = { uuid: 'c0ffee00-0000-4000-8000-000000000001', tenantId: 1, name: 'a', createdAt: '2024-01-01T00:00:00Z', version: null, status: null };
    expect(validateClusterList([cluster])).toBe(true);
    const emulator = await startWorkloadsEmulator({ clusterVersion: null });
    try {
      const client = createWorkloadsClient({ baseUrl: emulator.baseUrl });
      const token = await client.requestToken('v1', emulator.clientId, emulator.clientSecret);
      const listed = await client.listClusters(token.ok ? token.data.access_token : undefined);
      expect(listed.ok && listed.data.every((c) => c.version === null)).toBe(true);
    } finally {
      await emulator.close();
    }
  });

  it('a listed job with a member it cannot read (a Go server’s null for an empty list, a type a later version changed) is kept without that member', async () => {
    // Left out, the job would be taken for deleted: the wait would say "deleted by someone else" and leave it running, unfollowed.
    const respond = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const workload = { id: '0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f', name: 'train-1', projectId: '1', phase: 'Running', conditions: null, phaseMessage: 42 };
    const notAnId = { id: 'not an id', name: 'train-2', projectId: '1', phase: 'Running' };
    const workloads = createWorkloadsClient({ baseUrl: 'http://127.0.0.1:9', fetch: respond({ workloads: [workload, notAnId] }) });
    const listed = await workloads.listWorkloads({ projectId: '1' }, 'token');
    expect(listed.ok && listed.data.workloads).toEqual([{ id: workload.id, name: 'train-1', projectId: '1', phase: 'Running' }]);
    const entries = [
      { name: 'train-1', status: 'Running', project: 'team-a', createdAt: {} },
      { name: 'train-2', status: 'Running', project: null },
      // Whose job it is does not read: another project's namesake is never taken for the step's (the one-job delete takes a name alone).
      { name: 'train-1', status: 'Running', project: 7 },
    ];
    const researcher = createRunaiClient({ baseUrl: 'http://127.0.0.1:9', fetch: respond({ data: entries }) });
    const jobs = await researcher.listJobs('team-a', 'token');
    expect(jobs.ok && jobs.data).toEqual([
      { name: 'train-1', status: 'Running', project: 'team-a' },
      { name: 'train-2', status: 'Running' },
    ]);
  });

  it('a workload whose details hold a member it cannot read (a Go server’s null for an empty list) is still explained, without it', async () => {
    // The 2.19 and 2.20 documents type phaseReason as an object, where the answer holds text: unread, it took the events and reasons with it.
    const id = '0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f';
    const event = { createdAt: '2025-01-01T00:00:00Z', type: 'Warning', clusterId: 'c', reason: 'BackOff', message: 'Back-off restarting failed container' };
    const respond = async (input: Request | string | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/events') ? { events: [event] } : { id, name: 'train-1', projectId: '1', phase: 'Failed', conditions: null };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const client = createWorkloadsClient({ baseUrl: 'http://127.0.0.1:9', fetch: respond as typeof fetch });
    const details = await client.getWorkload(id, 'token');
    expect(details.ok && details.data).toEqual({ id, name: 'train-1', projectId: '1', phase: 'Failed' });
  });

  it('a list that is null (a Go server’s empty list) is an empty list, not an unreadable answer', async () => {
    const respond = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const workloads = createWorkloadsClient({ baseUrl: 'http://127.0.0.1:9', fetch: respond({ workloads: null }) });
    expect(await workloads.listWorkloads({ projectId: '1', deleted: true }, 'token')).toMatchObject({ ok: true, data: { workloads: [], read: 0 } });
    const researcher = createRunaiClient({ baseUrl: 'http://127.0.0.1:9', fetch: respond({ data: null }) });
    expect(await researcher.listJobs('team-a', 'token')).toMatchObject({ ok: true, data: [] });
  });

  it('an event that is null (the vendor’s Event is nullable) does not hide the others', async () => {
    const warning = { createdAt: '2025-01-01T00:00:00Z', type: 'Warning', clusterId: 'c', reason: 'OOMKilling', message: 'Memory cgroup out of memory' };
    const client = createWorkloadsClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: async () => new Response(JSON.stringify({ events: [null, warning] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    expect(await client.workloadEvents('00000000-0000-0000-0000-000000000001', 200, 'token')).toMatchObject({ ok: true, data: [warning] });
  });
});
