// Deleting what a stopped, timed-out or failed-fast step leaves unfinished (the post step deletes what it could not),
// and saying so. A job gone already is no error; one that cannot be told to be this step's is left alone.
import { stateMeaning, type Backend, type Deletion, type JobHandle, type Limits, type Listed } from '../backends/backend.js';
import { failureCause } from '../errors.js';
import type { Settings } from '../inputs.js';
import { some, type Log } from '../log.js';
import { forLog } from '../safe-text.js';
import { timeLeft, within } from '../service/wire.js';
import { createdSince, creationTime, GOING, hasEnded, SHARED_PREFIX_MS } from './watched.js';
import type { UnfinishedRecord } from './record.js';
import { STOP_DEADLINE_MS, type Stop } from './stop.js';

export const quoted = (names: string[]) => some(names.map((n) => `"${forLog(n)}"`));

/** A job's name as a person reads it: a prefix with the part the service adds left open. */
export const shownName = (job: JobHandle) => (job.byPrefix ? `${job.name}-…` : job.name);

/** What a step says where it leaves jobs it did not submit (attached or reused) as they are: nothing when there are none. */
export function keptRunning(jobs: JobHandle[]): string {
  const kept = jobs.filter((j) => j.attached).map((j) => j.name);
  if (!kept.length) return '';
  return ` ${quoted(kept)} ${kept.length > 1 ? 'were' : 'was'} left running: not submitted by this step, which never deletes ${kept.length > 1 ? 'them' : 'it'}.`;
}

/** Submissions without a name still unanswered, and the jobs answered since `unfinished` was taken: asked once the deletion is over. */
type Since = () => { unnamedInFlight: number; answered: string[] };

/** A stopped step: deletes its unfinished jobs within the deadline, leaves the rest to the post step, and says what it did. */
export async function stopped(stop: Stop, all: JobHandle[], settings: Settings, backend: Backend, log: Log, since: Since, record?: UnfinishedRecord) {
  const by = `the step was stopped (${stop.by ?? 'a signal'})`;
  // Where nothing is recorded for a post step (the command line has none), what is left is for a person to delete.
  const later = (them: string) => (record ? `the post step deletes ${them}` : `in the Run:ai user interface, delete ${them}`);
  // Deleted only by a step that waits for them, and is asked to.
  const leftBy = settings.wait === 'false' ? 'wait: false' : settings.cancelOnStop ? undefined : 'cancel-on-stop: false';
  const lost = () => {
    const { unnamedInFlight, answered } = since();
    const late = answered.length
      ? ` ${quoted(answered)} ${answered.length > 1 ? 'were' : 'was'} answered while the others were deleted: ${leftBy ? `left running (${leftBy})` : later(answered.length > 1 ? 'them' : 'it')}.`
      : '';
    const unnamed = unnamedInFlight
      ? ` ${unnamedInFlight} submission${unnamedInFlight > 1 ? 's' : ''} without a 'name' had no answer yet: a job ${unnamedInFlight > 1 ? 'they' : 'it'} may have created cannot be found by name. Look for it in the project, and set 'name' so that a stopped step can delete every job.`
      : '';
    return `${late}${unnamed}`;
  };
  const kept = keptRunning(all);
  const unfinished = all.filter((j) => !j.attached);
  const none = (said: string): Pick<Deletion, 'deleted' | 'ended'> & { said: string; gone?: string[] } => ({ said, deleted: [] });
  if (!unfinished.length) return none(all.length ? `${by} before its jobs ended.${kept}` : `${by}; none of its jobs was left unfinished.${lost()}`);
  if (leftBy) return none(`${by} before its jobs ended; they were left running (${leftBy}): ${quoted(unfinished.map(shownName))}.${lost()}${kept}`);
  // Every request of the deletion ends by the deadline, less a margin for saying so.
  const deadline = (stop.at ?? Date.now()) + STOP_DEADLINE_MS - 500;
  const known = all.map((j) => j.name);
  const deletion = await within(deadline, () => deleteJobs(unfinished, backend, { maxAttempts: 2, requestTimeoutMs: settings.requestTimeoutMs }, known));
  logDeletion(deletion, 'Stopped', log);
  // Not deleted: left for the post step, and so is a job not found whose submission had no answer yet (it may appear).
  const left = unfinished.filter((j) => !dealtWith(j, deletion, known, j.since === undefined));
  // Only what was dealt with loses its record: a job answered meanwhile was recorded then, for the post step. A named one that had no
  // answer keeps it: an attempt still under way may create the job after this deletion, and the post step looks again.
  for (const job of unfinished) if (!left.includes(job) && (job.since === undefined || job.byPrefix)) record?.remove(job.name);
  const pending = left.filter((j) => j.since !== undefined && !j.byPrefix);
  const prefixed = left.filter((j) => j.byPrefix);
  const many = pending.length > 1;
  const pendingSaid = pending.length
    ? ` ${quoted(pending.map((j) => j.name))} had no answer yet and ${many ? 'were' : 'was'} not found: ${later(many ? 'them if they appear' : 'it if it appears')}.`
    : '';
  const prefixedSaid = prefixed.length
    ? ` A submission without a 'name' had no answer yet: ${later(`any unfinished job named ${quoted(prefixed.map(shownName))} created since it was sent`)}.`
    : '';
  // Gone before the step could delete it (by someone else, or a ttl-after-finish the list cannot tell): said so, not as deleted by the step.
  const gone = deletion.gone.filter((n) => !pending.some((j) => j.name === n));
  const goneSaid = gone.length ? ` ${quoted(gone)} ${gone.length > 1 ? 'were' : 'was'} gone already: deleted since the last look, not by this step.` : '';
  const said = deletion.failed
    ? `${by} before its jobs ended, and deleting them failed: ${failureCause(deletion.failed)} ${byHand(left, !!record)}${endedSince(deletion)}${unsureOf(deletion)}${lost()}${kept}`
    : `${by} before its jobs ended; ${deletion.deleted.length ? `deleted ${quoted(deletion.deleted)}.` : gone.length ? 'nothing left to delete.' : 'nothing to delete yet.'}${goneSaid}${endedSince(deletion)}${pendingSaid}${prefixedSaid}${unsureOf(deletion)}${lost()}${kept}`;
  return { said, deleted: deletion.deleted, gone, ended: deletion.ended };
}

