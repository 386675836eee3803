// The mapping from a job of the Researcher API's shape to a training or workspace of the
// workloads API, field by field (openapi/workloads.yaml), with every request it makes checked
// by the validators generated from openapi/workloads.yaml, and arguments split back by a real
// POSIX shell.
import { requestProblems } from '../../src/contract/workloads-request-check.js';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/index.js';
import { validateTrainingRequest, validateWorkspaceRequest } from '../../src/contract/generated/workloads-validators.js';
import { shellQuote, toWorkload, workloadProblems, workloadWarnings } from '../../src/contract/workloads-mapping.js';
import { durationSeconds } from '../../src/contract/durations.js';
import { ANY_VERSION, CONTROL_PLANE_VERSIONS } from '../../src/contract/versions.js';
import { masterSpec } from '../../src/contract/workloads-spec.js';
import { versionCheck } from '../../src/backends/workloads/spec-inputs.js';
import {
  byMemberPath,
  CONTROL_PLANE_VERSIONS as DOCUMENTED,
  createAjv,
  forVersion,
  inlineReferences,
  readSchemas,
  workloadsDocumentPath,
} from '../../scripts/schemas.mjs';

const placement = { projectId: '42', clusterId: 'c0ffee00-0000-4000-8000-000000000001' };
const base: Job = { project: 'team-a', image: 'python:3.12' };

const CASES: [string, Partial<Job>, Record<string, unknown>][] = [
  ['a minimal job: named by the service from the default prefix', {}, { name: 'job', useGivenNameAsPrefix: true, spec: { image: 'python:3.12' } }],
  ['name', { name: 'train-1' }, { name: 'train-1', useGivenNameAsPrefix: false }],
  ['jobNamePrefix', { jobNamePrefix: 'nightly' }, { name: 'nightly', useGivenNameAsPrefix: true }],
  [
    'image fields copied as they are',
    { imagePullPolicy: 'Always', workingDir: '/w', createHomeDir: true, stdin: true, tty: false, nodeType: 'a100', command: 'python' },
    {
      spec: {
        image: 'python:3.12',
        imagePullPolicy: 'Always',
        workingDir: '/w',
        createHomeDir: true,
        stdin: true,
        tty: false,
        nodeType: 'a100',
        command: 'python',
      },
    },
  ],
  [
    'training-only fields',
    { backoffLimit: 2, completions: 3, parallelism: 3 },
    { spec: { image: 'python:3.12', backoffLimit: 2, completions: 3, parallelism: 3 } },
  ],
  ['whole GPUs', { gpu: 2 }, { spec: { image: 'python:3.12', compute: { gpuDevicesRequest: 2 } } }],
  [
    'a fraction of a GPU',
    { gpu: 0.5 },
    { spec: { image: 'python:3.12', compute: { gpuDevicesRequest: 1, gpuRequestType: 'portion', gpuPortionRequest: 0.5 } } },
  ],
  ['no GPU', { gpu: 0 }, { spec: { image: 'python:3.12', compute: { gpuDevicesRequest: 0 } } }],
  [
    'CPU and memory',
    { cpu: 0.5, cpuLimit: 2, memory: '8Gi', memoryLimit: '16Gi', largeShm: true },
    {
      spec: { image: 'python:3.12', compute: { cpuCoreRequest: 0.5, cpuCoreLimit: 2, cpuMemoryRequest: '8Gi', cpuMemoryLimit: '16Gi', largeShmRequest: true } },
    },
  ],
  [
    'environment values as strings',
    { environment: { SEED: 3, LR: '0.1' } },
    {
      spec: {
        image: 'python:3.12',
        environmentVariables: [
          { name: 'SEED', value: '3' },
          { name: 'LR', value: '0.1' },
        ],
      },
    },
  ],
  [
    'a new claim per PVC, the default class left out',
    {
      pvc: [
        { size: '3Gi', path: '/data' },
        { storageClass: 'fast', size: '1Ti', path: '/ckpt', readOnly: true },
      ],
    },
    {
      spec: {
        image: 'python:3.12',
        storage: {
          pvc: [
            { path: '/data', existingPvc: false, claimInfo: { size: '3Gi' } },
            { path: '/ckpt', readOnly: true, existingPvc: false, claimInfo: { size: '1Ti', storageClass: 'fast' } },
          ],
        },
      },
    },
  ],
  [
    'host directories',
    { volume: { '/mnt/cache': '/cache' } },
    // Read-write, as the Researcher API mounts it: the workloads API's default is read-only.
    { spec: { image: 'python:3.12', storage: { hostPath: [{ path: '/mnt/cache', mountPath: '/cache', readOnly: false }] } } },
  ],
  [
    'security, privilege escalation turned around',
    { hostIpc: true, hostNetwork: false, preventPrivilegeEscalation: true },
    { spec: { image: 'python:3.12', security: { hostIpc: true, hostNetwork: false, allowPrivilegeEscalation: false } } },
  ],
  // A training is preemptible: the Researcher field never asked otherwise of one.
  ['preemptible, on a training: nothing to ask', { preemptible: true }, { spec: { image: 'python:3.12' } }],
  ['not preemptible, on a training: never a non-preemptible training', { preemptible: false }, { spec: { image: 'python:3.12' } }],
  ['ttlAfterFinish in seconds', { ttlAfterFinish: '1h30m' }, { spec: { image: 'python:3.12', autoDeletionTimeAfterCompletionSeconds: 5400 } }],
  [
    'ports through a node port',
    {
      ports: [
        { container: 8080, external: 30080 },
        { container: 9090, autoGenerate: true },
      ],
      serviceType: 'nodeport',
    },
    {
      spec: {
        image: 'python:3.12',
        ports: [
          { container: 8080, external: 30080, serviceType: 'NodePort' },
          { container: 9090, serviceType: 'NodePort' },
        ],
      },
    },
  ],
  [
    'ports through a load balancer',
    { ports: [{ container: 80 }], serviceType: 'loadbalancer' },
    { spec: { image: 'python:3.12', ports: [{ container: 80, serviceType: 'LoadBalancer' }] } },
  ],
  [
    'ports without a service type: port-forward, a ClusterIP',
    { ports: [{ container: 80 }] },
    { spec: { image: 'python:3.12', ports: [{ container: 80, serviceType: 'ClusterIP' }] } },
  ],
  [
    'ports through an ingress: exposed URLs',
    { ports: [{ container: 8888 }], serviceType: 'ingress' },
    { spec: { image: 'python:3.12', exposedUrls: [{ container: 8888 }] } },
  ],
];

