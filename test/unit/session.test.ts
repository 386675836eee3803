// A step's life in the core, with a backend of the test's own and a clock that moves only when the
// session sleeps: no generation, no network, no waiting. What a host relies on: the report (each
// job's end, the outputs, the failure), the records left for the post step, what is deleted when
// the wait times out or the step is stopped, and that a dry run sends nothing.
import { describe, expect, it } from 'vitest';
import type { Backend, JobHandle, Listed } from '../../src/backends/backend.js';
import type { Job } from '../../src/contract/index.js';
import { deleteRecorded, runSession, type SessionHost } from '../../src/core/session.js';
import { getInputs } from '../../src/inputs.js';
import { failureCause } from '../../src/errors.js';
import type { Operation } from '../../src/service/operation.js';
import { harmlessUnlessUnnamed } from '../../src/service/retry.js';
import { openHttpClient } from '../../src/host/http.js';

/** The phases every job goes through, from its creation: each until the next one's time. */
type Plan = { status: string; fromMs: number }[];
const TO_SUCCESS: Plan = [
  { status: 'Pending', fromMs: 0 },
  { status: 'Running', fromMs: 30_000 },
  { status: 'Succeeded', fromMs: 90_000 },
];

const SUBMISSION: Operation = {
  title: 'the job submission',
  addressInput: 'base-url',
  creates: true,
  isRetryable: () => false,
  said: () => '',
  hints: {},
};

/** A service and its clock, as the core sees them through the backend interface. */
function fakeService(plans: Record<string, Plan> = {}) {
  // In the past: a listed job's time is checked against the real clock too (core/watched.ts).
  let clock = 1_700_000_000_000;
  const jobs = new Map<string, { project: string; createdAt: number; deleted: boolean }>();
  const sent: Job[] = [];
  const deleted: string[] = [];
  let generated = 0;
  const statusOf = (name: string) => {
    const job = jobs.get(name)!;
    const plan = plans[name] ?? TO_SUCCESS;
    return plan.filter((p) => clock - job.createdAt >= p.fromMs).at(-1)!.status;
  };
  let listRequests = 0;
  const backend: Backend = {
    tokens: { bearer: async () => 'a-bearer-token-of-the-fake', afterRefusal: () => undefined, idTokenAccepted: () => {}, accepted: () => {} },
    submitter: {
      operation: SUBMISSION,
      url: () => 'https://fake.example.com/jobs',
      send: async (job) => {
        sent.push(job);
        const name = job.name ?? `${job.jobNamePrefix ?? 'job'}-${++generated}`;
        jobs.set(name, { project: job.project, createdAt: clock, deleted: false });
        return { ok: true, status: 202, headers: new Headers(), data: { name, ref: { id: `id-${name}` } } };
      },
    },
    lister: {
      async read(project, query) {
        listRequests++;
        const listed = new Map<string, Listed>();
        for (const [name, job] of jobs) {
          if (job.project === project && query.names.has(name) && !job.deleted) listed.set(name, { name, status: statusOf(name), createdAt: job.createdAt });
        }
        return listed;
      },
    },
    adopt: () => {},
    refByName: () => ({}),
    identified: (ref) => ref,
    readRef: (value) => (value && typeof value === 'object' ? (value as JobHandle['ref']) : undefined),
    isName: (name) => /^[a-z][-a-z0-9]*$/.test(name),
    delete: async (handles) => {
      for (const { name } of handles) {
        jobs.get(name)!.deleted = true;
        deleted.push(name);
      }
      return { deleted: handles.map((h) => h.name), gone: [] };
    },
    preview: async (planned) => ({ lead: 'nothing is sent.', requests: planned.map((job) => ({ url: 'https://fake.example.com/jobs', body: { job } })) }),
    whereabouts: () => ({ cluster: 'fake-cluster', page: 'https://fake.example.com/jobs' }),
    outputs: (created) => ({ 'job-ids': JSON.stringify(created.map((h) => h.ref.id)) }),
    close: async () => {},
  };
  const time = {
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
  };
  return { backend, time, sent, deleted, jobs, listRequests: () => listRequests, advance: (ms: number) => (clock += ms), at: () => clock };
}