/** What to do about jobs a deletion failed to delete: the post step tries again where there is one; a person deletes what is left. */
export const byHand = (jobs: JobHandle[], postStep: boolean) =>
  `${postStep ? 'The post step tries again; if it cannot either, delete' : 'Delete'} ${quoted(jobs.map(shownName))} in the Run:ai user interface.`;

/** Whether a deletion dealt with a job: a prefix's handle once as many jobs as it counts were found by it (not `named` ones of the same
 *  work) and deleted; any other once deleted, not told to be this step's (unsure), ended since it was last seen, or gone where `goneDeals`. */
export const dealtWith = (job: JobHandle, { deleted, gone, unsure, ended }: Deletion, named: readonly string[] = [], goneDeals = true) =>
  job.byPrefix
    ? deleted.filter((name) => name.startsWith(`${job.name}-`) && !named.includes(name)).length >= (job.count ?? 1)
    : deleted.includes(job.name) || unsure.includes(job.name) || !!ended?.has(job.name) || (goneDeals && gone.includes(job.name));

/** The sentence for jobs of this step's names that could not be told to be this step's: created before it sent its own, at another time
 *  than it first listed its own at, or with another run's labels. */
function unsureOf(deletion: Deletion): string {
  if (!deletion.unsure.length) return '';
  const many = deletion.unsure.length > 1;
  return ` The job${many ? 's' : ''} of ${many ? 'the names' : 'the name'} ${quoted(deletion.unsure)} ${many ? 'were' : 'was'} not deleted: the service does not show ${many ? 'them' : 'it'} to be this step's (created at another time, or by another run), so ${many ? 'they' : 'it'} may be someone else's. Look in the project.`;
}

/** Deletes the jobs that are this step's, within `limits` (a stopped step has seconds): those an answer named, and of those without one (`since`) the
 *  ones the list says are newer than the step; one not listed is gone, one older or without a time unsure. A list that fails leaves only the answered ones, and says why.
 *  A job that has ended since it was last seen (a stop between two polls, a step killed before its post step) is left as it ended, a succeeded
 *  training's record with it; of the answered, a look that fails, or takes too long, says nothing, and they are deleted. */
