// Reads every input into one typed settings object, masking secrets before anything else runs.
// Where inputs come from is the host's (InputSource): a step's INPUT_* variables, a command
// line. Connection and behaviour inputs are checked here, with the rules of the generation `api`
// names (backends/*/connection.ts); the job inputs are kept raw for job.ts, which knows their formats.
import { chooseGeneration, GENERATIONS, type Generation } from './backends/generations.js';
import type { ConnectionRules, JobExtras } from './backends/connection.js';
import type { Job } from './contract/client.js';
import { HOSTED_AUTH_URL } from './contract/urls.js';
import { fieldSchema, jobFields } from './contract/validate.js';
import { InputError } from './errors.js';
import { FormatError, readInputFile, readMapInput, readWholeNumber } from './formats.js';
import { planJobs, type JobInputs, type PlannedJob } from './job.js';
import { inputName, inWords, type Problem } from './problems.js';
import { HEADER_SAFE } from './safe-text.js';
import { jwtTimes, mask } from './secrets.js';

/** Where the inputs come from: the host's. */
export interface InputSource {
  /** An input's value as given, trimmed; undefined when it is empty or not set. */
  read(name: string): string | undefined;
  /** Says something of the inputs that does not stop the step. */
  warn(message: string): void;
  /**
   * Names given that the action does not declare, each with the declared one nearest to it: the
   * runner passes an undeclared `with:` key on and only warns, so `gpus: 1` would be lost.
   */
  undeclared?: { name: string; nearest?: string }[];
  /** Inputs this host cannot honour, set to anything but their default, and why (the command line writes no pull request comment). */
  refuses?: Record<string, { unless: string; why: string }>;
}

export type TokenField = 'auto' | 'access_token' | 'id_token';
export type TokenRequestVariant = 'openid' | 'minimal';
/** What the step waits for: nothing, every job running, or every job ended. */
export type WaitFor = 'false' | 'running' | 'finished';
/** What an earlier submission of the same work may stand for, instead of submitting it again. */
export type Reuse = 'running' | 'succeeded' | 'never';
/** Which of a job's log the step shows: the last lines of each job that did not do as asked, every line as it is written, or none. */
export type LogsWanted = 'tail' | 'follow' | 'false';

export interface Credentials {
  /** A realm, for a generation whose tokens come from one. */
  realm?: string;
  clientId: string;
  clientSecret: string;
}

export interface Settings {
  /** The generation of the service the step speaks to (backends/index.ts). */
  api: Generation;
  /** Why, when `api` was not given: the generation the other inputs point to, said in the log. */
  apiChosen?: string;
  /** Request members from inputs that only the step's generation takes (its spec's node pools, tolerations, …). */
  jobExtras?: JobExtras;
  /** The cluster's name or uuid, for a project name that several clusters have (where a generation takes it). */
  cluster?: string;
  baseUrl: string;
  authUrl: string;
  /** Client credentials, when the action requests its own token. */
  credentials?: Credentials;
  /** A bearer obtained elsewhere; no token request is made. */
  token?: string;
  /** A token of the tenant's identity provider, exchanged for a Run:ai token where the service takes that grant. */
  externalToken?: string;
  tokenField: TokenField;
  tokenRequest: TokenRequestVariant;
  /** PEM text of extra CAs, trusted for this action's requests only. */
  caCertificates?: string;
  dryRun: boolean;
  requestTimeoutMs: number;
  maxAttempts: number;
  concurrency: number;
  wait: WaitFor;
  waitTimeoutMs: number;
  pollIntervalMs: number;
  /** A job not running by then is stuck: the step fails with the scheduler's reason (and deletes it, with cancelOnStop). */
  pendingTimeoutMs?: number;
  /** With several jobs, once one does not do as asked the others are deleted and not waited for. */
  failFast: boolean;
  /** Which of a job's log the step shows, where the service serves logs. */
  logs: LogsWanted;
  /** Delete the unfinished jobs when the step is stopped before they ended. */
  cancelOnStop: boolean;
  /** Labels and annotations every job carries, by name: the user's own (a generation that has none refuses them). */
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  /** Whether every job also says where it came from (the host's origin: repository, commit, run), where the generation can. */
  annotate: boolean;
  /** Every job to submit, read from the job inputs and checked against the OpenAPI document; with `attach`, the jobs to follow, by name. */
  jobs: PlannedJob[];
  /** A job of the same work that an earlier attempt of the run is running (`running`), or that any run of the commit ran or succeeded (`succeeded`), is followed instead of submitted. */
  reuse: Reuse;
  /** The result is also written as a comment on the pull request the run is for (a host that can: the GitHub Action). */
  prComment: boolean;
  /** The jobs are not submitted but attached to: they exist already, and the step never deletes them. */
  attach?: true;
}

