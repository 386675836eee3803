// Deleting a step's jobs: through the Researcher API's one-job form (DELETE /api/v1/job), one
// request per job, against the emulator serving only that form; and the core's deletion when the
// list that confirms an unanswered job fails; through the workloads API, the ids of a stopped sweep's unanswered submissions. What one failure, or one job gone, says of the other jobs.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Backend, JobHandle } from '../../src/backends/backend.js';
import { createBackend } from '../../src/backends/researcher/index.js';
import { createBackend as createWorkloadsBackend, DELETIONS_AT_ONCE } from '../../src/backends/workloads/index.js';
import { dealtWith, deleteJobs } from '../../src/core/cancel.js';
import { readRecords } from '../../src/core/record.js';
import { getInputs } from '../../src/inputs.js';
import { failureCause } from '../../src/errors.js';
import { startEmulator } from '../emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { openHttpClient } from '../../src/host/http.js';
import { within } from '../../src/service/wire.js';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
beforeAll(async () => {
  emulator = await startEmulator({ deleteForms: ['singular'] });
});
afterAll(() => emulator.close());

/** Deletes jobs of project 'p' by name through a Researcher backend on that emulator, one attempt each. */
async function deleteNamed(on: typeof emulator, names: string[], requestTimeoutMs = 5000) {
  const inputs: Record<string, string> = { ...on.settings(), api: 'researcher', 'request-timeout-seconds': String(requestTimeoutMs / 1000) };
  const settings = await getInputs({ read: (name) => inputs[name], warn: () => {} }, { connectionOnly: true });
  const backend = createBackend({ settings, log: { info: () => {}, warning: () => {}, debug: () => {} }, http: openHttpClient });
  try {
    return await deleteJobs(
      names.map((name) => ({ name, project: 'p', ref: {} })),
      backend,
      { maxAttempts: 1, requestTimeoutMs },
    );
  } finally {
    await backend.close();
  }
}

it('one per-job request that gets no answer does not hide the jobs the others deleted', async () => {
  const names = ['one-1', 'one-2', 'one-3'].map((n) => `${n}-${Math.random().toString(36).slice(2, 8)}`);
  for (const name of names) emulator.seed({ name, project: 'p', createdAt: Date.now() });
  // The third request (the last job's) never has its answer.
  emulator.inject({ target: 'delete', kind: 'latency', ms: 0 }, { target: 'delete', kind: 'latency', ms: 0 }, { target: 'delete', kind: 'hang' });
  const deletion = await deleteNamed(emulator, names, 500);
  expect(deletion.deleted).toEqual(names.slice(0, 2));
  expect(deletion.failed).toBeDefined();
});

it('a first job already gone is not taken for a form the service does not serve: the others are deleted', async () => {
  const [gone, ...names] = ['gone', 'two-1', 'two-2'].map((n) => `${n}-${Math.random().toString(36).slice(2, 8)}`);
  for (const name of names) emulator.seed({ name, project: 'p', createdAt: Date.now() });
  const deletion = await deleteNamed(emulator, [gone!, ...names]);
  expect(deletion.deleted).toEqual(names);
  expect(deletion.gone).toEqual([gone]);
  expect(deletion.failed).toBeUndefined();
});

it.each([1, 2])('%i jobs all gone already are gone, not a deletion the service does not serve: the list tells', async (count) => {
  const names = Array.from({ length: count }, (_, i) => `gone-${i}-${Math.random().toString(36).slice(2, 8)}`);
  const deletion = await deleteNamed(emulator, names);
  expect(deletion).toEqual({ deleted: [], gone: names, unsure: [] });
});

it('a first job gone and the others refused: the refusal is said, not a form not served', async () => {
  const [gone, refused] = ['gone', 'refused'].map((n) => `${n}-${Math.random().toString(36).slice(2, 8)}`);
  emulator.seed({ name: refused!, project: 'p', createdAt: Date.now() });
  emulator.inject({ target: 'delete', kind: 'status', status: 403 });
  const deletion = await deleteNamed(emulator, [gone!, refused!]);
  expect(deletion.gone).toEqual([gone]);
  expect(deletion.deleted).toEqual([]);
  expect(failureCause(deletion.failed)).toContain('HTTP 403');
});

