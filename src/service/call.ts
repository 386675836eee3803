// The one way the action calls the service. Each attempt sends one request and reads its answer;
// what cannot be read (no answer, a body too large or compressed) becomes a ServiceFailure of
// the operation; the operation's policy decides what is tried again (service/retry.ts), and the
// final failure says why it stopped. The caller says only what an answer means (Call.read).
import { excerpt } from '../contract/service-error.js';
import type { Answer } from '../contract/client.js';
import { detailsFromHeaders, ServiceFailure, StepStopped } from '../errors.js';
import { UnreadableAnswer } from './wire.js';
import { formatDuration, type Log } from '../log.js';
import { redact, redactIn } from '../secrets.js';
import type { Operation } from './operation.js';
import type { Pause } from './pause.js';
import { gaveUpAfter, isAmbiguous, isBusy, retryAndBackoff, sleep, type RetryOptions } from './retry.js';
import { classifyNetworkError } from './wire.js';

/**
 * An answer as the call reads it: a body that was not read (too large, compressed) has `unread` instead.
 * `said()` is what the answer may show, secrets removed; `refuse()` makes the failure that says
 * what the service answered, in those words unless given others.
 */
export type ReadAnswer<T> = Answer<T> & {
  unread?: string;
  said(): string;
  refuse(serviceMessage?: string): ServiceFailure;
};

export interface Call<T, R> {
  /** Where the request goes, as messages name it (read when one is made: a path may have moved on). */
  readonly url: string;
  /** Sends one request. */
  send(): Promise<Answer<T>>;
  /** What an answer means: the result, or a thrown failure. */
  read(answer: ReadAnswer<T>): R;
}

/** How many failed attempts a kind of call may still make in the whole step, whatever the call (the token's). */
interface Budget {
  /** Spends one failure; false when none is left, which ends the retries. */
  spend(): boolean;
}

interface CallOptions {
  maxAttempts: number;
  timeoutMs: number;
  log: Log;
  /** Starts each line this call logs: which job of a sweep. */
  tag?: string;
  /** The call carries an explicit name (Operation.isRetryable). */
  named?: boolean;
  /** A pause the calls of a sweep share: awaited before each attempt, lengthened by a busy answer (429, 503) for all of them. */
  pause?: Pause;
  /** Before each attempt, after the pause: what the attempt carries (its bearer). */
  prepare?: () => Promise<void>;
  /** Told of each failed attempt: what it may say of what exists (a lost answer). */
  observe?: (error: unknown) => void;
  /** The failures this kind of call may still spend in the step. */
  budget?: Budget;
  /** For tests: sleep and random (nothing else of it is taken). */
  retry?: Partial<RetryOptions>;
  /** Once aborted (the step was stopped), no further request is sent and no back-off is sat out. */
  signal?: AbortSignal;
}

export async function callService<T, R>(operation: Operation, call: Call<T, R>, options: CallOptions): Promise<R> {
  const named = options.named ?? false;
  let attempts = 0;
  const refusal = (answer: Answer<T>, serviceMessage: string) => {
    const { retryAfterMs, location } = detailsFromHeaders(answer.headers);
    // Where a redirect points is the server's say: shown short, without secrets.
    const shownLocation = location === undefined ? {} : { location: excerpt(redact(location)) };
    return new ServiceFailure({ operation, url: call.url, status: answer.status, serviceMessage, retryAfterMs, ...shownLocation });
  };

  let stop = false;
  const attempt = async (): Promise<R> => {
    try {
      return await attemptOnce();
    } catch (error) {
      options.observe?.(error);
      if (options.budget && !options.budget.spend()) stop = true;
      throw error;
    }
  };
  const attemptOnce = async (): Promise<R> => {
    // What came before this attempt (a token, a shared pause, a back-off) may have outlasted a stop.
    if (options.signal?.aborted) throw new StepStopped();
    attempts++;
    let answer: Answer<T> & { unread?: string };
    try {
      answer = await call.send();
    } catch (error) {
      if (!(error instanceof UnreadableAnswer)) {
        throw new ServiceFailure({ operation, url: call.url, network: classifyNetworkError(error, options.timeoutMs) });
      }
      answer = { ok: false, status: error.status, headers: error.headers, body: undefined, unread: error.reason };
    }
    // Asked when a message is made, after read() has masked whatever the answer held. Redacted
    // again once excerpted: the excerpt decodes HTML entities, which may spell a secret.
    const said = () => (answer.ok ? '' : (answer.unread ?? redact(operation.said(redactIn(answer.body)))));
    return call.read({ ...answer, said, refuse: (serviceMessage = said()) => refusal(answer, serviceMessage) });
  };

  const retryable = (error: unknown) => !stop && operation.isRetryable(error, named);
  try {
    return await retryAndBackoff(attempt, retryable, {
      maxAttempts: options.maxAttempts,
      // Outside the attempt: a token that cannot be had is the token's failure, with attempts of its own.
      beforeAttempt: async () => {
        await options.pause?.passed();
        await options.prepare?.();
      },
      onRetry: (error, n, delayMs) => {
        const busy = isBusy(error) && options.pause !== undefined;
        if (busy) options.pause!.extend(delayMs);
        options.log.warning(
          `${options.tag ?? ''}attempt ${n} of ${options.maxAttempts}: ${(error as Error).message}. Retrying in ${formatDuration(delayMs)}${busy ? ' (all submissions wait)' : ''}.`,
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
interface BearerSource {
  bearer(): Promise<string>;
  renewAfterRefusal(refused: string): boolean;
}

/**
 * A call that carries the step's bearer, taken before each attempt; a 401 renews the token once
 * (revoked, or a clock apart) and calls again. Submissions do not use it: a 401 there may call
 * for the id_token instead (core/submit.ts).
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
          prepare: async () => {
            bearer = await tokens.bearer();
          },
        },
      );
    } catch (error) {
      // A 401 of the token request itself (its credentials refused) is not this call's refusal of a bearer.
      const refusedBearer = error instanceof ServiceFailure && error.status === 401 && !error.details.operation.token;
      if (!(refusedBearer && !renewed && tokens.renewAfterRefusal(bearer))) throw error;
      log.info(`The service refused the token (401) during ${operation.title}: requesting a new one.`);
    }
  }
}
