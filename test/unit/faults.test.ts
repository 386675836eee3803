// The fault matrix: every fault the emulator can inject, with and without an explicit job name,
// in this process against the submit layer, over loopback, with the waits (Retry-After,
// backoff) replaced so that nothing sleeps. Whatever happens on the wire, no job is ever created
// twice. test/e2e/faults.test.ts runs a few of these on the bundle, on both runtimes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../../src/errors.js';
import { useMasker } from '../../src/secrets.js';
import type { Settings } from '../../src/inputs.js';
import type { PlannedJob } from '../../src/job.js';
import type { Log } from '../../src/log.js';
import { submitAll } from '../../src/core/submit.js';
import { openBackend } from '../../src/backends/index.js';
import type { BackendContext } from '../../src/backends/backend.js';
import { openHttpClient } from '../../src/host/http.js';
import { researcherSubmitter } from '../../src/backends/researcher/index.js';
import type { RunaiClient } from '../../src/contract/client.js';
import { startEmulator } from '../emulator/emulator.mjs';

// The runner's masker is not here: what would be masked is collected instead of printed.
const masked: string[] = [];
useMasker((secret) => masked.push(secret));

/** Opens the backend the settings name and submits every planned job, with time replaced. */
async function submitJobs(planned: PlannedJob[], settings: Settings, log: Log, clock: BackendContext['clock'] = {}) {
  const backend = await openBackend({ settings, log, clock, http: openHttpClient });
  const { now, ...retry } = clock;
  try {
    return await submitAll(planned, { backend, settings, log, retry, now, startedAt: (now ?? Date.now)() });
  } finally {
    await backend.close();
  }
}

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
type Fault = Parameters<Emulator['inject']>[0];
/** Expected end: created the job, created it and warned (409 after a lost answer), or failed. */
type End = 'created' | 'recovered' | 'failed';

export const FAULTS: [string, Fault, End, End][] = [
  // name, fault, without a name, with a name
  ['latency 300 ms', { kind: 'latency', ms: 300 }, 'created', 'created'],
  ['429 with Retry-After', { kind: 'status', status: 429, retryAfter: 1 }, 'created', 'created'],
  ['503 with Retry-After', { kind: 'status', status: 503, retryAfter: 1 }, 'created', 'created'],
  ['503 twice without Retry-After', { kind: 'status', status: 503, times: 2 }, 'created', 'created'],
  ['500 after creating', { kind: 'status', status: 500 }, 'failed', 'recovered'],
  ['500 before creating', { kind: 'status', status: 500, create: false }, 'failed', 'created'],
  ['504 after creating', { kind: 'status', status: 504 }, 'failed', 'recovered'],
  ['502 HTML page after creating', { kind: 'bad-gateway' }, 'failed', 'recovered'],
  ['502 HTML page before creating', { kind: 'bad-gateway', create: false }, 'failed', 'created'],
  ['connection reset after the body was read', { kind: 'reset' }, 'failed', 'recovered'],
  ['a response that never comes', { kind: 'hang' }, 'failed', 'recovered'],
  ['token: latency 300 ms', { target: 'token', kind: 'latency', ms: 300 }, 'created', 'created'],
  ['token: 429 with Retry-After', { target: 'token', kind: 'status', status: 429, retryAfter: 1 }, 'created', 'created'],
  ['token: 503 with Retry-After', { target: 'token', kind: 'status', status: 503, retryAfter: 1 }, 'created', 'created'],
  ['token: 500', { target: 'token', kind: 'status', status: 500 }, 'created', 'created'],
  ['token: 502 HTML page', { target: 'token', kind: 'bad-gateway' }, 'created', 'created'],
  ['token: connection reset', { target: 'token', kind: 'reset' }, 'created', 'created'],
  ['token: a response that never comes', { target: 'token', kind: 'hang' }, 'created', 'created'],
];

const figures = { runs: 0, duplicated: 0, waited: 0 };