/** A project whose list shows its jobs by name or by the prefix asked for, and a deleted one still, Deleting, as the control plane does while
 *  the deletion goes on; `late` appears, Pending, at its look. What was deleted, in order. */
function listedWhileDeleting(listed: [string, { createdAt: number; status: string }][], late: { name: string; atLook: number }) {
  const jobs = new Map(listed);
  let looks = 0;
  const deleted: string[] = [];
  const backend: Backend = {
    ...fakeService().backend,
    lister: {
      async read(_project, { names, prefix }) {
        if (++looks === late.atLook) jobs.set(late.name, { createdAt: Date.now(), status: 'Pending' });
        const wanted = [...jobs].filter(([name]) => names.has(name) || (prefix !== undefined && name.startsWith(prefix)));
        return new Map(wanted.map(([name, job]) => [name, { name, ...job }]));
      },
    },
    delete: async (handles) => {
      for (const { name } of handles) [jobs.get(name)!.status, deleted[deleted.length]] = ['Deleting', name];
      return { deleted: handles.map((h) => h.name), gone: [] };
    },
  };
  return { backend, deleted };
}

/** A host that keeps what the session tells it: log lines, and the records for the post step. */
function fakeHost(stopAt?: () => boolean) {
  const lines: string[] = [];
  const records: Record<string, string> = {};
  const failedNow: string[] = [];
  const host: SessionHost = {
    log: { info: (l) => lines.push(l), warning: (l) => lines.push(`warning: ${l}`), debug: () => {} },
    http: openHttpClient,
    save: (name, value) => (records[name] = value),
    failNow: (cause) => void failedNow.push(cause),
    watchStop: () => {
      const controller = new AbortController();
      const stop = { signal: controller.signal, by: 'SIGINT', at: undefined as number | undefined, dispose: () => clearInterval(timer) };
      // The test's stop comes when its condition holds, as a signal would, between two sleeps.
      const timer = setInterval(() => {
        if (stopAt?.() && !controller.signal.aborted) {
          stop.at = Date.now();
          controller.abort();
        }
      }, 1);
      return stop;
    },
  };
  return { host, lines, records, failedNow };
}

async function settingsOf(inputs: Record<string, string>, options: { connectionOnly?: boolean } = {}) {
  const all: Record<string, string> = {
    api: 'researcher',
    'base-url': 'https://fake.example.com',
    token: 'a-token-given-as-input',
    image: 'python:3.12',
    ...inputs,
  };
  return getInputs({ read: (name) => all[name], warn: () => {} }, options);
}

