// What every call to the service goes through, set up once per step for the generation of the
// service that `api` names: the transport (timeouts, proxy, private CA), the typed client, the
// token, how a job is submitted, and the job list.
import { createRunaiClient, type RunaiClient } from './contract/client.js';
import { tokenUrl } from './contract/urls.js';
import { createWorkloadsClient, type WorkloadsClient } from './contract/workloads-client.js';
import { useLightWebGlobals } from './http-fetch.js';
import type { Settings } from './inputs.js';
import { JobLister, WorkloadLister, type Lister } from './list.js';
import type { Log } from './log.js';
import { OPERATIONS } from './operations.js';
import type { RetryOptions } from './retry.js';
import { forLog } from './safe-text.js';
import type { Submitter } from './submit.js';
import { TokenSource, tokenForm, type TokenEndpoint } from './token.js';
import { createTransport } from './transport.js';
import { Placements, workloadSubmitter } from './workloads.js';

export interface Connection {
  client: RunaiClient;
  tokens: TokenSource;
  submitter: Submitter;
  lister: Lister;
  /** With the workloads API: its client, and the ids of the projects (lookUp() before submitting). */
  workloads?: { client: WorkloadsClient; placements: Placements };
  /** Ends every connection: nothing may keep the step alive once its work is done. */
  close(): Promise<void>;
}

/** Test hooks: time (sleep, random, now), so that retries and waits run without waiting. */
export type Clock = Partial<RetryOptions> & { now?: () => number };

export function connect(settings: Settings, log: Log, clock: Clock = {}, timeoutMs = settings.requestTimeoutMs, tokens?: TokenSource): Connection {
  useLightWebGlobals();
  const transport = createTransport({ timeoutMs, caCertificates: settings.caCertificates });
  // The transport's Request and Response carry what openapi-fetch reads, not the whole WHATWG API.
  const wire = {
    fetch: transport.fetch as unknown as (request: Request) => Promise<Response>,
    Request: transport.Request as unknown as typeof Request,
  };
  const client = createRunaiClient({ baseUrl: settings.baseUrl, authUrl: settings.authUrl, ...wire });
  const { now, ...retry } = clock;
  const timed = { ...settings, requestTimeoutMs: timeoutMs };
  const close = () => transport.close();

  if (settings.api === 'workloads') {
    const control = createWorkloadsClient({ baseUrl: settings.baseUrl, ...wire });
    tokens ??= new TokenSource(controlPlaneTokens(control, settings), settings, log, retry, now);
    const placements = new Placements(control, tokens, timed, log, retry);
    const lister = new WorkloadLister(control, (project) => placements.of(project).projectId, tokens, timed, log, retry);
    return { client, tokens, submitter: workloadSubmitter(control, placements), lister, workloads: { client: control, placements }, close };
  }
  tokens ??= new TokenSource(realmToken(client, settings), settings, log, retry, now);
  const submitter: Submitter = { operation: OPERATIONS.submit, url: () => client.jobsUrl(), send: (job, bearer) => client.submitJob(job, bearer) };
  return { client, tokens, submitter, lister: new JobLister(client, tokens, timed, log, retry), close };
}

/** The Researcher API's token: the realm's Keycloak endpoint, in the form `token-request` asks. */
export function realmToken(client: RunaiClient, settings: Settings): TokenEndpoint[] {
  const credentials = settings.credentials;
  if (!credentials?.realm) return [];
  const { realm, clientId, clientSecret } = credentials;
  return [
    {
      url: tokenUrl(settings.authUrl, realm),
      issuer: `realm '${forLog(realm)}'`,
      operation: OPERATIONS.token,
      send: () => client.requestToken(realm, tokenForm(settings, clientId, clientSecret)),
    },
  ];
}

/** The control plane's token: v1 (JSON) first, v2 (an OAuth 2.0 form, Run:ai 3.0 and later) when v1 answers 404. */
function controlPlaneTokens(control: WorkloadsClient, settings: Settings): TokenEndpoint[] {
  const credentials = settings.credentials;
  if (!credentials) return [];
  return (['v1', 'v2'] as const).map((form) => ({
    url: control.url(`/api/${form}/token`),
    issuer: 'the control plane',
    operation: OPERATIONS.controlPlaneToken,
    send: () => control.requestToken(form, credentials.clientId, credentials.clientSecret),
  }));
}