/**
 * action.yml's defaults of the inputs that some steps do not use: the runner sets them whether
 * or not the workflow does, so only another value says the workflow set one.
 */
export const PASSED_BY_RUNNER: Record<string, string> = { 'auth-url': HOSTED_AUTH_URL, 'token-field': 'auto', 'token-request': 'openid' };

/** The inputs of a token request: idle when the 'token' input gives the bearer. */
export const TOKEN_REQUEST_INPUTS = ['client-id', 'client-secret', 'realm', 'auth-url', 'token-request', 'token-field'];

const MAX_ATTEMPTS_LIMIT = 20;
const CONCURRENCY_LIMIT = 64;
/** 30 days, a workflow run's own limit on self-hosted runners. */
const MAX_WAIT_MINUTES = 43_200;

/**
 * Reads every input into one checked settings object, the jobs included (not with
 * `connectionOnly`), and reports every problem of the step at once.
 */
export async function getInputs(source: InputSource, options: { connectionOnly?: boolean } = {}): Promise<Settings> {
  const read = (name: string) => source.read(name);
  // Before anything else can log: the runner masks only what it has been told.
  const clientSecret = read('client-secret');
  const token = read('token');
  const externalToken = read('external-token');
  mask(clientSecret);
  mask(token);
  mask(externalToken);

  /** Whether the workflow set an input: the runner passes action.yml's default as if it had (an address, with or without its last '/'). */
  const isSet = (name: string) => {
    const value = read(name);
    return value !== undefined && value.replace(/\/+$/, '') !== PASSED_BY_RUNNER[name];
  };
  const problems: Problem[] = [];
  for (const { name, nearest } of source.undeclared ?? []) {
    problems.push({
      kind: 'rule',
      path: [],
      source: { inputs: [name] },
      expected: `it is not an input of this action, and would be ignored${nearest ? `: did you mean '${nearest}'?` : '. The docs list the inputs (docs/inputs.md)'}`,
    });
  }
  for (const [name, { unless, why }] of Object.entries(source.refuses ?? {})) {
    const value = read(name);
    if (value !== undefined && value !== unless) problems.push({ kind: 'rule', path: [], source: { inputs: [name] }, expected: why });
  }
  const invalid = (input: string, value: string | undefined, expected: string) =>
    problems.push({ kind: 'invalid-value', path: [], source: { inputs: [input] }, ...(value !== undefined ? { value } : {}), expected });
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = read(name) ?? fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    invalid(name, value, `one of ${allowed.join(', ')}`);
    return fallback;
  };
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const value = read(name);
    if (value === undefined) return fallback;
    const number = readWholeNumber(value);
    if (number !== undefined && number >= min && number <= max) return number;
    invalid(name, value, `a whole number from ${min} to ${max}`);
    return fallback;
  };
  const url = (name: string, value: string | undefined): string => {
    if (value === undefined) return '';
    try {
      const parsed = new URL(value);
      if (parsed.username || parsed.password) {
        // Not shown: the password would be in the log, and the address is useless without it.
        mask(parsed.password);
        problems.push({
          kind: 'rule',
          path: [],
          source: { inputs: [name] },
          expected:
            "it holds a user name or password (not shown here): remove them from the address. The action authenticates with 'client-id' and 'client-secret', or 'token'",
        });
        return '';
      }
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
        if (parsed.search || parsed.hash) {
          invalid(name, value, 'a plain address without a query or fragment, such as https://my-cluster.example.com');
        }
        return value;
      }
    } catch {
      // reported below
    }
    // An '@' may follow a password that the address could not be parsed to find: not shown.
    invalid(name, value.includes('@') ? undefined : value, 'an http:// or https:// address such as https://my-cluster.example.com');
    return '';
  };

  // Not given, `auto`, or not valid (said): the generation the other inputs point to.
  const pointedTo = chooseGeneration(read);
  const chosen = read('api') === undefined || read('api') === 'auto' ? pointedTo : undefined;
  const api = chosen?.api ?? choice<Generation>('api', [...Object.keys(GENERATIONS), 'auto'] as Generation[], pointedTo.api);
  const rules = GENERATIONS[api];
  const baseUrl = url('base-url', read('base-url'));
  if (read('base-url') === undefined) problems.push({ kind: 'missing', path: [], source: { inputs: ['base-url'] }, expected: rules.baseUrl });
  const authUrl = url('auth-url', read('auth-url') ?? HOSTED_AUTH_URL);

  // Inputs this generation does not use are an error, not silently ignored.
  const refused = { ...rules.refuses };
  for (const other of Object.values(GENERATIONS) as ConnectionRules[]) {
    if (other !== rules && other.owns) for (const input of other.owns.inputs) refused[input] ??= other.owns.why;
  }
  for (const [input, why] of Object.entries(refused)) {
    // With a ready bearer the token request's inputs are idle whatever the generation: said below.
    if (isSet(input) && !(token !== undefined && TOKEN_REQUEST_INPUTS.includes(input))) {
      problems.push({ kind: 'rule', path: [], source: { inputs: [input] }, expected: why });
    }
  }
  const cluster = rules.refuses.cluster ? undefined : read('cluster');
  const clientId = read('client-id');
  let credentials: Credentials | undefined;
  if (externalToken !== undefined && !refused['external-token']) {
    // One way to authenticate: a second one given beside it would be silently unused.
    const also = ['token', 'client-id', 'client-secret'].filter((name) => read(name) !== undefined);
    if (also.length) {
      problems.push({
        kind: 'rule',
        path: [],
        source: { inputs: ['external-token'] },
        expected: `${inWords(also.map((name) => `'${name}'`))} ${also.length > 1 ? 'are' : 'is'} given too: the step authenticates one way. Give 'external-token' alone, or remove it`,
      });
    } else if (!HEADER_SAFE.test(externalToken)) {
      invalid('external-token', undefined, 'the identity provider’s token alone, without spaces, line breaks or other characters an HTTP header cannot carry');
    }
  } else if (token === undefined) {
    const needed = [...rules.credentialInputs, 'client-secret'];
    const missing = needed.filter((name) => read(name) === undefined);
    if (missing.length) {
      problems.push({ kind: 'missing', path: [], source: { inputs: missing }, reason: 'to request a token', expected: rules.credentials });
    } else {
      const realm = needed.includes('realm') ? read('realm') : undefined;
      credentials = { ...(realm !== undefined ? { realm } : {}), clientId: clientId!, clientSecret: clientSecret! };
    }
  } else if (!HEADER_SAFE.test(token)) {
    // Not shown: it is a secret.
    invalid('token', undefined, "the bearer token alone, without 'Bearer ', spaces, line breaks or other characters an HTTP header cannot carry");
  } else if (expiredAt(token) !== undefined) {
    // Its own `exp` says it would be refused: said so, rather than a 401 that points at 'base-url'.
    problems.push({
      kind: 'rule',
      path: [],
      source: { inputs: ['token'] },
      expected: `it expired at ${new Date(expiredAt(token)! * 1000).toISOString()} (its exp). Give a token that is still valid, or 'client-id' and 'client-secret' so that the step requests its own`,
    });
  } else {
    // A ready bearer leaves the token request's inputs idle: said, not refused, as a shared
    // template may pass them all. A realm that chose the generation did something.
    const idle = TOKEN_REQUEST_INPUTS.filter((name) => isSet(name) && !(name === 'realm' && chosen));
    const names = idle.map((name) => `'${name}'`);
    if (names.length) {
      source.warn(`Input 'token' is set, so ${inWords(names)} ${names.length > 1 ? 'are' : 'is'} not used and no token is requested.`);
    }
  }

  const tokenField = choice<TokenField>('token-field', ['auto', 'access_token', 'id_token'], 'auto');
  const tokenRequest = choice<TokenRequestVariant>('token-request', ['openid', 'minimal'], 'openid');
  const flag = (name: string, fallback: 'true' | 'false') =>
    choice(name, ['true', 'false', 'True', 'False', 'TRUE', 'FALSE'], fallback).toLowerCase() === 'true';
  const dryRun = flag('dry-run', 'false');
  // `true` reads as "wait for it": for the whole job, the way a CI step would mean it.
  const waitGiven = choice('wait', ['false', 'running', 'finished', 'true'], 'false');
  const wait: WaitFor = waitGiven === 'true' ? 'finished' : waitGiven;
  const cancelOnStop = flag('cancel-on-stop', 'true');
  const pollIntervalMs = whole('poll-interval-seconds', 15, 1, 600) * 1000;
  /** A number of minutes, at least 0.01 and at most 30 days, in milliseconds; undefined when not given or not valid (said). */
  const minutes = (name: string, example: string): number | undefined => {
    const given = read(name);
    if (given === undefined) return undefined;
    // At least 0.01: a smaller number rounds to (next to) no time at all.
    if (/^\d+(\.\d+)?$/.test(given) && Number(given) >= 0.01 && Number(given) <= MAX_WAIT_MINUTES) return Math.round(Number(given) * 60_000);
    invalid(name, given, `a number of minutes of at least 0.01 and at most ${MAX_WAIT_MINUTES} (30 days), such as ${example}`);
    return undefined;
  };
  const waitTimeoutMs = minutes('wait-timeout-minutes', '360 or 0.5') ?? 360 * 60_000;
  const pendingTimeoutMs = minutes('pending-timeout-minutes', '30 or 0.5');
  const failFast = flag('fail-fast', 'false');
  const logs = choice<LogsWanted>('logs', ['tail', 'follow', 'false'], 'tail');
  const reuse = choice<Reuse>('reuse', ['running', 'succeeded', 'never'], 'running');
  // What only a wait does is an error without one, not silently ignored.
  for (const [name, given] of [
    ['pending-timeout-minutes', read('pending-timeout-minutes') !== undefined],
    ['fail-fast', failFast],
    ['logs', logs === 'follow'],
  ] as const) {
    if (given && wait === 'false') {
      problems.push({
        kind: 'rule',
        path: [],
        source: { inputs: [name] },
        expected: "takes effect only while the step waits: set 'wait' to running or finished, or leave it out",
      });
    }
  }

  let requestTimeoutMs = 60_000;
  const timeout = read('request-timeout-seconds');
  if (timeout !== undefined) {
    // At least a millisecond: a smaller number would round to no time at all.
    if (/^\d+(\.\d+)?$/.test(timeout) && Number(timeout) >= 0.001 && Number(timeout) <= 3600) {
      requestTimeoutMs = Math.round(Number(timeout) * 1000);
    } else {
      invalid('request-timeout-seconds', timeout, 'a number of seconds of at least 0.001 and at most 3600, such as 60');
    }
  }
  const maxAttempts = whole('max-attempts', 5, 1, MAX_ATTEMPTS_LIMIT);
  const concurrency = whole('concurrency', 4, 1, CONCURRENCY_LIMIT);
  const caCertificates = readCertificates(read('ca-certificates'), problems);

  const fields: Record<string, string> = {};
  for (const field of jobFields) {
    const value = read(inputName(field));
    if (value !== undefined) fields[field] = value;
  }

  const annotate = flag('annotate', 'true');
  const prComment = flag('pr-comment', 'false');
  /** A map input (KEY=VALUE lines, or a YAML or JSON map). */
  const readMap = async (name: string): Promise<Record<string, string> | undefined> => {
    const text = read(name);
    if (text === undefined || options.connectionOnly) return undefined;
    try {
      return readMapInput(name, text);
    } catch (error) {
      if (!(error instanceof FormatError)) throw error;
      problems.push(error.of(name));
      return undefined;
    }
  };
  const labels = await readMap('labels');
  const annotations = await readMap('annotations');

  // The generation's own checks of a job, loaded for it alone, and only to plan jobs.
  const planning = !options.connectionOnly && rules.planning ? await rules.planning() : undefined;
  if (planning?.metadata) problems.push(...planning.metadata({ labels, annotations }));
  // Request members from inputs of the generation's own, beside the job's.
  const own = planning?.extras ? await planning.extras(read) : undefined;
  if (own) problems.push(...own.problems);
  const extras: JobExtras | undefined = own?.extras ? { extras: own.extras, given: own.given } : undefined;
  const jobInputs: JobInputs = {
    jobFile: read('job-file'),
    job: read('job'),
    fields,
    jobs: read('jobs'),
    matrix: read('matrix'),
    ...(planning ? { check: (job: Job) => planning.problems(job, extras?.extras) } : {}),
  };
  let jobs: PlannedJob[] = [];
  const attach = options.connectionOnly ? undefined : read('attach');
  if (attach !== undefined) {
    const submitting = [...jobFields.filter((f) => f !== 'project').map(inputName), 'job', 'job-file', 'jobs', 'matrix', 'labels', 'annotations'];
    jobs = attachedJobs(
      attach,
      fields.project,
      [...submitting, ...(rules.owns?.inputs ?? [])].filter((name) => read(name) !== undefined),
      problems,
    );
    if (wait === 'false')
      problems.push({
        kind: 'rule',
        path: [],
        source: { inputs: ['wait'] },
        value: waitGiven,
        expected: "'attach' follows jobs: set 'wait: finished' (or 'running')",
      });
  } else {
    try {
      // The post step needs only the connection: a job file since removed must not stop it deleting.
      if (!options.connectionOnly) jobs = planJobs(jobInputs);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (wait === 'finished') problems.push(...jobsThatNeverEnd(jobs, waitGiven));
  if (extras && planning?.requests && !problems.length) problems.push(...(await planning.requests(jobs, extras)));

  if (problems.length) throw new InputError(problems);
  if (planning) for (const warning of new Set(jobs.flatMap((planned) => planning.warnings(planned.job)))) source.warn(warning);
  return {
    api,
    ...(chosen ? { apiChosen: chosen.why } : {}),
    ...(extras ? { jobExtras: extras } : {}),
    ...(cluster !== undefined ? { cluster } : {}),
    baseUrl,
    authUrl,
    credentials,
    ...(externalToken !== undefined && !refused['external-token'] ? { externalToken } : {}),
    token,
    tokenField,
    tokenRequest,
    caCertificates,
    dryRun,
    requestTimeoutMs,
    maxAttempts,
    concurrency,
    wait,
    waitTimeoutMs,
    ...(pendingTimeoutMs !== undefined ? { pendingTimeoutMs } : {}),
    failFast,
    logs,
    ...(labels ? { labels } : {}),
    ...(annotations ? { annotations } : {}),
    annotate,
    pollIntervalMs,
    cancelOnStop,
    reuse,
    prComment,
    jobs,
    ...(attach !== undefined ? { attach: true as const } : {}),
  };
}

/**
 * `attach`: the jobs to follow, one name per line, in the `project` input's project. The
 * step submits nothing, so an input that shapes a submission is a mistake, not something ignored.
 */
function attachedJobs(text: string, project: string | undefined, submitting: string[], problems: Problem[]): PlannedJob[] {
  const at = (line?: number): Problem['source'] => ({ inputs: ['attach'], ...(line ? { line } : {}) });
  for (const name of submitting) {
    problems.push({
      kind: 'rule',
      path: [],
      source: { inputs: [name] },
      expected: "it shapes a submission, and with 'attach' the step submits nothing: it follows jobs that exist. Remove it, or remove 'attach'",
    });
  }
  if (project === undefined)
    problems.push({ kind: 'missing', path: [], source: { inputs: ['project'] }, expected: "the project of the jobs named in 'attach'" });
  const names = new Map<string, number>();
  const { pattern, maxLength, 'x-expected': expected } = fieldSchema('name') as { pattern: string; maxLength: number; 'x-expected': string };
  text.split('\n').forEach((raw, i) => {
    const name = raw.trim();
    if (name === '') return;
    if (names.has(name)) problems.push({ kind: 'repeated', path: [], value: name, source: at(i + 1), reason: `lines ${names.get(name)} and ${i + 1}` });
    else if (!new RegExp(pattern).test(name) || name.length > maxLength)
      problems.push({ kind: 'invalid-value', path: [], value: name, source: at(i + 1), expected });
    names.set(name, names.get(name) ?? i + 1);
  });
  if (!names.size) problems.push({ kind: 'missing', path: [], source: at(), expected: 'one job name per line' });
  return [...names.keys()].map((name) => ({ job: { project: project ?? '', name } as Job, label: '', sources: new Map() }));
}

/** An interactive job never ends by itself: waiting for its end would wait until the timeout. */
function jobsThatNeverEnd(jobs: PlannedJob[], waitGiven: string): Problem[] {
  const interactive = jobs.map((planned, i) => ({ planned, number: i + 1 })).filter(({ planned }) => planned.job.interactive === true);
  if (!interactive.length) return [];
  const which =
    jobs.length === 1
      ? 'the job is'
      : `job${interactive.length > 1 ? 's' : ''} ${interactive.map((j) => j.number).join(', ')} of ${jobs.length} ${interactive.length > 1 ? 'are' : 'is'}`;
  return [
    {
      kind: 'rule',
      path: [],
      source: { inputs: ['wait'] },
      value: waitGiven,
      expected: `${which} interactive, and an interactive job never ends by itself: use 'wait: running' to wait until it runs, or leave 'wait' out`,
    },
  ];
}

/** PEM text as given, or the PEM file a path names. */
function readCertificates(value: string | undefined, problems: Problem[]): string | undefined {
  if (value === undefined) return undefined;
  if (value.includes('-----BEGIN CERTIFICATE-----')) return value;
  const file = readInputFile(value);
  if ('why' in file) {
    problems.push({
      kind: 'unreadable',
      path: [],
      value,
      source: { inputs: ['ca-certificates'] },
      reason: `is neither PEM text nor a readable file (${file.why}, looked for ${file.resolved})`,
      expected: '"-----BEGIN CERTIFICATE-----…" or the path of a PEM file',
    });
    return undefined;
  }
  if (!file.text.includes('-----BEGIN CERTIFICATE-----')) {
    problems.push({
      kind: 'unreadable',
      path: [],
      source: { inputs: ['ca-certificates'] },
      reason: `the file "${value}" holds no PEM certificate`,
      expected: '"-----BEGIN CERTIFICATE-----" blocks',
    });
    return undefined;
  }
  return file.text;
}

/** When a JWT bearer expired (its `exp`, in seconds), if it has; undefined for one still valid or not a JWT. */
function expiredAt(token: string, now = Date.now()): number | undefined {
  const { exp } = jwtTimes(token);
  return exp !== undefined && exp * 1000 <= now ? exp : undefined;
}