describe('a job as a workload', () => {
  it.each(CASES)('%s', (_, fields, expected) => {
    const { kind, request } = toWorkload({ ...base, ...fields }, placement);
    expect(kind).toBe('training');
    expect(request).toMatchObject({ ...placement, ...expected });
    if ('spec' in expected) expect(request.spec).toEqual(expected.spec);
    expect(validateTrainingRequest(request), JSON.stringify(validateTrainingRequest.errors)).toBe(true);
  });

  it('an interactive job is a workspace', () => {
    const { kind, request } = toWorkload({ ...base, interactive: true, name: 'notebook', ports: [{ container: 8888 }], serviceType: 'ingress' }, placement);
    expect(kind).toBe('workspace');
    expect(request).toEqual({
      name: 'notebook',
      useGivenNameAsPrefix: false,
      ...placement,
      spec: { image: 'python:3.12', exposedUrls: [{ container: 8888 }] },
    });
    expect(validateWorkspaceRequest(request)).toBe(true);
  });

  it('elastic has no equivalent: a problem naming the field', () => {
    expect(workloadProblems({ ...base, elastic: true })).toEqual([expect.objectContaining({ kind: 'rule', path: ['elastic'], value: true })]);
    expect(workloadProblems({ ...base, elastic: true })[0]!.expected).toContain("Leave 'elastic' out with 'api: workloads'");
  });

  it('an external port through an ingress, which exposes a URL of its own, is a problem, not dropped; a container port alone is taken', () => {
    const ingress = { ...base, interactive: true, serviceType: 'ingress' as const };
    expect(workloadProblems({ ...ingress, ports: [{ container: 22, external: 30022 }] }).map((p) => p.path)).toEqual([['ports']]);
    expect(workloadProblems({ ...ingress, ports: [{ container: 22 }] })).toEqual([]);
  });

  it('an interactive job with a training-only field: a problem naming each; backoffLimit is a workspace’s too', () => {
    expect(workloadProblems({ ...base, interactive: true, backoffLimit: 1, completions: 2, parallelism: 2 }).map((p) => p.path)).toEqual([
      ['completions'],
      ['parallelism'],
    ]);
    expect(workloadProblems({ ...base, interactive: false, backoffLimit: 1 })).toEqual([]);
    expect(toWorkload({ ...base, interactive: true, backoffLimit: 3 }, placement).request.spec).toEqual({ image: 'python:3.12', backoffLimit: 3 });
  });

  it('a storage class no Kubernetes takes is a problem naming the claim; a dotted one, which 2.18 to 2.22 take, is not', () => {
    const problems = workloadProblems({
      ...base,
      pvc: [
        { size: '1Gi', path: '/a', storageClass: 'fast' },
        { size: '1Gi', path: '/b', storageClass: 'Fast_SSD.v2' },
        { size: '1Gi', path: '/c', storageClass: 'gp2.encrypted' },
      ],
    });
    expect(problems).toEqual([expect.objectContaining({ kind: 'invalid-value', path: ['pvc', 1, 'storageClass'], value: 'Fast_SSD.v2' })]);
    expect(problems[0]!.expected).toContain('lowercase letters, digits, "-" and "."');
  });

  it.each([
    ['2.18', { priorityClass: 'interactive-preemptible' }],
    ['2.21', { priorityClass: 'interactive-preemptible' }],
    ['2.22', { priorityClass: 'medium-low' }],
    ['2.23', { priorityClass: 'medium-low' }],
    ['2.24', { preemptibility: 'preemptible' }],
  ] as const)('a preemptible workspace on %s', (version, asked) => {
    const { kind, request } = toWorkload({ ...base, interactive: true, preemptible: true }, placement, version);
    expect(kind).toBe('workspace');
    expect(request.spec).toEqual({ image: 'python:3.12', ...asked });
    expect(toWorkload({ ...base, interactive: true, preemptible: false }, placement, version).request.spec).toEqual({ image: 'python:3.12' });
  });

  it('preemptible: false on a training is said before anything is sent', () => {
    expect(workloadWarnings({ ...base, preemptible: false })).toEqual([expect.stringContaining("'preemptible: false' is not sent for a training")]);
    expect(workloadWarnings({ ...base, interactive: true, preemptible: false })).toEqual([]);
  });

  it.each([
    ['5s', 5],
    ['2m', 120],
    ['3h', 10_800],
    ['4d', 345_600],
    ['500ms', 1],
    ['1m30s', 90],
  ])('%s is %d seconds', (duration, seconds) => expect(durationSeconds(duration)).toBe(seconds));
});

