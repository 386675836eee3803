// A typed client for openapi/runai.yaml on openapi-fetch: the wire only (no GitHub Actions, retries or logging); callers may bring their own fetch.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/openapi.js';
import {
  validateDeleteResult,
  validateDeleteResults,
  validateJobCreated,
  validateJobStatus,
  validateListedJob,
  validateTokenResponse,
} from './generated/answer-validators.js';
import type { CompiledValidator } from './generated/validator-types.js';
import { MAX_DEPTH, NotAList, readItems, type ItemsRead } from './json-items.js';
import { durationSeconds } from './durations.js';
import { HOSTED_AUTH_URL, trimBaseUrl } from './urls.js';

export type Job = components['schemas']['Job'];
export type TokenRequest = components['schemas']['TokenRequest'];
export type TokenResponse = components['schemas']['TokenResponse'];
export type ListedJob = components['schemas']['ListedJob'];
export type JobReference = components['schemas']['JobReference'];
export type DeleteResults = components['schemas']['DeleteResults'];
type DeleteResult = components['schemas']['DeleteResult'];

/** The submission's documented paths, in the order they are tried; 404 or 405 means not served, nothing created. */
export const SUBMIT_FORMS = ['/api/v1/jobs', '/api/v1/job', '/api/job'] as const;
export type SubmitForm = (typeof SUBMIT_FORMS)[number];
/** The list's documented paths, tried the same way. */
export const LIST_FORMS = ['/api/v1/jobs', '/api/v1/job/{project}', '/api/job'] as const;
export type ListForm = (typeof LIST_FORMS)[number];
/** The delete's documented paths: the submission's. */
export const DELETE_FORMS = SUBMIT_FORMS;
export type DeleteForm = SubmitForm;

export interface ClientOptions {
  /** The service's address, with any path prefix (`https://cluster/researcher`). */
  baseUrl: string;
  /** A fetch of your own: proxies, certificates, timeouts. Default: the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** The Request class that fetch takes, when it is not the global one. */
  Request?: typeof Request;
}

export interface RunaiClientOptions extends ClientOptions {
  /** The token issuer's address. Default: the hosted service's. */
  authUrl?: string;
  /** Supplies the bearer for job calls; asked once per request, so it may refresh. */
  bearer?: () => string | Promise<string>;
}

/** What the service answered. `body` is parsed JSON when it is JSON, else the text. */
export type Answer<T> = { ok: true; status: number; headers: Headers; data: T } | { ok: false; status: number; headers: Headers; body: unknown };

export type RunaiClient = ReturnType<typeof createRunaiClient>;

