// A created job as the step follows it, what its state says, and when the service's clock says it was created (a job of the step's name
// may be older, someone else's, and must never pass for the step's own). Apart from wait.ts, so the report need not load it.
import type { Explanation, JobHandle, Listed } from '../backends/backend.js';
import { formatDuration } from '../log.js';
import { serviceClock } from '../service/clock.js';

/** A job the step follows: its state, the reason for it and its time Running and Pending as last listed (service text), and what the wait made of it. */
export interface Watched extends JobHandle, Pick<Listed, 'status' | 'reason' | 'runningMs' | 'pendingMs'> {
  createdAt: number;
  /** Seen running, or ended: a job that has not started by pending-timeout-minutes is stuck. */
  started?: boolean;
  startedAt?: number;
  /** Its time Pending again after it ran (preempted and requeued, holding no GPU): closed spells, and when the current one began. */
  requeuedMs?: number;
  requeuedAt?: number;
  /** The most GPUs it was seen to hold: one that has ended may hold none any more. */
  gpus?: number;
  /** Its GPU utilisation over the time it ran, in percent, evenly spaced (for the pull request's comment). */
  gpuUtilisation?: number[];
  /** How its wait ended: gone and stopped are someone else's doing; running is `wait: running`'s goal; stuck, blocked or not started in time. */
  end?: 'succeeded' | 'failed' | 'gone' | 'stopped' | 'running' | 'stuck';
  /** Why a stuck job is: the Kubernetes reason that blocks it, or the pending timeout. */
  stuck?: { blockedBy: string } | { pendingMs: number } | { unlistedMs: number };
  endedAt?: number;
  /** Ended before the step first listed it (attached): when, it does not know. */
  endedUnseen?: boolean;
  /** When a change of its reason within one state was last said: said once a minute at most. */
  reasonSaidAt?: number;
  /** Polls in a row that did not list it; when the last that listed it before it ended was, and the first after it that did not list it. */
  missed: number;
  listedAt?: number;
  unlistedAt?: number;
  /** Its ttl-after-finish: a gap in the lists longer than it (the list failing meanwhile) may hide that it ended before the ttl deleted it. */
  ttlMs?: number;
  /** Gone after such a gap: how it ended is not known (it may have ended, and its ttl deleted it), not deleted by someone else for sure. */
  goneUnseen?: boolean;
  /** Deleted by this step (a stop, a timeout, a stuck job, fail-fast): its state is Deleted from then on. */
  deletedByStep?: boolean;
  /** Left running by a stop, as asked (cancel-on-stop: false): its result is what it was last seen doing, not stopped. */
  leftRunning?: boolean;
  /** What the service said of it beyond the list, once its wait ended without doing as asked. */
  explanation?: Explanation;
  /** The last lines of its own log, masked and made safe (core/logs.ts). */
  logTail?: string[];
  /** The last lines of its followed log, kept while its end is read again: what stands if that read gets none (the job deleted since). */
  followedTail?: string[];
  /** Why its log is not shown, when it was wanted and could not be had. */
  logNote?: string;
}

/** How long a job took to end, said after its state: `after 3 min`; `before this step` for one that had ended before it first listed it. */
export const endedWhen = (job: Watched) => (job.endedUnseen ? 'before this step' : `after ${formatDuration((job.endedAt ?? Date.now()) - job.createdAt)}`);

/** A job's state before the service has listed it, as the log, the summary and the command line's table say it. */
export const NOT_LISTED = 'not listed yet';

/** States of a job being stopped or deleted: not ended, yet neither worth following nor deleting again (the list shows a job so while its
 *  deletion, by this step or an earlier one, goes on). */
export const GOING = new Set(['Deleting', 'Stopping', 'Terminating']);

/** A job that has ended: what cancelling leaves alone. Reaching Running (wait: running) is not an end; nor is being stuck, which is deleted. */
export const hasEnded = (job: Pick<Watched, 'end'>) => job.end === 'succeeded' || job.end === 'failed' || job.end === 'gone' || job.end === 'stopped';

export const didNotDoAsAsked = (job: Pick<Watched, 'end'>) => job.end === 'failed' || job.end === 'gone' || job.end === 'stopped' || job.end === 'stuck';

