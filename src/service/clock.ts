// The service's clock as its answers tell it: a job's creation time is the service's, and "created since this step sent it" is only as
// sure as the runner's clock and the service's agree. Each answer's Date header says how far apart they are, to a second or two.

/** Whole seconds, a trip's time, and the clocks of the service's own machines: what a Date header leaves unsure. */
const KNOWN_MS = 5_000;
/** Where no answer said its time (or one said a time past TRUSTED_MS), clocks may differ by minutes: a runner's need not be synced. */
export const UNKNOWN_MS = 2 * 60_000;
/** The farthest a Date header is believed: a runner's clock or a service's may drift minutes, but a Date half an hour or more apart is
 *  local time labelled GMT (every time zone is that far from UTC). */
const TRUSTED_MS = 25 * 60_000;

let offsetMs: number | undefined;

/** An answer's Date header, received at `receivedAt` by the runner's clock. */
export function sawServiceDate(date: string | null | undefined, receivedAt = Date.now()): void {
  const at = date ? Date.parse(date) : Number.NaN;
  if (Number.isFinite(at)) offsetMs = Math.abs(at - receivedAt) <= TRUSTED_MS ? at - receivedAt : undefined;
}

/** How far ahead of the runner's the service's clock is, and how unsure that is. */
export const serviceClock = () => (offsetMs === undefined ? { offsetMs: 0, unsureMs: UNKNOWN_MS } : { offsetMs, unsureMs: KNOWN_MS });
