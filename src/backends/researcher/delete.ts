// The Researcher API's deletion, by name and project, in the first documented form the service
// serves (DELETE_FORMS): the v1 family's array, the Swagger file's one job by name, the older path.
import { DELETE_FORMS, type DeleteForm, type DeleteResults, type JobReference, type RunaiClient } from '../../contract/client.js';
import { ServiceFailure } from '../../errors.js';
import type { Log } from '../../log.js';
import { forLog, sentence } from '../../safe-text.js';
import { callWithBearer } from '../../service/call.js';
import type { TokenSource } from '../../service/token.js';
import type { Deletion, JobHandle, Limits } from '../backend.js';
import { OPERATIONS } from './operations.js';

/**
 * Deletes the jobs by name. `listed` says which of them a project's job list still has: when
 * every form answers 404, that tells jobs already gone from a deletion the service does not serve.
 */
export async function deleteByName(
  jobs: JobHandle[],
  client: RunaiClient,
  tokens: TokenSource,
  limits: Limits,
  log: Log,
  listed: (project: string, names: ReadonlySet<string>) => Promise<ReadonlySet<string>>,
): Promise<Omit<Deletion, 'unsure'>> {
  if (!jobs.length) return { deleted: [], gone: [] };
  // Only what the request takes: callers pass jobs that carry more.
  const references = jobs.map(({ name, project }) => ({ name, project }));
  let servedSingular = false;
  /** Answers of the one-job form other than 404 or 405, which only a served form gives. */
  let singularAnswered = 0;
  const once = (form: DeleteForm, some: JobReference[]) =>
    callWithBearer<DeleteResults | undefined, DeleteResults>(
      tokens,
      log,
      OPERATIONS.delete,
      (bearer) => ({
        url: client.formUrl(form),
        send: () => client.deleteJobs(some, bearer(), form),
        read: (answer) => {
          if (form === '/api/v1/job' && answer.status !== 404 && answer.status !== 405) singularAnswered++;
          if (answer.ok) return answer.data ?? [];
          // The one-job form: once the path is known, a 404 there is the job's, not the path's.
          if (form === '/api/v1/job' && answer.status === 404 && servedSingular) return [{ name: some[0]!.name, ok: false, error: { status: 404 } }];
          throw answer.refuse();
        },
      }),
      { maxAttempts: limits.maxAttempts, timeoutMs: limits.requestTimeoutMs },
    );
  for (const form of DELETE_FORMS) {
    try {
      let results: DeleteResults;
      /** The first failure of a per-job request, once the others have had their answers, and the jobs left without one. */
      let failedOne: unknown;
      const unanswered = new Set<string>();
      if (form === '/api/v1/job') {
        // One request per job; the first tells whether the form is served at all. A 404 there
        // may also be a job already gone: then the others tell, and if none of them answers
        // otherwise either, the form is taken for not served. One that fails does not hide the
        // others, which may have deleted their jobs.
        let firstMissing: ServiceFailure | undefined;
        results = await once(form, references.slice(0, 1)).catch((error: unknown) => {
          if (!(error instanceof ServiceFailure && error.status === 404 && references.length > 1)) throw error;
          firstMissing = error;
          return [];
        });
        servedSingular = true;
        for (const [i, settled] of (await Promise.allSettled(references.slice(1).map((r) => once(form, [r])))).entries()) {
          if (settled.status === 'fulfilled') results.push(...settled.value);
          else {
            failedOne ??= settled.reason;
            unanswered.add(references[i + 1]!.name);
          }
        }
        if (firstMissing) {
          if (!singularAnswered) {
            servedSingular = false;
            throw firstMissing;
          }
          results.push({ name: references[0]!.name, ok: false, error: { status: 404 } });
        }
      } else {
        results = await once(form, references);
      }
      // Per-job results, when the answer has them: a job that was not found is gone already.
      const gone = new Set(results.filter((r) => r.ok === false && r.error?.status === 404 && r.name).map((r) => r.name!));
      // Only the step's own jobs: an answer that names others says nothing of them.
      const ours = new Set(jobs.map((j) => j.name));
      const refused = results.filter((r) => r.ok === false && r.error?.status !== 404 && r.name !== undefined && ours.has(r.name));
      const outcome: Omit<Deletion, 'unsure'> = {
        deleted: jobs.map((j) => j.name).filter((name) => !gone.has(name) && !unanswered.has(name) && !refused.some((r) => r.name === name)),
        gone: [...gone].filter((name) => jobs.some((j) => j.name === name)),
      };
      if (failedOne !== undefined) outcome.failed = failedOne;
      else if (refused.length) {
        outcome.failed = new Error(
          `the service did not delete ${refused.map((r) => `"${forLog(r.name!)}"${r.error?.message ? ` (${forLog(sentence(r.error.message))})` : ''}`).join(', ')}`,
        );
      }
      return outcome;
    } catch (error) {
      const notServed = error instanceof ServiceFailure && (error.status === 404 || error.status === 405) && !servedSingular;
      if (notServed && form !== DELETE_FORMS.at(-1)) {
        log.debug(`${form} is not served here (${error.status}): deleting through the next documented form.`);
        continue;
      }
      // Every form answered 404: a deletion not served, or jobs gone already, which the list tells.
      if (notServed && error.status === 404) return (await goneAll(jobs, listed)) ?? { deleted: [], gone: [], failed: error };
      return { deleted: [], gone: [], failed: error };
    }
  }
  return { deleted: [], gone: [], failed: new Error('no form of the job deletion is served') };
}

/** The jobs' names when the list has none of them any more; undefined when it has some, or fails. */
async function goneAll(jobs: JobHandle[], listed: (project: string, names: ReadonlySet<string>) => Promise<ReadonlySet<string>>) {
  try {
    for (const project of new Set(jobs.map((j) => j.project))) {
      const names = new Set(jobs.filter((j) => j.project === project).map((j) => j.name));
      if ((await listed(project, names)).size) return undefined;
    }
  } catch {
    return undefined;
  }
  return { deleted: [], gone: jobs.map((j) => j.name) };
}
