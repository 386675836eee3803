// `attach`: jobs that exist already, followed as if the step had submitted them. They are
// found by one list request per project (the vendor's lists filter by name, not by label), and
// the step never deletes them: it did not create them, and a stop, a timeout or fail-fast of a
// step that follows a long training must leave the training running (docs/recipes.md).
import type { Backend, JobHandle } from '../backends/backend.js';
import { some } from '../log.js';
import type { Settings } from '../inputs.js';
import { forLog } from '../safe-text.js';
import { createdAt } from './reuse.js';
import type { Outcome } from './submit.js';

/** What a step says where it leaves jobs it did not submit (attached or reused) as they are: nothing when there are none. */
export function keptRunning(jobs: JobHandle[]): string {
  const kept = jobs.filter((j) => j.attached).map((j) => `"${forLog(j.name)}"`);
  if (!kept.length) return '';
  return ` ${some(kept)} ${kept.length > 1 ? 'were' : 'was'} left running: not submitted by this step, which never deletes ${kept.length > 1 ? 'them' : 'it'}.`;
}

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
    if (listed.deleted)
      return {
        planned,
        attached: true,
        failure: new Error(`the job "${forLog(name)}" in project "${forLog(project)}" was deleted before this step ('attach'): there is nothing to follow`),
      };
    const ref = backend.identified(backend.refByName(planned.job), listed);
    return { planned, attached: true, created: { name, project, ref, createdAt: createdAt(listed, now()), attached: true } };
  });
}
