// The Researcher API's list of a project's jobs, read as it arrives and keeping only the jobs
// asked for, in whichever of its documented forms the installation serves (LIST_FORMS), the
// first served kept.
import { LIST_FORMS, type ListedJob, type RunaiClient } from '../../contract/client.js';
import { ServiceFailure } from '../../errors.js';
import type { Log } from '../../log.js';
import { callWithBearer } from '../../service/call.js';
import type { RetryOptions } from '../../service/retry.js';
import type { TokenSource } from '../../service/token.js';
import { within } from '../../service/wire.js';
import { notAList } from '../answers.js';
import { blockingReason, ListCutShort, type Limits, type Listed, type Lister, type ListQuery } from '../backend.js';
import { OPERATIONS } from './operations.js';

export class JobLister implements Lister {
  /** Which of LIST_FORMS this installation serves, as far as the step has seen. */
  private form = 0;
  /** Once a form has answered, it is the one: a later 404 is the service's, not the form's. */
  private served = false;
  requests = 0;

  constructor(
    private readonly client: RunaiClient,
    private readonly tokens: TokenSource,
    private readonly settings: Limits,
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
                return this.client.listJobs(
                  project,
                  bearer(),
                  form,
                  (name) => query.names.has(name) || (query.prefix !== undefined && name.startsWith(query.prefix)),
                );
              },
              read: (answer) => {
                if (answer.ok) return answer.data;
                throw notAList('job list (expected {"data": [{"name": …, "status": …}, …]})', answer);
              },
            }),
            { maxAttempts: query.maxAttempts ?? this.settings.maxAttempts, timeoutMs: this.settings.requestTimeoutMs, retry: this.retry },
          ),
        );
        this.served = true;
        const byName = new Map<string, Listed>();
        for (const job of jobs) {
          if (job.project !== undefined && job.project !== project) continue;
          // The list's status is its only word on why: a Kubernetes reason leaks through it (ImagePullBackOff).
          const blocked = blockingReason(job.status);
          byName.set(job.name, blocked ? { ...job, blocked, reason: blocked } : job);
        }
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
