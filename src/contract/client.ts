// A typed client for the calls of openapi/runai.yaml, built on openapi-fetch. It knows the
// wire (paths, encodings, response shapes) and nothing of GitHub Actions, retries or logging:
// callers bring their own fetch for proxies, certificates and timeouts.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/openapi.js';
import { validateDeleteResults, validateJobCreated, validateJobStatus, validateListedJob, validateTokenResponse } from './generated/answer-validators.js';
import { NotAList, readItems, type ItemsRead } from './json-items.js';
import { durationSeconds } from './durations.js';
import { HOSTED_AUTH_URL, jobsUrl, tokenUrl, trimBaseUrl } from './urls.js';

export type Job = components['schemas']['Job'];
export type JobSubmission = components['schemas']['JobSubmission'];
export type TokenRequest = components['schemas']['TokenRequest'];
export type TokenResponse = components['schemas']['TokenResponse'];
export type ServiceError = components['schemas']['ServiceError'];
export type OAuthError = components['schemas']['OAuthError'];
export type ListedJob = components['schemas']['ListedJob'];
export type JobReference = components['schemas']['JobReference'];
export type DeleteResults = components['schemas']['DeleteResults'];
export type SwaggerJob = components['schemas']['SwaggerJob'];

/**
 * The documented paths of the submission, in the order a client tries them: the REST pages' of
 * 2021–2022, the Swagger file's (with its own types: toSwaggerJob), the 2021 pages'. A form that
 * answers 404 or 405 is not served, and created nothing.
 */
export const SUBMIT_FORMS = ['/api/v1/jobs', '/api/v1/job', '/api/job'] as const;
export type SubmitForm = (typeof SUBMIT_FORMS)[number];

/**
 * The documented paths of the list, in the order a client tries them: the v1 family's, the
 * vendor Swagger file's, the older documentation's. A form that answers 404 or 405 is not served.
 */
export const LIST_FORMS = ['/api/v1/jobs', '/api/v1/job/{project}', '/api/job'] as const;
export type ListForm = (typeof LIST_FORMS)[number];
/** The documented paths of the delete, in the same order. */
export const DELETE_FORMS = ['/api/v1/jobs', '/api/v1/job', '/api/job'] as const;
export type DeleteForm = (typeof DELETE_FORMS)[number];

export interface RunaiClientOptions {
  /** The cluster's address, with any path prefix (`https://cluster/researcher`). */
  baseUrl: string;
  /** The token issuer's address. Default: the hosted service's. */
  authUrl?: string;
  /** Supplies the bearer for job calls; asked once per request, so it may refresh. */
  bearer?: () => string | Promise<string>;
  /** A fetch of your own: proxies, certificates, timeouts. Default: the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** The Request class that fetch takes, when it is not the global one. */
  Request?: typeof Request;
}

/** What the service answered. `body` is parsed JSON when it is JSON, else the text. */
export type Answer<T> = { ok: true; status: number; headers: Headers; data: T } | { ok: false; status: number; headers: Headers; body: unknown };

export interface RunaiClient {
  /** The address a token request goes to. */
  tokenUrl(realm: string): string;
  /** The address a job submission goes to. */
  jobsUrl(): string;
  /** The address a job submission goes to, in a given form. */
  submitUrl(form?: SubmitForm): string;
  /** POST the form-encoded client-credentials request to the realm's token endpoint. */
  requestToken(realm: string, form: TokenRequest): Promise<Answer<TokenResponse>>;
  /**
   * POST `{job}` to the jobs endpoint, in `form` (default the first), with the bearer given here,
   * else from `options.bearer`. The Swagger file's form takes its own types (toSwaggerJob).
   */
  submitJob(job: Job, bearer?: string, form?: SubmitForm): Promise<Answer<{ name: string }>>;
  /** The address a list or delete goes to, in a given form. */
  formUrl(form: ListForm | DeleteForm, project?: string): string;
  /**
   * GET a project's jobs, in `form` (default the first), read as they arrive. Items that are not
   * jobs are left out, and a `status` that is not a plain status word (JobStatus) is removed, since
   * a caller shows it. With `wanted`, only the jobs of those names are kept: a project of
   * thousands of jobs costs no more memory than the few a caller follows.
   */
  listJobs(project: string, bearer?: string, form?: ListForm, wanted?: (name: string) => boolean): Promise<Answer<ListedJob[]>>;
  /**
   * DELETE the jobs named, in `form` (default the first). Any 2xx is success; `data` holds the
   * per-job results when the answer has them. `/api/v1/job` deletes the first job only.
   */
  deleteJobs(jobs: JobReference[], bearer?: string, form?: DeleteForm): Promise<Answer<DeleteResults | undefined>>;
}