describe('arguments as one string', () => {
  const LISTS: string[][] = [
    ['--epochs', '10'],
    ['-c', 'print("hello world")'],
    ["it's", 'a "quoted" $HOME `cmd` \\back\\slash', '*', '~', '#not-a-comment', 'a;b&c|d', '(x)', '{y}', '<z>'],
    ['', 'empty before', ''],
    ['line\nbreak', 'tab\there', 'ünïcödé', '€'],
    ["'", "''", '\'"\'"'],
  ];
  it.each(LISTS)('a POSIX shell splits %j back into the same list', (...args) => {
    const joined = args.map(shellQuote).join(' ');
    const split = execFileSync('sh', ['-c', `printf '%s\\0' ${joined}`], { encoding: 'utf8' })
      .split('\0')
      .slice(0, -1);
    expect(split).toEqual(args);
    expect(toWorkload({ ...base, arguments: args }, placement).request.spec.args).toBe(joined);
  });
});

/**
 * Every request the mapping makes, for a broad table of jobs, checked against the rules of each
 * control-plane version as openapi/workloads.yaml states them (x-since, x-until, x-vendor): a
 * member a version lacks, or a value it refuses, fails here before a real control plane of that
 * version would drop or refuse it.
 */
describe('every request is one each vendor version takes', () => {
  const inlined = inlineReferences(readSchemas(workloadsDocumentPath));
  const JOBS: Partial<Job>[] = [
    ...CASES.map(([, fields]) => fields),
    { interactive: true, preemptible: true, ports: [{ container: 8888 }], serviceType: 'ingress', backoffLimit: 2 },
    { interactive: true, preemptible: false, volume: { '/a': '/b' } },
    {
      name: 'full',
      gpu: 0.25,
      cpu: 1,
      cpuLimit: 2,
      memory: '1Gi',
      memoryLimit: '2Gi',
      largeShm: true,
      pvc: [{ storageClass: 'fast-ssd', size: '1Gi', path: '/d', readOnly: true }],
      volume: { '/h': '/c' },
      hostIpc: true,
      hostNetwork: true,
      preventPrivilegeEscalation: false,
      preemptible: true,
      ttlAfterFinish: '5m',
      arguments: ['a b', 'c'],
      environment: { A: 1 },
      command: 'python',
      imagePullPolicy: 'IfNotPresent',
      workingDir: '/w',
      createHomeDir: false,
      stdin: false,
      tty: true,
      nodeType: 'a100',
      backoffLimit: 1,
      completions: 2,
      parallelism: 2,
    },
  ];

  it('the action knows the versions the document was written from', () => {
    expect([...CONTROL_PLANE_VERSIONS]).toEqual(DOCUMENTED);
  });

  it.each(DOCUMENTED)('control plane %s', (version) => {
    const ajv = createAjv();
    ajv.addSchema({ $id: 'v', $defs: forVersion(inlined, version) });
    const check = {
      training: ajv.getSchema('v#/$defs/TrainingRequest')!,
      workspace: ajv.getSchema('v#/$defs/WorkspaceRequest')!,
      distributed: ajv.getSchema('v#/$defs/DistributedRequest')!,
    };
    for (const fields of JOBS) {
      const { kind, request } = toWorkload({ ...base, ...fields } as Job, placement, version as (typeof CONTROL_PLANE_VERSIONS)[number]);
      expect(check[kind](request), `${JSON.stringify(fields)} on ${version}: ${JSON.stringify(check[kind].errors)}`).toBe(true);
    }
  });

  it.each(DOCUMENTED)('control plane %s: the spec inputs every version has, and those it has', (version) => {
    const ajv = createAjv();
    ajv.addSchema({ $id: 'v', $defs: forVersion(inlined, version) });
    const check = {
      training: ajv.getSchema('v#/$defs/TrainingRequest')!,
      workspace: ajv.getSchema('v#/$defs/WorkspaceRequest')!,
      distributed: ajv.getSchema('v#/$defs/DistributedRequest')!,
    };
    const at = (since: string) => Number(version.split('.')[1]) >= Number(since.split('.')[1]);
    const members = {
      nodePools: ['a100', 'default'],
      tolerations: [{ name: 't1', key: 'gpu', operator: 'Exists', effect: at('2.19') ? 'Any' : 'NoSchedule' }],
      storage: {
        pvc: [{ claimName: 'datasets', path: '/data', existingPvc: true, readOnly: true }],
        git: [{ repository: 'https://g/r', path: '/code', passwordSecret: 's' }],
      },
      compute: { gpuRequestType: 'memory', gpuMemoryRequest: '20Gi' },
      ...(at('2.22') ? { category: 'Train', imagePullSecrets: [{ name: 'pull' }], priorityClass: 'high' } : { priorityClass: 'train' }),
    };
    const override = {
      terminateAfterPreemption: true,
      ...(at('2.20') ? { terminationGracePeriodSeconds: 30 } : {}),
      ...(at('2.21') ? { restartPolicy: 'Never' } : {}),
    };
    // GPU memory is of one GPU: 'gpu' above 1 with it is refused (workloadProblems).
    for (const job of [{}, { interactive: true }, { gpu: 1, pvc: [{ size: '1Gi', path: '/s' }] }] as Partial<Job>[]) {
      const { kind, request } = toWorkload({ ...base, ...job } as Job, placement, version as (typeof CONTROL_PLANE_VERSIONS)[number], undefined, {
        members,
        override,
      });
      expect(check[kind](request), `${JSON.stringify(job)} on ${version}: ${JSON.stringify(check[kind].errors)}`).toBe(true);
    }
    // Distributed trainings, the master the same as a worker or its own; a priority class only from 2.22, JAX too.
    const { priorityClass: _p, category: _c, ...unranked } = members as Record<string, unknown>;
    const distributed = { ...(at('2.22') ? members : unranked), numWorkers: 2, distributedFramework: at('2.22') ? 'JAX' : 'PyTorch' };
    for (const master of [undefined, { compute: { gpuDevicesRequest: 0 } }]) {
      const { kind, request } = toWorkload({ ...base, gpu: 1 } as Job, placement, version as (typeof CONTROL_PLANE_VERSIONS)[number], undefined, {
        members: distributed,
        override,
        ...(master ? { master } : {}),
      });
      expect(kind).toBe('distributed');
      expect(check.distributed(request), `distributed on ${version}: ${JSON.stringify(check.distributed.errors)}`).toBe(true);
    }
  });

  it('the check would catch a member a version lacks', () => {
    const ajv = createAjv();
    ajv.addSchema({ $id: 'v', $defs: forVersion(inlined, '2.23') });
    const check = ajv.getSchema('v#/$defs/WorkspaceRequest')!;
    expect(check({ name: 'w', projectId: '1', clusterId: placement.clusterId, spec: { preemptibility: 'preemptible' } })).toBe(false);
    // From 2.22 a priority is a name of the seven the vendor lists, no longer one of the three before.
    expect(check({ name: 'w', projectId: '1', clusterId: placement.clusterId, spec: { priorityClass: 'interactive-preemptible' } })).toBe(false);
    expect(check({ name: 'w', projectId: '1', clusterId: placement.clusterId, spec: { priorityClass: 'medium-low' } })).toBe(true);
  });
});

