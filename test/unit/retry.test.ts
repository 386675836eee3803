// The retry policy, with an injected clock: what is retried, how long it waits, when it stops.
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../src/contract/client.js';
import { failureMessage, parseRetryAfter, ServiceFailure, StepStopped, type ServiceFailureDetails } from '../../src/errors.js';
import { OPERATIONS } from '../../src/backends/researcher/operations.js';
import { callService, dataOf, type ReadAnswer } from '../../src/service/call.js';
import { MAX_RETRY_AFTER_MS, Pause, backoffDelay, sleep } from '../../src/service/retry.js';

const submitIsRetryable = (named: boolean) => (error: unknown) => OPERATIONS.submit.isRetryable(error, named);
const tokenIsRetryable = (error: unknown) => OPERATIONS.token.isRetryable(error, false);

const answered = (status: number, extra: Partial<ServiceFailureDetails> = {}) =>
  new ServiceFailure({ operation: OPERATIONS.submit, url: 'http://x/api/v1/jobs', status, ...extra });
const network = (kind: 'not-sent' | 'ambiguous' | 'tls') =>
  new ServiceFailure({ operation: OPERATIONS.submit, url: 'http://x/api/v1/jobs', network: { kind, cause: kind } });

describe('which failures are retried', () => {
  const cases: [string, ServiceFailure, boolean, boolean, boolean][] = [
    // failure, submit without a name, submit with a name, token request
    ['429', answered(429), true, true, true],
    ['503 in the service’s JSON', answered(503, { inJson: true }), true, true, true],
    ['503 with Retry-After', answered(503, { retryAfterMs: 1000 }), true, true, true],
    // A gateway's, in text: its upstream may have taken the request before it failed.
    ['503 from a gateway', answered(503), false, true, true],
    ['connection refused', network('not-sent'), true, true, true],
    ['502', answered(502), false, true, true],
    ['504', answered(504), false, true, true],
    ['500', answered(500), false, true, true],
    ['timeout or reset', network('ambiguous'), false, true, true],
    ['untrusted certificate', network('tls'), false, false, false],
    ['400', answered(400), false, false, false],
    ['401', answered(401), false, false, false],
    ['403', answered(403), false, false, false],
    ['404', answered(404), false, false, false],
    ['409', answered(409), false, false, false],
  ];
  it.each(cases)('%s: unnamed %s, named %s, token %s', (_, failure, unnamed, named, token) => {
    expect(submitIsRetryable(false)(failure)).toBe(unnamed);
    expect(submitIsRetryable(true)(failure)).toBe(named);
    expect(tokenIsRetryable(failure)).toBe(token);
  });

  it('a programming error is never retried', () => {
    expect(submitIsRetryable(true)(new TypeError('x'))).toBe(false);
    expect(tokenIsRetryable(new TypeError('x'))).toBe(false);
  });
});

