// The bundled action against the control plane as each vendor version documents it (2.18 to
// 2.24): the token grant it takes, the form each job field takes in that version, what it answers
// when a name is taken, and a busy project's list. The emulator plays the version (its token
// grants, its success codes) and refuses any request that version's document would not take.
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { runAction } from '../helpers/run-action.js';
import { casesOn, runtimes } from '../helpers/runtimes.js';
import { unique, waitInputs } from '../helpers/waiting.js';

type Emulator = Awaited<ReturnType<typeof startWorkloadsEmulator>>;
type Options = NonNullable<Parameters<typeof startWorkloadsEmulator>[0]>;
const VERSIONS = ['2.18', '2.19', '2.20', '2.21', '2.22', '2.23', '2.24'] as const;

describe.concurrent.each(runtimes())('the control plane, version by version, on $name', ({ node }) => {
  const started: Emulator[] = [];
  afterAll(() => Promise.all(started.map((e) => e.close())));
  const scene = async (options: Options = {}) => {
    const emulator = await startWorkloadsEmulator({ plan: [{ phase: 'Running', ms: 300 }, { phase: 'Completed' }], ...options });
    started.push(emulator);
    const inputs = (more: Record<string, string>) => waitInputs(emulator.settings(), more);
    const of = (target: string) => emulator.requests.filter((r) => r.target === target);
    const workload = (name: string) => emulator.workloads.find((w) => w.name === name)!;
    return { emulator, inputs, of, workload };
  };

  it.each(casesOn(node, VERSIONS))('Run:ai %s: the token by the grant every version takes, and each field in that version’s form', async (version) => {
    const { inputs, of, workload } = await scene({ version });
    const [workspace, training] = [unique('ws'), unique('tr')];
    const jobs = [
      { name: workspace, interactive: true, preemptible: true, backoffLimit: 2 },
      { name: training, preemptible: false, volume: { '/data': '/mnt/data' }, pvc: [{ storageClass: 'fast-ssd', size: '1Gi', path: '/ckpt' }] },
    ];
    const run = await runAction(inputs({ jobs: JSON.stringify(jobs) }), { node });
    // Each version's own way to ask: the class made for it, a preemptible priority, the member of 2.24.
    const preemptible =
      version === '2.24'
        ? { preemptibility: 'preemptible' }
        : version >= '2.22'
          ? { priorityClass: 'medium-low' }
          : { priorityClass: 'interactive-preemptible' };
    expect(run.error).toBe('');
    // The grant the newest versions document first; 2.18 and 2.19, which lack it, then get the
    // one they take. The secret goes in no other member.
    const clientCredentials = ['v1', ['grantType', 'clientID', 'clientSecret']];
    const appToken = ['v1-app-token', ['grantType', 'appID', 'appSecret']];
    expect(of('token').map((r) => [r.form, r.members])).toEqual(version < '2.20' ? [clientCredentials, appToken] : [clientCredentials]);
    expect(run.log).toContain(
      version < '2.20' ? '(v1, app_token: Run:ai 2.18 to 2.23)' : `(v1, client_credentials: Run:ai ${version === '2.24' ? '2.24 or later' : '2.20 to 2.23'})`,
    );
    expect(workload(workspace).request.spec).toEqual({
      image: 'python:3.12',
      backoffLimit: 2,
      ...preemptible,
    });
    expect(run.log).toContain(`'preemptible: true' is sent as ${Object.entries(preemptible)[0]!.join(': ')}, as Run:ai ${version} documents it`);
    // A host path mounted read-write, as the Researcher API mounts it; nothing asked of the training's preemption.
    expect(workload(training).request.spec).toEqual({
      image: 'python:3.12',
      storage: {
        hostPath: [{ path: '/data', mountPath: '/mnt/data', readOnly: false }],
        pvc: [{ path: '/ckpt', existingPvc: false, claimInfo: { size: '1Gi', storageClass: 'fast-ssd' } }],
      },
    });
    expect(run.log).toContain("::warning::'preemptible: false' is not sent for a training");
    expect(of('submit').map((r) => r.status)).toEqual(version < '2.21' ? [200, 200] : [202, 202]);
  });

  it('a service account’s credentials on 2.24 with max-attempts 1: client_credentials first, one request, kept for the renewals', async () => {
    const { inputs, of } = await scene({ serviceAccount: true, tokenTtl: 2, plan: [{ phase: 'Running', ms: 2500 }, { phase: 'Completed' }] });
    const run = await runAction({ ...inputs({ name: unique('sa'), wait: 'finished' }), 'max-attempts': '1' }, { node });
    expect(run.error).toBe('');
    expect(run.log).toContain('(v1, client_credentials: Run:ai 2.24 or later)');
    const forms = of('token').map((r) => r.form);
    expect(forms.length).toBeGreaterThan(1);
    expect(forms.every((form) => form === 'v1')).toBe(true);
  });

  it('Run:ai 2.18 with max-attempts 1: the grant it lacks, then app_token; trying another form is no retry', async () => {
    const { inputs, of } = await scene({ version: '2.18' });
    const run = await runAction({ ...inputs({ name: unique('old') }), 'max-attempts': '1' }, { node });
    expect(run.error).toBe('');
    expect(run.log).toContain('The control plane refused the client_credentials grant (HTTP 400');
    expect(of('token').map((r) => r.form)).toEqual(['v1', 'v1-app-token']);
    expect(of('submit').length).toBe(1);
  });

  it('external-token: a token of the tenant’s identity provider (a real OpenID provider) is exchanged; no client secret is sent', async () => {
    const provider = await startEmulator();
    try {
      const { inputs, of, emulator } = await scene({ identityProvider: provider.issuer, plan: [{ phase: 'Completed' }] });
      const { 'client-id': _id, 'client-secret': _secret, ...rest } = inputs({ name: unique('sso'), wait: 'finished' });
      const external = await provider.issueToken();
      const run = await runAction({ ...rest, 'external-token': external }, { node });
      expect(run.error).toBe('');
      expect(run.log).toContain("Got a token for the identity provider's token from the control plane (v1, external_token_exchange: Run:ai 2.24 or later)");
      expect(of('token').map((r) => [r.form, r.members])).toEqual([['v1-external', ['grantType', 'externalToken']]]);
      expect(run.stdout).toContain(`::add-mask::${external}`);
      expect(run.log).not.toContain(emulator.clientSecret);
      // A token the provider did not issue is refused, and the message says what the grant takes.
      const forged = await runAction({ ...rest, name: unique('sso'), 'external-token': 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln' }, { node });
      expect(forged.error).toContain(
        "The control plane refused 'external-token': it takes a token of the identity provider the tenant has configured for single sign-on",
      );
      expect(of('submit')).toHaveLength(1);
    } finally {
      await provider.close();
    }
  });

  it('external-token on 2.21, which lacks the grant: refused by name, naming the version that has it; nothing is submitted', async () => {
    const { inputs, of } = await scene({ version: '2.21' });
    const { 'client-id': _id, 'client-secret': _secret, ...rest } = inputs({ name: unique('sso') });
    const run = await runAction({ ...rest, 'external-token': 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln' }, { node });
    expect(run.error).toContain('HTTP 400');
    expect(run.error).toContain('exchanged with the external_token_exchange grant of Run:ai 2.22 and later');
    expect(of('submit')).toHaveLength(0);
  });

  it('external-token beside client credentials, or with api: researcher, is refused before anything is sent', async () => {
    const { inputs, emulator } = await scene();
    const both = await runAction({ ...inputs({}), 'external-token': 'abc.def.ghi' }, { node });
    expect(both.error).toBe(
      "submit-runai-job failed: Input 'external-token': 'client-id' and 'client-secret' are given too: the step authenticates one way. Give 'external-token' alone, or remove it. Nothing was sent.",
    );
    const researcher = await runAction(
      {
        api: 'researcher',
        'base-url': emulator.baseUrl,
        realm: 'r',
        'client-id': 'c',
        'client-secret': 's',
        'external-token': 'abc',
        project: 'p',
        image: 'i',
      },
      { node },
    );
    expect(researcher.error).toContain("Input 'external-token': the Researcher API takes no identity provider's token");
    expect(emulator.requests).toEqual([]);
  });

  it('wrong credentials on 2.18: the failure is the credentials’, not the grant the version lacks', async () => {
    const { emulator, inputs, of } = await scene({ version: '2.18' });
    const run = await runAction({ ...inputs({}), 'client-secret': 'wrong-secret' }, { node });
    expect(run.error).toMatch(
      /^submit-runai-job failed: The control plane refused the credentials: check 'client-id' and 'client-secret' .*\. The token request to .*\/api\/v1\/token was answered with HTTP 401\./,
    );
    expect(of('token').map((r) => r.form)).toEqual(['v1', 'v1-app-token']);
    expect(of('submit')).toEqual([]);
    expect(emulator.workloads).toEqual([]);
  });

  it('a storage class no Kubernetes takes is refused before anything is sent, naming the input', async () => {
    const { emulator, inputs } = await scene();
    const run = await runAction(inputs({ pvc: 'Fast_SSD:1Gi:/data' }), { node });
    expect(run.error).toBe(
      `submit-runai-job failed: Input 'pvc' item 1 (storageClass): "Fast_SSD" is not valid: expected a Kubernetes name of at most 253 characters: lowercase letters, digits, "-" and ".", starting and ending with a letter or digit, such as "gp2-encrypted" or "fast.ssd". Nothing was sent.`,
    );
    expect(emulator.requests).toEqual([]);
  });

  it('a dotted storage class and pull secret, and a toleration without a name, are sent to 2.22; the dotted names refused by 2.23 before submitting', async () => {
    const asked = {
      pvc: 'gp2.encrypted:1Gi:/ckpt',
      'image-pull-secrets': 'ghcr.pull',
      spec: '{tolerations: [{key: gpu, operator: Exists, effect: NoSchedule}]}',
    };
    const older = await scene({ version: '2.22' });
    const name = unique('dot');
    const run = await runAction(older.inputs({ ...asked, name }), { node });
    expect(run.error).toBe('');
    expect(older.workload(name).request.spec).toMatchObject({
      storage: { pvc: [{ claimInfo: { storageClass: 'gp2.encrypted' } }] },
      imagePullSecrets: [{ name: 'ghcr.pull' }],
      tolerations: [{ key: 'gpu', operator: 'Exists', effect: 'NoSchedule' }],
    });
    // The claim's class named as the job's, though 'spec' is given too.
    const newer = await scene({ version: '2.23' });
    const other = unique('dot');
    const refused = await runAction(newer.inputs({ ...asked, name: other }), { node });
    const label = 'Run:ai 2.23 or later takes only a value matching ^[a-z0-9]([a-z0-9-]*[a-z0-9])?$';
    expect(refused.error).toBe(
      `submit-runai-job failed: The job "${other}" sends spec.storage.pvc[0].claimInfo.storageClass, but ${label}; Input 'image-pull-secrets' sends spec.imagePullSecrets[0].name, but ${label}; this control plane is Run:ai 2.23 (its token answer says 2.20 to 2.23, and it is no older than its cluster). Remove what it cannot take; nothing was sent.`,
    );
    expect(newer.of('submit')).toEqual([]);
  });

  it('a preemptible workspace with a priority class of its own: both sent on 2.24; refused on 2.23, where the class is how it asks, before anything is submitted', async () => {
    const asked = { interactive: 'true', preemptible: 'true', 'priority-class': 'high' };
    const hosted = await scene();
    const name = unique('pre');
    expect((await runAction(hosted.inputs({ ...asked, name }), { node })).error).toBe('');
    expect(hosted.workload(name).request.spec).toMatchObject({ preemptibility: 'preemptible', priorityClass: 'high' });

    const older = await scene({ version: '2.23' });
    const run = await runAction(older.inputs({ ...asked, name: unique('pre') }), { node });
    expect(run.error).toBe(
      `submit-runai-job failed: Input 'priority-class' sends spec.priorityClass, but 'preemptible: true' is priorityClass: medium-low in Run:ai 2.23; cluster "cluster-a" reports Run:ai 2.23.0. Remove what it cannot take; nothing was sent.`,
    );
    expect(older.of('submit')).toEqual([]);
  });

  it('a name taken, answered 400 as the documents allow: after a lost answer the workload is this step’s; otherwise the 409 hint', async () => {
    const { emulator, inputs, workload } = await scene();
    const ours = unique('lost');
    emulator.inject({ kind: 'status', status: 502 });
    const retried = await runAction(inputs({ name: ours }), { node });
    expect(retried.error).toBe('');
    expect(retried.log).toContain(`job "${ours}" already exists (400) after an attempt whose answer was lost: it was created after this step sent its own`);
    expect(retried.outputs['workload-id']).toBe(workload(ours).id);
    const again = await runAction(inputs({ name: ours }), { node });
    expect(again.error).toMatch(
      new RegExp(
        `HTTP 400: workload ${ours} already exists in project team-a\\. A workload with that name exists in the project already: choose another 'name'`,
      ),
    );
  });

  it('a busy project: the wait asks for the step’s own workloads by name, a page each poll, and the finished ones vanishing by ttl-after-finish read as ended', async () => {
    const { emulator, inputs, of } = await scene({ plan: [{ phase: 'Running', ms: 1500 }, { phase: 'Completed' }] });
    for (let i = 0; i < 1200; i++) emulator.seed({ name: `old-${i}`, plan: [{ phase: 'Completed' }] });
    const name = unique('busy');
    const run = await runAction(inputs({ name, wait: 'finished', 'ttl-after-finish': '0s' }), { node });
    expect(run.error).toBe('');
    expect(run.log).toMatch(new RegExp(`${name}: Running → Completed after [\\d.]+ s, and deleted since\\.`));
    expect(run.outputs.status).toBe('Completed');
    const lists = of('list').map((r) => new URL(r.path, 'http://x').searchParams);
    expect(lists.every((q) => q.get('filterBy') === `projectId==${emulator.projects[0]!.id},name==${name}`)).toBe(true);
    expect(lists.map((q) => q.get('deleted'))).toEqual([...lists.slice(0, -1).map(() => null), 'true']);
  });

  it('a control plane whose pages hold fewer workloads than asked, saying there is a next: a job past the first page is found, not taken for absent', async () => {
    const { emulator, inputs } = await scene({ pageSize: 20 });
    for (let i = 0; i < 25; i++) emulator.seed({ name: `other-${i}`, plan: [{ phase: 'Running' }] });
    // Names without a common prefix: the list is of the whole project, and theirs come after the others'.
    const [alpha, beta] = [unique('alpha'), unique('beta')];
    for (const name of [alpha, beta]) emulator.seed({ name, plan: [{ phase: 'Completed' }] });
    const run = await runAction({ ...inputs({ attach: `${alpha}, ${beta}`, wait: 'finished' }), image: undefined }, { node });
    expect(run.error).toBe('');
    expect(JSON.parse(run.outputs.statuses!)).toEqual({ [alpha]: 'Completed', [beta]: 'Completed' });
  });

  it('a name used again, the answer without the id and the list late: the deleted workload of an earlier run, created before the step sent its own, is not it', async () => {
    const { emulator, inputs } = await scene({
      omitWorkloadId: true,
      listLagMs: 4_000,
      plan: [{ phase: 'Running', ms: 2_000 }, { phase: 'Completed' }],
    });
    const name = unique('nightly');
    emulator.seed({ name, createdAt: Date.now() - 86_400_000, plan: [{ phase: 'Completed' }] });
    emulator.deleteWorkload(name);
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.error).toBe('');
    expect(run.log).not.toContain('and deleted since');
    expect(run.log).toMatch(new RegExp(`${name}: (Running → )?Completed after`));
    expect(emulator.workloads.filter((w) => w.name === name).map((w) => w.deletedBy)).toEqual(['someone else', undefined]);
  });

  it('a workload the list still does not show 30 s after its creation is not said deleted by someone else: it is deleted by its id, lest it run unfollowed', async () => {
    const { inputs, workload } = await scene({ listLagMs: 40_000, plan: [{ phase: 'Running' }] });
    const name = unique('late');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.code).toBe(1);
    expect(run.log).toContain(`${name}: not listed after`);
    expect(run.error).toMatch(new RegExp(`"${name}" was never listed in the [\\d.]+ s after it was created\\. It was deleted \\(cancel-on-stop\\)\\.`));
    expect(run.error).not.toContain('by someone else');
    expect(workload(name).deletedBy).toBe('action');
  }, 90_000);

  it('a name used again (a nightly’s): the deleted workload of an earlier run is not this run’s job, whose end the wait still waits for', async () => {
    // A service whose list lags its writes: the new workload is not listed at first, so the wait looks among the deleted.
    const { emulator, inputs } = await scene({ listLagMs: 2500, plan: [{ phase: 'Running', ms: 1500 }, { phase: 'Failed' }] });
    const name = unique('nightly');
    emulator.seed({ name, plan: [{ phase: 'Completed' }], createdAt: Date.now() - 86_400_000 });
    emulator.deleteWorkload(name);
    const run = await runAction(inputs({ name, wait: 'finished', 'poll-interval-seconds': '1' }), { node });
    expect(run.log).not.toContain('deleted since');
    expect(run.outputs.result).toBe('failed');
    expect(run.error).toContain(`"${name}" ended Failed`);
  });

  it('a name the service makes longer than 63 characters from a prefix is a created workload, not a failed submission', async () => {
    // The vendor's WorkloadName is any text that is not empty, and the service appends to a name given as a prefix.
    const { inputs, of, workload } = await scene({ suffixChars: 6, plan: [{ phase: 'Completed' }] });
    const prefix = `p${'x'.repeat(62)}`;
    const run = await runAction(inputs({ 'job-name-prefix': prefix, wait: 'finished' }), { node });
    expect(run.error).toBe('');
    const name = run.outputs['job-name']!;
    expect(name).toMatch(new RegExp(`^${prefix}-[0-9a-f]{6}$`));
    expect(name).toHaveLength(70);
    expect(run.outputs['workload-id']).toBe(workload(name).id);
    expect(run.outputs.status).toBe('Completed');
    expect(of('submit')).toHaveLength(1);
  });

  it('a workload someone deleted while it ran is read so from the deleted ones, at once', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Running' }] });
    const name = unique('taken');
    const waiting = runAction(inputs({ name, wait: 'finished' }), { node });
    // Seen running by a poll first, then deleted by someone else.
    while (!emulator.requests.some((r) => r.target === 'list' && r.status === 200)) await new Promise((r) => setTimeout(r, 50));
    emulator.deleteWorkload(name);
    const run = await waiting;
    expect(run.error).toBe(`submit-runai-job failed: the job did not succeed: "${name}" was deleted by someone else while the step waited.`);
    expect(run.outputs.status).toBe('Deleted');
  });
});
