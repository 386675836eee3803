// `attach`: jobs that exist already, followed as if the step had submitted them. They are
// found by one list request per project (the vendor's lists filter by name, not by label), and
// the step never deletes them: it did not create them, and a stop, a timeout or fail-fast of a
// step that follows a long training must leave the training running (docs/recipes.md).
import type { Backend } from '../backends/backend.js';
import type { Settings } from '../inputs.js';
import { forLog } from '../safe-text.js';
import type { Outcome } from './submit.js';

/** What a step says where it leaves attached jobs as they are. */
export const LEFT_RUNNING = 'attached to, not created by this step: it never deletes them';

/** Each job `attach` names, found: a created outcome with the service's own creation time, or a failure naming the project looked in. */
export async function findAttached(
  settings: Pick<Settings, 'jobs' | 'maxAttempts'>,
  backend: Pick<Backend, 'lister' | 'refByName' | 'identified'>,
  now = Date.now,
): Promise<Outcome[]> {
  const projects = new Map<string, Set<string>>();
  for (const { job } of settings.jobs) projects.set(job.project, (projects.get(job.project) ?? new Set()).add(job.name!));
  const found = new Map<string, Awaited<ReturnType<Backend['lister']['read']>>>();
  for (const [project, names] of projects)
    found.set(project, await backend.lister.read(project, { names, deletedToo: names, maxAttempts: settings.maxAttempts }));
  return settings.jobs.map((planned) => {
    const { name, project } = planned.job as { name: string; project: string };
    const listed = found.get(project)?.get(name);
    if (!listed)
      return {
        planned,
        attached: true,
        failure: new Error(`no job "${forLog(name)}" is listed in project "${forLog(project)}" ('attach'): check its name and 'project'`),
      };
    const created = typeof listed.createdAt === 'number' ? listed.createdAt : Date.parse(String(listed.createdAt ?? ''));
    const ref = backend.identified(backend.refByName(planned.job), listed);
    return { planned, attached: true, created: { name, project, ref, createdAt: Number.isFinite(created) ? created : now(), attached: true } };
  });
}
