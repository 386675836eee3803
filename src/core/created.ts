// When a job was created, by the service's clock, and whether that makes it this step's: a job of
// a step's name may be an older one, someone else's or an earlier run's, and must never pass for
// the step's own (neither after a lost answer, nor when a stopped step deletes what it may have made).

/**
 * Clocks disagree: a job of the same name counts as this step's if the service says it was
 * created at most this long before the step started (and no later than this after now).
 */
export const CLOCK_SKEW_MS = 2 * 60_000;

/**
 * Whether a listed job was created since `since` (when a step started), by the service's clock:
 * no earlier than the clocks may differ by, and no later than now by as much. A job that gives no
 * time, or a time in the future, cannot be told to be this step's.
 */
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
