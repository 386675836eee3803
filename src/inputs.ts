// Reads every input into one typed settings object, masking secrets before anything else runs.
// Connection and behaviour inputs are checked here; the job inputs are kept raw for job.ts,
// which knows their formats.
import * as core from '@actions/core';
import { HOSTED_AUTH_URL } from './contract/urls.js';
import { jobFields } from './contract/validate.js';
import { workloadProblems, workloadWarnings } from './contract/workloads-mapping.js';
import { InputError } from './errors.js';
import { readInputFile, readWholeNumber, YamlNeeded } from './formats.js';
import { planJobs, type JobInputs, type PlannedJob } from './job.js';
import { mask } from './mask.js';
import { inputName, type Problem } from './problems.js';
import { HEADER_SAFE } from './safe-text.js';

export type TokenField = 'auto' | 'access_token' | 'id_token';
export type TokenRequestVariant = 'openid' | 'minimal';
/** The generation of the service: the Researcher REST API v1, or the control plane's workloads API (Run:ai 2.18 and later). */
export type Api = 'researcher' | 'workloads';
/** What the step waits for: nothing, every job running, or every job ended. */
export type WaitFor = 'false' | 'running' | 'finished';

export interface Credentials {
  /** The Researcher API's realm; the workloads API has none. */
  realm?: string;
  clientId: string;
  clientSecret: string;
}

export interface Settings {
  api: Api;
  /** With the workloads API: the cluster's name or uuid, for a project name that several clusters have. */
  cluster?: string;
  baseUrl: string;
  authUrl: string;
  /** Client credentials, when the action requests its own token. */
  credentials?: Credentials;
  /** A bearer obtained elsewhere; no token request is made. */
  token?: string;
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
  /** Delete the unfinished jobs when the step is stopped before they ended. */
  cancelOnStop: boolean;
  /** Every job to submit, read from the job inputs and checked against the OpenAPI document. */
  jobs: PlannedJob[];
}

const MAX_ATTEMPTS_LIMIT = 20;
const CONCURRENCY_LIMIT = 64;
/** 30 days, a workflow run's own limit on self-hosted runners. */
const MAX_WAIT_MINUTES = 43_200;

function read(name: string): string | undefined {
  const value = core.getInput(name);
  return value === '' ? undefined : value;
}

/**
 * Reads every input into one checked settings object, the jobs included (not with
 * `connectionOnly`), and reports every problem of the step at once. The YAML parser is loaded
 * only if an input turns out to need it.
 */
