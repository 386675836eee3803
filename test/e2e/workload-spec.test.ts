// The workload's spec as the workloads API has it, from inputs of its own: node pools, a priority
// class, a category, image pull secrets, tolerations, claims that exist, git sources, GPU memory
// and a whole `spec` object. The emulator checks every request against the rules of the version it
// plays, so a member a version lacks fails there as a real control plane would drop or refuse it.
import { afterAll, describe, expect, it } from 'vitest';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, unique } from '../helpers/waiting.js';

describe.concurrent.each(runtimes())('the workload spec inputs, on $name', ({ node }) => {
  const started: Awaited<ReturnType<typeof startWorkloadsEmulator>>[] = [];
  afterAll(() => Promise.all(started.map((e) => e.close())));
  const scene = async (version?: string, more: Parameters<typeof startWorkloadsEmulator>[0] = {}) => {
    const emulator = await startWorkloadsEmulator({ ...(version ? { version } : {}), ...more });
    started.push(emulator);
    const inputs = (more: Record<string, string>) => ({ ...emulator.settings(), project: 'team-a', image: 'python:3.12', annotate: 'false', ...more });
    const spec = (name: string) => emulator.workloads.find((w) => w.name === name)?.request.spec;
    const submissions = () => emulator.requests.filter((r) => r.target === 'submit').length;
    return { emulator, inputs, spec, submissions };
  };

  it('every input lands in the training it names, as the vendor spells it', async () => {
    const { inputs, spec } = await scene();
    const name = unique('spec');
    const run = await runAction(
      inputs({
        name,
        gpu: '1',
        pvc: ':10Gi:/scratch',
        'node-pools': 'a100, default',
        'priority-class': 'high',
        category: 'Train',
        'image-pull-secrets': 'ghcr-pull\nnvcr-pull',
        tolerations: 'nvidia.com/gpu=present:NoSchedule\ndedicated:NoExecute:600',
        'existing-pvc': 'datasets:/data:ro\ncheckpoints:/ckpt',
        git: '{repository: https://github.com/acme/vision, branch: main, path: /code, secret: git-creds}',
        'gpu-memory': '20Gi',
        spec: 'terminationGracePeriodSeconds: 60\nrestartPolicy: Never',
      }),
      { node },
    );
    expect(run.error).toBe('');
    expect(spec(name)).toMatchObject({
      nodePools: ['a100', 'default'],
      priorityClass: 'high',
      category: 'Train',
      imagePullSecrets: [{ name: 'ghcr-pull' }, { name: 'nvcr-pull' }],
      tolerations: [
        { name: 'toleration-1', key: 'nvidia.com/gpu', operator: 'Equal', value: 'present', effect: 'NoSchedule' },
        { name: 'toleration-2', key: 'dedicated', operator: 'Exists', effect: 'NoExecute', seconds: 600 },
      ],
      storage: {
        pvc: [
          { path: '/scratch', existingPvc: false, claimInfo: { size: '10Gi' } },
          { claimName: 'datasets', path: '/data', existingPvc: true, readOnly: true },
          { claimName: 'checkpoints', path: '/ckpt', existingPvc: true },
        ],
        // From 2.23 the secret is a secretRef, with the keys' names the deprecated members default to: passwordSecret is deprecated there.
        git: [
          {
            repository: 'https://github.com/acme/vision',
            branch: 'main',
            path: '/code',
            secretRef: { name: 'git-creds', authenticationMethod: 'password', secretKeyOfUser: 'User', secretKeyOfPassword: 'Password' },
          },
        ],
      },
      compute: { gpuDevicesRequest: 1, gpuRequestType: 'memory', gpuMemoryRequest: '20Gi' },
      terminationGracePeriodSeconds: 60,
      restartPolicy: 'Never',
    });
  });

  it('the summary shows what the request sends: the GPUs a spec asks for, and GPU memory', async () => {
    const { inputs } = await scene();
    const run = await runAction(inputs({ name: unique('sent'), spec: '{compute: {gpuDevicesRequest: 8, cpuCoreRequest: 16}}', 'dry-run': 'true' }), { node });
    expect(run.error).toBe('');
    expect(run.summary).toContain('| **Resources** | 8 GPU, 16 CPU |');
    const memory = await runAction(inputs({ name: unique('sent'), 'gpu-memory': '20Gi', 'dry-run': 'true' }), { node });
    // GPU memory is of one GPU, whatever the request's count says.
    expect(memory.summary).toContain("| **Resources** | 20Gi of one GPU's memory |");
  });

  it('a git source’s secret before 2.23 is the passwordSecret that version documents', async () => {
    const { inputs, spec } = await scene('2.22');
    const name = unique('git');
    const run = await runAction(inputs({ name, git: '{repository: https://github.com/acme/vision, path: /code, secret: git-creds}' }), { node });
    expect(run.error).toBe('');
    expect(spec(name)).toMatchObject({ storage: { git: [{ repository: 'https://github.com/acme/vision', path: '/code', passwordSecret: 'git-creds' }] } });
  });

  it('a git source’s secret on 2.23, which deprecates passwordSecret, is the secretRef it documents', async () => {
    const { inputs, spec } = await scene('2.23');
    const name = unique('git');
    const run = await runAction(inputs({ name, git: '{repository: https://github.com/acme/vision, path: /code, secret: git-creds}' }), { node });
    expect(run.error).toBe('');
    expect(run.stdout).not.toContain('::warning::');
    const [source] = spec(name).storage.git;
    expect(source).toEqual({
      repository: 'https://github.com/acme/vision',
      path: '/code',
      secretRef: { name: 'git-creds', authenticationMethod: 'password', secretKeyOfUser: 'User', secretKeyOfPassword: 'Password' },
    });
  });

  it('what YAML would read as a number or true/false reaches the workload as written where it is text', async () => {
    const { inputs, spec } = await scene();
    const name = unique('text');
    const run = await runAction(
      inputs({
        name,
        environment: 'PYTHON: 3.10\nDEBUG: True',
        labels: 'release: 1.10',
        annotations: '{"example.com/build": 12345678901234567890}',
        tolerations: '[{key: pool, value: 0x1F, effect: NoSchedule}]',
        git: '{repository: https://github.com/acme/vision, revision: 1.20, path: /code}',
      }),
      { node },
    );
    expect(run.error).toBe('');
    expect(spec(name)).toMatchObject({
      environmentVariables: [
        { name: 'PYTHON', value: '3.10' },
        { name: 'DEBUG', value: 'True' },
      ],
      labels: expect.arrayContaining([{ name: 'release', value: '1.10' }]),
      annotations: expect.arrayContaining([{ name: 'example.com/build', value: '12345678901234567890' }]),
      tolerations: [{ name: 'toleration-1', key: 'pool', operator: 'Equal', value: '0x1F', effect: 'NoSchedule' }],
      storage: { git: [{ repository: 'https://github.com/acme/vision', revision: '1.20', path: '/code' }] },
    });
  });

  runnersOnly(node, () => {
    it('the vendor’s own members, which no typed input sets, reach the request through spec', async () => {
      const { inputs, spec } = await scene('2.24');
      const name = unique('vendor');
      const members = {
        security: { runAsNonRoot: true, runAsUid: 1000, runAsGid: 1000, capabilities: ['SYS_PTRACE'] },
        storage: {
          nfs: [{ server: 'nfs.example', path: '/exports/data', mountPath: '/data', readOnly: true }],
          s3: [{ bucket: 'datasets', path: '/s3', url: 'https://s3.example', accessKeySecret: 's3-keys' }],
          configMapVolume: [{ configMap: 'settings', mountPath: '/etc/settings' }],
          secretVolume: [{ secret: 'certs', mountPath: '/etc/certs' }],
          emptyDirVolume: [{ path: '/scratch', sizeLimit: '10Gi' }],
          dataVolume: [{ id: '8b1f2c3d-0000-4000-8000-000000000001', mountPath: '/dv' }],
          git: [
            {
              repository: 'https://git.example/repo',
              path: '/src',
              secretRef: { name: 'git-creds', authenticationMethod: 'password', secretKeyOfUser: 'User', secretKeyOfPassword: 'Password' },
            },
          ],
        },
        probes: { readiness: { initialDelaySeconds: 5, handler: { httpGet: { path: '/health', port: 8080 } } } },
        podAffinity: { type: 'Preferred', key: 'topology.kubernetes.io/zone' },
        nodeAffinityRequired: { nodeSelectorTerms: [{ matchExpressions: [{ key: 'gpu', operator: 'In', values: ['a100'] }] }] },
        compute: { extendedResources: [{ resource: 'nvidia.com/mig-1g.5gb', quantity: '1' }] },
        environmentVariables: [
          { name: 'TOKEN', secret: { name: 'api', key: 'token' } },
          { name: 'MODE', configMap: { name: 'settings', key: 'mode' } },
        ],
      };
      const run = await runAction(inputs({ name, spec: JSON.stringify(members) }), { node });
      expect(run.error).toBe('');
      expect(spec(name)).toMatchObject(members);
    });

    it('a template given in spec goes to the request itself (templateId, 2.23), and is refused by an older cluster', async () => {
      const template = '0f3c6a52-1b2d-4e5f-8a9b-0c1d2e3f4a5b';
      const { inputs, emulator } = await scene('2.24');
      const name = unique('tmpl');
      const run = await runAction(inputs({ name, spec: `{templateId: ${template}}` }), { node });
      expect(run.error).toBe('');
      const request = emulator.workloads.find((w) => w.name === name)!.request;
      expect(request.templateId).toBe(template);
      expect(request.spec.templateId).toBeUndefined();
      const old = await scene('2.22');
      const refused = await runAction(old.inputs({ name: unique('tmpl'), spec: `{templateId: ${template}}` }), { node });
      expect(refused.error).toContain("Input 'spec' sends templateId, but it is in Run:ai 2.23 or later");
    });

    it('a member of a later version than the cluster’s, given through spec, is refused naming the version that has it', async () => {
      const { inputs, submissions } = await scene('2.21');
      const run = await runAction(inputs({ name: unique('later'), spec: '{storage: {emptyDirVolume: [{path: /scratch}]}, security: {runAsNonRoot: true}}' }), {
        node,
      });
      expect(run.error).toBe(
        `submit-runai-job failed: Input 'spec' sends spec.storage.emptyDirVolume, but it is in Run:ai 2.22 or later; cluster "cluster-a" reports Run:ai 2.21.0. Remove what it cannot take; nothing was sent.`,
      );
      expect(submissions()).toBe(0);
    });

    it('a typo in spec is named with the nearest member, and nothing is sent', async () => {
      const { emulator, inputs } = await scene();
      const before = emulator.requests.length;
      const run = await runAction(inputs({ spec: '{"terminationGracePeriodSecond": 60, "compute": {"gpuMemoryRequets": "1Gi"}}' }), { node });
      expect(run.error).toContain(
        `Input 'spec' at spec: "terminationGracePeriodSecond" is not a field of this object; did you mean "terminationGracePeriodSeconds"?`,
      );
      expect(run.error).toContain(`Input 'spec' at spec.compute: "gpuMemoryRequets" is not a field of this object; did you mean "gpuMemoryRequest"?`);
      expect(run.error).toContain('nothing was sent');
      expect(emulator.requests.length).toBe(before);
    });

    it('spec may not replace what another input sets: the workload would differ from the summary; it may add to it', async () => {
      const { emulator, inputs, spec } = await scene();
      const before = emulator.requests.length;
      const run = await runAction(
        inputs({
          gpu: '2',
          'node-pools': 'a100',
          spec: '{image: other, compute: {gpuDevicesRequest: 4, cpuCoreRequest: 2}, nodePools: [h100], labels: [{name: team, value: x}]}',
        }),
        { node },
      );
      expect(run.error).toContain(
        `Input 'spec' at spec.image: "other" — input 'image' sets it too, and 'spec' would replace that without a word. Set it in one place.`,
      );
      expect(run.error).toContain(`Input 'spec' at spec.compute.gpuDevicesRequest: 4 — input 'gpu' sets it too`);
      // A field from a job object or a sweep is named where it was given.
      const items = await runAction(
        inputs({
          image: '',
          job: '{image: other, environment: {A: "1"}}',
          environment: 'B=2',
          jobs: '[{gpu: 1}, {name: b}, {gpu: 2}]',
          spec: '{image: x, compute: {gpuDevicesRequest: 4}, environmentVariables: []}',
        }),
        { node },
      );
      expect(items.error).toContain(`Input 'spec' at spec.image: "x" — "image" in 'job' sets it too`);
      expect(items.error).toContain(`Input 'spec' at spec.compute.gpuDevicesRequest: 4 — "gpu" in 'jobs' items 1 and 3 sets it too`);
      expect(items.error.match(/gpuDevicesRequest/g)).toHaveLength(1);
      expect(items.error).toContain(`Input 'spec' at spec.environmentVariables: [] — "environment" in 'job' and input 'environment' set it too`);
      const swept = await runAction(inputs({ matrix: '{gpu: [2, 3]}', spec: '{compute: {gpuDevicesRequest: 4}}' }), { node });
      expect(swept.error).toContain(`Input 'spec' at spec.compute.gpuDevicesRequest: 4 — "gpu" in 'matrix' sets it too`);
      expect(swept.error.match(/gpuDevicesRequest/g)).toHaveLength(1);
      expect(run.error).toContain(`Input 'spec' at spec.nodePools: ["h100"] — input 'node-pools' sets it too`);
      expect(run.error).toContain(`Input 'spec' at spec.labels: [{"name":"team","value":"x"}] — labels belong in the 'labels' input`);
      expect(run.error).not.toContain('cpuCoreRequest');
      expect(emulator.requests.length).toBe(before);

      // What no input sets is the spec's to give, the GPU count beside GPU memory included (as the document's rules take it: one);
      // the same value as an input's replaces nothing.
      const name = unique('add');
      const added = await runAction(inputs({ name, 'gpu-memory': '20Gi', spec: '{image: python:3.12, compute: {gpuDevicesRequest: 1, cpuCoreRequest: 2}}' }), {
        node,
      });
      expect(added.error).toBe('');
      expect(spec(name)).toMatchObject({ image: 'python:3.12', compute: { gpuDevicesRequest: 1, cpuCoreRequest: 2, gpuMemoryRequest: '20Gi' } });
    });

    it('more than one GPU with GPU memory through spec is refused by the document’s rule, naming spec; nothing is sent', async () => {
      const { inputs, submissions } = await scene();
      const run = await runAction(inputs({ name: unique('gmem'), 'gpu-memory': '20Gi', spec: '{compute: {gpuDevicesRequest: 2}}' }), { node });
      expect(run.error).toContain(
        `Input 'spec' at spec.compute.gpuDevicesRequest: 2 is not valid: expected a whole number of GPUs, at most 2147483647, and at most 1 with GPU memory (gpuRequestType memory, gpuMemoryRequest): Run:ai takes GPU memory for one GPU only.`,
      );
      expect(run.error).toContain('othing was sent');
      const own = await runAction(inputs({ name: unique('gmem'), spec: '{compute: {gpuDevicesRequest: 4, gpuRequestType: memory, gpuMemoryRequest: 8Gi}}' }), {
        node,
      });
      expect(own.error).toContain(
        `Input 'spec' at spec.compute.gpuDevicesRequest: 4 is not valid: expected a whole number of GPUs, at most 2147483647, and at most 1 with GPU memory`,
      );
      expect(submissions()).toBe(0);
    });

    it('a new claim’s size that is no quantity, and an empty working directory, given through spec are refused, naming spec; nothing is sent', async () => {
      const { inputs, submissions } = await scene();
      const run = await runAction(
        inputs({ name: unique('claim'), spec: '{workingDir: "", storage: {pvc: [{path: /scratch, existingPvc: false, claimInfo: {size: lots}}]}}' }),
        { node },
      );
      expect(run.error).toContain(`Input 'spec' at spec.workingDir: "" is not valid: expected text that is not empty.`);
      expect(run.error).toContain(
        `Input 'spec' at spec.storage.pvc[0].claimInfo.size: "lots" is not valid: expected a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M.`,
      );
      expect(submissions()).toBe(0);
    });

    it('a member the cluster’s version lacks is refused before anything is sent, naming the input, the version and the oldest that has it', async () => {
      const { inputs, submissions } = await scene('2.19');
      const run = await runAction(inputs({ name: unique('old'), category: 'Train', 'image-pull-secrets': 'ghcr-pull' }), { node });
      expect(run.error).toBe(
        `submit-runai-job failed: Input 'category' sends spec.category, but it is in Run:ai 2.22 or later; Input 'image-pull-secrets' sends spec.imagePullSecrets, but it is in Run:ai 2.22 or later; cluster "cluster-a" reports Run:ai 2.19.0. Remove what it cannot take; nothing was sent.`,
      );
      expect(submissions()).toBe(0);
    });

    it('a hosted control plane newer than its cluster: a member is to be in both, a value one the control plane takes', async () => {
      const { inputs, submissions } = await scene('2.24', { clusterVersion: '2.21.7' });
      const run = await runAction(inputs({ name: unique('hosted'), category: 'Train', spec: '{restartPolicy: Never}' }), { node });
      expect(run.error).toBe(
        `submit-runai-job failed: Input 'category' sends spec.category, but it is in Run:ai 2.22 or later; cluster "cluster-a" reports Run:ai 2.21.7. Remove what it cannot take; nothing was sent.`,
      );
      // A member the control plane no longer has, though its cluster does, and a value it no longer takes.
      const gone = await runAction(inputs({ name: unique('hosted'), spec: '{compute: {gpuRequestType: migProfile, migProfile: 1g.5gb}}' }), { node });
      expect(gone.error).toBe(
        `submit-runai-job failed: Input 'spec' sends spec.compute.gpuRequestType, but Run:ai 2.24 or later takes only one of portion, memory; Input 'spec' sends spec.compute.migProfile, but it is in Run:ai 2.23 or earlier; this control plane is Run:ai 2.24 or later, as its token answer says. Remove what it cannot take; nothing was sent.`,
      );
      // A priority of before 2.22, which names the seven it takes since.
      const train = await runAction(inputs({ name: unique('hosted'), 'priority-class': 'train' }), { node });
      expect(train.error).toContain(
        "Input 'priority-class' sends spec.priorityClass, but Run:ai 2.22 or later takes only one of very-low, low, medium-low, medium, medium-high, high, very-high",
      );
      expect(submissions()).toBe(0);
    });

    it('a hosted 2.24 control plane over a 2.20 cluster: a preemptible workspace in 2.24’s form, a member of 2.22 refused by the cluster’s version', async () => {
      const { inputs, spec, submissions } = await scene('2.24', { clusterVersion: '2.20.4' });
      const name = unique('hosted');
      const run = await runAction(
        inputs({ name, interactive: 'true', preemptible: 'true', git: '{repository: https://github.com/acme/vision, path: /code, secret: git-creds}' }),
        { node },
      );
      expect(run.error).toBe('');
      expect(run.log).toContain(
        `'preemptible: true' is sent as preemptibility: preemptible, as Run:ai 2.24 documents it: cluster "cluster-a" reports Run:ai 2.20.4, and this control plane is Run:ai 2.24 or later, as its token answer says.`,
      );
      expect(spec(name)).toMatchObject({
        preemptibility: 'preemptible',
        storage: { git: [{ secretRef: { name: 'git-creds', authenticationMethod: 'password', secretKeyOfUser: 'User', secretKeyOfPassword: 'Password' } }] },
      });
      expect(spec(name).priorityClass).toBeUndefined();
      const refused = await runAction(inputs({ name: unique('hosted'), 'image-pull-secrets': 'ghcr-pull' }), { node });
      expect(refused.error).toBe(
        `submit-runai-job failed: Input 'image-pull-secrets' sends spec.imagePullSecrets, but it is in Run:ai 2.22 or later; cluster "cluster-a" reports Run:ai 2.20.4. Remove what it cannot take; nothing was sent.`,
      );
      expect(submissions()).toBe(1);
    });

    it('where the cluster reports no version, a member some of the versions the token answer allows lack is warned of, and the service has the last word', async () => {
      const { inputs } = await scene('2.19', { clusterVersion: null });
      const run = await runAction(inputs({ name: unique('maybe'), category: 'Train', 'image-pull-secrets': 'ghcr-pull' }), { node });
      expect(run.stdout).toContain(
        "::warning::Input 'category' sends spec.category: it is in Run:ai 2.22 or later, and this control plane is Run:ai 2.18 to 2.23, as its token answer says, so it may refuse or drop it.",
      );
      expect(run.stdout).toContain("::warning::Input 'image-pull-secrets' sends spec.imagePullSecrets: it is in Run:ai 2.22 or later");
      // The emulator plays a 2.19 that refuses what it does not have.
      expect(run.error).toContain('HTTP 400');
    });

    it('a dry run refuses and warns of the same as a submission would', async () => {
      const unknown = await scene('2.19', { clusterVersion: null });
      const run = await runAction(unknown.inputs({ category: 'Train', 'dry-run': 'true' }), { node });
      expect(run.error).toBe('');
      expect(run.stdout).toContain("::warning::Input 'category' sends spec.category: it is in Run:ai 2.22 or later");
      expect(unknown.submissions()).toBe(0);
      const known = await scene('2.19');
      const refused = await runAction(known.inputs({ category: 'Train', 'dry-run': 'true' }), { node });
      expect(refused.error).toContain(`Input 'category' sends spec.category, but it is in Run:ai 2.22 or later; cluster "cluster-a" reports Run:ai 2.19.0.`);
    });

    it('with the token input and no version known, a member not every version has is sent only because it was asked for by name, with a warning', async () => {
      const { emulator, inputs, spec } = await scene('2.24', { clusterVersion: null });
      const name = unique('tok');
      const { 'client-id': _id, 'client-secret': _secret, ...rest } = inputs({ name, spec: '{restartPolicy: Never}' });
      const run = await runAction({ ...rest, token: await emulator.issueToken() }, { node });
      expect(run.error).toBe('');
      expect(run.stdout).toContain(
        "::warning::Input 'spec' sends spec.restartPolicy: it is in Run:ai 2.21 or later, and the control plane's version is not known: the 'token' input skips the token exchange that tells it, and the cluster list gave none, so it may refuse or drop it.",
      );
      expect(spec(name)).toMatchObject({ restartPolicy: 'Never' });
    });

    it('on a control plane the token answer dates (2.24), the same inputs go without a warning', async () => {
      const { inputs, spec } = await scene('2.24');
      const name = unique('new');
      const run = await runAction(inputs({ name, category: 'Train', 'image-pull-secrets': 'ghcr-pull' }), { node });
      expect(run.error).toBe('');
      expect(run.stdout).not.toContain('::warning::');
      expect(spec(name)).toMatchObject({ category: 'Train', imagePullSecrets: [{ name: 'ghcr-pull' }] });
    });

    it('a toleration effect 2.18 does not have is warned of where the control plane may be 2.18, refused by it, and taken from 2.19', async () => {
      // A value is the control plane's to take, and one whose token answer says 2.18 to 2.23 may take it, whatever its cluster's version.
      const old = await scene('2.18');
      const refused = await runAction(old.inputs({ name: unique('tol'), tolerations: 'gpu:Any' }), { node });
      expect(refused.stdout).toContain(
        "::warning::Input 'tolerations' sends spec.tolerations[0].effect: Run:ai 2.18 or earlier takes only one of NoSchedule, NoExecute, PreferNoSchedule, and this control plane is Run:ai 2.18 to 2.23, as its token answer says, so it may refuse or drop it.",
      );
      expect(refused.error).toContain('HTTP 400');
      const newer = await scene('2.19');
      const name = unique('tol');
      const taken = await runAction(newer.inputs({ name, tolerations: 'gpu:Any' }), { node });
      expect(taken.error).toBe('');
      expect(newer.spec(name)).toMatchObject({ tolerations: [{ key: 'gpu', operator: 'Exists', effect: 'Any' }] });
    });

    it('bad values are named by their input, with what is expected', async () => {
      const { emulator, inputs } = await scene();
      const before = emulator.requests.length;
      const run = await runAction(
        inputs({
          gpu: '0.5',
          // The vendor's pattern for it takes this; a Kubernetes quantity does not.
          'gpu-memory': '1.2.3GiGi',
          tolerations: 'nvidia.com/gpu=present:NoSchedule\n\ngpu=present',
          'existing-pvc': 'datasets',
          'image-pull-secrets': 'Ghcr_Pull',
          git: '{repository: https://github.com/acme/vision}',
        }),
        { node },
      );
      expect(run.error).toContain(
        `Input 'gpu-memory': "1.2.3GiGi" is not valid: expected an amount of one GPU's memory, as a Kubernetes quantity such as 20Gi or 40G.`,
      );
      expect(run.error).toContain(`Input 'tolerations' line 3: "gpu=present" is not valid: expected KEY[=VALUE]:EFFECT[:SECONDS] per line`);
      expect(run.error).toContain(`Input 'existing-pvc' line 1: "datasets" is not valid: expected CLAIM_NAME:CONTAINER_PATH[:ro] per line`);
      expect(run.error).toContain(`Input 'image-pull-secrets': "Ghcr_Pull" is not valid`);
      expect(emulator.requests.length).toBe(before);
    });

    it('GPU memory with a fraction of a GPU, or with more than one, is refused naming both inputs: it is of one GPU', async () => {
      const { inputs, submissions } = await scene();
      const run = await runAction(inputs({ gpu: '0.5', 'gpu-memory': '20Gi' }), { node });
      expect(run.error).toContain("Input 'gpu': 0.5 — 'gpu-memory' asks for an amount of one GPU's memory");
      const many = await runAction(inputs({ gpu: '2', 'gpu-memory': '20Gi' }), { node });
      expect(many.error).toBe(
        "submit-runai-job failed: Input 'gpu': 2 — 'gpu-memory' asks for an amount of one GPU's memory, and Run:ai takes GPU memory for a single GPU only. Set 'gpu' to 1 or leave it out, or remove 'gpu-memory' to ask for whole GPUs or a fraction of one. Nothing was sent.",
      );
      expect(submissions()).toBe(0);
    });

    it('a git source without a path is named', async () => {
      const { inputs } = await scene();
      const run = await runAction(inputs({ git: '{"repository": "https://github.com/acme/vision"}' }), { node });
      expect(run.error).toContain(`Input 'git': expected a "repository" and a "path" (where it appears in the container) in each git source.`);
    });

    it('api: researcher refuses them by name', async () => {
      const researcher = emulatorPerTest({});
      void researcher;
      const run = await runAction(
        { api: 'researcher', 'base-url': 'https://cluster.example.com', token: 't', project: 'p', image: 'i', 'node-pools': 'a100', spec: '{}' },
        { node },
      );
      expect(run.error).toContain(
        "Input 'node-pools': it sets a member of the control plane's workload spec, which the Researcher API does not have. Remove it, or set 'api: workloads' (Run:ai 2.18 and later).",
      );
      expect(run.error).toContain("Input 'spec': it sets a member");
    });
  });
});
