// The action: inputs → job → token → submit → wait → outputs. Each arrow is one file of src/;
// cancel.ts deletes what a stopped step leaves unfinished, and post.ts is the runner's post step.
import * as core from '@actions/core';
import { jobsUrl, tokenUrl, trimBaseUrl } from './contract/urls.js';
import { FAILURE_PREFIX, failureCause, failureMessage, StepStopped } from './errors.js';
import { getInputs, type Settings } from './inputs.js';
import { describeDryRun, setOutputs, writeSummary } from './outputs.js';
import { forLog } from './safe-text.js';
import { UnfinishedRecord, type Unfinished } from './state.js';
import type { Log } from './log.js';
import type { Connection } from './connection.js';
import type { Outcome } from './submit.js';
import type { Watched } from './wait.js';

const log: Log = { info: core.info, warning: core.warning, debug: core.debug };

export async function run(): Promise<void> {
  const startedAt = Date.now();
  try {
    const settings = await getInputs();
    const planned = settings.jobs;
    const cluster = trimBaseUrl(settings.baseUrl);

    if (settings.dryRun && settings.api === 'researcher') {
      const tokenTarget = settings.credentials?.realm
        ? `The token would be requested from ${forLog(tokenUrl(settings.authUrl, settings.credentials.realm))} as client '${forLog(settings.credentials.clientId)}' (token-request: ${settings.tokenRequest}).`
        : "The 'token' input would be sent as the bearer.";
      core.info(describeDryRun(planned, (job) => ({ url: jobsUrl(settings.baseUrl), body: { job } }), tokenTarget, settings));
      setOutputs(planned.map((p) => ({ planned: p })));
      await writeSummary(
        planned.map((p) => ({ planned: p })),
        cluster,
        true,
      );
      return;
    }
    if (settings.dryRun) return await dryRunOnWorkloads(settings, cluster);

    // Everything that talks to the service is loaded only now, from its own files in dist/: a
    // step that fails on its inputs, or a dry run, never reads or compiles it.
    const [{ connect }, { submitAll }, cancel] = await Promise.all([import('./connection.js'), import('./submit.js'), import('./cancel.js')]);
    const waiting = settings.wait !== 'false';
    // What the post step deletes if this step cannot: only while it waits, and only if asked to.
    const record = waiting && settings.cancelOnStop ? new UnfinishedRecord(core.saveState) : undefined;
    const stop = waiting
      ? cancel.watchForStop((by) =>
          core.setFailed(
            `${FAILURE_PREFIX}: the step was stopped (${by}), and deleting its jobs did not end within ${cancel.STOP_DEADLINE_MS / 1000} s. The post step deletes the jobs recorded as unfinished.`,
          ),
        )
      : undefined;
    const connection = connect(settings, log);
    const created: Outcome[] = [];
    // The workloads API wants ids: every project's, looked up once, before anything is submitted.
    // Not awaited past a stop: nothing has been submitted yet, so there is nothing to delete.
    const lookingUp = connection.workloads?.placements.lookUp(planned.map((p) => p.job.project));
    if (lookingUp && stop) {
      if (
        (await cancel.unlessStopped(
          lookingUp.then(() => true),
          stop.signal,
        )) === undefined
      ) {
        await connection.close();
        stop.dispose();
        return core.setFailed(`${FAILURE_PREFIX}: the step was stopped (${stop.by ?? 'a signal'}) while it looked the projects up; nothing was submitted.`);
      }
    } else await lookingUp;
    const reference = referenceIn(connection, startedAt);
    /** Submissions sent and not yet answered: a named one may have created its job already. */
    const inFlight = new Set<Outcome>();
    /** Named submissions a stop cut short after an attempt whose answer was lost: their jobs may exist. */
    const cutShort = new Set<Outcome>();
    const mayExist = () => [...created, ...[...inFlight, ...cutShort].filter((o) => o.planned.job.name !== undefined)];
    let watched: Watched[] | undefined;
    try {
      const submitting = submitAll(planned, {
        ...connection,
        settings,
        log,
        startedAt,
        signal: stop?.signal,
        onSending: (outcome) => {
          inFlight.add(outcome);
          if (outcome.planned.job.name !== undefined) record?.set(reference(outcome));
        },
        onSettled: (outcome) => {
          inFlight.delete(outcome);
          if (outcome.name !== undefined) {
            created.push(outcome);
            record?.set(reference(outcome));
          } else if (outcome.failure instanceof StepStopped && outcome.failure.mayExist) cutShort.add(outcome);
          else if (outcome.planned.job.name !== undefined) record?.remove(outcome.planned.job.name);
        },
      });
      // Stopped while submitting: the answers on their way get a few seconds to arrive, so that
      // the jobs they create are known and deleted.
      const outcomes = stop ? await cancel.unlessStopped(submitting, stop.signal, cancel.SUBMISSION_GRACE_MS) : await submitting;

      let failure: string | undefined;
      /** Jobs a timed-out wait could not delete: the post step tries again. */
      let leftForPost: Unfinished[] = [];
      if (outcomes && waiting && created.length && !stop?.signal.aborted) {
        const wait = await import('./wait.js');
        watched = created.map((o) => ({ ...reference(o), createdAt: o.createdAt!, missed: 0 }));
        const end = await wait.waitForJobs(watched, {
          lister: connection.lister,
          settings,
          log,
          signal: stop?.signal,
          onChange: (jobs) => {
            for (const job of jobs) if (wait.hasEnded(job)) record?.remove(job.name);
          },
        });
        if (end.kind === 'timeout') {
          const unfinished = watched.filter((j) => !wait.hasEnded(j));
          let after = 'They were left running (cancel-on-stop: false).';
          if (settings.cancelOnStop)
            ({ said: after, left: leftForPost } = await cancel.deleteAndSay(unfinished, connection, settings, log, 'wait-timeout-minutes passed'));
          failure = `${wait.timedOut(watched, settings, end.lastFailure)} ${after}`;
        } else if (end.kind === 'error') failure = wait.listFailed(end.error, watched);
        else if (end.kind === 'done') failure = wait.verdict(watched, settings);
      }

      if (stop?.signal.aborted) {
        // Stopped: the jobs not ended are deleted (cancel-on-stop), within seconds of the signal;
        // a named submission still unanswered is deleted by its name, in case it created its job.
        const { hasEnded } = await import('./wait.js');
        const ended = new Set((watched ?? []).filter(hasEnded).map((j) => j.name));
        const unfinished = mayExist()
          .map(reference)
          .filter((j) => !ended.has(j.name));
        const unnamed = [...inFlight].filter((o) => o.planned.job.name === undefined).length;
        const said = await cancel.stopped(stop, unfinished, settings, connection.tokens, log, record, unnamed);
        await finish(outcomes ?? created, watched, cluster);
        core.setFailed(`${FAILURE_PREFIX}: ${said}`);
        return;
      }
      // The wait ended (or there was none to do): nothing is left for the post step, but what a timeout could not delete.
      record?.only(leftForPost);
      await finish(outcomes!, watched, cluster);
      reportFailures(outcomes!, failure);
    } finally {
      stop?.dispose();
      await connection.close();
    }
  } catch (error) {
    fail(error);
  }
}

