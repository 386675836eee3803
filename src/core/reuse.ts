// `reuse`: a re-run ("Re-run all jobs" after an unrelated failure), or another run of the same
// commit, follows the training an earlier one submitted instead of submitting it again. The
// vendor's lists carry no labels and filter by name alone, so the key of the work is in the name:
// a job without a `name` is submitted with the prefix `<prefix>-<step>-<work>-<run>`, to which the
// service adds `-<n>`: <step> digests where the step is (repository, workflow, job) and the
// commit, <work> the job's request, and <run> is the run's number. One list request per project, by
// the prefix the step's jobs share, finds them again. A job with a `name` is its own key and is
// never reused. What is reused is never deleted by this step: an earlier run submitted it.
import { createHash } from 'node:crypto';
import type { Backend, Listed, Origin } from '../backends/backend.js';
import type { Settings } from '../inputs.js';
import type { PlannedJob } from '../job.js';
import { forLog } from '../safe-text.js';
import type { Outcome } from './submit.js';

type Work = NonNullable<Origin['work']>;

/**
 * The characters of the digests in a name: the step's (where it is, and the commit), which a
 * sweep's jobs share so that one list by that prefix finds them all and nothing else; and each
 * job's request, 16^6 requests before two of one step are likely to share one.
 */
const STEP_CHARS = 5;
const WORK_CHARS = 6;

/**
 * The states of a job worth following: on its way to run, or running. Not one being stopped or
 * deleted (a cancelled attempt's deletion may still be under way), nor one whose state is unknown.
 */
const REUSABLE = new Set(['Pending', 'Creating', 'Initializing', 'Resuming', 'Running']);

/** The service's default prefix, and how much of a prefix of the user's is kept beside the key, within a name's 63. */
const DEFAULT_PREFIX = 'job';
const PREFIX_CHARS = 20;

interface Keyed {
  planned: PlannedJob;
  /** Any run of this commit's job of this work. */
  commitPrefix: string;
  /** This run's. */
  runPrefix: string;
}

/** A job without a name, given the name prefix that says its work and its run. */
function keyed(planned: PlannedJob, settings: Pick<Settings, 'jobExtras' | 'labels' | 'annotations'>, work: Work): Keyed {
  const { name: _name, jobNamePrefix, ...request } = planned.job;
  const digest = (value: unknown, chars: number) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, chars);
  const step = digest([work.scope, work.commit], STEP_CHARS);
  const job = digest([request, settings.jobExtras ?? null, settings.labels ?? null, settings.annotations ?? null], WORK_CHARS);
  const base = (jobNamePrefix ?? DEFAULT_PREFIX).slice(0, PREFIX_CHARS).replace(/-+$/, '');
  const commitPrefix = `${base}-${step}-${job}-`;
  return {
    planned: { ...planned, job: { ...planned.job, jobNamePrefix: `${commitPrefix}${work.run}` } },
    commitPrefix,
    runPrefix: `${commitPrefix}${work.run}-`,
  };
}

/** The longest prefix all of them share. */
function common(prefixes: string[]): string {
  let shared = prefixes[0] ?? '';
  for (const prefix of prefixes) while (!prefix.startsWith(shared)) shared = shared.slice(0, -1);
  return shared;
}

/**
 * Each planned job, either reused (an outcome of a job an earlier run submitted, followed and
 * never deleted) or to submit (with its keyed name prefix when it has no name). Without a run to
 * key by (outside CI), or with `reuse: never`, every job is submitted as planned.
 */
export async function reuseOrSubmit(
  settings: Pick<Settings, 'jobs' | 'reuse' | 'maxAttempts' | 'jobExtras' | 'labels' | 'annotations'>,
  backend: Pick<Backend, 'lister' | 'meaning' | 'refByName' | 'identified'>,
  work: Work | undefined,
  log: { info(line: string): void; warning(line: string): void },
  now = Date.now,
): Promise<({ reused: Outcome } | { submit: PlannedJob })[]> {
  if (!work) return settings.jobs.map((submit) => ({ submit }));
  const plans = settings.jobs.map((planned) => (planned.job.name === undefined ? keyed(planned, settings, work) : { planned }));
  if (settings.reuse === 'never') return plans.map(({ planned }) => ({ submit: planned }));
  const byProject = new Map<string, string[]>();
  for (const plan of plans)
    if ('commitPrefix' in plan) byProject.set(plan.planned.job.project, [...(byProject.get(plan.planned.job.project) ?? []), plan.commitPrefix]);
  const listed = new Map<string, Listed[]>();
  try {
    for (const [project, prefixes] of byProject) {
      const found = await backend.lister.read(project, { names: new Set(), prefix: common(prefixes), maxAttempts: settings.maxAttempts });
      listed.set(project, [...found.values()]);
    }
  } catch (error) {
    // The lookup spares GPUs; it must not stop a step that could submit (a service account that may submit and not list).
    log.warning(
      `Looking for jobs of the same work to reuse failed: ${(error as Error).message}. The jobs are submitted; set 'reuse: never' to skip the lookup.`,
    );
    return plans.map(({ planned }) => ({ submit: planned }));
  }
  const taken = new Set<string>();
  return plans.map((plan) => {
    if (!('commitPrefix' in plan)) return { submit: plan.planned };
    const wanted = settings.reuse === 'running' ? plan.runPrefix : plan.commitPrefix;
    const usable = (listed.get(plan.planned.job.project) ?? [])
      .filter((l) => l.name.startsWith(wanted) && !taken.has(l.name) && !l.deleted && !l.blocked)
      .filter((l) => l.status !== undefined && (REUSABLE.has(l.status) || (settings.reuse === 'succeeded' && backend.meaning(l.status) === 'succeeded')))
      .sort((a, b) => createdAt(b, now()) - createdAt(a, now()));
    const found = usable[0];
    if (!found) return { submit: plan.planned };
    taken.add(found.name);
    const run = /^(\d+)-/.exec(found.name.slice(plan.commitPrefix.length))?.[1];
    const page = run !== undefined && work.runPage ? `${work.runPage}${run}` : undefined;
    const { project } = plan.planned.job;
    log.info(
      `Reusing "${forLog(found.name)}" (${forLog(found.status ?? 'listed')}): the same work, submitted by ${run === work.run ? 'an earlier attempt of this run' : `run ${run ?? 'unknown'}`}${page ? ` (${page})` : ''}; nothing is submitted for it (reuse: ${settings.reuse}).`,
    );
    const ref = backend.identified(backend.refByName({ ...plan.planned.job, name: found.name }), found);
    return {
      reused: {
        planned: plan.planned,
        reused: { ...(run !== undefined ? { run } : {}), ...(page ? { page } : {}) },
        created: { name: found.name, project, ref, createdAt: createdAt(found, now()), attached: true },
      },
    };
  });
}

/** When a listed job was created, by the service's clock (a number of milliseconds or an ISO date), never after `now`. */
export function createdAt(listed: Listed, now: number): number {
  const at = typeof listed.createdAt === 'number' ? listed.createdAt : Date.parse(String(listed.createdAt ?? ''));
  return Number.isFinite(at) ? Math.min(at, now) : now;
}