it('the one-job form, which takes a name alone, is not sent a job its project no longer lists: another project’s job of that name is left alone', async () => {
  const name = `shared-${Math.random().toString(36).slice(2, 8)}`;
  emulator.seed({ name, project: 'other-team', createdAt: Date.now() });
  const deletion = await deleteNamed(emulator, [name]);
  expect(deletion).toEqual({ deleted: [], gone: [name], unsure: [] });
  expect(emulator.jobs.find((j) => j.name === name)!.deletedAt).toBeUndefined();
});

it('the one-job form’s refusal, answered in a 200 as its one result, is a failure that names the job, not a deletion', async () => {
  const refusing = await startEmulator({ deleteForms: ['singular'], refuseDeletes: true });
  const name = `kept-${Math.random().toString(36).slice(2, 8)}`;
  refusing.seed({ name, project: 'p', createdAt: Date.now() });
  try {
    const deletion = await deleteNamed(refusing, [name]);
    expect(deletion.deleted).toEqual([]);
    expect(failureCause(deletion.failed)).toBe(`the service did not delete "${name}" (not allowed to delete jobs in project p)`);
  } finally {
    await refusing.close();
  }
});

it.each([
  ['the jobs form', 'plural'],
  ['the one-job form', 'singular'],
] as const)('%s’s refusal inside the vendor client’s {"data": …} envelope is a failure, not a deletion: the job would be left running', async (_, form) => {
  const name = `kept-${Math.random().toString(36).slice(2, 8)}`;
  const refusing = await startEmulator({ deleteForms: [form], refuseDeletes: true, envelope: 'data' });
  refusing.seed({ name, project: 'p', createdAt: Date.now() });
  try {
    const deletion = await deleteNamed(refusing, [name]);
    expect(deletion.deleted).toEqual([]);
    expect(failureCause(deletion.failed)).toContain(`the service did not delete "${name}"`);
  } finally {
    await refusing.close();
  }
});

/** A backend whose list is `read`, and whose deletion deletes every job it is given, keeping their names. */
function listingBackend(read: Backend['lister']['read']) {
  const deleted: string[] = [];
  const backend = {
    lister: { read },
    identified: (ref: JobHandle['ref']) => ref,
    isName: (name: string) => /^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/.test(name),
    delete: async (handles: JobHandle[]) => {
      deleted.push(...handles.map((h) => h.name));
      return { deleted: handles.map((h) => h.name), gone: [] };
    },
  } as unknown as Backend;
  return { backend, deleted };
}

it('a list that fails to confirm an unanswered job does not keep the answered ones from being deleted', async () => {
  const { backend, deleted } = listingBackend(async () => {
    throw new Error('the job list failed');
  });
  const deletion = await deleteJobs(
    [
      { name: 'answered', project: 'p', ref: {} },
      { name: 'unanswered', project: 'p', ref: {}, since: Date.now() },
    ],
    backend,
    { maxAttempts: 1, requestTimeoutMs: 500 },
  );
  expect(deleted).toEqual(['answered']);
  expect(deletion.deleted).toEqual(['answered']);
  expect((deletion.failed as Error).message).toBe('the job list failed');
});

it.each([false, true])('where only the oldest form is served, every job is deleted through it (the first gone already: %s)', async (firstGone) => {
  const legacy = await startEmulator({ deleteForms: ['legacy'] });
  const names = Array.from({ length: 5 }, (_, i) => `legacy-${i}-${Math.random().toString(36).slice(2, 8)}`);
  const gone = firstGone ? names.slice(0, 1) : [];
  for (const name of names.slice(gone.length)) legacy.seed({ name, project: 'p', createdAt: Date.now() });
  try {
    const deletion = await deleteNamed(legacy, names);
    expect(deletion).toEqual({ deleted: names.slice(gone.length), gone, unsure: [] });
    const oldest = legacy.requests.filter((r) => r.target === 'delete');
    expect(oldest.map((r) => new URL(r.path, 'http://x').pathname)).toEqual(['/api/job']);
  } finally {
    await legacy.close();
  }
});

