// What the main step leaves its post step, through the runner's state (GITHUB_STATE, read back as
// STATE_* variables): which jobs it created have not ended. Each job has a state of its own,
// written the moment it changes, so that a step killed outright leaves every job it knew of,
// and a sweep of a thousand jobs writes a thousand short values, not a thousand growing lists.
import type { JobReference } from './contract/client.js';
import { validateJobCreated } from './contract/generated/validators.js';
import { validateUuid } from './contract/generated/workloads-validators.js';

/** A job to delete should the step be stopped: its name and project, and on the workloads API its id and kind. */
export type Unfinished = JobReference & {
  id?: string;
  /** Where to find its id by name (workloads API), when no answer gave it. */
  projectId?: string;
  /**
   * When the step started, for a submission that had no answer yet: the job found by name must be
   * no older. Without it, the service's answer named the job this step's.
   */
  since?: number;
  interactive?: boolean;
  /** Its submission had no answer yet: it may still be created, so a stopped step keeps it for the post step. Not saved. */
  unanswered?: boolean;
};

/** The runner's state names: one per job, `unfinished_<n>`, its value the job as JSON or empty once it has ended. */
export const STATE_PREFIX = 'unfinished_';

/** Records each job's state for the post step as it changes: written at once, each job on its own. */
export class UnfinishedRecord {
  /** The state name of each job, by its name, and the value last written. */
  private readonly keys = new Map<string, string>();
  private readonly written = new Map<string, string>();

  constructor(private readonly save: (name: string, value: string) => void) {}

  /** A job that may be left unfinished: recorded, or its record replaced. */
  set(job: Unfinished): void {
    this.write(job.name, JSON.stringify(saved(job)));
  }

  /** A job that will not be left unfinished (ended, deleted, or never created): no longer recorded. */
  remove(name: string): void {
    if (this.written.get(name)) this.write(name, '');
  }

  /** Exactly these jobs, and no others, are recorded. */
  only(jobs: Unfinished[]): void {
    const kept = new Set(jobs.map((j) => j.name));
    for (const name of this.written.keys()) if (!kept.has(name)) this.remove(name);
    for (const job of jobs) this.set(job);
  }

  private write(name: string, value: string): void {
    if (this.written.get(name) === value) return;
    let key = this.keys.get(name);
    if (key === undefined) this.keys.set(name, (key = `${STATE_PREFIX}${this.keys.size + 1}`));
    this.save(key, value);
    this.written.set(name, value);
  }
}

/** What is saved of a job: what deleting it takes, nothing more. */
function saved({ name, project, id, projectId, since, interactive }: Unfinished): Unfinished {
  return {
    name,
    project,
    ...(id !== undefined ? { id } : projectId !== undefined ? { projectId } : {}),
    ...(since !== undefined ? { since } : {}),
    ...(interactive ? { interactive } : {}),
  };
}

/** A project as a job names it: no line breaks or other control characters, and not a path step. */
const isProject = (x: unknown): x is string =>
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  typeof x === 'string' && x.length > 0 && x.length <= 253 && x !== '.' && x !== '..' && !/[\x00-\x1f\x7f]/.test(x);

/**
 * The unfinished jobs the main step recorded, from the runner's STATE_* variables. The values are
 * read as anything from outside is: a job whose name, project or id is not what the main step
 * writes (a path such as `..`, a name that is no job name) is not acted on.
 */
export function readUnfinished(env: NodeJS.ProcessEnv = process.env): Unfinished[] {
  const jobs: Unfinished[] = [];
  for (const [key, text] of Object.entries(env)) {
    if (!key.startsWith(`STATE_${STATE_PREFIX}`) || !text) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const { name, project, id, projectId, since, interactive } = value as Record<string, unknown>;
    if (typeof name !== 'string' || !validateJobCreated({ name }) || !isProject(project)) continue;
    // An id is a uuid or a number (never a path); a time that is no number would let a job of that name pass for this step's.
    if ((id !== undefined && !validateUuid(id)) || (projectId !== undefined && !validateUuid(projectId))) continue;
    if (since !== undefined && !(typeof since === 'number' && Number.isFinite(since))) continue;
    jobs.push({
      name,
      project,
      ...(id !== undefined ? { id: id as string } : projectId !== undefined ? { projectId: projectId as string } : {}),
      ...(since !== undefined ? { since: since as number } : {}),
      ...(interactive === true ? { interactive } : {}),
    });
  }
  return jobs;
}
