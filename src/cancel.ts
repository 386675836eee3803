// Cancelling: the jobs a stopped step leaves unfinished are deleted, by the main step when it
// receives SIGINT or SIGTERM, and by the post step (action.yml `runs.post`) from what the main
// step recorded when it could not. A job already gone is not an error, and a job that cannot be
// told to be this step's (a submission with no answer, and an older job of its name) is left alone.
import { DELETE_FORMS, type DeleteForm, type DeleteResults, type JobReference } from './contract/client.js';
import { deleteWorkloads } from './workloads.js';
import { callWithBearer } from './call.js';
import { connect, type Connection } from './connection.js';
import { failureCause, ServiceFailure } from './errors.js';
import type { Settings } from './inputs.js';
import { some, type Log } from './log.js';
import { OPERATIONS } from './operations.js';
import { redact } from './mask.js';
import { forLog } from './safe-text.js';
import { createdSince } from './submit.js';
import type { TokenSource } from './token.js';
import { within } from './transport.js';
import type { Unfinished, UnfinishedRecord } from './state.js';

/** A stopped step deletes its jobs within this long of the signal: the runner's SIGTERM comes 7.5 s after its SIGINT. */
export const STOP_DEADLINE_MS = 5_000;

/** The step being stopped: by which signal, and when. */
export interface Stop {
  signal: AbortSignal;
  by?: string;
  at?: number;
  dispose(): void;
}

/**
 * Listens for the runner's SIGINT and SIGTERM. The first aborts the step's work, so that it can
 * delete its jobs; if that has not finished by the deadline, the step ends anyway, after
 * `overrun` has said so (what the post step needs is recorded already, as it happens).
 */
export function watchForStop(overrun: (by: string) => void): Stop {
  const controller = new AbortController();
  const stop: Stop = {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    },
  };
  function handler(signal: NodeJS.Signals) {
    if (controller.signal.aborted) return; // the runner's SIGTERM after its SIGINT: already stopping
    stop.by = signal;
    stop.at = Date.now();
    controller.abort();
    setTimeout(() => {
      overrun(signal);
      process.exit(1);
    }, STOP_DEADLINE_MS + 1000).unref();
  }
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return stop;
}

/** After a stop, how long submissions already sent may still take to answer, of the 5 s there are. */
export const SUBMISSION_GRACE_MS = 3_000;

/**
 * The promise's value, or undefined once the step is stopped (after `graceMs` more, if the
 * promise settles within it); the work goes on unawaited.
 */
export function unlessStopped<T>(promise: Promise<T>, signal: AbortSignal | undefined, graceMs = 0): Promise<T | undefined> {
  if (!signal) return promise;
  if (signal.aborted && graceMs === 0) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const onAbort = () => (graceMs ? setTimeout(() => resolve(undefined), graceMs).unref() : resolve(undefined));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
    );
  });
}

const quoted = (names: string[]) => some(names.map((n) => `"${forLog(n)}"`));

/**
 * A stopped step: deletes its unfinished jobs (cancel-on-stop) before the deadline, records what
 * is left for the post step, and says what it did, in the words the step's failure ends with.
 */
export async function stopped(
  stop: Stop,
  unfinished: Unfinished[],
  settings: Settings,
  tokens: TokenSource,
  log: Log,
  record?: UnfinishedRecord,
  unnamedInFlight = 0,
): Promise<string> {
  const by = `the step was stopped (${stop.by ?? 'a signal'})`;
  const lost = unnamedInFlight
    ? ` ${unnamedInFlight} submission${unnamedInFlight > 1 ? 's' : ''} without a 'name' had no answer yet: a job ${unnamedInFlight > 1 ? 'they' : 'it'} may have created cannot be found by name. Look for it in the project, and set 'name' so that a stopped step can delete every job.`
    : '';
  if (!unfinished.length) return `${by}; none of its jobs was left unfinished.${lost}`;
  if (!settings.cancelOnStop)
    return `${by} before its jobs ended; they were left running (cancel-on-stop: false): ${quoted(unfinished.map((j) => j.name))}.${lost}`;
  // Every request of the deletion ends by the deadline, less a margin for saying so.
  const deadline = (stop.at ?? Date.now()) + STOP_DEADLINE_MS - 500;
  const quick = connect(settings, log, {}, Math.max(500, deadline - Date.now()), tokens);
  try {
    const deletion = await within(deadline, () => deleteJobs(unfinished, quick, { maxAttempts: 2, requestTimeoutMs: settings.requestTimeoutMs }, log));
    for (const line of describeDeletion(deletion, 'Stopped')) log.info(line);
    // Not deleted: left for the post step, and so is a job not found whose submission had no answer yet.
    const left = unfinished.filter(
      (j) => !deletion.deleted.includes(j.name) && !deletion.unsure.includes(j.name) && (j.unanswered || !deletion.gone.includes(j.name)),
    );
    record?.only(left);
    const pending = left.filter((j) => j.unanswered && !deletion.failed);
    const later = pending.length
      ? ` ${quoted(pending.map((j) => j.name))} had no answer yet and ${pending.length > 1 ? 'were' : 'was'} not found: the post step deletes ${pending.length > 1 ? 'them' : 'it'} if ${pending.length > 1 ? 'they appear' : 'it appears'}.`
      : '';
    const done = [...deletion.deleted, ...deletion.gone.filter((n) => !pending.some((j) => j.name === n))];
    if (!deletion.failed)
      return `${by} before its jobs ended; ${done.length ? `deleted ${quoted(done)}.` : 'nothing to delete yet.'}${later}${unsureOf(deletion)}${lost}`;
    return `${by} before its jobs ended, and deleting them failed: ${failureCause(deletion.failed)} The post step tries again; if it cannot either, delete ${quoted(left.map((j) => j.name))} in the Run:ai user interface.${unsureOf(deletion)}${lost}`;
  } finally {
    await quick.close();
  }
}

