// A created job as the step follows it, and what its state says: whether it has ended, whether it
// did as asked, and why not in the service's words. Apart from the wait's polling (wait.ts), so
// that the report (host/report.ts) reads it without loading the wait.
import type { Explanation, JobHandle } from '../backends/backend.js';

/** A created job, as the wait knows it. */
export interface Watched extends JobHandle {
  /** When this step created it (the step's clock). */
  createdAt: number;
  /** The service's own word for its state, when it has said one. */
  status?: string;
  /** Why it is in that state, in the service's words, as last listed (service text). */
  reason?: string;
  /** Seen running, or ended: a job that has not started by pending-timeout-minutes is stuck. */
  started?: boolean;
  /** When the step first saw it past Pending. */
  startedAt?: number;
  /** The most GPUs it was seen to hold: one that has ended may hold none any more. */
  gpus?: number;
  /** Its time Running and Pending in all, as the service last said, where it says. */
  runningMs?: number;
  pendingMs?: number;
  /** Its GPU utilisation over the time it ran, in percent, evenly spaced (for the pull request's comment). */
  gpuUtilisation?: number[];
  /**
   * How its wait ended: it succeeded, failed, was deleted or stopped by someone else, reached
   * Running (wait: running), or is stuck: a reason it cannot get past, or not started in time.
   */
  end?: 'succeeded' | 'failed' | 'gone' | 'stopped' | 'running' | 'stuck';
  /** Why a stuck job is: the Kubernetes reason that blocks it, or the pending timeout. */
  stuck?: { blockedBy: string } | { pendingMs: number };
  /** When the step saw it end. */
  endedAt?: number;
  /** Polls in a row that did not list it. */
  missed: number;
  /** Deleted by this step (a stop, a timeout, a stuck job, fail-fast): its state is Deleted from then on. */
  deletedByStep?: boolean;
  /** What the service said of it beyond the list, once its wait ended without doing as asked. */
  explanation?: Explanation;
  /** The last lines of its own log, masked and made safe (core/logs.ts). */
  logTail?: string[];
  /** Why its log is not shown, when it was wanted and could not be had. */
  logNote?: string;
}

/** A job that has ended: what cancelling leaves alone. Reaching Running (wait: running) is not an end; nor is being stuck, which is deleted. */
export const hasEnded = (job: Pick<Watched, 'end'>) => job.end === 'succeeded' || job.end === 'failed' || job.end === 'gone' || job.end === 'stopped';

/** A job whose wait ended without it doing as asked. */
export const didNotDoAsAsked = (job: Pick<Watched, 'end'>) => job.end === 'failed' || job.end === 'gone' || job.end === 'stopped' || job.end === 'stuck';

/**
 * What a job cost, as far as it is known: its time pending and running (the service's count, else
 * the step's), and GPU-hours where its GPUs are known. A job the step did not submit that had
 * started before it has no times of the step's: only the service's count says them.
 */
export function costOf(job: Watched, now = Date.now()): { pendingMs?: number; runningMs?: number; gpuHours?: number } {
  const until = job.endedAt ?? now;
  const before = job.started && job.startedAt === undefined;
  const runningMs = job.runningMs ?? (job.startedAt !== undefined ? Math.max(0, until - job.startedAt) : before ? undefined : 0);
  const pendingMs = job.pendingMs ?? (before ? undefined : Math.max(0, (job.startedAt ?? until) - job.createdAt));
  return {
    ...(pendingMs !== undefined ? { pendingMs } : {}),
    ...(runningMs !== undefined ? { runningMs } : {}),
    ...(job.gpus !== undefined && runningMs !== undefined ? { gpuHours: (job.gpus * runningMs) / 3_600_000 } : {}),
  };
}

/**
 * Why a job did not do as asked, in one sentence of the service's: what its list entry said,
 * else what the service said when asked (a scheduling message, then its latest warning event).
 */
export function whyOf(job: Pick<Watched, 'reason' | 'explanation'>): string | undefined {
  const warning = job.explanation?.events.find((e) => e.type === 'Warning') ?? job.explanation?.events[0];
  return job.reason ?? job.explanation?.reasons[0] ?? (warning && [warning.reason, warning.message].filter(Boolean).join(': '));
}
