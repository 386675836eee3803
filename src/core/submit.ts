// Submits the planned jobs: at most `concurrency` at once, one token for all, each through the one call to the service (service/call.ts)
// under the backend's submission policy, a shared pause when the service says it is busy, and no job twice.
import type { Job } from '../contract/client.js';
import type { Backend, JobHandle, JobRef, Listed, Sent } from '../backends/backend.js';
import { failureCause, ServiceFailure, StepStopped } from '../errors.js';
import type { Settings } from '../inputs.js';
import type { PlannedJob } from '../job.js';
import type { Log } from '../log.js';
import { quote } from '../problems.js';
import { forLog } from '../safe-text.js';
import { redact } from '../secrets.js';
import { callService } from '../service/call.js';
import { isBusy, mayHaveCreated, Pause, sleep, type RetryClock } from '../service/retry.js';
import type { Refusals } from '../service/token.js';
import { createdSince, creationTime, inFuture, SHARED_PREFIX_MS } from './watched.js';

/** What became of a planned job: the job created, or why it was not. */
export interface Outcome {
  planned: PlannedJob;
  created?: JobHandle;
  failure?: unknown;
  /** What its request asks for, where the backend says more than the job's fields (backend.sent). */
  sent?: Sent;
  /** Not known to be created, but an attempt whose answer was lost may have created it: a stop deletes a named one by name. */
  mayExist?: boolean;
  /** Named by `attach`: not submitted by this step, found (`created`) or not. */
  attached?: true;
  /** Submitted by an earlier attempt or run for the same work (`reuse`): its run and that run's page, where known. */
  reused?: { run?: string; page?: string };
}

export interface SubmitDependencies {
  /** How jobs go on the wire, the bearer, and the list that tells this step's job from an older one of the same name (the stale-409 rule). */
  backend: Pick<Backend, 'submitter' | 'tokens' | 'lister' | 'refByName' | 'identified' | 'isName' | 'submittedElsewhere'>;
  settings: Pick<Settings, 'concurrency' | 'maxAttempts' | 'requestTimeoutMs'> & Partial<Pick<Settings, 'failFast'>>;
  log: Log;
  /** When the step started: a job created before it is not this step's. */
  startedAt: number;
  /** The name prefix that only this step's jobs of a job's work have (a job without a 'name', keyed by its work and run in a CI run). */
  keyedPrefix?: (job: Job) => string | undefined;
  /** Told before a job is submitted, and once its submission is settled (created when it has a name): a stopped step deletes what it may have created. */
  onSending?: (outcome: Outcome) => void;
  onSettled?: (outcome: Outcome) => void;
  signal?: AbortSignal;
  /** For tests: the back-off's sleep and random. */
  retry?: RetryClock;
  now?: () => number;
}

