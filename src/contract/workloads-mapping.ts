// A job of the Researcher API's shape (openapi/runai.yaml), which users keep writing, as a request of the workloads
// API (openapi/workloads.yaml). Pure: no requests, no ids looked up; the caller brings the project's and cluster's.
import type { components as workloads } from './generated/workloads.js';
import type { Job } from './client.js';
import { expected, validateObjectName } from './generated/workloads-metadata.js';
import { invalidValue, type FieldProblem } from './validate.js';
import { durationSeconds } from './durations.js';
import { compareVersions, hasMember, LATEST_VERSION, since, vendorKeyword, type ControlPlaneVersion, type VersionRange } from './versions.js';
import { trainingOnly as TRAINING_ONLY, workersOnly as WORKERS_ONLY } from './generated/workloads-kinds.js';
import { masterSpec, withExtras, type SpecExtras, type WorkloadKind } from './workloads-spec.js';

export type TrainingRequest = workloads['schemas']['TrainingRequest'];
export type WorkspaceRequest = workloads['schemas']['WorkspaceRequest'];
export type DistributedRequest = workloads['schemas']['DistributedRequest'];
type TrainingSpec = workloads['schemas']['TrainingSpec'];

export type { WorkloadKind } from './workloads-spec.js';

export type WorkloadSubmission =
  { kind: 'training'; request: TrainingRequest } | { kind: 'workspace'; request: WorkspaceRequest } | { kind: 'distributed'; request: DistributedRequest };

/** The path segment of a kind's own endpoints: `/api/v1/workloads/{segment}`. */
export const KIND_PATH = { training: 'trainings', workspace: 'workspaces', distributed: 'distributed' } as const;

/** The kind a job becomes: with workers (the `workers` input), a distributed training; else a workspace if interactive, a training if not. */
export function kindOf(job: Pick<Job, 'interactive'>, extras?: SpecExtras): WorkloadKind {
  if (extras?.members?.numWorkers !== undefined || extras?.override?.numWorkers !== undefined) return 'distributed';
  return job.interactive ? 'workspace' : 'training';
}

/** Where the workload goes: ids the control plane gives a project and its cluster. */
export type Placement = Pick<TrainingRequest, 'projectId' | 'clusterId'>;

/** Labels and annotations a workload carries besides its job, by name. */
export interface WorkloadMetadata {
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

/** Whether a compute member asks for GPU memory (`gpuRequestType: memory`, which `gpuMemoryRequest` goes with). */
const asksMemory = (compute: unknown): boolean => {
  const given = compute as Record<string, unknown> | undefined;
  return given?.gpuRequestType === 'memory' || given?.gpuMemoryRequest !== undefined;
};

/** What of a job the workloads API cannot take, as problems naming the field: checked when the jobs are planned. */
export function workloadProblems(job: Job, extras?: SpecExtras): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const rule = (field: keyof Job, expected: string) => problems.push({ kind: 'rule', path: [field], value: job[field], expected });
  // GPU memory is asked of one GPU in every version (openapi/workloads.yaml, Compute's rule): with it, a count 'gpu' gives is named here
  // with the input that asks for the memory. A count 'spec' or 'master' gives beside it is the document's rule's to name (planRequests).
  const ownCount = (compute: unknown) => asksMemory(compute) && (compute as Record<string, unknown>).gpuDevicesRequest === undefined;
  const memoryBy = asksMemory(extras?.members?.compute)
    ? { what: "'gpu-memory'", fix: "remove 'gpu-memory'" }
    : ownCount(extras?.override?.compute)
      ? { what: "GPU memory in 'spec'", fix: "remove it from 'spec'" }
      : ownCount(extras?.master?.compute)
        ? { what: "GPU memory in 'master'", fix: "remove it from 'master'" }
        : undefined;
  if (memoryBy && job.gpu !== undefined && job.gpu !== 1)
    rule(
      'gpu',
      `${memoryBy.what} asks for an amount of one GPU's memory, and Run:ai takes GPU memory for a single GPU only. Set 'gpu' to 1 or leave it out, or ${memoryBy.fix} to ask for whole GPUs or a fraction of one`,
    );
  for (const field of kindOf({}, extras) === 'distributed' ? (['interactive', ...TRAINING_ONLY] as const) : []) {
    const lacks = field === 'interactive' ? 'interactive form (a workspace is one pod)' : field;
    if (job[field] !== undefined && job[field] !== false) rule(field, `not a field a distributed training has: 'workers' makes one, and it has no ${lacks}`);
  }
  // elastic: false asks for nothing the workloads API lacks, so a job shared by both generations keeps it.
  const noElastic =
    "not a field the workloads API has: it has no elastic jobs (distributed training is a workload of its own there). Leave 'elastic' out with 'api: workloads'";
  if (job.elastic === true) rule('elastic', noElastic);
  for (const field of job.interactive === true ? TRAINING_ONLY : [])
    if (job[field] !== undefined)
      rule(field, `not a field a workspace has: an interactive job becomes a workspace with 'api: workloads', and only trainings have ${field}`);
  if (job.serviceType === 'ingress' && job.ports?.some((port) => port.external !== undefined))
    rule(
      'ports',
      "an external port with 'service-type: ingress', which the workloads API exposes at a URL of its own. Give the container port alone, or another service type",
    );
  // A storage class Kubernetes takes (every version); 2.23's narrower rule is checked once the version is known (versionGaps).
  for (const [i, { storageClass }] of (job.pvc ?? []).entries())
    if (storageClass !== undefined && !validateObjectName(storageClass))
      problems.push(invalidValue(['pvc', i, 'storageClass'], storageClass, expected.ObjectName));
  return problems;
}

