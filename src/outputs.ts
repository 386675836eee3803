// What the step leaves behind: the outputs, and a step summary readable at a glance.
import * as core from '@actions/core';
import type { Job } from './contract/client.js';
import { failureMessage } from './errors.js';
import type { PlannedJob } from './job.js';
import { forCode as code, forLog, forSummary as text } from './safe-text.js';
import type { Settings } from './inputs.js';
import { formatDuration } from './log.js';
import type { Outcome } from './submit.js';
import type { Watched } from './wait.js';

/** Every output this action sets; action.yml declares exactly these. */
export const OUTPUTS = ['job-name', 'job-names', 'status', 'statuses', 'workload-id', 'workload-ids'] as const;

/** What a job's state is called in the outputs when the service no longer lists it. */
export const GONE = 'Deleted';

/**
 * The names of the jobs created, and, after a wait, each one's last known state in the
 * service's own word. Without a wait the service has said no state: `status` is empty.
 */
export function setOutputs(outcomes: Outcome[], watched?: Watched[]): void {
  const names = outcomes.map((o) => o.name).filter((n): n is string => n !== undefined);
  core.setOutput('job-name', names[0] ?? '');
  core.setOutput('job-names', JSON.stringify(names));
  // The workloads API's ids: empty with the Researcher API, which has none.
  const ids = outcomes.map((o) => o.id).filter((id): id is string => id !== undefined);
  core.setOutput('workload-id', ids[0] ?? '');
  core.setOutput('workload-ids', JSON.stringify(ids));
  const statuses = Object.fromEntries((watched ?? []).filter((j) => j.status !== undefined || j.end === 'gone').map((j) => [j.name, stateOf(j)]));
  core.setOutput('status', watched?.[0] ? (statuses[watched[0].name] ?? '') : '');
  core.setOutput('statuses', JSON.stringify(statuses));
}

const stateOf = (job: Watched): string => (job.end === 'gone' ? GONE : (job.status ?? ''));

/** How a sweep's wait came out: "480 Succeeded, 20 Failed". */
function tally(watched: Watched[]): string {
  const counts = new Map<string, number>();
  for (const job of watched) {
    const state = job.end ? stateOf(job) : 'unfinished';
    counts.set(state, (counts.get(state) ?? 0) + 1);
  }
  return [...counts].map(([state, n]) => `${n} ${text(state)}`).join(', ');
}

function resources(job: Job): string {
  const parts = [
    job.gpu !== undefined && `${job.gpu} GPU`,
    job.cpu !== undefined && `${job.cpu} CPU${job.cpuLimit !== undefined ? ` (limit ${job.cpuLimit})` : ''}`,
    job.memory !== undefined && `${job.memory} memory${job.memoryLimit !== undefined ? ` (limit ${job.memoryLimit})` : ''}`,
  ].filter(Boolean);
  return parts.join(', ') || 'service defaults';
}

/** Writes the step summary. Without a summary file (local runs) it does nothing. */
export async function writeSummary(outcomes: Outcome[], cluster: string, dryRun = false, watched?: Watched[]): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  const summary = core.summary;
  const created = outcomes.filter((o) => o.name !== undefined).length;
  const failed = outcomes.length - created;
  const title = dryRun
    ? `Run:ai dry run: ${outcomes.length} job${outcomes.length > 1 ? 's' : ''} checked, nothing sent`
    : failed === 0
      ? outcomes.length === 1
        ? `Run:ai job ${text(outcomes[0]!.name!)} ${watched?.[0] ? text(watched[0].end ? stateOf(watched[0]) : 'unfinished') : 'submitted'}`
        : `Run:ai: ${created} jobs submitted${watched ? `; ${tally(watched)}` : ''}`
      : `Run:ai: ${failed} of ${outcomes.length} job${outcomes.length > 1 ? 's' : ''} failed`;
  summary.addHeading(title, 3);
  /** A job's final state and how long it took, after a wait. */
  const ended = (name: string | undefined): string => {
    const job = name === undefined ? undefined : watched?.find((j) => j.name === name);
    if (!job) return '';
    const state = job.status === undefined && job.end !== 'gone' ? 'not listed yet' : stateOf(job);
    const mark = job.end === 'succeeded' || job.end === 'running' ? '✅ ' : job.end === 'failed' || job.end === 'gone' || job.end === 'stopped' ? '❌ ' : '';
    return `${mark}${text(state)}${job.end ? ` after ${formatDuration(job.endedAt! - job.createdAt)}` : ', unfinished'}`;
  };

  if (outcomes.length === 1) {
    const [{ planned, name, failure }] = outcomes as [Outcome];
    const { job } = planned;
    const rows: [string, string][] = [
      ['Job', name ? code(name) : dryRun ? (job.name ? code(job.name) : '_named by the service_') : `failed: ${text(failureMessage(failure))}`],
      ...(watched ? ([['State', ended(name)]] as [string, string][]) : []),
      ['Project', code(job.project)],
      ['Image', code(job.image)],
      ['Resources', resources(job)],
      ['Cluster', text(cluster)],
    ];
    // A blank line first: Markdown after the heading's HTML block would otherwise stay raw text.
    summary.addRaw(`\n| | |\n|---|---|\n${rows.map(([k, v]) => `| **${k}** | ${v} |`).join('\n')}\n`);
  } else {
    const header = `\n| # | Job |${watched ? ' State |' : ''} Project | Image | Resources | Matrix / item |\n|---|---|${watched ? '---|' : ''}---|---|---|---|\n`;
    const rows = outcomes.map(({ planned, name, failure }, i) => {
      const what = name
        ? code(name)
        : dryRun
          ? planned.job.name
            ? code(planned.job.name)
            : '—'
          : `❌ ${text(failure instanceof Error ? failure.message : String(failure))}`;
      return `| ${i + 1} | ${what} |${watched ? ` ${ended(name) || '—'} |` : ''} ${code(planned.job.project)} | ${code(planned.job.image)} | ${resources(planned.job)} | ${text(planned.label) || '—'} |`;
    });
    summary.addRaw(`${header}${rows.join('\n')}\n\nCluster: ${text(cluster)}\n`);
  }
  await summary.write();
}

/** The request a dry run would send, without any secret. */
export function describeDryRun(
  planned: PlannedJob[],
  requestOf: (job: Job) => { url: string; body: unknown },
  tokenTarget: string,
  settings: Pick<Settings, 'api' | 'wait' | 'pollIntervalMs' | 'waitTimeoutMs' | 'cancelOnStop'>,
): string {
  const waits =
    settings.wait === 'false'
      ? ''
      : ` The step would then wait until every job ${settings.wait === 'running' ? 'runs' : 'ends'}, asking every ${formatDuration(settings.pollIntervalMs)} for at most ${formatDuration(settings.waitTimeoutMs)}${settings.cancelOnStop ? ', and delete the unfinished jobs if stopped' : ''}.`;
  const lines = [`Dry run: ${settings.api === 'workloads' ? 'nothing is created (the ids below were looked up)' : 'nothing is sent'}. ${tokenTarget}${waits}`];
  planned.forEach(({ job, label }, i) => {
    const tag = planned.length > 1 ? ` (job ${i + 1} of ${planned.length}${label ? `, ${forLog(label)}` : ''})` : '';
    const { url, body } = requestOf(job);
    lines.push(`POST ${forLog(url)}${tag}`, JSON.stringify(body, null, 2));
  });
  return lines.join('\n');
}
