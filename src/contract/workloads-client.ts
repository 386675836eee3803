// A typed client for openapi/workloads.yaml, the control plane's workloads API (Run:ai 2.18 and later), on openapi-fetch: like client.ts, the wire only.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/workloads.js';
import * as answers from './generated/workloads-answers.js';
import { answer, FORM_ENCODED, headersWith, listAnswer, readableEntry, tokenMembers, type Answer, type ClientOptions, type TokenResponse } from './client.js';
import { trimBaseUrl } from './urls.js';
import { KIND_PATH, type WorkloadKind, type WorkloadSubmission } from './workloads-mapping.js';

export type Project = components['schemas']['Project'];
export type Cluster = components['schemas']['Cluster'];
export type Workload = components['schemas']['Workload'];
export type WorkloadDetailed = components['schemas']['WorkloadDetailed'];
export type WorkloadEvent = components['schemas']['WorkloadEvent'];
export type WorkloadCreated = components['schemas']['WorkloadCreated'];

/** The token forms: v1 (JSON) with the `client_credentials` grant (2.20 and later), with `app_token` (2.18 and 2.19,
 *  deprecated from 2.20) or with an external token (2.22 and later), and v2 (an OAuth 2.0 form, 2.24 and later). */
export type TokenForm = 'v1' | 'v1-app-token' | 'v1-external' | 'v2';

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

/** A list query's parameters as sent. filterBy is one comma-separated parameter: a value with a comma in it cannot be a filter. */
export function listParams({ projectId, name, deleted, offset = 0, limit = WORKLOADS_PAGE }: WorkloadQuery) {
  const byName = name === undefined ? undefined : 'equals' in name ? `name==${name.equals}` : `name=^${name.startsWith}`;
  return { filterBy: [`projectId==${projectId}`, ...(byName && !byName.includes(',') ? [byName] : [])], limit, offset, ...(deleted ? { deleted: true } : {}) };
}

/** A page of workloads: those kept, how many it held (kept or not: a page shorter than the limit is the last), and `next`. */
export interface WorkloadPage {
  workloads: Workload[];
  read: number;
  next?: number;
}

/** Workloads asked for per page: the API's ceiling. Pages are read as they arrive, so their size costs no memory. */
export const WORKLOADS_PAGE = 500;

export type WorkloadsClientOptions = ClientOptions;
export type WorkloadsClient = ReturnType<typeof createWorkloadsClient>;

