// What a generation is to the rest of the action: one interface, one implementation per generation; the core never learns
// which it speaks to, and keeps a job's `ref` as the backend's own. A generation without an ability lacks its optional member.
import type { Answer, Job, ListedJob } from '../contract/client.js';
import type { WorkloadMetadata } from '../contract/workloads-mapping.js';
import type { Settings } from '../inputs.js';
import type { Log } from '../log.js';
import type { Operation } from '../service/operation.js';
import type { RetryClock } from '../service/retry.js';
import type { BearerCall, TokenSource } from '../service/token.js';
import { within, type OpenHttp } from '../service/wire.js';

/** What the backend keeps of a job to find it again (an id, a kind, a project's id): serialisable, its own. */
export type JobRef = Readonly<Record<string, unknown>>;

/** A job the step may have created; `createdAt` by the step's clock, or, unanswered, `since` the step started (a job of its name created since is this step's). */
export interface JobHandle {
  name: string;
  project: string;
  ref: JobRef;
  createdAt?: number;
  /** When the step first sent its submission: a job of its name the service says was created before is not it. */
  sentAt?: number;
  since?: number;
  /** With `since`: `name` is the prefix of the name the service makes (a job without a 'name', keyed by its work and run): the jobs named `<name>-…` created since. */
  byPrefix?: true;
  /** With `byPrefix`: at most this many of them are the step's (its submissions of that prefix without an answer). */
  count?: number;
  /** Named by `attach`: it existed before the step, which never deletes it. */
  attached?: true;
  /** When the service says it was created, as first listed: a job of its name listed with another time is not it (the name used again). */
  listedCreatedAt?: number;
  /** Its state before the wait listed it, as its creation's answer or the list that found it (reuse, attach) said: the state without a wait,
   *  and what is said of it if the step stops before its wait lists it. */
  statusBefore?: string;
}

export interface Submitter {
  operation: Operation;
  /** Where it goes, as messages name it (read when one is made: a path may have moved on). */
  url(job: Job): string;
  /** Sends one job: the name the service gave it, and its ref and state when the answer holds them. */
  send(job: Job, bearer: string): Promise<Answer<{ name: string; ref?: JobRef; status?: string }>>;
}

/** A job as listed; the workloads API adds the workload's id, and whether it was found among the deleted. */
export type Listed = ListedJob & {
  id?: string;
  deleted?: boolean;
  /** Why it is in its state, in the service's own words (a phase message, a failed condition, a scheduling reason): service text. */
  reason?: string;
  /** A Kubernetes reason it cannot get past by itself (BLOCKING_REASONS): waiting on it would wait out the timeout for nothing. */
  blocked?: string;
  /** What it costs, where the generation says: the GPUs it holds now, and its time Running and Pending in all (the service's clock). */
  gpus?: number;
  runningMs?: number;
  pendingMs?: number;
  /** A distributed workload's framework as its list entry names it (`PyTorch`, `MPI`, …): a segment of its log's path. */
  framework?: string;
};

/** Kubernetes reasons a container does not get past by itself (others, such as CrashLoopBackOff, may pass). */
const BLOCKING_REASONS = ['ImagePullBackOff', 'ErrImagePull', 'InvalidImageName', 'CreateContainerConfigError'] as const;

/** The first blocking reason any of the texts names, as a word of its own. */
export const blockingReason = (...texts: (string | undefined)[]): string | undefined =>
  texts.map((text = '') => BLOCKING_REASONS.find((reason) => new RegExp(`\\b${reason}\\b`).test(text))).find((found) => found !== undefined);

/** What the service says of why a job did not do as asked, beyond its list entry: service text, made safe where it is shown. */
export interface Explanation {
  /** Its own sentences: why the scheduler has not placed it, a failed condition, a phase message. */
  reasons: string[];
  /** Its latest Kubernetes events, newest first. */
  events: { at?: string; type?: string; reason?: string; message: string }[];
}