export async function deleteJobs(jobs: JobHandle[], backend: Backend, limits: Limits, known: string[] = []): Promise<Deletion> {
  const { ended, replaced } = await endedOf(jobs, backend, limits).catch(() => ({ ended: new Map<string, string>(), replaced: new Set<string>() }));
  const answered = jobs.filter((j) => j.since === undefined && !ended.has(j.name) && !replaced.has(j.name));
  const unanswered = jobs.filter((j) => j.since !== undefined);
  const named = new Set([...known, ...jobs.filter((j) => !j.byPrefix).map((j) => j.name)]);
  let mine: Omit<Deletion, 'deleted'> & { jobs: JobHandle[] } = { jobs: [...answered], gone: [], unsure: [] };
  try {
    for (const project of new Set(unanswered.map((j) => j.project))) {
      const inProject = unanswered.filter((j) => j.project === project && !j.byPrefix);
      // Only where there are names to look for: a list for none is a request for nothing, within a stop's few seconds.
      const listed = inProject.length
        ? await backend.lister.read(project, { names: new Set(inProject.map((j) => j.name)), maxAttempts: limits.maxAttempts })
        : new Map<string, Listed>();
      for (const job of inProject) {
        const found = listed.get(job.name);
        // One being deleted (by the main step's stop, as its post step looks) is not deleted again: as good as gone.
        if (!found || (found.status !== undefined && GOING.has(found.status))) mine.gone.push(job.name);
        else if (!createdSince(found.createdAt, job.since!)) mine.unsure.push(job.name);
        else if (found.status !== undefined && hasEnded({ end: stateMeaning(found.status) })) ended.set(job.name, found.status);
        else mine.jobs.push({ ...job, ref: backend.identified(job.ref, found) });
      }
      // One of a fixed name created since may still be an overlapping run's: its labels, where kept, say whose it is. Asked once, within half
      // a request's time (or of what is left): the deletion of the rest must not wait on it, and unanswered it says nothing.
      const foundHere = (j: JobHandle) => j.project === project && inProject.some((unanswered) => unanswered.name === j.name);
      const lookedUp = mine.jobs.filter(foundHere);
      const lookBy = Date.now() + Math.min(timeLeft(), limits.requestTimeoutMs) / 2;
      const labelled = lookedUp.length ? within(lookBy, async () => backend.submittedElsewhere?.(lookedUp, { ...limits, maxAttempts: 1 })) : undefined;
      const elsewhere = (await labelled?.catch(() => undefined)) ?? new Set<string>();
      mine.unsure.push(...elsewhere);
      mine.jobs = mine.jobs.filter((j) => !(foundHere(j) && elsewhere.has(j.name)));
      // A job without a name, by the prefix its work and run give it: a name the service gives, not ended, created after its submission was sent, not one the
      // step knows by name (reused, answered), and no more of them than the step has submissions of it unanswered, the earliest first.
      for (const job of unanswered.filter((j) => j.project === project && j.byPrefix)) {
        const listed = await backend.lister.read(project, { names: new Set(), prefix: `${job.name}-`, maxAttempts: limits.maxAttempts });
        const candidates = [...listed.values()].filter((found) => {
          const meaning = found.status === undefined ? undefined : stateMeaning(found.status);
          const after = createdSince(found.createdAt, job.since!, Date.now(), SHARED_PREFIX_MS);
          // Not one being deleted: the list shows a job so while its deletion goes on (the main step's own, as its post step looks).
          const going = found.status !== undefined && GOING.has(found.status);
          return !named.has(found.name) && backend.isName(found.name) && after && !going && (meaning === undefined || meaning === 'running');
        });
        for (const found of candidates.sort((a, b) => (creationTime(a.createdAt) ?? 0) - (creationTime(b.createdAt) ?? 0)).slice(0, job.count ?? 1)) {
          named.add(found.name);
          mine.jobs.push({ name: found.name, project, ref: backend.identified(job.ref, found) });
        }
      }
    }
  } catch (error) {
    mine = { jobs: answered, gone: [], unsure: [], failed: error };
  }
  const outcome = mine.jobs.length ? await backend.delete(mine.jobs, limits) : { deleted: [], gone: [] };
  return {
    deleted: outcome.deleted,
    gone: [...outcome.gone, ...mine.gone],
    unsure: [...mine.unsure, ...replaced],
    ended: ended.size ? ended : undefined,
    failed: outcome.failed ?? mine.failed,
  };
}

