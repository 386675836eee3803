// The action: inputs → job → token → submit → outputs. Each arrow is one file of src/.
import * as core from '@actions/core';
import { jobsUrl, tokenUrl, trimBaseUrl } from './contract/urls.js';
import { FAILURE_PREFIX, failureCause, failureMessage } from './errors.js';
import { getInputs } from './inputs.js';
import { describeDryRun, setOutputs, writeSummary } from './outputs.js';
import { forLog } from './safe-text.js';
import type { Log } from './log.js';

const log: Log = { info: core.info, warning: core.warning, debug: core.debug };

export async function run(): Promise<void> {
  try {
    const settings = await getInputs();
    const planned = settings.jobs;
    const cluster = trimBaseUrl(settings.baseUrl);

    if (settings.dryRun) {
      const tokenTarget = settings.credentials
        ? `The token would be requested from ${forLog(tokenUrl(settings.authUrl, settings.credentials.realm))} as client '${forLog(settings.credentials.clientId)}' (token-request: ${settings.tokenRequest}).`
        : "The 'token' input would be sent as the bearer.";
      core.info(describeDryRun(planned, forLog(jobsUrl(settings.baseUrl)), tokenTarget));
      setOutputs(planned.map((p) => ({ planned: p })));
      await writeSummary(
        planned.map((p) => ({ planned: p })),
        cluster,
        true,
      );
      return;
    }

    // Everything that talks to the service is loaded only now, from its own file in dist/: a
    // step that fails on its inputs, or a dry run, never reads or compiles it.
    const { submitJobs } = await import('./submit.js');
    const outcomes = await submitJobs(planned, settings, log);
    setOutputs(outcomes);
    await writeSummary(outcomes, cluster);

    const failed = outcomes.filter((o) => o.failure !== undefined);
    if (failed.length === 0) return;
    if (outcomes.length === 1) return fail(failed[0]!.failure);
    const first = failed[0]!;
    core.setFailed(
      `${FAILURE_PREFIX}: ${failed.length} of ${outcomes.length} jobs failed (${outcomes.length - failed.length} created). First failure, job ${outcomes.indexOf(first) + 1}: ${failureCause(first.failure)}`,
    );
  } catch (error) {
    fail(error);
  }
}

function fail(error: unknown): void {
  core.setFailed(failureMessage(error));
  if (error instanceof Error && error.stack) core.debug(error.stack);
}
