// A typed client for the calls of openapi/workloads.yaml, the control plane's workloads API
// (Run:ai 2.18 and later), built on openapi-fetch like the Researcher API's (client.ts). It knows
// the wire and nothing of GitHub Actions, retries or logging.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/workloads.js';
import {
  validateClusterList,
  validateProjectList,
  validateTokenResponseV1,
  validateTokenResponseV2,
  validateEventList,
  validateMetricsResponse,
  validateWorkload,
  validateWorkloadCreated,
  validateWorkloadDetailed,
  validateWorkloadEvent,
} from './generated/workloads-answers.js';
import { answer, headersWith, listAnswer, type Answer, type TokenResponse } from './client.js';
import { trimBaseUrl } from './urls.js';
import type { WorkloadKind, WorkloadSubmission } from './workloads-mapping.js';

export type Project = components['schemas']['Project'];
export type Cluster = components['schemas']['Cluster'];
export type Workload = components['schemas']['Workload'];
export type WorkloadDetailed = components['schemas']['WorkloadDetailed'];
export type WorkloadEvent = components['schemas']['WorkloadEvent'];
export type WorkloadCreated = components['schemas']['WorkloadCreated'];
export type ApiError = components['schemas']['ApiError'];

/**
 * The token forms: v1 (JSON) with the `client_credentials` grant (2.20 and later), v1 with the
 * `app_token` grant (the only one in 2.18 and 2.19, deprecated from 2.20), and v2 (an OAuth 2.0
 * form, 2.24 and later).
 */
export type TokenForm = 'v1' | 'v1-app-token' | 'v1-external' | 'v2';

export interface WorkloadsClientOptions {
  /** The control plane's address, such as https://tenant.run.ai. */
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
  Request?: typeof Request;
}

/** Which workloads to list: a project's, of a name or a prefix, active or deleted, one page. */
export interface WorkloadQuery {
  projectId: string;
  /** Only those of this name (`name==`), or whose names start with this (`name=^`, a sweep's common prefix). */
  name?: { equals: string } | { startsWith: string };
  /** Only deleted ones (`deleted=true`), with the phase they had. */
  deleted?: boolean;
  offset?: number;
  /** Workloads a page (1 to 500; WORKLOADS_PAGE by default). */
  limit?: number;
  /** Which of the workloads read to keep: the others are dropped as they are read. */
  keep?: (workload: Workload) => boolean;
}

/** A page of workloads: those kept, and how many the page held (a page shorter than the limit is the last). */
export interface WorkloadPage {
  workloads: Workload[];
  /** Items on the page, kept or not. */
  read: number;
  next?: number;
}

export interface WorkloadsClient {
  /** The address a call goes to: `/api/v1/token`, `/api/v1/workloads/trainings`, … */
  url(path: string): string;
  /**
   * POST client credentials to the token endpoint in `form` (with `v1-external`, `clientSecret` is
   * the identity provider's token and `clientId` is not sent). The answer is given in OAuth 2.0's
   * words (access_token, id_token, expires_in) whichever form answered.
   */
  requestToken(form: TokenForm, clientId: string, clientSecret: string): Promise<Answer<TokenResponse>>;
  /** The projects of that exact name: one per cluster that has it. */
  findProjects(name: string, bearer?: string): Promise<Answer<Project[]>>;
  listClusters(bearer?: string): Promise<Answer<Cluster[]>>;
  /** POST a training, a workspace or a distributed training (toWorkload() makes one from a job). */
  submit(submission: WorkloadSubmission, bearer?: string): Promise<Answer<WorkloadCreated>>;
  /**
   * One page of workloads, read as it arrives; items that are not workloads are left out. Pages
   * move on by `limit`, as the vendor's SDK pages, and a page shorter than the limit is the last.
   */
  listWorkloads(query: WorkloadQuery, bearer?: string): Promise<Answer<WorkloadPage>>;
  /** One workload, with why it waits to be scheduled (`pendingSchedulingMessages`, from 2.19). */
  getWorkload(workloadId: string, bearer?: string): Promise<Answer<WorkloadDetailed>>;
  /** A workload's latest Kubernetes events, newest first, at most `limit`; items that are not events are left out. */
  workloadEvents(workloadId: string, limit: number, bearer?: string): Promise<Answer<WorkloadEvent[]>>;
  /** GET a metric's samples between two times (ISO 8601), as numbers: the first measurement of that type; unreadable samples left out. */
  workloadMetric(workloadId: string, metric: string, range: { start: string; end: string; samples: number }, bearer?: string): Promise<Answer<number[]>>;
  /** DELETE a training, a workspace or a distributed training. A 404 means it is gone already. */
  deleteWorkload(kind: WorkloadKind, workloadId: string, bearer?: string): Promise<Answer<unknown>>;
}

