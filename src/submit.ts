// Submits the planned jobs: at most `concurrency` at once, one token for all, retries by the
// rules of retry.ts, a shared pause when the service says it is busy, and no job twice.
import { createRunaiClient, serviceMessage, type Job, type RunaiClient } from './contract/index.js';
import { detailsFromHeaders, ServiceFailure } from './errors.js';
import { UnreadableAnswer, useLightWebGlobals } from './http-fetch.js';
import type { Settings } from './inputs.js';
import type { PlannedJob } from './job.js';
import { Pause } from './pause.js';
import { gaveUpAfter, isAmbiguous, isBusy, retryAndBackoff, submitIsRetryable, type RetryOptions } from './retry.js';
import { forLog } from './safe-text.js';
import { formatDuration, type Log } from './log.js';
import { TokenSource } from './token.js';
import { classifyNetworkError, createTransport } from './transport.js';

export interface Outcome {
  planned: PlannedJob;
  /** The created job's name. */
  name?: string;
  /** Why this job was not created. */
  failure?: unknown;
}

export interface SubmitDependencies {
  client: RunaiClient;
  tokens: TokenSource;
  settings: Pick<Settings, 'concurrency' | 'maxAttempts' | 'requestTimeoutMs'>;
  log: Log;
  /** For tests: sleep, random, backoff. */
  retry?: Partial<RetryOptions>;
  now?: () => number;
}

/** Failures after which every other job would fail the same way. */
function stopsEverything(error: unknown): boolean {
  if (!(error instanceof ServiceFailure)) return true; // a token that could not be had or chosen
  if (error.details.step === 'token') return true;
  return error.status === 401 || error.status === 403;
}

/**
 * Connects to the service as the settings say, and submits every planned job. `clock` lets tests
 * replace time (sleep, random, now) so that a fault matrix runs without waiting.
 */
export async function submitJobs(
  planned: PlannedJob[],
  settings: Settings,
  log: Log,
  clock: Partial<RetryOptions> & { now?: () => number } = {},
): Promise<Outcome[]> {
  useLightWebGlobals();
  const transport = createTransport({ timeoutMs: settings.requestTimeoutMs, caCertificates: settings.caCertificates });
  const client = createRunaiClient({
    baseUrl: settings.baseUrl,
    authUrl: settings.authUrl,
    // The transport's Request and Response carry what openapi-fetch reads, not the whole WHATWG API.
    fetch: transport.fetch as unknown as (request: Request) => Promise<Response>,
    Request: transport.Request as unknown as typeof Request,
    bearer: () => tokens.bearer(),
  });
  const { now, ...retry } = clock;
  const tokens = new TokenSource(client, settings, log, retry, now);
  return submitAll(planned, { client, tokens, settings, log, retry, now });
}

export async function submitAll(planned: PlannedJob[], deps: SubmitDependencies): Promise<Outcome[]> {
  const { settings, log } = deps;
  const pause = new Pause(deps.now, deps.retry?.sleep);
  const outcomes: Outcome[] = planned.map((p) => ({ planned: p }));
  const many = planned.length > 1;
  let stop: { index: number; error: unknown } | undefined;
  let next = 0;

  const worker = async (): Promise<void> => {
    while (next < planned.length) {
      const index = next++;
      const outcome = outcomes[index]!;
      const tag = many ? `Job ${index + 1} of ${planned.length}${outcome.planned.label ? ` (${forLog(outcome.planned.label)})` : ''}: ` : '';
      if (stop) {
        outcome.failure = new Error(`not submitted: job ${stop.index + 1} failed in a way every job would (${(stop.error as Error).message})`);
        continue;
      }
      try {
        outcome.name = await submitOne(outcome.planned.job, deps, pause, tag);
        log.info(`${tag}created job "${forLog(outcome.name)}".`);
      } catch (error) {
        outcome.failure = error;
        if (stopsEverything(error)) stop ??= { index, error };
        if (many) log.warning(`${tag}${(error as Error).message}`);
      }
    }
  };
  // Date, not performance: the performance global loads perf_hooks on first use.
  const started = Date.now();
  const workers = Math.min(settings.concurrency, planned.length);
  await Promise.all(Array.from({ length: workers }, worker));
  if (many) {
    // What a sweep took, to tune `concurrency` by (and what `npm run bench` reads).
    const created = outcomes.filter((o) => o.name !== undefined).length;
    log.info(`${created} of ${planned.length} jobs created in ${Date.now() - started} ms, at most ${workers} at a time.`);
  }
  return outcomes;
}

