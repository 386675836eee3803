// The Researcher REST API v1 of a cluster (before Run:ai 2.18), behind the Backend interface: a realm's token, the
// submission's and the list's documented paths (the first served is kept), and deletion by name in the first form served.
import { createRunaiClient, DELETE_FORMS, LIST_FORMS, SUBMIT_FORMS } from '../../contract/client.js';
import type { DeleteForm, DeleteResults, JobReference, RunaiClient, SubmitForm, TokenRequest } from '../../contract/client.js';
import { tokenUrl, trimBaseUrl } from '../../contract/urls.js';
import { validateJobCreated } from '../../contract/generated/answer-validators.js';
import { ServiceFailure } from '../../errors.js';
import type { Settings } from '../../inputs.js';
import type { Log } from '../../log.js';
import { forLog, sentence } from '../../safe-text.js';
import { TokenSource, type TokenEndpoint } from '../../service/token.js';
import { openWire } from '../../service/wire.js';
import { blockingReason, listRequest } from '../backend.js';
import type { Backend, BackendContext, Deletion, JobHandle, Limits, Listed, Lister, ListQuery, Submitter } from '../backend.js';
import { OPERATIONS } from './operations.js';

/** A job's ref on the Researcher API: nothing but its name and project, which the handle has. */
const NO_REF = Object.freeze({});

export function createBackend({ settings, log, clock = {}, http }: BackendContext): Backend {
  const wire = openWire(settings, http);
  const client = createRunaiClient({ baseUrl: settings.baseUrl, authUrl: settings.authUrl, fetch: wire.fetch });
  const tokens = new TokenSource(realmToken(client, settings), settings, log, clock);
  const lister = jobLister(client, tokens, settings, log);
  return {
    tokens,
    submitter: researcherSubmitter(client, log),
    lister,
    refByName: () => NO_REF,
    identified: (ref) => ref,
    // Anything the state file holds for a job of this generation is read as no ref: it has none.
    readRef: () => NO_REF,
    isName: (name) => validateJobCreated({ name }),
    delete: (handles, limits) => deleteByName(handles, limits, { client, tokens, lister, log }),
    preview: async (jobs) => {
      const bearer = settings.credentials?.realm
        ? `The token would be requested from ${forLog(tokenUrl(settings.authUrl, settings.credentials.realm))} as client '${forLog(settings.credentials.clientId)}' (token-request: ${settings.tokenRequest}).`
        : "The 'token' input would be sent as the bearer.";
      return { lead: `nothing is sent. ${bearer}`, requests: jobs.map((job) => ({ url: client.formUrl(SUBMIT_FORMS[0]), body: { job } })) };
    },
    // The cluster is the jobs' address; the UI's Jobs page (app.run.ai/jobs, or the self-hosted UI's) lists a project's: the documents give no job's address.
    whereabouts: () => ({ cluster: new URL(settings.baseUrl).host, page: `${trimBaseUrl(settings.authUrl)}/jobs` }),
    close: () => wire.close(),
  };
}

export function realmToken(client: RunaiClient, settings: Settings): TokenEndpoint | undefined {
  if (!settings.credentials?.realm) return undefined;
  const { realm, clientId, clientSecret } = settings.credentials;
  // As `token-request` asks: with the OpenID scope and an id_token asked for, or the minimal form.
  const openid = settings.tokenRequest === 'openid' ? ({ scope: 'openid', response_type: 'id_token' } as const) : {};
  const form: TokenRequest = { grant_type: 'client_credentials', ...openid, client_id: clientId, client_secret: clientSecret };
  const url = tokenUrl(settings.authUrl, realm);
  return { url, issuer: `realm '${forLog(realm)}'`, operation: OPERATIONS.token, send: () => client.requestToken(realm, form) };
}

/** What each documented path of the submission is, as the log names it. */
const SUBMIT_FORM_NAMES: Record<SubmitForm, string> = {
  '/api/v1/jobs': 'the REST pages’ path',
  '/api/v1/job': 'the Swagger file’s path, with its types',
  '/api/job': 'the 2021 REST pages’ path',
};