describe('a session, over any backend', () => {
  it('follows every job to its end on a clock of its own, reports each, and leaves nothing for the post step', async () => {
    const service = fakeService();
    const { host, lines, records } = fakeHost();
    const settings = await settingsOf({
      jobs: '[{"name": "a", "project": "p1"}, {"name": "b", "project": "p2"}]',
      wait: 'finished',
      'poll-interval-seconds': '20',
    });
    const report = await runSession(settings, host, { openBackend: async () => service.backend, ...service.time });

    expect(report.failure).toBeUndefined();
    expect(report.outcomes!.map((o) => o.created?.name)).toEqual(['a', 'b']);
    expect(report.watched!.map((j) => [j.name, j.status, j.end])).toEqual([
      ['a', 'Succeeded', 'succeeded'],
      ['b', 'Succeeded', 'succeeded'],
    ]);
    expect(report.outputs).toEqual({ 'job-ids': '["id-a","id-b"]' });
    // One list per project per interval, until the poll that sees both ended (100 s in): six polls of two projects.
    expect(service.listRequests()).toBe(12);
    expect(lines).toContain('a: Pending → Running after 40 s');
    expect(lines).toContain('b: Running → Succeeded after 100 s');
    // Each job was recorded for the post step while unfinished, and its record emptied once it ended.
    expect(Object.values(records)).toEqual(['', '']);
    expect(service.deleted).toEqual([]);
  });

  it('deletes what has not ended when wait-timeout-minutes passes, and says so', async () => {
    const service = fakeService({ slow: [{ status: 'Running', fromMs: 0 }] });
    const { host, records } = fakeHost();
    const settings = await settingsOf({ name: 'slow', project: 'p', wait: 'finished', 'wait-timeout-minutes': '2' });
    const report = await runSession(settings, host, { openBackend: async () => service.backend, ...service.time });

    expect(report.failure?.cause).toMatch(
      /^wait-timeout-minutes \(2\) passed with 1 of 1 job unfinished: "slow" \(Running\)\. .* It was deleted \(cancel-on-stop\)\.$/,
    );
    expect(service.deleted).toEqual(['slow']);
    expect(Object.values(records).filter(Boolean)).toEqual([]);
  });

  it('a job that succeeded as wait-timeout-minutes passed is left as it ended, not deleted, and the step succeeds: its status and result say so', async () => {
    const service = fakeService({ slow: [{ status: 'Running', fromMs: 0 }] });
    const { host } = fakeHost();
    const settings = await settingsOf({ name: 'slow', project: 'p', wait: 'finished', 'wait-timeout-minutes': '2' });
    // The look before the deletion (once the wait ran out, and the step asked why) finds it succeeded: between the last poll and the deletion.
    let explained = false;
    const read = service.backend.lister.read.bind(service.backend.lister);
    service.backend.lister.read = async (project, query) =>
      !explained ? read(project, query) : new Map([...(await read(project, query))].map(([name, l]) => [name, { ...l, status: 'Succeeded' }]));
    // Asked why it had not ended, before the look that found it succeeded: not a failure's explanation in the summary.
    service.backend.explain = async (jobs) => {
      explained = true;
      return new Map(jobs.map((j) => [j.name, { reasons: ['still running'], events: [{ type: 'Normal', message: 'up' }] }]));
    };
    const report = await runSession(settings, host, { openBackend: async () => service.backend, ...service.time });
    expect(report.failure).toBeUndefined();
    expect(service.deleted).toEqual([]);
    expect(report.watched?.[0]).toMatchObject({ status: 'Succeeded', end: 'succeeded' });
    expect(report.watched?.[0]?.explanation).toBeUndefined();
    expect(report.waitEnded).toBe('timeout');
  });

  it('fails the step when a job fails, naming it, its state and how long it ran', async () => {
    const service = fakeService({
      bad: [
        { status: 'Running', fromMs: 0 },
        { status: 'Failed', fromMs: 45_000 },
      ],
    });
    const { host } = fakeHost();
    const settings = await settingsOf({ name: 'bad', project: 'p', wait: 'finished' });
    const report = await runSession(settings, host, { openBackend: async () => service.backend, ...service.time });
    expect(report.failure?.cause).toBe('the job did not succeed: "bad" ended Failed after 45 s.');
  });

  it('stopped while it waits: deletes the unfinished jobs, keeps their records until they are deleted, and fails naming the signal', async () => {
    const service = fakeService();
    const stopAfter = service.at() + 45_000;
    const { host, records } = fakeHost(() => service.at() >= stopAfter);
    const settings = await settingsOf({ name: 'long', project: 'p', wait: 'finished', 'poll-interval-seconds': '15' });
    // The clock moves with the sleeps; the stop lands between two of them.
    const sleep = async (ms: number) => {
      service.advance(ms);
      await new Promise((done) => setTimeout(done, 5));
    };
    const report = await runSession(settings, host, { openBackend: async () => service.backend, now: service.time.now, sleep });

    expect(report.failure?.cause).toMatch(/^the step was stopped \(SIGINT\)/);
    expect(service.deleted).toEqual(['long']);
    expect(service.sent).toHaveLength(1);
    expect(Object.values(records)).toEqual(['']);
  });

  it('a job created by an attempt whose answer was lost, then refused as busy: the list finds it, created since the step started; it is followed, and a stop during the wait deletes it', async () => {
    const service = fakeService();
    const create = service.backend.submitter.send;
    let attempts = 0;
    service.backend.submitter = {
      ...service.backend.submitter,
      operation: { ...SUBMISSION, isRetryable: harmlessUnlessUnnamed },
      send: async (job, bearer) => {
        if (job.name !== 'lost') return create(job, bearer);
        // The first attempt creates the job and loses its answer (a 500); the rest find the service busy.
        if (++attempts === 1) {
          await create(job, bearer);
          return { ok: false, status: 500, headers: new Headers(), body: undefined };
        }
        return { ok: false, status: 503, headers: new Headers({ 'retry-after': '0' }), body: undefined };
      },
    };
    const stopAfter = service.at() + 45_000;
    const { host, records, lines } = fakeHost(() => service.at() >= stopAfter);
    const settings = await settingsOf({
      jobs: '[{"name": "ok", "project": "p"}, {"name": "lost", "project": "p"}]',
      wait: 'finished',
      'poll-interval-seconds': '15',
      'max-attempts': '3',
    });
    const sleep = async (ms: number) => {
      service.advance(ms);
      await new Promise((done) => setTimeout(done, 5));
    };
    const report = await runSession(settings, host, { openBackend: async () => service.backend, now: service.time.now, sleep });

    expect(attempts).toBe(3);
    const lost = report.outcomes!.find((o) => o.planned.job.name === 'lost')!;
    expect(lost.created?.name).toBe('lost');
    expect(lines).toContain(
      'warning: Job 2 of 2 (jobs[1]): the submission of "lost" failed after an attempt whose answer was lost, but the job is listed, created after it was sent: it is the one that attempt created.',
    );
    expect(report.failure?.cause).toMatch(/^the step was stopped \(SIGINT\)/);
    expect(service.deleted.sort()).toEqual(['lost', 'ok']);
    expect(Object.values(records).every((record) => record === '')).toBe(true);
  });

  it('in a CI run, a job without a name whose answer was lost leaves no record by its prefix when the step ends: it would stand for the jobs left running on purpose', async () => {
    const service = fakeService({ 'job-1': [{ status: 'Running', fromMs: 0 }] });
    const create = service.backend.submitter.send;
    let sent = 0;
    service.backend.submitter = {
      ...service.backend.submitter,
      operation: { ...SUBMISSION, isRetryable: harmlessUnlessUnnamed },
      send: async (job, bearer) => {
        const answer = await create(job, bearer);
        // The second creates its job, and its answer is lost.
        return ++sent === 2 ? { ok: false, status: 502, headers: new Headers(), body: undefined } : answer;
      },
    };
    const { host, records } = fakeHost();
    const settings = await settingsOf({ jobs: '[{"project": "p"}, {"project": "p"}]', wait: 'running' });
    const origin = { labels: {}, annotations: {}, work: { scope: 'acme/models train.yml train', commit: 'abc1234', run: '77' } };
    const report = await runSession(settings, { ...host, origin }, { openBackend: async () => service.backend, ...service.time });
    expect(report.outcomes!.filter((o) => o.created)).toHaveLength(1);
    expect(Object.values(records).filter(Boolean)).toEqual([]);
  });

  it('a job whose every answer was lost, and whose list fails too: its failure says it may exist, and its record is kept for the post step', async () => {
    const service = fakeService();
    const create = service.backend.submitter.send;
    service.backend.submitter = {
      ...service.backend.submitter,
      operation: { ...SUBMISSION, isRetryable: harmlessUnlessUnnamed },
      send: async (job, bearer) => {
        if (job.name !== 'lost') return create(job, bearer);
        await create(job, bearer).catch(() => undefined); // the first attempt creates it; the others meet its name
        return { ok: false, status: 502, headers: new Headers(), body: undefined };
      },
    };
    const read = service.backend.lister.read.bind(service.backend.lister);
    service.backend.lister.read = async (project, query) => {
      if (query.names.has('lost')) throw new Error('the job list failed');
      return read(project, query);
    };
    const { host, records, lines } = fakeHost();
    const settings = await settingsOf({ jobs: '[{"name": "ok", "project": "p"}, {"name": "lost", "project": "p"}]', wait: 'finished', 'max-attempts': '2' });
    const report = await runSession(settings, host, { openBackend: async () => service.backend, ...service.time });

    const lost = report.outcomes!.find((o) => o.planned.job.name === 'lost')!;
    expect(lost.created).toBeUndefined();
    expect(failureCause(lost.failure)).toContain('An earlier attempt\'s answer was lost, so the job may exist all the same: look for it in project "p"');
    expect(report.outcomes!.find((o) => o.planned.job.name === 'ok')!.created?.name).toBe('ok');
    const kept = Object.values(records)
      .filter(Boolean)
      .map((record) => JSON.parse(record) as JobHandle);
    expect(kept).toEqual([{ name: 'lost', project: 'p', ref: {}, since: expect.any(Number) }]);
    expect(lines).toContain('The post step deletes "lost" if an attempt created it.');
  });

  it('a job answered while a stop deletes the others keeps its record for the post step', async () => {
    const service = fakeService();
    const create = service.backend.submitter.send;
    let answerLate!: () => void;
    const late = new Promise<void>((done) => (answerLate = done));
    service.backend.submitter = {
      ...service.backend.submitter,
      // The unnamed job's answer comes only once the stop's deletion has begun, past the grace.
      send: async (job, bearer) => {
        sending++;
        return job.name === undefined ? late.then(() => create(job, bearer)) : create(job, bearer);
      },
    };
    let sending = 0;
    const deleteOthers = service.backend.delete;
    service.backend.delete = async (handles, limits) => {
      answerLate();
      await new Promise((done) => setTimeout(done, 20));
      return deleteOthers(handles, limits);
    };
    const { host, records } = fakeHost(() => sending === 2 && service.sent.length === 1);
    const settings = await settingsOf({
      jobs: '[{"name": "named", "project": "p"}, {"jobNamePrefix": "anon", "project": "p"}]',
      concurrency: '2',
      wait: 'finished',
    });
    const report = await runSession(settings, host, { openBackend: async () => service.backend, ...service.time });

    expect(report.failure?.cause).toMatch(/^the step was stopped \(SIGINT\)/);
    expect(service.deleted).toEqual(['named']);
    // The post step finds the job the deletion could not know of.
    expect(
      Object.values(records)
        .filter(Boolean)
        .map((r) => JSON.parse(r).name),
    ).toEqual(['anon-1']);
    // The failure and the outputs say so too.
    expect(report.failure?.cause).toContain('deleted "named". "anon-1" was answered while the others were deleted: the post step deletes it.');
    expect(report.failure?.cause).not.toContain('had no answer yet');
    expect(report.outputs?.['job-ids']).toBe('["id-named","id-anon-1"]');
  });

  it('stopped past the grace, the jobs answered are reported in input order, not in the order of their answers', async () => {
    const service = fakeService();
    const create = service.backend.submitter.send;
    let cAnswered!: () => void;
    const c = new Promise<void>((done) => (cAnswered = done));
    service.backend.submitter = {
      ...service.backend.submitter,
      send: async (job, bearer) => {
        if (job.name === 'a') return new Promise(() => {}); // never answered
        if (job.name === 'b') await c;
        const answer = await create(job, bearer);
        if (job.name === 'c') cAnswered();
        return answer;
      },
    };
    const { host } = fakeHost(() => service.sent.length === 2);
    const settings = await settingsOf({ jobs: '[{"name": "a"}, {"name": "b"}, {"name": "c"}]', project: 'p', concurrency: '3', wait: 'finished' });
    const report = await runSession(settings, host, { openBackend: async () => service.backend, ...service.time });

    expect(service.sent.map((j) => j.name)).toEqual(['c', 'b']);
    expect(report.outcomes!.map((o) => o.created?.name)).toEqual([undefined, 'b', 'c']);
    expect(report.outputs?.['job-ids']).toBe('["id-b","id-c"]');
  });

  it('attach with wait: finished to a workspace, which never ends by itself, says so at once: it waits until someone stops it, or the timeout', async () => {
    const service = fakeService({ 'ws-1': [{ status: 'Running', fromMs: 0 }] });
    await service.backend.submitter.send({ name: 'ws-1', project: 'p', image: 'x' }, '');
    const read = service.backend.lister.read.bind(service.backend.lister);
    service.backend.lister.read = async (project, query) => new Map([...(await read(project, query))].map(([name, l]) => [name, { ...l, type: 'Workspace' }]));
    const settings = await settingsOf({ attach: 'ws-1', project: 'p', wait: 'finished', image: undefined as unknown as string });
    const { host, lines } = fakeHost();
    const report = await runSession(settings, host, { openBackend: async () => service.backend, ...service.time });
    expect(lines[0]).toBe(
      `warning: The job "ws-1" is a workspace, which does not end by itself: 'wait: finished' waits until it ends, and fails the step if someone stops it or 'wait-timeout-minutes' passes. Use 'wait: running' to wait only until it runs.`,
    );
    expect(report.waitEnded).toBe('timeout');
    expect(service.deleted).toEqual([]);
  });

  it('a dry run sends nothing and reports each planned job', async () => {
    const service = fakeService();
    const { host, lines } = fakeHost();
    const settings = await settingsOf({ name: 'preview', project: 'p', 'dry-run': 'true' });
    const report = await runSession(settings, host, { openBackend: async () => service.backend, ...service.time });
    expect(report).toMatchObject({ dryRun: true, outputs: { 'job-ids': '[]' } });
    expect(service.sent).toEqual([]);
    expect(lines[0]).toMatch(/^Dry run: nothing is sent\.\nPOST https:\/\/fake\.example\.com\/jobs\n/);
  });

  it('the post step deletes the jobs the records hold, through the backend, and nothing when none is left', async () => {
    const service = fakeService();
    await service.backend.submitter.send({ name: 'left', project: 'p', image: 'x' }, '');
    const settings = await settingsOf({}, { connectionOnly: true });
    const { host, lines } = fakeHost();
    const recorded = { unfinished_1: JSON.stringify({ name: 'left', project: 'p', ref: { id: 'id-left' } }), unfinished_2: '' };
    expect(await deleteRecorded(settings, recorded, host, { openBackend: async () => service.backend })).toEqual({ deletion: { deleted: ['left'], gone: [] } });
    expect(service.deleted).toEqual(['left']);
    expect(lines[0]).toMatch(/^The step left a job it may have created unfinished/);

    expect(await deleteRecorded(settings, { unfinished_1: '' }, host, { openBackend: async () => service.backend })).toEqual({});
    expect(service.deleted).toEqual(['left']);
  });

  it('the post step looks again for the job of a submission that had no answer, and takes no job it deleted, which the list shows while it goes', async () => {
    const now = Date.now();
    // A sweep's answered job, and one whose answer never came, recorded by the prefix of their work: its job appears only at the third look.
    const { backend, deleted } = listedWhileDeleting([['job-abc-7001-1', { createdAt: now - 1_000, status: 'Running' }]], {
      name: 'job-abc-7001-2',
      atLook: 3,
    });
    const recorded = {
      unfinished_1: JSON.stringify({ name: 'job-abc-7001-1', project: 'p', ref: { id: 'id-1' } }),
      unfinished_2: JSON.stringify({ name: 'job-abc-7001', project: 'p', ref: {}, since: now - 2_000, byPrefix: true, count: 1 }),
    };
    const settings = await settingsOf({}, { connectionOnly: true });
    const { host, lines } = fakeHost();
    const report = await deleteRecorded(settings, recorded, host, { openBackend: async () => backend, sleep: async () => {} });
    expect(deleted).toEqual(['job-abc-7001-1', 'job-abc-7001-2']);
    expect(report.deletion?.deleted).toEqual(['job-abc-7001-1', 'job-abc-7001-2']);
    expect(lines).toContain('A submission had no answer when the step ended: looking for its job until its request would have timed out.');
  });

  it('the post step takes no job the main step deleted, which the list shows while its deletion goes on, for the late job of its prefix', async () => {
    const now = Date.now();
    // The main step deleted the answered job of the sweep (no longer recorded); the list still shows it, Deleting, as the late job appears.
    const { backend, deleted } = listedWhileDeleting([['job-abc-7002-1', { createdAt: now - 1_000, status: 'Deleting' }]], {
      name: 'job-abc-7002-2',
      atLook: 2,
    });
    const recorded = { unfinished_1: JSON.stringify({ name: 'job-abc-7002', project: 'p', ref: {}, since: now - 2_000, byPrefix: true, count: 1 }) };
    const settings = await settingsOf({}, { connectionOnly: true });
    const { host } = fakeHost();
    await deleteRecorded(settings, recorded, host, { openBackend: async () => backend, sleep: async () => {} });
    expect(deleted).toEqual(['job-abc-7002-2']);
  });

  it('the post step looks again for the job of a submission whose attempts were a busy service’s Retry-After apart, past their timeouts alone', async () => {
    // Five attempts of 60 s each would be over 5 minutes after the first was sent; two Retry-Afters of 2 minutes later, the last is on its way.
    const { backend, deleted } = listedWhileDeleting([], { name: 'late', atLook: 2 });
    const recorded = { unfinished_1: JSON.stringify({ name: 'late', project: 'p', ref: {}, since: Date.now() - 310_000 }) };
    const settings = await settingsOf({}, { connectionOnly: true });
    const { host } = fakeHost();
    await deleteRecorded(settings, recorded, host, { openBackend: async () => backend, sleep: async () => {} });
    expect(deleted).toEqual(['late']);
  });

  it('the post step does not wait for a submission whose attempts are long over: an answer lost hours before the step ended', async () => {
    const service = fakeService();
    const recorded = { unfinished_1: JSON.stringify({ name: 'lost', project: 'p', ref: {}, since: Date.now() - 3 * 3_600_000 }) };
    const settings = await settingsOf({}, { connectionOnly: true });
    const { host, lines } = fakeHost();
    let sleeps = 0;
    await deleteRecorded(settings, recorded, host, { openBackend: async () => service.backend, sleep: async () => void sleeps++ });
    expect(sleeps).toBe(0);
    expect(lines.join('\n')).not.toContain('looking for its job');
  });
  it('the post step does not delete again a named job the main step deleted, which the list shows Deleting while it goes', async () => {
    const now = Date.now();
    // A stop found and deleted the job of a named submission that had no answer; its record stays, for an attempt still on its way.
    const { backend, deleted } = listedWhileDeleting([['named', { createdAt: now - 1_000, status: 'Deleting' }]], { name: 'never', atLook: 1_000_000 });
    const recorded = { unfinished_1: JSON.stringify({ name: 'named', project: 'p', ref: {}, since: now - 2_000 }) };
    const settings = await settingsOf({ 'request-timeout-seconds': '1' }, { connectionOnly: true });
    const { host, lines } = fakeHost();
    const report = await deleteRecorded(settings, recorded, host, {
      openBackend: async () => backend,
      sleep: async (ms) => void (await new Promise((d) => setTimeout(d, ms))),
    });
    expect(deleted).toEqual([]);
    expect(report.failure).toBeUndefined();
    expect(lines.join('\n')).toContain('Already gone, nothing to delete: "named".');
  });
});