export async function getInputs(options: { connectionOnly?: boolean } = {}): Promise<Settings> {
  // Before anything else can log: the runner masks only what it has been told.
  const clientSecret = read('client-secret');
  const token = read('token');
  mask(clientSecret);
  mask(token);

  const problems: Problem[] = [];
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

  const api = choice<Api>('api', ['researcher', 'workloads'], 'researcher');
  const workloads = api === 'workloads';
  const baseUrl = url('base-url', read('base-url'));
  if (read('base-url') === undefined) {
    problems.push({
      kind: 'missing',
      path: [],
      source: { inputs: ['base-url'] },
      expected: workloads
        ? "the control plane's address, such as https://tenant.run.ai (the address of the Run:ai user interface)"
        : "the cluster's address, such as https://my-cluster.example.com (with any path prefix, such as /researcher)",
    });
  }
  const authUrl = url('auth-url', read('auth-url') ?? HOSTED_AUTH_URL);

  const realm = read('realm');
  const cluster = read('cluster');
  if (workloads && realm !== undefined) {
    problems.push({
      kind: 'rule',
      path: [],
      source: { inputs: ['realm'] },
      expected:
        "it is not used with 'api: workloads': the control plane issues tokens itself, at 'base-url', for 'client-id' and 'client-secret'. Remove 'realm'",
    });
  }
  if (!workloads && cluster !== undefined) {
    problems.push({
      kind: 'rule',
      path: [],
      source: { inputs: ['cluster'] },
      expected: "it is used only with 'api: workloads', where a project's name may exist in several clusters. Remove it, or set 'api: workloads'",
    });
  }
  const clientId = read('client-id');
  let credentials: Credentials | undefined;
  if (token === undefined) {
    const needed: [string, string | undefined][] = [
      ...(workloads ? [] : ([['realm', realm]] as [string, string | undefined][])),
      ['client-id', clientId],
      ['client-secret', clientSecret],
    ];
    const missing = needed.filter(([, value]) => value === undefined).map(([name]) => name);
    if (missing.length) {
      problems.push({
        kind: 'missing',
        path: [],
        source: { inputs: missing },
        reason: 'to request a token',
        expected: workloads
          ? "give the service account's (or Application's) 'client-id' and 'client-secret', or a ready bearer in 'token'"
          : "give the Application's 'realm', 'client-id' and 'client-secret', or a ready bearer in 'token'",
      });
    } else {
      credentials = { ...(workloads ? {} : { realm: realm! }), clientId: clientId!, clientSecret: clientSecret! };
    }
  } else if (!HEADER_SAFE.test(token)) {
    // Not shown: it is a secret.
    invalid('token', undefined, "the bearer token alone, without 'Bearer ', spaces, line breaks or other characters an HTTP header cannot carry");
  } else if (clientId !== undefined || clientSecret !== undefined) {
    core.warning("Input 'token' is set, so 'client-id' and 'client-secret' are not used and no token is requested.");
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
  let waitTimeoutMs = 360 * 60_000;
  const waitTimeout = read('wait-timeout-minutes');
  if (waitTimeout !== undefined) {
    if (/^\d+(\.\d+)?$/.test(waitTimeout) && Number(waitTimeout) > 0 && Number(waitTimeout) <= MAX_WAIT_MINUTES) {
      waitTimeoutMs = Math.round(Number(waitTimeout) * 60_000);
    } else {
      invalid('wait-timeout-minutes', waitTimeout, `a number of minutes above 0 and at most ${MAX_WAIT_MINUTES} (30 days), such as 360 or 0.5`);
    }
  }

  let requestTimeoutMs = 60_000;
  const timeout = read('request-timeout-seconds');
  if (timeout !== undefined) {
    if (/^\d+(\.\d+)?$/.test(timeout) && Number(timeout) > 0 && Number(timeout) <= 3600) {
      requestTimeoutMs = Math.round(Number(timeout) * 1000);
    } else {
      invalid('request-timeout-seconds', timeout, 'a number of seconds above 0 and at most 3600, such as 60');
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

  const jobInputs: JobInputs = {
    jobFile: read('job-file'),
    job: read('job'),
    fields,
    jobs: read('jobs'),
    matrix: read('matrix'),
    ...(workloads ? { check: workloadProblems } : {}),
  };
  let jobs: PlannedJob[] = [];
  try {
    // The post step needs only the connection: a job file since removed must not stop it deleting.
    if (!options.connectionOnly) jobs = await planJobsReadingYaml(jobInputs);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    problems.push(...error.problems);
  }
  if (wait === 'finished') problems.push(...jobsThatNeverEnd(jobs, waitGiven));

  if (problems.length) throw new InputError(problems);
  if (workloads) for (const warning of new Set(jobs.flatMap((planned) => workloadWarnings(planned.job)))) core.warning(warning);
  return {
    api,
    ...(cluster !== undefined ? { cluster } : {}),
    baseUrl,
    authUrl,
    credentials,
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
    pollIntervalMs,
    cancelOnStop,
    jobs,
  };
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

/**
 * Plans the jobs, loading the YAML parser only when an input turns out to be YAML: most steps
 * pass JSON or line formats, and the parser is the largest part of the action. Planning is
 * repeated once with the parser, so nothing guesses in advance which inputs need it.
 */
async function planJobsReadingYaml(inputs: JobInputs): Promise<PlannedJob[]> {
  try {
    return planJobs(inputs);
  } catch (error) {
    if (!(error instanceof YamlNeeded)) throw error;
    return planJobs(inputs, await import('yaml'));
  }
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