/** What a job asks of the workloads API that it will not get, said before anything is sent. */
export function workloadWarnings(job: Job): string[] {
  const notSent =
    "'preemptible: false' is not sent for a training: trainings are preemptible on the workloads API, as on the Researcher API, where the field applies to interactive jobs only.";
  return job.preemptible === false && !job.interactive ? [notSent] : [];
}

/** How a workspace asks to be preemptible in a version: `preemptibility` where it has that member, else a priority class. */
export function preemptibleForm(version: ControlPlaneVersion): { member: 'preemptibility' | 'priorityClass'; value: string } {
  if (hasMember('WorkspaceSpec.preemptibility', { oldest: version, newest: version })) return { member: 'preemptibility', value: 'preemptible' };
  // Until 2.21 the class made for it; from 2.22 a priority's name, very-low to medium-high being preemptible:
  // medium-low keeps it above the trainings' default (low), as the old class was.
  const classes = vendorKeyword('WorkspaceSpec.priorityClass', 'enum')!;
  return { member: 'priorityClass', value: compareVersions(version, classes.until!) <= 0 ? 'interactive-preemptible' : 'medium-low' };
}

/** The request for a job that has no workloadProblems(), in the form of control-plane `version` (the latest by default); given the versions
 *  a control plane may be instead, in the form each takes where there is one (a git source's `passwordSecret`), else the newest's (a preemptible workspace). */
