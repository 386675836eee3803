// A job's own log: its last lines once it did not do as asked (logs: tail), or every line as written (logs: follow).
// Each line is masked, made inert and printed after the job's name, so it can never start a workflow command; memory
// stays bounded (lines cut as they arrive, last lines kept, jobs capped), and no log holds up a stop or a deletion.
import type { JobLogs } from '../backends/backend.js';
import type { Log } from '../log.js';
import { forLog, forLogLine, LOG_ARRIVAL_LIMIT } from '../safe-text.js';
import { unlessStopped } from './stop.js';
import { didNotDoAsAsked, endedWhen, hasEnded, type Watched } from './watched.js';
import { setMaxListeners } from 'node:events';
import type { Settings } from '../inputs.js';

/** The last lines a summary shows of a job's log. */
const TAIL_LINES = 50;
/** A followed log prints at most this many lines, and characters, a job (the rest is read, its end kept): else ten jobs' wide lines write some 100 MB. */
const MAX_FOLLOWED_LINES = 5_000;
const MAX_FOLLOWED_CHARS = 1024 * 1024;
/** The jobs whose logs a step follows at once: each holds a connection and its last lines. */
const MAX_FOLLOWED_JOBS = 10;
/** A log read for its last lines is done when nothing arrives for this long: a job still running keeps its stream open; an ended job's
 *  log ends by itself, and a pause in it is most often the server's. */
const TAIL_IDLE_MS = 2_000;
const ENDED_IDLE_MS = 10_000;
/** ... and at the latest after this long, or request-timeout-seconds if shorter: for all the jobs at once. */
const TAIL_MAX_MS = 30_000;
/** A job still running (a wait that timed out) streams what it prints for as long as it is read: its lines so far come in this long,
 *  and its GPUs are not held longer for more, nor for a first line from a job that prints none. */
const RUNNING_TAIL_MS = 5_000;
/** The jobs whose last lines a step reads: a sweep's first failures say what the rest would. */
const MAX_TAILED_JOBS = 10;

/** A copy that holds no reference to the (possibly huge) text it was cut from. */
const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** A line as it is shown: masked, without control characters, cut; a cut one copied, so that it does not hold the whole line. */
function shown(line: string): string {
  const text = forLogLine(line);
  return text.length < line.length ? detached(text) : text;
}

/** Text that arrives in pieces, as lines cut at LOG_ARRIVAL_LIMIT characters as they arrive; each told to `each`, the last TAIL_LINES
 *  kept, and counted. Only the lines shown are masked and cut (`shown`): a long log's other lines cost no more than their reading. */
class LogLines {
  private readonly last: string[] = [];
  count = 0;
  private partial = '';
  /** The last piece ended in carriage returns: the next one says whether they end the line or start it again. */
  private rewind = false;
  constructor(private readonly each: (line: string) => void = () => {}) {}
  get tail(): string[] {
    return this.last.map(shown);
  }
  push(text: string): void {
    // An empty piece (a download's last decode, an empty message) says nothing: a pending carriage return stays pending.
    if (!text) return;
    let grown = false;
    let from = 0;
    // Carriage returns that ended the last piece start the line again, unless a line feed follows them (CRLF, or CR CR LF from a terminal).
    if (this.rewind) {
      while (from < text.length && text[from] === '\r') from++;
      if (from < text.length) {
        if (text[from] !== '\n') this.partial = '';
        this.rewind = false;
      }
    }
    let carriage = text.indexOf('\r', from);
    for (;;) {
      const newline = text.indexOf('\n', from);
      const end = newline < 0 ? text.length : newline;
      // A carriage return before more of the line starts it again, as a terminal shows it: a progress bar's last state is kept.
      for (; carriage >= 0 && carriage < end; carriage = text.indexOf('\r', carriage + 1)) {
        if (carriage + 1 < end && text[carriage + 1] !== '\r') {
          this.partial = '';
          from = carriage + 1;
        }
      }
      // Those that end the line are not part of it; at the piece's end, they wait for the next piece to say what they were.
      let stop = end;
      while (stop > from && text[stop - 1] === '\r') stop--;
      if (newline < 0 && stop < end) this.rewind = true;
      const room = LOG_ARRIVAL_LIMIT - this.partial.length;
      if (room > 0 && stop > from) {
        this.partial += text.slice(from, from + Math.min(room, stop - from));
        grown = true;
      }
      if (newline < 0) break;
      this.add(detached(this.partial));
      this.partial = '';
      this.rewind = false;
      grown = false;
      from = newline + 1;
    }
    // Copied only when this piece added to it: the rest of a line past its limit costs nothing.
    if (grown) this.partial = detached(this.partial);
  }
  end(): void {
    if (this.partial) this.add(this.partial);
  }
  private add(line: string): void {
    this.count++;
    this.last.push(line);
    if (this.last.length > TAIL_LINES) this.last.shift();
    this.each(line);
  }
}

