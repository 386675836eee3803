// A step's life, whatever hosts it: prepare → submit → wait → delete on a stop or a timeout, through the settings' backend, reported for the host to render.
import { openBackend } from '../backends/index.js';
import { findAttached, namedByWork, reuseOrSubmit } from './reuse.js';
import { stateMeaning, type Backend, type BackendContext, type Deletion, type JobHandle, type Origin, type Whereabouts } from '../backends/backend.js';
import { failureCause, failureOf, StepStopped } from '../errors.js';
import type { Job } from '../contract/client.js';
import { durationSeconds } from '../contract/durations.js';
import type { Settings } from '../inputs.js';
import { formatDuration, type Log } from '../log.js';
import { forJson, forLog } from '../safe-text.js';
import { byHand, dealtWith, deleteJobs, endedSince, keptRunning, logDeletion, quoted, shownName, stopped } from './cancel.js';
import { followLogs, readTails, type SaidOnce } from './logs.js';
import { readRecords, UnfinishedRecord } from './record.js';
import { STOP_DEADLINE_MS, SUBMISSION_GRACE_MS, unlessStopped, type Stop } from './stop.js';
import { submitAll, type Outcome } from './submit.js';
import { listFailed, pollIntervalOf, timedOut, verdict, waitForJobs, type WaitEnd } from './wait.js';
import { didNotDoAsAsked, hasEnded, type Watched } from './watched.js';
import { MAX_RETRY_AFTER_MS, sleep } from '../service/retry.js';

/** What the session needs of its host, besides what a backend is opened with (its log, HTTP client, proxies and origin). */
export interface SessionHost extends Pick<BackendContext, 'log' | 'http' | 'proxyFor' | 'origin'> {
  /** Where records of unfinished jobs go for a later step (the runner's state); none when the host keeps none. */
  save?: (name: string, value: string) => void;
  /** Starts listening for a stop; `overrun` is called when deleting after it outlasts its deadline, and awaited before the process ends. */
  watchStop?: (overrun: (by: string) => void | Promise<void>) => Stop & { dispose(): void };
  /** Says a failure at once, with the jobs as last known (each unended one stopped), for a process about to end (a stop that overran). */
  failNow: (cause: string, known?: Report) => void | Promise<void>;
  /** Told what there is to show while the step goes on: the jobs once submitted, and with `pr-comment` each change of their states. */
  progress?: (report: Report, settings: Settings) => void;
}

