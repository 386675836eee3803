// `pr-comment`: the step summary as one comment, found again by a hidden marker naming the workflow, job, step and matrix leg
// (so a re-run updates it) and the run (so an older run never overwrites a newer one's), rewritten as the jobs change.
// Any failure to comment is one notice, never the step's.
import { createHash } from 'node:crypto';
import * as core from '@actions/core';
import { context, getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Report } from '../core/session.js';
import { forLine } from '../safe-text.js';
import { pullRequestOf, workflowOf } from './origin.js';
import { summaryOf } from './report.js';

/** A comment holds at most 65,536 characters; a summary's bytes bound its characters. */
const MAX_COMMENT_BYTES = 60_000;
/** A request GitHub does not answer in this time fails, so that the next change of the jobs is written. */
const REQUEST_MS = 30_000;
/** Pages of a pull request's comments read at most, looking for the step's (10,000 comments): past them it writes one anew. */
const MAX_PAGES = 100;
/** Updates as the jobs change come this far apart at least: a sweep changes at nearly every poll for hours, and GitHub allows a token some 500
 *  writes an hour in all, shared with the rest of its work. The first write and the last are made at once. */
const UPDATE_EVERY_MS = 30_000;
const UNCHANGED = "The step's result is unchanged.";
const NOTHING_SUBMITTED = (stopped: boolean) =>
  `### Run:ai: ❌ the step ${stopped ? 'was stopped' : 'failed'} before it submitted any job\n\nWhy is in the step's log.\n`;

