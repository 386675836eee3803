// The GitHub Actions host, through @actions/core: inputs, the masker, the log, outputs, summary and failure, and the post step's records.
import * as core from '@actions/core';
import { openHttpClient, proxyFor } from './http.js';
import type { Report, SessionHost } from '../core/session.js';
import { FAILURE_PREFIX, failureOf } from '../errors.js';
import { getInputs, type InputSource } from '../inputs.js';
import { trimBaseUrl } from '../contract/urls.js';
import type { PrComment } from './pr-comment.js';
import { nearest } from '../contract/validate.js';
import { DECLARED_INPUTS } from '../generated/inputs.js';
import { drainedOf } from '../log.js';
import { forLine } from '../safe-text.js';
import { useMasker } from '../secrets.js';
import { githubOrigin } from './origin.js';
import { cleanupSummaryOf, outputsOf, summaryOf } from './report.js';
import { runStep } from './step.js';
import { RUNNER_SIGTERM_MS } from '../core/stop.js';

/** The runner's log, each line inert: an error's message may quote what a service said (safe-text.ts). */
const inertly = (write: (text: string) => void) => (text: string) => write(forLine(text));
const lines = { info: inertly(core.info), warning: inertly(core.warning), debug: inertly(core.debug), group: inertly(core.startGroup) };

/** The step's inputs: INPUT_* variables, as the runner sets them (INPUT_ and the name in capitals). */
const declared = DECLARED_INPUTS.map((input) => input.name);
const given = Object.keys(process.env).flatMap((key) => (key.startsWith('INPUT_') ? [key.slice('INPUT_'.length).toLowerCase()] : []));
const inputs: InputSource = {
  read: (name) => core.getInput(name) || undefined,
  warn: lines.warning,
  undeclared: given.filter((name) => !declared.includes(name)).map((name) => ({ name, nearest: nearest(name, declared) })),
};

/** The pull request's comment, opened by the first report of a step with `pr-comment` (host/pr-comment.ts). */
let comment: Promise<PrComment | undefined> | undefined;

/** Whether the jobs were left behind yet: once submitted, so that a step killed later still leaves them. */
let leftEarly = false;

const host: SessionHost = {
  log: { ...lines, groupEnd: core.endGroup, drained: drainedOf(process.stdout) },
  progress: (report, settings) => {
    if (!leftEarly) leave(report).catch((error: unknown) => core.debug(`The summary could not be written yet: ${(error as Error).message}`));
    leftEarly = true;
    if (!settings.prComment) return;
    comment ??= import('./pr-comment.js')
      .then(({ openPrComment }) => openPrComment(trimBaseUrl(settings.baseUrl)))
      .catch(
        (error: unknown) => void core.notice(`pr-comment: the comment could not be opened (${(error as Error).message}). The step's result is unchanged.`),
      );
    void comment.then((c) => c?.write(report));
  },
  save: core.saveState,
  failNow: async (cause, known) => {
    core.setFailed(forLine(`${FAILURE_PREFIX}: ${cause}`));
    if (known) await leave(known).catch(() => undefined);
  },
  http: openHttpClient,
  proxyFor,
};

