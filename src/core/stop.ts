// A stopped step (the runner's SIGINT then SIGTERM, a terminal's Ctrl-C; host/step.ts listens) has seconds to delete what it created, and sends nothing new.

/** The runner's SIGTERM comes this long after its SIGINT, and then its kill: all the step writes after a stop is written before it. */
export const RUNNER_SIGTERM_MS = 7_500;

/** A stopped step deletes its jobs within this long of the signal, leaving the rest of RUNNER_SIGTERM_MS to say what it did. */
export const STOP_DEADLINE_MS = 5_000;

/** After a stop, how long submissions already sent may still take to answer, of the 5 s there are. */
export const SUBMISSION_GRACE_MS = 3_000;

/** The step being stopped: aborted by which signal, and when. */
export type Stop = { signal: AbortSignal; by?: string; at?: number };

/** The promise's value, or undefined once stopped (after `graceMs` more, if it settles within it); the work goes on unawaited. */
export function unlessStopped<T>(promise: Promise<T>, signal: AbortSignal | undefined, graceMs = 0): Promise<T | undefined> {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const onAbort = () => (graceMs ? setTimeout(() => resolve(undefined), graceMs).unref() : resolve(undefined));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
