// Why workloads did not do as asked, beyond their list entries: the workload (why the scheduler has not placed it, from 2.19) and its latest events.
// Two requests a workload, for at most MAX_EXPLAINED of them, once their wait has ended; never per interval.
import type { WorkloadEvent, WorkloadsClient } from '../../contract/workloads-client.js';
import type { Log } from '../../log.js';
import { ServiceFailure } from '../../errors.js';
import { serviceClock } from '../../service/clock.js';
import { forLog, sentence } from '../../safe-text.js';
import type { BearerCall, TokenSource } from '../../service/token.js';
import type { Explanation, JobHandle, Limits } from '../backend.js';
import { whyListed } from './list.js';
import { OPERATIONS } from './operations.js';
import type { WorkloadRef } from './request.js';

/** The most workloads a step asks about: a sweep's first failures say what the rest would. */
const MAX_EXPLAINED = 10;
/** The latest events kept of each, and the most of its scheduling messages: each is a line of the summary. */
const EVENTS_KEPT = 5;
/** The latest events read of each: a restarting pod writes many Normal events after the Warning that explains it (the documents allow 500 a page). */
const EVENTS_READ = 200;

type Asking = { client: WorkloadsClient; tokens: TokenSource; log: Log };

export async function explainWorkloads(jobs: JobHandle[], limits: Limits, { client, tokens, log }: Asking): Promise<Map<string, Explanation>> {
  const explained = new Map<string, Explanation>();
  for (const job of jobs.slice(0, MAX_EXPLAINED)) {
    const id = (job.ref as WorkloadRef).id;
    if (id === undefined) continue;
    const ask = <T>(send: BearerCall<T>['send'], path: string) => tokens.call<T>(OPERATIONS.explain, limits, { url: client.url(path), send });
    try {
      const path = `/api/v1/workloads/${encodeURIComponent(id)}`;
      const workload = await ask((bearer) => client.getWorkload(id, bearer), path);
      const events = await ask((bearer) => client.workloadEvents(id, EVENTS_READ, bearer), `${path}/events`);
      const scheduling = (workload.pendingSchedulingMessages ?? [])
        .slice(0, EVENTS_KEPT)
        .map((m) => sentence(`${m.userMessage || m.reason}${m.nodePool ? ` (node pool ${m.nodePool})` : ''}`));
      explained.set(job.name, {
        reasons: [...new Set([...scheduling, whyListed(workload).reason ?? ''])].filter(Boolean),
        events: explaining(events).map((e) => ({
          ...(e.createdAt ? { at: sentence(e.createdAt) } : {}),
          ...(e.type ? { type: sentence(e.type) } : {}),
          ...(e.reason ? { reason: sentence(e.reason) } : {}),
          message: sentence(e.message),
        })),
      });
    } catch (error) {
      // A workload deleted since (by someone else, or ttl-after-finish) is no longer there to ask about: the others still are.
      if (error instanceof ServiceFailure && error.status === 404) {
        log.debug(`No details of "${forLog(job.name)}": ${(error as Error).message}`);
        continue;
      }
      // Why is a courtesy: the step's outcome is known already, and is said without it.
      log.warning(
        `Asking the control plane why "${forLog(job.name)}" did not do as asked failed: ${(error as Error).message}. Its state is reported without it.`,
      );
      break;
    }
  }
  return explained;
}

/** Samples of a job's GPU utilisation: enough for a chart a comment can hold. */
const UTILISATION_SAMPLES = 20;

/** Each workload's GPU utilisation over the time it ran, for at most MAX_EXPLAINED of them; what cannot be had is left out, said in the debug log. */
export async function workloadUtilisation(jobs: (JobHandle & { from: number; to: number })[], limits: Limits, asking: Asking): Promise<Map<string, number[]>> {
  const { client, tokens, log } = asking;
  const found = new Map<string, number[]>();
  for (const job of jobs.slice(0, MAX_EXPLAINED)) {
    const id = (job.ref as WorkloadRef).id;
    if (id === undefined || job.to <= job.from) continue;
    // The service's times: the runner's clock may be minutes apart.
    const at = (time: number) => new Date(time + serviceClock().offsetMs).toISOString();
    const range = { start: at(job.from), end: at(job.to), samples: UTILISATION_SAMPLES };
    try {
      // A chart is a courtesy after the jobs ended: asked once, as a metrics service that is down would cost each job max-attempts, each a warning.
      const samples = await tokens.call<number[]>(
        OPERATIONS.metrics,
        { ...limits, maxAttempts: 1 },
        {
          url: client.url(`/api/v1/workloads/${encodeURIComponent(id)}/metrics`),
          send: (bearer) => client.workloadMetric(id, 'GPU_UTILIZATION', range, bearer),
        },
      );
      const kept = samples.slice(0, UTILISATION_SAMPLES).map((v) => Math.min(100, Math.max(0, Math.round(v * 10) / 10)));
      if (kept.length) found.set(job.name, kept);
    } catch (error) {
      log.debug(`No GPU utilisation of "${forLog(job.name)}": ${(error as Error).message}`);
      // A job without metrics (404) is left out; any other failure (a refused bearer, a service down or hanging) would meet the rest too.
      if ((error as { status?: number }).status !== 404) break;
    }
  }
  return found;
}

/** The events that say most: warnings first, then the newest, EVENTS_KEPT in all; newest first (2.20's default, assumed before) unless times say otherwise. */
function explaining(events: WorkloadEvent[]): WorkloadEvent[] {
  const newestFirst = events
    .map((event, i) => ({ event, i, at: Date.parse(event.createdAt ?? '') }))
    .sort((a, b) => (Number.isNaN(a.at) || Number.isNaN(b.at) || a.at === b.at ? a.i - b.i : b.at - a.at))
    .map(({ event }) => event);
  return [...newestFirst.filter((e) => e.type === 'Warning'), ...newestFirst.filter((e) => e.type !== 'Warning')].slice(0, EVENTS_KEPT);
}
