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
  validateWorkload,
  validateWorkloadCreated,
  validateWorkloadList,
} from './generated/workloads-validators.js';
import { answer, headersWith, type Answer, type TokenResponse } from './client.js';
import { trimBaseUrl } from './urls.js';
import type { WorkloadKind, WorkloadSubmission } from './workloads-mapping.js';

export type Project = components['schemas']['Project'];
export type Cluster = components['schemas']['Cluster'];
export type Workload = components['schemas']['Workload'];
export type WorkloadCreated = components['schemas']['WorkloadCreated'];
export type ApiError = components['schemas']['ApiError'];

/** The two token forms: v1 (JSON, 2.18 and later) and v2 (an OAuth 2.0 form, 3.0 and later). */
export type TokenForm = 'v1' | 'v2';

export interface WorkloadsClientOptions {
  /** The control plane's address, such as https://tenant.run.ai. */
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
  Request?: typeof Request;
}

/** A page of workloads, and the offset of the next page when there is one. */
export interface WorkloadPage {
  workloads: Workload[];
  next?: number;
}

export interface WorkloadsClient {
  /** The address a call goes to: `/api/v1/token`, `/api/v1/workloads/trainings`, … */
  url(path: string): string;
  /**
   * POST client credentials to the token endpoint in `form`. The answer is given in OAuth 2.0's
   * words (access_token, id_token, expires_in) whichever form answered.
   */
  requestToken(form: TokenForm, clientId: string, clientSecret: string): Promise<Answer<TokenResponse>>;
  /** The projects of that exact name: one per cluster that has it. */
  findProjects(name: string, bearer?: string): Promise<Answer<Project[]>>;
  listClusters(bearer?: string): Promise<Answer<Cluster[]>>;
  /** POST a training or a workspace (toWorkload() makes one from a job). */
  submit(submission: WorkloadSubmission, bearer?: string): Promise<Answer<WorkloadCreated>>;
  /** One page of a project's workloads; items that are not workloads are left out. */
  listWorkloads(projectId: string, bearer?: string, offset?: number): Promise<Answer<WorkloadPage>>;
  getWorkload(workloadId: string, bearer?: string): Promise<Answer<Workload>>;
  /** DELETE a training or a workspace. A 404 means it is gone already. */
  deleteWorkload(kind: WorkloadKind, workloadId: string, bearer?: string): Promise<Answer<unknown>>;
}

/** Workloads asked for per page: the API's own ceiling is not documented; 500 keeps a page small. */
export const WORKLOADS_PAGE = 500;

export function createWorkloadsClient(options: WorkloadsClientOptions): WorkloadsClient {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const Request = options.Request ?? globalThis.Request;
  const base = trimBaseUrl(options.baseUrl);
  const api = createClient<paths>({ baseUrl: base, fetch, Request });
  const text = { parseAs: 'text' as const };

  return {
    url: (path) => `${base}${path}`,

    async requestToken(form, clientId, clientSecret) {
      if (form === 'v1') {
        const { response, data, error } = await api.POST('/api/v1/token', {
          ...text,
          body: { grantType: 'client_credentials', clientID: clientId, clientSecret },
          headers: { Accept: 'application/json' },
        });
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
          : await api.POST('/api/v1/workloads/workspaces', { ...init, body: submission.request });
      return answer(response, response.ok ? data : error, (body) => (validateWorkloadCreated(body) ? (body as WorkloadCreated) : undefined));
    },

    async listWorkloads(projectId, bearer, offset = 0) {
      const { response, data, error } = await api.GET('/api/v1/workloads', {
        ...text,
        params: { query: { filterBy: [`projectId==${projectId}`], limit: WORKLOADS_PAGE, offset } },
        headers: headersWith(bearer),
      });
      return answer(response, response.ok ? data : error, (body) => {
        if (!validateWorkloadList(body)) return undefined;
        const page = body as { workloads: unknown[]; next?: number };
        return { workloads: page.workloads.filter((w) => validateWorkload(w)) as Workload[], ...(page.next !== undefined ? { next: page.next } : {}) };
      });
    },

    async getWorkload(workloadId, bearer) {
      const { response, data, error } = await api.GET('/api/v1/workloads/{workloadId}', {
        ...text,
        params: { path: { workloadId } },
        headers: headersWith(bearer),
      });
      return answer(response, response.ok ? data : error, (body) => (validateWorkload(body) ? (body as Workload) : undefined));
    },

    async deleteWorkload(kind, workloadId, bearer) {
      const init = { ...text, params: { path: { workloadId } }, headers: headersWith(bearer) };
      const { response, data, error } =
        kind === 'training'
          ? await api.DELETE('/api/v1/workloads/trainings/{workloadId}', init)
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
