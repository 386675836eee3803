// Reads a project's jobs: the one read the step makes while it waits (wait.ts), when a 409 must
// be told apart from someone else's job (submit.ts), and to find a workload's id by its name
// (workloads.ts). A list is read as it arrives and only the jobs asked for are kept, so a project
// of a hundred thousand jobs costs no more memory than the few a step follows; no request starts
// after the caller's deadline, and none outlasts it. The Researcher API's list answers in
// whichever of its documented forms the installation serves (LIST_FORMS), the first served kept;
// the workloads API's is paged, filtered by project id and name.
import { LIST_FORMS, type ListedJob, type RunaiClient } from './contract/client.js';
import { validateJobStatus } from './contract/generated/validators.js';
import { phaseOf, WORKLOADS_PAGE, type Workload, type WorkloadPage, type WorkloadsClient } from './contract/workloads-client.js';
import { callWithBearer } from './call.js';
import { ServiceFailure } from './errors.js';
import type { Settings } from './inputs.js';
import type { Log } from './log.js';
import { OPERATIONS } from './operations.js';
import type { RetryOptions } from './retry.js';
import type { TokenSource } from './token.js';
import { within } from './transport.js';

/** A job as listed; the workloads API adds the workload's id, and whether it was found among the deleted. */
export type Listed = ListedJob & { id?: string; deleted?: boolean };

/** What a read asks for. */
export interface ListQuery {
  /** The jobs the caller follows, by name: the rest of the list is read and dropped. */
  names: ReadonlySet<string>;
  /** Of those, the ones to look for among the deleted when the list lacks them (the workloads API; others ignore it). */
  deletedToo?: ReadonlySet<string>;
  /** Tries per request: 1 suits a wait, which tries again at its own pace until its deadline. */
  maxAttempts?: number;
  /** No request starts after this, and none outlasts it (epoch ms). */
  deadline?: number;
}

export interface Lister {
  /** The jobs asked for that the project lists, by name; a 401 renews the token once. */
  read(project: string, query: ListQuery): Promise<Map<string, Listed>>;
  /** List requests sent: a wait should cost one per project per interval (BENCHMARKS.md). */
  requests: number;
}

/** A read the caller's deadline cut short: past it, the list no longer matters. */
export class ListCutShort extends Error {
  constructor(what: string) {
    super(`the wait's time ran out while the ${what} was read`);
    this.name = 'ListCutShort';
  }
}

type ListSettings = Pick<Settings, 'maxAttempts' | 'requestTimeoutMs'>;

/** What a 2xx that is not the list expected means: a page from something in the way. */
const notAList =
  (expected: string) => (reply: { ok: boolean; status: number; unread?: string }, refuse: (m?: string) => ServiceFailure, said: () => string) => {
    const ok = reply.status >= 200 && reply.status < 300;
    return ok ? refuse(reply.unread ?? `not a ${expected}${said() ? `: ${said()}` : ''}`) : refuse();
  };

export class JobLister implements Lister {
  /** Which of LIST_FORMS this installation serves, as far as the step has seen. */
  private form = 0;
  /** Once a form has answered, it is the one: a later 404 is the service's, not the form's. */
  private served = false;
  requests = 0;

  constructor(
    private readonly client: RunaiClient,
    private readonly tokens: TokenSource,
    private readonly settings: ListSettings,
    private readonly log: Log,
    private readonly retry: Partial<RetryOptions> = {},
  ) {}

  async read(project: string, query: ListQuery): Promise<Map<string, Listed>> {
    for (;;) {
      const form = LIST_FORMS[this.form]!;
      if (query.deadline !== undefined && Date.now() >= query.deadline) throw new ListCutShort('job list');
      try {
        const jobs = await within(query.deadline, () =>
          callWithBearer<ListedJob[], ListedJob[]>(
            this.tokens,
            this.log,
            OPERATIONS.list,
            (bearer) => ({
              url: this.client.formUrl(form, project),
              send: () => {
                this.requests++;
                return this.client.listJobs(project, bearer(), form, (name) => query.names.has(name));
              },
              read: (reply, refuse, said) => {
                if (reply.ok) return reply.data;
                throw notAList('job list (expected {"data": [{"name": …, "status": …}, …]})')(reply, refuse, said);
              },
            }),
            { maxAttempts: query.maxAttempts ?? this.settings.maxAttempts, timeoutMs: this.settings.requestTimeoutMs, retry: this.retry },
          ),
        );
        this.served = true;
        const byName = new Map<string, Listed>();
        for (const job of jobs) if (job.project === undefined || job.project === project) byName.set(job.name, job);
        return byName;
      } catch (error) {
        if (!(error instanceof ServiceFailure && (error.status === 404 || error.status === 405) && !this.served && this.form < LIST_FORMS.length - 1))
          throw error;
        this.form++;
        this.log.debug(`${form} is not served here (${error.status}): listing jobs through ${LIST_FORMS[this.form]}.`);
      }
    }
  }
}

