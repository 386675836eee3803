// What the post step deletes: one record per unfinished job, written the moment it changes, so that a step
// killed outright leaves every job it knew of, and a sweep writes short values rather than one growing list.
import type { Backend, JobHandle } from '../backends/backend.js';
import { isMap, readJson } from '../formats.js';
import { MAX_JOBS } from '../job.js';

/** The records' names: one per job, `unfinished_<n>`, its value the handle as JSON, or empty once it needs no deleting. */
export const RECORD_PREFIX = 'unfinished_';

/** Records each job's handle as it changes, through the host's `save`: written at once, each job on its own. */
export class UnfinishedRecord {
  /** Each job's record name and the value last written, by the job's name. */
  private readonly records = new Map<string, { key: string; value: string }>();

  constructor(private readonly save: (name: string, value: string) => void) {}

  /** A job that may be left unfinished: recorded, or its record replaced. */
  set({ name, project, ref, since, byPrefix, count, listedCreatedAt }: JobHandle): void {
    this.write(name, JSON.stringify({ name, project, ref, since, byPrefix, count, listedCreatedAt }));
  }

  /** A recorded job's handle, changed since (its creation time as first listed): rewritten; a job not recorded (reused, attached) stays so. */
  update(job: JobHandle): void {
    if (this.records.get(job.name)?.value) this.set(job);
  }

  /** A job that will not be left unfinished (ended, deleted, or never created): no longer recorded. */
  remove(name: string): void {
    if (this.records.get(name)?.value) this.write(name, '');
  }

  /** Exactly these jobs, and no others, are recorded. */
  only(jobs: JobHandle[]): void {
    const kept = new Set(jobs.map((j) => j.name));
    for (const name of this.records.keys()) if (!kept.has(name)) this.remove(name);
    for (const job of jobs) this.set(job);
  }

  private write(name: string, value: string): void {
    const key = this.records.get(name)?.key ?? `${RECORD_PREFIX}${this.records.size + 1}`;
    if (this.records.get(name)?.value === value) return;
    this.save(key, value);
    this.records.set(name, { key, value });
  }
}

/** The handles the records hold, read as anything from outside is: one whose name, project, time or ref is not what a step writes is skipped. */
export function readRecords(records: Record<string, string | undefined>, { readRef, isName }: Pick<Backend, 'readRef' | 'isName'>): JobHandle[] {
  const jobs: JobHandle[] = [];
  for (const [key, text] of Object.entries(records)) {
    if (!key.startsWith(RECORD_PREFIX) || !text) continue;
    const value = readJson(text)?.value;
    if (!isMap(value)) continue;
    const { name, project, ref: saved, since, byPrefix, count, listedCreatedAt } = value;
    if (typeof name !== 'string' || !isName(name) || typeof project !== 'string') continue;
    // A project as a job names it: no line breaks or other control characters, and not a path step.
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    if (project.length === 0 || project.length > 253 || project === '.' || project === '..' || /[\x00-\x1f\x7f]/.test(project)) continue;
    // A time that is no number would let a job of that name pass for this step's.
    if (since !== undefined && !(typeof since === 'number' && Number.isFinite(since))) continue;
    const ref = readRef(saved);
    if (ref === undefined) continue;
    // A prefix stands for a counted few jobs newer than its submissions: without a time and a count it would stand for any job of that work.
    const counted = typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MAX_JOBS;
    if (byPrefix !== undefined && (byPrefix !== true || since === undefined || !counted)) continue;
    const listed = typeof listedCreatedAt === 'number' && Number.isFinite(listedCreatedAt) ? { listedCreatedAt } : {};
    jobs.push({
      name,
      project,
      ref,
      ...listed,
      ...(since !== undefined ? { since: since as number } : {}),
      ...(byPrefix ? { byPrefix, count: count as number } : {}),
    });
  }
  return jobs;
}