it('through the workloads API, a stopped sweep whose submissions had no answer finds them all with one list, and deletes each', async () => {
  const control = await startWorkloadsEmulator();
  try {
    const names = Array.from({ length: 6 }, (_, i) => `sweep-${i}`);
    for (const name of names.slice(0, 5)) control.seed({ name });
    const inputs: Record<string, string> = control.settings();
    const settings = await getInputs({ read: (name) => inputs[name], warn: () => {} }, { connectionOnly: true });
    const backend = createWorkloadsBackend({ settings, log: { info: () => {}, warning: () => {}, debug: () => {} }, http: openHttpClient });
    const projectId = control.projects[0]!.id;
    try {
      const deletion = await backend.delete(
        names.map((name) => ({ name, project: 'team-a', ref: { kind: 'training', projectId } })),
        { maxAttempts: 1, requestTimeoutMs: 5000 },
      );
      expect({ ...deletion, deleted: [...deletion.deleted].sort() }).toEqual({ deleted: names.slice(0, 5), gone: names.slice(5) });
    } finally {
      await backend.close();
    }
    // One list for the six, not one per job.
    expect(control.requests.filter((r) => r.target === 'list')).toHaveLength(1);
    expect(control.workloads.filter((w) => w.deletedBy === 'action').map((w) => w.name)).toEqual(names.slice(0, 5));
  } finally {
    await control.close();
  }
});

it('through the workloads API, a stopped sweep of a hundred jobs is not a hundred deletions at once: a gateway would throttle them', async () => {
  const control = await startWorkloadsEmulator();
  try {
    const names = Array.from({ length: 100 }, (_, i) => `many-${i}`);
    for (const name of names) control.seed({ name });
    control.inject({ target: 'delete', kind: 'latency', ms: 20, times: names.length });
    const inputs: Record<string, string> = control.settings();
    const settings = await getInputs({ read: (name) => inputs[name], warn: () => {} }, { connectionOnly: true });
    let [inFlight, most] = [0, 0];
    const counting: typeof openHttpClient = (options) => {
      const http = openHttpClient(options);
      return {
        ...http,
        async send(request) {
          if (request.method !== 'DELETE') return http.send(request);
          most = Math.max(most, ++inFlight);
          return http.send(request).finally(() => inFlight--);
        },
      };
    };
    const backend = createWorkloadsBackend({ settings, log: { info: () => {}, warning: () => {}, debug: () => {} }, http: counting });
    const projectId = control.projects[0]!.id;
    try {
      const deletion = await backend.delete(
        names.map((name) => ({ name, project: 'team-a', ref: { kind: 'training', projectId } })),
        { maxAttempts: 1, requestTimeoutMs: 5000 },
      );
      expect(deletion.deleted).toHaveLength(names.length);
    } finally {
      await backend.close();
    }
    expect(most).toBeLessThanOrEqual(DELETIONS_AT_ONCE);
    expect(most).toBeGreaterThan(1);
  } finally {
    await control.close();
  }
});

it('a stopped sweep’s deletions past the stop’s deadline are still sent: unconfirmed, they free the GPUs, and the post step confirms', async () => {
  const control = await startWorkloadsEmulator();
  try {
    const names = Array.from({ length: 200 }, (_, i) => `late-${i}`);
    for (const name of names) control.seed({ name });
    control.inject({ target: 'delete', kind: 'latency', ms: 400, times: names.length });
    const inputs: Record<string, string> = control.settings();
    const settings = await getInputs({ read: (name) => inputs[name], warn: () => {} }, { connectionOnly: true });
    const backend = createWorkloadsBackend({ settings, log: { info: () => {}, warning: () => {}, debug: () => {} }, http: openHttpClient });
    const projectId = control.projects[0]!.id;
    const handles = names.map((name) => ({
      name,
      project: 'team-a',
      ref: { kind: 'training', projectId, id: control.workloads.find((w) => w.name === name)!.id },
    }));
    try {
      const deletion = await within(Date.now() + 1_000, () => backend.delete(handles, { maxAttempts: 1, requestTimeoutMs: 5000 }));
      expect(deletion.deleted.length).toBeLessThan(names.length);
    } finally {
      await backend.close();
    }
    // The service carries out what reached it, answered or not.
    for (let look = 0; look < 100 && control.workloads.some((w) => !w.deletedAt); look++) await new Promise((done) => setTimeout(done, 100));
    expect(control.workloads.filter((w) => !w.deletedAt)).toEqual([]);
  } finally {
    await control.close();
  }
});

