// Deletes workloads one by one, by id and kind; one whose id the step does not have is found by name first (its submission was answered without a
// usable id, or confirmed by the list). One that is gone (404, or not listed) is not an error.
import type { WorkloadsClient } from '../../contract/workloads-client.js';
import { KIND_PATH } from '../../contract/workloads-mapping.js';
import type { TokenSource } from '../../service/token.js';
import type { Deletion, JobHandle, Limits } from '../backend.js';
import { WorkloadLister } from './list.js';
import { OPERATIONS } from './operations.js';
import type { WorkloadRef } from './request.js';

export async function deleteWorkloads(jobs: JobHandle[], client: WorkloadsClient, tokens: TokenSource, limits: Limits): Promise<Omit<Deletion, 'unsure'>> {
  const deletion: Omit<Deletion, 'unsure'> = { deleted: [], gone: [] };
  const failures: unknown[] = [];
  const idOf = async (job: JobHandle, ref: WorkloadRef): Promise<string | undefined> => {
    if (ref.id !== undefined) return ref.id;
    if (ref.projectId === undefined) return undefined;
    const lister = new WorkloadLister(client, () => ref.projectId!, tokens, limits);
    return (await lister.read(job.project, { names: new Set([job.name]) })).get(job.name)?.id;
  };
  await Promise.all(
    jobs.map(async (job) => {
      const ref = job.ref as WorkloadRef;
      const kind = ref.kind ?? 'training';
      try {
        const id = await idOf(job, ref);
        if (id === undefined) return void deletion.gone.push(job.name);
        const outcome = await tokens.call(OPERATIONS.delete, limits, {
          url: client.url(`/api/v1/workloads/${KIND_PATH[kind]}/${encodeURIComponent(id)}`),
          send: (bearer) => client.deleteWorkload(kind, id, bearer),
          read: (answer) => {
            if (answer.ok) return 'deleted' as const;
            if (answer.status === 404) return 'gone' as const;
            throw answer.refuse();
          },
        });
        deletion[outcome].push(job.name);
      } catch (error) {
        failures.push(error);
      }
    }),
  );
  return { ...deletion, ...(failures.length ? { failed: failures[0] } : {}) };
}
