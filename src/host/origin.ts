// Where the jobs come from, by the CI system's variables: labels hold what a label value can, annotations the
// addresses. To add a CI system: a function below and a line in originOf().
import type { Origin } from '../backends/backend.js';

type Env = NodeJS.ProcessEnv;
type Entries = [string, string | undefined][];
const given = (entries: Entries) => Object.fromEntries(entries.filter((e): e is [string, string] => !!e[1]));
/** An address without the user or password a Git remote may carry as a token, cut by syntax (git takes what URL refuses); else nothing. */
const withoutCredentials = (address: string | undefined) => {
  if (!address) return undefined;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(address)?.[0];
  const rest = scheme ? address.slice(scheme.length).replace(/^[^/?#]*@/, '') : address.replace(/^[^/]*@(?=[^/]*:)/, '');
  return scheme && /^[^/]*@/.test(rest) ? undefined : `${scheme ?? ''}${rest}`;
};
/** The work's scope, commit and run, when the CI system gives all three (`reuse`). */
const work = (scope: (string | undefined)[], commit: string | undefined, run: string | undefined, runPage?: string): Pick<Origin, 'work'> =>
  scope.every(Boolean) && commit && run && /^\d+$/.test(run) ? { work: { scope: scope.join(' '), commit, run, ...(runPage ? { runPage } : {}) } } : {};
const origin = (labels: Entries, annotations: Entries, more: Pick<Origin, 'work'> = {}): Origin => ({
  ...more,
  labels: given(labels),
  // Only what is written as an address (a scheme, or an scp-like user@host:path): free text keeps its @.
  annotations: given(
    annotations.map(([key, value]) => [key, /^[a-z][a-z0-9+.-]*:\/\/|^[^\s/@]+@[^\s/:]+:/i.test(value ?? '') ? withoutCredentials(value) : value]),
  ),
});

/** GitHub Actions' runner: GITHUB_* variables. */
export function githubOrigin(env: Env): Origin {
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const repository = env.GITHUB_REPOSITORY;
  const run =
    repository && env.GITHUB_RUN_ID
      ? `${server}/${repository}/actions/runs/${env.GITHUB_RUN_ID}${env.GITHUB_RUN_ATTEMPT ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : ''}`
      : undefined;
  const pull = /^refs\/pull\/(\d+)\//.exec(env.GITHUB_REF ?? '')?.[1];
  return origin(
    [
      ['github.com/run-id', env.GITHUB_RUN_ID],
      ['github.com/run-attempt', env.GITHUB_RUN_ATTEMPT],
      ['github.com/commit', env.GITHUB_SHA],
      ['github.com/pull-request', pull],
    ],
    [
      ['github.com/repository', repository],
      ['github.com/commit', env.GITHUB_SHA],
      ['github.com/workflow', env.GITHUB_WORKFLOW],
      ['github.com/run', run],
      ['github.com/ref', env.GITHUB_REF],
      ['github.com/pull-request', pull && repository ? `${server}/${repository}/pull/${pull}` : undefined],
    ],
    // The workflow file (its ref names it, where GITHUB_WORKFLOW is its display name) and the job.
    work(
      [repository, env.GITHUB_WORKFLOW_REF?.replace(/@.*$/, '') ?? env.GITHUB_WORKFLOW, env.GITHUB_JOB],
      env.GITHUB_SHA,
      env.GITHUB_RUN_ID,
      repository ? `${server}/${repository}/actions/runs/` : undefined,
    ),
  );
}

/** GitLab CI: CI_* variables. */
function gitlab(env: Env): Origin {
  return origin(
    [
      ['gitlab.com/pipeline-id', env.CI_PIPELINE_ID],
      ['gitlab.com/job-id', env.CI_JOB_ID],
      ['gitlab.com/commit', env.CI_COMMIT_SHA],
      ['gitlab.com/merge-request', env.CI_MERGE_REQUEST_IID],
    ],
    [
      ['gitlab.com/project', env.CI_PROJECT_PATH],
      ['gitlab.com/commit', env.CI_COMMIT_SHA],
      ['gitlab.com/pipeline', env.CI_PIPELINE_URL],
      ['gitlab.com/job', env.CI_JOB_URL],
      ['gitlab.com/ref', env.CI_COMMIT_REF_NAME],
      [
        'gitlab.com/merge-request',
        env.CI_MERGE_REQUEST_IID && env.CI_PROJECT_URL ? `${env.CI_PROJECT_URL}/-/merge_requests/${env.CI_MERGE_REQUEST_IID}` : undefined,
      ],
    ],
    work([env.CI_PROJECT_PATH, env.CI_JOB_NAME], env.CI_COMMIT_SHA, env.CI_PIPELINE_ID, env.CI_PROJECT_URL ? `${env.CI_PROJECT_URL}/-/pipelines/` : undefined),
  );
}

/** Jenkins: BUILD_* and GIT_* variables (the Git plugin's), CHANGE_* for a pull request's build. */
function jenkins(env: Env): Origin {
  return origin(
    [
      ['jenkins.io/build-number', env.BUILD_NUMBER],
      ['jenkins.io/commit', env.GIT_COMMIT],
      ['jenkins.io/change-id', env.CHANGE_ID],
    ],
    [
      ['jenkins.io/job', env.JOB_NAME],
      ['jenkins.io/build', env.BUILD_URL],
      ['jenkins.io/repository', env.GIT_URL],
      ['jenkins.io/commit', env.GIT_COMMIT],
      ['jenkins.io/change', env.CHANGE_URL],
    ],
    work([env.JOB_NAME], env.GIT_COMMIT, env.BUILD_NUMBER, env.JOB_URL),
  );
}

/** Where the jobs come from, by the CI system the process runs in; nothing outside one. */
export function originOf(env: Env): Origin {
  if (env.GITHUB_ACTIONS === 'true') return githubOrigin(env);
  if (env.GITLAB_CI !== undefined || env.CI_PIPELINE_ID !== undefined) return gitlab(env);
  if (env.JENKINS_URL || env.BUILD_URL) return jenkins(env);
  return { labels: {}, annotations: {} };
}