it('a job without a name is found by its prefix: a name the service gives, no more than its submissions, not ended, made after they were sent, and not known by name', async () => {
  const since = Date.now() - 60_000;
  const listed = [
    { name: 'job-abcde-123456-77-1', status: 'Running', createdAt: since + 1_000 },
    { name: 'job-abcde-123456-77-2', status: 'Pending', createdAt: since + 2_000 },
    { name: 'job-abcde-123456-77-3', status: 'Succeeded', createdAt: since + 3_000 },
    // Reused from an earlier attempt, answered, or made before the submissions were sent: not theirs.
    { name: 'job-abcde-123456-77-4', status: 'Running', createdAt: since - 3_600_000 },
    { name: 'job-abcde-123456-77-5', status: 'Running', createdAt: since + 5_000 },
    { name: 'job-abcde-123456-77-6', status: 'Running', createdAt: since - 60_000 },
    { name: 'job-abcde-123456-77-8', status: 'Running', createdAt: since + 500 },
    // Past the two submissions' count, the later: another's.
    { name: 'job-abcde-123456-77-7', status: 'Running', createdAt: since + 7_000 },
    // A name no service gives (a hostile list), the earliest: no job of the step's.
    { name: 'job-abcde-123456-77-0"; rm -rf ~', status: 'Running', createdAt: since + 100 },
  ];
  const queries: { names: string[]; prefix?: string }[] = [];
  const { backend, deleted } = listingBackend(async (_project, query) => {
    queries.push({ names: [...query.names], ...(query.prefix ? { prefix: query.prefix } : {}) });
    return new Map(listed.filter((l) => query.names.has(l.name) || (query.prefix && l.name.startsWith(query.prefix))).map((l) => [l.name, l]));
  });
  const deletion = await deleteJobs(
    [
      { name: 'job-abcde-123456-77-5', project: 'p', ref: {} },
      { name: 'job-abcde-123456-77', project: 'p', ref: {}, since, byPrefix: true, count: 2 },
    ],
    backend,
    { maxAttempts: 1, requestTimeoutMs: 500 },
    ['job-abcde-123456-77-8'],
  );
  expect(deleted.sort()).toEqual(['job-abcde-123456-77-1', 'job-abcde-123456-77-2', 'job-abcde-123456-77-5']);
  expect({ ...deletion, deleted: [...deletion.deleted].sort() }).toEqual({ deleted, gone: [], unsure: [] });
  expect(queries).toContainEqual({ names: [], prefix: 'job-abcde-123456-77-' });
});

it('a record by prefix is read only with its time and count: without them it would stand for every job of that work', () => {
  const readRef = (value: unknown) => (value && typeof value === 'object' ? (value as JobHandle['ref']) : undefined);
  const records = {
    unfinished_1: JSON.stringify({ name: 'job-abcde-123456-77', project: 'p', ref: {}, byPrefix: true }),
    unfinished_2: JSON.stringify({ name: 'job-fghij-123456-77', project: 'p', ref: {}, since: 5, byPrefix: true, count: 2 }),
    unfinished_3: JSON.stringify({ name: 'job-klmno-123456-77', project: 'p', ref: {}, since: 5, byPrefix: 'yes', count: 1 }),
    unfinished_4: JSON.stringify({ name: 'job-pqrst-123456-77', project: 'p', ref: {}, since: 5, byPrefix: true }),
    unfinished_5: JSON.stringify({ name: 'job-uvwxy-123456-77', project: 'p', ref: {}, since: 5, byPrefix: true, count: 1e9 }),
  };
  expect(readRecords(records, { readRef, isName: (name) => /^[a-z][-a-z0-9]*$/.test(name) })).toEqual([
    { name: 'job-fghij-123456-77', project: 'p', ref: {}, since: 5, byPrefix: true, count: 2 },
  ]);
});