/**
 * What deleting a job needs: its name and project, and on the workloads API its id and kind (or,
 * without one, its project's id, to find the id by name). A submission with no answer yet also
 * carries when the step started: a job of its name is this step's only if created since.
 */
const referenceIn =
  (connection: Connection, startedAt: number) =>
  (o: Outcome): Unfinished => ({
    name: o.name ?? o.planned.job.name!,
    project: o.planned.job.project,
    ...(o.id !== undefined ? { id: o.id } : connection.workloads ? { projectId: connection.workloads.placements.of(o.planned.job.project).projectId } : {}),
    ...(o.planned.job.interactive ? { interactive: true } : {}),
    // No answer yet: not finding the job now does not mean it will not be created.
    ...(o.name === undefined ? { since: startedAt, unanswered: true } : {}),
  });

/**
 * A dry run on the workloads API looks the ids up (a token, and the projects), so that the
 * requests it prints are the ones that would be sent; it creates nothing.
 */
async function dryRunOnWorkloads(settings: Settings, cluster: string): Promise<void> {
  const [{ connect }, { workloadRequest }] = await Promise.all([import('./connection.js'), import('./workloads.js')]);
  const connection = connect(settings, log);
  try {
    const { client, placements } = connection.workloads!;
    await placements.lookUp(settings.jobs.map((p) => p.job.project));
    const said = new Set<string>();
    const tokenTarget = settings.credentials
      ? `The token came from the control plane as client '${forLog(settings.credentials.clientId)}'.`
      : "The 'token' input was sent as the bearer.";
    core.info(
      describeDryRun(
        settings.jobs,
        (job) => {
          const { kind, request } = workloadRequest(job, placements, connection.tokens, log, said);
          return { url: client.url(`/api/v1/workloads/${kind}s`), body: request };
        },
        tokenTarget,
        settings,
      ),
    );
    const outcomes = settings.jobs.map((p) => ({ planned: p }));
    setOutputs(outcomes);
    await writeSummary(outcomes, cluster, true);
  } finally {
    await connection.close();
  }
}

async function finish(outcomes: Outcome[], watched: Watched[] | undefined, cluster: string): Promise<void> {
  setOutputs(outcomes, watched);
  await writeSummary(outcomes, cluster, false, watched);
}

/** The step fails when a job was not created, or when the wait says a job did not do as asked. */
function reportFailures(outcomes: Outcome[], waitFailure: string | undefined): void {
  const failed = outcomes.filter((o) => o.failure !== undefined);
  if (failed.length === 0) {
    if (waitFailure) core.setFailed(`${FAILURE_PREFIX}: ${waitFailure}`);
    return;
  }
  if (outcomes.length === 1) return fail(failed[0]!.failure);
  const first = failed[0]!;
  core.setFailed(
    `${FAILURE_PREFIX}: ${failed.length} of ${outcomes.length} jobs failed (${outcomes.length - failed.length} created). First failure, job ${outcomes.indexOf(first) + 1}: ${failureCause(first.failure)}${waitFailure ? `\nAnd of the jobs created: ${waitFailure}` : ''}`,
  );
}

function fail(error: unknown): void {
  core.setFailed(failureMessage(error));
  if (error instanceof Error && error.stack) core.debug(error.stack);
}
