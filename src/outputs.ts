// What the step leaves behind: the outputs, and a step summary readable at a glance.
import * as core from '@actions/core';
import type { Job } from './contract/client.js';
import { failureMessage } from './errors.js';
import type { PlannedJob } from './job.js';
import { forCode as code, forLog, forSummary as text } from './safe-text.js';
import type { Outcome } from './submit.js';

/** Every output this action sets; action.yml declares exactly these. */
export const OUTPUTS = ['job-name', 'job-names'] as const;

export function setOutputs(outcomes: Outcome[]): void {
  const names = outcomes.map((o) => o.name).filter((n): n is string => n !== undefined);
  core.setOutput('job-name', names[0] ?? '');
  core.setOutput('job-names', JSON.stringify(names));
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
export async function writeSummary(outcomes: Outcome[], cluster: string, dryRun = false): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  const summary = core.summary;
  const created = outcomes.filter((o) => o.name !== undefined).length;
  const failed = outcomes.length - created;
  const title = dryRun
    ? `Run:ai dry run: ${outcomes.length} job${outcomes.length > 1 ? 's' : ''} checked, nothing sent`
    : failed === 0
      ? outcomes.length === 1
        ? `Run:ai job ${text(outcomes[0]!.name!)} submitted`
        : `Run:ai: ${created} jobs submitted`
      : `Run:ai: ${failed} of ${outcomes.length} job${outcomes.length > 1 ? 's' : ''} failed`;
  summary.addHeading(title, 3);

  if (outcomes.length === 1) {
    const [{ planned, name, failure }] = outcomes as [Outcome];
    const { job } = planned;
    const rows: [string, string][] = [
      ['Job', name ? code(name) : dryRun ? (job.name ? code(job.name) : '_named by the service_') : `failed: ${text(failureMessage(failure))}`],
      ['Project', code(job.project)],
      ['Image', code(job.image)],
      ['Resources', resources(job)],
      ['Cluster', text(cluster)],
    ];
    // A blank line first: Markdown after the heading's HTML block would otherwise stay raw text.
    summary.addRaw(`\n| | |\n|---|---|\n${rows.map(([k, v]) => `| **${k}** | ${v} |`).join('\n')}\n`);
  } else {
    const header = '\n| # | Job | Project | Image | Resources | Matrix / item |\n|---|---|---|---|---|---|\n';
    const rows = outcomes.map(({ planned, name, failure }, i) => {
      const what = name
        ? code(name)
        : dryRun
          ? planned.job.name
            ? code(planned.job.name)
            : '—'
          : `❌ ${text(failure instanceof Error ? failure.message : String(failure))}`;
      return `| ${i + 1} | ${what} | ${code(planned.job.project)} | ${code(planned.job.image)} | ${resources(planned.job)} | ${text(planned.label) || '—'} |`;
    });
    summary.addRaw(`${header}${rows.join('\n')}\n\nCluster: ${text(cluster)}\n`);
  }
  await summary.write();
}

/** The request a dry run would send, without any secret. */
export function describeDryRun(planned: PlannedJob[], jobsUrl: string, tokenTarget: string): string {
  const lines = [`Dry run: nothing is sent. ${tokenTarget}`];
  planned.forEach(({ job, label }, i) => {
    const tag = planned.length > 1 ? ` (job ${i + 1} of ${planned.length}${label ? `, ${forLog(label)}` : ''})` : '';
    lines.push(`POST ${jobsUrl}${tag}`, JSON.stringify({ job }, null, 2));
  });
  return lines.join('\n');
}