/** What tests replace: the backend, and a clock that moves only when the session sleeps. */
interface SessionOptions {
  openBackend?: (context: BackendContext) => Promise<Backend>;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface Report {
  /** Each planned job and what became of it; absent when the step ended before it submitted anything it could show. */
  outcomes?: Outcome[];
  /** After a wait: each job's last known state and how its wait ended. */
  watched?: Watched[];
  waitEnded?: WaitEnd['kind'];
  dryRun?: boolean;
  outputs?: Record<string, string>;
  /** Where the jobs went: the cluster, and the page in the user interface that lists them. */
  whereabouts?: Whereabouts;
  /** The post step's: what it deleted of the jobs the step left unfinished, and what was gone already. */
  deletion?: Pick<Deletion, 'deleted' | 'gone'> & { left?: string[] };
  /** Why the step fails, cause first (the host puts its prefix before it); `error`, the failure it came from, for a debug log. */
  failure?: { cause: string; error?: unknown };
}

export function runSession(settings: Settings, host: SessionHost, options: SessionOptions = {}): Promise<Report> {
  const startedAt = (options.now ?? Date.now)();
  if (settings.apiChosen) host.log.info(settings.apiChosen);
  // A CI run that does not say its commit (Jenkins without GIT_COMMIT) cannot key its jobs: a re-run would train twice, unsaid otherwise. A dry
  // run, how a new pipeline is tried, says it too.
  const { labels = {}, work } = host.origin ?? {};
  if (!work && Object.keys(labels).length && settings.reuse !== 'never' && settings.jobs.some((p) => p.job.name === undefined))
    host.log.warning(
      "'reuse' cannot take effect: this CI run does not say its commit, job and run number (on Jenkins, GIT_COMMIT, which a checkout from SCM sets), so a re-run would submit its jobs again. Set them, or give each job a 'name'.",
    );
  return withBackend(settings, host, options, (backend) =>
    settings.dryRun ? dryRun(settings, backend, host.log, host.origin?.work) : submitAndWait(settings, backend, host, startedAt, options),
  );
}

/** What `use` reports with the settings' backend, closed after it; a failure, opening it too, is the report's. */
async function withBackend(settings: Settings, host: SessionHost, options: SessionOptions, use: (backend: Backend) => Promise<Report>): Promise<Report> {
  let backend: Backend | undefined;
  try {
    // Loaded only now, from its own files: a step that fails on its inputs never reads or compiles what talks to the service.
    backend = await (options.openBackend ?? openBackend)({ settings, log: host.log, http: host.http, proxyFor: host.proxyFor, origin: host.origin });
    return await use(backend);
  } catch (error) {
    return { failure: failureOf(error) };
  } finally {
    await backend?.close();
  }
}

async function dryRun(settings: Settings, backend: Backend, log: Log, work: Origin['work']): Promise<Report> {
  const report = { dryRun: true, outputs: backend.outputs?.([]), whereabouts: backend.whereabouts() };
  if (settings.attach) {
    log.info(
      `Dry run: the step would look up ${quoted(settings.jobs.map((p) => p.job.name!))} in project "${forLog(settings.jobs[0]!.job.project)}" and wait for ${settings.jobs.length > 1 ? 'them' : 'it'}, submitting nothing and deleting nothing ('attach').`,
    );
    return { ...report, outcomes: settings.jobs.map((planned) => ({ planned, attached: true as const })) };
  }
  const { lead, requests } = await backend.preview(namedByWork(settings, work).map((p) => p.planned.job));
  const waits =
    settings.wait === 'false'
      ? ''
      : ` The step would then wait until every job ${settings.wait === 'running' ? 'runs' : 'ends'}, asking every ${formatDuration(settings.pollIntervalMs)} for at most ${formatDuration(settings.waitTimeoutMs)}${settings.cancelOnStop ? ', and delete the unfinished jobs if stopped' : ''}.`;
  const posts = settings.jobs.map(({ label }, i) => {
    const tag = settings.jobs.length > 1 ? ` (job ${i + 1} of ${settings.jobs.length}${label ? `, ${forLog(label)}` : ''})` : '';
    return `POST ${forLog(requests[i]!.url)}${tag}\n${forJson(requests[i]!.body, 2)}`;
  });
  log.info([`Dry run: ${lead}${waits}`, ...posts].join('\n'));
  if (work && settings.reuse !== 'never' && settings.jobs.some((p) => p.job.name === undefined))
    log.info(
      `Before submitting, the step would look for jobs of the same work that ${settings.reuse !== 'running' ? 'a run of this commit ran or is running' : work.rerunIsNewRun ? 'an earlier run of this commit is running' : 'an earlier attempt of this run is running'}, and follow them instead (reuse: ${settings.reuse}); the others it would submit as above, named by their work and run.`,
    );
  return { ...report, outcomes: settings.jobs.map((p) => withSent({ planned: p }, backend)) };
}

async function submitAndWait(settings: Settings, backend: Backend, host: SessionHost, startedAt: number, clock: SessionOptions): Promise<Report> {
  const { log } = host;
  const waiting = settings.wait !== 'false';
  // What a later step deletes if this one cannot: only while it waits, and only if asked to.
  const record = waiting && settings.cancelOnStop && !settings.attach && host.save ? new UnfinishedRecord(host.save) : undefined;
  const then = record ? 'The post step deletes the jobs recorded as unfinished.' : 'Delete those still running in the Run:ai user interface.';
  let lastKnown: (() => Report) | undefined;
  const overrun = (by: string) =>
    host.failNow(
      `the step was stopped (${by}), and deleting its jobs did not end within ${STOP_DEADLINE_MS / 1000} s. ${then}`,
      lastKnown && { ...lastKnown(), waitEnded: 'stopped' },
    );
  const stop = host.watchStop?.(overrun); // watched with 'wait: false' too: a stop while submitting leaves the outputs and the summary of what was created
  try {
    // Preparing, and looking for jobs to reuse, are not awaited past a stop: nothing has been submitted yet. Its result is stopped, as a stop's later.
    const stoppedWhile = (what: string | undefined): Report => ({
      failure: { cause: `the step was stopped (${stop?.by ?? 'a signal'}) while it ${what}; nothing was submitted.` },
      waitEnded: 'stopped',
    });
    const preparing = backend.prepare?.(settings.jobs.map((p) => p.job)).then(() => true);
    if (preparing && !(await unlessStopped(preparing, stop?.signal))) return stoppedWhile(backend.preparing);
    const work = host.origin?.work;
    // Jobs 'attach' names have names: none is reused, and nothing is looked for.
    const chosen = await unlessStopped(reuseOrSubmit(settings, backend, work, log, clock.now), stop?.signal);
    if (!chosen) return stoppedWhile('looked for jobs to reuse');
    const created = chosen.filter((o) => o.reused);
    /** The name prefix of a job without a 'name' that reuse keyed by its work and run (in a CI run): only this step's jobs of that work have it. */
    const prefixOf = (job: Job) => (job.name === undefined && work ? job.jobNamePrefix : undefined);
    /** Whether an unanswered submission's job can be found: by its name, or by the prefix that keys it. */
    const findable = (o: Outcome) => o.planned.job.name !== undefined || prefixOf(o.planned.job) !== undefined;
    /** The submissions whose jobs may exist unanswered, and when each was sent (a job found by its prefix was created after its own was): in flight, with no
     *  failure yet (a named one may have created its job already), or cut short by a stop or a failure after an attempt whose answer was lost. */
    const unanswered = new Map<Outcome, number>();
    /** A job's handle: as created, or for an unanswered submission what finding it needs (`since`: created after that): its name; or its
     *  prefix, for at most as many jobs as `unanswered` holds submissions of it, created after the first of them was sent. */
    const handle = (o: Outcome): JobHandle => {
      if (o.created) return o.created;
      const found = { project: o.planned.job.project, ref: backend.refByName(o.planned.job) };
      const prefix = prefixOf(o.planned.job);
      if (prefix === undefined) return { ...found, name: o.planned.job.name!, since: unanswered.get(o) ?? startedAt };
      const same = [...unanswered].filter(([u]) => prefixOf(u.planned.job) === prefix);
      return { ...found, name: prefix, byPrefix: true, count: same.length, since: Math.min(...same.map(([, sentAt]) => sentAt)) };
    };
    const toSubmit = chosen.filter((o) => !o.reused).map((o) => o.planned);
    const shared = { settings, log, signal: stop?.signal, now: clock.now };
    const submitting = (settings.attach ? findAttached : submitAll)(toSubmit, {
      ...shared,
      backend,
      startedAt,
      keyedPrefix: prefixOf,
      retry: clock.sleep && { sleep: clock.sleep }, // a submission's back-off is the session's sleep too: on a test's clock it takes no time
      onSending: (outcome) => {
        unanswered.set(outcome, (clock.now ?? Date.now)());
        if (findable(outcome)) record?.set(handle(outcome));
      },
      onSettled: (outcome) => {
        // Cut short after a lost answer, a submission stays unanswered: its job may exist.
        if (outcome.created || !outcome.mayExist) unanswered.delete(outcome);
        if (outcome.created) {
          created.push(outcome);
          record?.set(outcome.created);
        } else if (!outcome.mayExist && outcome.planned.job.name !== undefined) record?.remove(outcome.planned.job.name);
        // A prefix's record stays, counting them, while other submissions of it are unanswered or may have created their jobs.
        const prefix = prefixOf(outcome.planned.job);
        const other = prefix === undefined ? undefined : [...unanswered.keys()].find((o) => prefixOf(o.planned.job) === prefix);
        if (other) record?.set(handle(other));
        else if (prefix !== undefined) record?.remove(prefix);
      },
    }).then((submitted) => chosen.map((o) => (o.reused ? o : submitted.shift()!)));
    // Stopped while submitting: answers on their way get a few seconds, so that the jobs they create are known and deleted.
    const outcomes = await unlessStopped(submitting, stop?.signal, SUBMISSION_GRACE_MS);

    let watched: Watched[] | undefined;
    /** The jobs a stop's deletion deleted: one whose submission had no answer was found by name, so its row says so, not that it may exist. */
    let deletedByStop: readonly string[] = [];
    /** What the report shows, taken last: past a stop's grace, only the jobs answered so far, in input order; once followed, how they are. */
    const current = (): Report => {
      const reported =
        outcomes ??
        // A sweep's every planned job, so that the summary is of a sweep stopped (of one job, or jobs 'attach' looks up: those found).
        chosen.flatMap((c) => {
          if (settings.attach || chosen.length === 1) return created.filter((o) => o.planned === c.planned);
          const sent = [...unanswered.keys()].some((o) => o.planned === c.planned);
          const found = c.planned.job.name !== undefined && deletedByStop.includes(c.planned.job.name);
          const message = found
            ? 'stopped before its submission was answered; its job was found, and deleted'
            : 'stopped before its submission was answered: the job may exist';
          const why = Object.assign(new StepStopped(), sent ? { message } : {});
          return created.find((o) => o.planned === c.planned) ?? { planned: c.planned, failure: why };
        });
      const handles = reported.flatMap((o) => (o.created ? [o.created] : []));
      return { outcomes: reported.map((o) => withSent(o, backend)), outputs: backend.outputs?.(handles), whereabouts: backend.whereabouts(), watched };
    };
    lastKnown = current;
    const progress = () => host.progress?.(current(), settings);
    // The jobs submitted are shown at once, so that a step killed later still leaves them; each change only where a pull request's comment shows it.
    if (outcomes && !stop?.signal.aborted) progress();
    let settled: Settled & Pick<Report, 'waitEnded'> = {};
    // A job 'attach' names that is not there fails the step at once: nothing is waited for.
    const missing = settings.attach && outcomes?.some((o) => o.failure !== undefined);
    const ttlOf = ({ ttlAfterFinish }: Outcome['planned']['job']) => (ttlAfterFinish === undefined ? {} : { ttlMs: durationSeconds(ttlAfterFinish) * 1000 });
    const watch = () => created.map((o): Watched => ({ ...o.created!, createdAt: o.created!.createdAt!, missed: 0, ...ttlOf(o.planned.job) }));
    if (waiting && outcomes && created.length && !missing && !stop?.signal.aborted) {
      watched = watch();
      const said: SaidOnce = new Set();
      const aftermath: Aftermath = { log, said, postStep: record !== undefined, stop: stop?.signal };
      const followed = followLogs(watched, backend.logs, settings, log, stop?.signal, said);
      /** Stuck jobs deleted while the others still ran, and the names of those taken to be. */
      const stuckDeleted: Promise<void>[] = [];
      const stuckSeen = new Set<string>();
      // fail-fast: a job of the sweep that was not created failed it already; the others are deleted, not waited for.
      const notCreated = settings.failFast && outcomes.some((o) => o.failure !== undefined);
      const end: WaitEnd = notCreated
        ? { kind: 'failed-fast' }
        : await waitForJobs(watched, {
            ...shared,
            settings: { ...settings, pollIntervalMs: pollIntervalOf(settings, backend.lister) },
            lister: backend.lister,
            meaning: stateMeaning,
            sleep: clock.sleep,
            onChange: (jobs) => {
              // A job first listed: its creation time, by which the post step tells it from a later job of its name.
              for (const job of jobs)
                if (hasEnded(job)) record?.remove(job.name);
                else if (job.listedCreatedAt !== undefined) record?.update(job);
              followed.start(jobs);
              if (settings.prComment) progress();
              // A job stuck while others still run is deleted now, not once they end: it may yet be placed and train, or hold a GPU, meanwhile.
              const stuck = jobs.filter((j) => j.end === 'stuck' && !j.attached && !stuckSeen.has(j.name));
              if (stuck.length && settings.cancelOnStop && !settings.failFast && jobs.some((j) => j.end === undefined)) {
                for (const job of stuck) stuckSeen.add(job.name);
                stuckDeleted.push(deleteStuck(stuck, watched!, backend, settings, aftermath, record));
              }
            },
          });
      // A stop meanwhile deletes within its own seconds, which a hung deletion of a stuck job must not hold up.
      await unlessStopped(Promise.all(stuckDeleted), stop?.signal);
      await followed.settle(watched);
      settled = { ...(await settle(end, watched, backend, settings, aftermath)), waitEnded: end.kind };
      // A chart of each job's GPU utilisation, for the pull request's comment: where the service has it.
      if (settings.prComment && backend.utilisation && !stop?.signal.aborted) {
        const ran = watched.filter((j) => j.startedAt !== undefined);
        const until = (clock.now ?? Date.now)();
        const spans = ran.map((j) => ({ ...j, from: j.startedAt!, to: j.endedAt ?? until }));
        const found = await unlessStopped(backend.utilisation(spans, settings), stop?.signal);
        for (const job of ran) job.gpuUtilisation = found?.get(job.name) ?? job.gpuUtilisation;
      }
    }

    if (stop?.signal.aborted) {
      // Stopped: the jobs not ended are deleted within seconds; an unanswered named submission by its name, in case it created its job.
      // Ended, or deleted already by the step (fail-fast, a timeout, a stuck job): not to be deleted again within the stop's seconds.
      // So is one a list found ended (reused, attached), though no poll has listed it since: a job does not end twice.
      const listedEnded = created.flatMap(({ created: c }) => (c?.statusBefore && hasEnded({ end: stateMeaning(c.statusBefore) }) ? [c.name] : []));
      const ended = new Set([...(watched ?? []).filter((j) => hasEnded(j) || j.deletedByStep).map((j) => j.name), ...listedEnded]);
      for (const job of watched ?? []) if (job.deletedByStep) record?.remove(job.name);
      const mayExist = [...created, ...[...unanswered.keys()].filter(findable)];
      // One handle per name: the unanswered submissions of identical jobs share one prefix.
      // With what the wait's first listing of each said, where it listed it: one listed may have ended, and been deleted (ttl-after-finish), since.
      const listedAt = new Map((watched ?? []).map((j) => [j.name, j.listedCreatedAt]));
      const withListing = (h: JobHandle): JobHandle => {
        const at = h.listedCreatedAt ?? listedAt.get(h.name);
        return at === undefined ? h : { ...h, listedCreatedAt: at };
      };
      const unfinished = [
        ...new Map(
          mayExist
            .map(handle)
            .map(withListing)
            .map((h) => [h.name, h]),
        ).values(),
      ].filter((j) => !ended.has(j.name));
      const known = new Set(unfinished.map((j) => j.name));
      const since = () => ({
        unnamedInFlight: [...unanswered.keys()].filter((o) => o.failure === undefined && !findable(o)).length,
        answered: created.map((o) => o.created!.name).filter((name) => !known.has(name) && !ended.has(name)),
      });
      const deletion = await stopped(stop, unfinished, settings, backend, log, since, record);
      deletedByStop = deletion.deleted;
      // Stopped before the wait began, the jobs it deleted are shown as followed all the same: the summary and outputs say what it did to them.
      if (waiting && (deletion.deleted.length || deletion.ended || !settings.cancelOnStop || created.some((o) => o.created?.attached))) watched ??= watch();
      markDeletion(watched ?? [], deletion, deletion.gone);
      // Found by a list (reused, attached) and stopped before the wait listed it: as that list showed it, not as a job never listed.
      for (const job of watched ?? []) {
        if (job.status !== undefined || job.statusBefore === undefined) continue;
        const meaning = stateMeaning(job.statusBefore);
        [job.status, job.started] = [job.statusBefore, meaning !== undefined];
        if (hasEnded({ end: meaning })) [job.end, job.endedUnseen] = [meaning, true];
      }
      // Left running as asked, or as one the step did not submit (attached, reused), which it never deletes.
      for (const job of watched ?? []) if (!settings.cancelOnStop || job.attached) job.leftRunning = !hasEnded(job);
      const cause = settled.failure ? `${settled.failure} Then ${deletion.said}` : deletion.said;
      // With 'wait: false' the jobs created were left running (submitted); a stop before any was created is the step's, stopped, not failed.
      const report = current();
      return { ...report, waitEnded: waiting || !report.outcomes?.some((o) => o.created) ? 'stopped' : undefined, failure: { cause } };
    }
    // The wait ended (or there was none): the post step deletes only what a timeout could not, and a job whose every answer was lost and no list found,
    // should it appear created since: by its name, or by its prefix where no other job of the step has it (which may be left running on purpose).
    const alone = (o: Outcome) => toSubmit.filter((p) => prefixOf(p.job) === prefixOf(o.planned.job)).length === 1;
    const mayAppear = [...unanswered.keys()].filter((o) => o.planned.job.name !== undefined || (findable(o) && alone(o))).map(handle);
    record?.only([...(settled.left ?? []), ...mayAppear]);
    if (record && mayAppear.length)
      log.info(`The post step deletes ${quoted(mayAppear.map(shownName))} if an attempt created ${mayAppear.length > 1 ? 'them' : 'it'}.`);
    return { ...current(), waitEnded: settled.waitEnded, failure: verdictOf(outcomes!, settled.failure) };
  } finally {
    stop?.dispose();
  }
}

/** An outcome with what its request sends; an attached job's was not sent by this step. */
const withSent = (outcome: Outcome, backend: Backend): Outcome => (outcome.attached ? outcome : { ...outcome, sent: backend.sent?.(outcome.planned.job) });

/** Why the wait fails the step, and the jobs a timed-out wait could not delete: the post step tries again. */
type Settled = { failure?: string; left?: JobHandle[] };
/** What settling a wait needs beside the jobs: where to say it, and whether a post step deletes what it cannot (else a person does). */
type Aftermath = { log: Log; said: SaidOnce; postStep: boolean; stop?: AbortSignal };

/** Why jobs did not do as asked, and the last lines of the logs of those that ran: before a deletion takes their events and logs. */
async function explainAndTail(bad: Watched[], backend: Backend, settings: Settings, { log, said, stop }: Aftermath): Promise<void> {
  const unexplained = bad.filter((j) => !j.explanation);
  if (unexplained.length && backend.explain && !stop?.aborted) {
    const explained = await unlessStopped(backend.explain(unexplained, settings), stop);
    for (const job of unexplained) job.explanation = explained?.get(job.name) ?? job.explanation;
  }
  // Within request-timeout-seconds.
  const ran = bad.filter((j) => j.started && !j.logTail && j.logNote === undefined);
  if (ran.length && settings.logs !== 'false' && !stop?.aborted) await readTails(ran, backend.logs, log, stop, settings.requestTimeoutMs, said);
}

/** Deletes jobs found stuck while the others still run, as 'pending-timeout-minutes' and a blocking reason say; what it cannot delete, the wait's end tries again. */
async function deleteStuck(stuck: Watched[], watched: Watched[], backend: Backend, settings: Settings, aftermath: Aftermath, record?: UnfinishedRecord) {
  await explainAndTail(stuck, backend, settings, aftermath);
  if (aftermath.stop?.aborted) return;
  const deletion = await deleteJobs(stuck, backend, settings);
  logDeletion(deletion, 'Not started', aftermath.log);
  markDeletion(watched, deletion);
  for (const job of stuck) if (dealtWith(job, deletion)) record?.remove(job.name);
}

/** After a wait: why the failed jobs failed (before a deletion takes their events and logs), deleting what is left, and the failure. */
async function settle(end: WaitEnd, watched: Watched[], backend: Backend, settings: Settings, aftermath: Aftermath): Promise<Settled> {
  const { log, postStep, stop } = aftermath;
  if (end.kind === 'stopped') return {};
  if (end.kind === 'error') return { failure: listFailed(end.error, watched) };
  const unfinished = watched.filter((j) => !hasEnded(j));
  const bad = watched.filter((j) => didNotDoAsAsked(j) || (end.kind === 'timeout' && !hasEnded(j)));
  await explainAndTail(bad, backend, settings, aftermath);
  // Stopped meanwhile: the stop's own path deletes the jobs, within its deadline; how those that ended did is said before what it did.
  if (stop?.aborted) return { failure: end.kind === 'timeout' ? undefined : verdict(watched, settings) };
  const failure =
    end.kind === 'timeout'
      ? timedOut(watched, settings, end.lastFailure)
      : end.kind === 'failed-fast'
        ? failedFast(watched, settings, unfinished.filter((j) => j.end !== 'stuck').length)
        : verdict(watched, settings);
  const left = end.kind === 'done' ? watched.filter((j) => j.end === 'stuck') : unfinished;
  // Deleted once found stuck, while the others ran.
  const early = left.filter((j) => j.deletedByStep);
  const earlySaid = early.length ? ` ${quoted(early.map((j) => j.name))} ${early.length > 1 ? 'were' : 'was'} deleted once found so (cancel-on-stop).` : '';
  const ours = left.filter((j) => !j.attached && !j.deletedByStep);
  const said = `${earlySaid}${keptRunning(left)}`;
  if (!ours.length) return failure ? { failure: `${failure}${said}` } : {};
  if (end.kind !== 'failed-fast' && !settings.cancelOnStop) return { failure: `${failure} They were left running (cancel-on-stop: false).${said}` };
  const deletion = await deleteJobs(ours, backend, settings);
  logDeletion(deletion, end.kind === 'timeout' ? 'wait-timeout-minutes passed' : end.kind === 'failed-fast' ? 'fail-fast' : 'Not started', log);
  markDeletion(watched, deletion);
  // Every job did as asked after all, ending while the last look's reasons and logs were read: the step did what it was asked.
  if (end.kind === 'timeout' && !deletion.failed && watched.every((j) => hasEnded(j) && !didNotDoAsAsked(j))) {
    for (const job of watched) delete job.explanation; // read as they ended, for a failure there was not
    return {};
  }
  const asked = end.kind === 'failed-fast' ? 'fail-fast' : 'cancel-on-stop';
  const deleting = ours.filter((j) => !deletion.ended?.has(j.name));
  const them = deleting.length === ours.length ? (ours.length === 1 ? 'It was' : 'They were') : `The other${deleting.length > 1 ? 's were' : ' was'}`;
  if (!deletion.failed) return { failure: `${failure}${endedSince(deletion)}${deleting.length ? ` ${them} deleted (${asked}).` : ''}${said}` };
  const notDeleted = ours.filter((j) => !dealtWith(j, deletion));
  const then = byHand(notDeleted, postStep);
  return {
    failure: `${failure}${endedSince(deletion)} Deleting ${ours.length === 1 ? 'it' : 'them'} failed: ${failureCause(deletion.failed)} ${then}${said}`,
    left: notDeleted,
  };
}

/** Why fail-fast ended the wait, and that `others` were not waited for: a job that failed, or one that was not created. */
function failedFast(watched: Watched[], settings: Settings, others: number): string {
  const failed = verdict(watched, settings);
  const these = failed ? (others === 1 ? 'the other was' : `the other ${others} were`) : others === 1 ? 'the one created was' : `the ${others} created were`;
  return `${failed ?? 'A job was not created.'} With fail-fast, ${these} not waited for.`;
}

/** Jobs as a deletion left them: deleted by the step, or as they had ended since they were last seen (the list's state, ended by now); and,
 *  for a stop's, those it found `gone`. */
function markDeletion(watched: Watched[], { deleted, ended }: Pick<Deletion, 'deleted' | 'ended'>, gone: string[] = []): void {
  for (const job of watched) {
    const state = ended?.get(job.name);
    if (state !== undefined) [job.status, job.end, job.endedAt] = [state, stateMeaning(state), Date.now()];
    // Not found to delete: deleted since the last look, not by this step.
    else if (gone.includes(job.name) && job.end === undefined) [job.end, job.endedAt] = ['gone', Date.now()];
    if (deleted.includes(job.name)) job.deletedByStep = true;
  }
}

/** The step fails when a job was not created, or when the wait says a job did not do as asked. */
function verdictOf(outcomes: Outcome[], waitFailure: string | undefined): Report['failure'] {
  const failures = outcomes.filter((o) => o.failure !== undefined);
  if (failures.length === 0) return waitFailure ? { cause: waitFailure } : undefined;
  if (outcomes.length === 1) return failureOf(failures[0]!.failure);
  const first = failures[0]!;
  const made = outcomes.some((o) => o.attached) ? 'found' : 'created';
  return {
    cause: `${failures.length} of ${outcomes.length} jobs failed (${outcomes.length - failures.length} ${made}). First failure, job ${outcomes.indexOf(first) + 1}: ${failureCause(first.failure)}${waitFailure ? `\nAnd of the jobs ${made}: ${waitFailure}` : ''}`,
  };
}

/** How often, and how long at most, the post step looks again for a job whose submission had no answer: within GitLab's after_script (5 minutes). */
const LATE_LOOK_MS = 2_000;
const LATE_LOOK_MOST_MS = 240_000;

/** The post step: deletes the jobs a stopped step recorded as unfinished (record name → value). */
export function deleteRecorded(
  settings: Settings,
  records: Record<string, string | undefined>,
  host: SessionHost,
  options: Pick<SessionOptions, 'openBackend' | 'sleep'> = {},
): Promise<Report> {
  return withBackend(settings, host, options, async (backend) => {
    const jobs = readRecords(records, backend);
    if (!jobs.length) return {};
    host.log.info(
      `The step left ${jobs.length === 1 ? 'a job' : `${jobs.length} jobs`} it may have created unfinished (it was stopped, or an answer was lost): deleting what is unfinished (cancel-on-stop).`,
    );
    await backend.adopt?.(jobs);
    const named = jobs.filter((j) => !j.byPrefix).map((j) => j.name);
    let deletion = await deleteJobs(jobs, backend, settings);
    // A submission on its way when the step ended (stopped, or its answer lost) may create its job after that look, as the post step runs at once:
    // looked for again until its last attempt would have timed out, so that the job it makes is not left to train. Within GitLab's after_script.
    const unseen = (job: JobHandle) => job.since !== undefined && !dealtWith(job, deletion, named, false);
    const sent = Math.max(...jobs.filter(unseen).map((job) => job.since!));
    // Its attempts may be a Retry-After apart each (429, 503): the last may have been sent that much later.
    const lastAnswerBy = sent + settings.requestTimeoutMs * settings.maxAttempts + (settings.maxAttempts - 1) * MAX_RETRY_AFTER_MS;
    const until = Math.min(lastAnswerBy, Date.now() + Math.min(settings.requestTimeoutMs, LATE_LOOK_MOST_MS));
    if (Date.now() < until) host.log.info(`A submission had no answer when the step ended: looking for its job until its request would have timed out.`);
    for (let late = jobs.filter(unseen); late.length && !deletion.failed && Date.now() < until; late = late.filter(unseen)) {
      await (options.sleep ?? sleep)(Math.min(LATE_LOOK_MS, until - Date.now()));
      // Not a job the step knows by name, nor one deleted already: the list shows it while its deletion goes on (Deleting).
      const again = await deleteJobs(late, backend, settings, [...named, ...deletion.deleted]);
      const dealt = (name: string) => again.deleted.includes(name) || !!again.ended?.has(name);
      deletion = {
        deleted: [...deletion.deleted, ...again.deleted],
        gone: deletion.gone.filter((name) => !dealt(name)),
        unsure: [...deletion.unsure, ...again.unsure],
        ended: new Map([...(deletion.ended ?? []), ...(again.ended ?? [])]),
        ...(again.failed ? { failed: again.failed } : {}),
      };
    }
    logDeletion(deletion, 'Cancelled', host.log);
    if (!deletion.failed) return { deletion: { deleted: deletion.deleted, gone: deletion.gone } };
    // Only what is left is to be deleted by hand: not a job the service does not say is this step's (unsure), which may be someone else's.
    const left = jobs.filter((j) => !dealtWith(j, deletion, named));
    const cause = `deleting the unfinished jobs failed: ${failureCause(deletion.failed)} ${byHand(left, false)}`;
    return { deletion: { deleted: deletion.deleted, gone: deletion.gone, left: left.map(shownName) }, failure: { cause } };
  });
}