/** The answered jobs the lists say have ended (succeeded, failed or stopped), with their states: the projects' lists at once, one attempt each,
 *  within half a request's time (or of what is left): a list of many pages, or none, must not keep the deletion waiting. The token is had
 *  first, outside that time, as the deletion needs it anyway; a project whose list fails says nothing of its jobs. */
async function endedOf(jobs: JobHandle[], backend: Backend, limits: Limits): Promise<{ ended: Map<string, string>; replaced: Set<string> }> {
  const answered = jobs.filter((j) => j.since === undefined);
  if (!answered.length) return { ended: new Map(), replaced: new Set() };
  await backend.tokens.bearer();
  const deadline = Date.now() + Math.min(timeLeft(), limits.requestTimeoutMs) / 2;
  const projects = [...new Set(answered.map((j) => j.project))];
  const names = (project: string) => new Set(answered.filter((j) => j.project === project).map((j) => j.name));
  // Then among the deleted, where the generation keeps them: a job listed before that ended since the last look and that ttl-after-finish
  // deleted has ended, not gone (a success is no stop). That read may be long (a busy project's deleted): one that fails leaves what the live
  // list said, and a job never listed is not looked for there.
  const refs = new Map(answered.map((j) => [j.name, j.ref]));
  const seen = new Set(answered.filter((j) => j.listedCreatedAt !== undefined).map((j) => j.name));
  const lists = await Promise.allSettled(
    projects.map(async (project) => {
      const live = await backend.lister.read(project, { names: names(project), maxAttempts: 1, deadline });
      const missing = new Set([...names(project)].filter((name) => !live.has(name) && seen.has(name)));
      if (!missing.size || !backend.lister.findsDeleted) return live;
      const deleted = await backend.lister.read(project, { names: missing, refs, deletedToo: true, maxAttempts: 1, deadline }).catch(() => undefined);
      return new Map([...live, ...[...(deleted ?? [])].filter(([, listed]) => listed.deleted)]);
    }),
  );
  const listed = lists.flatMap((list) => (list.status === 'fulfilled' ? [...list.value.values()] : []));
  // A job of its name created at another time than the step's was first listed at is not the step's: its name used again once the step's was
  // deleted (by a deletion whose answer was lost, say). Not deleted by name, and said: the service does not say it is the step's.
  const firstListed = new Map(answered.map((j) => [j.name, j.listedCreatedAt]));
  const replaced = new Set(
    listed.flatMap(({ name, createdAt }) => {
      const [first, now] = [firstListed.get(name), creationTime(createdAt)];
      return first !== undefined && now !== undefined && now !== first ? [name] : [];
    }),
  );
  const ended = listed.filter(({ name, status }) => !replaced.has(name) && status !== undefined && hasEnded({ end: stateMeaning(status) }));
  return { ended: new Map(ended.map(({ name, status }) => [name, status!])), replaced };
}

/** The sentence for jobs a deletion left as they had ended since they were last seen: empty when there are none. */
export function endedSince({ ended }: Pick<Deletion, 'ended'>): string {
  const names = [...(ended?.keys() ?? [])];
  const many = names.length > 1;
  return names.length ? ` ${quoted(names)} had ended since the last look, and ${many ? 'were' : 'was'} left as ${many ? 'they' : 'it'} ended.` : '';
}

export function logDeletion({ deleted, gone, unsure, ended }: Deletion, why: string, log: Pick<Log, 'info'>): void {
  const names = (list: string[]) => list.map((n) => `"${forLog(n)}"`).join(', ');
  if (deleted.length) log.info(`${why}: deleted ${deleted.length === 1 ? 'job' : `${deleted.length} jobs:`} ${names(deleted)}.`);
  if (gone.length) log.info(`Already gone, nothing to delete: ${names(gone)}.`);
  if (unsure.length) log.info(`Not deleted, as the service does not say this step created ${unsure.length === 1 ? 'it' : 'them'}: ${names(unsure)}.`);
  for (const [name, state] of ended ?? []) log.info(`Not deleted, as it ended since it was last seen: "${forLog(name)}" (${forLog(state)}).`);
}