/** A step's settings against the emulator: one job at a time, three attempts, a short timeout. */
const settingsOn = (emulator: Emulator) =>
  ({
    baseUrl: emulator.baseUrl,
    authUrl: emulator.authUrl,
    credentials: { realm: emulator.realm, clientId: emulator.clientId, clientSecret: emulator.clientSecret },
    tokenField: 'auto',
    tokenRequest: 'openid',
    requestTimeoutMs: 600,
    maxAttempts: 3,
    concurrency: 1,
  }) as Settings;

describe('fault matrix', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  const cases = FAULTS.flatMap(([title, fault, unnamed, named]) => [
    { title, fault, named: false, end: unnamed },
    { title, fault, named: true, end: named },
  ]);

  it.each(cases)('$title, with a name: $named → $end', async ({ fault, named, end }) => {
    const name = named ? `fault-${Math.random().toString(36).slice(2, 10)}` : undefined;
    const lines: string[] = [];
    const log: Log = { info: (l) => lines.push(l), warning: (l) => lines.push(l), debug: () => {} };
    const waits: number[] = [];
    const settings = settingsOn(emulator);
    const planned: PlannedJob[] = [{ job: { project: 'p', image: 'i', ...(name ? { name } : {}) }, label: '', sources: new Map() }];
    const before = emulator.jobs.length;
    emulator.inject(fault);

    // A clock that a wait moves on, instead of waiting.
    let clock = Date.now();
    const sleep = async (ms: number) => {
      waits.push(ms);
      clock += ms;
    };
    const issuedBefore = emulator.issued.length;
    const [outcome] = await submitJobs(planned, settings, log, { sleep, random: () => 0.5, now: () => clock });

    const created = emulator.jobs.slice(before);
    figures.runs++;
    figures.duplicated += Math.max(0, created.length - 1);
    figures.waited += waits.reduce((a, b) => a + b, 0);
    expect(created.length, 'never two jobs').toBeLessThanOrEqual(1);
    expect(emulator.pendingFaults()).toBe(0);
    if (end === 'failed') {
      expect(outcome!.created?.name).toBeUndefined();
      expect(failureMessage(outcome!.failure)).toContain(
        "It was not retried: the service may have created the job before the answer was lost, and without a 'name' a second attempt could create a second job. Set 'name' to make submissions retry-safe.",
      );
    } else {
      expect(outcome!.failure).toBeUndefined();
      expect(created).toHaveLength(1);
      expect(outcome!.created?.name).toBe(created[0]!.name);
      if (named) expect(created[0]!.name).toBe(name);
    }
    if (end === 'recovered') expect(lines.join('\n')).toContain(`job "${name}" already exists (409) after an attempt whose answer was lost`);
    if (fault.kind === 'bad-gateway' && end === 'failed') expect(failureMessage(outcome!.failure)).toContain('HTTP 502: 502 Bad Gateway nginx.');
    if (fault.retryAfter !== undefined) expect(waits).toContain(fault.retryAfter * 1000);
    for (const token of emulator.issued.slice(issuedBefore)) expect(masked, 'every token received is masked').toContain(token);
  });

  it("a 409 for an older job of the name, after a lost answer: that job fails, and the sweep's other jobs are still submitted", async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const names = [`old-${suffix}`, `new-${suffix}-2`, `new-${suffix}-3`];
    emulator.seed({ name: names[0]!, project: 'p', createdAt: Date.now() - 3_600_000 });
    // The first attempt's answer is lost before anything was created; the retry meets the old job's name.
    emulator.inject({ kind: 'bad-gateway', create: false });
    const settings = settingsOn(emulator);
    const planned: PlannedJob[] = names.map((name) => ({ job: { project: 'p', image: 'i', name }, label: name, sources: new Map() }));
    const log: Log = { info: () => {}, warning: () => {}, debug: () => {} };
    const outcomes = await submitJobs(planned, settings, log, { sleep: async () => {}, random: () => 0.5 });
    expect(failureMessage(outcomes[0]!.failure)).toContain('before this step sent its own');
    expect(outcomes.slice(1).map((o) => o.created?.name)).toEqual(names.slice(1));
  });

  afterAll(() => {
    // The README's reliability section quotes these figures.
    console.log(`fault matrix: ${figures.runs} runs of ${FAULTS.length} faults, ${figures.duplicated} jobs duplicated, ${figures.waited} ms of waits skipped`);
    expect(figures.duplicated).toBe(0);
  });
});

