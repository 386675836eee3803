// Reads a project's jobs: the one read the step makes while it waits (wait.ts) and when a 409
// must be told apart from someone else's job (submit.ts). The list answers in whichever of its
// documented forms the installation serves (LIST_FORMS); the first that is served is kept.
import { LIST_FORMS, type ListedJob, type RunaiClient } from './contract/client.js';
import { callService } from './call.js';
import { ServiceFailure } from './errors.js';
import type { Settings } from './inputs.js';
import type { Log } from './log.js';
import { OPERATIONS } from './operations.js';
import type { RetryOptions } from './retry.js';
import type { TokenSource } from './token.js';

export class JobLister {
  /** Which of LIST_FORMS this installation serves, as far as the step has seen. */
  private form = 0;
  /** Once a form has answered, it is the one: a later 404 is the service's, not the form's. */
  private served = false;
  /** List requests sent: a wait should cost one per project per interval (BENCHMARKS.md). */
  requests = 0;

  constructor(
    private readonly client: RunaiClient,
    private readonly tokens: TokenSource,
    private readonly settings: Pick<Settings, 'maxAttempts' | 'requestTimeoutMs'>,
    private readonly log: Log,
    private readonly retry: Partial<RetryOptions> = {},
  ) {}

  /**
   * The project's jobs by name. `maxAttempts` 1 suits a wait, which tries again at its own pace
   * until its deadline; a 401 renews the token once, a 404 or 405 moves on to the next form.
   */
  async read(project: string, maxAttempts = this.settings.maxAttempts): Promise<Map<string, ListedJob>> {
    let renewed = false;
    for (;;) {
      const form = LIST_FORMS[this.form]!;
      let bearer = '';
      try {
        const jobs = await callService(
          OPERATIONS.list,
          {
            url: this.client.formUrl(form, project),
            send: () => {
              this.requests++;
              return this.client.listJobs(project, bearer, form);
            },
            read: (reply, refuse, said) => {
              if (reply.ok) return reply.data;
              const ok = reply.status >= 200 && reply.status < 300;
              throw ok ? refuse(reply.unread ?? `not a job list (expected {"data": [{"name": …, "status": …}, …]})${said() ? `: ${said()}` : ''}`) : refuse();
            },
          },
          {
            maxAttempts,
            timeoutMs: this.settings.requestTimeoutMs,
            log: this.log,
            beforeAttempt: async () => {
              bearer = await this.tokens.bearer();
            },
            retry: this.retry,
          },
        );
        this.served = true;
        const byName = new Map<string, ListedJob>();
        for (const job of jobs) if (job.project === undefined || job.project === project) byName.set(job.name, job);
        return byName;
      } catch (error) {
        if (!(error instanceof ServiceFailure)) throw error;
        if ((error.status === 404 || error.status === 405) && !this.served && this.form < LIST_FORMS.length - 1) {
          this.form++;
          this.log.debug(`${form} is not served here (${error.status}): listing jobs through ${LIST_FORMS[this.form]}.`);
          continue;
        }
        if (error.status === 401 && !renewed && this.tokens.renewAfterRefusal(bearer)) {
          renewed = true;
          this.log.info('The service refused the token (401) while listing jobs: requesting a new one.');
          continue;
        }
        throw error;
      }
    }
  }
}