export const lastLines = (n: number) => (n === 1 ? 'The last line' : `The last ${n} lines`);

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

/** Reads the last lines of each job's log into `job.logTail` (or why not into `job.logNote`), all by `deadlineMs` or a stop; or says none is served. */
export async function readTails(jobs: Watched[], logs: JobLogs | undefined, log: Log, signal: AbortSignal | undefined, deadlineMs: number, said: SaidOnce) {
  if (!logs) return log.info(`No log is shown: ${NO_LOGS}`);
  const budgetMs = Math.min(TAIL_MAX_MS, deadlineMs);
  // Not AbortSignal.timeout: one only AbortSignal.any holds may be collected before it fires (Node 20); unlessStopped() listens to this one, which keeps it.
  const all = new AbortController();
  const deadline = setTimeout(() => all.abort(), budgetMs);
  const stopAll = () => all.abort();
  signal?.addEventListener('abort', stopAll, { once: true });
  const chosen = jobs.slice(0, MAX_TAILED_JOBS).filter((job) => !job.logTail);
  const cut = await Promise.all(chosen.map((job) => readTail(job, logs, log, all.signal, said).then(() => all.signal.aborted))).finally(() => {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', stopAll);
  });
  if (signal?.aborted) return;
  for (const [i, job] of chosen.entries()) {
    if (cut[i])
      job.logNote ??= `its log was cut at ${budgetMs / 1000} s (request-timeout-seconds, ${TAIL_MAX_MS / 1000} s at most): the lines shown may not be its last`;
    if (!job.logTail?.length) continue;
    log.group?.(`${lastLines(job.logTail.length)} of the log of "${forLog(job.name)}"${job.logNote ? ` (${job.logNote})` : ''}`);
    for (const line of job.logTail) log.info(`${forLog(job.name)} | ${line}`);
    log.groupEnd?.();
  }
}

/** One job's last lines, until its log ends, nothing comes for a while, or `stop` aborts. */
async function readTail(job: Watched, logs: JobLogs, log: Log, stop: AbortSignal, said: SaidOnce): Promise<void> {
  if (stop.aborted || (await unlessStopped(unavailable(job, logs, log, said), stop)) !== false) return;
  const lines = new LogLines();
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  /** A running job's few seconds were up while its lines still came: those shown may be from its middle. */
  let stillArriving = false;
  const running = hasEnded(job) ? undefined : setTimeout(() => ((stillArriving = !idle.signal.aborted), idle.abort()), RUNNING_TAIL_MS);
  try {
    for await (const text of logs.read(job, AbortSignal.any([stop, idle.signal]), hasEnded(job))) {
      // Idle counts from the first piece: before it, a download may wait its turn behind another job's, bounded by the deadline. An ended
      // job's pause is given longer, not the whole deadline: a cluster may hold its socket open past the end, while the jobs a fail-fast
      // deletes once the logs are read hold their GPUs.
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(), hasEnded(job) ? ENDED_IDLE_MS : TAIL_IDLE_MS);
      lines.push(text);
      if (idle.signal.aborted || stop.aborted) break;
    }
  } catch (error) {
    // What arrived before the failure is still the log's: shown, with why it ends there (a stop's cut is said by the caller). Cut on
    // purpose (nothing came for a while, a running job's few seconds were up, its socket perhaps still opening), it is no failure.
    if (!stop.aborted && !idle.signal.aborted) {
      // A followed log's lines stand where its end cannot be read again (the job deleted since): nothing is lost, nothing to warn of.
      if (!lines.count && job.followedTail?.length) return void (job.logTail = job.followedTail);
      const why = forLog((error as Error).message);
      job.logNote = lines.count ? `its log was cut short: ${why}` : `its log could not be read: ${why}`;
      log.warning(lines.count ? `The log of "${forLog(job.name)}" was cut short: ${why}.` : `No log of "${forLog(job.name)}" is shown: ${job.logNote}.`);
    }
    if (!lines.count) return; // a failure before any whole line leaves no tail: the note says there is none to show
  } finally {
    clearTimeout(timer);
    clearTimeout(running);
  }
  lines.end();
  if (stillArriving && lines.count)
    job.logNote ??= `its log was still arriving after ${RUNNING_TAIL_MS / 1000} s, and the job runs on: the lines shown may not be its last`;
  job.logTail = lines.count || !job.followedTail?.length ? lines.tail : job.followedTail;
}