export function toWorkload(
  job: Job,
  placement: Placement,
  version: ControlPlaneVersion | VersionRange = LATEST_VERSION,
  metadata: WorkloadMetadata = { labels: {}, annotations: {} },
  extras?: SpecExtras,
): WorkloadSubmission {
  const forms = typeof version === 'string' ? { oldest: version, newest: version } : version;
  const spec: TrainingSpec = {};
  const copied = ['image', 'imagePullPolicy', 'workingDir', 'createHomeDir', 'stdin', 'tty', 'nodeType', 'command', 'backoffLimit'] as const;
  for (const field of copied) if (job[field] !== undefined) (spec as Record<string, unknown>)[field] = job[field];
  if (!job.interactive) for (const field of TRAINING_ONLY) if (job[field] !== undefined) spec[field] = job[field];
  if (job.arguments?.length) spec.args = job.arguments.map(shellQuote).join(' ');
  if (job.environment) spec.environmentVariables = Object.entries(job.environment).map(([name, value]) => ({ name, value: String(value) }));

  const compute: NonNullable<TrainingSpec['compute']> = {};
  if (Number.isInteger(job.gpu)) compute.gpuDevicesRequest = job.gpu;
  else if (job.gpu !== undefined) Object.assign(compute, { gpuDevicesRequest: 1, gpuRequestType: 'portion', gpuPortionRequest: job.gpu });
  if (job.cpu !== undefined) compute.cpuCoreRequest = job.cpu;
  if (job.cpuLimit !== undefined) compute.cpuCoreLimit = job.cpuLimit;
  if (job.memory !== undefined) compute.cpuMemoryRequest = job.memory;
  if (job.memoryLimit !== undefined) compute.cpuMemoryLimit = job.memoryLimit;
  if (job.largeShm !== undefined) compute.largeShmRequest = job.largeShm;
  if (Object.keys(compute).length) spec.compute = compute;

  const storage: NonNullable<TrainingSpec['storage']> = {};
  if (job.pvc?.length)
    storage.pvc = job.pvc.map((p) => ({
      path: p.path,
      ...(p.readOnly !== undefined ? { readOnly: p.readOnly } : {}),
      existingPvc: false,
      claimInfo: { size: p.size, ...(p.storageClass ? { storageClass: p.storageClass } : {}) },
    }));
  // A host path is read-only unless it says otherwise, in every version; the Researcher API's `volume` mounts read-write and cannot say read-only.
  const volumes = Object.entries(job.volume ?? {});
  if (volumes.length) storage.hostPath = volumes.map(([path, mountPath]) => ({ path, mountPath, readOnly: false }));
  if (Object.keys(storage).length) spec.storage = storage;

  const security: NonNullable<TrainingSpec['security']> = {};
  for (const field of ['hostIpc', 'hostNetwork'] as const) if (job[field] !== undefined) security[field] = job[field];
  if (job.preventPrivilegeEscalation !== undefined) security.allowPrivilegeEscalation = !job.preventPrivilegeEscalation;
  if (Object.keys(security).length) spec.security = security;

  // Only an interactive job asks anything by it: a workspace is non-preemptible unless it asks, a training preemptible whatever it says.
  const preemptible = job.interactive && job.preemptible === true ? preemptibleForm(forms.newest) : undefined;
  if (preemptible) (spec as Record<string, unknown>)[preemptible.member] = preemptible.value;
  if (job.ttlAfterFinish !== undefined) spec.autoDeletionTimeAfterCompletionSeconds = durationSeconds(job.ttlAfterFinish);
  if (job.ports?.length) {
    if (job.serviceType === 'ingress') spec.exposedUrls = job.ports.map((p) => ({ container: p.container }));
    else {
      const serviceType = SERVICE_TYPES[job.serviceType ?? 'portforward'];
      spec.ports = job.ports.map((p) => ({ container: p.container, ...(p.external !== undefined ? { external: p.external } : {}), serviceType }));
    }
  }

  for (const key of ['labels', 'annotations'] as const)
    if (Object.keys(metadata[key]).length) spec[key] = Object.entries(metadata[key]).map(([name, value]) => ({ name, value }));

  // A job without a name gets one made unique by the service from its prefix, as the Researcher API does.
  const naming = job.name !== undefined ? { name: job.name, useGivenNameAsPrefix: false } : { name: job.jobNamePrefix ?? 'job', useGivenNameAsPrefix: true };
  const given = extras && { ...extras, members: gitSecretsFor(extras.members, forms) };
  // A template is the request's own member (2.23), not the spec's: given in `spec`, it goes there.
  const { templateId, ...full }: TrainingSpec & { templateId?: string } = withExtras(spec, given);
  // GPU memory is asked per GPU: one GPU unless the job says how many.
  if (full.compute?.gpuRequestType === 'memory' && full.compute.gpuDevicesRequest === undefined) full.compute = { ...full.compute, gpuDevicesRequest: 1 };
  const { projectId, clusterId } = placement;
  const request = { ...naming, projectId, clusterId, spec: full, ...(templateId !== undefined ? { templateId } : {}) };
  // Workers make it a distributed training: the master is a worker unless its own spec is given.
  if (kindOf(job, extras) === 'distributed') {
    const worker = Object.fromEntries(Object.entries(full).filter(([key]) => !(TRAINING_ONLY as readonly string[]).includes(key)));
    const shared = Object.fromEntries(Object.entries(worker).filter(([key]) => !(WORKERS_ONLY as readonly string[]).includes(key)));
    const master = extras?.master && masterSpec(shared, extras.master);
    const same = master ? { masterSpecSameAsWorker: false, masterSpec: master } : { masterSpecSameAsWorker: true };
    return { kind: 'distributed', request: { ...request, spec: worker as DistributedRequest['spec'], ...same } };
  }
  return job.interactive ? { kind: 'workspace', request } : { kind: 'training', request };
}

/** The `git` input's secret in the versions' form: `secretRef` where each has it, as `passwordSecret` is deprecated there. A `spec` list is sent as written. */
function gitSecretsFor(members: Record<string, unknown> | undefined, versions: VersionRange): Record<string, unknown> | undefined {
  const storage = members?.storage as { git?: Record<string, unknown>[] } | undefined;
  // Every version has passwordSecret: a range with one that lacks secretRef (2.20 to 2.23, from a token answer) gets what all take.
  if (!storage?.git || compareVersions(versions.oldest, since('GitSource.secretRef')) < 0) return members;
  // The keys' names too: the deprecated members document their defaults (User, Password), secretRef's do not.
  const git = storage.git.map((source) => {
    const { passwordSecret, secretKeyOfUser = 'User', secretKeyOfPassword = 'Password', ...rest } = source;
    return passwordSecret === undefined
      ? source
      : { ...rest, secretRef: { name: passwordSecret, authenticationMethod: 'password', secretKeyOfUser, secretKeyOfPassword } };
  });
  return { ...members, storage: { ...storage, git } };
}

/** The Researcher API's service types as the workloads API names them (portforward is the default). */
const SERVICE_TYPES = { portforward: 'ClusterIP', nodeport: 'NodePort', loadbalancer: 'LoadBalancer' } as const;

/** An argument as a POSIX shell reads it back as one word: as it is if it is safe, else single-quoted ('\'' for a quote). */
export const shellQuote = (argument: string): string => (/^[A-Za-z0-9_@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replaceAll("'", `'\\''`)}'`);