describe('a sweep finding the served submission path', () => {
  it("a 404 from a path another job found unserved is sent again through the served one, not taken for the job's", async () => {
    // Two submissions set off on the first path; the installation serves only the second. One
    // learns it first; the other's 404 from the first path arrives after that.
    const sent: [string, string][] = [];
    let foundServed!: () => void;
    const served = new Promise<void>((done) => (foundServed = done));
    const client = {
      formUrl: (form: string) => `https://cluster.example.com${form}`,
      async submitJob(job: { name: string }, _bearer: string, form: string) {
        sent.push([job.name, form]);
        if (form === '/api/v1/job') {
          foundServed();
          return { ok: true, status: 202, headers: new Headers(), data: { name: job.name } };
        }
        if (job.name === 'late') await served;
        return { ok: false, status: 404, headers: new Headers(), body: 'Not Found' };
      },
    } as unknown as RunaiClient;
    const submitter = researcherSubmitter(client, { info: () => {}, warning: () => {}, debug: () => {} });
    const answers = await Promise.all(['early', 'late'].map((name) => submitter.send({ name, project: 'p', image: 'i' }, 'bearer')));
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect(sent).toEqual([
      ['early', '/api/v1/jobs'],
      ['late', '/api/v1/jobs'],
      ['early', '/api/v1/job'],
      ['late', '/api/v1/job'],
    ]);
  });

  /** A client whose installation serves `served` alone; `answer` may say otherwise for a job. */
  const installation = (
    served: string,
    answer: (name: string, form: string) => number | undefined = () => undefined,
    before: (name: string, form: string) => Promise<void> | undefined = () => undefined,
  ) => {
    const sent: [string, string][] = [];
    const client = {
      formUrl: (form: string) => `https://cluster.example.com${form}`,
      async submitJob(job: { name: string }, _bearer: string, form: string) {
        sent.push([job.name, form]);
        await before(job.name, form);
        const status = answer(job.name, form) ?? (form === served ? 202 : 404);
        return status < 300 ? { ok: true, status, headers: new Headers(), data: { name: job.name } } : { ok: false, status, headers: new Headers(), body: 'x' };
      },
    } as unknown as RunaiClient;
    return { sent, submitter: researcherSubmitter(client, { info: () => {}, warning: () => {}, debug: () => {} }) };
  };
  const submit = (submitter: ReturnType<typeof researcherSubmitter>, name: string) => submitter.send({ name, project: 'p', image: 'i' }, 'bearer');

  it("a job's own 404 on the last path, before another job's answer there shows it served, does not send later jobs back to the first path", async () => {
    let ownAnswered!: () => void;
    const own = new Promise<void>((done) => (ownAnswered = done));
    const { submitter, sent } = installation(
      '/api/job',
      (name, form) => (name === 'unknown-project' && form === '/api/job' ? 404 : undefined),
      // x's answer on /api/job comes after the other job's 404 there.
      (name, form) => (name === 'x' && form === '/api/job' ? own : undefined),
    );
    const [unknown, x] = await Promise.all([submit(submitter, 'unknown-project').finally(ownAnswered), submit(submitter, 'x')]);
    expect([unknown.status, x.status]).toEqual([404, 202]);
    expect((await submit(submitter, 'y')).status).toBe(202);
    expect(sent.filter(([name]) => name === 'y')).toEqual([['y', '/api/job']]);
  });

  it("a proxy's 503 on a path that is not served does not make it the served one", async () => {
    let busy = true;
    const { submitter, sent } = installation('/api/v1/job', (_, form) => (form === '/api/v1/jobs' && busy ? ((busy = false), 503) : undefined));
    expect((await submit(submitter, 'a')).status).toBe(503);
    // The retry (the submission layer's) finds the path unserved, and moves on.
    expect((await submit(submitter, 'a')).status).toBe(202);
    expect(sent.map(([, form]) => form)).toEqual(['/api/v1/jobs', '/api/v1/jobs', '/api/v1/job']);
  });
});
