// Jobs the step follows but did not submit, and never deletes. `attach`: jobs named outright. `reuse`: a re-run, or another run of the
// commit, follows what an earlier one submitted. The vendor's lists filter by name alone, so the work's key is in the name: a job without
// a `name` gets the prefix `<prefix>-<step>-<work>-<run>` (where the step is, its matrix leg and the commit; the request; the run's number).
import { createHash } from 'node:crypto';
import { stateMeaning, type Backend, type JobHandle, type Listed, type Origin } from '../backends/backend.js';
import type { Job } from '../contract/client.js';
import { ServiceFailure } from '../errors.js';
import { isMap } from '../formats.js';
import type { Settings } from '../inputs.js';
import type { PlannedJob } from '../job.js';
import type { Log } from '../log.js';
import { worthListingAgain } from '../service/retry.js';
import { forLog } from '../safe-text.js';
import { createdAt, GOING } from './watched.js';
import type { Outcome, SubmitDependencies } from './submit.js';

/** The digests' characters: the step's, shared by a sweep so one list by prefix finds it; each request's, 16^6 before two collide. */
const STEP_CHARS = 5;
const WORK_CHARS = 6;

/** Worth following: a job that holds or waits for its GPUs (Pending, Degraded, Updating, …: every state the wait does not take as ended), or has succeeded
 *  where that is asked; not one being stopped or deleted (a cancelled attempt's deletion may be under way), nor one in a state not known. */
const reusable = (status: string, reuse: Settings['reuse']) => {
  const meaning = stateMeaning(status);
  return !GOING.has(status) && status !== 'Unknown' && (meaning === undefined || meaning === 'running' || (reuse === 'succeeded' && meaning === 'succeeded'));
};

/** The service's default prefix, and how much of a prefix of the user's is kept beside the key, within a name's 63. */
const DEFAULT_PREFIX = 'job';
const PREFIX_CHARS = 20;

/** A value as meant, not as written: its members in one order, so that a job file written in another (at run time) is the same work. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : isMap(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical(value[key])]),
        )
      : value;

/** A job without a name, given the name prefix that says its work and its run. */
function keyed(planned: PlannedJob, settings: Settings, work: NonNullable<Origin['work']>) {
  const { name: _name, jobNamePrefix, ...request } = planned.job;
  const digest = (value: unknown, chars: number) =>
    createHash('sha256')
      .update(JSON.stringify(canonical(value)))
      .digest('hex')
      .slice(0, chars);
  // Legs of a matrix share the rest of the step's work: one leg must not take another's job for its own.
  const step = digest([work.scope, work.commit, ...(settings.workflowMatrix ? [settings.workflowMatrix] : [])], STEP_CHARS);
  const job = digest([request, settings.jobExtras ?? null, settings.labels ?? null, settings.annotations ?? null], WORK_CHARS);
  const commitPrefix = `${(jobNamePrefix ?? DEFAULT_PREFIX).slice(0, PREFIX_CHARS).replace(/-+$/, '')}-${step}-${job}-`;
  return { planned: { ...planned, job: { ...planned.job, jobNamePrefix: `${commitPrefix}${work.run}` } }, commitPrefix };
}

/** The jobs as they are sent (what a dry run prints): in a CI run, one without a name keyed by its work and run, with its commit's prefix. */
export const namedByWork = (settings: Settings, work: Origin['work']) =>
  settings.jobs.map((planned) => (work && planned.job.name === undefined ? keyed(planned, settings, work) : { planned }));

