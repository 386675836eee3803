// A workload's request and what goes with it: the version it is written for, its ref, and what it asks for in words.
import { validateUuid } from '../../contract/generated/workloads-answers.js';
import type { Job } from '../../contract/client.js';
import { ANY_VERSION, clusterVersion, compareVersions, describeRange, type ControlPlaneVersion, type VersionRange } from '../../contract/versions.js';
import { preemptibleForm, toWorkload, type WorkloadKind, type WorkloadMetadata, type WorkloadSubmission } from '../../contract/workloads-mapping.js';
import type { SpecExtras } from '../../contract/workloads-spec.js';
import type { Log } from '../../log.js';
import { forLog, sentence } from '../../safe-text.js';
import type { TokenSource } from '../../service/token.js';
import type { JobRef, Sent } from '../backend.js';
import type { Placements } from './placements.js';

// Which vendor versions a request is written and checked for. The control plane takes the request and checks it by its own document; the cluster runs it. The
// cluster list tells each project's cluster's version; the token exchange tells the control plane's as a range (token.ts), which a hosted control plane's
// (2.24) may be well above its clusters'. **Assumptions:** a control plane is never older than its clusters, so its range is the token's from the cluster's
// version up; a member the cluster's version lacks is one its workloads cannot carry, whatever the control plane takes; and the control plane makes what its
// cluster runs of the members that only respell what every version has (workloads-spec.ts). So a member is to be in the cluster's version and in the control
// plane's range, a value one the control plane takes (x-vendor), and where versions differ the request takes the form of the cluster's version within the
// control plane's range: its own for a self-hosted one as old as its cluster, 2.24's for a hosted 2.24. openapi/workloads.yaml marks each member.
interface KnownVersion {
  /** The versions the control plane may be; undefined when nothing told it. */
  range?: VersionRange;
  /** The cluster's version, where its cluster reports one, and that in words: `cluster "gpu-a" reports Run:ai 2.20.15`. */
  cluster?: { version: ControlPlaneVersion; told: string };
  /** The versions whose forms the request takes where versions differ: one, or the control plane's range when no cluster told its own.
   *  A preemptible workspace takes the newest's form. */
  forms: VersionRange;
  /** How the control plane's range is known, in words: `this control plane is Run:ai 2.24 or later, as its token answer says`. */
  told: string;
}

const later = (a: ControlPlaneVersion, b: ControlPlaneVersion) => (compareVersions(a, b) >= 0 ? a : b);

export function versionFor(project: string, placements: Pick<Placements, 'clusterFor'>, tokens: Pick<TokenSource, 'version'>): KnownVersion {
  const cluster = placements.clusterFor(project);
  const version = clusterVersion(cluster?.version);
  const token = tokens.version;
  const byToken = token && `this control plane is Run:ai ${describeRange(token)}, as its token answer says`;
  if (!cluster || !version) {
    if (token) return { range: token, forms: token, told: byToken! };
    const told = "the control plane's version is not known: the 'token' input skips the token exchange that tells it, and the cluster list gave none";
    return { forms: ANY_VERSION, told };
  }
  const oldest = later((token ?? ANY_VERSION).oldest, version);
  const range = { oldest, newest: later((token ?? ANY_VERSION).newest, oldest) };
  const told = !token
    ? `this control plane is Run:ai ${describeRange(range)}, no older than its cluster (the 'token' input skips the token exchange that tells its own version)`
    : range.oldest === token.oldest && range.newest === token.newest
      ? byToken!
      : `this control plane is Run:ai ${describeRange(range)} (its token answer says ${describeRange(token)}, and it is no older than its cluster)`;
  const byCluster = `cluster "${forLog(sentence(cluster.name))}" reports Run:ai ${forLog(sentence(cluster.version!))}`;
  // The cluster's version within the control plane's range: the oldest of it, as the range starts no lower than the cluster's.
  return { range, cluster: { version, told: byCluster }, forms: { oldest, newest: oldest }, told };
}