/** The main step (dist/index.js): inputs, the session, and what it leaves behind. */
export async function runMain(): Promise<void> {
  useMasker(core.setSecret); // before anything else can print: the runner masks only what it has been told
  // A GitHub-hosted runner ends a job at 6 hours whatever it asks: a longer wait would be cut short before the step could say why.
  const waitMinutes = Number(core.getInput('wait-timeout-minutes'));
  if (process.env.RUNNER_ENVIRONMENT === 'github-hosted' && waitMinutes > 360 && core.getInput('wait') !== 'false')
    lines.warning(
      `Input 'wait-timeout-minutes' is ${waitMinutes}, but a GitHub-hosted runner stops a job after 360 minutes, before the step would time out and say why each job had not ended: set it below, such as 340, or wait in a later job with 'attach'.`,
    );
  const { report, stop } = await runStep(inputs, host, () => githubOrigin(process.env));
  // A stop from here on (the session's listener is gone) would end the process at once, the outputs, summary or comment half written:
  // what is left to write has its own few seconds, which end before the runner's SIGTERM of a SIGINT.
  const hold = () => undefined;
  process.on('SIGINT', hold).on('SIGTERM', hold);
  if (report.failure && report.waitEnded === 'stopped' && nearJobLimit(process.uptime() * 1000))
    report.failure.cause += ` A job stops after its 'timeout-minutes', 360 by default on every runner (and at most 6 hours on a GitHub-hosted one), which is likely what stopped this one: set 'wait-timeout-minutes' below it (such as 340) for the step to time out itself, saying why each job had not ended; for a longer training, raise the job's 'timeout-minutes' on a self-hosted runner, or wait in a later job with 'attach'.`;
  // A step that failed before it showed any job (before it submitted one, or stopped while it submitted) never opened the comment: an earlier
  // run's result would stand in it as this one's. True as the inputs take it, in any case.
  if (!comment && report.failure && /^true$/i.test(core.getInput('pr-comment')) && !/^true$/i.test(core.getInput('dry-run')))
    comment = import('./pr-comment.js').then(({ openPrComment }) => openPrComment(trimBaseUrl(core.getInput('base-url')))).catch(() => undefined);
  const written = await comment;
  await leave(report, written?.url());
  fail(report);
  if (!written) return;
  // The comment's last write comes after the outputs and summary; a slow GitHub holds the step up 5 s at most, after a stop until a second before SIGTERM.
  const waitMs = stop?.at === undefined ? 5_000 : Math.max(0, stop.at + RUNNER_SIGTERM_MS - 1_000 - Date.now());
  const before = written.url();
  const url = await written.finish(report, waitMs);
  if (url && url !== before) core.setOutput('comment-url', url);
}

/** A job's 360 minutes: a step that ran longer was on a runner whose jobs may run longer (its timeout-minutes raised), stopped by something else. */
const JOB_LIMIT_MS = 360 * 60_000;

/** A step stopped this long into a job's 360 minutes (its `timeout-minutes` by default on every runner, and a GitHub-hosted job's most) was
 *  most likely stopped by that limit: the job ran before the step too, so an hour short of it counts; a step past it was not. */
export const nearJobLimit = (ranMs: number) => ranMs >= JOB_LIMIT_MS - 3_600_000 && ranMs <= JOB_LIMIT_MS + 60_000;

/** The post step (dist/post.js): deletes what a stopped main step recorded as unfinished. */
export async function runPost(): Promise<void> {
  useMasker(core.setSecret);
  // The main step saves only its records of unfinished jobs (core/record.ts), emptied once deleted: none left, nothing to load.
  const records = Object.fromEntries(Object.keys(process.env).flatMap((key) => (/^STATE_/.test(key) ? [[key.slice(6), core.getState(key.slice(6))]] : [])));
  if (!Object.values(records).some(Boolean)) return core.debug('No job of this step was left unfinished: nothing to delete.');
  const { deleteRecorded } = await import('../core/session.js');
  try {
    // The same inputs as the main step, which checked them already; the jobs are not read again.
    // The origin's labels tell a job of a fixed name that another run submitted meanwhile from this step's own.
    const settings = await getInputs({ ...inputs, undeclared: [] }, { connectionOnly: true });
    const report = await deleteRecorded(settings, records, { ...host, origin: githubOrigin(process.env) });
    // What the main step's summary could not say: that its jobs are gone, so no GPU runs on for nothing.
    const cleaned = report.deletion ? cleanupSummaryOf(report.deletion) : '';
    if (cleaned && process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(cleaned).write();
    fail(report);
  } catch (error) {
    fail({ failure: failureOf(error) });
  }
}

/** Writes are made one at a time: the summary written last is the newest. */
let leaving = Promise.resolve();

/** The outputs, and the step summary when the step got as far as its jobs; each time anew (a later output of a name wins, the summary is replaced).
 *  A main step that failed before any job was created sets its outputs too (result: failed), for a later step to read. */
const leave = (report: Report, commentUrl?: string): Promise<void> =>
  (leaving = leaving
    .catch(() => undefined) // an earlier write's failure is the next one's to say
    .then(async () => {
      for (const [name, value] of Object.entries(outputsOf(report, commentUrl))) core.setOutput(name, value);
      // Without a summary file (a local run) there is none to write.
      if (report.outcomes?.length && process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(summaryOf(report)).write({ overwrite: true });
    }));

/** Fails the step with the report's failure, if it has one, its stack in the debug log. */
function fail({ failure }: Report): void {
  if (!failure) return;
  core.setFailed(forLine(`${FAILURE_PREFIX}: ${failure.cause}`));
  if (failure.error instanceof Error && failure.error.stack) core.debug(failure.error.stack);
}
