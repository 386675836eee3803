// Waits for the created jobs: every job running (`wait: running`) or every job ended (`wait: finished`). One list request per project per
// interval, however many jobs; a failing list is tried again until the wait's deadline; one log line per job per change of state.
import { ListCutShort, type Listed, type Lister, type stateMeaning } from '../backends/backend.js';
import { durationSeconds } from '../contract/durations.js';
import { cutAtWord } from '../contract/service-error.js';
import { failureCause, ServiceFailure } from '../errors.js';
import type { Settings } from '../inputs.js';
import { formatDuration, some, tally, type Log } from '../log.js';
import { forLog } from '../safe-text.js';
import { backoffDelay, sleep, worthListingAgain } from '../service/retry.js';
import { unlessStopped } from './stop.js';
import { createdSince, creationTime, didNotDoAsAsked, endedWhen, hasEnded, NOT_LISTED, whyOf, type Watched } from './watched.js';

/** How a wait ended; a timeout carries the last poll's failure, and `failed-fast` leaves the others unwaited for. */
export type WaitEnd = { kind: 'done' | 'failed-fast' | 'stopped' } | { kind: 'timeout'; lastFailure?: unknown } | { kind: 'error'; error: unknown };

interface WaitDependencies {
  lister: Pick<Lister, 'read'>;
  meaning: typeof stateMeaning;
  settings: Pick<Settings, 'wait' | 'waitTimeoutMs' | 'pollIntervalMs' | 'pendingTimeoutMs' | 'failFast'>;
  log: Log;
  signal?: AbortSignal;
  /** Told after each poll that changed a job: the caller records what is still unfinished. */
  onChange?: (jobs: Watched[]) => void;
  /** For tests: time, and a wait that ends early when the signal is aborted. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The interval between polls: 'poll-interval-seconds', or half the shortest 'ttl-after-finish' (a second at least) where the list finds no deleted jobs,
 *  so that a job the ttl deletes soon after it ends is seen ended first: an end unseen reads as a deletion by someone else. */
export const pollIntervalOf = ({ pollIntervalMs, jobs }: Pick<Settings, 'pollIntervalMs' | 'jobs'>, lister: Pick<Lister, 'findsDeleted'>) =>
  lister.findsDeleted
    ? pollIntervalMs
    : Math.min(pollIntervalMs, ...jobs.flatMap(({ job }) => (job.ttlAfterFinish ? [Math.max(1000, (durationSeconds(job.ttlAfterFinish) * 1000) / 2)] : [])));

/** While nothing changes, the log says every so often that the step is still waiting. */
const HEARTBEAT_MS = 5 * 60_000;
/** A job's reason that changed within the same state is said at most this often. */
const REASON_LINE_MS = 60_000;
/** A job absent from this many lists in a row is gone; one absence may be a list not yet current. */
const MISSES_TO_GONE = 2;
/** A job never yet listed is not called gone before this: a service may list a new job late. */
const NEW_JOB_GRACE_MS = 30_000;

export async function waitForJobs(jobs: Watched[], deps: WaitDependencies): Promise<WaitEnd> {
  const { lister, settings, log, signal, meaning } = deps;
  const now = deps.now ?? Date.now;
  const started = now();
  const deadline = started + settings.waitTimeoutMs;
  let lastLine = started;
  const say = (line: string) => {
    log.info(line);
    lastLine = now();
  };
  say(
    `Waiting for ${jobs.length === 1 ? `job "${forLog(jobs[0]!.name)}"` : `${jobs.length} jobs`} to ${settings.wait === 'running' ? 'run' : 'end'}: asking the service every ${formatDuration(settings.pollIntervalMs)}, for at most ${formatDuration(settings.waitTimeoutMs)} (wait-timeout-minutes).`,
  );

  /** The last poll was answered 404: one may be a passing fault; two in a row end the wait. */
  let notFoundBefore = false;
  /** Why the last poll failed, if it did: what a timeout says of the jobs' state. */
  let lastFailure: unknown;
  /** The failure last said: the same one is said again only with the heartbeat, so that an outage of hours is not a line a poll. */
  let failureSaid: string | undefined;
  for (;;) {
    if (signal?.aborted) return { kind: 'stopped' };
    const waiting = jobs.filter((j) => j.end === undefined);
    let delayMs = settings.pollIntervalMs;
    try {
      const byProject = [...new Set(waiting.map((j) => j.project))].map((project) => waiting.filter((j) => j.project === project));
      const read = (inProject: Watched[]) => {
        // Only the step's own jobs are kept; one missing is looked for among the deleted: it may have ended and gone since the last poll.
        const refs = new Map(inProject.map((j) => [j.name, j.ref]));
        return lister.read(inProject[0]!.project, { names: new Set(refs.keys()), refs, deletedToo: true, maxAttempts: 1, deadline });
      };
      const lists = await unlessStopped(Promise.all(byProject.map(read)), signal);
      if (lists === undefined) return { kind: 'stopped' };
      const at = now();
      const lines = byProject.flatMap((inProject, i) =>
        inProject.flatMap(
          (job) => observe(job, lists[i]!.get(job.name), settings.wait, at, meaning) ?? notStarted(job, settings.pendingTimeoutMs, at, started) ?? [],
        ),
      );
      for (const line of lines) say(line);
      notFoundBefore = false;
      lastFailure = undefined;
      failureSaid = undefined;
      if (lines.length) deps.onChange?.(jobs);
      if (jobs.every((j) => j.end !== undefined)) return { kind: 'done' };
      if (settings.failFast && jobs.some(didNotDoAsAsked)) return { kind: 'failed-fast' };
      if (at - lastLine >= HEARTBEAT_MS) {
        const states = jobs.filter((j) => j.end === undefined).map((j) => j.status ?? NOT_LISTED);
        say(`Still waiting after ${formatDuration(at - started)}: ${tally(states, forLog)}.`);
      }
    } catch (error) {
      // The deadline passed while the lists were read, or cut one short: time ran out, whatever they would have said (the failure before, if any, is said).
      const cutShort = error instanceof ListCutShort || (error instanceof ServiceFailure && error.details.network?.byDeadline === true && now() >= deadline);
      if (cutShort) return { kind: 'timeout', ...(lastFailure !== undefined ? { lastFailure } : {}) };
      lastFailure = error;
      const notFound = error instanceof ServiceFailure && error.status === 404;
      // What the list's policy retries, waiting may outlast, and a token renewal answered with a success that holds no token (a page of something in
      // the way, as passing as a list's); a refusal (401 after renewal, 403, a second 404) ends the wait.
      // A list larger than the step reads is so at every poll: waited out, the wait would end hours on, its jobs deleted as unfinished.
      const tooLarge = error instanceof ServiceFailure && error.details.tooLarge;
      if (tooLarge) error.note = "The project lists more jobs than the step reads: delete its finished jobs, or give new ones 'ttl-after-finish'.";
      const worthWaitingOut = !tooLarge && error instanceof ServiceFailure && (error.details.operation.isRetryable(error, false) || worthListingAgain(error));
      if (!worthWaitingOut && !(notFound && !notFoundBefore)) return { kind: 'error', error };
      notFoundBefore = notFound;
      // Past the deadline, a failing poll does not change what happened: time ran out.
      if (now() >= deadline) return { kind: 'timeout', lastFailure: error };
      // A busy service names when to come back; otherwise the next poll is the next try.
      delayMs = Math.max(delayMs, backoffDelay(error, 1, { random: () => 1 }));
      const failed = `Asking for the jobs' state failed: ${(error as Error).message}.`;
      if (failed !== failureSaid || now() - lastLine >= HEARTBEAT_MS) say(`${failed} Trying again in ${formatDuration(delayMs)}; the wait goes on.`);
      failureSaid = failed;
    }
    const left = deadline - now();
    if (left <= 0) return { kind: 'timeout' };
    await (deps.sleep ?? sleep)(Math.min(delayMs, left), signal);
  }
}

/** Takes one listing of a job in; returns the log line when its state changed. */
function observe(job: Watched, entry: Listed | undefined, waitFor: Settings['wait'], at: number, meaning: WaitDependencies['meaning']): string | undefined {
  // A job attached, first listed now: its age is not how long it took to get so.
  const unseen = job.attached && job.status === undefined;
  const after = unseen ? `(created ${formatDuration(at - job.createdAt)} ago)` : `after ${formatDuration(at - job.createdAt)}`;
  // A job of its name created at another time than when it was first listed is another one: the step's was deleted, and the name used again.
  const created = entry && !entry.deleted ? creationTime(entry.createdAt) : undefined;
  // So is a deleted one the service says was created before the step sent its submission: an earlier job of the name, whose id is not known.
  const earlier = !!entry?.deleted && job.sentAt !== undefined && creationTime(entry.createdAt) !== undefined && !createdSince(entry.createdAt, job.sentAt, at);
  const listed = earlier || (created !== undefined && job.listedCreatedAt !== undefined && created !== job.listedCreatedAt) ? undefined : entry;
  if (listed && created !== undefined) job.listedCreatedAt = created;
  const end = (how: NonNullable<Watched['end']>, line: string, status = job.status) => {
    Object.assign(job, { status, end: how, endedAt: at }, unseen && { endedUnseen: true });
    return line;
  };
  if (listed?.deleted) {
    // Deleted since the last poll: ended first (ttl-after-finish deletes what has ended), or not.
    const word = listed.status ?? job.status;
    const ended = word === undefined ? undefined : meaning(word);
    if (word !== undefined && (ended === 'succeeded' || ended === 'failed')) {
      // Its entry among the deleted is its last word: why it ended, and what it cost; it started if it was seen to, or the service counts its time running.
      takeIn(job, listed, at, !!job.started || (listed.runningMs ?? 0) > 0);
      const line = `${forLog(job.name)}: ${job.status && job.status !== word ? `${forLog(job.status)} → ` : ''}${forLog(word)} ${after}, and deleted since${job.reason ? `: ${forLog(job.reason)}` : ''}.`;
      return end(ended, line, word);
    }
  } else if (!listed) {
    job.unlistedAt ??= at;
    // Seen before, two absences say it is gone; never seen, the service is given time to list it.
    if (++job.missed < MISSES_TO_GONE || (job.status === undefined && at - job.createdAt < NEW_JOB_GRACE_MS)) return undefined;
    // Never listed since it was created: no one can be said to have deleted it. Stuck, it is deleted (by its id, where the answer gave one) in case
    // the service lists it later still, and is not left running unfollowed.
    if (job.status === undefined) {
      job.stuck = { unlistedMs: at - job.createdAt };
      return end('stuck', `${forLog(job.name)}: not listed ${after}: the service lists it late, or lost it.`);
    }
  }
  if (!listed || listed.deleted) {
    const last = job.status ? ` (last seen ${forLog(job.status)})` : '';
    // Unlisted after a gap in the lists longer than its ttl-after-finish (the list failed meanwhile): the ttl may have deleted it once it ended.
    const gap = (job.unlistedAt ?? at) - (job.listedAt ?? at);
    // Listed among the deleted, its state when deleted says it had not ended: someone else's doing, whatever the gap.
    if (listed || job.ttlMs === undefined || gap <= job.ttlMs) return end('gone', `${forLog(job.name)}: deleted by someone else ${after}${last}.`);
    job.goneUnseen = true;
    return end('gone', `${forLog(job.name)}: not listed ${after}${last}, ${unlistedFor(gap, job.ttlMs)}.`);
  }
  // A status that is not a plain word was removed by the client: shown, and kept, as Unknown.
  const word = listed.status ?? 'Unknown';
  const said = meaning(word);
  // When it was last listed before it ended: a gap after that, or a followed log closed before it, says something of its end.
  [job.missed, job.unlistedAt] = [0, undefined];
  if (said !== 'succeeded' && said !== 'failed' && said !== 'stopped') job.listedAt = at;
  const reasonChanged = listed.reason !== job.reason;
  takeIn(job, listed, at, said !== undefined);
  if (listed.blocked && said === undefined && !job.started) {
    // A reason it cannot get past: waiting longer would wait out the timeout for nothing. Not for a job that ran (preempted, then requeued):
    // its image was pulled once, and a pull that fails now is a registry's passing limit, not a wrong image.
    job.stuck = { blockedBy: listed.blocked };
    return end('stuck', `${forLog(job.name)}: cannot start, ${forLog(listed.reason ?? listed.blocked)} ${after}.`, word);
  }
  // The same state for a new reason (over quota, then no node fits) is worth a line too, once a minute at most: a scheduler's message that
  // alternates would otherwise print a line per job per poll (a sweep of hundreds, for hours). The summary has the last reason.
  if (word === job.status) {
    if (!reasonChanged || !job.reason || at - (job.reasonSaidAt ?? -Infinity) < REASON_LINE_MS) return undefined;
    job.reasonSaidAt = at;
    return `${forLog(job.name)}: ${forLog(word)}, ${forLog(job.reason)} ${after}`;
  }
  const line = `${forLog(job.name)}: ${job.status ? `${forLog(job.status)} → ` : ''}${forLog(word)} ${after}${job.reason ? `: ${forLog(job.reason)}` : ''}`;
  job.status = word;
  return said === 'succeeded' || said === 'failed' || said === 'stopped' || (waitFor === 'running' && said === 'running') ? end(said, line) : line;
}

/** What a listing says of a job: that it started (`past Pending`: running, or ended), why it is so, and the GPUs it holds and the service's own
 *  count of its time (what it held is kept after it ends). */
function takeIn(job: Watched, listed: Listed, at: number, pastPending: boolean): void {
  if (pastPending && !job.started) {
    job.started = true;
    // A job the step did not submit, first seen past Pending, started before this step: when is not known.
    if (!(job.attached && job.status === undefined)) job.startedAt = at;
  }
  // Pending again after it ran (preempted and requeued): that time is pending, not running, where the service does not count them itself.
  if (job.started && !pastPending && listed.status === 'Pending') job.requeuedAt ??= at;
  else if (job.requeuedAt !== undefined) [job.requeuedMs, job.requeuedAt] = [(job.requeuedMs ?? 0) + at - job.requeuedAt, undefined];
  if (listed.gpus !== undefined) job.gpus = Math.max(job.gpus ?? 0, listed.gpus);
  if (listed.runningMs !== undefined) job.runningMs = listed.runningMs;
  if (listed.pendingMs !== undefined) job.pendingMs = listed.pendingMs;
  job.reason = listed.reason;
}

/** A job not started (running, or ended) by pending-timeout-minutes is stuck: the line that says so, once. */
function notStarted(job: Watched, pendingTimeoutMs: number | undefined, at: number, waitStarted = job.createdAt): string | undefined {
  // A job the step did not submit (attach, reuse) may have been queued long before it: the step gives it the time from when it began to follow it.
  const since = job.attached ? Math.max(job.createdAt, waitStarted) : job.createdAt;
  if (pendingTimeoutMs === undefined || job.started || at - since < pendingTimeoutMs) return undefined;
  Object.assign(job, { end: 'stuck', stuck: { pendingMs: pendingTimeoutMs }, endedAt: at } satisfies Partial<Watched>);
  return `${forLog(job.name)}: not started after ${formatDuration(at - job.createdAt)} (pending-timeout-minutes)${job.reason ? `: ${forLog(job.reason)}` : ''}.`;
}

const quoted = (job: Watched) => `"${forLog(job.name)}"`;
/** Why a job not listed after a gap in the lists (`gapMs`) longer than its ttl-after-finish is not said deleted by someone else. */
const unlistedFor = (gapMs: number, ttlMs: number) =>
  `${formatDuration(gapMs)} after it was last listed (the list failed meanwhile): longer than its ttl-after-finish (${formatDuration(ttlMs)}), which deletes it once it has ended, so how it ended is not known`;
/** Why a job is as it is, in the service's words, to end a clause with: empty when the service does not say; cut short among `many`. */
const becauseOf = (job: Watched, many = false, why = whyOf(job)) => (why ? `: ${forLog(many ? cutAtWord(why, 120) : why)}` : '');

/** The jobs a failure names at most, each reason cut short: a step's failure is an annotation, which the runner cuts, and what became of the
 *  jobs comes last in it. The summary has every job's whole reason. */
const FAILURE_JOBS = 10;

/** Why the step fails after a wait that ran to its end, or undefined when every job did as asked. */
export function verdict(jobs: Watched[], settings: Pick<Settings, 'wait'>): string | undefined {
  const bad = jobs.filter(didNotDoAsAsked);
  if (!bad.length) return undefined;
  const each = bad.map((j) => {
    const because = becauseOf(j, bad.length > 1);
    if (j.goneUnseen) return `${quoted(j)} was not listed any more, ${unlistedFor((j.unlistedAt ?? 0) - (j.listedAt ?? 0), j.ttlMs!)}`;
    if (j.end === 'gone' || j.end === 'stopped')
      return `${quoted(j)} was ${j.end === 'gone' ? 'deleted' : 'stopped'} by someone else while the step waited${because}`;
    if (j.stuck && 'unlistedMs' in j.stuck) return `${quoted(j)} was never listed in the ${formatDuration(j.stuck.unlistedMs)} after it was created`;
    if (j.stuck && 'blockedBy' in j.stuck) return `${quoted(j)} cannot start (${endedWhen(j)})${because || `: ${j.stuck.blockedBy}`}`;
    if (j.stuck && 'pendingMs' in j.stuck)
      return `${quoted(j)} did not start within pending-timeout-minutes (${j.stuck.pendingMs / 60_000})${because || ` (last ${forLog(j.status ?? 'not listed')})`}`;
    return `${quoted(j)} ended ${forLog(j.status!)} ${endedWhen(j)}${because}`;
  });
  const goal = settings.wait === 'running' ? 'reach Running' : 'succeed';
  const listed = each.length > FAILURE_JOBS ? [...each.slice(0, FAILURE_JOBS), `and ${each.length - FAILURE_JOBS} more`] : each;
  return `${bad.length === 1 && jobs.length === 1 ? 'the job' : `${bad.length} of ${jobs.length} jobs`} did not ${goal}: ${listed.join('; ')}.`;
}

/** What a wait that ran out of time says, before what became of the unfinished jobs. */
export function timedOut(jobs: Watched[], settings: Pick<Settings, 'waitTimeoutMs'>, lastFailure?: unknown): string {
  const unfinished = jobs.filter((j) => !hasEnded(j));
  const failing = lastFailure === undefined ? '' : ` The last request for their state failed: ${(lastFailure as Error).message}.`;
  const states = unfinished.map((j) => `${quoted(j)} (${j.status ? forLog(j.status) : NOT_LISTED}${becauseOf(j, unfinished.length > 1)})`);
  return `wait-timeout-minutes (${settings.waitTimeoutMs / 60_000}) passed with ${unfinished.length} of ${jobs.length} job${jobs.length > 1 ? 's' : ''} unfinished: ${some(states, FAILURE_JOBS)}.${failing} Raise 'wait-timeout-minutes' if they need longer.`;
}

/** The wait could not go on: the list was refused. The jobs are left as they are. */
export function listFailed(error: unknown, jobs: Watched[]): string {
  // Not a stuck job the step deleted while the others ran.
  const unfinished = jobs.filter((j) => !hasEnded(j) && !j.deletedByStep);
  return `the step could not follow its jobs: ${failureCause(error)} ${unfinished.length === 1 ? 'The job' : `${unfinished.length} jobs`} ${unfinished.length === 1 ? 'was' : 'were'} not deleted and may still be running: ${some(unfinished.map(quoted))}.`;
}