export function researcherSubmitter(client: RunaiClient, log: Log): Submitter {
  let form = 0;
  /** The path that has answered as a jobs endpoint does: once known, it is `form` for good, and every submission goes there. */
  let servedForm: number | undefined;
  return {
    operation: OPERATIONS.submit,
    url: () => client.formUrl(SUBMIT_FORMS[form]),
    async send(job, bearer) {
      let first: Awaited<ReturnType<RunaiClient['submitJob']>> | undefined;
      for (;;) {
        const tried = form;
        const answer = await client.submitJob(job, bearer, SUBMIT_FORMS[tried]);
        // Answers only a served jobs endpoint gives: a job accepted, or refused for what it says.
        if (answer.ok || [400, 409, 422].includes(answer.status)) form = servedForm = tried;
        // Any other answer (a 401, a proxy's 503) is the job's to retry or fail; so is a 404 from the path known to be served. One from another path
        // created nothing, and goes again through the served path, which another submission of the sweep may have found since.
        if (answer.ok || ![404, 405].includes(answer.status) || servedForm === tried) return answer;
        if (servedForm !== undefined) continue;
        first ??= answer;
        if (tried === SUBMIT_FORMS.length - 1) {
          // No documented path is served: the failure is the main path's, as the hint says.
          form = 0;
          return first;
        }
        // Another submission of the sweep may have moved on already.
        if (form === tried) {
          const next = SUBMIT_FORMS[++form]!;
          log.info(`${client.formUrl(SUBMIT_FORMS[tried])} answered ${answer.status}: submitting through ${next} instead, ${SUBMIT_FORM_NAMES[next]}.`);
        }
      }
    },
  };
}

function jobLister(client: RunaiClient, tokens: TokenSource, settings: Limits, log: Log): Lister {
  /** Which of LIST_FORMS this installation serves, as far as the step has seen. */
  let current = 0;
  /** Once a form has answered, it is the one: a later 404 is the service's, not the form's. */
  let served = false;
  return {
    async read(project: string, query: ListQuery): Promise<Map<string, Listed>> {
      for (;;) {
        const form = LIST_FORMS[current]!;
        try {
          const jobs = await listRequest(tokens, OPERATIONS.list, settings, query, {
            url: client.formUrl(form, project),
            send: (bearer) =>
              client.listJobs(project, bearer, form, (name) => query.names.has(name) || (query.prefix !== undefined && name.startsWith(query.prefix))),
            expected: 'a job list (expected {"data": [{"name": …, "status": …}, …]})',
          });
          served = true;
          const byName = new Map<string, Listed>();
          for (const job of jobs) {
            if (job.project !== undefined && job.project !== project) continue;
            // The list's status is its only word on why: a Kubernetes reason leaks through it (ImagePullBackOff).
            const blocked = blockingReason(job.status);
            const held = job.currentAllocatedGPUs !== undefined ? { gpus: job.currentAllocatedGPUs } : {};
            byName.set(job.name, { ...job, ...held, ...(blocked ? { blocked, reason: blocked } : {}) });
          }
          return byName;
        } catch (error) {
          if (!(error instanceof ServiceFailure && (error.status === 404 || error.status === 405) && !served)) throw error;
          // Every form refused: the next list starts from the first again, as a 404 may have been passing (an ingress reloading); staying on
          // the last form would fail every later list on a path the installation never served.
          if (current === LIST_FORMS.length - 1) {
            current = 0;
            throw error;
          }
          current++;
          log.debug(`${form} is not served here (${error.status}): listing jobs through ${LIST_FORMS[current]}.`);
        }
      }
    },
  };
}

type Deleting = { client: RunaiClient; tokens: TokenSource; lister: Lister; log: Log };

