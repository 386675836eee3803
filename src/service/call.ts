// The one way the action calls the service: each attempt sends one request and reads its answer; the operation's policy
// decides what is tried again (retry.ts), and the final failure says why it stopped. The caller says what an answer means.
import { excerpt } from '../contract/service-error.js';
import type { Answer } from '../contract/client.js';
import { parseRetryAfter, ServiceFailure, StepStopped } from '../errors.js';
import { classifyNetworkError, timeLeft, UnreadableAnswer } from './wire.js';
import { formatDuration, type Log } from '../log.js';
import { redact, redactIn } from '../secrets.js';
import type { Operation } from './operation.js';
import { sawServiceDate } from './clock.js';
import { backoffDelay, isBusy, mayHaveCreated, sleep, type Pause, type RetryClock } from './retry.js';

/** An answer as read: `unread` for a body not read; `said()` what it may show, secrets removed; `refuse()` the failure, in its words unless given others. */
export type ReadAnswer<T> = Answer<T> & { unread?: string; said(): string; refuse(serviceMessage?: string): ServiceFailure };

export interface Call<T, R> {
  /** Where the request goes, as messages name it (read when one is made: a path may have moved on). */
  readonly url: string;
  send(): Promise<Answer<T>>;
  /** What an answer means: the result, or a thrown failure. */
  read(answer: ReadAnswer<T>): R;
}

/** An answer's data; else its refusal, and for a 2xx that is not `expected` (a page from something in the way), that it is not. */
export function dataOf<T>(answer: ReadAnswer<T>, expected?: string): T {
  if (answer.ok) return answer.data;
  const ok = answer.status >= 200 && answer.status < 300;
  throw ok && expected !== undefined ? answer.refuse(answer.unread ?? `not ${expected}${answer.said() ? `: ${answer.said()}` : ''}`) : answer.refuse();
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
  /** How many failed attempts this kind of call may still make in the whole step (the token's); false ends the retries. */
  budget?: { spend(): boolean };
  /** For tests: the back-off's sleep and random. */
  retry?: RetryClock;
  /** Once aborted (the step was stopped), no further request is sent and no back-off is sat out. */
  signal?: AbortSignal;
}

export async function callService<T, R>(operation: Operation, call: Call<T, R>, options: CallOptions): Promise<R> {
  const named = options.named ?? false;
  const attemptOnce = async (attempt: number): Promise<R> => {
    // What came before this attempt (a token, a shared pause, a back-off) may have outlasted a stop.
    if (options.signal?.aborted) throw new StepStopped();
    const answer: Answer<T> & { unread?: string; tooLarge?: boolean } = await call.send().catch((error: unknown) => {
      if (!(error instanceof UnreadableAnswer)) throw new ServiceFailure({ operation, url: call.url, network: classifyNetworkError(error, options.timeoutMs) });
      return { ok: false, status: error.status, headers: error.headers, body: undefined, unread: error.reason, tooLarge: error.tooLarge };
    });
    // What --debug (a workflow's debug logging) shows of the conversation: each request's answer (the host's log hides secrets, as in every line).
    options.log.debug(`${options.tag ?? ''}${operation.title}, ${call.url}: HTTP ${answer.status} (attempt ${attempt})`);
    // Not a token issuer's: it may be another host (auth-url), whose clock is not the one that dates jobs.
    if (!operation.token) sawServiceDate(answer.headers.get('date'));
    // Made for a message, after read() masked the answer; redacted again once excerpted: the excerpt decodes HTML entities, which may spell a secret.
    const said = () => (answer.ok ? '' : (answer.unread ?? redact(operation.said(redactIn(answer.body)))));
    const refuse = (serviceMessage = said()) => {
      // A date is the service's time: read against its answer's Date, not the runner's clock, which may be minutes apart.
      const saidAt = Date.parse(answer.headers.get('date') ?? '');
      const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'), Number.isFinite(saidAt) ? saidAt : undefined);
      // Where a redirect points is the server's say: shown short, without secrets.
      const location = answer.headers.get('location');
      const shownLocation = location === null ? undefined : excerpt(redact(location));
      const inJson = !answer.ok && answer.body !== null && typeof answer.body === 'object';
      const tooLarge = answer.tooLarge ? { tooLarge: true } : {};
      const ok = answer.status >= 200 && answer.status < 300;
      const webPage = ok && /^\s*text\/html\b/i.test(answer.headers.get('content-type') ?? '') ? { webPage: true } : {};
      return new ServiceFailure({
        operation,
        url: call.url,
        status: answer.status,
        serviceMessage,
        retryAfterMs,
        inJson,
        location: shownLocation,
        ...tooLarge,
        ...webPage,
      });
    };
    return call.read({ ...answer, said, refuse });
  };
  /** Why a final failure was not retried, or that the attempts (or the step's budget for them) ran out. */
  const finalFailure = (error: unknown, attempts: number): unknown => {
    if (!(error instanceof ServiceFailure && error.details.operation === operation) || error.note) return error;
    if (operation.creates && mayHaveCreated(error) && !named) {
      error.note =
        "It was not retried: the service may have created the job before the answer was lost, and without a 'name' a second attempt could create a second job. Set 'name' to make submissions retry-safe.";
    } else if (attempts > 1 && operation.isRetryable(error, named)) error.note = `Gave up after ${attempts} attempts.`;
    return error;
  };

  for (let attempt = 1; ; attempt++) {
    // Outside the attempt: a token that cannot be had is the token's failure, with attempts of its own.
    await options.pause?.passed(options.signal);
    await options.prepare?.();
    try {
      return await attemptOnce(attempt);
    } catch (error) {
      options.observe?.(error);
      if (options.budget?.spend() === false || attempt >= options.maxAttempts || !operation.isRetryable(error, named)) throw finalFailure(error, attempt);
      // Stopped meanwhile (the step's closing may be what cut this attempt): no retry is sent, so none is announced.
      if (options.signal?.aborted) throw new StepStopped();
      const delayMs = backoffDelay(error, attempt, options.retry);
      // Under a deadline (a stopped step's deletion), a wait that would outlast it is not begun: the failure is said in time.
      if (delayMs >= timeLeft()) throw finalFailure(error, attempt);
      const busy = isBusy(error) && options.pause !== undefined;
      if (busy) options.pause!.extend(delayMs);
      options.log.warning(
        `${options.tag ?? ''}attempt ${attempt} of ${options.maxAttempts}: ${(error as Error).message}. Retrying in ${formatDuration(delayMs)}${busy ? ' (all submissions wait)' : ''}.`,
      );
      await (options.retry?.sleep ?? sleep)(delayMs, options.signal);
    }
  }
}
