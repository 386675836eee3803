// pr-comment: what the step says when a comment cannot be written names the real cause and what the comment shows; a rate limit's
// retry is sent once its wait has passed, however long.
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eventFile, startGithubApi, type GithubApi } from '../helpers/github-api.js';
import { runAction } from '../helpers/run-action.js';
import { unique, workloadsEmulatorPerTest } from '../helpers/waiting.js';

const PULL = eventFile('pull', { pull_request: { number: 7, head: { sha: 'abc1234def567' } } });
const PUSH = eventFile('push', { ref: 'refs/heads/main' });
const notices = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::notice::pr-comment:'));

describe('pr-comment notices', () => {
  const scene = workloadsEmulatorPerTest();
  const apis: GithubApi[] = [];
  afterAll(() => Promise.all(apis.map((a) => a.close())));
  const github = async () => {
    const api = await startGithubApi();
    apis.push(api);
    const env = (step: string, more: Record<string, string> = {}) => ({
      GITHUB_ACTIONS: 'true',
      GITHUB_API_URL: api.url,
      GITHUB_REPOSITORY: 'acme/models',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: PULL,
      GITHUB_WORKFLOW_REF: 'acme/models/.github/workflows/train.yml@refs/pull/7/merge',
      GITHUB_JOB: 'train',
      GITHUB_ACTION: step,
      GITHUB_SHA: 'abc1234',
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_RUN_ID: '77',
      GITHUB_RUN_ATTEMPT: '1',
      ...more,
    });
    return { api, env };
  };
  const asked = { wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' };

  it('GitHub unreachable is not said to be an HTTP 500 of GitHub', async () => {
    const { env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Running', ms: 2500 }, { phase: 'Completed' }] });
    // A port nothing listens on: the connection is refused.
    const closed = createServer().listen(0, '127.0.0.1');
    await new Promise((done) => closed.once('listening', done));
    const { port } = closed.address() as { port: number };
    await new Promise((done) => closed.close(done));
    const run = await runAction(inputs(asked), { env: env(unique('net'), { GITHUB_API_URL: `http://127.0.0.1:${port}` }) });
    expect(run.outputs.result).toBe('succeeded');
    expect(run.stdout).not.toContain('HTTP 500');
  });

  it('a push whose token may not list the commit’s pull requests is told to add contents: read, not pull-requests: write', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
    api.fail(403, 1, 'GET', { message: 'Resource not accessible by integration' });
    const sha = '5eed'.padEnd(40, 'a');
    const run = await runAction(inputs(asked), {
      env: env(unique('push'), { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: PUSH, GITHUB_SHA: sha, GITHUB_REF: 'refs/heads/main' }),
    });
    expect(api.calls.map((c) => c.path)).toEqual([`/repos/acme/models/commits/${sha}/pulls`]);
    expect(notices(run.stdout)).toHaveLength(1);
    expect(notices(run.stdout)[0]).toContain('contents: read');
  });

  it('a run that never wrote its result does not say the comment shows its jobs as they were before', async () => {
    const { api, env } = await github();
    const step = unique('never');
    const { inputs: passing } = await scene({ plan: [{ phase: 'Completed' }] });
    await runAction(passing(asked), { env: env(step) });
    expect(api.comments[0]!.body).toContain('✅ Completed');
    // Run 78 fails; GitHub takes none of its updates.
    api.fail(500, 100, 'PATCH');
    const { inputs: failing } = await scene({
      plan: [
        { phase: 'Running', ms: 2500 },
        { phase: 'Failed', message: 'exit code 1' },
      ],
    });
    const run = await runAction(failing(asked), { env: env(step, { GITHUB_RUN_ID: '78' }) });
    expect(run.outputs.result).toBe('failed');
    expect(api.comments[0]!.body).toContain('✅ Completed'); // run 77's result stands on the pull request
    expect(notices(run.stdout).at(-1)).not.toContain('shows the jobs as they were before');
    // No comment at all.
    const { api: empty, env: emptyEnv } = await github();
    empty.fail(500, 100, 'POST');
    const none = await runAction(failing(asked), { env: emptyEnv(unique('none')) });
    expect(empty.comments).toEqual([]);
    expect(notices(none.stdout).at(-1)).not.toContain('shows the jobs as they were before');
  });

  it('a rate limit that holds every write is said as a rate limit, not as GitHub not answering', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Running', ms: 2500 }, { phase: 'Completed' }] });
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    api.fail(403, 1, 'POST', { message: 'API rate limit exceeded for installation', headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } });
    const run = await runAction(inputs(asked), { env: env(unique('rate')) });
    expect(run.outputs.result).toBe('succeeded');
    expect(api.comments).toEqual([]);
    expect(notices(run.stdout).at(-1)).not.toContain('GitHub had not answered');
  });

  it('a secondary rate limit whose Retry-After outlasts a request’s 30 s is retried once it passes: no notice, the comment written', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Running', ms: 40_000 }, { phase: 'Completed' }] });
    api.fail(403, 1, 'POST', { message: 'You have exceeded a secondary rate limit', headers: { 'retry-after': '31' } });
    const run = await runAction(inputs(asked), { env: env(unique('slow')), killAfterMs: 120_000 });
    expect(run.outputs.result).toBe('succeeded');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    expect(notices(run.stdout)).toEqual([]);
    expect(api.comments).toHaveLength(1);
  }, 130_000);
});
