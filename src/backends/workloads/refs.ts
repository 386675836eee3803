// A workload's ref: what deleting it takes. Its id when an answer gave one, else its project's id
// to find the id by name; and its kind, which path deletes it (a training unless it says otherwise).
import { validateUuid } from '../../contract/generated/workloads-answers.js';
import type { WorkloadKind } from '../../contract/workloads-mapping.js';
import type { JobRef } from '../backend.js';

export interface WorkloadRef extends JobRef {
  id?: string;
  projectId?: string;
  kind?: WorkloadKind;
}

const KINDS: readonly WorkloadKind[] = ['training', 'workspace', 'distributed'];

/** The kind as a ref says it: a training, the most common, is not written. */
export const kindRef = (kind: WorkloadKind): Pick<WorkloadRef, 'kind'> => (kind === 'training' ? {} : { kind });

/**
 * A ref read back from the state file, as anything from outside is read: an id is a uuid or a
 * number, never a path such as `..`; anything else is no ref of ours.
 */
export function readWorkloadRef(value: unknown): WorkloadRef | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { id, projectId, kind } = value as Record<string, unknown>;
  if ((id !== undefined && !validateUuid(id)) || (projectId !== undefined && !validateUuid(projectId))) return undefined;
  if (kind !== undefined && !KINDS.includes(kind as WorkloadKind)) return undefined;
  if (id === undefined && projectId === undefined) return undefined;
  return { ...(id !== undefined ? { id: id as string } : { projectId: projectId as string }), ...(kind !== undefined ? { kind: kind as WorkloadKind } : {}) };
}