/** At most this many pages are read of one project's workloads in one read (100,000 at 500 a page). */
export const MAX_PAGES = 200;

/**
 * A project's workloads, page after page, filtered by the names asked for (one name exactly, or
 * several by their common prefix); `projectId` turns a project's name into its id.
 */
export class WorkloadLister implements Lister {
  requests = 0;

  constructor(
    private readonly client: WorkloadsClient,
    private readonly projectId: (project: string) => string,
    private readonly tokens: TokenSource,
    private readonly settings: ListSettings,
    private readonly log: Log,
    private readonly retry: Partial<RetryOptions> = {},
  ) {}

  async read(project: string, query: ListQuery): Promise<Map<string, Listed>> {
    const id = this.projectId(project);
    const byName = await this.pages(id, query.names, false, query);
    // A workload deleted since the last poll (ttl-after-finish, or someone) is among the deleted,
    // with the phase it had: ended, or stopped short.
    const missing = new Set([...(query.deletedToo ?? [])].filter((name) => query.names.has(name) && !byName.has(name)));
    if (missing.size) for (const [name, listed] of await this.pages(id, missing, true, query)) byName.set(name, { ...listed, deleted: true });
    return byName;
  }

  private async pages(projectId: string, names: ReadonlySet<string>, deleted: boolean, query: ListQuery): Promise<Map<string, Listed>> {
    const byName = new Map<string, Listed>();
    if (names.size === 0) return byName;
    const filter = nameFilter(names);
    const keep = (w: Workload) => names.has(w.name) && (w.projectId === undefined || w.projectId === projectId);
    for (let page = 0, offset = 0; page < MAX_PAGES; page++, offset += WORKLOADS_PAGE) {
      if (query.deadline !== undefined && Date.now() >= query.deadline) throw new ListCutShort('workload list');
      const from = offset;
      const read = await within(query.deadline, () =>
        callWithBearer<WorkloadPage, WorkloadPage>(
          this.tokens,
          this.log,
          OPERATIONS.workloadList,
          (bearer) => ({
            url: this.client.url(`/api/v1/workloads?filterBy=projectId==${encodeURIComponent(projectId)}`),
            send: () => {
              this.requests++;
              return this.client.listWorkloads(
                { projectId, ...(filter ? { name: filter } : {}), deleted, offset: from, limit: WORKLOADS_PAGE, keep },
                bearer(),
              );
            },
            read: (reply, refuse, said) => {
              if (reply.ok) return reply.data;
              throw notAList('workload list (expected {"workloads": [{"id": …, "name": …, "phase": …}, …]})')(reply, refuse, said);
            },
          }),
          { maxAttempts: query.maxAttempts ?? this.settings.maxAttempts, timeoutMs: this.settings.requestTimeoutMs, retry: this.retry },
        ),
      );
      for (const w of read.workloads) {
        // A phase that is not a plain word is not shown (the Researcher client does the same).
        const phase = phaseOf(w);
        const status = phase !== undefined && validateJobStatus(phase) ? phase : undefined;
        byName.set(w.name, { name: w.name, id: w.id, ...(status ? { status } : {}), ...(w.createdAt !== undefined ? { createdAt: w.createdAt } : {}) });
      }
      // A short page is the last, as the vendor's SDK reads it; so is one once every name is found.
      if (read.read < WORKLOADS_PAGE || byName.size === names.size) break;
    }
    return byName;
  }
}

/** The names' filter: one name exactly, several by their common prefix (none when they share none). */
export function nameFilter(names: ReadonlySet<string>): { equals: string } | { startsWith: string } | undefined {
  const all = [...names];
  if (all.length === 0) return undefined;
  if (all.length === 1) return { equals: all[0]! };
  let prefix = all[0]!;
  for (const name of all) while (!name.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix ? { startsWith: prefix } : undefined;
}