/** The sentence for jobs of this step's names that could not be told to be this step's. */
function unsureOf(deletion: Deletion): string {
  if (!deletion.unsure.length) return '';
  const many = deletion.unsure.length > 1;
  return ` ${quoted(deletion.unsure)} had no answer yet, and the job${many ? 's' : ''} of ${many ? 'those names' : 'that name'} ${many ? 'were' : 'was'} not deleted: the service does not say ${many ? 'they were' : 'it was'} created after this step started, so ${many ? 'they' : 'it'} may be someone else's. Look in the project.`;
}

/**
 * Deletes jobs whose wait timed out, logs which, and returns the sentence the failure ends with,
 * with the jobs it could not delete, which the caller leaves for the post step.
 */
export async function deleteAndSay(
  jobs: Unfinished[],
  connection: Pick<Connection, 'client' | 'tokens' | 'workloads' | 'lister'>,
  settings: Settings,
  log: Log,
  why: string,
): Promise<{ said: string; left: Unfinished[] }> {
  const deletion = await deleteJobs(jobs, connection, settings, log);
  for (const line of describeDeletion(deletion, why)) log.info(line);
  if (!deletion.failed) return { said: `${jobs.length === 1 ? 'It was' : 'They were'} deleted (cancel-on-stop).`, left: [] };
  const left = jobs.filter((j) => !deletion.deleted.includes(j.name) && !deletion.gone.includes(j.name));
  return {
    said: `Deleting ${jobs.length === 1 ? 'it' : 'them'} failed: ${failureCause(deletion.failed)} The post step tries again; if it cannot either, delete ${quoted(left.map((j) => j.name))} in the Run:ai user interface.`,
    left,
  };
}

/** What a deletion did: jobs deleted, jobs already gone, jobs of this step's names not told to be its own, and why the others were not deleted. */
export interface Deletion {
  deleted: string[];
  gone: string[];
  unsure: string[];
  failed?: unknown;
}

/**
 * Deletes the jobs: on the Researcher API in one request, in the first documented form the
 * service serves; on the workloads API one workload at a time, by id. A job whose submission had
 * no answer is deleted only if the list says it was created since the step started. `maxAttempts`
 * and the connection's timeout bound it: a stopped step has seconds, not minutes.
 */
export async function deleteJobs(
  jobs: Unfinished[],
  connection: Pick<Connection, 'client' | 'tokens' | 'workloads' | 'lister'>,
  settings: Pick<Settings, 'maxAttempts' | 'requestTimeoutMs'>,
  log: Log,
): Promise<Deletion> {
  if (connection.workloads) return deleteWorkloads(jobs, connection.workloads.client, connection.tokens, settings, log);
  const confirmed = await thisStepsOwn(jobs, connection.lister, settings);
  if ('failed' in confirmed) return { deleted: [], gone: [], unsure: [], failed: confirmed.failed };
  const outcome = await deleteByName(confirmed.jobs, connection, settings, log);
  return { ...outcome, gone: [...outcome.gone, ...confirmed.gone], unsure: confirmed.unsure };
}

