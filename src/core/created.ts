// When a job was created, by the service's clock: a job of the step's name may be older (someone
// else's, an earlier run's) and must never pass for the step's own.

/** How far the service's clock and the step's may disagree. */
export const CLOCK_SKEW_MS = 2 * 60_000;

/** Whether a listed job was created since `since`, give or take the clocks' skew; one with no time, or a future one, is not. */
export function createdSince(createdAt: number | string | undefined, since: number, now = Date.now()): boolean {
  const at = creationTime(createdAt);
  return at !== undefined && at >= since - CLOCK_SKEW_MS && at <= now + CLOCK_SKEW_MS;
}

/** A list's createdAt as epoch milliseconds: documented as milliseconds; seconds and ISO dates are read too. */
export function creationTime(value: number | string | undefined): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value < 1e11 ? value * 1000 : value;
  if (typeof value === 'string' && value !== '') {
    const parsed = /^\d+$/.test(value) ? creationTime(Number(value)) : Date.parse(value);
    return parsed !== undefined && Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** When a listed job was created, never after `now`, and `now` when the service does not say. */
export const createdAt = (value: number | string | undefined, now: number) => Math.min(creationTime(value) ?? now, now);
