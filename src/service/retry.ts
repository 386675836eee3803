// How long to wait before a request is tried again (callService's loop, call.ts), with an injectable sleep and random
// source so that tests never wait; the rules at the end make the backends' operations. To change what a call retries, change its rule here.
import { serviceMessage } from '../contract/service-error.js';
import { ServiceFailure } from '../errors.js';
import type { Operation } from './operation.js';

/** What tests replace so that a retry never waits: the back-off's sleep, and the random source of its jitter. */
export type RetryClock = { sleep?: (ms: number, signal?: AbortSignal) => Promise<void>; random?: () => number };

/** The first back-off ceiling, doubled each attempt (full jitter below it), up to MAX_DELAY_MS. */
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 20_000;
/** A Retry-After longer than this is cut to it: a step should not sit idle for an hour. */
export const MAX_RETRY_AFTER_MS = 120_000;

/** Waits `ms`, or less when the signal is aborted first: a stopped step does not sit out a back-off. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((done) => {
    // A signal aborted already never calls a listener: a stop that came before the sleep ends it at once.
    const timer = setTimeout(finish, signal?.aborted ? 0 : ms);
    function finish() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', finish);
      done();
    }
    signal?.addEventListener('abort', finish, { once: true });
  });

/** One pause for every submission of a step: a 429 or 503 means the service is busy for all of them, not just the one told. */
export class Pause {
  private until = 0;
  constructor(
    private readonly now: () => number = Date.now,
    private readonly wait: (ms: number, signal?: AbortSignal) => Promise<void> = sleep,
  ) {}
  extend(ms: number): void {
    this.until = Math.max(this.until, this.now() + ms);
  }
  /** Once `signal` aborts (a stop), waited for no longer: the caller sends nothing after a stop. */
  async passed(signal?: AbortSignal): Promise<void> {
    for (let left = this.until - this.now(); left > 0 && !signal?.aborted; left = this.until - this.now()) await this.wait(left, signal);
  }
}

/** The wait after failed attempt `attempt`: Retry-After when given, else exponential with full jitter. */
export function backoffDelay(error: unknown, attempt: number, { random = Math.random }: Pick<RetryClock, 'random'> = {}): number {
  const retryAfter = error instanceof ServiceFailure ? error.details.retryAfterMs : undefined;
  if (retryAfter !== undefined) return Math.min(retryAfter, MAX_RETRY_AFTER_MS);
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
  return Math.round(random() * ceiling);
}

/** The service asked everyone to slow down: 429 Too Many Requests, 503 Unavailable. */
export const isBusy = (error: unknown): boolean => error instanceof ServiceFailure && (error.status === 429 || error.status === 503);

/** The failure may have happened after the service acted on the request: a gateway error, a timeout or a reset after sending, or a 500. */
const isAmbiguous = (error: unknown): boolean =>
  error instanceof ServiceFailure && (error.details.network ? error.details.network.kind === 'ambiguous' : [500, 502, 504].includes(error.status ?? 0));

/** Nothing reached the service: refused, DNS, unreachable. */
const isNotSent = (error: unknown) => error instanceof ServiceFailure && error.details.network?.kind === 'not-sent';

/** Read-only or idempotent calls (a token, a lookup, a deletion): whatever failed may be tried again, except a refusal (4xx). */
const harmlessToRepeat = (error: unknown): boolean =>
  isBusy(error) || isNotSent(error) || isAmbiguous(error) || (error instanceof ServiceFailure && (error.status ?? 0) >= 500);

/** Whether a failed create may have created: an ambiguous failure, or a gateway's 503. The service says "come back later" in its own JSON error,
 *  or with Retry-After; a gateway's 503 in text ("upstream connect error or disconnect/reset before headers") may come after it passed the request on. */
export const mayHaveCreated = (error: unknown): boolean =>
  isAmbiguous(error) || (error instanceof ServiceFailure && error.status === 503 && error.details.retryAfterMs === undefined && !error.details.inJson);

/** A call that creates: retried when the service surely created nothing (busy, not sent), and when it may have only if the job is named, so that
 *  a second attempt meets the first one's job (a 409) instead of creating another. Never another 4xx. */
export const harmlessUnlessUnnamed = (error: unknown, named: boolean): boolean => (mayHaveCreated(error) ? named : isBusy(error) || isNotSent(error));

/** A deletion by name: as any idempotent call, except after its answer was lost (a timeout, a reset once sent, a gateway's 504): it may have
 *  deleted the job, and the name be another run's job by the next attempt. The service's own failures (500, 502, 503) are tried again. */
export const unlessAnswerLost = (error: unknown): boolean =>
  harmlessToRepeat(error) && !(error instanceof ServiceFailure && (error.details.network?.kind === 'ambiguous' || error.status === 504));

/** A list: read-only, and a success that is not a list is a page from something in the way, as passing as a 503. */
export const worthListingAgain = (error: unknown): boolean =>
  harmlessToRepeat(error) || (error instanceof ServiceFailure && (error.status ?? 0) >= 200 && (error.status ?? 0) < 300);

/** An operation of a generation's OPERATIONS: read-only and retried (harmlessToRepeat) at 'base-url', showing serviceMessage, unless `more` says otherwise. */
export const operation = (title: string, hints: Operation['hints'], more: Partial<Operation> = {}): Operation => ({
  title,
  addressInput: 'base-url',
  creates: false,
  isRetryable: harmlessToRepeat,
  said: serviceMessage,
  hints,
  ...more,
});