/** Each planned job: reused (created by an earlier run), or to submit, keyed when it has no name; as planned outside CI. */
export async function reuseOrSubmit(settings: Settings, backend: Backend, work: Origin['work'], log: Log, now = Date.now): Promise<Outcome[]> {
  const plans = namedByWork(settings, work);
  if (!work || settings.reuse === 'never') return plans.map(({ planned }) => ({ planned }));
  const sharedPrefix = new Map<string, string>();
  /** Projects whose jobs of this step share its `<prefix>-<step>-`: only there are the deleted looked up, by it (another prefix would read
   *  every job the project ever deleted). */
  const stepWide = new Set<string>();
  for (const plan of plans) {
    if (!('commitPrefix' in plan)) continue;
    const project = plan.planned.job.project;
    let shared = sharedPrefix.get(project) ?? plan.commitPrefix;
    while (!plan.commitPrefix.startsWith(shared)) shared = shared.slice(0, -1);
    sharedPrefix.set(project, shared);
    // The step's part of the prefix: all but the work's digest and its "-".
    if (shared.length >= plan.commitPrefix.length - WORK_CHARS - 1) stepWide.add(project);
    else stepWide.delete(project);
  }
  const listed = new Map<string, Map<string, Listed>>();
  try {
    for (const [project, prefix] of sharedPrefix)
      listed.set(
        project,
        await backend.lister.read(project, {
          names: new Set(),
          prefix,
          maxAttempts: settings.maxAttempts,
          ...(settings.reuse === 'succeeded' && stepWide.has(project) ? { deletedByPrefix: true as const } : {}),
        }),
      );
  } catch (error) {
    // No token: every call fails the same way, and the token request's own failure says what to fix.
    if (error instanceof ServiceFailure && error.details.operation.token) throw error;
    const failed = `Looking for jobs of the same work to reuse failed: ${(error as Error).message}.`;
    // A lookup refused (a service account that may submit and not list, a list not served) says nothing will ever be found: the jobs are submitted.
    // One that failed on its way, as the list's own rule tells (busy, unreachable, timed out, a page of something in the way), may hide a training an
    // earlier attempt runs: submitting would run it twice.
    if (worthListingAgain(error))
      throw new Error(
        `${failed} Nothing was submitted, lest an earlier attempt's training run twice: run the step again, or set 'reuse: never' to submit without looking.`,
        { cause: error },
      );
    log.warning(`${failed} The jobs are submitted; set 'reuse: never' to skip the lookup.`);
    return plans.map(({ planned }) => ({ planned }));
  }
  const taken = new Set<string>();
  /** Jobs of the same work, not ended, that a plan passed by for another: said once every plan has taken its own. */
  const passedBy = new Set<string>();
  const at = now();
  const outcomes = plans.map((plan): Outcome => {
    if (!('commitPrefix' in plan)) return { planned: plan.planned };
    // Where a re-run is a run of its own, 'running' follows a job of any run of the commit: an earlier attempt is an earlier run.
    const wanted = settings.reuse === 'running' && !work.rerunIsNewRun ? `${plan.commitPrefix}${work.run}-` : plan.commitPrefix;
    const ofWork = [...(listed.get(plan.planned.job.project)?.values() ?? [])].filter(
      (l) => l.name.startsWith(wanted) && backend.isName(l.name) && !taken.has(l.name),
    );
    const unknown = ofWork.find((l) => !l.deleted && l.status === 'Unknown');
    const same = ofWork
      // A success ttl-after-finish deleted since is still a success (reuse: succeeded); any other deleted job is not followed.
      .filter((l) => !l.deleted || (settings.reuse === 'succeeded' && l.status !== undefined && stateMeaning(l.status) === 'succeeded'))
      .filter((l) => l.status !== undefined && reusable(l.status, settings.reuse));
    // As the wait takes it: a blocking reason stops a job only where its state says nothing of its own (one Degraded, a pod of it blocked, trains on).
    const cannotStart = (l: Listed) => l.blocked !== undefined && stateMeaning(l.status!) === undefined;
    const found = same.filter((l) => !cannotStart(l)).sort((a, b) => createdAt(b.createdAt, at) - createdAt(a.createdAt, at))[0];
    const stuck = found ? undefined : same.find(cannotStart);
    // A state the list does not know (Unknown: its cluster out of touch) may hide a training that still holds its GPUs: not followed, but said.
    if (unknown)
      log.warning(
        `"${forLog(unknown.name)}", a job of the same work, is in a state the service does not know (Unknown: its cluster may be out of touch): it is not followed${found ? '' : ', and another is submitted'}. It may still hold what it was given: check it in the Run:ai user interface, and delete it if it is not needed.`,
      );
    if (stuck)
      log.warning(
        `"${forLog(stuck.name)}", a job of the same work, cannot start (${forLog(stuck.blocked!)}): it is not followed, and another is submitted. It holds what it was given until it is deleted: delete it in the Run:ai user interface.`,
      );
    for (const other of same)
      if (other !== found && !cannotStart(other) && !other.deleted && stateMeaning(other.status!) !== 'succeeded') passedBy.add(other.name);
    if (!found) return { planned: plan.planned };
    taken.add(found.name);
    const run = /^(\d+)-/.exec(found.name.slice(plan.commitPrefix.length))?.[1];
    const page = run !== undefined && work.runPage ? `${work.runPage}${run}` : undefined;
    log.info(
      `Reusing "${forLog(found.name)}" (${forLog(found.status ?? 'listed')}): the same work, submitted by ${run === work.run ? 'this run (an earlier attempt, or a matrix leg that sends the same)' : `run ${run ?? 'unknown'}`}${page ? ` (${page})` : ''}; nothing is submitted for it (reuse: ${settings.reuse}).`,
    );
    return { planned: plan.planned, reused: { run, page }, created: followed(backend, plan.planned.job, found, now()) };
  });
  const unfollowed = [...passedBy].filter((name) => !taken.has(name));
  if (unfollowed.length)
    log.warning(
      `${unfollowed.map((name) => `"${forLog(name)}"`).join(', ')}: ${unfollowed.length > 1 ? 'jobs' : 'a job'} of the same work, not ended, that this step does not follow (it follows the newest). Each holds what it was given until it ends or is deleted: delete what is not needed in the Run:ai user interface.`,
    );
  return outcomes;
}

