// The mapping from a job of the Researcher API's shape to a training or workspace of the
// workloads API, field by field (workloads-api.md's table), with every request it makes checked
// by the validators generated from openapi/workloads.yaml, and arguments split back by a real
// POSIX shell.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/index.js';
import { validateTrainingRequest, validateWorkspaceRequest } from '../../src/contract/generated/workloads-validators.js';
import { durationSeconds, shellQuote, toWorkload, workloadProblems } from '../../src/contract/workloads-mapping.js';

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
    { spec: { image: 'python:3.12', storage: { hostPath: [{ path: '/mnt/cache', mountPath: '/cache' }] } } },
  ],
  [
    'security, privilege escalation turned around',
    { hostIpc: true, hostNetwork: false, preventPrivilegeEscalation: true },
    { spec: { image: 'python:3.12', security: { hostIpc: true, hostNetwork: false, allowPrivilegeEscalation: false } } },
  ],
  ['preemptible', { preemptible: true }, { spec: { image: 'python:3.12', preemptibility: 'preemptible' } }],
  ['not preemptible', { preemptible: false }, { spec: { image: 'python:3.12', preemptibility: 'non-preemptible' } }],
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

  it('an interactive job with a training-only field: a problem naming each', () => {
    expect(workloadProblems({ ...base, interactive: true, backoffLimit: 1, completions: 2 }).map((p) => p.path)).toEqual([['backoffLimit'], ['completions']]);
    expect(workloadProblems({ ...base, interactive: false, backoffLimit: 1 })).toEqual([]);
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
