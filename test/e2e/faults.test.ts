// The fault matrix: every fault the emulator can inject, with and without an explicit job
// name. Whatever happens on the wire, no job is ever created twice, and a run ends within
// what its timeouts and attempts allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { leaks, runAction } from '../helpers/run-action.js';
import { runtimes } from '../helpers/runtimes.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
type Fault = Parameters<Emulator['inject']>[0];

/** Expected end of a run: created the job, created it and warned (409 after a lost answer), or failed. */
type End = 'created' | 'recovered' | 'failed';

const TIMEOUT_SECONDS = 1;
const MAX_ATTEMPTS = 3;
// Worst case: every attempt times out and waits the longest backoff, plus start-up.
const BOUND_MS = MAX_ATTEMPTS * (TIMEOUT_SECONDS * 1000 + 4000) * 2 + 10_000;

const FAULTS: [string, Fault, End, End][] = [
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

const figures = { runs: 0, faults: 0, duplicated: 0, leaked: 0 };

describe.each(runtimes())('fault matrix on $name', ({ node }) => {
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
    const before = emulator.jobs.length;
    emulator.inject(fault);
    const run = await runAction(
      { ...emulator.settings(), project: 'p', image: 'i', name, 'request-timeout-seconds': String(TIMEOUT_SECONDS), 'max-attempts': String(MAX_ATTEMPTS) },
      { node, killAfterMs: BOUND_MS },
    );
    const created = emulator.jobs.slice(before);
    figures.runs++;
    figures.faults++;
    figures.duplicated += Math.max(0, created.length - 1);
    figures.leaked += leaks(run, [emulator.clientSecret, ...emulator.issued]).length;

    expect(run.code, 'the run ended by itself').not.toBeNull();
    expect(created.length, 'never two jobs').toBeLessThanOrEqual(1);
    expect(emulator.pendingFaults()).toBe(0);
    if (end === 'failed') {
      expect(run.code).toBe(1);
      expect(run.outputs['job-names']).toBe('[]');
      expect(run.error).toContain("It was not retried: the service may have created the job before the answer was lost, and without a 'name' a second attempt could create a second job. Set 'name' to make submissions retry-safe.");
    } else {
      expect(run.error).toBe('');
      expect(created).toHaveLength(1);
      expect(run.outputs['job-name']).toBe(created[0]!.name);
      if (named) expect(created[0]!.name).toBe(name);
    }
    if (end === 'recovered') expect(run.log).toContain(`job "${name}" already exists (409) after an attempt whose answer was lost`);
    if (fault.kind === 'bad-gateway' && end === 'failed') expect(run.error).toContain('HTTP 502: 502 Bad Gateway nginx.');
  });
});

afterAll(() => {
  // The README's reliability section quotes these figures.
  console.log(`fault matrix: ${figures.runs} runs, ${FAULTS.length} faults per runtime, ${figures.duplicated} jobs duplicated, ${figures.leaked} secrets leaked`);
  expect(figures.duplicated).toBe(0);
  expect(figures.leaked).toBe(0);
});

describe.each(runtimes())('retries and their limits on $name', ({ node }) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it('a busy service is retried up to max-attempts, then the step fails saying so', async () => {
    emulator.inject({ kind: 'status', status: 429, retryAfter: 0, times: 3 });
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', 'max-attempts': '3' }, { node });
    expect(run.code).toBe(1);
    expect(emulator.requests.filter((r) => r.target === 'jobs' && r.status === 429)).toHaveLength(3);
    expect(run.error).toMatch(/was answered with HTTP 429: Too many requests: try again later\. Gave up after 3 attempts\. The service stayed busy through every attempt: try again later, or raise 'max-attempts'\.$/);
  });

  it('another 4xx is never retried', async () => {
    const name = 'taken-name';
    await runAction({ ...emulator.settings(), project: 'p', image: 'i', name }, { node });
    const before = emulator.requests.length;
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', name }, { node });
    expect(run.code).toBe(1);
    expect(emulator.requests.slice(before).filter((r) => r.target === 'jobs')).toHaveLength(1);
    expect(run.error).toContain("HTTP 409: Conflict: the job taken-name already exists. A job with that name exists already: choose another 'name', or leave it out (and set 'job-name-prefix') to let the service generate one.");
  });

  it('a hung server cannot hang the workflow: request-timeout-seconds bounds every request', async () => {
    emulator.inject({ kind: 'hang', times: 2 });
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', name: 'hung-twice', 'request-timeout-seconds': '0.5', 'max-attempts': '2' }, { node, killAfterMs: 30_000 });
    expect(run.code).toBe(1);
    expect(run.error).toContain('failed: no answer within 500 ms (request-timeout-seconds). Gave up after 2 attempts.');
  });
});