export async function submitAll(planned: PlannedJob[], deps: SubmitDependencies): Promise<Outcome[]> {
  const { settings, log } = deps;
  const pause = new Pause(deps.now, deps.retry?.sleep);
  const outcomes: Outcome[] = planned.map((p) => ({ planned: p }));
  const many = planned.length > 1;
  let stop: { index: number; error: unknown; failFast?: true } | undefined;
  /** A project that refused a job (403): its other jobs would be refused too, not another project's. */
  const refusedIn = new Map<string, { index: number; error: unknown }>();
  const projects = new Set(planned.map(({ job }) => job.project)).size;
  let next = 0;
  /** The jobs this sweep created or found, and the keyed prefixes two of its jobs share: a job found by its prefix after a lost answer is
   *  none of the first, and of the second none can be told to be one submission's and not another's, whose answer is still to come. */
  const known = new Set<string>();
  const prefixes = planned.map(({ job }) => deps.keyedPrefix?.(job));
  const shared = new Set(prefixes.filter((p, i): p is string => p !== undefined && prefixes.indexOf(p) !== i));

  const worker = async (): Promise<void> => {
    while (next < planned.length) {
      const index = next++;
      const outcome = outcomes[index]!;
      const tag = many ? `Job ${index + 1} of ${planned.length}${outcome.planned.label ? ` (${forLog(outcome.planned.label)})` : ''}: ` : '';
      const refused = refusedIn.get(outcome.planned.job.project);
      if (deps.signal?.aborted || stop || refused) {
        const [first, every] = stop
          ? [stop, 'every job']
          : [refused!, projects > 1 ? `every job of project "${forLog(outcome.planned.job.project)}"` : 'every job'];
        outcome.failure = deps.signal?.aborted
          ? new StepStopped()
          : stop?.failFast
            ? new Error(`not submitted: job ${stop.index + 1} failed, and fail-fast stops the sweep at its first failure`)
            : new Error(`not submitted: job ${first.index + 1} failed in a way ${every} would (${(first.error as Error).message})`, { cause: first.error });
        continue;
      }
      try {
        const { job } = outcome.planned;
        const { name, ref, status, sentAt } = await submitOne(outcome, deps, pause, tag, { known, shared });
        known.add(name);
        const created = { name, project: job.project, ref: ref ?? deps.backend.refByName(job), createdAt: (deps.now ?? Date.now)(), sentAt };
        outcome.created = status === undefined ? created : { ...created, statusBefore: status };
        log.info(`${tag}created job "${forLog(name)}".`);
      } catch (error) {
        outcome.failure = error;
        // After a token's failure (not had, not chosen, refused) or a 401, every other job would fail the same way; after a 403, or a busy service's
        // every attempt (429, 503: a spell, or a cluster down, the jobs after it would meet too, leaving holes in the sweep's middle), every other
        // job of its project; not after its own name's.
        const serviceRefused = error instanceof ServiceFailure && !error.details.operation.token;
        const project = outcome.planned.job.project;
        if (serviceRefused && (error.status === 403 || isBusy(error))) refusedIn.set(project, refusedIn.get(project) ?? { index, error });
        else if (!(serviceRefused && error.status !== 401) && !(error instanceof UnclaimedName)) stop ??= { index, error };
        // With fail-fast the sweep has failed: the jobs after it would be deleted unwaited for.
        if (settings.failFast && !(error instanceof StepStopped)) stop ??= { index, error, failFast: true };
        // Stopped after it was sent: its job may still be created, and the stop deletes it, or the post step does.
        const said =
          error instanceof StepStopped && outcome.mayExist ? 'stopped before its submission was answered: the job may exist' : (error as Error).message;
        if (many) log.warning(`${tag}${said}`);
      }
      deps.onSettled?.(outcome);
    }
  };
  const started = Date.now(); // Date, not performance: the performance global loads perf_hooks on first use
  const workers = Math.min(settings.concurrency, planned.length);
  await Promise.all(Array.from({ length: workers }, worker));
  // What a sweep took, to tune `concurrency` by (and what `npm run bench` reads).
  if (many)
    log.info(`${outcomes.filter((o) => o.created).length} of ${planned.length} jobs created in ${Date.now() - started} ms, at most ${workers} at a time.`);
  return outcomes;
}

type Created = { name: string; ref?: JobRef; status?: string; sentAt?: number };

type Sweep = { known: Set<string>; shared: ReadonlySet<string> };

/** Submits an outcome's job: `onSending` is told of it once its first attempt is about to be sent (after the shared pause and the token,
 *  neither of which sends it), and it is marked `mayExist` when it fails after an attempt that lost its answer. */