/** Prints a running job's log as written, until it ends or `signal` aborts, keeping its last lines; one job's log is a group of its own.
 *  Resolves to whether it failed (why is the job's logNote). */
async function followLog(job: Watched, logs: JobLogs, log: Log, signal: AbortSignal, grouped: boolean, said: SaidOnce, kept: boolean): Promise<boolean> {
  // Failed: a job that then fails has its end asked for again, as the cluster's API may be up by then. A stop does not wait for the answer
  // (nor for a token it waits for): the stop's own deletion does.
  const unready = await unlessStopped(unavailable(job, logs, log, said), signal);
  if (unready !== false) return unready ?? false;
  let printed = 0;
  let over = false;
  const lines = new LogLines((line) => {
    if (over) return;
    const text = shown(line);
    printed += text.length;
    if (lines.count <= MAX_FOLLOWED_LINES && printed <= MAX_FOLLOWED_CHARS) return log.info(`${forLog(job.name)} | ${text}`);
    over = true;
    const past = lines.count > MAX_FOLLOWED_LINES ? `${MAX_FOLLOWED_LINES} lines` : `${MAX_FOLLOWED_CHARS / 1024 / 1024} MiB`;
    // Past the first few followed, a log's last lines are not kept for the summary (a failed job's end is read again there).
    const summary = kept ? `, and its last ${TAIL_LINES} lines are in the summary` : '';
    log.info(`${forLog(job.name)}: its log goes on past ${past}; the rest is not printed${summary}.`);
  });
  if (grouped) log.group?.(`The log of "${forLog(job.name)}", as it is written`);
  try {
    for await (const text of logs.read(job, signal)) {
      lines.push(text);
      // Not read on while the runner has not taken what was printed: the stream waits instead of memory filling.
      const draining = log.drained?.();
      if (draining) await unlessStopped(draining, signal);
    }
    lines.end();
  } catch (error) {
    job.logNote = `its log could not be followed: ${forLog((error as Error).message)}`;
    log.warning(`The log of "${forLog(job.name)}" could not be followed: ${forLog((error as Error).message)}.`);
    return true;
  } finally {
    job.logTail = lines.tail;
    if (grouped) log.groupEnd?.();
  }
  return false;
}

const NO_LOGS = 'the service serves none. Find the jobs in the Run:ai user interface.';

/** How long the logs of jobs that ended have, after the wait, to be read to their end. */
const FOLLOW_GRACE_MS = 5_000;