export function createWorkloadsClient(options: WorkloadsClientOptions) {
  const base = trimBaseUrl(options.baseUrl);
  // filterBy is one comma-separated parameter (`explode: false`), not one parameter per filter.
  const querySerializer = { array: { style: 'form', explode: false } } as const;
  const api = createClient<paths>({ baseUrl: base, fetch: options.fetch, Request: options.Request, querySerializer });
  // Read as text (client.ts's answer() parses it, bounded), with the bearer when one is given here.
  const text = (bearer?: string) => ({ parseAs: 'text' as const, headers: headersWith(bearer) });

  return {
    /** The address a call goes to: `/api/v1/token`, `/api/v1/workloads/trainings`, … */
    url: (path: string) => `${base}${path}`,
    /** POST client credentials to the token endpoint in `form` (with `v1-external`, `clientSecret` is the identity
     *  provider's token and `clientId` is not sent), answered in OAuth 2.0's words whichever form answered. */
    async requestToken(form: TokenForm, clientId: string, clientSecret: string): Promise<Answer<TokenResponse>> {
      if (form !== 'v2') {
        // One grant per request: the secret goes only in the member the grant reads.
        const body = {
          v1: { grantType: 'client_credentials' as const, clientID: clientId, clientSecret },
          'v1-external': { grantType: 'external_token_exchange' as const, externalToken: clientSecret },
          'v1-app-token': { grantType: 'app_token' as const, appID: clientId, appSecret: clientSecret },
        }[form];
        return answer(await api.POST('/api/v1/token', { ...text(), body }), (body) => {
          if (!answers.validateTokenResponseV1(body)) return undefined;
          const v1 = body as components['schemas']['TokenResponseV1'];
          return inOAuthWords(body, { access_token: v1.accessToken, id_token: v1.idToken, expires_in: v1.expiresIn });
        });
      }
      const sent = api.POST('/api/v2/token', { ...FORM_ENCODED, body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } });
      return answer(await sent, (body) => {
        const read = tokenMembers(body);
        return answers.validateTokenResponseV2(read) ? inOAuthWords(body, read as components['schemas']['TokenResponseV2']) : undefined;
      });
    },
    /** The projects of that exact name: one per cluster that has it. */
    async findProjects(name: string, bearer?: string): Promise<Answer<Project[]>> {
      const sent = api.GET('/api/v1/org-unit/projects', { ...text(bearer), params: { query: { filterBy: [`name==${name}`] } } });
      // `==` is taken to be exact; the answer is checked all the same.
      return answer(await sent, (body) =>
        answers.validateProjectList(body) ? (body as components['schemas']['ProjectList']).projects.filter((p) => p.name === name) : undefined,
      );
    },
    async listClusters(bearer?: string): Promise<Answer<Cluster[]>> {
      return answer(await api.GET('/api/v1/clusters', text(bearer)), (body) => (answers.validateClusterList(body) ? (body as Cluster[]) : undefined));
    },
    /** POST a training, a workspace or a distributed training (toWorkload() makes one from a job). */
    async submit(submission: WorkloadSubmission, bearer?: string): Promise<Answer<WorkloadCreated>> {
      const sent = api.POST(`/api/v1/workloads/${KIND_PATH[submission.kind]}`, { ...text(bearer), body: submission.request });
      return answer(await sent, (body) => (answers.validateWorkloadCreated(body) ? (body as WorkloadCreated) : undefined));
    },
    /** One page of workloads, read as it arrives, non-workloads left out. Pages move on by `limit`, as the vendor's SDK pages. */
    async listWorkloads(query: WorkloadQuery, bearer?: string): Promise<Answer<WorkloadPage>> {
      const { keep = () => true } = query;
      const params = { query: listParams(query) };
      // `stream` reaches the Request (openapi-fetch passes unknown options on): the action's transport streams the body.
      const sent = api.GET('/api/v1/workloads', { parseAs: 'stream', stream: true, headers: headersWith(bearer), params });
      const listed = await listAnswer(await sent, 'workloads', (item) =>
        typeof (item as Workload | null)?.name === 'string' && keep(item as Workload)
          ? readableEntry<Workload>(item, answers.validateWorkload, ['projectId'])
          : undefined,
      );
      if (!listed.ok) return listed;
      const next = listed.data.read.members.next;
      return { ...listed, data: { workloads: listed.data.items, read: listed.data.read.items, ...(typeof next === 'number' ? { next } : {}) } };
    },
    /** One workload, with why it waits to be scheduled (`pendingSchedulingMessages`, from 2.19). */
    async getWorkload(workloadId: string, bearer?: string): Promise<Answer<WorkloadDetailed>> {
      const sent = api.GET('/api/v1/workloads/{workloadId}', { ...text(bearer), params: { path: { workloadId } } });
      // A member it cannot read (a Go server's null for an empty list) is left out, as a listed one's is: the rest still says why.
      return answer(await sent, (body) => readableEntry<WorkloadDetailed>(body, answers.validateWorkloadDetailed, ['id', 'name']));
    },
    /** A workload's latest Kubernetes events, newest first, at most `limit`; non-events left out. */
    async workloadEvents(workloadId: string, limit: number, bearer?: string): Promise<Answer<WorkloadEvent[]>> {
      // Newest first is every version's default; `sortOrder` is documented from 2.20 only, so it is not sent.
      const sent = api.GET('/api/v1/workloads/{workloadId}/events', { ...text(bearer), params: { path: { workloadId }, query: { limit } } });
      return answer(await sent, (body) =>
        answers.validateEventList(body) ? (body as { events: WorkloadEvent[] }).events.filter((e) => answers.validateWorkloadEvent(e)) : undefined,
      );
    },
    /** A metric's samples between two times (ISO 8601), as numbers: its first measurement; unreadable samples left out. */
    async workloadMetric(
      workloadId: string,
      metric: string,
      range: { start: string; end: string; samples: number },
      bearer?: string,
    ): Promise<Answer<number[]>> {
      const query = { metricType: [metric], start: range.start, end: range.end, numberOfSamples: range.samples };
      const sent = api.GET('/api/v1/workloads/{workloadId}/metrics', { ...text(bearer), params: { path: { workloadId }, query } });
      return answer(await sent, (body) => {
        if (!answers.validateMetricsResponse(body)) return undefined;
        const measurement = (body as components['schemas']['MetricsResponse']).measurements.find((m) => m.type === metric);
        return (measurement?.values ?? []).map((v) => Number(v.value)).filter((n) => Number.isFinite(n));
      });
    },
    /** The labels a training, a workspace or a distributed training was submitted with, by name: null where its answer holds none (a
     *  server that does not say them, or an empty list), which tells nothing of who submitted it. A 404 means it is gone. */
    async submittedLabels(kind: WorkloadKind, workloadId: string, bearer?: string): Promise<Answer<Map<string, string> | null>> {
      const sent = api.GET(`/api/v1/workloads/${KIND_PATH[kind]}/{workloadId}`, { ...text(bearer), params: { path: { workloadId } } });
      return answer(await sent, (body) => {
        if (!answers.validateSubmittedWorkload(body)) return undefined;
        const labels = (body as components['schemas']['SubmittedWorkload']).spec?.labels;
        // None at all is a server that does not say them (the step's own workloads always carry some), not a workload of another run.
        return labels?.length ? new Map(labels.map(({ name, value }) => [name, value ?? ''])) : null;
      });
    },
    /** DELETE a training, a workspace or a distributed training. A 404 means it is gone already. */
    async deleteWorkload(kind: WorkloadKind, workloadId: string, bearer?: string): Promise<Answer<unknown>> {
      const sent = api.DELETE(`/api/v1/workloads/${KIND_PATH[kind]}/{workloadId}`, { ...text(bearer), params: { path: { workloadId } } });
      return answer(await sent, (body) => body ?? {});
    },
  };
}

/** A token answer in OAuth 2.0's words. Every other token it holds (a refresh, an external, a session token) is kept as named: secrets a
 *  caller must be able to mask. */
const inOAuthWords = (body: unknown, { access_token, id_token, expires_in }: components['schemas']['TokenResponseV2']): TokenResponse => ({
  ...Object.fromEntries(Object.entries(body as object).filter(([key, value]) => /token/i.test(key) && typeof value === 'string')),
  access_token,
  ...(id_token ? { id_token } : {}),
  ...(expires_in !== undefined ? { expires_in } : {}),
});

/** A workload's phase: `phase`, else `actualPhase` (not always populated, a vendor tool notes). */
export const phaseOf = (workload: Pick<Workload, 'phase' | 'actualPhase'>): string | undefined => workload.phase ?? workload.actualPhase;
