// A job's own log, where its backend serves it: its last lines once it did not do as asked
// (logs: tail), or every line as it is written (logs: follow). Log text is service text: each line
// is masked, stripped of control characters, cut, and printed after the job's name, so that it
// can never start a workflow command. Memory stays bounded whatever the log's size: only the last
// lines are kept, and a followed log stops being printed past MAX_FOLLOWED_LINES.
import type { JobLogs } from '../backends/backend.js';
import type { Log } from '../log.js';
import { forLog, forLogLine } from '../safe-text.js';
import { redact } from '../secrets.js';
import { hasEnded, type Watched } from './watched.js';

/** The last lines a summary shows of a job's log. */
export const TAIL_LINES = 50;
/** A followed log prints at most this many lines a job; the rest is read and only its end kept. */
export const MAX_FOLLOWED_LINES = 5_000;
/** Reading a log for its last lines stops after this much text: its end is what is kept. */
const MAX_TAIL_BYTES = 64 * 1024 * 1024;
/** A log read for its last lines is done when nothing arrives for this long (a job still running keeps its stream open). */
const TAIL_IDLE_MS = 2_000;
/** ... and at the latest after this long. */
const TAIL_MAX_MS = 30_000;
/** The jobs whose last lines a step reads: a sweep's first failures say what the rest would. */
export const MAX_TAILED_JOBS = 10;

/** Splits text that arrives in pieces into lines, keeping a line's first LOG_LINE_LIMIT-odd characters only. */
class Lines {
  private partial = '';
  push(text: string): string[] {
    const parts = (this.partial + text).split('\n');
    this.partial = parts.pop() ?? '';
    // A line that never ends costs no more than a cut one.
    if (this.partial.length > 4_096) this.partial = this.partial.slice(0, 4_096);
    return parts.map((line) => line.replace(/\r$/, ''));
  }
  end(): string[] {
    return this.partial ? [this.partial] : [];
  }
}

/** The last `n` lines seen, and how many there were. */
class Tail {
  readonly lines: string[] = [];
  count = 0;
  constructor(private readonly n: number) {}
  add(line: string): void {
    this.count++;
    this.lines.push(line);
    if (this.lines.length > this.n) this.lines.shift();
  }
}

/** A line as the step shows it: masked, without control characters, cut. */
const shown = (line: string) => forLogLine(redact(line));

/**
 * Reads the last lines of each job's log (at most MAX_TAILED_JOBS), into `job.logTail`; a job
 * whose log cannot be had gets `job.logNote` instead, said once per reason.
 */
export async function readTails(jobs: Watched[], logs: JobLogs, log: Log): Promise<void> {
  const said = new Set<string>();
  for (const job of jobs.slice(0, MAX_TAILED_JOBS)) {
    if (job.logTail) continue;
    const why = await logs.unavailable(job);
    if (why) {
      job.logNote = why;
      if (!said.has(why)) log.warning(`No log is shown: ${why}.`);
      said.add(why);
      continue;
    }
    const tail = new Tail(TAIL_LINES);
    const lines = new Lines();
    const stop = new AbortController();
    const started = Date.now();
    let bytes = 0;
    let idle: NodeJS.Timeout | undefined;
    const quiet = () => {
      clearTimeout(idle);
      idle = setTimeout(() => stop.abort(), TAIL_IDLE_MS);
    };
    const deadline = setTimeout(() => stop.abort(), TAIL_MAX_MS);
    quiet();
    try {
      for await (const text of logs.read(job, stop.signal, hasEnded(job))) {
        quiet();
        for (const line of lines.push(text)) tail.add(line);
        bytes += text.length;
        if (bytes > MAX_TAIL_BYTES || Date.now() - started > TAIL_MAX_MS) break;
      }
      for (const line of lines.end()) tail.add(line);
      job.logTail = tail.lines.map(shown);
    } catch (error) {
      // What arrived before the failure is still the log's: shown, with why it ends there.
      if (tail.count) {
        for (const line of lines.end()) tail.add(line);
        job.logTail = tail.lines.map(shown);
        job.logNote = `its log was cut short: ${forLog((error as Error).message)}`;
        log.warning(`The log of "${forLog(job.name)}" was cut short: ${forLog((error as Error).message)}.`);
      } else {
        job.logNote = `its log could not be read: ${forLog((error as Error).message)}`;
        log.warning(`No log of "${forLog(job.name)}" is shown: ${job.logNote}.`);
      }
    } finally {
      clearTimeout(idle);
      clearTimeout(deadline);
    }
    if (job.logTail) {
      log.group?.(`The last ${job.logTail.length} lines of the log of "${forLog(job.name)}"`);
      for (const line of job.logTail) log.info(`${forLog(job.name)} | ${line}`);
      log.groupEnd?.();
    }
  }
}

/**
 * Prints a running job's log as it is written, each line after the job's name, until the log
 * ends or the signal aborts; keeps its last lines in `job.logTail`. One job's log is a group of
 * its own; several jobs' logs interleave, each line named.
 */
export async function followLog(job: Watched, logs: JobLogs, log: Log, signal: AbortSignal, grouped: boolean): Promise<void> {
  const why = await logs.unavailable(job);
  if (why) {
    job.logNote = why;
    return;
  }
  const tail = new Tail(TAIL_LINES);
  const lines = new Lines();
  const print = (line: string) => {
    tail.add(line);
    if (tail.count <= MAX_FOLLOWED_LINES) log.info(`${forLog(job.name)} | ${shown(line)}`);
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
    job.logTail = tail.lines.map(shown);
  }
}
