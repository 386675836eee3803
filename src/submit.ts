// Submits the planned jobs: at most `concurrency` at once, one token for all, each through the
// one call to the service (call.ts) under the submit policy (operations.ts), a shared pause when
// the service says it is busy, and no job twice.
import { createRunaiClient, type Job, type RunaiClient } from './contract/index.js';
import { callService } from './call.js';
import { redact } from './mask.js';
import { ServiceFailure } from './errors.js';
import { useLightWebGlobals } from './http-fetch.js';
import type { Settings } from './inputs.js';
import type { PlannedJob } from './job.js';
import { Pause } from './pause.js';
import { quote } from './problems.js';
import { OPERATIONS } from './operations.js';
import { isAmbiguous, isBusy, type RetryOptions } from './retry.js';
import { forLog } from './safe-text.js';
import type { Log } from './log.js';
import { TokenSource } from './token.js';
import { createTransport } from './transport.js';

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
  if (error.details.operation === OPERATIONS.token) return true;
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
  });
  const { now, ...retry } = clock;
  const tokens = new TokenSource(client, settings, log, retry, now);
  try {
    return await submitAll(planned, { client, tokens, settings, log, retry, now });
  } finally {
    await transport.close();
  }
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
  const named = job.name !== undefined;
  let mayExist = false;
  let triedIdToken = false;
  /** The bearer of the current attempt, had before it is sent: a token failure is not a submission's. */
  let bearer = '';

  const submitted = (): Promise<string> =>
    callService(
      OPERATIONS.submit,
      {
        url: client.jobsUrl(),
        send: () => client.submitJob(job, bearer),
        read: (reply, refuse, said) => {
          if (reply.ok) return reply.data.name;
          if (reply.status === 409 && named && mayExist) {
            // Our earlier attempt reached the service and created the job before its answer was lost.
            log.warning(`${tag}job "${job.name}" already exists (409) after an attempt whose answer was lost: taking it as the one that attempt created.`);
            return job.name as string;
          }
          if (isSuccess(reply.status)) {
            const claimed = reply.unread === undefined ? claimedName(reply.body) : undefined;
            if (claimed === undefined) {
              const words = said();
              return createdWithoutName(refuse(reply.unread ?? `no job name in the answer (expected {"name": …})${words ? `: ${words}` : ''}`), job, log, tag);
            }
            // A name that is not a job name must reach no output, log line or shell step.
            const failure = refuse(`the name it returned is not a job name (expected a DNS-1035 label of at most 63 characters): ${quote(redact(claimed))}`);
            failure.note = 'The job may exist: look for it in the project before submitting again. Its name was not written to any output.';
            throw failure;
          }
          const failure = refuse();
          if (reply.status === 401) throw new RefusedToken(failure);
          throw failure;
        },
      },
      {
        maxAttempts: settings.maxAttempts,
        timeoutMs: settings.requestTimeoutMs,
        log,
        tag,
        named,
        // A token failure is the token step's, with attempts of its own (TokenSource).
        beforeAttempt: async () => {
          await pause.passed();
          bearer = await tokens.bearer();
        },
        onFailure: (error) => {
          if (isAmbiguous(error)) mayExist = true;
          return true;
        },
        onRetry: (error, delayMs) => {
          if (isBusy(error)) pause.extend(delayMs);
        },
        sharesPause: true,
        retry: deps.retry,
      },
    );

  for (;;) {
    try {
      const name = await submitted();
      if (triedIdToken) log.info(`${tag}the service refused the access_token (401) and accepted the id_token. Set 'token-field: id_token' to send it first.`);
      return name;
    } catch (error) {
      if (!(error instanceof RefusedToken)) throw error;
      // A 401 created nothing: with token-field auto, the id_token of the same response is tried once.
      if (!triedIdToken && tokens.fallBackToIdToken(bearer)) {
        triedIdToken = true;
        log.info(`${tag}the service refused the access_token (401): trying once more with the id_token of the same response.`);
        continue;
      }
      if (triedIdToken) error.failure.note = 'Neither the access_token nor the id_token was accepted.';
      throw error.failure;
    }
  }
}

/** A 401 from the jobs endpoint, carried out of the call so that another token may be tried. */
class RefusedToken extends Error {
  constructor(readonly failure: ServiceFailure) {
    super(failure.message);
  }
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