/** `logs: follow`: each job's log from the poll that sees it start; after the wait, ended jobs' logs get a grace to finish. */
export function followLogs(
  watched: Watched[],
  served: JobLogs | undefined,
  { logs: wanted, pollIntervalMs }: Pick<Settings, 'logs' | 'pollIntervalMs'>,
  log: Log,
  stopSignal: AbortSignal | undefined,
  said: SaidOnce,
) {
  /** Each followed log, to whether following it failed; and when it ended. */
  const following = new Map<string, Promise<boolean>>();
  const endedAt = new Map<string, number>();
  /** The logs being followed now: a slot frees once one ends; and the jobs that waited for one. */
  let active = 0;
  const waited = new Set<string>();
  const done = new AbortController();
  // Each followed log listens to it twice: its socket, and its wait for the runner to read what was printed.
  setMaxListeners(2 * MAX_FOLLOWED_JOBS + 1, done.signal);
  stopSignal?.addEventListener('abort', () => done.abort(), { once: true });
  if (wanted === 'follow' && !served) log.info(`No log is followed (logs: follow): ${NO_LOGS}`);
  const logs = wanted === 'follow' ? served : undefined;
  /** Follows the jobs that started, as slots allow: called at each change of their states, and as a followed log ends. */
  function start(jobs: Watched[]) {
    if (!logs || done.signal.aborted) return;
    for (const job of jobs) {
      // One that ended while it waited for a slot is not followed after the fact: its end is read if it failed. One that ended between two
      // polls, or before the step attached to it, is followed: its log is had whole.
      if (!job.started || following.has(job.name) || (hasEnded(job) && waited.has(job.name))) continue;
      if (active >= MAX_FOLLOWED_JOBS) {
        waited.add(job.name);
        const only = `At most ${MAX_FOLLOWED_JOBS} logs are followed at once: the others are followed as those end, and the last lines of any that fails are shown when it ends.`;
        if (!said.has(only)) log.info(only);
        said.add(only);
        continue;
      }
      active++;
      // Past the first few, a log's last lines are not kept once it ends, so that a sweep of hundreds holds no more than a few: a failed
      // job's end is read again, as under logs: tail.
      const kept = following.size < MAX_FOLLOWED_JOBS;
      const followed = followLog(job, logs, log, done.signal, watched.length === 1, said, kept);
      following.set(
        job.name,
        followed.finally(() => {
          active--;
          endedAt.set(job.name, Date.now());
          if (!kept) delete job.logTail;
          start(watched);
        }),
      );
    }
  }
  return {
    start,
    async settle(jobs: Watched[]) {
      if (!following.size) return;
      const ended = jobs.filter((j) => following.has(j.name) && j.end !== undefined && j.end !== 'running').map((j) => following.get(j.name)!);
      await unlessStopped(Promise.all(ended), AbortSignal.timeout(FOLLOW_GRACE_MS));
      // An ended job's log still open past the grace, silent (a half-open connection, a follow stuck after a log rotation): what came may not be its end.
      const cut = jobs.filter((j) => hasEnded(j) && following.has(j.name) && !endedAt.has(j.name));
      done.abort();
      const failed = new Map(await Promise.all([...following].map(async ([name, followed]) => [name, await followed] as const)));
      // A job that ended without doing as asked has its end read again, as a tail: a followed log may show none (the grace cut it short, a proxy
      // closed its socket under the running job, which cannot be told from its end, or it could not be followed). A stop reads none, and keeps what came.
      const readAgain = (job: Watched) => hasEnded(job) && didNotDoAsAsked(job) && (job.logNote === undefined || failed.get(job.name));
      for (const job of stopSignal?.aborted ? [] : jobs.filter((j) => failed.has(j.name) && readAgain(j))) {
        job.followedTail = job.logTail;
        delete job.logTail;
        if (failed.get(job.name)) delete job.logNote;
      }
      // A log that ended a poll or more before its job was last listed running (a slow list may pass between a log's end and that poll), which
      // then did as asked, was closed under it (a proxy's idle timeout, most often): its end is not read again for a success, so the lines
      // followed are said not to be the last. Not the time it was seen ended: a list failing for a while puts that far after the log's end.
      for (const job of jobs.filter((j) => hasEnded(j) && !didNotDoAsAsked(j) && j.listedAt !== undefined && j.logNote === undefined)) {
        const closed = endedAt.get(job.name);
        if (closed !== undefined && closed < job.listedAt! - pollIntervalMs && !failed.get(job.name))
          job.logNote = 'its followed log closed while the job ran on (a proxy’s idle timeout, say): the lines shown may not be its last';
      }
      for (const job of stopSignal?.aborted ? [] : cut.filter((j) => !didNotDoAsAsked(j) && j.logNote === undefined))
        job.logNote = `its log had not ended ${FOLLOW_GRACE_MS / 1000} s after the job did: the lines shown may not be its last`;
      // One job's log is a group, which the wait's last line fell inside: said again below it.
      const [only] = jobs;
      if (jobs.length === 1 && only?.end && only.endedAt !== undefined) {
        const why = only.reason ? `: ${forLog(only.reason)}` : '';
        log.info(`${forLog(only.name)}: ${forLog(only.status ?? only.end)} ${endedWhen(only)}${why}.`);
      }
    },
  };
}