async function submitOne(outcome: Outcome, deps: SubmitDependencies, pause: Pause, tag: string, sweep: Sweep): Promise<Created> {
  const { job } = outcome.planned;
  const { settings, log } = deps;
  const { submitter, tokens } = deps.backend;
  const named = job.name !== undefined;
  let mayExist = false;
  /** Answered, but without the name the service gave it: it exists, unnamed. */
  let nameless = false;
  /** When the first attempt was sent: a job its answer lost was created after. */
  let firstSentAt: number | undefined;
  const tried: Refusals = {};
  /** The bearer of the current attempt, had before it is sent: a token failure is not a submission's. */
  let bearer = '';

  /** A 409 (or what else says the name is taken) answered a retry after a lost answer: the job of that name is ours only if it is new. */
  type Exists = { exists: number };
  const submitted = (): Promise<Created | Exists> =>
    callService(
      submitter.operation,
      {
        get url() {
          return submitter.url(job);
        },
        send: () => submitter.send(job, bearer),
        read: (answer): Created | Exists => {
          if (answer.ok) return answer.data;
          const success = answer.status >= 200 && answer.status < 300;
          const duplicate = !success && submitter.operation.isDuplicate?.(answer.status, answer.said()) === true;
          if (duplicate && named && mayExist) return { exists: answer.status };
          if (success) {
            const claimed = answer.unread === undefined ? claimedName(answer.body) : undefined;
            if (claimed === undefined) {
              // The service took the job: a given name is its name; otherwise nothing names it, and a retry could create a second one.
              const words = answer.said();
              const failure = answer.refuse(answer.unread ?? `no job name in the answer (expected {"name": …})${words ? `: ${words}` : ''}`);
              // A web page (the user interface, a site's fallback for any path) is no answer of the service's: nothing says a job was taken.
              if (failure.details.webPage) throw Object.assign(failure, { note: "Nothing says a job was created: a web page is not the service's answer." });
              // Looked for by the prefix of its work and run, and else left for the post step, as a job whose answer was lost is.
              nameless = mayExist = !named;
              if (!named)
                throw Object.assign(failure, {
                  note: "The job was probably created, under a name the answer did not give: look for it in the project before submitting again. Set 'name' so that a job's name never depends on the answer.",
                });
              log.warning(`${tag}${failure.message}; taking "${job.name}", the name the job was given, as the created job's name.`);
              return { name: job.name! };
            }
            // A good name in an answer refused for another reason (no usable id): the job exists, and its id is found by name.
            if (deps.backend.isName(claimed)) {
              log.warning(
                `${tag}${submitter.operation.title} was answered with HTTP ${answer.status} and the name "${claimed}" but no usable id: the id is looked up by name when it is needed.`,
              );
              return { name: claimed };
            }
            // A name that is not a job name must reach no output, log line or shell step.
            const failure = answer.refuse(`the name it returned is not a job name: ${quote(redact(claimed))}`);
            failure.note = 'The job may exist: look for it in the project before submitting again. Its name was not written to any output.';
            throw failure;
          }
          const failure = answer.refuse();
          if (duplicate) failure.details.duplicate = true;
          throw failure;
        },
      },
      {
        maxAttempts: settings.maxAttempts,
        timeoutMs: settings.requestTimeoutMs,
        log,
        tag,
        named,
        pause,
        // A token failure is the token step's, with attempts of its own (TokenSource).
        prepare: async () => {
          bearer = await tokens.bearer();
          if (firstSentAt === undefined) deps.onSending?.(outcome);
          firstSentAt ??= (deps.now ?? Date.now)();
        },
        observe: (error) => (mayExist ||= mayHaveCreated(error)),
        retry: deps.retry,
        signal: deps.signal,
      },
    );

  for (;;) {
    try {
      const answer = await submitted();
      const created = 'exists' in answer ? await claimExisting(job as Job & { name: string }, deps, tag, answer.exists, firstSentAt!) : answer;
      if (tried.idToken) tokens.idTokenAccepted(bearer);
      tokens.accepted();
      return { ...created, sentAt: firstSentAt };
    } catch (error) {
      // A 401 of the submission itself, not of the token request, created nothing: another token may be tried.
      if (!(error instanceof ServiceFailure && error.status === 401 && error.details.operation === submitter.operation)) {
        // Every answer lost (or the last refused after one): the job may exist; the list tells, by name or the prefix only this step's jobs of its work have.
        const look = mayExist && !(error instanceof StepStopped) && !(error instanceof UnclaimedName);
        const sentAt = firstSentAt ?? deps.startedAt;
        const found = !look
          ? undefined
          : named
            ? await foundSince(job as Job & { name: string }, deps, tag, sentAt)
            : await foundByPrefix(
                job,
                deps,
                tag,
                sentAt,
                sweep,
                nameless ? "was answered without the job's name" : 'failed after an attempt whose answer was lost',
              );
        if (found) return { ...found, sentAt };
        throw lostAnswerSaid(error);
      }
      // The id_token of the same response, then a new token (revoked, or a clock apart, mid-sweep), as every other call (TokenSource.call).
      const next = tokens.afterRefusal(bearer, tried);
      if (next === 'id_token') log.info(`${tag}the service refused the access_token (401): trying once more with the id_token of the same response.`);
      if (next === 'new token') log.info(`${tag}the service refused the token (401): requesting a new one and trying once more.`);
      if (next) continue;
      if (tried.idToken) error.note = 'Neither the access_token nor the id_token was accepted.';
      throw lostAnswerSaid(error);
    }
  }

  /** A final failure after an attempt that lost its answer says the job may exist; a token's (every job's) is said anew, not changed. */
  function lostAnswerSaid(error: unknown): unknown {
    if (!mayExist) return error;
    outcome.mayExist = true;
    // A stop is said by the session; an unclaimed name and a nameless answer say what is known of the job already.
    if (error instanceof StepStopped || error instanceof UnclaimedName || nameless) return error;
    // A job the service named is known by the start of its name: the prefix given, or keyed by its work and run in a CI run.
    const starts = job.name === undefined ? ` (its name starts "${forLog(job.jobNamePrefix ?? 'job')}-")` : '';
    // Without a name, the attempt that lost its answer was the last (never retried), whose failure says the job may exist already.
    const lost = job.name === undefined && mayHaveCreated(error) ? 'Look' : "An earlier attempt's answer was lost, so the job may exist all the same: look";
    const said = `${lost} for it${starts} in project "${forLog(job.project)}" before submitting again.`;
    if (error instanceof ServiceFailure && error.details.operation === submitter.operation)
      return Object.assign(error, { note: [error.note, said].filter(Boolean).join(' ') });
    return new Error(`${failureCause(error)} ${said}`, { cause: error });
  }
}

