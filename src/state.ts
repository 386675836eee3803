// What the main step leaves its post step, through the runner's state (GITHUB_STATE, read back as
// STATE_* variables): which jobs it created have not ended.
import type { JobReference } from './contract/client.js';

/** A job to delete should the step be stopped: its name and project, and on the workloads API its id and kind. */
export type Unfinished = JobReference & {
  id?: string;
  projectId?: string;
  /** When the step started, with projectId: the workload found by name must be no older. */
  since?: number;
  interactive?: boolean;
  /** Its submission had no answer yet: it may still be created, so a stopped step keeps it for the post step. Not saved. */
  unanswered?: boolean;
};

/**
 * The unfinished jobs, written to the runner's state (GITHUB_STATE) for the post step. The first
 * change is written at once; after it, at most one write a second, the last change always
 * included: a sweep of 500 jobs must not write 500 growing lists.
 */
export class UnfinishedRecord {
  private timer?: NodeJS.Timeout;
  private latest?: Unfinished[];
  private writtenAt = -Infinity;

  constructor(
    private readonly save: (name: string, value: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  update(jobs: Unfinished[]): void {
    this.latest = jobs;
    if (this.timer) return;
    const wait = this.writtenAt + WRITE_EVERY_MS - this.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait).unref();
  }

  /** Writes the latest list now, if it changed since the last write. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.latest === undefined) return;
    this.save(
      STATE.unfinished,
      JSON.stringify(
        this.latest.map(({ name, project, id, projectId, since, interactive }) => ({
          name,
          project,
          ...(id !== undefined ? { id } : projectId !== undefined ? { projectId, since } : {}),
          ...(interactive ? { interactive } : {}),
        })),
      ),
    );
    this.latest = undefined;
    this.writtenAt = this.now();
  }
}

const WRITE_EVERY_MS = 1000;

/** The runner's state names: what the main step leaves its post step. */
export const STATE = {
  /** JSON [{name, project, id?, interactive?}]: jobs created and not yet ended, while the step waits with cancel-on-stop. */
  unfinished: 'unfinished',
} as const;

/** Reads the unfinished jobs the main step recorded; anything else is nothing to delete. */
export function readUnfinished(text: string | undefined): Unfinished[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const isText = (x: unknown) => typeof x === 'string';
    return value
      .filter((j): j is Unfinished => j !== null && typeof j === 'object' && isText((j as Unfinished).name) && isText((j as Unfinished).project))
      .map(({ name, project, id, projectId, since, interactive }) => ({
        name,
        project,
        ...(isText(id) ? { id } : {}),
        ...(isText(projectId) ? { projectId, ...(typeof since === 'number' ? { since } : {}) } : {}),
        ...(interactive === true ? { interactive } : {}),
      }));
  } catch {
    return [];
  }
}
