// The Researcher REST API v1 of a cluster (installations before Run:ai 2.18), behind the Backend
// interface: a realm's token, the submission's documented paths, the job list, deletion by name.
import { createRunaiClient, SUBMIT_FORMS } from '../../contract/client.js';
import { tokenUrl, trimBaseUrl } from '../../contract/urls.js';
import { forLog } from '../../safe-text.js';
import { TokenSource } from '../../service/token.js';
import { openWire } from '../../service/wire.js';
import { stateMeaning, type Backend, type BackendContext } from '../backend.js';
import { deleteByName } from './delete.js';
import { JobLister } from './list.js';
import { researcherSubmitter } from './submitter.js';
import { realmToken } from './token.js';

/** A job's ref on the Researcher API: nothing but its name and project, which the handle has. */
const NO_REF = Object.freeze({});

export function createBackend({ settings, log, clock = {}, http }: BackendContext): Backend {
  const wire = openWire({ timeoutMs: settings.requestTimeoutMs, caCertificates: settings.caCertificates, http });
  const client = createRunaiClient({ baseUrl: settings.baseUrl, authUrl: settings.authUrl, fetch: wire.fetch, Request: wire.Request });
  const { now, ...retry } = clock;
  const tokens = new TokenSource(realmToken(client, settings), settings, log, retry, now);
  const lister = new JobLister(client, tokens, settings, log, retry);
  return {
    tokens,
    submitter: researcherSubmitter(client, log),
    lister,
    meaning: stateMeaning,
    adopt: () => {},
    refByName: () => NO_REF,
    identified: (ref) => ref,
    // Anything the state file holds for a job of this generation is read as no ref: it has none.
    readRef: () => NO_REF,
    delete: (handles, limits) =>
      deleteByName(
        handles,
        client,
        tokens,
        limits,
        log,
        async (project, names) => new Set((await lister.read(project, { names, maxAttempts: limits.maxAttempts })).keys()),
      ),
    preview: async (jobs) => ({
      lead: `nothing is sent. ${
        settings.credentials?.realm
          ? `The token would be requested from ${forLog(tokenUrl(settings.authUrl, settings.credentials.realm))} as client '${forLog(settings.credentials.clientId)}' (token-request: ${settings.tokenRequest}).`
          : "The 'token' input would be sent as the bearer."
      }`,
      requests: jobs.map((job) => ({ url: client.formUrl(SUBMIT_FORMS[0]), body: { job } })),
    }),
    // The cluster is the address the jobs went to; the UI lists a project's jobs on its Jobs page
    // (app.run.ai/jobs, or the self-hosted UI's): the documents give no address of one job.
    whereabouts: (created) => ({
      cluster: new URL(settings.baseUrl).host,
      pages: Object.fromEntries(created.map((job) => [job.name, `${trimBaseUrl(settings.authUrl)}/jobs`])),
    }),
    outputs: () => ({}),
    close: () => wire.close(),
  };
}
