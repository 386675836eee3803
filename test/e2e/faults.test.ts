// Faults on the bundle: a few of each class on both runtimes, and the limits of retries. Whatever
// happens on the wire, no job is ever created twice, and a run ends within what its timeouts and
// attempts allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { leaks, runAction } from '../helpers/run-action.js';
import { runtimes } from '../helpers/runtimes.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
type Fault = Parameters<Emulator['inject']>[0];

/**
 * One fault of each class, on the bundle: busy, ambiguous after creating (recovered with a name,
 * refused without), and a token endpoint that hangs. The whole matrix runs in-process, in
 * test/unit/faults.test.ts; these show that the bundle behaves as the layer it is built from.
 */
const SMOKE: [string, Fault, string | undefined, 'created' | 'recovered' | 'failed'][] = [
  ['429 with Retry-After: 0', { kind: 'status', status: 429, retryAfter: 0 }, undefined, 'created'],
  ['500 after creating, named', { kind: 'status', status: 500 }, 'smoke-named', 'recovered'],
  ['connection reset after the body was read, unnamed', { kind: 'reset' }, undefined, 'failed'],
  ['token: a response that never comes', { target: 'token', kind: 'hang' }, undefined, 'created'],
];

describe.each(runtimes())('faults on the bundle, on $name', ({ node }) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it.each(SMOKE)('%s', async (_, fault, name, end) => {
    const unique = name && `${name}-${Math.random().toString(36).slice(2, 8)}`;
    const before = emulator.jobs.length;
    emulator.inject(fault);
    const run = await runAction(
      { ...emulator.settings(), project: 'p', image: 'i', name: unique, 'request-timeout-seconds': '0.5', 'max-attempts': '3' },
      { node, killAfterMs: 30_000 },
    );
    const created = emulator.jobs.slice(before);
    expect(created.length, 'never two jobs').toBeLessThanOrEqual(1);
    expect(leaks(run, [emulator.clientSecret, ...emulator.issued])).toEqual([]);
    if (end === 'failed') {
      expect(run.code).toBe(1);
      expect(run.outputs['job-names']).toBe('[]');
      expect(run.error).toContain('It was not retried: the service may have created the job before the answer was lost');
      // Where to look: the start of the name the service gives it.
      expect(run.error).toContain('Look for it (its name starts "job-") in project "p"');
      expect(run.error).not.toContain('An earlier attempt'); // the one attempt that lost its answer was the last
    } else {
      expect(run.error).toBe('');
      expect(run.outputs['job-name']).toBe(created[0]!.name);
    }
    if (end === 'recovered') expect(run.log).toContain(`job "${unique}" already exists (409) after an attempt whose answer was lost`);
  });
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
    expect(run.error).toMatch(
      /was answered with HTTP 429: Too many requests: try again later\. Gave up after 3 attempts\. The service stayed busy through every attempt: try again later, or raise 'max-attempts'\.$/,
    );
  });

  it('another 4xx is never retried', async () => {
    const name = 'taken-name';
    await runAction({ ...emulator.settings(), project: 'p', image: 'i', name }, { node });
    const before = emulator.requests.length;
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', name }, { node });
    expect(run.code).toBe(1);
    expect(emulator.requests.slice(before).filter((r) => r.target === 'jobs')).toHaveLength(1);
    expect(run.error).toContain(
      "HTTP 409: Conflict: the job taken-name already exists. A job with that name exists already: choose another 'name', or leave it out (and set 'job-name-prefix') to let the service generate one.",
    );
  });

  it('a named job whose every answer was lost is found by the list, created since the step started, and taken as created', async () => {
    const name = `lost-${node.length}-${Math.random().toString(36).slice(2, 8)}`;
    // The first attempt creates the job, and each answer is a 500.
    emulator.inject({ kind: 'status', status: 500, times: 3 });
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', name, 'max-attempts': '3' }, { node });
    expect(run.error).toBe('');
    expect(run.outputs['job-name']).toBe(name);
    expect(emulator.jobs.filter((j) => j.name === name)).toHaveLength(1);
    expect(run.log).toContain(`the submission of "${name}" failed after an attempt whose answer was lost, but the job is listed, created after it was sent`);
  });

  it('a hung server cannot hang the workflow: request-timeout-seconds bounds every request', async () => {
    emulator.inject({ kind: 'hang', times: 2, create: false });
    const run = await runAction(
      { ...emulator.settings(), project: 'p', image: 'i', name: 'hung-twice', 'request-timeout-seconds': '0.5', 'max-attempts': '2' },
      { node, killAfterMs: 30_000 },
    );
    expect(run.code).toBe(1);
    expect(run.error).toContain('failed: no answer within 500 ms (request-timeout-seconds). Gave up after 2 attempts.');
  });
});
