// Reads a project's jobs: the one read the step makes while it waits (wait.ts) and when a 409
// must be told apart from someone else's job (submit.ts). The Researcher API's list answers in
// whichever of its documented forms the installation serves (LIST_FORMS), the first served kept;
// the workloads API's is paged, by project id (workloads.ts looks the ids up).
import { LIST_FORMS, type ListedJob, type RunaiClient } from './contract/client.js';
import { validateJobStatus } from './contract/generated/validators.js';
import { phaseOf, type WorkloadPage, type WorkloadsClient } from './contract/workloads-client.js';
import { callWithBearer } from './call.js';
import { ServiceFailure } from './errors.js';
import type { Settings } from './inputs.js';
import type { Log } from './log.js';
import { OPERATIONS } from './operations.js';
import type { RetryOptions } from './retry.js';
import type { TokenSource } from './token.js';

/** A job as listed; the workloads API adds the workload's id. */
export type Listed = ListedJob & { id?: string };

export interface Lister {
  /**
   * The project's jobs by name. `maxAttempts` 1 suits a wait, which tries again at its own pace
   * until its deadline; a 401 renews the token once.
   */
  read(project: string, maxAttempts?: number): Promise<Map<string, Listed>>;
  /** List requests sent: a wait should cost one per project per interval (BENCHMARKS.md). */
  requests: number;
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

  async read(project: string, maxAttempts = this.settings.maxAttempts): Promise<Map<string, Listed>> {
    for (;;) {
      const form = LIST_FORMS[this.form]!;
      try {
        const jobs = await callWithBearer<ListedJob[], ListedJob[]>(
          this.tokens,
          this.log,
          OPERATIONS.list,
          (bearer) => ({
            url: this.client.formUrl(form, project),
            send: () => {
              this.requests++;
              return this.client.listJobs(project, bearer(), form);
            },
            read: (reply, refuse, said) => {
              if (reply.ok) return reply.data;
              throw notAList('job list (expected {"data": [{"name": …, "status": …}, …]})')(reply, refuse, said);
            },
          }),
          { maxAttempts, timeoutMs: this.settings.requestTimeoutMs, retry: this.retry },
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

/** At most this many pages are read of one project's workloads (100,000 at 500 a page). */
const MAX_PAGES = 200;

/** The workloads of a project, page after page; `projectId` turns a project's name into its id. */
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

  async read(project: string, maxAttempts = this.settings.maxAttempts): Promise<Map<string, Listed>> {
    const id = this.projectId(project);
    const byName = new Map<string, Listed>();
    let pages = 0;
    for (let offset: number | undefined = 0; offset !== undefined;) {
      const from: number = offset;
      const page = await callWithBearer<WorkloadPage, WorkloadPage>(
        this.tokens,
        this.log,
        OPERATIONS.workloadList,
        (bearer) => ({
          url: this.client.url(`/api/v1/workloads?filterBy=projectId==${encodeURIComponent(id)}`),
          send: () => {
            this.requests++;
            return this.client.listWorkloads(id, bearer(), from);
          },
          read: (reply, refuse, said) => {
            if (reply.ok) return reply.data;
            throw notAList('workload list (expected {"workloads": [{"id": …, "name": …, "phase": …}, …]})')(reply, refuse, said);
          },
        }),
        { maxAttempts, timeoutMs: this.settings.requestTimeoutMs, retry: this.retry },
      );
      for (const w of page.workloads) {
        if (w.projectId !== undefined && w.projectId !== id) continue;
        // A phase that is not a plain word is not shown (the Researcher client does the same).
        const phase = phaseOf(w);
        const status = phase !== undefined && validateJobStatus(phase) ? phase : undefined;
        byName.set(w.name, { name: w.name, id: w.id, ...(status ? { status } : {}), ...(w.createdAt !== undefined ? { createdAt: w.createdAt } : {}) });
      }
      // A next offset that does not move on would loop for ever, and so would one that never ends:
      // the list ends there, or after MAX_PAGES pages.
      offset = page.next !== undefined && page.next > from && ++pages < MAX_PAGES ? page.next : undefined;
    }
    return byName;
  }
}