it('a prefix is dealt with only by jobs its lookup found: an answered job of the same work, deleted by its name, leaves the unanswered one to look for again', () => {
  // Two identical jobs without a name share a prefix: one was answered, the other's answer never came.
  const prefix: JobHandle = { name: 'train-1a2b', project: 'p', ref: {}, since: 1, byPrefix: true, count: 1 };
  const answered = 'train-1a2b-x1';
  expect(dealtWith(prefix, { deleted: [answered], gone: [], unsure: [] }, [answered])).toBe(false);
  expect(dealtWith(prefix, { deleted: [answered, 'train-1a2b-y2'], gone: [], unsure: [] }, [answered])).toBe(true);
  // A named job is dealt with once deleted, or not this step's; one gone counts only where it was answered.
  const named: JobHandle = { name: 'train', project: 'p', ref: {}, since: 1 };
  expect(dealtWith(named, { deleted: [], gone: [], unsure: ['train'] }, [])).toBe(true);
  expect(dealtWith(named, { deleted: [], gone: ['train'], unsure: [] }, [], false)).toBe(false);
});

/** A workloads backend on `control` that sends the labels of run 1 (as a CI run's step does), with the project's id taken over from `handles`. */
async function workloadsBackendFor(control: Awaited<ReturnType<typeof startWorkloadsEmulator>>, handles: JobHandle[]) {
  const inputs: Record<string, string> = control.settings();
  const settings = await getInputs({ read: (name) => inputs[name], warn: () => {} }, { connectionOnly: true });
  const origin = { labels: { 'github.com/run-id': '1' }, annotations: {} };
  const backend = createWorkloadsBackend({ settings, log: { info: () => {}, warning: () => {}, debug: () => {} }, http: openHttpClient, origin });
  await backend.adopt?.(handles);
  return backend;
}

it('a stop’s deletion does not wait on the labels of a job found by name: unanswered, they say nothing, and every job is deleted in time', async () => {
  const control = await startWorkloadsEmulator();
  try {
    const projectId = control.projects[0]!.id;
    control.seed({ name: 'answered', createdAt: Date.now() });
    control.seed({ name: 'unanswered', createdAt: Date.now() });
    const id = control.workloads.find((w) => w.name === 'answered')!.id;
    const handles: JobHandle[] = [
      { name: 'answered', project: 'team-a', ref: { kind: 'training', id, projectId } },
      { name: 'unanswered', project: 'team-a', ref: { kind: 'training', projectId }, since: Date.now() - 1_000 },
    ];
    const backend = await workloadsBackendFor(control, handles);
    control.inject({ target: 'submitted', kind: 'hang' });
    try {
      const deletion = await within(Date.now() + 7_000, () => deleteJobs(handles, backend, { maxAttempts: 2, requestTimeoutMs: 60_000 }));
      expect(deletion.failed).toBeUndefined();
      expect([...deletion.deleted].sort()).toEqual(['answered', 'unanswered']);
    } finally {
      await backend.close();
    }
  } finally {
    await control.close();
  }
});

it('a stop’s look among the deleted that fails keeps what the live list said: a job that completed is left as it ended', async () => {
  const control = await startWorkloadsEmulator();
  try {
    const projectId = control.projects[0]!.id;
    control.seed({ name: 'done', createdAt: Date.now(), plan: [{ phase: 'Completed' }] });
    control.seed({ name: 'gone', createdAt: Date.now() });
    control.deleteWorkload('gone');
    const idOf = (name: string) => control.workloads.find((w) => w.name === name)!.id;
    const handles: JobHandle[] = ['done', 'gone'].map((name) => ({ name, project: 'team-a', ref: { kind: 'training', id: idOf(name), projectId } }));
    const backend = await workloadsBackendFor(control, handles);
    // The live list answers; every list after it (the look among the deleted) fails.
    control.inject({ target: 'list', kind: 'latency', ms: 0 }, { target: 'list', kind: 'status', status: 500, times: 10 });
    try {
      const deletion = await deleteJobs(handles, backend, { maxAttempts: 1, requestTimeoutMs: 5_000 });
      expect(deletion.ended).toEqual(new Map([['done', 'Completed']]));
      expect(deletion.deleted).toEqual([]);
    } finally {
      await backend.close();
    }
  } finally {
    await control.close();
  }
});