/** Its time pending and running (the service's count, else the step's) and GPU-hours; a job attached after it started has only the service's. */
export function costOf(job: Watched): { pendingMs?: number; runningMs?: number; gpuHours?: number } {
  // Seen running (wait: running): its wait ended there, not its run, which goes on while the step waits for the others, or until it deletes it.
  const running = job.end === 'running';
  const until = running ? Date.now() : (job.endedAt ?? Date.now());
  const runsOn = running && job.endedAt !== undefined ? Math.max(0, until - job.endedAt) : 0;
  const before = job.started && job.startedAt === undefined;
  const requeuedMs = (job.requeuedMs ?? 0) + (job.requeuedAt !== undefined ? Math.max(0, until - job.requeuedAt) : 0);
  const runningMs =
    job.runningMs !== undefined
      ? job.runningMs + runsOn
      : job.startedAt !== undefined
        ? Math.max(0, until - job.startedAt - requeuedMs)
        : before
          ? undefined
          : 0;
  const pendingMs = job.pendingMs ?? (before ? undefined : Math.max(0, (job.startedAt ?? until) - job.createdAt) + requeuedMs);
  return { pendingMs, runningMs, gpuHours: job.gpus !== undefined && runningMs !== undefined ? (job.gpus * runningMs) / 3_600_000 : undefined };
}

/** A scheduler's word that it could not place a job, and the events that say a job was placed. */
const UNPLACED = /^(FailedScheduling|Unschedulable)$/;
const PLACED = /^(Scheduled|Pulling|Pulled|Created|Started)$/;

/** Why a job did not do as asked, in the service's words: its list entry's reason, else a scheduling message or its latest warning. */
export function whyOf(job: Pick<Watched, 'reason' | 'explanation' | 'startedAt'>): string | undefined {
  const events = job.explanation?.events ?? [];
  const at = (e: { at?: string }) => Date.parse(e.at ?? '');
  // That the scheduler could not place a job once says nothing of how it ended where it was placed since: seen running after it, or placed by a
  // later event. One after that (a job preempted, and not placed again) still says why.
  const stale = (e: (typeof events)[number]) =>
    UNPLACED.test(e.reason ?? '') &&
    ((job.startedAt !== undefined && !(at(e) > job.startedAt)) || events.some((p) => PLACED.test(p.reason ?? '') && at(p) > at(e)));
  const current = events.filter((e) => !stale(e));
  const warning = current.find((e) => e.type === 'Warning') ?? current[0];
  return job.reason ?? job.explanation?.reasons[0] ?? (warning && [warning.reason, warning.message].filter(Boolean).join(': '));
}

/** How far before its submission was sent a job found by its prefix may say it was created, however unsure the clocks are: other jobs
 *  of the same work share its prefix, so not the two minutes a named job is allowed where the service's clock is not known. */
export const SHARED_PREFIX_MS = 5_000;

/** Whether a listed job was created since `since` by the runner's clock, on the service's clock as its answers tell it (service/clock.ts),
 *  give or take what that leaves unsure (at most `unsureMs` before it); one with no time, or a future one, is not. */
export function createdSince(createdAt: number | string | undefined, since: number, now = Date.now(), unsureMs?: number): boolean {
  const at = creationTime(createdAt);
  const clock = serviceClock();
  const before = Math.min(unsureMs ?? clock.unsureMs, clock.unsureMs);
  return at !== undefined && at >= since + clock.offsetMs - before && !inFuture(at, now);
}

/** A creation time later than now on the service's clock, past what is unsure of it: a time that says nothing. */
export function inFuture(at: number, now: number): boolean {
  const clock = serviceClock();
  return at > now + clock.offsetMs + clock.unsureMs;
}

/** A list's createdAt as epoch milliseconds: documented as milliseconds; seconds and ISO dates are read too. */
export function creationTime(value: number | string | undefined): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value < 1e11 ? value * 1000 : value;
  if (typeof value !== 'string' || value === '') return undefined;
  const parsed = /^\d+$/.test(value) ? creationTime(Number(value)) : Date.parse(value);
  return parsed !== undefined && Number.isFinite(parsed) ? parsed : undefined;
}

/** When a listed job was created, by the runner's clock (the service's time less how far ahead its clock is), never after `now`, and `now` when
 *  the service does not say. */
export function createdAt(value: number | string | undefined, now: number): number {
  const at = creationTime(value);
  return at === undefined ? now : Math.min(at - serviceClock().offsetMs, now);
}