/** Workloads asked for per page: the API's ceiling. Pages are read as they arrive, so their size costs no memory. */
export const WORKLOADS_PAGE = 500;

export function createWorkloadsClient(options: WorkloadsClientOptions): WorkloadsClient {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const Request = options.Request ?? globalThis.Request;
  const base = trimBaseUrl(options.baseUrl);
  // filterBy is one comma-separated parameter (`explode: false`), not one parameter per filter.
  const api = createClient<paths>({ baseUrl: base, fetch, Request, querySerializer: { array: { style: 'form', explode: false } } });
  const text = { parseAs: 'text' as const };

  return {
    url: (path) => `${base}${path}`,

    async requestToken(form, clientId, clientSecret) {
      if (form !== 'v2') {
        // One grant per request: the secret goes only in the member the grant reads.
        const body =
          form === 'v1'
            ? { grantType: 'client_credentials' as const, clientID: clientId, clientSecret }
            : form === 'v1-external'
              ? { grantType: 'external_token_exchange' as const, externalToken: clientSecret }
              : { grantType: 'app_token' as const, appID: clientId, appSecret: clientSecret };
        const { response, data, error } = await api.POST('/api/v1/token', { ...text, body, headers: { Accept: 'application/json' } });
        return answer(response, response.ok ? data : error, (body) => {
          if (!validateTokenResponseV1(body)) return undefined;
          const v1 = body as components['schemas']['TokenResponseV1'];
          return inOAuthWords(v1.accessToken, v1.idToken, v1.refreshToken, v1.expiresIn);
        });
      }
      const { response, data, error } = await api.POST('/api/v2/token', {
        ...text,
        body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
        bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      });
      return answer(response, response.ok ? data : error, (body) => {
        if (!validateTokenResponseV2(body)) return undefined;
        const v2 = body as components['schemas']['TokenResponseV2'];
        return inOAuthWords(v2.access_token, v2.id_token, v2.refresh_token, v2.expires_in);
      });
    },

    async findProjects(name, bearer) {
      const { response, data, error } = await api.GET('/api/v1/org-unit/projects', {
        ...text,
        params: { query: { filterBy: [`name==${name}`] } },
        headers: headersWith(bearer),
      });
      // `==` is taken to be exact; the answer is checked all the same.
      return answer(response, response.ok ? data : error, (body) =>
        validateProjectList(body) ? (body as components['schemas']['ProjectList']).projects.filter((p) => p.name === name) : undefined,
      );
    },

    async listClusters(bearer) {
      const { response, data, error } = await api.GET('/api/v1/clusters', { ...text, headers: headersWith(bearer) });
      return answer(response, response.ok ? data : error, (body) => (validateClusterList(body) ? (body as Cluster[]) : undefined));
    },

    async submit(submission, bearer) {
      const init = { ...text, headers: headersWith(bearer) };
      const { response, data, error } =
        submission.kind === 'training'
          ? await api.POST('/api/v1/workloads/trainings', { ...init, body: submission.request })
          : submission.kind === 'distributed'
            ? await api.POST('/api/v1/workloads/distributed', { ...init, body: submission.request })
            : await api.POST('/api/v1/workloads/workspaces', { ...init, body: submission.request });
      return answer(response, response.ok ? data : error, (body) => (validateWorkloadCreated(body) ? (body as WorkloadCreated) : undefined));
    },

    async listWorkloads(query, bearer) {
      const { projectId, name, deleted, offset = 0, limit = WORKLOADS_PAGE, keep = () => true } = query;
      // filterBy is one comma-separated parameter: a value with a comma in it cannot be a filter.
      const byName = name === undefined ? undefined : 'equals' in name ? `name==${name.equals}` : `name=^${name.startsWith}`;
      const filterBy = [`projectId==${projectId}`, ...(byName && !byName.includes(',') ? [byName] : [])];
      // `stream` reaches the Request (openapi-fetch passes unknown options on): the action's transport streams the body.
      const init = { parseAs: 'stream' as const, stream: true, headers: headersWith(bearer) };
      const { response, data, error } = await api.GET('/api/v1/workloads', {
        ...init,
        params: { query: { filterBy, limit, offset, ...(deleted ? { deleted: true } : {}) } },
      });
      const listed = await listAnswer(response, data, error, 'workloads', (item) =>
        validateWorkload(item) && keep(item as Workload) ? (item as Workload) : undefined,
      );
      if (!listed.ok) return listed;
      const next = listed.data.read.members.next;
      return {
        ...listed,
        data: { workloads: listed.data.items, read: listed.data.read.items, ...(typeof next === 'number' ? { next } : {}) },
      };
    },

    async getWorkload(workloadId, bearer) {
      const { response, data, error } = await api.GET('/api/v1/workloads/{workloadId}', {
        ...text,
        params: { path: { workloadId } },
        headers: headersWith(bearer),
      });
      return answer(response, response.ok ? data : error, (body) => (validateWorkloadDetailed(body) ? (body as WorkloadDetailed) : undefined));
    },

    async workloadEvents(workloadId, limit, bearer) {
      // Newest first is every version's default; `sortOrder` is documented from 2.20 only, so it is not sent.
      const { response, data, error } = await api.GET('/api/v1/workloads/{workloadId}/events', {
        ...text,
        params: { path: { workloadId }, query: { limit } },
        headers: headersWith(bearer),
      });
      return answer(response, response.ok ? data : error, (body) =>
        validateEventList(body) ? (body as { events: unknown[] }).events.filter((e): e is WorkloadEvent => validateWorkloadEvent(e)) : undefined,
      );
    },

    async workloadMetric(workloadId, metric, { start, end, samples }, bearer) {
      const { response, data, error } = await api.GET('/api/v1/workloads/{workloadId}/metrics', {
        ...text,
        params: { path: { workloadId }, query: { metricType: [metric], start, end, numberOfSamples: samples } },
        headers: headersWith(bearer),
      });
      return answer(response, response.ok ? data : error, (body) => {
        if (!validateMetricsResponse(body)) return undefined;
        const measurement = (body as components['schemas']['MetricsResponse']).measurements.find((m) => m.type === metric);
        return (measurement?.values ?? []).map((v) => Number(v.value)).filter((n) => Number.isFinite(n));
      });
    },

    async deleteWorkload(kind, workloadId, bearer) {
      const init = { ...text, params: { path: { workloadId } }, headers: headersWith(bearer) };
      const { response, data, error } =
        kind === 'training'
          ? await api.DELETE('/api/v1/workloads/trainings/{workloadId}', init)
          : kind === 'distributed'
            ? await api.DELETE('/api/v1/workloads/distributed/{workloadId}', init)
            : await api.DELETE('/api/v1/workloads/workspaces/{workloadId}', init);
      return answer(response, response.ok ? data : error, (body) => body ?? {});
    },
  };
}

/** A token answer in OAuth 2.0's words. The refresh token is kept: it is a secret a caller must be able to mask. */
function inOAuthWords(access: string, id: string | undefined, refresh: string | undefined, expiresIn: number | undefined): TokenResponse {
  return {
    access_token: access,
    ...(id ? { id_token: id } : {}),
    ...(refresh ? { refresh_token: refresh } : {}),
    ...(expiresIn !== undefined ? { expires_in: expiresIn } : {}),
  };
}

/** A workload's phase: `phase`, else `actualPhase` (not always populated, a vendor tool notes). */
export function phaseOf(workload: Pick<Workload, 'phase' | 'actualPhase'>): string | undefined {
  return workload.phase ?? workload.actualPhase;
}
