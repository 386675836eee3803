// What a workload's request asks for, in the words of the step summary: the image and the
// compute members the request sends, whichever input gave them (the job's fields, gpu-memory, a
// `spec` object, a master's own spec).
import type { Sent } from '../backend.js';
import type { WorkloadSubmission } from '../../contract/workloads-mapping.js';

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
