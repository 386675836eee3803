// `pr-comment`: the step summary as one comment, found again by a hidden marker naming the workflow, job and step
// (so a re-run updates it), rewritten as the jobs change. Any failure to comment is one notice, never the step's.
import * as core from '@actions/core';
import { context, getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Report } from '../core/session.js';
import { forLine } from '../safe-text.js';
import { workflowOf } from './origin.js';
import { summaryOf } from './report.js';

/** A comment holds at most 65,536 characters; a summary's bytes bound its characters. */
const MAX_COMMENT_BYTES = 60_000;
const UNCHANGED = "The step's result is unchanged.";

/** The pull request's comment, or undefined (said once) where there is none to write. */
export function openPrComment(cluster: string, env = process.env) {
  // Masked before anything can print it.
  const token = core.getInput('github-token') || undefined;
  if (token) core.setSecret(token);
  const number = context.payload.pull_request?.number;
  if (!number || !token) {
    const why = number ? "no 'github-token'" : `this run is for a ${context.eventName || 'non-pull-request'} event, not a pull request`;
    return void core.notice(`pr-comment: ${why}: no comment is written.`);
  }
  // Up to two tries more for a rate limit, primary or secondary, as GitHub's advice has it.
  const twice = (_after: number, _options: object, _octokit: unknown, count: number) => count < 2;
  const octokit = getOctokit(token, { throttle: { onRateLimit: twice, onSecondaryRateLimit: twice }, retry: { retries: 2 } }, retry, throttling);
  const { owner, repo } = context.repo;
  const marker = `<!-- submit-runai-job: ${[workflowOf(env), env.GITHUB_JOB, env.GITHUB_ACTION].join(' / ').replace(/--/g, '- -')} -->`;
  let id: number | undefined;
  let url: string | undefined;
  let last = '';
  /** The newest body asked for, and why the last write failed: what the comment may not show yet. */
  let latest = '';
  let failure: string | undefined;
  /** A refusal of the token's rights: nothing more is tried. */
  let refused = false;
  let noticed = false;
  /** The newest body not yet written: writes go one at a time, and one that waits is replaced, not queued behind. */
  let pending: string | undefined;
  let queue = Promise.resolve();
  const unlessDeleted = (error: unknown) => ((error as { status?: number }).status === 404 ? undefined : Promise.reject(error));
  const writeNext = async () => {
    const body = pending;
    pending = undefined;
    if (body === undefined || refused || body === last) return;
    try {
      // Page by page, up to the first that holds it: a busy pull request's every comment is never held at once.
      // Only a bot's (the job's token is github-actions[bot]'s): anyone may write the marker in a comment of their own.
      if (id === undefined)
        for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, { owner, repo, issue_number: number, per_page: 100 })) {
          ({ id, html_url: url } = page.data.find((c) => c.user?.type === 'Bot' && c.body?.startsWith(marker)) ?? {});
          if (id !== undefined) break;
        }
      // A new one is written where there is none yet, or it was deleted meanwhile (404).
      const updated = id === undefined ? undefined : await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body }).catch(unlessDeleted);
      ({ id, html_url: url } = (updated ?? (await octokit.rest.issues.createComment({ owner, repo, issue_number: number, body }))).data);
      [last, failure] = [body, undefined];
    } catch (error) {
      const status = (error as { status?: number }).status;
      refused = status === 403 || status === 404;
      failure = status ? `HTTP ${status}` : (error as Error).message;
      // An error's message is what an API or a proxy on the way said: inert, as every other line the step writes.
      const said = refused
        ? `pr-comment: the token may not comment on pull request #${number} (HTTP ${status}): give the job 'permissions: pull-requests: write'; a pull request from a fork gets a read-only token. ${UNCHANGED}`
        : `pr-comment: the comment could not be written (${failure}); it is tried again as the jobs change. ${UNCHANGED}`;
      if (!noticed) core.notice(forLine(said));
      noticed = true;
    }
  };
  return {
    /** Writes the report, unless it reads as the last one written; writes are made one at a time. */
    write(report: Report): Promise<void> {
      pending = latest = `${marker}\n${summaryOf(report, cluster, MAX_COMMENT_BYTES, false)}`;
      return (queue = queue.then(writeNext));
    },
    /** The comment's address, once it is written. */
    url: (): string | undefined => url,
    /** The last write, awaited `ms` at most; no later change tries it again, so a failed one is said: the comment shows the jobs as they were. */
    async finish(report: Report, ms: number): Promise<string | undefined> {
      await Promise.race([this.write(report), new Promise((done) => setTimeout(done, ms).unref())]);
      const why = refused || latest === last ? undefined : (failure ?? 'GitHub had not answered');
      if (why)
        core.notice(forLine(`pr-comment: the comment's last update could not be written (${why}), so it shows the jobs as they were before. ${UNCHANGED}`));
      return url;
    },
  };
}

export type PrComment = NonNullable<ReturnType<typeof openPrComment>>;
