// Where the jobs come from, by the CI system's variables: labels hold what a label value can, annotations the
// addresses. To add a CI system: a function below and a line in originOf().
import { readFileSync } from 'node:fs';
import type { Origin } from '../backends/backend.js';

type Env = NodeJS.ProcessEnv;
type Given = Record<string, string | undefined>;
/** An address without the user or password a Git remote may carry as a token, cut by syntax (git takes what URL refuses), or nothing. */
const withoutCredentials = (address: string | undefined) => {
  // Only what is written as an address (a scheme, or an scp-like user@host:path): free text keeps its @.
  if (!address || !/^[a-z][a-z0-9+.-]*:\/\/|^[^\s/@]+@[^\s/:]+:/i.test(address)) return address;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(address)?.[0];
  const rest = scheme ? address.slice(scheme.length).replace(/^[^/?#]*@/, '') : address.replace(/^[^/]*@(?=[^/]*:)/, '');
  return scheme && /^[^/]*@/.test(rest) ? undefined : `${scheme ?? ''}${rest}`;
};
/** The work's scope, commit and run, when the CI system gives all three (`reuse`). */
const work = (scope: (string | undefined)[], commit?: string, run?: string, runPage?: string, rerunIsNewRun?: true): Pick<Origin, 'work'> =>
  scope.every(Boolean) && commit && run && /^\d+$/.test(run)
    ? { work: { scope: scope.join(' '), commit, run, ...(runPage ? { runPage } : {}), ...(rerunIsNewRun ? { rerunIsNewRun } : {}) } }
    : {};
/** The values given, each named under the CI system's domain (`gitlab.com/commit`). */
const given = (domain: string, entries: Given, as = (value: string | undefined) => value) => {
  const named = Object.entries(entries).map(([key, value]): [string, string | undefined] => [`${domain}/${key}`, as(value)]);
  return Object.fromEntries(named.filter((e): e is [string, string] => !!e[1]));
};
const origin = (domain: string, labels: Given, annotations: Given, more: Pick<Origin, 'work'>): Origin => ({
  ...more,
  labels: given(domain, labels),
  annotations: given(domain, annotations, withoutCredentials),
});

/** A GitHub workflow by its file (its ref names it, where GITHUB_WORKFLOW is its display name). */
export const workflowOf = (env: Env) => env.GITHUB_WORKFLOW_REF?.replace(/@.*$/, '') ?? env.GITHUB_WORKFLOW;

/** What of a GitHub event's payload (GITHUB_EVENT_PATH) says which pull request and commit a run is about. */
type GithubEvent = {
  pull_request?: { number?: number; head?: { sha?: string } };
  issue?: { number?: number; pull_request?: unknown };
  comment?: { id?: number };
  workflow_run?: { head_sha?: string };
};

/** The pull request an event is for: its own, or the one a comment was made on (issue_comment). */
export const pullRequestOf = (event: GithubEvent): number | undefined =>
  event.pull_request?.number ?? (event.issue?.pull_request ? event.issue.number : undefined);

/** The event's payload (GITHUB_EVENT_PATH); none where it cannot be read, or is not JSON. */
function eventOf(env: Env): GithubEvent {
  try {
    return env.GITHUB_EVENT_PATH ? (JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as GithubEvent) : {};
  } catch {
    return {};
  }
}

/** GitHub Actions' runner: GITHUB_* variables, and the event's payload. */
export function githubOrigin(env: Env, event = eventOf(env)): Origin {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const repository = env.GITHUB_REPOSITORY;
  const runs = repository ? `${server}/${repository}/actions/runs/` : undefined;
  const run = runs && env.GITHUB_RUN_ID ? `${runs}${env.GITHUB_RUN_ID}${env.GITHUB_RUN_ATTEMPT ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : ''}` : undefined;
  const pull = /^refs\/pull\/(\d+)\//.exec(env.GITHUB_REF ?? '')?.[1] ?? pullRequestOf(event)?.toString();
  // pull_request_target, workflow_run and issue_comment run at the default branch's last commit (GITHUB_SHA): every push to a pull request
  // would be one work, and reuse would follow the first push's training. The commit is the event's (none where its payload was not read);
  // a comment names none, so each comment is a work of its own.
  const eventName = env.GITHUB_EVENT_NAME;
  const commit =
    eventName === 'pull_request_target' ? event.pull_request?.head?.sha : eventName === 'workflow_run' ? event.workflow_run?.head_sha : env.GITHUB_SHA;
  const comment = eventName === 'issue_comment' ? [event.comment?.id ? `comment ${event.comment.id}` : undefined] : [];
  const pullPage = pull && repository ? `${server}/${repository}/pull/${pull}` : undefined;
  return origin(
    'github.com',
    { 'run-id': env.GITHUB_RUN_ID, 'run-attempt': env.GITHUB_RUN_ATTEMPT, commit, 'pull-request': pull },
    { repository, commit, workflow: env.GITHUB_WORKFLOW, run, ref: env.GITHUB_REF, 'pull-request': pullPage },
    // The step (GITHUB_ACTION: its id, else a name numbered within the job) too: two steps of one job never share a job.
    work([repository, workflowOf(env), env.GITHUB_JOB, env.GITHUB_ACTION, ...comment], commit, env.GITHUB_RUN_ID, runs),
  );
}

/** GitLab CI: CI_* variables. */
const gitlab = (env: Env): Origin =>
  origin(
    'gitlab.com',
    { 'pipeline-id': env.CI_PIPELINE_ID, 'job-id': env.CI_JOB_ID, commit: env.CI_COMMIT_SHA, 'merge-request': env.CI_MERGE_REQUEST_IID },
    {
      project: env.CI_PROJECT_PATH,
      commit: env.CI_COMMIT_SHA,
      pipeline: env.CI_PIPELINE_URL,
      job: env.CI_JOB_URL,
      ref: env.CI_COMMIT_REF_NAME,
      'merge-request': env.CI_MERGE_REQUEST_IID && env.CI_PROJECT_URL ? `${env.CI_PROJECT_URL}/-/merge_requests/${env.CI_MERGE_REQUEST_IID}` : undefined,
    },
    work([env.CI_PROJECT_PATH, env.CI_JOB_NAME], env.CI_COMMIT_SHA, env.CI_PIPELINE_ID, env.CI_PROJECT_URL ? `${env.CI_PROJECT_URL}/-/pipelines/` : undefined),
  );

/** Jenkins: BUILD_* and GIT_* variables (the Git plugin's), CHANGE_* for a pull request's build. */
const jenkins = (env: Env): Origin =>
  origin(
    'jenkins.io',
    { 'build-number': env.BUILD_NUMBER, commit: env.GIT_COMMIT, 'change-id': env.CHANGE_ID },
    { job: env.JOB_NAME, build: env.BUILD_URL, repository: env.GIT_URL, commit: env.GIT_COMMIT, change: env.CHANGE_URL },
    // The stage too: parallel stages of one build never share a job. Jenkins re-runs a build only as a new one (Replay, Rebuild, restart from a stage).
    work([env.JOB_NAME, ...(env.STAGE_NAME ? [env.STAGE_NAME] : [])], env.GIT_COMMIT, env.BUILD_NUMBER, env.JOB_URL, true),
  );

/** Where the jobs come from, by the CI system the process runs in; nothing outside one. */
export function originOf(env: Env): Origin {
  if (env.GITHUB_ACTIONS === 'true') return githubOrigin(env);
  if (env.GITLAB_CI !== undefined || env.CI_PIPELINE_ID !== undefined) return gitlab(env);
  // JENKINS_URL and BUILD_URL are set only where a root URL is configured; JENKINS_HOME always is.
  if (env.JENKINS_URL || env.BUILD_URL || (env.JENKINS_HOME && env.BUILD_NUMBER)) return jenkins(env);
  return { labels: {}, annotations: {} };
}
