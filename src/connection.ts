// What every call to the service goes through, set up once per step for the generation of the
// service that `api` names: the transport (timeouts, proxy, private CA), the typed client, the
// token, how a job is submitted, and the job list.
import { createRunaiClient, SUBMIT_FORMS, type RunaiClient, type SubmitForm } from './contract/client.js';
import { tokenUrl } from './contract/urls.js';
import type { TokenResponse } from './contract/client.js';
import { before, LATEST_VERSION, OLDEST_VERSION, since, type ControlPlaneVersion, type VersionRange } from './contract/versions.js';
import { createWorkloadsClient, type TokenForm, type WorkloadsClient } from './contract/workloads-client.js';
import { ServiceFailure } from './errors.js';
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
    tokens ??= new TokenSource(controlPlaneToken(control, settings), settings, log, retry, now);
    const placements = new Placements(control, tokens, timed, log, retry);
    const lister = new WorkloadLister(control, (project) => placements.of(project).projectId, tokens, timed, log, retry);
    return { client, tokens, submitter: workloadSubmitter(control, placements, tokens, log), lister, workloads: { client: control, placements }, close };
  }
  tokens ??= new TokenSource(realmToken(client, settings), settings, log, retry, now);
  return { client, tokens, submitter: researcherSubmitter(client, log), lister: new JobLister(client, tokens, timed, log, retry), close };
}

/** What each documented path of the submission is, as the log names it. */
const SUBMIT_FORM_NAMES: Record<SubmitForm, string> = {
  '/api/v1/jobs': 'the REST pages’ path',
  '/api/v1/job': 'the Swagger file’s path, with its types',
  '/api/job': 'the 2021 REST pages’ path',
};

/**
 * The Researcher API's submission, through the first documented path the installation serves: a
 * 404 or 405 before any path has answered says the path is not served, and created nothing.
 */
function researcherSubmitter(client: RunaiClient, log: Log): Submitter {
  let form = 0;
  let served = false;
  return {
    operation: OPERATIONS.submit,
    url: () => client.submitUrl(SUBMIT_FORMS[form]),
    async send(job, bearer) {
      let first: Awaited<ReturnType<RunaiClient['submitJob']>> | undefined;
      for (;;) {
        const tried = form;
        const answer = await client.submitJob(job, bearer, SUBMIT_FORMS[tried]);
        const notServed = !answer.ok && (answer.status === 404 || answer.status === 405);
        if (!notServed) served = true;
        if (!notServed || served) return answer;
        first ??= answer;
        if (tried === SUBMIT_FORMS.length - 1) {
          // No documented path is served: the failure is the main path's, as the hint says.
          form = 0;
          return first;
        }
        // Another submission of the sweep may have moved on already.
        if (form === tried) {
          form++;
          log.info(
            `${client.submitUrl(SUBMIT_FORMS[tried])} answered ${answer.status}: submitting through ${SUBMIT_FORMS[form]} instead, ${SUBMIT_FORM_NAMES[SUBMIT_FORMS[form]!]}.`,
          );
        }
      }
    },
  };
}

/** The Researcher API's token: the realm's Keycloak endpoint, in the form `token-request` asks. */
export function realmToken(client: RunaiClient, settings: Settings): TokenEndpoint | undefined {
  const credentials = settings.credentials;
  if (!credentials?.realm) return undefined;
  const { realm, clientId, clientSecret } = credentials;
  return {
    url: tokenUrl(settings.authUrl, realm),
    issuer: `realm '${forLog(realm)}'`,
    operation: OPERATIONS.token,
    send: () => client.requestToken(realm, tokenForm(settings, clientId, clientSecret)),
  };
}

/**
 * The control plane's token. v1's `app_token` grant first: every documented version takes it
 * (2.18 and 2.19 take no other; from 2.20 it is deprecated, still documented in 2.24, and the
 * vendor's own SDK sends it), so the secret goes only where it can be used. A 400 or 401 there is
 * a version or a credential (a service account's) that wants `client_credentials` (2.20 and
 * later): asked once, and kept for renewals; a 404 is an installation without v1, asked through
 * v2. What answers tells the version (workloads.yaml, /api/v1/token).
 */
function controlPlaneToken(control: WorkloadsClient, settings: Settings): TokenEndpoint | undefined {
  const credentials = settings.credentials;
  if (!credentials) return undefined;
  // expiresIn is documented from 2.24: its presence says 2.24 or later.
  const newest = since('TokenResponseV1.expiresIn');
  const byLifetime = (oldest: ControlPlaneVersion) => (response: TokenResponse) =>
    response.expires_in !== undefined ? { oldest: newest, newest: LATEST_VERSION } : { oldest, newest: before(newest) };
  const way = (form: TokenForm, grant: string, version: (response: TokenResponse) => VersionRange): TokenEndpoint => ({
    url: control.url(`/api/${form === 'v2' ? 'v2' : 'v1'}/token`),
    issuer: 'the control plane',
    form: `${form === 'v2' ? 'v2' : 'v1'}, ${grant}`,
    operation: OPERATIONS.controlPlaneToken,
    send: () => control.requestToken(form, credentials.clientId, credentials.clientSecret),
    version,
  });
  const v2 = way('v2', 'client_credentials', () => ({ oldest: newest, newest: LATEST_VERSION }));
  const notServed = (refused: ServiceFailure) =>
    refused.status === 404 ? { endpoint: v2, why: `${refused.details.url} answered 404: requesting the token from ${v2.url} instead.` } : undefined;
  const clientCredentials = { ...way('v1', 'client_credentials', byLifetime(since('TokenRequestV1'))), otherwise: notServed };
  return {
    ...way('v1-app-token', 'app_token', byLifetime(OLDEST_VERSION)),
    otherwise: (refused) =>
      refused.status === 400 || refused.status === 401
        ? {
            endpoint: clientCredentials,
            why: `The control plane refused the app_token grant (HTTP ${refused.status}${refused.details.serviceMessage ? `: ${refused.details.serviceMessage}` : ''}): asking with client_credentials, the grant of Run:ai ${since('TokenRequestV1')} and later, which service accounts use.`,
            // A 401 is about the credentials, which the other grant cannot mend: it is what to report.
            firstSaysMore: refused.status === 401,
          }
        : notServed(refused),
  };
}
