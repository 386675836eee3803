// The service's clock as its answers' Date headers tell it: what "created since this step sent it" is measured with.
import { describe, expect, it } from 'vitest';
import { sawServiceDate, serviceClock, UNKNOWN_MS } from '../../src/service/clock.js';
import { createdSince } from '../../src/core/watched.js';

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
});
