// The action on the control plane's workloads API (api: workloads), as a workflow step sees it:
// the bundled action against the control-plane emulator, on both runtimes. The cases mostly wait,
// so they run at once, each with an emulator of its own.
import { afterAll, describe, expect, it } from 'vitest';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { leaks, masksSecretFirst, recorded, runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { unique, waitInputs, runs } from '../helpers/waiting.js';

type Emulator = Awaited<ReturnType<typeof startWorkloadsEmulator>>;
type Options = NonNullable<Parameters<typeof startWorkloadsEmulator>[0]>;
const QUICK = [{ phase: 'Pending', ms: 300 }, { phase: 'Running', ms: 700 }, { phase: 'Completed' }];

describe.concurrent.each(runtimes())('api: workloads on $name', ({ node }) => {
  const started: Emulator[] = [];
  afterAll(() => Promise.all(started.map((e) => e.close())));
  const scene = async (options: Options = {}) => {
    const emulator = await startWorkloadsEmulator({ plan: QUICK, ...options });
    started.push(emulator);
    const inputs = (more: Record<string, string>) => waitInputs(emulator.settings(), more);
    const of = (target: string) => emulator.requests.filter((r) => r.target === target);
    const workload = (name: string) => emulator.workloads.find((w) => w.name === name)!;
    return { emulator, inputs, of, workload };
  };

  it('a named job whose answer was lost, taken (409) when tried again but not listed yet (a list that lags its writes), is claimed once it is listed', async () => {
    const { emulator, inputs, of } = await scene({ listLagMs: 3_000, plan: [{ phase: 'Running' }] });
    const name = unique('lag');
    emulator.inject({ target: 'submit', kind: 'reset' });
    const run = await runAction(inputs({ name }), { node });
    expect(run.error).toBe('');
    expect(run.outputs['job-name']).toBe(name);
    expect(of('submit')).toHaveLength(2);
    expect(emulator.workloads.map((w) => w.name)).toEqual([name]);
    expect(run.log).toMatch(
      new RegExp(`job "${name}" already exists \\(\\d+\\) after an attempt whose answer was lost: it was created after this step sent its own`),
    );
  });

  it('submits a training: the job inputs mapped, the name and the workload id as outputs', async () => {
    const { emulator, inputs, workload } = await scene();
    const name = unique('train');
    const run = await runAction(inputs({ name, gpu: '0.5', arguments: '-c\nprint("hi there")', environment: 'SEED=3' }), { node });
    expect(run.error).toBe('');
    expect(run.outputs['job-name']).toBe(name);
    expect(run.outputs['workload-id']).toBe(workload(name).id);
    expect(JSON.parse(run.outputs['workload-ids']!)).toEqual([workload(name).id]);
    // Without a wait, its state as its creation's answer says it (actualPhase).
    expect(run.outputs).toMatchObject({ status: 'Creating', statuses: JSON.stringify({ [name]: 'Creating' }), result: 'submitted' });
    // Where the UI lists it, and the cluster by the name the control plane gives it.
    expect(run.outputs.url).toBe(`${emulator.baseUrl}/workloads`);
    expect(JSON.parse(run.outputs.urls!)).toEqual({ [name]: `${emulator.baseUrl}/workloads` });
    expect(run.summary).toContain(`| **Cluster** | cluster-a |`);
    expect(run.summary).toContain(`[\`${name}\`](${emulator.baseUrl}/workloads)`);
    expect(workload(name).kind).toBe('training');
    expect(workload(name).request).toEqual({
      name,
      useGivenNameAsPrefix: false,
      projectId: emulator.projects[0]!.id,
      clusterId: emulator.clusters[0]!.uuid,
      spec: {
        image: 'python:3.12',
        args: `-c 'print("hi there")'`,
        environmentVariables: [{ name: 'SEED', value: '3' }],
        compute: { gpuDevicesRequest: 1, gpuRequestType: 'portion', gpuPortionRequest: 0.5 },
      },
    });
    expect(run.log).toContain("Got a token for 'ci-service-account' from the control plane");
    expect(leaks(run, [emulator.clientSecret, ...emulator.issued])).toEqual([]);
    expect(masksSecretFirst(run, emulator.clientSecret)).toBe(true);
  });

  runnersOnly(node, () => {
    it('an interactive job is a workspace, named by the service from its prefix', async () => {
      const { emulator, inputs } = await scene();
      const run = await runAction(inputs({ interactive: 'true', 'job-name-prefix': 'notebook' }), { node });
      expect(run.error).toBe('');
      expect(run.outputs['job-name']).toMatch(/^notebook-[0-9a-f]{5}$/);
      expect(emulator.workloads.at(-1)!.kind).toBe('workspace');
    });

    it('a sweep over two projects looks each project up once, with one token', async () => {
      const { inputs, of } = await scene();
      const run = await runAction(
        inputs({ name: unique('sweep'), jobs: '[{"project": "team-a"}, {"project": "shared"}]', matrix: '{"gpu": [1, 2, 3]}', cluster: 'cluster-a' }),
        {
          node,
        },
      );
      expect(run.error).toBe('');
      expect(JSON.parse(run.outputs['workload-ids']!)).toHaveLength(6);
      expect(of('projects')).toHaveLength(2);
      expect(of('token')).toHaveLength(1);
    });

    it('a project in several clusters needs cluster, and the message lists them; a name or a uuid picks one', async () => {
      const { emulator, inputs, of } = await scene();
      const ambiguous = await runAction(inputs({ project: 'shared' }), { node });
      expect(ambiguous.error).toBe(
        `submit-runai-job failed: project "shared" exists in 2 clusters: cluster-a (${emulator.clusters[0]!.uuid}), cluster-b (${emulator.clusters[1]!.uuid}). Set 'cluster' to the name or uuid of the one to submit to.`,
      );
      expect(of('submit')).toHaveLength(0);
      for (const cluster of ['cluster-b', emulator.clusters[1]!.uuid]) {
        const run = await runAction(inputs({ project: 'shared', cluster }), { node });
        expect(run.error).toBe('');
        expect(emulator.workloads.at(-1)!.clusterId).toBe(emulator.clusters[1]!.uuid);
      }
    });

    it('an unknown project fails before any submission', async () => {
      const { inputs, of } = await scene();
      const run = await runAction(inputs({ project: 'nobody' }), { node });
      expect(run.error).toBe(
        `submit-runai-job failed: the control plane has no project "nobody", or the service account may not see it: check 'project', and that the service account has an access rule on the project.`,
      );
      expect(of('submit')).toHaveLength(0);
    });

    it('an installation with only the v2 token endpoint: the v1 404 moves on to v2', async () => {
      const { inputs, of } = await scene({ tokenForms: ['v2'] });
      const run = await runAction(inputs({}), { node });
      expect(run.error).toBe('');
      expect(run.log).toMatch(/\/api\/v1\/token answered 404: requesting the token from .*\/api\/v2\/token instead\./);
      expect(of('token').map((r) => r.form)).toEqual(['v1', 'v2']);
    });

    it('a renewal answered 404 once (an ingress reloading) is asked again at the path that served the first token: the wait goes on', async () => {
      const { emulator, inputs, of } = await scene({ version: '2.23', tokenTtl: 3, plan: [{ phase: 'Running', ms: 7_000 }, { phase: 'Completed' }] });
      const name = unique('renew404');
      const injecting = (async () => {
        while (!emulator.workloads.some((w) => w.name === name)) await new Promise((done) => setTimeout(done, 50));
        emulator.inject({ target: 'token', kind: 'status', status: 404 });
      })();
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      await injecting;
      expect(run.error).toBe('');
      expect(run.outputs.result).toBe('succeeded');
      expect(of('token').map((r) => r.form)).not.toContain('v2');
      expect(of('token').length).toBeGreaterThan(2); // renewed, the 404 among them
    });

    it('credentials refused by both grants: the token request is what failed, within max-attempts requests in all', async () => {
      const { inputs, of } = await scene();
      const run = await runAction(inputs({ 'client-secret': 'not-the-secret' }), { node });
      expect(run.code).toBe(1);
      expect(of('token').map((r) => r.form)).toEqual(['v1', 'v1-app-token']);
      expect(run.error).toContain('Asked again:');
      // Its 401 is the token request's, not a refusal of a bearer by the project lookup.
      expect(run.log).not.toContain('refused the token (401) during');
      expect(of('projects')).toHaveLength(0);
      // Failed before any job was created: a later step reads so.
      expect(run.outputs).toMatchObject({ result: 'failed', 'job-names': '[]' });
      // With max-attempts: 1 the other grant is still asked, once: another documented form is no retry.
      const before = of('token').length;
      const once = await runAction(inputs({ 'client-secret': 'not-the-secret', 'max-attempts': '1' }), { node });
      expect(once.code).toBe(1);
      expect(
        of('token')
          .slice(before)
          .map((r) => r.form),
      ).toEqual(['v1', 'v1-app-token']);
      expect(once.error).toContain('Asked again:');
    });

    it('realm, auth-url, token-request, and a field without an equivalent, are refused before anything is sent', async () => {
      const { inputs, emulator } = await scene();
      const run = await runAction(inputs({ realm: 'runai', 'auth-url': 'https://keycloak.example.com', 'token-request': 'minimal', elastic: 'true' }), {
        node,
      });
      expect(run.error).toContain(
        "Input 'realm': it is not used with 'api: workloads': the control plane issues tokens itself, at 'base-url', for 'client-id' and 'client-secret'. Remove 'realm'.",
      );
      expect(run.error).toContain(
        "Input 'auth-url': it is not used with 'api: workloads': the control plane issues tokens itself, at 'base-url'. Remove 'auth-url', or set 'api: researcher' and 'realm' for an older installation's token issuer.",
      );
      expect(run.error).toContain("Input 'token-request': it is not used with 'api: workloads': the control plane's token request has a form of its own.");
      expect(run.error).toContain(
        "Input 'elastic': true — not a field the workloads API has: it has no elastic jobs (distributed training is a workload of its own there). Leave 'elastic' out with 'api: workloads'.",
      );
      expect(emulator.requests).toEqual([]);
    });

    it("with 'token', the token request's inputs are idle on this API too: a warning names them, not an error; a default with its last '/' is still the default", async () => {
      const { inputs } = await scene();
      const run = await runAction(
        inputs({ token: 'a-ready-bearer-0123456789', 'auth-url': 'https://keycloak.example.com', 'token-request': 'minimal', 'dry-run': 'true' }),
        { node },
      );
      expect(run.stdout).toContain(
        "::warning::Input 'token' is set, so 'client-id', 'client-secret', 'auth-url' and 'token-request' are not used and no token is requested.",
      );
      expect(run.error).not.toContain("Input 'auth-url'");
      const slash = await runAction(inputs({ 'auth-url': 'https://app.run.ai/', 'dry-run': 'true' }), { node });
      expect(slash.error).toBe('');
    });

    it('the control plane’s errors are shown in its own words, with a hint', async () => {
      const { emulator, inputs } = await scene();
      emulator.inject({ kind: 'status', status: 403, create: false });
      const run = await runAction(inputs({}), { node });
      expect(run.error).toMatch(
        /^submit-runai-job failed: the workload submission to .*\/api\/v1\/workloads\/trainings was answered with HTTP 403: Internal server error: emulated fault\. The service account has no role that allows this in the project: add an access rule/,
      );
    });

    it('a dry run looks the ids up and prints the training it would create, creating nothing', async () => {
      const { emulator, inputs, of } = await scene();
      const run = await runAction(inputs({ 'dry-run': 'true', name: 'dry' }), { node });
      expect(run.error).toBe('');
      expect(run.log).toContain(`POST ${emulator.baseUrl}/api/v1/workloads/trainings`);
      expect(run.log).toContain(`"projectId": "${emulator.projects[0]!.id}"`);
      expect(of('submit')).toHaveLength(0);
    });
  });

  it('wait: finished follows the phases to Completed', async () => {
    const { inputs } = await scene();
    const name = unique('done');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.error).toBe('');
    expect(run.log).toMatch(new RegExp(`${name}: (Pending|Running) → Completed after`));
    expect(run.outputs.status).toBe('Completed');
  });

  runnersOnly(node, () => {
    it('Failed fails the step; Stopped says someone stopped it', async () => {
      const { emulator, inputs } = await scene();
      const failed = unique('failed');
      const stopped = unique('stopped');
      emulator.plan(failed, [{ phase: 'Pending', ms: 300 }, { phase: 'Failed' }]);
      emulator.plan(stopped, [{ phase: 'Running', ms: 300 }, { phase: 'Stopped' }]);
      const a = await runAction(inputs({ name: failed, wait: 'finished' }), { node });
      expect(a.error).toMatch(new RegExp(`the job did not succeed: "${failed}" ended Failed after`));
      const b = await runAction(inputs({ name: stopped, wait: 'finished' }), { node });
      expect(b.error).toBe(`submit-runai-job failed: the job did not succeed: "${stopped}" was stopped by someone else while the step waited.`);
      expect(b.outputs.status).toBe('Stopped');
    });
  });

  it('SIGINT while waiting deletes the training; the post step deletes what a killed step recorded', async () => {
    const { emulator, inputs, workload } = await scene({ plan: [{ phase: 'Pending', ms: 200 }, { phase: 'Running' }] });
    const first = unique('stop');
    const run = await runAction(inputs({ name: first, wait: 'finished' }), { node, stopWhen: { text: runs(`${first}`), signal: 'SIGINT' } });
    expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
    expect(workload(first).deletedBy).toBe('action');
    const second = unique('killed');
    const main = await runAction(inputs({ name: second, wait: 'finished' }), { node, stopWhen: { text: runs(`${second}`), signal: 'SIGKILL' } });
    expect(recorded(main)).toEqual([{ name: second, project: 'team-a', id: workload(second).id, listedCreatedAt: expect.any(Number) }]);
    const post = await runAction(inputs({ name: second, wait: 'finished' }), { node, post: main.state });
    expect(post.error).toBe('');
    expect(workload(second).deletedBy).toBe('action');
    expect(emulator.workloads.filter((w) => w.name === second)).toHaveLength(1);
  });

  it('a post step that deletes one of two jobs and is refused the other names only that one, in its error and its summary', async () => {
    const { emulator, inputs, workload } = await scene({ plan: [{ phase: 'Pending', ms: 200 }, { phase: 'Running' }] });
    const name = unique('half');
    const main = await runAction(inputs({ name, jobs: '[{}, {}]', wait: 'finished' }), {
      node,
      stopWhen: { text: runs(`${name}-2`), signal: 'SIGKILL' },
    });
    expect(
      recorded(main)
        .map((r) => r.name)
        .sort(),
    ).toEqual([`${name}-1`, `${name}-2`]);
    emulator.inject({ target: 'delete', kind: 'status', status: 403, create: false });
    const post = await runAction(inputs({ name, jobs: '[{}, {}]', wait: 'finished' }), { node, post: main.state });
    const left = emulator.workloads.filter((w) => w.name.startsWith(name) && !w.deletedBy).map((w) => w.name);
    expect(left).toHaveLength(1);
    const deleted = [`${name}-1`, `${name}-2`].find((n) => !left.includes(n))!;
    expect(workload(deleted).deletedBy).toBe('action');
    expect(post.error).toContain(`Delete "${left[0]}" in the Run:ai user interface.`);
    expect(post.error).not.toContain(`"${deleted}" in the Run:ai`);
    expect(post.summary).toContain(`Still to delete in the Run:ai user interface: \`${left[0]}\`.`);
    expect(post.summary).toContain(`Deleted (cancel-on-stop): \`${deleted}\`.`);
  });

  runnersOnly(node, () => {
    it('a 409 after a lost answer: the workload id is found by name, and an older workload of that name is not taken', async () => {
      const { emulator, inputs, workload } = await scene();
      const fresh = unique('fresh');
      emulator.inject({ kind: 'status', status: 502 });
      const ours = await runAction(inputs({ name: fresh }), { node });
      expect(ours.error).toBe('');
      expect(ours.outputs['workload-id']).toBe(workload(fresh).id);
      const old = unique('stale');
      emulator.seed({ name: old });
      emulator.inject({ kind: 'status', status: 502, create: false });
      const stale = await runAction(inputs({ name: old }), { node });
      expect(stale.error).toMatch(/before this step sent its own .*: it is not this step's job\./);
    });

    it('a workload whose submission was unanswered when the step stopped is found by name and deleted by the post step', async () => {
      // Still running when the post step looks: one that has ended by then is left as it ended.
      const { emulator, inputs, workload, of } = await scene({ plan: [{ phase: 'Pending', ms: 300 }, { phase: 'Running' }] });
      const name = unique('late');
      emulator.inject({ kind: 'latency', ms: 4_000 });
      const main = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { when: () => of('submit').length > 0, signal: 'SIGINT' } });
      expect(main.escalatedTo).toBeUndefined(); // ended before the runner's next signal
      expect(recorded(main)).toEqual([{ name, project: 'team-a', projectId: emulator.projects[0]!.id, since: expect.any(Number) }]);
      expect(main.error).toContain(`"${name}" had no answer yet and was not found: the post step deletes it if it appears.`);
      expect(main.summary).toBe(''); // no table of no jobs: the failure says what may exist
      while (!emulator.workloads.some((w) => w.name === name)) await new Promise((r) => setTimeout(r, 100));
      const post = await runAction(inputs({ name, wait: 'finished' }), { node, post: main.state });
      expect(post.error).toBe('');
      expect(workload(name).deletedBy).toBe('action');
    });

    it('a stopped submission never deletes an older workload of the same name', async () => {
      const { emulator, inputs, workload, of } = await scene();
      const name = unique('older');
      emulator.seed({ name });
      emulator.inject({ kind: 'latency', ms: 4_000 });
      const main = await runAction(inputs({ name, wait: 'finished' }), { node, stopWhen: { when: () => of('submit').length > 0, signal: 'SIGINT' } });
      expect(workload(name).deletedAt).toBeUndefined();
      const post = await runAction(inputs({ name, wait: 'finished' }), { node, post: main.state });
      expect(post.error).toBe('');
      expect(workload(name).deletedAt).toBeUndefined();
    });

    it("two runs of one fixed name at once: a workload of it created since the step sent its own, but with another run's labels, is neither claimed nor deleted", async () => {
      const { emulator, inputs, workload, of } = await scene();
      const commit = '0123456789abcdef0123456789abcdef01234567';
      const env = { GITHUB_REPOSITORY: 'acme/vision', GITHUB_SHA: commit, GITHUB_RUN_ID: '2002', GITHUB_RUN_ATTEMPT: '1' };
      const labels = { 'github.com/run-id': '2003', 'github.com/run-attempt': '1', 'github.com/commit': commit };
      // The retry after a lost answer finds the name taken by the other run's workload, created after the first attempt was sent.
      const taken = unique('overlap');
      emulator.inject({ kind: 'reset', create: false });
      const running = runAction(inputs({ name: taken }), { node, env });
      while (!of('submit').some((r) => r.body.includes(taken))) await new Promise((r) => setTimeout(r, 20));
      emulator.seed({ name: taken, createdAt: Date.now(), labels });
      const run = await running;
      expect(run.error).toMatch(
        new RegExp(
          `job "${taken}" already exists \\(\\d+\\) after an attempt whose answer was lost, and that job was created since, but its labels say another CI run`,
        ),
      );
      expect(run.outputs['job-name']).toBe('');
      // A step stopped while its submission had no answer: its post step finds the other run's workload of the name, created since, and leaves it.
      const late = unique('overlap');
      emulator.inject({ kind: 'hang', create: false });
      const main = await runAction(inputs({ name: late, wait: 'finished' }), {
        node,
        env,
        stopWhen: { when: () => of('submit').length > 2, signal: 'SIGINT' },
      });
      emulator.seed({ name: late, createdAt: Date.now(), labels });
      const post = await runAction(inputs({ name: late, wait: 'finished' }), { node, env, post: main.state });
      expect(post.log).toContain(`Not deleted, as the service does not say this step created it: "${late}".`);
      expect(workload(late).deletedAt).toBeUndefined();
      expect(workload(taken).deletedAt).toBeUndefined();
    });

    it('the post step of a step killed leaves a workload that completed since as it ended: it looks the project up to list it, then says so', async () => {
      const { inputs, workload } = await scene({ plan: [{ phase: 'Running', ms: 1_000 }, { phase: 'Completed' }] });
      const killed = unique('killed');
      const main = await runAction(inputs({ name: killed, wait: 'finished', 'poll-interval-seconds': '30' }), {
        node,
        stopWhen: { text: 'Running after', signal: 'SIGKILL' },
      });
      while (Date.now() - workload(killed).createdAt < 2_000) await new Promise((done) => setTimeout(done, 100));
      const post = await runAction(inputs({ name: killed, wait: 'finished' }), { node, post: main.state });
      expect(post.error).toBe('');
      expect(workload(killed).deletedBy).toBeUndefined();
      expect(post.log).toContain(`Not deleted, as it ended since it was last seen: "${killed}" (Completed).`);
    });

    it('a stop after the job completed and ttl-after-finish deleted it between two polls: it succeeded, and nothing is said deleted by the step', async () => {
      const { emulator, inputs, of } = await scene({ plan: [{ phase: 'Running', ms: 1_500 }, { phase: 'Completed' }] });
      const name = unique('ttl');
      const made = () => emulator.workloads.find((w) => w.name === name);
      const run = await runAction(inputs({ name, wait: 'finished', 'ttl-after-finish': '1s', 'poll-interval-seconds': '30' }), {
        node,
        stopWhen: { when: () => !!made() && Date.now() - made()!.createdAt > 4_000, signal: 'SIGINT' },
      });
      expect(made()!.deletedBy).toBe('ttl-after-finish');
      expect(of('delete')).toHaveLength(0);
      expect(run.outputs.result).toBe('succeeded');
      expect(JSON.parse(run.outputs.statuses!)).toEqual({ [name]: 'Completed' });
      expect(run.error).toContain(`"${name}" had ended since the last look, and was left as it ended.`);
      expect(run.error).not.toContain('deleted "');
    });

    it('a sweep stopped while a submission that created its job had no answer: the stop finds and deletes that job, and its row says so', async () => {
      const { emulator, inputs, workload } = await scene({ plan: [{ phase: 'Running' }] });
      emulator.inject({ target: 'submit', kind: 'hang', create: true });
      const name = unique('hung');
      let all: number | undefined;
      const when = () => (all ??= emulator.workloads.length === 3 ? Date.now() : undefined) !== undefined && Date.now() - all! > 1_000;
      const run = await runAction(inputs({ name, jobs: '[{}, {}, {}]', wait: 'finished' }), { node, stopWhen: { when, signal: 'SIGINT' } });
      const hung = emulator.workloads.find((w) => w.name.startsWith(name) && !run.outputs['job-names']!.includes(w.name))!;
      expect(workload(hung.name).deletedBy).toBe('action');
      expect(run.summary).toContain('stopped before its submission was answered; its job was found, and deleted');
      expect(run.summary).not.toContain('the job may exist');
    });

    it('the post step deletes its own workload found by name, whose labels the labels input changed from the run’s (a commit of its own)', async () => {
      const { emulator, inputs, workload } = await scene({ plan: [{ phase: 'Running' }] });
      const env = { GITHUB_REPOSITORY: 'acme/vision', GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567', GITHUB_RUN_ID: '3003', GITHUB_RUN_ATTEMPT: '1' };
      const name = unique('own');
      emulator.inject({ kind: 'hang', create: true });
      const given = inputs({ name, wait: 'finished', labels: 'github.com/commit=head-of-the-pull-request' });
      const main = await runAction(given, { node, env, stopWhen: { when: () => emulator.workloads.some((w) => w.name === name), signal: 'SIGKILL' } });
      const post = await runAction(given, { node, env, post: main.state });
      expect(post.error).toBe('');
      expect(workload(name).deletedBy).toBe('action');
    });

    it('a SIGINT while the projects are looked up ends the step at once, with nothing submitted', async () => {
      const { emulator, inputs, of } = await scene();
      emulator.inject({ target: 'projects', kind: 'latency', ms: 8_000 });
      const run = await runAction(inputs({ wait: 'finished' }), { node, stopWhen: { when: () => of('projects').length > 0, signal: 'SIGINT' } });
      expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
      expect(run.error).toBe('submit-runai-job failed: the step was stopped (SIGINT) while it looked the projects up; nothing was submitted.');
      // Stopped, as a stop during the submission or the wait says, on either API; and no summary of no jobs.
      expect(run.outputs.result).toBe('stopped');
      expect(run.summary).toBe('');
      expect(of('submit')).toHaveLength(0);
    });

    it('a sweep one of whose creations was answered without an id keeps workload-ids in input order: that place is empty, no other id moves into it', async () => {
      const { emulator, inputs, workload } = await scene({ plan: [{ phase: 'Running' }], omitWorkloadId: true });
      const name = unique('noids');
      emulator.inject({ kind: 'latency', ms: 1 }, { kind: 'latency', ms: 1_500 });
      const running = runAction(inputs({ name, jobs: '[{}, {}]', concurrency: '1' }), { node });
      while (!emulator.workloads.some((w) => w.name === `${name}-1`)) await new Promise((r) => setTimeout(r, 20));
      emulator.configure({ omitWorkloadId: false });
      const run = await running;
      expect(JSON.parse(run.outputs['job-names']!)).toEqual([`${name}-1`, `${name}-2`]);
      expect(JSON.parse(run.outputs['workload-ids']!)).toEqual(['', workload(`${name}-2`).id]);
      expect(run.outputs['workload-id']).toBe('');
    });

    it('a 202 with a good name but no usable workload id takes the name, and the deletion finds the id by name', async () => {
      const { inputs, workload } = await scene({ plan: [{ phase: 'Running' }], omitWorkloadId: true });
      const name = unique('noid');
      const run = await runAction(inputs({ name, wait: 'finished', 'wait-timeout-minutes': '0.04' }), { node });
      expect(run.log).toContain(`the workload submission was answered with HTTP 202 and the name "${name}" but no usable id`);
      expect(run.outputs['job-name']).toBe(name);
      expect(run.error).toContain('It was deleted (cancel-on-stop).');
      expect(workload(name).deletedBy).toBe('action');
    });
  });
});
