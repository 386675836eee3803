// Cancelling: the jobs a stopped step leaves unfinished are deleted, by the main step when it
// receives SIGINT or SIGTERM, and by the post step (action.yml `runs.post`) from what the main
// step recorded when it could not. A job already gone is not an error.
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
import type { TokenSource } from './token.js';
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
 * delete its jobs; if that has not finished by the deadline, the step ends anyway. `onStop` runs
 * at once: it writes what the post step needs, in case the step does not get further.
 */
export function watchForStop(onStop: () => void): Stop {
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
    onStop();
    controller.abort();
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS + 1000).unref();
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

/** Waits `ms`, or less when the signal is aborted first. */
export function sleepUnlessStopped(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', finish);
      done();
    }
    signal?.addEventListener('abort', finish, { once: true });
  });
}

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
  const names = some(unfinished.map((j) => `"${forLog(j.name)}"`));
  if (!settings.cancelOnStop) return `${by} before its jobs ended; they were left running (cancel-on-stop: false): ${names}.${lost}`;
  // What is left of the deadline, less a margin for saying so.
  const leftMs = Math.max(500, (stop.at ?? Date.now()) + STOP_DEADLINE_MS - 500 - Date.now());
  const quick = connect(settings, log, {}, leftMs, tokens);
  try {
    const deletion = await deleteJobs(unfinished, quick, { maxAttempts: 2, requestTimeoutMs: leftMs }, log);
    for (const line of describeDeletion(deletion, 'Stopped')) log.info(line);
    // Not deleted: left for the post step, and so is a job not found whose submission had no answer yet.
    const left = unfinished.filter((j) => !deletion.deleted.includes(j.name) && (j.unanswered || !deletion.gone.includes(j.name)));
    record?.update(left);
    record?.flush();
    const pending = left.filter((j) => j.unanswered && !deletion.failed);
    const later = pending.length
      ? ` ${some(pending.map((j) => `"${forLog(j.name)}"`))} had no answer yet and ${pending.length > 1 ? 'were' : 'was'} not found: the post step deletes ${pending.length > 1 ? 'them' : 'it'} if ${pending.length > 1 ? 'they appear' : 'it appears'}.`
      : '';
    const done = [...deletion.deleted, ...deletion.gone.filter((n) => !pending.some((j) => j.name === n))];
    if (!deletion.failed)
      return `${by} before its jobs ended; ${done.length ? `deleted ${some(done.map((n) => `"${forLog(n)}"`))}.` : 'nothing to delete yet.'}${later}${lost}`;
    return `${by} before its jobs ended, and deleting them failed: ${failureCause(deletion.failed)} The post step tries again; if it cannot either, delete ${names} in the Run:ai user interface.${lost}`;
  } finally {
    await quick.close();
  }
}

/** Deletes jobs whose wait timed out, logs which, and returns the sentence the failure ends with. */
export async function deleteAndSay(
  jobs: Unfinished[],
  connection: Pick<Connection, 'client' | 'tokens' | 'workloads'>,
  settings: Settings,
  log: Log,
  why: string,
): Promise<string> {
  const deletion = await deleteJobs(jobs, connection, settings, log);
  for (const line of describeDeletion(deletion, why)) log.info(line);
  if (!deletion.failed) return `${jobs.length === 1 ? 'It was' : 'They were'} deleted (cancel-on-stop).`;
  return `Deleting ${jobs.length === 1 ? 'it' : 'them'} failed: ${failureCause(deletion.failed)} Delete ${some(jobs.map((j) => `"${forLog(j.name)}"`))} in the Run:ai user interface.`;
}

/** What a deletion did: jobs deleted, jobs already gone, and why the others were not deleted. */
export interface Deletion {
  deleted: string[];
  gone: string[];
  failed?: unknown;
}

/**
 * Deletes the jobs: on the Researcher API in one request, in the first documented form the
 * service serves; on the workloads API one workload at a time, by id. `maxAttempts`
 * and the connection's timeout bound it: a stopped step has seconds, not minutes.
 */
export async function deleteJobs(
  jobs: Unfinished[],
  connection: Pick<Connection, 'client' | 'tokens' | 'workloads'>,
  settings: Pick<Settings, 'maxAttempts' | 'requestTimeoutMs'>,
  log: Log,
): Promise<Deletion> {
  const { client, tokens } = connection;
  if (connection.workloads) return deleteWorkloads(jobs, connection.workloads.client, tokens, settings, log);
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
      const outcome: Deletion = {
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

/** The lines a deletion leaves in the log: which jobs were deleted, and which were gone already. */
export function describeDeletion(deletion: Deletion, why: string): string[] {
  const names = (list: string[]) => list.map((n) => `"${forLog(n)}"`).join(', ');
  const lines: string[] = [];
  if (deletion.deleted.length)
    lines.push(`${why}: deleted ${deletion.deleted.length === 1 ? 'job' : `${deletion.deleted.length} jobs:`} ${names(deletion.deleted)}.`);
  if (deletion.gone.length) lines.push(`Already gone, nothing to delete: ${names(deletion.gone)}.`);
  return lines;
}