export function createRunaiClient(options: RunaiClientOptions): RunaiClient {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const Request = options.Request ?? globalThis.Request;
  const jobs = createClient<paths>({ baseUrl: trimBaseUrl(options.baseUrl), fetch, Request });
  const auth = createClient<paths>({ baseUrl: trimBaseUrl(options.authUrl ?? HOSTED_AUTH_URL), fetch, Request });

  // The one place a bearer is attached: every job call, never a token call. The headers are
  // changed in place, which works with any Request class.
  const bearer: Middleware = {
    async onRequest({ request }) {
      if (options.bearer && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${await options.bearer()}`);
      return undefined;
    },
  };
  jobs.use(bearer);

  return {
    tokenUrl: (realm) => tokenUrl(options.authUrl ?? HOSTED_AUTH_URL, realm),
    jobsUrl: () => jobsUrl(options.baseUrl),

    async requestToken(realm, form) {
      const { response, data, error } = await auth.POST('/auth/realms/{realm}/protocol/openid-connect/token', {
        params: { path: { realm } },
        body: form,
        // openapi-fetch sends JSON unless told otherwise; a form serializer must also set the type.
        bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        parseAs: 'text',
      });
      return answer(response, response.ok ? data : error, (body) => (validateTokenResponse(body) ? (body as TokenResponse) : undefined));
    },

    async submitJob(job, bearer, form = SUBMIT_FORMS[0]) {
      const init = { headers: headersWith(bearer), parseAs: 'text' as const };
      const { response, data, error } =
        form === '/api/v1/job' ? await jobs.POST(form, { ...init, body: { job: toSwaggerJob(job) } }) : await jobs.POST(form, { ...init, body: { job } });
      return answer(response, response.ok ? data : error, (body) => {
        if (!validateJobCreated(body)) return undefined;
        // Either shape may be the valid one: take the name from the one that is.
        const created = body as { name?: unknown; data?: { name: string } };
        return { name: validateJobCreated({ name: created.name }) ? (created.name as string) : created.data!.name };
      });
    },

    submitUrl: (form = SUBMIT_FORMS[0]) => `${trimBaseUrl(options.baseUrl)}${form}`,

    formUrl: (form, project) => {
      const path = form.includes('{project}') ? form.replace('{project}', encodeURIComponent(project ?? '')) : form;
      const query = project !== undefined && !form.includes('{project}') ? `?project=${encodeURIComponent(project)}` : '';
      return `${trimBaseUrl(options.baseUrl)}${path}${query}`;
    },

    async listJobs(project, bearer, form = LIST_FORMS[0], wanted = () => true) {
      const init = { headers: headersWith(bearer), parseAs: 'stream' as const, stream: true };
      const { response, data, error } =
        form === '/api/v1/job/{project}'
          ? await jobs.GET(form, { ...init, params: { path: { project } } })
          : await jobs.GET(form, { ...init, params: { query: { project } } });
      // `{"data": [...]}` as documented, or a bare array (JobList).
      const listed = await listAnswer(response, data, error, 'data', (item) => {
        if (!validateListedJob(item)) return undefined;
        const job = item as ListedJob;
        if (!wanted(job.name)) return undefined;
        return job.status === undefined || validateJobStatus(job.status) ? job : { ...job, status: undefined };
      });
      return listed.ok ? { ...listed, data: listed.data.items } : listed;
    },

    async deleteJobs(references, bearer, form = DELETE_FORMS[0]) {
      const init = { headers: headersWith(bearer), parseAs: 'text' as const };
      // The Swagger file's form deletes one job, named by its body alone.
      const { response, data, error } =
        form === '/api/v1/job' ? await jobs.DELETE(form, { ...init, body: references[0]!.name }) : await jobs.DELETE(form, { ...init, body: references });
      if (!response.ok) return answer(response, error, () => undefined);
      // Whatever a 2xx says, the service took the request; per-job results are read when given.
      const body = bodyOf(data);
      return { ok: true, status: response.status, headers: response.headers, data: validateDeleteResults(body) ? (body as DeleteResults) : undefined };
    },
  };
}

/**
 * A list answer read as it arrives (contract/json-items.ts): the items `accept` keeps, and what
 * the body held besides. A success that is not a list is not ok, its body what could be shown of
 * it. Reading is bounded by the largest item, not the body.
 */
export async function listAnswer<T>(
  response: Response,
  data: unknown,
  error: unknown,
  key: string,
  accept: (item: unknown) => T | undefined,
): Promise<Answer<{ items: T[]; read: ItemsRead }>> {
  if (!response.ok) return { ok: false, status: response.status, headers: response.headers, body: bodyOf(error) };
  const items: T[] = [];
  const failed = (body: unknown) => ({ ok: false as const, status: response.status, headers: response.headers, body });
  try {
    const read = await readItems(chunksOf(data), {
      key,
      onItem: (item) => {
        const kept = accept(item);
        if (kept !== undefined) items.push(kept);
      },
    });
    return read.list ? { ok: true, status: response.status, headers: response.headers, data: { items, read } } : failed(read.members);
  } catch (thrown) {
    if (thrown instanceof NotAList) return failed(thrown.head);
    throw thrown;
  }
}

/** A body as openapi-fetch hands it over for `parseAs: 'stream'`: a stream of either kind, or nothing. */
async function* chunksOf(body: unknown): AsyncGenerator<Uint8Array> {
  if (body === undefined || body === null) return;
  if (typeof body === 'string') yield new TextEncoder().encode(body);
  else yield* body as AsyncIterable<Uint8Array>;
}

/**
 * A job as the Swagger file's path takes it (openapi/runai.yaml, the `documents` tag): the members
 * whose types it gives otherwise, in its types; every other member as it is.
 */
export function toSwaggerJob(job: Job): Omit<Job, 'command' | 'ttlAfterFinish' | 'volume'> & SwaggerJob {
  const { command, ttlAfterFinish, volume, ...same } = job;
  return {
    ...same,
    ...(command !== undefined ? { command: [command] } : {}),
    ...(ttlAfterFinish !== undefined ? { ttlAfterFinish: durationSeconds(ttlAfterFinish) } : {}),
    ...(volume !== undefined ? { volumes: Object.entries(volume).map(([sourcePath, targetPath]) => ({ sourcePath, targetPath, readOnly: false })) } : {}),
    ...(job.interactive !== undefined ? { type: job.interactive ? 'interactive' : 'training' } : {}),
  };
}

/** What every job call sends: JSON wanted, and the bearer when one is given here. */
export function headersWith(bearer: string | undefined): Record<string, string> {
  return { Accept: 'application/json', ...(bearer !== undefined ? { Authorization: `Bearer ${bearer}` } : {}) };
}

/** Parses a body read as text and checks a success body against the document. */
export function answer<T>(response: Response, raw: unknown, accept: (body: unknown) => T | undefined): Answer<T> {
  const body = bodyOf(raw);
  if (response.ok) {
    const data = accept(body);
    if (data !== undefined) return { ok: true, status: response.status, headers: response.headers, data };
  }
  return { ok: false, status: response.status, headers: response.headers, body };
}

/** A body as openapi-fetch hands it over: text to parse, or an error body it parsed already. */
function bodyOf(raw: unknown): unknown {
  return typeof raw === 'string' ? parseBody(raw) : (raw ?? '');
}

/** Deeper than any answer of this service: a body nested further is kept as text. */
const MAX_JSON_DEPTH = 64;

function parseBody(text: string): unknown {
  // A megabyte of `[[[[…` parses into half a million arrays: checked first, in one pass.
  if (jsonDepth(text) > MAX_JSON_DEPTH) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The deepest nesting of brackets outside strings, stopping once past the limit. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length && deepest <= MAX_JSON_DEPTH; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}
