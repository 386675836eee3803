// The service's clock as its answers' Date headers tell it: what "created since this step sent it" is measured with.
import { describe, expect, it } from 'vitest';
import { sawServiceDate, serviceClock, UNKNOWN_MS } from '../../src/service/clock.js';
import { createdAt, createdSince } from '../../src/core/watched.js';
import { parseRetryAfter } from '../../src/errors.js';

describe("the service's clock", () => {
  it('is minutes unsure until an answer says its time; then a job a minute older than the step is not the step’s', () => {
    const sent = Date.parse('2026-11-26T12:00:00Z');
    expect(serviceClock()).toEqual({ offsetMs: 0, unsureMs: UNKNOWN_MS });
    expect(createdSince(sent - 60_000, sent, sent + 1_000)).toBe(true);
    // The service's clock runs 30 s ahead of the runner's.
    sawServiceDate(new Date(sent + 30_000).toUTCString(), sent);
    expect(createdSince(sent - 60_000, sent, sent + 1_000)).toBe(false);
    expect(createdSince(sent + 30_500, sent, sent + 1_000)).toBe(true);
    expect(createdSince(sent + 1_000, sent, sent + 1_000)).toBe(false);
  });

  it('a Date no clock could be apart by, or none, tells nothing', () => {
    sawServiceDate('Fri, 01 Jan 3000 00:00:00 GMT');
    expect(serviceClock().unsureMs).toBe(UNKNOWN_MS);
    sawServiceDate(new Date().toUTCString());
    sawServiceDate('not a date');
    expect(serviceClock().unsureMs).toBeLessThan(UNKNOWN_MS);
  });

  it('a runner minutes apart from the service (not synced) is known so by the Date, and times are read by it; a Date an hour apart (local time labelled GMT) is not', () => {
    const sent = Date.parse('2026-11-26T12:00:00Z');
    // The runner's clock is 3 minutes ahead of the service's.
    sawServiceDate(new Date(sent - 180_000).toUTCString(), sent);
    expect(serviceClock()).toEqual({ offsetMs: -180_000, unsureMs: expect.any(Number) });
    // The job the step's lost answer created, 1 s after it was sent by the service's clock, is the step's; one a minute older is not.
    expect(createdSince(sent - 180_000 + 1_000, sent, sent + 5_000)).toBe(true);
    expect(createdSince(sent - 240_000, sent, sent + 5_000)).toBe(false);
    // An attached job created 10 s before the step, by the service's clock, was created 10 s ago, not 3 min 10 s.
    expect(createdAt(sent - 180_000 - 10_000, sent)).toBe(sent - 10_000);
    sawServiceDate(new Date(sent + 3_600_000).toUTCString(), sent);
    expect(serviceClock().unsureMs).toBe(UNKNOWN_MS);
  });

  it('a Retry-After date is the service’s time, read against its Date', () => {
    const date = Date.parse('2026-11-26T12:00:00Z');
    // Whatever the runner's clock says: 5 s after the answer's Date.
    expect(parseRetryAfter(new Date(date + 5_000).toUTCString(), date)).toBe(5_000);
  });
});