export interface ListQuery {
  /** The jobs the caller follows, by name: the rest of the list is read and dropped. */
  names: ReadonlySet<string>;
  /** Also every job whose name starts with this (`reuse`'s lookup). */
  prefix?: string;
  /** Those of `names` the list lacks are looked for among the deleted (where the generation keeps the deleted). */
  deletedToo?: true;
  /** Also the deleted whose name starts with `prefix` (`reuse: succeeded`: a success ttl-after-finish deleted since). */
  deletedByPrefix?: true;
  /** Their refs, where known: a deleted namesake of another id is an earlier job of a name used again (a nightly's), not this one. */
  refs?: ReadonlyMap<string, JobRef>;
  /** Tries per request: 1 suits a wait, which tries again at its own pace until its deadline. */
  maxAttempts?: number;
  /** No request starts after this, and none outlasts it (epoch ms). */
  deadline?: number;
}

export interface Lister {
  /** The jobs asked for that the project lists, by name; a 401 renews the token once. */
  read(project: string, query: ListQuery): Promise<Map<string, Listed>>;
  /** Whether it finds deleted jobs too (`deletedToo`): one a ttl deletes between two polls is found there, ended. */
  findsDeleted?: boolean;
}

/** A read the caller's deadline cut short: past it, the list no longer matters. */
export class ListCutShort extends Error {
  constructor(operation: Operation) {
    super(`the wait's time ran out while ${operation.title} was read`);
    this.name = 'ListCutShort';
  }
}

/** A list request of either generation: none starts past the query's deadline (ListCutShort), and none outlasts it. */
export async function listRequest<T>(
  tokens: Pick<TokenSource, 'call'>,
  operation: Operation,
  limits: Limits,
  { deadline, maxAttempts = limits.maxAttempts }: ListQuery,
  call: BearerCall<T> & { expected: string },
): Promise<T> {
  if (deadline !== undefined && Date.now() >= deadline) throw new ListCutShort(operation);
  return within(deadline, () => tokens.call<T>(operation, { maxAttempts, requestTimeoutMs: limits.requestTimeoutMs }, call));
}

/** What either generation's state words (Kubernetes' leak through the Researcher API's) say of a job: it succeeded, failed, was stopped by someone (it will
 *  not end by itself), or runs (Degraded: with some of its pods down); any other has not ended. A Map: a hostile "constructor" means nothing. */
const MEANINGS = new Map(
  Object.entries({ Succeeded: 'succeeded', Completed: 'succeeded', Failed: 'failed', Stopped: 'stopped', Running: 'running', Degraded: 'running' } as const),
);
export const stateMeaning = (state: string) => MEANINGS.get(state);

/** What a deletion did: jobs deleted, jobs already gone, jobs of this step's names not told to be its own, jobs that had ended since they were last
 *  seen (left as they ended: name → state), and why the others were not deleted. */
export type Deletion = { deleted: string[]; gone: string[]; unsure: string[]; ended?: Map<string, string>; failed?: unknown };

export interface JobLogs {
  /** Why this job's log cannot be had from here (no address for its cluster, the cluster cannot be reached), or undefined when it can. */
  unavailable(job: JobHandle): Promise<string | undefined>;
  /** The log's text (service text) from its start as it arrives, until it ends or the signal aborts; `ended`: the job has, so the log may be had whole. */
  read(job: JobHandle, signal: AbortSignal, ended?: boolean): AsyncIterable<string>;
}

/** A job's image and resources as its request sends them, and the master's where they differ, in words. */
export type Sent = { image?: string; resources?: string; master?: { image?: string; resources?: string } };

/** Where the jobs went: the cluster as a person names it, and the page in the user interface that lists them (the documents give none of one job). */
export type Whereabouts = { cluster: string; page: string };

/** Bounds of a call that must end soon (a stopped step's deletion has seconds). */
export type Limits = Pick<Settings, 'maxAttempts' | 'requestTimeoutMs'>;

