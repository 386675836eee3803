// The one way the action calls the service. Each attempt sends one request and reads its answer;
// what cannot be read (no answer, a body too large or compressed) becomes a ServiceFailure of
// the operation; the operation's policy decides what is tried again (operations.ts), and the
// final failure says why it stopped. token.ts and submit.ts say only what an answer means.
import { excerpt } from './contract/service-error.js';
import type { Answer } from './contract/client.js';
import { detailsFromHeaders, ServiceFailure, StepStopped } from './errors.js';
import { UnreadableAnswer } from './http-fetch.js';
import { formatDuration, type Log } from './log.js';
import { redact, redactIn } from './mask.js';
import type { Operation } from './operations.js';
import { gaveUpAfter, isAmbiguous, isBusy, retryAndBackoff, sleep, type RetryOptions } from './retry.js';
import { classifyNetworkError } from './transport.js';

/** An answer as read: a body that was not read (too large, compressed) has `unread` instead. */
export type Reply<T> = Answer<T> & { unread?: string };

export interface Call<T, R> {
  /** Where the request goes, as messages name it (read when one is made: a form may have moved on). */
  readonly url: string;
  /** Sends one request. */
  send(): Promise<Answer<T>>;
  /**
   * What an answer means: the result, or a thrown failure. `said()` is what the service's answer
   * may show, secrets removed; `refuse()` makes the failure that says what the service answered,
   * in those words unless given others.
   */
  read(reply: Reply<T>, refuse: (serviceMessage?: string) => ServiceFailure, said: () => string): R;
}

export interface CallOptions {
  maxAttempts: number;
  timeoutMs: number;
  log: Log;
  /** Starts each line this call logs: which job of a sweep. */
  tag?: string;
  /** The call carries an explicit name (operations.ts, isRetryable). */
  named?: boolean;
  /** Awaited before each attempt: a pause that several calls share. */
  beforeAttempt?: () => Promise<void>;
  /** Told before each wait. */
  onRetry?: (error: unknown, delayMs: number) => void;
  /** A busy answer pauses every call that shares beforeAttempt's pause: the log says so. */
  sharesPause?: boolean;
  /** Told of each failed attempt; returning false stops the retries (a budget over many calls). */
  onFailure?: (error: unknown) => boolean;
  /** For tests: sleep and random (nothing else of it is taken). */
  retry?: Partial<RetryOptions>;
  /** Once aborted (the step was stopped), no further request is sent and no back-off is sat out. */
  signal?: AbortSignal;
}

export async function callService<T, R>(operation: Operation, call: Call<T, R>, options: CallOptions): Promise<R> {
  const named = options.named ?? false;
  let attempts = 0;
  const refusal = (reply: Reply<T>, serviceMessage: string) => {
    const { retryAfterMs, location } = detailsFromHeaders(reply.headers);
    // Where a redirect points is the server's say: shown short, without secrets.
    const shownLocation = location === undefined ? {} : { location: excerpt(redact(location)) };
    return new ServiceFailure({ operation, url: call.url, status: reply.status, serviceMessage, retryAfterMs, ...shownLocation });
  };

  let stop = false;
  const attempt = async (): Promise<R> => {
    try {
      return await attemptOnce();
    } catch (error) {
      if (options.onFailure && !options.onFailure(error)) stop = true;
      throw error;
    }
  };
  const attemptOnce = async (): Promise<R> => {
    // What came before this attempt (a token, a shared pause, a back-off) may have outlasted a stop.
    if (options.signal?.aborted) throw new StepStopped();
    attempts++;
    let reply: Reply<T>;
    try {
      reply = await call.send();
    } catch (error) {
      if (!(error instanceof UnreadableAnswer)) {
        throw new ServiceFailure({ operation, url: call.url, network: classifyNetworkError(error, options.timeoutMs) });
      }
      reply = { ok: false, status: error.status, headers: error.headers as unknown as Headers, body: undefined, unread: error.reason };
    }
    // Asked when a message is made, after read() has masked whatever the answer held.
    const said = () => (reply.ok ? '' : (reply.unread ?? operation.said(redactIn(reply.body))));
    return call.read(reply, (serviceMessage = said()) => refusal(reply, serviceMessage), said);
  };

  const retryable = (error: unknown) => !stop && operation.isRetryable(error, named);
  try {
    return await retryAndBackoff(attempt, retryable, {
      maxAttempts: options.maxAttempts,
      beforeAttempt: options.beforeAttempt,
      onRetry: (error, n, delayMs) => {
        options.onRetry?.(error, delayMs);
        options.log.warning(
          `${options.tag ?? ''}attempt ${n} of ${options.maxAttempts}: ${(error as Error).message}. Retrying in ${formatDuration(delayMs)}${
            isBusy(error) && options.sharesPause ? ' (all submissions wait)' : ''
          }.`,
        );
      },
      // Only the waits come from outside: the limit, the pause and the bearer are this call's.
      sleep: (ms) => (options.retry?.sleep ?? sleep)(ms, options.signal),
      ...(options.retry?.random ? { random: options.retry.random } : {}),
    });
  } catch (error) {
    if (error instanceof ServiceFailure && error.details.operation === operation && !error.note) error.note = whyItStopped(operation, error, named, attempts);
    throw error;
  }
}

/** Why a final failure was not retried, or that the attempts ran out. */
function whyItStopped(operation: Operation, error: ServiceFailure, named: boolean, attempts: number): string | undefined {
  if (operation.creates && isAmbiguous(error) && !named) {
    return "It was not retried: the service may have created the job before the answer was lost, and without a 'name' a second attempt could create a second job. Set 'name' to make submissions retry-safe.";
  }
  // Retryable, yet it stopped: the attempts (or the step's budget for them) ran out.
  if (attempts > 1 && operation.isRetryable(error, named)) return gaveUpAfter(attempts);
  return undefined;
}

/** Where a call's bearer comes from: the step's TokenSource. */
export interface BearerSource {
  bearer(): Promise<string>;
  renewAfterRefusal(refused: string): boolean;
}

/**
 * A call that carries the step's bearer, taken before each attempt; a 401 renews the token once
 * (revoked, or a clock apart) and calls again. Submissions do not use it: a 401 there may call
 * for the id_token instead (submit.ts).
 */
export async function callWithBearer<T, R>(
  tokens: BearerSource,
  log: Log,
  operation: Operation,
  call: (bearer: () => string) => Call<T, R>,
  options: { maxAttempts: number; timeoutMs: number; retry?: Partial<RetryOptions> },
): Promise<R> {
  for (let renewed = false; ; renewed = true) {
    let bearer = '';
    try {
      return await callService(
        operation,
        call(() => bearer),
        {
          ...options,
          log,
          beforeAttempt: async () => {
            bearer = await tokens.bearer();
          },
        },
      );
    } catch (error) {
      if (!(error instanceof ServiceFailure && error.status === 401 && !renewed && tokens.renewAfterRefusal(bearer))) throw error;
      log.info(`The service refused the token (401) during ${operation.title}: requesting a new one.`);
    }
  }
}