/** How often, and how far apart, a name taken but not listed is looked for again: a list that lags its writes shows a new job within seconds. */
const UNLISTED_LOOKS = 5;
const UNLISTED_LOOK_MS = 2_000;

const listedByName = (job: Job & { name: string }, deps: SubmitDependencies) =>
  deps.backend.lister.read(job.project, { names: new Set([job.name]) }).then((list) => list.get(job.name));

/** A 409 after a lost answer: the job of that name is this step's only if the service says it was created since the first attempt was sent. */
async function claimExisting(job: Job & { name: string }, deps: SubmitDependencies, tag: string, status: number, sentAt: number): Promise<Created> {
  const exists = `job "${job.name}" already exists (${status}) after an attempt whose answer was lost`;
  let listed: Listed | undefined;
  // A name taken but not listed is a job made so lately that the list does not show it yet (a list may lag its writes): looked for again.
  for (let look = 1; !listed && look <= UNLISTED_LOOKS && !deps.signal?.aborted; look++) {
    if (look > 1) await (deps.retry?.sleep ?? sleep)(UNLISTED_LOOK_MS, deps.signal);
    listed = await listedByName(job, deps).catch((error: unknown) => {
      const why = `the job list that would tell whether this step created it failed: ${(error as Error).message}`;
      throw new UnclaimedName(`${exists}, and ${why}. Look for the job in project "${forLog(job.project)}" before submitting again.`, { cause: error });
    });
  }
  const createdAt = creationTime(listed?.createdAt);
  // A time later than now, past what clocks may differ by, says nothing: it is taken as no time at all.
  const now = (deps.now ?? Date.now)();
  if (createdAt === undefined || inFuture(createdAt, now)) {
    const unknown = !listed
      ? 'its list does not show it'
      : createdAt === undefined
        ? 'the service did not say when it was created'
        : 'the time it was created is in the future';
    throw new UnclaimedName(
      `${exists}, and ${unknown}, so it cannot be told apart from an older job of that name. Look for it in project "${forLog(job.project)}" before submitting again; a fresh 'name' per run (such as one with the run number) avoids this.`,
    );
  }
  if (!createdSince(createdAt, sentAt, now))
    throw new UnclaimedName(
      `${exists}, but that job was created at ${new Date(createdAt).toISOString()}, before this step sent its own (${new Date(sentAt).toISOString()}): it is not this step's job. Choose another 'name', such as one with the run number, or delete the old job.`,
    );
  const ref = deps.backend.identified(deps.backend.refByName(job), listed!);
  if (await submittedElsewhere(job, ref, deps))
    throw new UnclaimedName(
      `${exists}, and that job was created since, but its labels say another CI run submitted it (two runs of one 'name' at once): it is not this step's job. Give each run its own 'name' (such as one with the run number), or leave 'name' out.`,
    );
  deps.log.warning(`${tag}${exists}: it was created after this step sent its own, so it is the one that attempt created.`);
  return { name: job.name, ref };
}

