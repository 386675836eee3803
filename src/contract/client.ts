// A typed client for the two calls of openapi/runai.yaml, built on openapi-fetch. It knows the
// wire (paths, encodings, response shapes) and nothing of GitHub Actions, retries or logging:
// callers bring their own fetch for proxies, certificates and timeouts.
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/openapi.js';
import { validateJobCreated, validateTokenResponse } from './generated/validators.js';
import { HOSTED_AUTH_URL, jobsUrl, tokenUrl, trimBaseUrl } from './urls.js';

export type Job = components['schemas']['Job'];
export type JobSubmission = components['schemas']['JobSubmission'];
export type TokenRequest = components['schemas']['TokenRequest'];
export type TokenResponse = components['schemas']['TokenResponse'];
export type ServiceError = components['schemas']['ServiceError'];
export type OAuthError = components['schemas']['OAuthError'];

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
  /** POST the form-encoded client-credentials request to the realm's token endpoint. */
  requestToken(realm: string, form: TokenRequest): Promise<Answer<TokenResponse>>;
  /** POST `{job}` to the jobs endpoint, with the bearer given here, else from `options.bearer`. */
  submitJob(job: Job, bearer?: string): Promise<Answer<{ name: string }>>;
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

    async submitJob(job, bearer) {
      const { response, data, error } = await jobs.POST('/api/v1/jobs', {
        body: { job },
        headers: { Accept: 'application/json', ...(bearer !== undefined ? { Authorization: `Bearer ${bearer}` } : {}) },
        parseAs: 'text',
      });
      return answer(response, response.ok ? data : error, (body) => {
        if (!validateJobCreated(body)) return undefined;
        // Either shape may be the valid one: take the name from the one that is.
        const created = body as { name?: unknown; data?: { name: string } };
        return { name: validateJobCreated({ name: created.name }) ? (created.name as string) : created.data!.name };
      });
    },
  };
}

/** Parses a body read as text and checks a success body against the document. */
function answer<T>(response: Response, raw: unknown, accept: (body: unknown) => T | undefined): Answer<T> {
  // openapi-fetch hands error bodies over already parsed when they are JSON.
  const body = typeof raw === 'string' ? parseBody(raw) : (raw ?? '');
  if (response.ok) {
    const data = accept(body);
    if (data !== undefined) return { ok: true, status: response.status, headers: response.headers, data };
  }
  return { ok: false, status: response.status, headers: response.headers, body };
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
