// A job's own log, where its backend serves it: its last lines once it did not do as asked
// (logs: tail), or every line as it is written (logs: follow). Log text is service text: each line
// is masked, stripped of control characters, cut, and printed after the job's name, so that it
// can never start a workflow command. Memory stays bounded whatever the log and however many the
// jobs: a line is cut as it arrives, only the last lines are kept, at most MAX_TAILED_JOBS logs are
// read for their end and MAX_FOLLOWED_JOBS followed, and a followed log stops being printed past
// MAX_FOLLOWED_LINES. Reading a log never holds up a stop or a deletion: the tails share one
// deadline, request-timeout-seconds, and a stop ends them at once.
import type { JobLogs } from '../backends/backend.js';
import type { Log } from '../log.js';
import { forLog, forLogLine, LOG_ARRIVAL_LIMIT } from '../safe-text.js';
import { redact } from '../secrets.js';
import { hasEnded, type Watched } from './watched.js';

/** The last lines a summary shows of a job's log. */
const TAIL_LINES = 50;
/** A followed log prints at most this many lines a job; the rest is read and only its end kept. */
const MAX_FOLLOWED_LINES = 5_000;
/** The jobs whose logs a step follows at once: each holds a connection and its last lines. */
export const MAX_FOLLOWED_JOBS = 10;
/** A log read for its last lines is done when nothing arrives for this long (a job still running keeps its stream open). */
const TAIL_IDLE_MS = 2_000;
/** ... and at the latest after this long, or request-timeout-seconds if shorter: for all the jobs at once. */
const TAIL_MAX_MS = 30_000;
/** The jobs whose last lines a step reads: a sweep's first failures say what the rest would. */
const MAX_TAILED_JOBS = 10;

/** A copy that holds no reference to the (possibly huge) text it was cut from. */
const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** Splits text that arrives in pieces into lines, each cut at LOG_ARRIVAL_LIMIT characters as it arrives. */
class Lines {
  private partial = '';
  push(text: string): string[] {
    const lines: string[] = [];
    let grown = false;
    for (let from = 0; ;) {
      const newline = text.indexOf('\n', from);
      const end = newline < 0 ? text.length : newline;
      const room = LOG_ARRIVAL_LIMIT - this.partial.length;
      if (room > 0 && end > from) {
        this.partial += text.slice(from, from + Math.min(room, end - from));
        grown = true;
      }
      if (newline < 0) break;
      lines.push(detached(this.partial.replace(/\r$/, '')));
      this.partial = '';
      grown = false;
      from = newline + 1;
    }
    // Copied only when this piece added to it: the rest of a line past its limit costs nothing.
    if (grown) this.partial = detached(this.partial);
    return lines;
  }
  end(): string[] {
    return this.partial ? [this.partial] : [];
  }
}

/** "The last 50 lines", "The last line". */
export const lastLines = (n: number) => (n === 1 ? 'The last line' : `The last ${n} lines`);

/** A line as the step shows it: masked, without control characters, cut. */
const shown = (line: string) => forLogLine(redact(line));

/** The last `n` lines seen, as shown, and how many there were. */
class Tail {
  readonly lines: string[] = [];
  count = 0;
  constructor(private readonly n: number) {}
  add(line: string): string {
    const kept = shown(line);
    this.count++;
    this.lines.push(kept);
    if (this.lines.length > this.n) this.lines.shift();
    return kept;
  }
}

/** Said once per reason, however many jobs share it, whether their logs are followed or read for their end. */
export type SaidOnce = Set<string>;

/** Why a job's log cannot be had, said once per reason: into `job.logNote`. */
async function unavailable(job: Watched, logs: JobLogs, log: Log, said: SaidOnce): Promise<boolean> {
  const why = await logs.unavailable(job);
  if (!why) return false;
  job.logNote = why;
  if (!said.has(why)) log.warning(`No log is shown: ${why}.`);
  said.add(why);
  return true;
}

/**
 * Reads the last lines of each job's log (at most MAX_TAILED_JOBS, at once), into `job.logTail`;
 * a job whose log cannot be had gets `job.logNote` instead, said once per reason. All of it ends
 * by `deadlineMs` (request-timeout-seconds), or at once when `signal` aborts (a stop): what
 * arrived by then is kept, and said to be cut.
 */