export function createRunaiClient(options: RunaiClientOptions) {
  const jobs = createClient<paths>({ baseUrl: trimBaseUrl(options.baseUrl), fetch: options.fetch, Request: options.Request });
  const auth = createClient<paths>({ baseUrl: trimBaseUrl(options.authUrl ?? HOSTED_AUTH_URL), fetch: options.fetch, Request: options.Request });
  // The one place a bearer is attached: every job call, never a token call; set in place, which any Request class allows.
  jobs.use({
    async onRequest({ request }) {
      if (options.bearer && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${await options.bearer()}`);
    },
  });

  return {
    /** POST the form-encoded client-credentials request to the realm's token endpoint. */
    async requestToken(realm: string, form: TokenRequest): Promise<Answer<TokenResponse>> {
      const sent = auth.POST('/auth/realms/{realm}/protocol/openid-connect/token', { ...FORM_ENCODED, params: { path: { realm } }, body: form });
      return answer(await sent, (body) => {
        const read = tokenMembers(body);
        return validateTokenResponse(read) ? (read as TokenResponse) : undefined;
      });
    },
    /** POST `{job}` in `form`, with this bearer else `options.bearer`; the Swagger file's form takes its own types (toSwaggerJob). */
    async submitJob(job: Job, bearer?: string, form: SubmitForm = SUBMIT_FORMS[0]): Promise<Answer<{ name: string }>> {
      const init = { headers: headersWith(bearer), parseAs: 'text' as const };
      const sent = form === '/api/v1/job' ? jobs.POST(form, { ...init, body: { job: toSwaggerJob(job) } }) : jobs.POST(form, { ...init, body: { job } });
      return answer(await sent, (body) => {
        if (!validateJobCreated(body)) return undefined;
        // Either shape may be the valid one: take the name from the one that is.
        const created = body as { name?: unknown; data?: { name: string } };
        return { name: validateJobCreated({ name: created.name }) ? (created.name as string) : created.data!.name };
      });
    },
    /** The address a submission, list or delete in `form` goes to. */
    formUrl(form: SubmitForm | ListForm = SUBMIT_FORMS[0], project?: string): string {
      const query = project !== undefined && !form.includes('{project}') ? `?project=${encodeURIComponent(project)}` : '';
      return `${trimBaseUrl(options.baseUrl)}${form.replace('{project}', encodeURIComponent(project ?? ''))}${query}`;
    },
    /** GET a project's jobs in `form`, read as they arrive: non-jobs left out, a `status` that is no JobStatus removed, and
     *  only the names `wanted` kept, so a project of thousands of jobs costs no more memory than the few a caller follows. */
    async listJobs(
      project: string,
      bearer?: string,
      form: ListForm = LIST_FORMS[0],
      wanted: (name: string) => boolean = () => true,
    ): Promise<Answer<ListedJob[]>> {
      const init = { headers: headersWith(bearer), parseAs: 'stream' as const, stream: true };
      const sent =
        form === '/api/v1/job/{project}'
          ? jobs.GET(form, { ...init, params: { path: { project } } })
          : jobs.GET(form, { ...init, params: { query: { project } } });
      // `{"data": [...]}` as documented, or a bare array (JobList).
      const listed = await listAnswer(await sent, 'data', (item) => {
        // The name first: a project's list may hold thousands, and only the few wanted are validated.
        if (typeof (item as ListedJob | null)?.name !== 'string' || !wanted((item as ListedJob).name)) return undefined;
        const job = readableEntry<ListedJob>(item, validateListedJob, ['project']);
        return job === undefined || job.status === undefined || validateJobStatus(job.status) ? job : { ...job, status: undefined };
      });
      return listed.ok ? { ...listed, data: listed.data.items } : listed;
    },
    /** DELETE the jobs in `form`: any 2xx is success, `data` the per-job results when given. `/api/v1/job` deletes the first job only, and
     *  answers its one result, which may refuse (`ok: false` in a 200). */
    async deleteJobs(references: JobReference[], bearer?: string, form: DeleteForm = DELETE_FORMS[0]): Promise<Answer<DeleteResults | undefined>> {
      const init = { headers: headersWith(bearer), parseAs: 'text' as const };
      const one = form === '/api/v1/job';
      const sent = one ? jobs.DELETE(form, { ...init, body: references[0]!.name }) : jobs.DELETE(form, { ...init, body: references });
      const resultsOf = (answered: unknown) => {
        // In the vendor client's envelope too, as a submission's answer may be: a refusal inside `{"data": …}` is still a refusal.
        const body =
          answered !== null && typeof answered === 'object' && Object.keys(answered).join() === 'data' ? (answered as { data: unknown }).data : answered;
        if (one) return validateDeleteResult(body) ? [{ ...(body as DeleteResult), name: references[0]!.name }] : undefined;
        return validateDeleteResults(body) ? (body as DeleteResults) : undefined;
      };
      const deleted = answer(await sent, (body) => ({ results: resultsOf(body) }));
      return deleted.ok ? { ...deleted, data: deleted.data.results } : deleted;
    },
  };
}

/** A listed job as far as it reads: a member of another type than the document's (a Go server's `null` for an empty list, a type a later version
 *  changed) is left out, not the job, which would be taken for deleted and left running. One whose required members do not read is left out,
 *  and one whose members that say whose job it is (`identity`) are other than text or null (unset): another project's job is never taken for the step's. */
export function readableEntry<T>(item: unknown, validate: CompiledValidator, identity: string[] = []): T | undefined {
  if (validate(item)) return item as T;
  const unreadable = new Set(validate.errors?.map((e) => e.instancePath.split('/')[1]).filter(Boolean));
  if (!unreadable.size || identity.some((member) => unreadable.has(member) && (item as Record<string, unknown>)[member] !== null)) return undefined;
  const rest = Object.fromEntries(Object.entries(item as object).filter(([member]) => !unreadable.has(member)));
  return validate(rest) ? (rest as T) : undefined;
}

/** What openapi-fetch hands back: the response, and its body as data (2xx) or error. */
type Fetched = { response: Response; data?: unknown; error?: unknown };

/** A list answer read as it arrives (json-items.ts): the items `accept` keeps and what else the body held; not ok when no list. */
export async function listAnswer<T>(
  { response, data, error }: Fetched,
  key: string,
  accept: (item: unknown) => T | undefined,
): Promise<Answer<{ items: T[]; read: ItemsRead }>> {
  const failed = (body: unknown) => ({ ok: false as const, status: response.status, headers: response.headers, body });
  if (!response.ok) return failed(bodyOf(error));
  const items: T[] = [];
  const onItem = (item: unknown) => {
    const kept = accept(item);
    if (kept !== undefined) items.push(kept);
  };
  try {
    // openapi-fetch hands a `parseAs: 'stream'` body over as the response's stream, or nothing.
    const read = await readItems((data ?? []) as AsyncIterable<Uint8Array>, { key, onItem });
    // A list that is null is empty: a Go server writes an empty list so.
    const list = read.list || (Object.hasOwn(read.members, key) && read.members[key] === null);
    return list ? { ok: true, status: response.status, headers: response.headers, data: { items, read } } : failed(read.members);
  } catch (thrown) {
    if (thrown instanceof NotAList) return failed(thrown.head);
    throw thrown;
  }
}

/** A job as the Swagger file's path takes it (the `documents` tag): these members in its types, every other as it is. */
export function toSwaggerJob(job: Job): Omit<Job, 'command' | 'ttlAfterFinish' | 'volume' | 'environment'> & components['schemas']['SwaggerJob'] {
  const { command, ttlAfterFinish, volume, environment, ...same } = job;
  return {
    ...same,
    ...(command !== undefined ? { command: [command] } : {}),
    ...(ttlAfterFinish !== undefined ? { ttlAfterFinish: durationSeconds(ttlAfterFinish) } : {}),
    ...(environment !== undefined ? { environment: Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, String(value)])) } : {}),
    ...(volume !== undefined ? { volumes: Object.entries(volume).map(([sourcePath, targetPath]) => ({ sourcePath, targetPath, readOnly: false })) } : {}),
    ...(job.interactive !== undefined ? { type: job.interactive ? 'interactive' : 'training' } : {}),
  };
}

/** A token answer as far as it reads: a lifetime written as text ("3600") as its number; one not a whole number, and members that are null,
 *  as not given, rather than the answer taken for one without a token. */
export function tokenMembers(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { expires_in: given, ...rest } = body as Record<string, unknown>;
  const seconds = typeof given === 'string' && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
  const members = Object.entries(rest).filter(([, value]) => value !== null);
  return Object.fromEntries(Number.isSafeInteger(seconds) ? [...members, ['expires_in', seconds]] : members);
}

/** A form-encoded OAuth 2.0 request: openapi-fetch sends JSON unless its type says a form, which it then encodes itself. */
export const FORM_ENCODED = {
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
  parseAs: 'text' as const,
};

/** What every job call sends: JSON wanted, and the bearer when one is given here. */
export function headersWith(bearer: string | undefined): Record<string, string> {
  return { Accept: 'application/json', ...(bearer !== undefined ? { Authorization: `Bearer ${bearer}` } : {}) };
}

/** Parses a body read as text and checks a success body against the document. */
export function answer<T>({ response: { ok, status, headers }, data, error }: Fetched, accept: (body: unknown) => T | undefined): Answer<T> {
  const body = bodyOf(ok ? data : error);
  const accepted = ok ? accept(body) : undefined;
  return accepted !== undefined ? { ok: true, status, headers, data: accepted } : { ok: false, status, headers, body };
}

/** A body as openapi-fetch hands it over: text to parse, or an error body it parsed already. */
function bodyOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? '';
  // A megabyte of `[[[[…` parses into half a million arrays: checked first, in one pass.
  if (jsonDepth(raw) > MAX_DEPTH) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The deepest nesting of brackets outside strings, stopping once past MAX_DEPTH (a body nested further is kept as text). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length && deepest <= MAX_DEPTH; i++) {
    const c = text.charCodeAt(i);
    // A backslash in a string escapes the character after it.
    if (c === 92 && inString) i++;
    else if (c === 34) inString = !inString;
    else if (!inString && (c === 91 || c === 123)) deepest = Math.max(deepest, ++depth);
    else if (!inString && (c === 93 || c === 125)) depth--;
  }
  return deepest;
}