export interface Backend {
  /** The bearer every call carries, renewed as it expires; with token-field auto, the id-token once the access-token is refused. */
  tokens: Pick<TokenSource, 'bearer' | 'afterRefusal' | 'idTokenAccepted' | 'accepted'>;
  submitter: Submitter;
  lister: Lister;
  /** What submitting needs once, before the first job (project ids): a problem all jobs share fails here; `preparing` names it for a stop meanwhile. */
  prepare?(jobs: Job[]): Promise<void>;
  preparing?: string;
  /** A step that did not submit (the post step) takes over jobs from their handles, to list and delete them; a generation whose handles say all it needs has none. */
  adopt?(handles: JobHandle[]): void | Promise<void>;
  /** A job's ref without an answer that holds one: what finding it by name needs. */
  refByName(job: Job): JobRef;
  /** A ref with what a listing of the job adds to it (an id found by name). */
  identified(ref: JobRef, listed: Listed): JobRef;
  /** Reads back a ref the state file held; undefined when it is not one this backend writes (then nothing is done with it). */
  readRef(value: unknown): JobRef | undefined;
  /** Whether a name is one its service gives a job: only such a name may reach an output, a log line or a shell step. */
  isName(name: string): boolean;
  /** Those of the jobs whose own labels say another CI run submitted them: a run's label of another value, or labels without the step's. A
   *  job of a fixed 'name' listed as created since the step sent its own may be an overlapping run's. One whose labels cannot be read is not named. */
  submittedElsewhere?(jobs: JobHandle[], limits: Limits): Promise<Set<string>>;
  /** Why jobs did not do as asked, beyond their list entries (scheduling messages, events); a failure here says so and changes nothing else. */
  explain?(jobs: JobHandle[], limits: Limits): Promise<Map<string, Explanation>>;
  /** Each job's GPU utilisation over its run (percentages, evenly spaced), where kept; a job without, or a refusal, is left out. */
  utilisation?(jobs: (JobHandle & { from: number; to: number })[], limits: Limits): Promise<Map<string, number[]>>;
  /** Optional: the jobs' logs (the workloads API's, from each cluster's own API). Without it, the step says once that it has none. */
  logs?: JobLogs;
  /** Deletes jobs by their handles, whose submissions were answered or confirmed. A job gone already is not an error. */
  delete(handles: JobHandle[], limits: Limits): Promise<Omit<Deletion, 'unsure'>>;
  /** A dry run, creating nothing: `lead` says what it did and where the bearer comes from; a request per job. */
  preview(jobs: Job[]): Promise<{ lead: string; requests: { url: string; body: unknown }[] }>;
  /** Where the jobs went, as a person finds them: the cluster's name where the service says it, and the UI's page that lists them. */
  whereabouts(): Whereabouts;
  /** The generation's own outputs (its ids), from the handles of the jobs created, in input order. */
  outputs?(created: JobHandle[]): Record<string, string>;
  /** What a job's request asks for, as the summary shows it, where inputs beside its fields add to it; undefined: its fields say it all. */
  sent?(job: Job): Sent;
  /** Ends every connection: nothing may keep the step alive once its work is done. */
  close(): Promise<void>;
}

/** Where the jobs come from, as the host tells it: labels and annotations a generation that takes them puts on every job, unless 'annotate: false'. */
export interface Origin extends WorkloadMetadata {
  /** What makes a job the same work again (`reuse`), where the CI system says: `scope`, the repository, the pipeline or workflow and its job (where the
   *  step is); the commit; the `run` (pipeline, build), a number, as names may hold it; `runPage`, a run's page but for that number;
   *  `rerunIsNewRun` where a re-run is a run of its own (Jenkins: a Replay, a Rebuild, a restart from a stage are new builds). */
  work?: { scope: string; commit: string; run: string; runPage?: string; rerunIsNewRun?: true };
}

/** What every backend is made with: the checked settings, the log, and for tests, time. */
export interface BackendContext {
  settings: Settings;
  log: Log;
  origin?: Origin;
  /** Test hooks: sleep, random and now, so that retries and waits run without waiting. */
  clock?: RetryClock & { now?: () => number };
  /** The host's HTTP client, which every request to the service goes through. */
  http: OpenHttp;
  /** The proxy a log's socket goes through, as the host's rules say (the runner's HTTPS_PROXY, NO_PROXY). */
  proxyFor?: (url: URL) => URL | undefined;
}