export async function readTails(
  jobs: Watched[],
  logs: JobLogs,
  log: Log,
  { signal, deadlineMs, said = new Set() }: { signal?: AbortSignal; deadlineMs: number; said?: SaidOnce },
): Promise<void> {
  const all = new AbortController();
  const onStop = () => all.abort();
  signal?.addEventListener('abort', onStop, { once: true });
  const budgetMs = Math.min(TAIL_MAX_MS, deadlineMs);
  const deadline = setTimeout(() => all.abort(), budgetMs);
  const chosen = jobs.slice(0, MAX_TAILED_JOBS).filter((job) => !job.logTail);
  try {
    const read = await Promise.all(chosen.map((job) => readTail(job, logs, log, all.signal, said)));
    if (signal?.aborted) return;
    for (const [i, cut] of read.entries()) {
      const job = chosen[i]!;
      if (cut === 'deadline')
        job.logNote ??= `its log was cut at ${budgetMs / 1000} s (request-timeout-seconds, ${TAIL_MAX_MS / 1000} s at most): the lines shown may not be its last`;
      if (!job.logTail) continue;
      log.group?.(`${lastLines(job.logTail.length)} of the log of "${forLog(job.name)}"${job.logNote ? ` (${job.logNote})` : ''}`);
      for (const line of job.logTail) log.info(`${forLog(job.name)} | ${line}`);
      log.groupEnd?.();
    }
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', onStop);
  }
}

/** One job's last lines, until its log ends, nothing comes for a while, or `stop` aborts; says whether it was cut by the deadline. */
async function readTail(job: Watched, logs: JobLogs, log: Log, stop: AbortSignal, said: SaidOnce): Promise<'deadline' | undefined> {
  if (stop.aborted || (await untilAborted(unavailable(job, logs, log, said), stop)) !== false) return stop.aborted ? 'deadline' : undefined;
  const tail = new Tail(TAIL_LINES);
  const lines = new Lines();
  const own = new AbortController();
  const onStop = () => own.abort();
  stop.addEventListener('abort', onStop, { once: true });
  let idle: NodeJS.Timeout | undefined;
  // Idle counts from the first piece: before it, a download may wait its turn behind another
  // job's (the first to a cluster says whether it serves them), bounded by the deadline.
  const quiet = () => {
    clearTimeout(idle);
    idle = setTimeout(() => own.abort(), TAIL_IDLE_MS);
  };
  try {
    for await (const text of logs.read(job, own.signal, hasEnded(job))) {
      quiet();
      for (const line of lines.push(text)) tail.add(line);
      if (own.signal.aborted) break;
    }
    for (const line of lines.end()) tail.add(line);
    job.logTail = tail.lines;
    return stop.aborted ? 'deadline' : undefined;
  } catch (error) {
    // What arrived before the failure is still the log's: shown, with why it ends there.
    if (stop.aborted && tail.count) {
      job.logTail = tail.lines;
      return 'deadline';
    }
    if (tail.count) {
      for (const line of lines.end()) tail.add(line);
      job.logTail = tail.lines;
      job.logNote = `its log was cut short: ${forLog((error as Error).message)}`;
      log.warning(`The log of "${forLog(job.name)}" was cut short: ${forLog((error as Error).message)}.`);
    } else if (!stop.aborted) {
      job.logNote = `its log could not be read: ${forLog((error as Error).message)}`;
      log.warning(`No log of "${forLog(job.name)}" is shown: ${job.logNote}.`);
    }
    return stop.aborted ? 'deadline' : undefined;
  } finally {
    clearTimeout(idle);
    stop.removeEventListener('abort', onStop);
  }
}

/** The promise's value, or undefined once the signal aborts (the promise is left to settle unheard). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
    );
  });
}

/**
 * Prints a running job's log as it is written, each line after the job's name, until the log
 * ends or the signal aborts; keeps its last lines in `job.logTail`. One job's log is a group of
 * its own; several jobs' logs interleave, each line named.
 */
export async function followLog(job: Watched, logs: JobLogs, log: Log, signal: AbortSignal, grouped: boolean, said: SaidOnce): Promise<void> {
  if (await unavailable(job, logs, log, said)) return;
  const tail = new Tail(TAIL_LINES);
  const lines = new Lines();
  const print = (line: string) => {
    const kept = tail.add(line);
    if (tail.count <= MAX_FOLLOWED_LINES) log.info(`${forLog(job.name)} | ${kept}`);
    else if (tail.count === MAX_FOLLOWED_LINES + 1)
      log.info(
        `${forLog(job.name)}: its log goes on past ${MAX_FOLLOWED_LINES} lines; the rest is not printed, and its last ${TAIL_LINES} lines are in the summary.`,
      );
  };
  if (grouped) log.group?.(`The log of "${forLog(job.name)}", as it is written`);
  try {
    for await (const text of logs.read(job, signal)) for (const line of lines.push(text)) print(line);
    for (const line of lines.end()) print(line);
  } catch (error) {
    job.logNote = `its log could not be followed: ${forLog((error as Error).message)}`;
    log.warning(`The log of "${forLog(job.name)}" could not be followed: ${forLog((error as Error).message)}.`);
  } finally {
    if (grouped) log.groupEnd?.();
    job.logTail = tail.lines;
  }
}