async function submitOne(job: Job, deps: SubmitDependencies, pause: Pause, tag: string): Promise<string> {
  const { client, tokens, settings, log } = deps;
  const url = client.jobsUrl();
  const named = job.name !== undefined;
  let mayExist = false;
  const refused = (status: number, serviceMessage: string, headers: Parameters<typeof detailsFromHeaders>[0]) =>
    new ServiceFailure({ step: 'submit', url, status, serviceMessage, ...detailsFromHeaders(headers) });

  return retryAndBackoff(
    async () => {
      // A token failure is the token step's, with attempts of its own: it is not retried here.
      await tokens.bearer();
      for (let triedIdToken = false; ; triedIdToken = true) {
        let answer;
        try {
          answer = await client.submitJob(job);
        } catch (error) {
          const failure =
            error instanceof UnreadableAnswer
              ? refused(error.status, error.reason, error.headers)
              : new ServiceFailure({ step: 'submit', url, network: classifyNetworkError(error, settings.requestTimeoutMs) });
          if (isSuccess(failure.status)) return createdWithoutName(failure, job, log, tag);
          if (isAmbiguous(failure)) mayExist = true;
          throw failure;
        }
        if (answer.ok) {
          if (triedIdToken)
            log.info(`${tag}the service refused the access_token (401) and accepted the id_token. Set 'token-field: id_token' to send it first.`);
          return answer.data.name;
        }
        if (answer.status === 409 && named && mayExist) {
          // Our earlier attempt reached the service and created the job before its answer was lost.
          log.warning(`${tag}job "${job.name}" already exists (409) after an attempt whose answer was lost: taking it as the one that attempt created.`);
          return job.name as string;
        }
        if (answer.status === 401 && !triedIdToken && tokens.fallBackToIdToken()) {
          log.info(`${tag}the service refused the access_token (401): trying once more with the id_token of the same response.`);
          continue;
        }
        if (isSuccess(answer.status)) {
          const claimed = claimedName(answer.body);
          if (claimed === undefined) return createdWithoutName(refused(answer.status, noNameMessage(answer.body), answer.headers), job, log, tag);
          // A name that is not a job name must reach no output, log line or shell step.
          const failure = refused(
            answer.status,
            `the name it returned is not a job name (expected a DNS-1035 label of at most 63 characters): ${JSON.stringify(claimed.slice(0, 80))}`,
            answer.headers,
          );
          failure.note = 'The job may exist: look for it in the project before submitting again. Its name was not written to any output.';
          throw failure;
        }
        const failure = refused(answer.status, serviceMessage(answer.body), answer.headers);
        if (answer.status === 401 && triedIdToken) failure.note = 'Neither the access_token nor the id_token was accepted.';
        if (isAmbiguous(failure)) mayExist = true;
        throw failure;
      }
    },
    submitIsRetryable(named),
    {
      maxAttempts: settings.maxAttempts,
      beforeAttempt: () => pause.passed(),
      onRetry: (error, attempt, delayMs) => {
        if (isBusy(error)) pause.extend(delayMs);
        log.warning(
          `${tag}attempt ${attempt} of ${settings.maxAttempts}: ${(error as Error).message}. Retrying in ${formatDuration(delayMs)}${isBusy(error) ? ' (all submissions wait)' : ''}.`,
        );
      },
      ...deps.retry,
    },
  ).catch((error: unknown) => {
    if (error instanceof ServiceFailure && error.details.step === 'submit' && !error.note) error.note = whyNotRetried(error, named, settings.maxAttempts);
    throw error;
  });
}

const isSuccess = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

/**
 * A 2xx without a usable name: the service took the job. A job whose name was given is that
 * name; otherwise nothing can name it, and a second attempt could create a second job.
 */
function createdWithoutName(failure: ServiceFailure, job: Job, log: Log, tag: string): string {
  if (job.name !== undefined) {
    log.warning(`${tag}${failure.message}; taking "${job.name}", the name the job was given, as the created job's name.`);
    return job.name;
  }
  failure.note =
    "The job was probably created, under a name the answer did not give: look for it in the project before submitting again. Set 'name' so that a job's name never depends on the answer.";
  throw failure;
}

/** The name a success body claims, valid or not: `{"name": …}` or `{"data": {"name": …}}`. */
function claimedName(body: unknown): string | undefined {
  const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined);
  const name = record(body)?.name ?? record(record(body)?.data)?.name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

function noNameMessage(body: unknown): string {
  const said = serviceMessage(body);
  return `no job name in the answer (expected {"name": …})${said ? `: ${said}` : ''}`;
}

/** Says why a final failure was not retried, or that the attempts ran out. */
function whyNotRetried(error: ServiceFailure, named: boolean, maxAttempts: number): string | undefined {
  if (isAmbiguous(error) && !named) {
    return "It was not retried: the service may have created the job before the answer was lost, and without a 'name' a second attempt could create a second job. Set 'name' to make submissions retry-safe.";
  }
  if (isBusy(error) || isAmbiguous(error) || error.details.network?.kind === 'not-sent') {
    return gaveUpAfter(maxAttempts);
  }
  return undefined;
}
