// What a step leaves for the step that comes after it (the runner's post step): which jobs it
// created have not ended, each a handle as it is (name, project, the backend's ref, and `since`
// for a submission with no answer yet). Each job has a record of its own, written the moment it
// changes, so that a step killed outright leaves every job it knew of, and a sweep of a thousand
// jobs writes a thousand short values, not a thousand growing lists. Where records go is the host's.
import type { JobHandle, JobRef } from '../backends/backend.js';
import { validateJobCreated } from '../contract/generated/answer-validators.js';

/** The records' names: one per job, `unfinished_<n>`, its value the handle as JSON, or empty once it needs no deleting. */
const RECORD_PREFIX = 'unfinished_';

/** Records each job's handle as it changes, through the host's `save`: written at once, each job on its own. */
export class UnfinishedRecord {
  /** The record name of each job, by its name, and the value last written. */
  private readonly keys = new Map<string, string>();
  private readonly written = new Map<string, string>();

  constructor(private readonly save: (name: string, value: string) => void) {}

  /** A job that may be left unfinished: recorded, or its record replaced. */
  set(job: JobHandle): void {
    this.write(job.name, JSON.stringify(saved(job)));
  }

  /** A job that will not be left unfinished (ended, deleted, or never created): no longer recorded. */
  remove(name: string): void {
    if (this.written.get(name)) this.write(name, '');
  }

  /** Exactly these jobs, and no others, are recorded. */
  only(jobs: JobHandle[]): void {
    const kept = new Set(jobs.map((j) => j.name));
    for (const name of this.written.keys()) if (!kept.has(name)) this.remove(name);
    for (const job of jobs) this.set(job);
  }

  private write(name: string, value: string): void {
    if (this.written.get(name) === value) return;
    let key = this.keys.get(name);
    if (key === undefined) this.keys.set(name, (key = `${RECORD_PREFIX}${this.keys.size + 1}`));
    this.save(key, value);
    this.written.set(name, value);
  }
}

/** What is saved of a job: what deleting it takes, nothing more. */
function saved({ name, project, ref, since }: JobHandle): JobHandle {
  return { name, project, ref, ...(since !== undefined ? { since } : {}) };
}

/** A project as a job names it: no line breaks or other control characters, and not a path step. */
const isProject = (x: unknown): x is string =>
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  typeof x === 'string' && x.length > 0 && x.length <= 253 && x !== '.' && x !== '..' && !/[\x00-\x1f\x7f]/.test(x);

/**
 * The handles the records hold (`records`: record name → value), read as anything from outside
 * is: a job whose name, project or time is not what a step writes, or whose ref its backend does
 * not read back (an id that is a path such as `..`), is not acted on.
 */
export function readRecords(records: Record<string, string | undefined>, readRef: (value: unknown) => JobRef | undefined): JobHandle[] {
  const jobs: JobHandle[] = [];
  for (const [key, text] of Object.entries(records)) {
    if (!key.startsWith(RECORD_PREFIX) || !text) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const { name, project, ref, since } = value as Record<string, unknown>;
    if (typeof name !== 'string' || !validateJobCreated({ name }) || !isProject(project)) continue;
    // A time that is no number would let a job of that name pass for this step's.
    if (since !== undefined && !(typeof since === 'number' && Number.isFinite(since))) continue;
    const read = readRef(ref);
    if (read === undefined) continue;
    jobs.push({ name, project, ref: read, ...(since !== undefined ? { since: since as number } : {}) });
  }
  return jobs;
}