/** A listed job as the step follows it: never deleted, as the step did not create it. */
const followed = (backend: Pick<Backend, 'refByName' | 'identified'>, job: Job, listed: Listed, now: number): JobHandle => ({
  name: listed.name,
  project: job.project,
  ref: backend.identified(backend.refByName({ ...job, name: listed.name }), listed),
  createdAt: createdAt(listed.createdAt, now),
  attached: true,
  statusBefore: listed.status,
});

/** What a list calls an interactive job, in either generation's words (its kind, or its type). */
const INTERACTIVE = new Set(['Workspace', 'Interactive']);

/** Each job `attach` names (all in the one 'project' it is given), found (with the service's creation time), or a failure naming the project: what
 *  submitting is to the other jobs, told to `onSettled` as a submission is. */
export async function findAttached(
  planned: PlannedJob[],
  { backend, settings, log, now = Date.now, onSettled }: SubmitDependencies & { settings: Pick<Settings, 'wait'> },
): Promise<Outcome[]> {
  const { project } = planned[0]!.job;
  const names = new Set(planned.map(({ job }) => job.name!));
  const found = await backend.lister.read(project, { names, deletedToo: true, maxAttempts: settings.maxAttempts });
  const outcomes = planned.map((p): Outcome => {
    const name = p.job.name!;
    const listed = found.get(name);
    // Deleted after it ended (ttl-after-finish): its entry among the deleted says how, which the wait reports at once.
    const endedFirst = listed?.deleted && listed.status !== undefined && ['succeeded', 'failed'].includes(stateMeaning(listed.status) ?? '');
    if (!listed || (listed.deleted && !endedFirst)) {
      const why = listed
        ? `the job "${forLog(name)}" in project "${forLog(project)}" was deleted before this step ('attach'): there is nothing to follow`
        : `no job "${forLog(name)}" is listed in project "${forLog(project)}" ('attach'): check its name and 'project'`;
      return { planned: p, attached: true, failure: new Error(why) };
    }
    // A workspace never ends by itself (a job of 'interactive: true' is refused so before anything is sent): followed to its end, it holds the
    // step until someone stops it, or until wait-timeout-minutes. Only the list says what an attached job is: said, then followed as asked.
    const meaning = listed.status === undefined ? undefined : stateMeaning(listed.status);
    if (
      settings.wait === 'finished' &&
      INTERACTIVE.has(listed.type ?? '') &&
      (meaning === undefined || meaning === 'running') &&
      !GOING.has(listed.status ?? '')
    )
      log.warning(
        `The job "${forLog(name)}" is a workspace, which does not end by itself: 'wait: finished' waits until it ends, and fails the step if someone stops it or 'wait-timeout-minutes' passes. Use 'wait: running' to wait only until it runs.`,
      );
    return { planned: p, attached: true, created: followed(backend, p.job, listed, now()) };
  });
  for (const outcome of outcomes) onSettled?.(outcome);
  return outcomes;
}