/** The Researcher API's deletion, by name, in the first documented form the service serves. */
async function deleteByName(
  jobs: Unfinished[],
  { client, tokens }: Pick<Connection, 'client' | 'tokens'>,
  settings: Pick<Settings, 'maxAttempts' | 'requestTimeoutMs'>,
  log: Log,
): Promise<Omit<Deletion, 'unsure'>> {
  if (!jobs.length) return { deleted: [], gone: [] };
  // Only what the request takes: callers pass jobs that carry more.
  const references = jobs.map(({ name, project }) => ({ name, project }));
  let servedSingular = false;
  const once = (form: DeleteForm, some: JobReference[]) =>
    callWithBearer<DeleteResults | undefined, DeleteResults>(
      tokens,
      log,
      OPERATIONS.delete,
      (bearer) => ({
        url: client.formUrl(form),
        send: () => client.deleteJobs(some, bearer(), form),
        read: (reply, refuse) => {
          if (reply.ok) return reply.data ?? [];
          // The one-job form: once the path is known, a 404 there is the job's, not the path's.
          if (form === '/api/v1/job' && reply.status === 404 && servedSingular) return [{ name: some[0]!.name, ok: false, error: { status: 404 } }];
          throw refuse();
        },
      }),
      { maxAttempts: settings.maxAttempts, timeoutMs: settings.requestTimeoutMs },
    );
  for (const form of DELETE_FORMS) {
    try {
      let results: DeleteResults;
      if (form === '/api/v1/job') {
        // One request per job; the first tells whether the form is served at all.
        results = await once(form, references.slice(0, 1));
        servedSingular = true;
        results = [...results, ...(await Promise.all(references.slice(1).map((r) => once(form, [r])))).flat()];
      } else {
        results = await once(form, references);
      }
      // Per-job results, when the answer has them: a job that was not found is gone already.
      const gone = new Set(results.filter((r) => r.ok === false && r.error?.status === 404 && r.name).map((r) => r.name!));
      const refused = results.filter((r) => r.ok === false && r.error?.status !== 404 && r.name);
      const outcome: Omit<Deletion, 'unsure'> = {
        deleted: jobs.map((j) => j.name).filter((name) => !gone.has(name) && !refused.some((r) => r.name === name)),
        gone: [...gone].filter((name) => jobs.some((j) => j.name === name)),
      };
      if (refused.length) {
        outcome.failed = new Error(
          `the service did not delete ${refused.map((r) => `"${forLog(r.name!)}"${r.error?.message ? ` (${forLog(redact(r.error.message).slice(0, 200))})` : ''}`).join(', ')}`,
        );
      }
      return outcome;
    } catch (error) {
      if (error instanceof ServiceFailure && (error.status === 404 || error.status === 405) && !servedSingular && form !== DELETE_FORMS.at(-1)) {
        log.debug(`${form} is not served here (${error.status}): deleting through the next documented form.`);
        continue;
      }
      return { deleted: [], gone: [], failed: error };
    }
  }
  return { deleted: [], gone: [], failed: new Error('no form of the job deletion is served') };
}

/**
 * Of jobs to delete by name, those that are this step's: any the service's answer named, and of
 * those whose submission had no answer (`since`), only the ones the list says were created since
 * the step started. One not listed is gone (or not yet created); one older, or without a time, is unsure.
 */
async function thisStepsOwn(
  jobs: Unfinished[],
  lister: Connection['lister'],
  settings: Pick<Settings, 'maxAttempts'>,
): Promise<{ jobs: Unfinished[]; gone: string[]; unsure: string[] } | { failed: unknown }> {
  const answered = jobs.filter((j) => j.since === undefined);
  const unanswered = jobs.filter((j) => j.since !== undefined);
  const result = { jobs: answered, gone: [] as string[], unsure: [] as string[] };
  try {
    for (const project of new Set(unanswered.map((j) => j.project))) {
      const mine = unanswered.filter((j) => j.project === project);
      const listed = await lister.read(project, { names: new Set(mine.map((j) => j.name)), maxAttempts: settings.maxAttempts });
      for (const job of mine) {
        const found = listed.get(job.name);
        if (!found) result.gone.push(job.name);
        else if (createdSince(found.createdAt, job.since!)) result.jobs.push(job);
        else result.unsure.push(job.name);
      }
    }
  } catch (error) {
    return { failed: error };
  }
  return result;
}

/** The lines a deletion leaves in the log: which jobs were deleted, which were gone already, and which were left alone. */
export function describeDeletion(deletion: Deletion, why: string): string[] {
  const names = (list: string[]) => list.map((n) => `"${forLog(n)}"`).join(', ');
  const lines: string[] = [];
  if (deletion.deleted.length)
    lines.push(`${why}: deleted ${deletion.deleted.length === 1 ? 'job' : `${deletion.deleted.length} jobs:`} ${names(deletion.deleted)}.`);
  if (deletion.gone.length) lines.push(`Already gone, nothing to delete: ${names(deletion.gone)}.`);
  if (deletion.unsure.length)
    lines.push(`Not deleted, as the service does not say this step created ${deletion.unsure.length === 1 ? 'it' : 'them'}: ${names(deletion.unsure)}.`);
  return lines;
}