/** Deletes the jobs by name; when every form answers 404, the list tells jobs already gone from a deletion not served. */
async function deleteByName(jobs: JobHandle[], limits: Limits, { client, tokens, lister, log }: Deleting): Promise<Omit<Deletion, 'unsure'>> {
  // Only what the request takes: callers pass jobs that carry more.
  const references = jobs.map(({ name, project }) => ({ name, project }));
  /** Answers of the one-job form other than 404 or 405, which only a served form gives. */
  let singularAnswered = 0;
  /** `served`: the one-job form is known to be served, so a 404 there is the job's, not the path's. */
  const once = (form: DeleteForm, some: JobReference[], served = false) =>
    tokens.call<DeleteResults | undefined, DeleteResults>(OPERATIONS.delete, limits, {
      url: client.formUrl(form),
      send: (bearer) => client.deleteJobs(some, bearer, form),
      read: (answer) => {
        if (form === '/api/v1/job' && answer.status !== 404 && answer.status !== 405) singularAnswered++;
        if (answer.ok) return answer.data ?? [];
        if (served && answer.status === 404) return [{ name: some[0]!.name, ok: false, error: { status: 404 } }];
        throw answer.refuse();
      },
    });
  /** The jobs the one-job form found gone by the lists, and did not send. */
  let notListed: string[] = [];
  for (const form of DELETE_FORMS) {
    try {
      let perJob: PerJob = { results: [], unanswered: new Set() };
      if (form === '/api/v1/job') {
        // The form takes a name alone, which the service may find in another project (another team's job of the same name): only a job its own
        // project lists is sent, the others are gone. A list that fails says nothing, and every job is sent.
        const listed = await listedOf(jobs, lister, limits);
        const sent = references.filter((r) => !listed || listed.has(keyOf(r)));
        notListed = references.filter((r) => !sent.includes(r)).map((r) => r.name);
        perJob = await oneByOne(sent, once, () => singularAnswered > 0);
        perJob.results.push(...notListed.map((name) => ({ name, ok: false, error: { status: 404 } })));
      } else perJob.results = await once(form, references);
      const { results, failedOne, unanswered } = perJob;
      // Per-job results, when the answer has them: a job that was not found is gone already.
      const gone = new Set(results.filter((r) => r.ok === false && r.error?.status === 404 && r.name).map((r) => r.name!));
      // Only the step's own jobs: an answer that names others says nothing of them.
      const ours = new Set(jobs.map((j) => j.name));
      const refused = results.filter((r) => r.ok === false && r.error?.status !== 404 && r.name !== undefined && ours.has(r.name));
      const refusedNames = new Set(refused.map((r) => r.name));
      const named = refused.map((r) => `"${forLog(r.name!)}"${r.error?.message ? ` (${forLog(sentence(r.error.message))})` : ''}`).join(', ');
      const failed = failedOne ?? (refused.length ? new Error(`the service did not delete ${named}`) : undefined);
      return {
        deleted: [...ours].filter((name) => !gone.has(name) && !unanswered.has(name) && !refusedNames.has(name)),
        gone: [...gone].filter((name) => ours.has(name)),
        ...(failed !== undefined ? { failed } : {}),
      };
    } catch (error) {
      const notServed = error instanceof ServiceFailure && (error.status === 404 || error.status === 405);
      if (notServed && form !== DELETE_FORMS.at(-1)) {
        log.debug(`${form} is not served here (${error.status}): deleting through the next documented form.`);
        continue;
      }
      // Every form answered 404: a deletion not served, or jobs gone already, which the list tells.
      if (notServed && error.status === 404 && (await listedOf(jobs, lister, limits))?.size === 0) return { deleted: [], gone: jobs.map((j) => j.name) };
      return { deleted: [], gone: notListed, failed: error };
    }
  }
  return { deleted: [], gone: [], failed: new Error('no form of the job deletion is served') };
}

/** What a deletion one job at a time came to: each job's result, the first failure of a request, once the others have had their answers, and the jobs
 *  left without one. */
type PerJob = { results: DeleteResults; failedOne?: unknown; unanswered: Set<string> };

/** One request per job; the first tells whether the form is served at all. A 404 there may also be a job already gone: then the others tell, and if
 *  none answers otherwise (`answered`), the form is taken for not served. One that fails does not hide the others, which may have deleted their jobs. */
async function oneByOne(
  sent: JobReference[],
  once: (form: DeleteForm, some: JobReference[], served?: boolean) => Promise<DeleteResults>,
  answered: () => boolean,
): Promise<PerJob> {
  const perJob: PerJob = { results: [], unanswered: new Set() };
  if (!sent.length) return perJob;
  let firstMissing: ServiceFailure | undefined;
  perJob.results = await once('/api/v1/job', sent.slice(0, 1)).catch((error: unknown) => {
    if (!(error instanceof ServiceFailure && error.status === 404 && sent.length > 1)) throw error;
    firstMissing = error;
    return [{ name: sent[0]!.name, ok: false, error: { status: 404 } }];
  });
  for (const [i, settled] of (await Promise.allSettled(sent.slice(1).map((r) => once('/api/v1/job', [r], true)))).entries()) {
    if (settled.status === 'fulfilled') perJob.results.push(...settled.value);
    else {
      perJob.failedOne ??= settled.reason;
      perJob.unanswered.add(sent[i + 1]!.name);
    }
  }
  if (firstMissing && !answered()) throw firstMissing;
  return perJob;
}

const keyOf = ({ project, name }: JobReference) => `${project}\n${name}`;

/** The jobs (keyOf) their projects' lists still have; undefined when a list fails. */
async function listedOf(jobs: JobHandle[], lister: Lister, { maxAttempts }: Limits): Promise<Set<string> | undefined> {
  const listed = new Set<string>();
  try {
    for (const project of new Set(jobs.map((j) => j.project))) {
      const names = new Set(jobs.filter((j) => j.project === project).map((j) => j.name));
      for (const name of (await lister.read(project, { names, maxAttempts })).keys()) listed.add(keyOf({ project, name }));
    }
    return listed;
  } catch {
    return undefined;
  }
}