describe('a request checked against the versions the control plane may be', () => {
  const extras = { members: { category: 'Train', tolerations: [{ name: 't', key: 'gpu', operator: 'Exists', effect: 'Any' }] } };
  const request = (job: Partial<Job> = {}) => toWorkload({ ...base, ...job } as Job, placement, undefined, undefined, extras);

  const TOLD = 'this control plane is Run:ai 2.18 or 2.19, as its token answer says';

  it('refuses what no version of the range has, naming the input and where the member begins', () => {
    const found = versionCheck(base, request(), { range: { oldest: '2.18', newest: '2.19' }, told: TOLD }, ['category', 'tolerations']);
    expect(found.refused).toEqual([{ line: "Input 'category' sends spec.category, but it is in Run:ai 2.22 or later", told: TOLD }]);
    expect(found.doubtful).toEqual([
      "Input 'tolerations' sends spec.tolerations[0].effect: Run:ai 2.18 or earlier takes only one of NoSchedule, NoExecute, PreferNoSchedule, and this control plane is Run:ai 2.18 or 2.19, as its token answer says, so it may refuse or drop it",
    ]);
  });

  it('says nothing where every version of the range takes it; where the version is not known, every version may be', () => {
    expect(versionCheck(base, request(), { range: { oldest: '2.24', newest: '2.24' }, told: TOLD }, ['category', 'tolerations'])).toEqual({
      refused: [],
      doubtful: [],
    });
    const unknown = versionCheck(base, request(), { range: ANY_VERSION, told: "the control plane's version is not known" }, ['category', 'tolerations']);
    expect(unknown).toEqual({
      refused: [],
      doubtful: [
        "Input 'category' sends spec.category: it is in Run:ai 2.22 or later, and the control plane's version is not known, so it may refuse or drop it",
        "Input 'tolerations' sends spec.tolerations[0].effect: Run:ai 2.18 or earlier takes only one of NoSchedule, NoExecute, PreferNoSchedule, and the control plane's version is not known, so it may refuse or drop it",
      ],
    });
  });

  it('a dotted storage class or pull secret goes to 2.18 to 2.22, which take it; refused from 2.23, doubted where the version may be either', () => {
    const dotted = toWorkload({ ...base, pvc: [{ size: '1Gi', path: '/d', storageClass: 'gp2.encrypted' }] }, placement, undefined, undefined, {
      members: { imagePullSecrets: [{ name: 'ghcr.pull' }] },
    });
    const on = (range: typeof ANY_VERSION) => versionCheck(base, dotted, { range, told: TOLD }, ['image-pull-secrets']);
    expect(requestProblems(dotted.kind, dotted.request)).toEqual([]);
    expect(on({ oldest: '2.22', newest: '2.22' })).toEqual({ refused: [], doubtful: [] });
    const label = 'Run:ai 2.23 or later takes only a value matching ^[a-z0-9]([a-z0-9-]*[a-z0-9])?$';
    expect(on({ oldest: '2.23', newest: '2.24' }).refused.map((r) => r.line)).toEqual([
      `The job "job" sends spec.storage.pvc[0].claimInfo.storageClass, but ${label}`,
      `Input 'image-pull-secrets' sends spec.imagePullSecrets[0].name, but ${label}`,
    ]);
    expect(on({ oldest: '2.22', newest: '2.24' })).toMatchObject({ refused: [], doubtful: [expect.stringContaining(label), expect.stringContaining(label)] });
  });

  it("a toleration without a name: taken from 2.21, whose document no longer marks it mandatory; refused by 2.20's", () => {
    const nameless = toWorkload(base, placement, undefined, undefined, {
      override: { tolerations: [{ key: 'gpu', operator: 'Exists', effect: 'NoSchedule' }] },
    });
    const on = (oldest: string, newest = oldest) => versionCheck(base, nameless, { range: { oldest, newest } as typeof ANY_VERSION, told: TOLD }, ['spec']);
    expect(requestProblems(nameless.kind, nameless.request)).toEqual([]);
    expect(on('2.21', '2.24')).toEqual({ refused: [], doubtful: [] });
    const line = "Input 'spec' sends spec.tolerations[0], but Run:ai 2.20 or earlier takes only one with name, operator, key, effect";
    expect(on('2.18', '2.20').refused).toEqual([{ line, told: TOLD }]);
    expect(on('2.20', '2.21').doubtful).toEqual([
      expect.stringMatching(/^Input 'spec' sends spec\.tolerations\[0\]: Run:ai 2\.20 or earlier takes only one with name/),
    ]);
  });

  it("what a master keeps of the workers' is named where the workers' spec gives it", () => {
    const extras = {
      members: { numWorkers: 2, distributedFramework: 'PyTorch' },
      override: { terminationGracePeriodSeconds: 60 },
      master: { environmentVariables: [{ name: 'B', value: '2' }] },
    };
    const { kind, request: body } = toWorkload(base, placement, undefined, undefined, extras);
    expect(
      versionCheck(base, { kind, request: body }, { range: { oldest: '2.18', newest: '2.18' }, told: TOLD }, ['spec', 'master'], extras.master).refused,
    ).toEqual([{ line: "Input 'spec' sends spec.terminationGracePeriodSeconds, but it is in Run:ai 2.20 or later", told: TOLD }]);
  });

  it("a master's spec carries none of the members only workers have, every one the document lists", () => {
    const extras = {
      members: { numWorkers: 2, distributedFramework: 'MPI', mpiLauncherCreationPolicy: 'WaitForWorkersReady', sshAuthMountPath: '/root/.ssh' },
      master: { environmentVariables: [{ name: 'B', value: '2' }] },
    };
    const { kind, request: body } = toWorkload(base, placement, undefined, undefined, extras);
    const master = (body as { masterSpec: Record<string, unknown> }).masterSpec;
    expect(Object.keys(master)).not.toContain('mpiLauncherCreationPolicy');
    expect(Object.keys(master)).not.toContain('sshAuthMountPath');
    expect(requestProblems(kind, body)).toEqual([]);
  });

  it('a member the spec input gave is named by it', () => {
    const { kind, request: body } = toWorkload(base, placement, undefined, undefined, { override: { restartPolicy: 'Never' } });
    expect(versionCheck(base, { kind, request: body }, { range: { oldest: '2.20', newest: '2.20' }, told: TOLD }, ['spec']).refused).toEqual([
      { line: "Input 'spec' sends spec.restartPolicy, but it is in Run:ai 2.21 or later", told: TOLD },
    ]);
  });

  it("a member the cluster's version lacks is refused by the cluster's word, however new the control plane; one the control plane lacks by its own", () => {
    const hosted = {
      range: { oldest: '2.24', newest: '2.24' },
      told: 'this control plane is Run:ai 2.24 or later',
      cluster: { version: '2.20', told: 'cluster "a" reports Run:ai 2.20.3' },
    } as const;
    const { kind, request: body } = toWorkload(base, placement, '2.24', undefined, { override: { category: 'Train', compute: { migProfile: '1g.5gb' } } });
    expect(versionCheck(base, { kind, request: body }, hosted, ['spec'])).toEqual({
      refused: [
        { line: "Input 'spec' sends spec.category, but it is in Run:ai 2.22 or later", told: 'cluster "a" reports Run:ai 2.20.3' },
        { line: "Input 'spec' sends spec.compute.migProfile, but it is in Run:ai 2.23 or earlier", told: 'this control plane is Run:ai 2.24 or later' },
      ],
      doubtful: [],
    });
    // What only respells what the cluster's version has another way is the control plane's to read: a workspace's preemptibility, a git source's secretRef.
    const git = { storage: { git: [{ repository: 'https://g/r', path: '/code', passwordSecret: 's' }] } };
    const workspace = toWorkload({ ...base, interactive: true, preemptible: true }, placement, '2.24', undefined, { members: git });
    expect(workspace.request.spec).toMatchObject({ preemptibility: 'preemptible', storage: { git: [{ secretRef: { name: 's' } }] } });
    expect(versionCheck(base, workspace, hosted, ['git'])).toEqual({ refused: [], doubtful: [] });
    // Values are the control plane's to take: a 2.20 cluster's enumeration of priority classes does not hold for 2.24's.
    const ranked = toWorkload(base, placement, '2.24', undefined, { members: { priorityClass: 'high' } });
    expect(versionCheck(base, ranked, hosted, ['priority-class'])).toEqual({ refused: [], doubtful: [] });
  });
});

