// pr-comment: one comment on the pull request, created once and then only updated (a re-run too),
// with the reason and the log of a failed job, inert whatever the service says; nothing reaches
// GitHub's API without pr-comment or off a pull request; a token that may not comment is a notice.
import { afterAll, describe, expect, it } from 'vitest';
import { eventFile, startGithubApi, type GithubApi } from '../helpers/github-api.js';
import { HOSTILE_TOKEN, hostileServer, inputsFor, json, liveIn, TOKEN_PATH } from '../helpers/hostile.js';
import { runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, epochLines, unique, workloadsEmulatorPerTest } from '../helpers/waiting.js';

const PULL = eventFile('pull', { pull_request: { number: 7, head: { sha: 'abc1234def567' } } });
const PUSH = eventFile('push', { ref: 'refs/heads/main' });

describe.concurrent.each(runtimes())('pr-comment, on $name', ({ node }) => {
  const scene = workloadsEmulatorPerTest();
  const researcher = emulatorPerTest({ plan: [{ status: 'Pending', ms: 200 }, { status: 'Running' }] });
  const apis: GithubApi[] = [];
  afterAll(() => Promise.all(apis.map((a) => a.close())));
  const github = async () => {
    const api = await startGithubApi();
    apis.push(api);
    /** A pull request's run; or, given its event and commit, a push's or a schedule's. */
    const env = (step: string, other?: { event: 'push' | 'schedule'; sha: string }) => ({
      GITHUB_ACTIONS: 'true',
      GITHUB_API_URL: api.url,
      GITHUB_REPOSITORY: 'acme/models',
      GITHUB_EVENT_NAME: other?.event ?? 'pull_request',
      GITHUB_EVENT_PATH: other ? PUSH : PULL,
      GITHUB_WORKFLOW_REF: 'acme/models/.github/workflows/train.yml@refs/pull/7/merge',
      GITHUB_JOB: 'train',
      GITHUB_ACTION: step,
      GITHUB_SHA: other?.sha ?? 'abc1234',
      GITHUB_REF: other?.event === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge',
      GITHUB_RUN_ID: '77',
      GITHUB_RUN_ATTEMPT: '1',
    });
    return { api, env };
  };

  it('a sweep whose jobs change at every poll updates its comment every 30 s at most, and writes its end at once: GitHub allows a token some 500 writes an hour', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({
      plan: [
        { phase: 'Pending', ms: 1_000, message: 'waiting for a node' },
        { phase: 'Running', ms: 1_000, logs: epochLines(1) },
        { phase: 'Running', ms: 1_000, message: 'restarted once' },
        { phase: 'Running', ms: 1_000, message: 'restarted twice' },
        { phase: 'Completed' },
      ],
    });
    const run = await runAction(inputs({ matrix: '{"gpu": [1, 2, 3]}', wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), {
      node,
      env: env(unique('often')),
    });
    expect(run.error).toBe('');
    expect(run.log.match(/→/g)?.length).toBeGreaterThanOrEqual(6); // the jobs changed at several polls
    expect(api.calls.filter((c) => c.method === 'POST' || c.method === 'PATCH')).toHaveLength(2); // created, then its end
    expect(api.comments[0]!.body).toContain('Completed');
  });

  it('a sweep of three jobs: one comment, created once and then only updated; a re-run updates the same one; a failed job’s reason is in it, its log only in the summary', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({
      plan: [
        { phase: 'Running', ms: 1500, logs: epochLines(3) },
        { phase: 'Failed', message: 'exit code 1', logs: ['ValueError: NaN loss'] },
      ],
    });
    const step = unique('sweep');
    const run = await runAction(inputs({ matrix: '{"gpu": [1, 2, 3]}', wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), {
      node,
      env: env(step),
    });
    expect(run.error).toContain('3 of 3 jobs did not succeed');
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes[0]?.method).toBe('POST');
    expect(writes.slice(1).map((c) => c.method)).toEqual(writes.slice(1).map(() => 'PATCH'));
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(api.comments).toHaveLength(1);
    const [comment] = api.comments;
    expect(comment!.body).toContain(`<!-- submit-runai-job: acme/models/.github/workflows/train.yml / train / ${step} (run 77.1) -->`);
    // Which run and commit it shows.
    expect(comment!.body).toContain('<sub>Run 77, attempt 1 at commit abc1234.</sub>');
    expect(comment!.body).toContain('exit code 1');
    // A log may print a secret of the workflow's, which the runner hides in the step's log and summary and nothing hides in a comment.
    expect(comment!.body).not.toContain('ValueError: NaN loss');
    expect(comment!.body).toContain("Its log's last lines are in the step's log and summary, where the runner hides the workflow's secrets");
    expect(run.summary).toContain('ValueError: NaN loss');
    expect(run.outputs['comment-url']).toBe(comment!.html_url);
    // Masked before anything could print it.
    expect(run.stdout).toContain('::add-mask::ghs_test_token');

    // A person's comment that holds the marker is not the step's, and is left alone.
    api.comments.unshift({
      id: 1,
      body: comment!.body,
      html_url: 'https://github.com/acme/models/pull/7#issuecomment-1',
      user: { login: 'mallory', type: 'User' },
    });
    const again = await runAction(inputs({ gpu: '1', wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), { node, env: env(step) });
    expect(again.outputs['comment-url']).toBe(comment!.html_url);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'PATCH' && c.path.endsWith('/comments/1'))).toEqual([]);
    expect(api.comments).toHaveLength(2);
  });

  it('a dry run leaves the comment alone, failed or not: it submitted nothing, and the next one, passing, would not write', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
    const step = unique('dry');
    expect((await runAction(inputs({ wait: 'finished', 'pr-comment': 'true' }), { node, env: env(step) })).error).toBe('');
    const before = api.comments[0]!.body;
    const dry = await runAction(inputs({ project: 'no-such-project', 'dry-run': 'true', 'pr-comment': 'true' }), {
      node,
      env: { ...env(step), GITHUB_RUN_ID: '81' },
    });
    expect(dry.code).toBe(1);
    expect(api.comments[0]!.body).toBe(before);
  });

  it('a later run that fails before it submits any job replaces the earlier result in the comment, saying no more than that', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
    const step = unique('before');
    const passed = await runAction(inputs({ wait: 'finished', 'pr-comment': 'true' }), { node, env: env(step) });
    expect(passed.error).toBe('');
    expect(api.comments[0]!.body).toContain('Completed');
    const failed = await runAction(inputs({ project: 'no-such-project', wait: 'finished', 'pr-comment': 'true' }), {
      node,
      env: { ...env(step), GITHUB_RUN_ID: '78' },
    });
    expect(failed.error).toContain('no-such-project');
    expect(api.comments).toHaveLength(1);
    expect(api.comments[0]!.body).toContain('the step failed before it submitted any job');
    expect(api.comments[0]!.body).toContain('<sub>Run 78, attempt 1 at commit abc1234.</sub>');
    expect(api.comments[0]!.body).not.toContain('Completed');
    expect(api.comments[0]!.body).not.toContain('no-such-project');
    expect(failed.outputs['comment-url']).toBe(api.comments[0]!.html_url);
  });

  it('each job’s GPU utilisation over its run is a chart with its mean; where the metrics do not answer, the chart is left out and the rest stays', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Running', ms: 2500, gpus: 1, utilisation: 60 }, { phase: 'Completed' }] });
    await runAction(inputs({ gpu: '1', wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), { node, env: env(unique('chart')) });
    const body = api.comments[0]!.body;
    expect(body).toMatch(/\*\*GPU utilisation of `[^`]+`\*\* over its run: mean \d+(\.\d)?%/);
    expect(body).toContain('```mermaid\nxychart-beta\n  y-axis "GPU utilisation (%)" 0 --> 100\n  line [');
    const { api: other, env: otherEnv } = await github();
    const { inputs: noMetrics } = await scene({ metrics: false, plan: [{ phase: 'Running', ms: 1500, gpus: 1 }, { phase: 'Completed' }] });
    const run = await runAction(noMetrics({ gpu: '1', wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), {
      node,
      env: otherEnv(unique('nochart')),
    });
    expect(run.error).toBe('');
    expect(other.comments[0]!.body).not.toContain('mermaid');
    expect(other.comments[0]!.body).toContain('GPU-hours');
  });

  it('a metrics service that fails is asked once, not max-attempts times for each job, each a warning, after the jobs have ended', async () => {
    const { env } = await github();
    const { emulator, inputs, count } = await scene({ plan: [{ phase: 'Running', ms: 1500, gpus: 1 }, { phase: 'Completed' }] });
    emulator.inject({ target: 'metrics', kind: 'status', status: 503, times: 100 });
    const run = await runAction(inputs({ matrix: '{"gpu": [1, 2, 3]}', wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), {
      node,
      env: env(unique('metrics-down')),
    });
    expect(run.error).toBe('');
    expect(count('metrics')).toBe(1);
    expect(run.stdout).not.toMatch(/^::warning::.*GPU utilisation/m);
  });

  it('what the service says that could hold a secret of the workflow is left to the step’s summary, where the runner hides it', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({
      plan: [
        {
          phase: 'Failed',
          message: 'cannot reach postgres://train:Db-Pa55w0rd-XYZ@db: refused',
          events: [
            { type: 'Warning', reason: 'BackOff', message: 'DATABASE_PASSWORD=Db-Pa55w0rd-XYZ rejected' },
            { type: 'Warning', reason: 'OOMKilling', message: 'Memory cgroup out of memory' },
          ],
        },
      ],
    });
    const run = await runAction(inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), { node, env: env(unique('quoted')) });
    const body = api.comments[0]!.body;
    expect(body).not.toContain('Pa55w0rd');
    expect(body).toContain('❌ Failed after');
    expect(body).toContain("… (in the step's summary)");
    // What could not quote one stays: an event's reason, a sentence of words.
    expect(body).toMatch(/\| Warning \| BackOff \| … \|/);
    expect(body).toContain('| Warning | OOMKilling | Memory cgroup out of memory |');
    expect(body).toContain("What the service said is in the step's log and summary, where the runner hides the workflow's secrets: a comment leaves it out.");
    expect(run.summary).toContain('`cannot reach postgres://train:Db-Pa55w0rd-XYZ@db: refused`');
  });

  it('a sweep refused for a reason that quotes a value it was given: no row quotes it, nor do the rows of the jobs not sent after it', async () => {
    const { api, env } = await github();
    const cluster = await hostileServer((req, res, body) => {
      if (new URL(req.url ?? '/', 'http://x').pathname === TOKEN_PATH) return json(res, 200, { access_token: HOSTILE_TOKEN, expires_in: 3600 });
      json(res, 403, { message: `policy denies environment value ${/hf_\w+/.exec(body)?.[0]}` });
    });
    try {
      const refused = { environment: 'HF_TOKEN=hf_SuperSecretValue42', matrix: '{"gpu": [1, 2, 3]}', 'max-attempts': '1', concurrency: '1' };
      await runAction(inputsFor(cluster.url, { ...refused, 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), { node, env: env(unique('refused')) });
      const body = api.comments[0]!.body;
      expect(body).not.toContain('SuperSecret');
      expect(body.match(/job 1 failed in a way every job would/g)).toHaveLength(2);
    } finally {
      await cluster.close();
    }
  });

  it('what the service says pings no one, links nothing and holds no HTML', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({
      plan: [
        {
          phase: 'Failed',
          message: '@bob see #12 and GH-13 at https://evil.example/x and www.evil.example <img src=x> ::set-output \u202E gnp.exe',
        },
      ],
    });
    await runAction(inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), { node, env: env(unique('hostile')) });
    const body = api.comments[0]!.body;
    expect(body).toContain('evil.example');
    expect(liveIn(body)).not.toMatch(/@bob|#12\b|GH-13|evil\.example|<img/);
    expect(body).not.toContain('\u202E');
    expect(body.length).toBeLessThan(65_536);
  });

  it('a token that may not comment (403) is said once, and the step’s result is unchanged', async () => {
    const { api, env } = await github();
    api.fail(403, 10, 'POST');
    const { inputs } = await scene({ plan: [{ phase: 'Running', ms: 1200 }, { phase: 'Completed' }] });
    const run = await runAction(inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_read_only' }), { node, env: env(unique('fork')) });
    expect(run.error).toBe('');
    expect(run.outputs).toMatchObject({ result: 'succeeded', 'comment-url': '' });
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::notice::pr-comment:'))).toHaveLength(1);
    expect(run.stdout).toContain('pull-requests: write');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('an older run that ends later leaves a newer run’s comment as it is; a matrix’s legs write one each', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
    const step = unique('runs');
    const given = (name: string) => inputs({ name: unique(name), wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' });
    await runAction(given('newer'), { node, env: { ...env(step), GITHUB_RUN_ID: '78' } });
    const older = await runAction(given('older'), { node, env: env(step) });
    expect(api.comments).toHaveLength(1);
    expect(api.comments[0]!.body).toContain('newer');
    expect(api.comments[0]!.body).not.toContain('older');
    expect(older.stdout).toContain("::notice::pr-comment: a later run has written the comment since, so this run's result is left out of it.");
    expect(older.stdout).not.toContain('last update could not be written');
    // A later attempt of the newer run is newer still.
    await runAction(given('attempt'), { node, env: { ...env(step), GITHUB_RUN_ID: '78', GITHUB_RUN_ATTEMPT: '2' } });
    expect(api.comments[0]!.body).toContain('attempt');
    const legs = unique('legs');
    // As the runner fills it in, toJSON() over several lines; a leg's re-run keeps to its comment.
    for (const gpu of [1, 2, 1]) await runAction({ ...given(`leg${gpu}`), 'workflow-matrix': `{\n  "gpu": ${gpu}\n}` }, { node, env: env(legs) });
    expect(api.comments.filter((c) => c.body.includes(legs))).toHaveLength(2);
    expect(api.comments.find((c) => c.body.includes(legs))!.body.split('\n')[0]).toMatch(/ \/ leg [0-9a-f]{12} \(run 77\.1\) -->$/);
  });

  it('a person’s token (not a job’s) updates its own comment, when GitHub fails to say whose it is too, and a rate limit answered 403 passes rather than stopping the comment', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
    const step = unique('pat');
    const given = () => inputs({ name: unique('pat'), wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghp_person_token' });
    await runAction(given(), { node, env: env(step) });
    api.fail(403, 3, 'PATCH', { message: 'You have exceeded a secondary rate limit', headers: { 'retry-after': '0' } });
    const again = await runAction(given(), { node, env: env(step) });
    expect(api.comments).toHaveLength(1);
    expect(api.comments[0]!.user.login).toBe('ml-engineer');
    expect(again.stdout).not.toContain('may not comment');
    // GitHub failing to say whose the token is: asked again at the next change, never a second comment beside the person's own.
    api.fail(502, 3, 'GET');
    const { inputs: slower } = await scene({ plan: [{ phase: 'Running', ms: 4_000 }, { phase: 'Completed' }] });
    await runAction(slower({ name: unique('pat'), wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghp_person_token' }), { node, env: env(step) });
    expect(api.comments).toHaveLength(1);
  });

  // Only the action comments, and it runs on the runners' Node: a minute of one runtime is enough.
  runnersOnly(node, () => {
    it.each([
      ['an update', 'PATCH'],
      ['the list of comments (octokit’s paging dropped the time limit)', 'GET'],
    ])(
      '%s GitHub never answers fails after 30 s, and the next change of the jobs is written',
      async (_, method) => {
        const { api, env } = await github();
        // Past the hung request's 30 s, and an update held 30 s after the first write.
        const { inputs } = await scene({ plan: [{ phase: 'Running', ms: 65_000 }, { phase: 'Completed' }] });
        api.hang(method);
        const run = await runAction(inputs({ name: unique('hung'), wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), {
          node,
          env: env(unique('hung')),
          killAfterMs: 120_000,
        });
        expect(run.error).toBe('');
        expect(api.comments[0]!.body).toContain('Completed');
      },
      130_000,
    );
  });

  it('a server error is retried', async () => {
    const { api, env } = await github();
    api.fail(502, 1, 'POST');
    const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
    const run = await runAction(inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), { node, env: env(unique('retry')) });
    expect(run.outputs['comment-url']).toBe(api.comments[0]!.html_url);
  });

  it('a last update GitHub does not take is said: the comment would show a job that failed as still running', async () => {
    const { api, env } = await github();
    api.fail(502, 9, 'PATCH');
    const { inputs } = await scene({
      plan: [
        { phase: 'Running', ms: 2500 },
        { phase: 'Failed', message: 'exit code 1' },
      ],
    });
    const run = await runAction(inputs({ name: unique('stale'), wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), {
      node,
      env: env(unique('stale')),
    });
    expect(run.error).toContain('exit code 1');
    expect(api.comments[0]!.body).not.toContain('exit code 1');
    const notices = run.stdout.split('\n').filter((l) => l.startsWith('::notice::pr-comment:'));
    expect(notices.at(-1)).toMatch(
      /^::notice::pr-comment: the comment's last update could not be written \((HTTP 502|GitHub had not answered)\), so it shows the jobs as they were before\. The step's result is unchanged\.$/,
    );
  });

  it('without pr-comment, or on a schedule, no request reaches GitHub’s API', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
    await runAction(inputs({ wait: 'finished', 'github-token': 'ghs_test_token' }), { node, env: env(unique('off')) });
    const nightly = await runAction(inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), {
      node,
      env: env(unique('nightly'), { event: 'schedule', sha: 'c0ffee'.padEnd(40, '0') }),
    });
    expect(nightly.stdout).toContain('::notice::pr-comment: this run is for the event schedule, not for a pull request: no comment is written.');
    expect(api.calls).toEqual([]);
  });

  it('a push that merged a pull request (training on its merge) reports on that pull request; a push no merged pull request of the repository holds writes nothing', async () => {
    const { api, env } = await github();
    const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
    const [merged, direct, open, forked] = ['5eed'.padEnd(40, 'a'), 'd1ec7'.padEnd(40, 'b'), '0be4'.padEnd(40, 'd'), 'f02c'.padEnd(40, 'e')];
    const base = { repo: { full_name: 'acme/models' } };
    api.pulls[merged] = [{ number: 12, merged_at: '2026-11-27T10:00:00Z', merge_commit_sha: merged, head: { sha: 'feed'.padEnd(40, 'c') }, base }];
    // The head of an open pull request (its own run comments on it), and in a fork the upstream's pull request, whose number is not this repository's.
    api.pulls[open] = [{ number: 13, merged_at: null, merge_commit_sha: 'a'.repeat(40), head: { sha: open }, base }];
    api.pulls[forked] = [
      { number: 1221, merged_at: '2026-11-27T10:00:00Z', merge_commit_sha: forked, head: { sha: forked }, base: { repo: { full_name: 'upstream/models' } } },
    ];
    const asked = inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' });
    const run = await runAction(asked, { node, env: env(unique('merged'), { event: 'push', sha: merged }) });
    expect(run.code, run.stdout).toBe(0);
    const [comment] = api.comments;
    expect(comment!.html_url).toContain('/pull/12#');
    expect(comment!.body).toContain(`at commit ${merged.slice(0, 7)}`);
    expect(run.outputs['comment-url']).toBe(comment!.html_url);
    for (const sha of [direct, open, forked]) {
      const none = await runAction(asked, { node, env: env(unique('none'), { event: 'push', sha }) });
      expect(none.code).toBe(0);
      expect(none.stdout).toContain(`::notice::pr-comment: no pull request of this repository merged commit ${sha.slice(0, 7)}: no comment is written.`);
      expect(none.outputs['comment-url']).toBe('');
    }
    expect(api.comments).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/repos/acme/models/issues/12/comments']);
  });

  runnersOnly(node, () => {
    it('a stop while a sweep is submitted replaces the earlier run’s result: the comment says what the stop did to the jobs', async () => {
      const { api, env } = await github();
      const { inputs } = await researcher({ latencyMs: 400 });
      const [step, name] = [unique('stopsub'), unique('early')];
      const asked = { wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' };
      await runAction(inputs({ ...asked, name: `${name}-a` }), { node, env: env(step), stopWhen: { text: /Running after/, signal: 'SIGINT' } });
      const before = api.comments[0]!.body;
      const run = await runAction(inputs({ ...asked, name, jobs: '[{}, {}, {}, {}, {}, {}]', concurrency: '1' }), {
        node,
        env: { ...env(step), GITHUB_RUN_ID: '78' },
        stopWhen: { text: `created job "${name}-2"`, signal: 'SIGINT' },
      });
      expect(run.outputs.result).toBe('stopped');
      expect(api.comments[0]!.body).not.toBe(before);
      expect(api.comments[0]!.body).toContain('Run 78');
    });

    it('comment-url names only a comment the step wrote: not a later run’s, which it leaves alone', async () => {
      const { api, env } = await github();
      const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
      const step = unique('url');
      const given = (name: string) => inputs({ name: unique(name), wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' });
      await runAction(given('newer'), { node, env: { ...env(step), GITHUB_RUN_ID: '78' } });
      const older = await runAction(given('older'), { node, env: env(step) });
      expect(older.stdout).toContain('a later run has written the comment since');
      expect(api.comments).toHaveLength(1);
      expect(older.outputs['comment-url']).toBe('');
    });

    it('an earlier run’s comment another app wrote (the workflow’s token changed), which this token may not edit: the step writes its own, and updates it from then on', async () => {
      const { api, env } = await github();
      const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
      const step = unique('app');
      const marker = `<!-- submit-runai-job: acme/models/.github/workflows/train.yml / train / ${step} (run 70.1) -->`;
      const theirs = { id: 1, body: `${marker}\n### Run:ai job x Completed\n`, html_url: 'https://github.com/acme/models/pull/7#issuecomment-1' };
      api.comments.push({ ...theirs, user: { login: 'acme-ci-app[bot]', type: 'Bot' } });
      const given = inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' });
      const first = await runAction(given, { node, env: env(step) });
      expect(first.error).toBe('');
      expect(first.stdout).not.toContain('may not comment');
      const ours = api.comments.find((c) => c.id !== 1)!;
      expect(ours.body).toContain('(run 77.1) -->');
      expect(first.outputs['comment-url']).toBe(ours.html_url);
      await runAction(given, { node, env: { ...env(step), GITHUB_RUN_ID: '78' } });
      expect(api.comments.map((c) => c.id)).toEqual([1, ours.id]);
      expect(ours.body).toContain('(run 78.1) -->');
      expect(api.comments[0]!.body).toBe(theirs.body);
    });

    it('comment-url is empty where an earlier run’s comment could not be updated: it still shows that run’s result', async () => {
      const { api, env } = await github();
      const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
      const step = unique('stale');
      await runAction(inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), { node, env: env(step) });
      api.fail(500, 100, 'PATCH');
      const run = await runAction(inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), {
        node,
        env: { ...env(step), GITHUB_RUN_ID: '78' },
      });
      expect(api.comments[0]!.body).toContain('(run 77.1) -->');
      expect(run.outputs['comment-url']).toBe('');
    });

    it('a creation GitHub made but answered 502 is not sent again: one comment, updated as the job changes', async () => {
      const { api, env } = await github();
      api.failAfter(502, 'POST');
      const { inputs } = await scene({ plan: [{ phase: 'Running', ms: 2500 }, { phase: 'Completed' }] });
      const run = await runAction(inputs({ wait: 'finished', 'pr-comment': 'true', 'github-token': 'ghs_test_token' }), { node, env: env(unique('dup')) });
      expect(run.error).toBe('');
      expect(api.comments).toHaveLength(1);
      expect(api.comments[0]!.body).toContain('Completed');
    });

    it('pr-comment and dry-run in any case (True), as the inputs take them: a failure replaces the result, a dry run leaves it', async () => {
      const { api, env } = await github();
      const { inputs } = await scene({ plan: [{ phase: 'Completed' }] });
      const step = unique('caps');
      await runAction(inputs({ wait: 'finished', 'pr-comment': 'True', 'github-token': 'ghs_test_token' }), { node, env: env(step) });
      expect(api.comments[0]!.body).toContain('Completed');
      const asked = { project: 'no-such-project', 'pr-comment': 'True', 'github-token': 'ghs_test_token' };
      await runAction(inputs({ ...asked, 'dry-run': 'TRUE' }), { node, env: { ...env(step), GITHUB_RUN_ID: '78' } });
      expect(api.comments[0]!.body).toContain('Completed');
      const failed = await runAction(inputs({ ...asked, wait: 'finished' }), { node, env: { ...env(step), GITHUB_RUN_ID: '79' } });
      expect(failed.error).toContain('no-such-project');
      expect(api.comments[0]!.body).toContain('the step failed before it submitted any job');
    });
  });
});