describe('how long it waits', () => {
  it('backs off exponentially with full jitter under a ceiling', () => {
    const options = { random: () => 1 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(answered(502), attempt, options))).toEqual([1000, 2000, 4000, 8000, 16_000, 20_000]);
    expect(backoffDelay(answered(502), 3, { ...options, random: () => 0.5 })).toBe(2000);
    expect(backoffDelay(answered(502), 3, { ...options, random: () => 0 })).toBe(0);
  });

  it('honours Retry-After, in seconds or as a date, up to a cap', () => {
    expect(backoffDelay(answered(429, { retryAfterMs: 7000 }), 1, { random: () => 1 })).toBe(7000);
    expect(backoffDelay(answered(429, { retryAfterMs: 3_600_000 }), 1, {})).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(5000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('a stop', () => {
  it('ends a back-off at once, also one that begins after it (a stop during an attempt): none is sat out', async () => {
    const stop = new AbortController();
    const ended: string[] = [];
    void sleep(3_600_000, stop.signal).then(() => ended.push('before'));
    stop.abort();
    void sleep(3_600_000, stop.signal).then(() => ended.push('after'));
    await new Promise((done) => setTimeout(done, 0));
    expect(ended).toEqual(['before', 'after']);
  });
});

describe('hints', () => {
  it('a redirect names where it goes and which input to change', async () => {
    const { failureMessage } = await import('../../src/errors.js');
    const failure = new ServiceFailure({
      operation: OPERATIONS.submit,
      url: 'http://c.example.com/api/v1/jobs',
      status: 301,
      location: 'https://c.example.com/api/v1/jobs',
    });
    expect(failureMessage(failure)).toBe(
      "submit-runai-job failed: the job submission to http://c.example.com/api/v1/jobs was answered with HTTP 301. The server says the address redirects to https://c.example.com/api/v1/jobs, and a request is not sent on after a redirect: if that is the service's own address, set 'base-url' to it, https:// included.",
    );
  });
});

describe("callService's retry loop", () => {
  /** A clock that only the shared pause moves on (a back-off's sleep is recorded, not sat out), and what was waited: nothing here waits for real. */
  function clock() {
    const at = { ms: 0, sleeps: [] as number[], pauses: [] as number[] };
    const pause = new Pause(
      () => at.ms,
      async (ms) => void (at.pauses.push(ms), (at.ms += ms)),
    );
    const retry = { sleep: async (ms: number) => void at.sleeps.push(ms), random: () => 0.5 };
    return { at, pause, retry };
  }
  const busy = (seconds: number): Answer<string> => ({ ok: false, status: 429, headers: new Headers({ 'retry-after': String(seconds) }), body: undefined });
  const ok: Answer<string> = { ok: true, status: 201, headers: new Headers(), data: 'created' };
  /** A call that answers these, in turn, and the times it was sent at. */
  const calling = (answers: Answer<string>[], at: { ms: number }) => {
    const sentAt: number[] = [];
    const call = {
      url: 'http://x/api/v1/jobs',
      send: async () => (sentAt.push(at.ms), answers.shift()!),
      read: (answer: ReadAnswer<string>) => dataOf(answer),
    };
    return { call, sentAt };
  };
  const warnings: string[] = [];
  const log = { info() {}, debug() {}, warning: (line: string) => void warnings.push(line) };

  it('a busy answer pauses every call that shares the pause, until its Retry-After has passed, and says so', async () => {
    const { at, pause, retry } = clock();
    const first = calling([busy(2), ok], at);
    const second = calling([ok], at);
    let started: Promise<string> | undefined;
    // The second call starts while the first backs off: it waits for the pause before its first attempt.
    const sleep = async (ms: number) => void (at.sleeps.push(ms), await (started ??= callService(OPERATIONS.submit, second.call, options)));
    const options = { maxAttempts: 3, timeoutMs: 1000, log, pause, retry: { ...retry, sleep }, named: true };
    await expect(callService(OPERATIONS.submit, first.call, options)).resolves.toBe('created');
    await expect(started).resolves.toBe('created');
    expect(at.pauses).toEqual([2000]);
    expect(second.sentAt).toEqual([2000]);
    expect(first.sentAt).toEqual([0, 2000]);
    expect(warnings.at(-1)).toMatch(/^attempt 1 of 3: .*HTTP 429.*\. Retrying in 2 s \(all submissions wait\)\.$/);
  });

  it('gives up after max-attempts, with the back-off between them, and says how many were made', async () => {
    const { at, retry } = clock();
    const { call, sentAt } = calling([busy(1), busy(1), busy(1), ok], at);
    const failure = await callService(OPERATIONS.submit, call, { maxAttempts: 3, timeoutMs: 1000, log, retry, named: true }).catch((e: unknown) => e);
    expect(sentAt).toHaveLength(3);
    expect(at.sleeps).toEqual([1000, 1000]);
    expect(failureMessage(failure)).toContain('Gave up after 3 attempts.');
  });

  it("a budget spent (the step's token attempts) ends the retries at once", async () => {
    const { at, retry } = clock();
    const { call, sentAt } = calling([busy(1), ok], at);
    const budget = { spend: () => false };
    await expect(callService(OPERATIONS.submit, call, { maxAttempts: 5, timeoutMs: 1000, log, retry, named: true, budget })).rejects.toThrow(/HTTP 429/);
    expect(sentAt).toHaveLength(1);
    expect(at.sleeps).toEqual([]);
  });

  it('once the step is stopped, nothing more is sent', async () => {
    const { at, retry } = clock();
    const stop = new AbortController();
    const { call, sentAt } = calling([busy(1), ok], at);
    const sleep = async (ms: number) => (await retry.sleep(ms), stop.abort());
    const options = { maxAttempts: 3, timeoutMs: 1000, log, retry: { ...retry, sleep }, named: true, signal: stop.signal };
    await expect(callService(OPERATIONS.submit, call, options)).rejects.toBeInstanceOf(StepStopped);
    expect(sentAt).toHaveLength(1);
  });
});