/** Whether the job of a fixed name, created since this step sent its own, is another run's by its labels, where the generation keeps them. */
const submittedElsewhere = async (job: Job & { name: string }, ref: JobRef, deps: SubmitDependencies) =>
  !!(await deps.backend.submittedElsewhere?.([{ name: job.name, project: job.project, ref }], deps.settings))?.size;

/** A named job whose submission failed after an attempt that lost its answer, listed as created since that attempt was sent: it created it. */
async function foundSince(job: Job & { name: string }, deps: SubmitDependencies, tag: string, sentAt: number): Promise<Created | undefined> {
  // A list that fails too leaves the failure as it is, saying the job may exist (and a stopped step's post step looks again).
  const listed = await listedByName(job, deps).catch(() => undefined);
  if (!listed || !createdSince(listed.createdAt, sentAt, (deps.now ?? Date.now)())) return undefined;
  const ref = deps.backend.identified(deps.backend.refByName(job), listed);
  // Another run's (its labels say): the failure stands, saying the job may exist.
  if (await submittedElsewhere(job, ref, deps)) return undefined;
  deps.log.warning(
    `${tag}the submission of "${job.name}" failed after an attempt whose answer was lost, but the job is listed, created after it was sent: it is the one that attempt created.`,
  );
  return { name: job.name, ref };
}

/** A job without a name whose submission failed after an attempt that lost its answer, or was answered without its name: the oldest job of its keyed prefix (its work, this
 *  step and run) created since that attempt was sent, and not one this sweep knows, is the one that attempt created. */
async function foundByPrefix(
  job: Job,
  deps: SubmitDependencies,
  tag: string,
  sentAt: number,
  { known, shared }: Sweep,
  how: string,
): Promise<Created | undefined> {
  const prefix = deps.keyedPrefix?.(job);
  if (prefix === undefined || shared.has(prefix)) return undefined;
  const listed = await deps.backend.lister.read(job.project, { names: new Set(), prefix: `${prefix}-` }).catch(() => undefined);
  const now = (deps.now ?? Date.now)();
  const found = [...(listed?.values() ?? [])]
    .filter((l) => l.name.startsWith(`${prefix}-`) && deps.backend.isName(l.name) && !l.deleted && !known.has(l.name))
    .filter((l) => createdSince(l.createdAt, sentAt, now, SHARED_PREFIX_MS))
    .sort((a, b) => (creationTime(a.createdAt) ?? 0) - (creationTime(b.createdAt) ?? 0))[0];
  if (!found) return undefined;
  known.add(found.name); // before another submission's lookup can take it too
  deps.log.warning(
    `${tag}the submission ${how}, but "${forLog(found.name)}", a job of the same work and run, is listed, created after it was sent: it is the one that attempt created.`,
  );
  return { name: found.name, ref: deps.backend.identified(deps.backend.refByName({ ...job, name: found.name }), found) };
}

/** A name taken (409) after a lost answer, by a job the step cannot tell is its own: this job's failure, not every job's. */
class UnclaimedName extends Error {
  override name = 'UnclaimedName';
}

/** The name a success body claims, valid or not: `{"name": …}` or `{"data": {"name": …}}`. */
function claimedName(body: unknown): string | undefined {
  const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined);
  const name = record(body)?.name ?? record(record(body)?.data)?.name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}