/** The pull request's comment, or undefined (said once) where there is none to write. */
export function openPrComment(cluster: string, env = process.env) {
  // Masked before anything can print it.
  const token = core.getInput('github-token');
  if (token) core.setSecret(token);
  // A comment on a pull request (issue_comment) runs for the pull request too; a push to a branch (training once a pull request merges) reports on
  // the pull request that merged its commit: where the change was made.
  const given = pullRequestOf(context.payload);
  const onPush = !given && context.eventName === 'push' && context.ref.startsWith('refs/heads/') && /^[0-9a-f]{40}$/.test(context.sha);
  if (!(given || onPush) || !token) {
    const why = given || onPush ? "no 'github-token'" : `this run is for the event ${context.eventName || 'it was started by'}, not for a pull request`;
    return void core.notice(`pr-comment: ${why}: no comment is written.`);
  }
  /** The seconds GitHub's rate limit last said to wait: a write held back by it has not been refused, nor lost. */
  let limitedFor: number | undefined;
  // Up to two tries more for a rate limit, primary or secondary, as GitHub's advice has it.
  const twice = (after: number, _options: object, _octokit: unknown, count: number) => ((limitedFor = after), count < 2);
  // Each attempt its own time limit, as the first plugin, inside retry's and throttling's: a limit given with the call would have run out by the
  // time a rate limit's wait (a minute, say) ends, and its retry would never be sent.
  // In place: the hooks inside this one are given the options the call was made with, not those passed on.
  const perAttempt: NonNullable<Parameters<typeof getOctokit>[2]> = (o) =>
    void o.hook.wrap('request', (request, options) => {
      options.request = { ...options.request, signal: AbortSignal.timeout(REQUEST_MS) };
      return request(options);
    });
  const octokit = getOctokit(token, { throttle: { onRateLimit: twice, onSecondaryRateLimit: twice }, retry: { retries: 2 } }, perAttempt, retry, throttling);
  const { owner, repo } = context.repo;
  /** The pull request commented on: the event's, else (a push) the one of this repository that merged the commit (as its merge, or its head:
   *  a fast-forward). Not an open one, whose own run comments on it; nor, in a fork, the upstream's, whose number is not this repository's. */
  let number = given;
  const pullRequest = async (): Promise<number | undefined> => {
    if (number !== undefined) return number;
    const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ owner, repo, commit_sha: context.sha });
    const here = `${owner}/${repo}`.toLowerCase();
    const merged = data.filter((p) => p.merged_at && p.base.repo.full_name.toLowerCase() === here);
    return (number = (merged.find((p) => p.merge_commit_sha === context.sha) ?? merged.find((p) => p.head.sha === context.sha))?.number);
  };
  // Legs of a matrix would overwrite each other's result: each has its own, by a digest of its values (of any length, over several lines).
  const leg = core.getInput('workflow-matrix');
  const legs = leg && leg !== 'null' ? [`leg ${createHash('sha256').update(leg).digest('hex').slice(0, 12)}`] : [];
  // A push's comment is its own: the pull request's runs before the merge keep theirs.
  const scope = [workflowOf(env), env.GITHUB_JOB, env.GITHUB_ACTION, ...legs, ...(onPush ? ['push'] : [])].join(' / ').replace(/--/g, '- -');
  const run = [Number(env.GITHUB_RUN_ID) || 0, Number(env.GITHUB_RUN_ATTEMPT) || 1];
  const prefix = `<!-- submit-runai-job: ${scope} (run `;
  const marker = `${prefix}${run.join('.')}) -->`;
  /** Whether a comment's marker names a later run, or a later attempt of this one: its result is newer than this step's. */
  const newer = (body = '') => {
    const [id = 0, attempt = 0] = /^[^\n]* \(run (\d+)\.(\d+)\) -->/.exec(body)?.slice(1).map(Number) ?? [];
    return id > run[0]! || (id === run[0] && attempt > run[1]!);
  };
  // The token's own comments: a job's token writes as github-actions[bot] (an app's, ghs_, as its bot, and is refused /user: 403); a
  // person's token as that person. Not known (GitHub failed), it is asked again at the next write: a guess would add a second comment.
  let author: Promise<string | undefined> | undefined;
  const whose = () =>
    token.startsWith('ghs_')
      ? undefined
      : (author ??= octokit.rest.users.getAuthenticated().then(
          ({ data }) => data.login,
          (error: { status?: number }) => {
            if (error.status === 403) return undefined;
            author = undefined;
            throw error;
          },
        ));
  // The pull request's head: GITHUB_SHA is a merge commit (pull_request) or the default branch's (issue_comment), whose payload has no head.
  const head = (context.payload.pull_request?.head?.sha as string | undefined) ?? (onPush ? context.sha : undefined);
  const footer = `\n\n<sub>Run ${run[0]}, attempt ${run[1]}${head ? ` at commit ${head.slice(0, 7)}` : ''}.</sub>\n`;
  let id: number | undefined;
  let url: string | undefined;
  let last = '';
  /** The newest body asked for, and why the last write failed: what the comment may not show yet. */
  let latest = '';
  let failure: string | undefined;
  /** A refusal of the token's rights, or a newer run's comment: nothing more is tried. */
  let givenUp = false;
  let noticed = false;
  /** The newest body not yet written: writes go one at a time, and one that waits is replaced, not queued behind. */
  let pending: string | undefined;
  let queue = Promise.resolve();
  /** When the last write began, and the write held back until UPDATE_EVERY_MS has passed since. */
  let writtenAt = -Infinity;
  let held: NodeJS.Timeout | undefined;
  /** Comments of the step's marker that GitHub does not let this token edit. */
  const notOurs = new Set<number>();
  /** A rate limit GitHub answers with 403 passes: the next change is tried again. */
  const limited = (error: unknown) => {
    const { response } = error as { response?: { headers?: Record<string, string> } };
    return response?.headers?.['x-ratelimit-remaining'] === '0' || /rate limit/i.test((error as Error).message);
  };
  const unlessDeleted = (error: unknown) => ((error as { status?: number }).status === 404 ? undefined : Promise.reject(error));
  const writeNext = async () => {
    const body = pending;
    pending = undefined;
    if (body === undefined || givenUp || body === last) return;
    writtenAt = Date.now();
    try {
      const issue_number = await pullRequest();
      if (issue_number === undefined) {
        givenUp = true;
        return void core.notice(`pr-comment: no pull request of this repository merged commit ${context.sha.slice(0, 7)}: no comment is written.`);
      }
      const issue = { owner, repo, issue_number };
      // Page by page, up to the first that holds it: a busy pull request's every comment is never held at once. Each page within its time
      // (octokit's paginate would drop the signal). Only the token's own: anyone may write the marker in a comment of their own.
      const login = await whose();
      const ours = (c: { user?: { type?: string; login?: string } | null }) => (login ? c.user?.login === login : c.user?.type === 'Bot');
      for (let page = 1; id === undefined && page <= MAX_PAGES; page++) {
        const { data } = await octokit.rest.issues.listComments({ ...issue, per_page: 100, page });
        id = data.find((c) => ours(c) && !notOurs.has(c.id) && c.body?.startsWith(prefix))?.id;
        if (data.length < 100) break;
      }
      // Read again before each update: a newer run may have written it since.
      const current = id === undefined ? undefined : await octokit.rest.issues.getComment({ owner, repo, comment_id: id }).catch(unlessDeleted);
      if (newer(current?.data.body)) {
        givenUp = true;
        if (!last) url = undefined; // the later run's comment, not this step's (comment-url)
        return void core.notice(`pr-comment: a later run has written the comment since, so this run's result is left out of it. ${UNCHANGED}`);
      }
      // A new one is written where there is none yet, or it was deleted meanwhile (404).
      // One GitHub will not let this token edit (another app's bot wrote it: the workflow's token changed) is not this step's: the next one
      // of the marker is looked for, else one written. Refused once this run has written, the token has lost its right: said below.
      const unlessRefused = (error: unknown) => {
        if ((error as { status?: number }).status !== 403 || last || limited(error)) return unlessDeleted(error);
        notOurs.add(id!);
        return 'refused' as const;
      };
      const updated = current && (await octokit.rest.issues.updateComment({ owner, repo, comment_id: id!, body }).catch(unlessRefused));
      if (updated === 'refused') {
        [id, pending] = [undefined, pending ?? body];
        return await writeNext();
      }
      // A creation is not retried: GitHub may have made it before it failed (a 502), and the next write finds it by its marker.
      const create = () => octokit.rest.issues.createComment({ ...issue, body, request: { retries: 0 } });
      ({ id, html_url: url } = (updated ?? (await create())).data);
      [last, failure] = [body, undefined];
    } catch (error) {
      // octokit gives a request that got no answer (refused, reset, timed out) the status 500: no HTTP status was answered.
      const { response } = error as { status?: number; response?: unknown };
      const status = response ? (error as { status?: number }).status : undefined;
      givenUp = (status === 403 && !limited(error)) || status === 404;
      failure = status ? `HTTP ${status}` : (error as Error).message;
      // An error's message is what an API or a proxy on the way said: inert, as every other line the step writes.
      const said = givenUp
        ? number === undefined
          ? `pr-comment: the token may not read which pull request merged commit ${context.sha.slice(0, 7)} (HTTP ${status}): give the job 'permissions: contents: read' beside 'pull-requests: write'. ${UNCHANGED}`
          : `pr-comment: the token may not comment on pull request #${number} (HTTP ${status}): give the job 'permissions: pull-requests: write'; a pull request from a fork gets a read-only token. ${UNCHANGED}`
        : `pr-comment: the comment could not be written (${failure}); it is tried again as the jobs change. ${UNCHANGED}`;
      if (!noticed) core.notice(forLine(said));
      noticed = true;
    }
  };
  return {
    /** Writes the report, unless it reads as the last one written; writes are made one at a time, UPDATE_EVERY_MS apart but for the `last`. */
    write(report: Report, final = false): Promise<void> {
      // Of a step that failed before it submitted any job, no cause: it may quote a service's or an input's text, which nothing masks in a comment.
      const body = report.outcomes?.length ? summaryOf(report, cluster, MAX_COMMENT_BYTES, false) : NOTHING_SUBMITTED(report.waitEnded === 'stopped');
      pending = latest = `${marker}\n${body}${footer}`;
      const wait = writtenAt + UPDATE_EVERY_MS - Date.now();
      if (!final && wait > 0) {
        held ??= setTimeout(() => ((held = undefined), (queue = queue.then(writeNext))), wait).unref();
        return queue;
      }
      clearTimeout(held);
      held = undefined;
      return (queue = queue.then(writeNext));
    },
    /** The comment's address, once it is written. */
    url: (): string | undefined => url,
    /** The last write, awaited `ms` at most; no later change tries it again, so a failed one is said: the comment shows the jobs as they were. */
    async finish(report: Report, ms: number): Promise<string | undefined> {
      await Promise.race([this.write(report, true), new Promise((done) => setTimeout(done, ms).unref())]);
      const why =
        givenUp || latest === last
          ? undefined
          : (failure ?? (limitedFor !== undefined ? `GitHub's rate limit holds writes for ${limitedFor} s` : 'GitHub had not answered'));
      // Never written by this step: there is no comment, or an earlier run's stands, whose result is not this one's.
      const shows = last
        ? 'so it shows the jobs as they were before'
        : id !== undefined
          ? "so the comment still shows an earlier run's result"
          : 'so no comment shows this run';
      if (why) core.notice(forLine(`pr-comment: the comment's last update could not be written (${why}), ${shows}. ${UNCHANGED}`));
      return url;
    },
  };
}

export type PrComment = NonNullable<ReturnType<typeof openPrComment>>;
