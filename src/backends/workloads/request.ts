// A workload's request and what goes with it: the version it is written for, its ref, and what it asks for in words.
import { validateUuid } from '../../contract/generated/workloads-answers.js';
import type { Job } from '../../contract/client.js';
import { clusterVersion, describeRange, LATEST_VERSION, type ControlPlaneVersion, type VersionRange } from '../../contract/versions.js';
import { preemptibleForm, toWorkload, type WorkloadKind, type WorkloadMetadata, type WorkloadSubmission } from '../../contract/workloads-mapping.js';
import type { SpecExtras } from '../../contract/workloads-spec.js';
import type { Log } from '../../log.js';
import { forLog, sentence } from '../../safe-text.js';
import type { TokenSource } from '../../service/token.js';
import type { JobRef, Sent } from '../backend.js';
import type { Placements } from './placements.js';

// Which vendor version a request is written and checked for: the cluster list tells each project's cluster's version, the token
// exchange the control plane's as a range. The control plane takes the request and the cluster runs it, so a member must be in both.
// **Assumption:** a control plane is its clusters' version or newer, and later documents keep every request member of earlier ones
// but `compute.migProfile` (gone in 2.24): so the cluster's version decides alone where known. openapi/workloads.yaml marks each member.
interface KnownVersion {
  /** The versions the job's target may be; undefined when nothing told it. */
  range?: VersionRange;
  /** The version whose form the request takes where versions differ. */
  written: ControlPlaneVersion;
  /** How it is known, in words: `cluster "gpu-a" reports Run:ai 2.20.15`. */
  told: string;
}

export function versionFor(project: string, placements: Pick<Placements, 'clusterFor'>, tokens: Pick<TokenSource, 'version'>): KnownVersion {
  const cluster = placements.clusterFor(project);
  const reported = clusterVersion(cluster?.version);
  if (cluster && reported) {
    const said = `cluster "${forLog(sentence(cluster.name))}" reports Run:ai ${forLog(sentence(cluster.version!))}`;
    return { range: { oldest: reported, newest: reported }, written: reported, told: said };
  }
  if (tokens.version) {
    return {
      range: tokens.version,
      written: tokens.version.newest,
      told: `this control plane is Run:ai ${describeRange(tokens.version)}, as its token answer says`,
    };
  }
  return {
    written: LATEST_VERSION,
    told: "the control plane's version is not known: the 'token' input skips the token exchange that tells it, and the cluster list gave none",
  };
}

/** Each job's request, in the form of the version it goes to; the first `sent` (or shown) says which form a field took where versions differ. */
export function workloadRequests(placements: Placements, tokens: TokenSource, metadata: WorkloadMetadata, extras: SpecExtras | undefined, log: Log) {
  let saidPreemptible = false;
  return (job: Job, sent = false): WorkloadSubmission => {
    const known = versionFor(job.project, placements, tokens);
    if (sent && job.interactive && job.preemptible === true && !saidPreemptible) {
      saidPreemptible = true;
      const { member, value } = preemptibleForm(known.written);
      const line = `'preemptible: true' is sent as ${member}: ${value}, as Run:ai ${known.written} documents it: ${known.told}.`;
      // Unknown, the latest document's form may be one the service does not take.
      if (known.range) log.info(line);
      else log.warning(line);
    }
    return toWorkload(job, placements.of(job.project), known.written, metadata, extras);
  };
}

// A ref: its id when an answer gave one, else its project's id to find it by name; and its kind, the path that deletes it.
export interface WorkloadRef extends JobRef {
  id?: string;
  projectId?: string;
  kind?: WorkloadKind;
}

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

// What the request asks for, in the summary's words: the image and compute members, whichever input gave them.
type Compute = Record<string, unknown> | undefined;

/** The compute members a person reads, in order, each with its words. */
const WORDS: [member: string, words: (value: unknown, compute: NonNullable<Compute>) => string | undefined][] = [
  // A fraction is asked as one device and its portion: said as the fraction alone.
  ['gpuDevicesRequest', (n, c) => (c.gpuPortionRequest === undefined || n !== 1 ? `${String(n)} GPU` : undefined)],
  [
    'gpuPortionRequest',
    (n, c) => `${c.gpuDevicesRequest !== undefined && c.gpuDevicesRequest !== 1 ? `${String(c.gpuDevicesRequest)} × ` : ''}${String(n)} of a GPU`,
  ],
  ['gpuMemoryRequest', (m, c) => `${String(m)} GPU memory${c.gpuDevicesRequest !== undefined ? ' each' : ''}`],
  ['migProfile', (p) => `MIG ${String(p)}`],
  ['cpuCoreRequest', (n, c) => `${String(n)} CPU${c.cpuCoreLimit !== undefined ? ` (limit ${String(c.cpuCoreLimit)})` : ''}`],
  ['cpuMemoryRequest', (m, c) => `${String(m)} memory${c.cpuMemoryLimit !== undefined ? ` (limit ${String(c.cpuMemoryLimit)})` : ''}`],
  [
    'extendedResources',
    (list) => (Array.isArray(list) ? list.map((r: { resource?: string; quantity?: string }) => `${r.quantity ?? 1} ${r.resource}`).join(', ') : undefined),
  ],
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
  const differs = master && (master.image !== worker.image || master.resources !== worker.resources);
  return { ...worker, ...(differs ? { master } : {}) };
}
