// The retry policy, with an injected clock: what is retried, how long it waits, when it stops.
import { describe, expect, it } from 'vitest';
import { parseRetryAfter, ServiceFailure, type ServiceFailureDetails } from '../../src/errors.js';
import { OPERATIONS } from '../../src/backends/researcher/operations.js';
import { MAX_RETRY_AFTER_MS, backoffDelay } from '../../src/service/retry.js';

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