/** Each job's request, in the form of the version it goes to; the first `sent` (or shown) says which form a field took where versions differ. */
export function workloadRequests(placements: Placements, tokens: TokenSource, metadata: WorkloadMetadata, extras: SpecExtras | undefined, log: Log) {
  let saidPreemptible = false;
  return (job: Job, sent = false): WorkloadSubmission => {
    const known = versionFor(job.project, placements, tokens);
    if (sent && job.interactive && job.preemptible === true && !saidPreemptible) {
      saidPreemptible = true;
      const { member, value } = preemptibleForm(known.forms.newest);
      const told = known.cluster ? `${known.cluster.told}, and ${known.told}` : known.told;
      const line = `'preemptible: true' is sent as ${member}: ${value}, as Run:ai ${known.forms.newest} documents it: ${told}.`;
      // Unknown, the latest document's form may be one the service does not take.
      log[known.range ? 'info' : 'warning'](line);
    }
    return toWorkload(job, placements.of(job.project), known.forms, metadata, extras);
  };
}

// A ref: its id when an answer gave one, else its project's id to find it by name; and its kind, the path that deletes it.
export type WorkloadRef = JobRef & { id?: string; projectId?: string; kind?: WorkloadKind; framework?: string };

export const KINDS: readonly WorkloadKind[] = ['training', 'workspace', 'distributed'];

/** The kind as a ref says it: a training, the most common, is not written. */
export const kindRef = (kind: WorkloadKind): Pick<WorkloadRef, 'kind'> => (kind === 'training' ? {} : { kind });

/** A ref read back from the state file: an id is a uuid or a number, never a path such as `..`; anything else is no ref of ours. */
export function readWorkloadRef(value: unknown): WorkloadRef | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { id, projectId, kind } = value as Record<string, unknown>;
  if ((id !== undefined && !validateUuid(id)) || (projectId !== undefined && !validateUuid(projectId))) return undefined;
  if (kind !== undefined && !KINDS.includes(kind as WorkloadKind)) return undefined;
  if (id === undefined && projectId === undefined) return undefined;
  return { ...(id !== undefined ? { id: id as string } : { projectId: projectId as string }), ...(kind !== undefined ? { kind: kind as WorkloadKind } : {}) };
}

type Compute = Record<string, unknown> | undefined;

/** What the request asks for, in the summary's words: the compute members a person reads, in order, each with its words, whichever input gave them. */
const WORDS: [member: string, words: (value: unknown, compute: NonNullable<Compute>) => string | undefined][] = [
  // A fraction, or GPU memory, is asked as one device and its portion or memory: said as that alone.
  ['gpuDevicesRequest', (n, c) => (n === 1 && (c.gpuPortionRequest !== undefined || c.gpuMemoryRequest !== undefined) ? undefined : `${n} GPU`)],
  ['gpuPortionRequest', (n, c) => `${c.gpuDevicesRequest !== undefined && c.gpuDevicesRequest !== 1 ? `${c.gpuDevicesRequest} × ` : ''}${n} of a GPU`],
  // GPU memory is of one GPU (openapi/workloads.yaml, Compute's rule).
  ['gpuMemoryRequest', (m) => `${m} of one GPU's memory`],
  ['migProfile', (p) => `MIG ${p}`],
  ['cpuCoreRequest', (n, c) => `${n} CPU${c.cpuCoreLimit !== undefined ? ` (limit ${c.cpuCoreLimit})` : ''}`],
  ['cpuMemoryRequest', (m, c) => `${m} memory${c.cpuMemoryLimit !== undefined ? ` (limit ${c.cpuMemoryLimit})` : ''}`],
  ['extendedResources', (list) => (Array.isArray(list) ? list.map((r) => `${r.quantity ?? 1} ${r.resource}`).join(', ') : undefined)],
];

function resources(compute: Compute): string | undefined {
  if (!compute) return undefined;
  const said = WORDS.map(([member, words]) => (compute[member] === undefined ? undefined : words(compute[member], compute))).filter(Boolean);
  return said.length ? said.join(', ') : undefined;
}

export function sentOf({ request }: WorkloadSubmission): Sent {
  const { spec, masterSpec } = request as { spec: { image?: string; compute?: Compute }; masterSpec?: { image?: string; compute?: Compute } };
  const worker = { image: spec.image, resources: resources(spec.compute) };
  const master = masterSpec && { image: masterSpec.image ?? spec.image, resources: resources(masterSpec.compute ?? spec.compute) };
  return { ...worker, ...(master && (master.image !== worker.image || master.resources !== worker.resources) ? { master } : {}) };
}
