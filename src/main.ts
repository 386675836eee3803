// The action: inputs → job → token → submit → outputs. Each arrow is one file of src/.
import * as core from '@actions/core';
import { createRunaiClient } from './contract/index.js';
import { failureMessage } from './errors.js';
import { loadYamlFor } from './formats.js';
import { getInputs } from './inputs.js';
import { planJobs } from './job.js';
import { describeDryRun, setOutputs, writeSummary } from './outputs.js';
import { submitAll } from './submit.js';
import { TokenSource, type Log } from './token.js';
import { createTransport } from './transport.js';

const log: Log = { info: core.info, warning: core.warning, debug: core.debug };

export async function run(): Promise<void> {
  try {
    const settings = getInputs();
    await loadYamlFor(settings.job);
    const planned = planJobs(settings.job);

    let tokens: TokenSource | undefined;
    const transport = createTransport({ timeoutMs: settings.requestTimeoutMs, caCertificates: settings.caCertificates });
    const client = createRunaiClient({
      baseUrl: settings.baseUrl,
      authUrl: settings.authUrl,
      // The transport's Request and Response carry what openapi-fetch reads, not the whole WHATWG API.
      fetch: transport.fetch as unknown as (request: Request) => Promise<Response>,
      Request: transport.Request as unknown as typeof Request,
      bearer: () => tokens!.bearer(),
    });
    const cluster = client.jobsUrl().replace(/\/api\/v1\/jobs$/, '');

    if (settings.dryRun) {
      const tokenTarget = settings.credentials
        ? `The token would be requested from ${client.tokenUrl(settings.credentials.realm)} as client '${settings.credentials.clientId}' (token-request: ${settings.tokenRequest}).`
        : "The 'token' input would be sent as the bearer.";
      core.info(describeDryRun(planned, client.jobsUrl(), tokenTarget));
      setOutputs(planned.map((p) => ({ planned: p })));
      await writeSummary(planned.map((p) => ({ planned: p })), cluster, true);
      return;
    }

    tokens = new TokenSource(client, settings, log);
    const outcomes = await submitAll(planned, { client, tokens, settings, log });
    setOutputs(outcomes);
    await writeSummary(outcomes, cluster);

    const failed = outcomes.filter((o) => o.failure !== undefined);
    if (failed.length === 0) return;
    if (outcomes.length === 1) return fail(failed[0]!.failure);
    const first = failed[0]!;
    core.setFailed(
      `${failed.length} of ${outcomes.length} jobs failed (${outcomes.length - failed.length} created). First failure, job ${outcomes.indexOf(first) + 1}: ${failureMessage(first.failure)}`,
    );
  } catch (error) {
    fail(error);
  }
}

function fail(error: unknown): void {
  core.setFailed(failureMessage(error));
  if (error instanceof Error && error.stack) core.debug(error.stack);
}