describe('GPU memory, of one GPU in every version', () => {
  const memory = { members: { compute: { gpuRequestType: 'memory', gpuMemoryRequest: '20Gi' } } };

  it.each([2, 0, 0.5])("'gpu: %s' with 'gpu-memory' is refused, naming both", (gpu) => {
    expect(workloadProblems({ ...base, gpu }, memory)).toEqual([
      {
        kind: 'rule',
        path: ['gpu'],
        value: gpu,
        expected:
          "'gpu-memory' asks for an amount of one GPU's memory, and Run:ai takes GPU memory for a single GPU only. Set 'gpu' to 1 or leave it out, or remove 'gpu-memory' to ask for whole GPUs or a fraction of one",
      },
    ]);
  });

  it("'gpu: 1', or no 'gpu', asks for one GPU's memory; GPU memory in 'spec' is held to the same", () => {
    expect(workloadProblems({ ...base, gpu: 1 }, memory)).toEqual([]);
    expect(workloadProblems(base, memory)).toEqual([]);
    expect(toWorkload(base, placement, undefined, undefined, memory).request.spec.compute).toEqual({
      gpuDevicesRequest: 1,
      gpuRequestType: 'memory',
      gpuMemoryRequest: '20Gi',
    });
    const [problem] = workloadProblems({ ...base, gpu: 4 }, { override: { compute: { gpuRequestType: 'memory', gpuMemoryRequest: '8Gi' } } });
    expect(problem!.expected).toMatch(/^GPU memory in 'spec' asks for an amount of one GPU's memory.*or remove it from 'spec'/);
    // A master that asks for GPU memory keeps the workers' count unless it gives its own.
    const workers = { members: { numWorkers: 2, distributedFramework: 'PyTorch' } };
    const [master] = workloadProblems({ ...base, gpu: 2 }, { ...workers, master: { compute: { gpuMemoryRequest: '8Gi' } } });
    expect(master!.expected).toMatch(/^GPU memory in 'master' asks for an amount of one GPU's memory.*or remove it from 'master'/);
    expect(workloadProblems({ ...base, gpu: 2 }, { ...workers, master: { compute: { gpuDevicesRequest: 1, gpuMemoryRequest: '8Gi' } } })).toEqual([]);
  });

  it("the document holds it: a request with more than one GPU and GPU memory breaks Compute's rule, in the document's words", () => {
    const request = (compute: Record<string, unknown>) => ({ name: 'a', projectId: '1', clusterId: placement.clusterId, spec: { compute } });
    const problems = requestProblems('training', request({ gpuDevicesRequest: 2, gpuRequestType: 'memory', gpuMemoryRequest: '20Gi' }));
    expect(problems).toEqual([
      {
        kind: 'invalid-value',
        path: ['spec', 'compute', 'gpuDevicesRequest'],
        value: 2,
        expected: expect.stringMatching(
          /^a whole number of GPUs, at most 2147483647, and at most 1 with GPU memory .*: Run:ai takes GPU memory for one GPU only\./,
        ),
      },
    ]);
    expect(requestProblems('training', request({ gpuDevicesRequest: 2, gpuMemoryRequest: '20Gi' }))).toHaveLength(1);
    expect(requestProblems('training', request({ gpuDevicesRequest: 1, gpuRequestType: 'memory', gpuMemoryRequest: '20Gi' }))).toEqual([]);
    expect(requestProblems('training', request({ gpuDevicesRequest: 2, gpuRequestType: 'portion', gpuPortionRequest: 0.5 }))).toEqual([]);
  });

  it('what every version declares an int32 is refused past 2147483647, which the service could not parse', () => {
    const request = (spec: Record<string, unknown>) => ({ name: 'a', projectId: '1', clusterId: placement.clusterId, spec });
    const past = 2 ** 31;
    expect(
      requestProblems('training', request({ compute: { gpuDevicesRequest: past }, completions: past, parallelism: past }))
        .map((p) => p.path.join('.'))
        .sort(),
    ).toEqual(['spec.completions', 'spec.compute.gpuDevicesRequest', 'spec.parallelism']);
    expect(requestProblems('training', request({ compute: { gpuDevicesRequest: past - 1 }, completions: past - 1, parallelism: past - 1 }))).toEqual([]);
  });
});

describe("a git source's secret, in the form of the versions it may go to", () => {
  const git = { members: { storage: { git: [{ repository: 'https://g/r', path: '/code', passwordSecret: 's' }] } } };
  const sourceOn = (version: Parameters<typeof toWorkload>[2]) =>
    (toWorkload(base, placement, version, undefined, git).request.spec.storage as { git: unknown[] }).git[0];

  it.each([
    ['2.22', { passwordSecret: 's' }],
    ['2.23', { secretRef: { name: 's', authenticationMethod: 'password', secretKeyOfUser: 'User', secretKeyOfPassword: 'Password' } }],
    ['2.24', { secretRef: { name: 's', authenticationMethod: 'password', secretKeyOfUser: 'User', secretKeyOfPassword: 'Password' } }],
  ] as const)('on %s', (version, secret) => {
    expect(sourceOn(version)).toEqual({ repository: 'https://g/r', path: '/code', ...secret });
  });

  it('a range with a version before secretRef gets passwordSecret, which every version has', () => {
    expect(sourceOn({ oldest: '2.20', newest: '2.23' })).toMatchObject({ passwordSecret: 's' });
    expect(sourceOn(ANY_VERSION)).toMatchObject({ passwordSecret: 's' });
    expect(sourceOn({ oldest: '2.23', newest: '2.24' })).toMatchObject({ secretRef: { name: 's' } });
  });
});

describe("the document's rules on a whole request, in words", () => {
  it('says what a value is to be, as a sentence', () => {
    const problems = requestProblems('training', {
      name: 'a',
      projectId: '1',
      clusterId: '00000000-0000-4000-8000-000000000000',
      spec: { compute: 'x', image: 5 },
    });
    expect(problems.map((p) => p.expected).sort()).toEqual(['a map of names to values', 'a string']);
  });

  it("names a conditional rule's failure once, by what its branch asks for", () => {
    const problems = requestProblems('training', {
      name: 'a',
      projectId: '1',
      clusterId: '00000000-0000-4000-8000-000000000000',
      spec: { storage: { pvc: [{ path: '/d', existingPvc: true }] } },
    });
    expect(problems).toEqual([{ kind: 'missing', path: ['spec', 'storage', 'pvc', 0, 'claimName'] }]);
  });

  it("says the document's own sentence (x-expected) where it has one, once for a value that breaks two rules", () => {
    const problems = requestProblems('training', {
      name: 'a',
      projectId: '1',
      clusterId: '00000000-0000-4000-8000-000000000000',
      spec: { labels: [{ name: `-${'x'.repeat(70)}`, value: 'x' }] },
    });
    expect(problems).toEqual([
      {
        kind: 'invalid-value',
        path: ['spec', 'labels', 0, 'name'],
        value: `-${'x'.repeat(70)}`,
        expected: expect.stringMatching(/^a Kubernetes label name of at most 63 characters: /),
      },
    ]);
    const memory = requestProblems('training', {
      name: 'a',
      projectId: '1',
      clusterId: '00000000-0000-4000-8000-000000000000',
      spec: { compute: { cpuMemoryRequest: 'lots', gpuMemoryRequest: '8Gi' } },
    });
    expect(memory.map((p) => [p.path.join('.'), p.expected])).toEqual([
      ['spec.compute.cpuMemoryRequest', 'a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M'],
    ]);
  });

  it("a new claim's size is a quantity, and a working directory or node type is not empty, as every version's document says", () => {
    const problems = requestProblems('training', {
      name: 'a',
      projectId: '1',
      clusterId: '00000000-0000-4000-8000-000000000000',
      spec: { workingDir: '', nodeType: '', storage: { pvc: [{ path: '/d', existingPvc: false, claimInfo: { size: 'big' } }] } },
    });
    expect(problems.map((p) => [p.path.join('.'), p.expected]).sort()).toEqual([
      ['spec.nodeType', 'text that is not empty'],
      ['spec.storage.pvc.0.claimInfo.size', 'a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M'],
      ['spec.workingDir', 'text that is not empty'],
    ]);
  });

  it('says a limit as a person would, where the document gives no sentence', () => {
    const problems = requestProblems('training', {
      name: 'a',
      projectId: '1',
      clusterId: '00000000-0000-4000-8000-000000000000',
      spec: { backoffLimit: -1, completions: 0, command: '', storage: { pvc: [{ path: '/d', existingPvc: true, claimName: 'c'.repeat(64) }] } },
    });
    expect(problems.map((p) => [p.path.join('.'), p.expected]).sort()).toEqual([
      ['spec.backoffLimit', 'a number of at least 0'],
      ['spec.command', 'text that is not empty'],
      ['spec.completions', 'a number of at least 1'],
      ['spec.storage.pvc.0.claimName', 'text of at most 63 characters'],
    ]);
  });

  it('every pattern a request is checked against comes with its sentence, for a person who breaks it', () => {
    const requests = inlineReferences(readSchemas(workloadsDocumentPath));
    const { TrainingRequest, WorkspaceRequest, DistributedRequest } = requests;
    const unexplained = Object.keys(
      byMemberPath({ TrainingRequest, WorkspaceRequest, DistributedRequest }, (node: Record<string, unknown>) =>
        node.pattern && !node['x-expected'] ? true : undefined,
      ),
    );
    expect(unexplained).toEqual([]);
  });

  it("a node affinity expression's values are as many as its operator takes, which Kubernetes would refuse only at scheduling", () => {
    const request = (...matchExpressions: Record<string, unknown>[]) => ({
      name: 'a',
      projectId: '1',
      clusterId: placement.clusterId,
      spec: { nodeAffinityRequired: { nodeSelectorTerms: [{ matchExpressions }] } },
    });
    const wrong = (...expressions: Record<string, unknown>[]) =>
      requestProblems('training', request(...expressions)).map((p) => `${p.path.slice(4).join('.')}: ${p.kind} ${p.expected ?? ''}`.trim());
    expect(
      wrong(
        { key: 'zone', operator: 'In' },
        { key: 'zone', operator: 'NotIn', values: [] },
        { key: 'gpu', operator: 'Exists', values: ['a'] },
        { key: 'cores', operator: 'Gt', values: ['4', '8'] },
        { key: 'cores', operator: 'Lt', values: ['four'] },
      ),
    ).toEqual([
      'matchExpressions.0.values: missing',
      'matchExpressions.1.values: invalid-value a list that is not empty',
      'matchExpressions.2.values: invalid-value an empty list',
      'matchExpressions.3.values: invalid-value a list of at most 1 item',
      'matchExpressions.4.values.0: invalid-value a whole number, such as "4"',
    ]);
    expect(
      wrong(
        { key: 'zone', operator: 'In', values: ['a'] },
        { key: 'gpu', operator: 'DoesNotExist' },
        { key: 'gpu', operator: 'Exists', values: [] },
        { key: 'cores', operator: 'Lt', values: ['-4'] },
      ),
    ).toEqual([]);
  });

  it("a template's or data volume's id is a uuid, as the vendor declares it: a template's name is refused before anything is sent", () => {
    const request = (extra: Record<string, unknown>) => ({ name: 'a', projectId: '1', clusterId: placement.clusterId, spec: {}, ...extra });
    const id = '0b4a1f2e-6c1d-4e3a-9f00-1a2b3c4d5e6f';
    expect(requestProblems('training', request({ templateId: 'pytorch-default', spec: { storage: { dataVolume: [{ id: '33', mountPath: '/d' }] } } }))).toEqual(
      [
        { kind: 'invalid-value', path: ['spec', 'storage', 'dataVolume', 0, 'id'], value: '33', expected: `a uuid such as "${id}"` },
        { kind: 'invalid-value', path: ['templateId'], value: 'pytorch-default', expected: `a uuid such as "${id}"` },
      ],
    );
    expect(requestProblems('training', request({ templateId: id, spec: { storage: { dataVolume: [{ id: id.toUpperCase(), mountPath: '/d' }] } } }))).toEqual(
      [],
    );
  });

  it('a source the vendor marks mandatory members of is refused without them: a secret, config map, pod field or user credential; an extended resource; a pod affinity', () => {
    const request = (spec: Record<string, unknown>) => ({ name: 'a', projectId: '1', clusterId: placement.clusterId, spec });
    const missing = (spec: Record<string, unknown>) =>
      requestProblems('training', request(spec))
        .filter((p) => p.kind === 'missing')
        .map((p) => p.path.join('.'));
    expect(
      missing({
        environmentVariables: [
          { name: 'A', secret: { name: 's' } },
          { name: 'B', configMap: { key: 'k' } },
          { name: 'C', podFieldRef: {} },
          { name: 'D', userCredential: { name: 'u' } },
        ],
        compute: { extendedResources: [{ quantity: '1' }] },
        podAffinity: { type: 'Required' },
      }),
    ).toEqual([
      'spec.environmentVariables.0.secret.key',
      'spec.environmentVariables.1.configMap.name',
      'spec.environmentVariables.2.podFieldRef.path',
      'spec.environmentVariables.3.userCredential.key',
      'spec.compute.extendedResources.0.resource',
      'spec.podAffinity.key',
    ]);
    // An item that removes one the policy gives names it, and needs nothing else.
    expect(missing({ environmentVariables: [{ name: 'A', exclude: true }], compute: { extendedResources: [{ resource: 'x/y', exclude: true }] } })).toEqual([]);
  });
});

describe("a distributed training's master", () => {
  it('takes a variable of the same name in its place, adds its own once, and replaces other lists', () => {
    const worker = {
      environmentVariables: [
        { name: 'BASE', value: '/d' },
        { name: 'OUT', value: '$(BASE)/o' },
      ],
      nodePools: ['a100'],
    };
    const master = {
      environmentVariables: [
        { name: 'BASE', value: '/m' },
        { name: 'C', value: 'y' },
        { name: 'C', value: 'z' },
      ],
      nodePools: ['cpu'],
    };
    expect(masterSpec(worker, master)).toEqual({
      environmentVariables: [
        { name: 'BASE', value: '/m' },
        { name: 'OUT', value: '$(BASE)/o' },
        { name: 'C', value: 'z' },
      ],
      nodePools: ['cpu'],
    });
  });
});
