// Reads every input a host gives (InputSource) into one checked Settings, masking secrets first. Connection inputs follow the
// rules of the generation `api` names (backends/*/connection.ts); job inputs go to job.ts, which knows their formats.
import { chooseGeneration, GENERATIONS, type Generation } from './backends/generations.js';
import type { ConnectionRules, JobExtras } from './backends/connection.js';
import type { Job } from './contract/client.js';
import { checkJob, fieldSchema, jobFields } from './contract/validate.js';
import { apiPathAtEnd, issuerPathAtEnd, trimBaseUrl } from './contract/urls.js';
import { DECLARED_INPUTS } from './generated/inputs.js';
import { InputError } from './errors.js';
import { argumentsOnOneLine, commentInArguments, variablesOnOneLine, attempt, readInputFile, readLines, readMapInput, readWholeNumber } from './formats.js';
import { isJobName, planJobs, type PlannedJob } from './job.js';
import { inputName, inputProblem, inWords, type Problem } from './problems.js';
import { HEADER_SAFE, INVISIBLE } from './safe-text.js';
import { jwtExpired, jwtTimes, mask, MIN_MASKED_LENGTH } from './secrets.js';

export interface InputSource {
  /** An input's value as given, trimmed; undefined when it is empty or not set. */
  read(name: string): string | undefined;
  /** Says something of the inputs that does not stop the step. */
  warn(message: string): void;
  /** Names given that the action does not declare, with the nearest declared one: the runner only warns, so `gpus: 1` would be lost. */
  undeclared?: { name: string; nearest?: string }[];
  /** Inputs this host cannot honour, set to anything but their default, and why (the command line writes no pull request comment). */
  refuses?: Record<string, { unless: string; why: string }>;
}

/** Every input, checked: what each means is the description in action.yml of the input it comes from. */
export interface Settings {
  api: Generation;
  /** Why, when `api` was not given: the generation the other inputs point to, said in the log. */
  apiChosen?: string;
  /** Request members from inputs that only the step's generation takes (its spec's node pools, tolerations, …). */
  jobExtras?: JobExtras;
  cluster?: string;
  baseUrl: string;
  authUrl: string;
  /** Client credentials, when the action requests its own token; a realm for a generation whose tokens come from one. */
  credentials?: { realm?: string; clientId: string; clientSecret: string };
  token?: string;
  externalToken?: string;
  tokenField: 'auto' | 'access_token' | 'id_token';
  tokenRequest: 'openid' | 'minimal';
  caCertificates?: string;
  dryRun: boolean;
  requestTimeoutMs: number;
  maxAttempts: number;
  concurrency: number;
  wait: 'false' | 'running' | 'finished';
  waitTimeoutMs: number;
  pollIntervalMs: number;
  pendingTimeoutMs?: number;
  failFast: boolean;
  logs: 'tail' | 'follow' | 'false';
  cancelOnStop: boolean;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  annotate: boolean;
  /** Every job to submit, read from the job inputs and checked against the OpenAPI document; with `attach`, the jobs to follow, by name. */
  jobs: PlannedJob[];
  reuse: 'running' | 'succeeded' | 'never';
  /** The workflow job's matrix values, which tell its legs' work apart (`reuse`). */
  workflowMatrix?: string;
  prComment: boolean;
  attach?: true;
}

/** action.yml's defaults (the generated list of inputs): the runner passes them when a workflow sets nothing, the command line does not.
 *  An expression (`${{ github.token }}`) is the runner's to fill in: it is no value here. */
const DEFAULTS: Record<string, string> = Object.fromEntries(
  DECLARED_INPUTS.flatMap((input) => (input.default === undefined || input.default.includes('${{') ? [] : [[input.name, input.default]])),
);

/** The inputs of a token request: idle when the 'token' input gives the bearer. */
const TOKEN_REQUEST_INPUTS = ['client-id', 'client-secret', 'realm', 'auth-url', 'token-request', 'token-field'];

/** 30 days, a workflow run's own limit on self-hosted runners. */
const MAX_WAIT_MINUTES = 43_200;

/** Reads every input into one checked settings object, the jobs included (not with `connectionOnly`); throws every problem at once. */
export async function getInputs(source: InputSource, options: { connectionOnly?: boolean } = {}): Promise<Settings> {
  const read = (name: string) => source.read(name) ?? DEFAULTS[name];
  const warn = (message: string) => source.warn(message);
  const problems: Problem[] = [];
  const rule = (input: string, expected: string, value?: string) => problems.push(inputProblem('rule', input, expected, { value }));
  const invalid = (input: string, value: string | undefined, expected: string) => problems.push(inputProblem('invalid-value', input, expected, { value }));
  // Before anything else can log: the runner masks only what it has been told.
  const secrets = ['client-secret', 'token', 'external-token'].map((name) => [name, read(name)] as const);
  const [clientSecret, token, externalToken] = secrets.map(([, secret]) => secret);
  for (const [name, secret] of secrets) {
    mask(secret);
    if (secret && secret.length < MIN_MASKED_LENGTH)
      warn(
        `Input '${name}' is shorter than ${MIN_MASKED_LENGTH} characters: no service's secret is so short, and hiding it in the log would hide every such letter, so the step does not hide it. Check what it is set from.`,
      );
    // A GitLab CI/CD variable of type File gives the path of a file that holds the value: sent as the secret, it would be refused as a wrong one.
    if (secret?.startsWith('/') && 'text' in readInputFile(secret))
      rule(
        name,
        'is the path of a file, not the secret it holds (a GitLab variable of type File, or a Jenkins Secret file credential, gives its path): make it a variable of type Variable, or a Secret text credential',
      );
  }

  /** Whether the workflow set an input to other than its default: the runner passes the default as if it had (an address, with or without its last '/'). */
  const isSet = (name: string) => read(name)?.replace(/\/+$/, '') !== DEFAULTS[name];
  for (const { name, nearest } of source.undeclared ?? []) {
    const fix = nearest ? `: did you mean '${nearest}'?` : '. The docs list the inputs (docs/inputs.md)';
    rule(name, `it is not an input of this action, and would be ignored${fix}`);
  }
  for (const [name, { unless, why }] of Object.entries(source.refuses ?? {})) if (![undefined, unless].includes(source.read(name))) rule(name, why);
  /** One of `allowed`; when not, said, and the default (or `fallback`) stands in. */
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback = DEFAULTS[name] as T): T => {
    const value = read(name)!;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    invalid(name, value, `one of ${allowed.join(', ')}`);
    return fallback;
  };
  const whole = (name: string, min: number, max: number): number => {
    const number = readWholeNumber(read(name)!);
    if (number === undefined || number < min || number > max) invalid(name, read(name), `a whole number from ${min} to ${max}`);
    return number ?? min;
  };
  const url = (name: string): string => {
    const value = read(name);
    if (value === undefined) return '';
    const parsed = URL.canParse(value) ? new URL(value) : undefined;
    // Plain HTTP beyond this machine carries the client secret and every token readable on the way.
    if (parsed?.protocol === 'http:' && !/^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(parsed.hostname))
      warn(`Input '${name}' is http://: the credentials and tokens reach ${parsed.host} unencrypted. Write https:// unless the network is private.`);
    if (parsed?.username || parsed?.password) {
      mask(parsed.password); // not shown: the password would be in the log, and the address is useless without it
      const fix = "remove them from the address. The action authenticates with 'client-id' and 'client-secret', or 'token'";
      rule(name, `it holds a user name or password (not shown here): ${fix}`);
    } else if (parsed?.protocol !== 'https:' && parsed?.protocol !== 'http:') {
      // An '@' may follow a password that the address could not be parsed to find, a '?' or '#' come before a token: not shown.
      invalid(name, /[@?#]/.test(value) ? undefined : value, 'an http:// or https:// address such as https://my-cluster.example.com');
    } else if (parsed.search || parsed.hash || /[?#]/.test(value))
      // A bare '?' or '#' parses as no query: the paths appended after it would be a query's, or a fragment never sent.
      rule(name, 'it holds a query or a fragment (not shown: it may hold a token). Remove it, as in https://my-cluster.example.com');
    else return value;
    return '';
  };

  const pointedTo = chooseGeneration(read); // not given, `auto`, or not valid (said): the generation the other inputs point to
  const chosen = read('api') === 'auto' ? pointedTo : undefined;
  const api = chosen?.api ?? choice<Generation>('api', [...Object.keys(GENERATIONS), 'auto'] as Generation[], pointedTo.api);
  const rules = GENERATIONS[api];
  const baseUrl = url('base-url');
  if (read('base-url') === undefined) problems.push(inputProblem('missing', 'base-url', rules.baseUrl));
  // The API's own path, pasted from its documentation, would be asked for twice (…/api/api/v1/token, a 404 that points nowhere).
  const apiPath = baseUrl ? apiPathAtEnd(baseUrl, api) : undefined;
  if (apiPath) {
    const { path, address, certain } = apiPath;
    const fix = `remove "${path}" from 'base-url', giving ${address}`;
    if (certain) rule('base-url', `its path ends in ${path}, the API's own path, which the step adds itself: ${fix}`, baseUrl);
    // A prefix of the address's own may be /api: said, not refused.
    else if (!options.connectionOnly)
      warn(
        `Input 'base-url' ends in ${path}, and the step adds /api/v1/… to it (${trimBaseUrl(baseUrl)}/api/v1/…): unless ${path} is the prefix of the address's own, ${fix}.`,
      );
  }
  const authUrl = url('auth-url');
  // The issuer's own path, pasted from its address, would be asked for twice (…/auth/auth/realms/…, a 404 that points nowhere).
  const issuerPath = authUrl && !rules.refuses['auth-url'] ? issuerPathAtEnd(authUrl) : undefined;
  if (issuerPath) {
    const { path, address } = issuerPath;
    rule(
      'auth-url',
      `its path ends in ${path}, the token issuer's own path, which the step adds itself: remove "${path}" from 'auth-url', giving ${address}`,
      authUrl,
    );
  }

  // Inputs this generation does not use are an error, not silently ignored.
  const refused = { ...rules.refuses };
  for (const other of Object.values(GENERATIONS) as ConnectionRules[])
    if (other !== rules && other.owns) for (const input of other.owns.inputs) refused[input] ??= other.owns.why;
  // With a ready bearer the token request's inputs are idle whatever the generation: said below.
  for (const [input, why] of Object.entries(refused)) if (isSet(input) && !(token !== undefined && TOKEN_REQUEST_INPUTS.includes(input))) rule(input, why);
  const cluster = rules.refuses.cluster ? undefined : read('cluster');
  if (cluster !== undefined && INVISIBLE.test(cluster))
    invalid('cluster', cluster, 'a cluster name or uuid, without the invisible character it holds (pasted with it?)');
  let credentials: Settings['credentials'];
  if (externalToken !== undefined && !refused['external-token']) {
    // One way to authenticate: a second one given beside it would be silently unused.
    const also = ['token', 'client-id', 'client-secret'].filter((name) => read(name) !== undefined);
    if (also.length) {
      const given = `${inWords(also.map((name) => `'${name}'`))} ${also.length > 1 ? 'are' : 'is'} given too`;
      rule('external-token', `${given}: the step authenticates one way. Give 'external-token' alone, or remove it`);
    } else if (!HEADER_SAFE.test(externalToken))
      invalid('external-token', undefined, 'the identity provider’s token alone, without spaces, line breaks or other characters an HTTP header cannot carry');
  } else if (token === undefined) {
    const needed = [...rules.credentialInputs, 'client-secret'];
    const missing = needed.filter((name) => read(name) === undefined);
    if (missing.length) problems.push(inputProblem('missing', { inputs: missing }, rules.credentials, { reason: 'to request a token' }));
    else credentials = { ...(needed.includes('realm') ? { realm: read('realm')! } : {}), clientId: read('client-id')!, clientSecret: clientSecret! };
  } else if (!HEADER_SAFE.test(token)) {
    // Not shown: it is a secret.
    invalid('token', undefined, "the bearer token alone, without 'Bearer ', spaces, line breaks or other characters an HTTP header cannot carry");
  } else if (jwtExpired(token) && !options.connectionOnly) {
    // Its own `exp` says it would be refused: said so, rather than a 401 that points at 'base-url'. Not by the post step, whose deletion's failure
    // names the jobs left running, to delete by hand: its inputs were the main step's, and it cannot be given another token.
    const expired = `it expired at ${new Date(jwtTimes(token).exp! * 1000).toISOString()} (its exp)`;
    rule('token', `${expired}. Give a token that is still valid, or 'client-id' and 'client-secret' so that the step requests its own`);
  } else {
    // A ready bearer leaves the token request's inputs idle (not a realm that chose the generation): said, not refused, as a template may pass them all.
    const idle = TOKEN_REQUEST_INPUTS.filter((name) => isSet(name) && !(name === 'realm' && chosen)).map((name) => `'${name}'`);
    if (idle.length) warn(`Input 'token' is set, so ${inWords(idle)} ${idle.length > 1 ? 'are' : 'is'} not used and no token is requested.`);
  }

  const flag = (name: string) => choice(name, ['true', 'false', 'True', 'False', 'TRUE', 'FALSE']).toLowerCase() === 'true';
  /** A decimal number of units of `ms` from `min` (a smaller one would round to no time at all) to `max`, in milliseconds; undefined when not given or not valid (said). */
  const duration = (name: string, ms: number, min: number, max: number, expected: string): number | undefined => {
    const given = read(name);
    if (given !== undefined && /^\d+(\.\d+)?$/.test(given) && Number(given) >= min && Number(given) <= max) return Math.round(Number(given) * ms);
    if (given !== undefined) invalid(name, given, expected);
  };
  const minutes = `a number of minutes of at least 0.01 and at most ${MAX_WAIT_MINUTES} (30 days), such as`;
  // Read in this order, which is the order of their problems.
  const waiting = {
    tokenField: choice('token-field', ['auto', 'access_token', 'id_token'] as const),
    tokenRequest: choice('token-request', ['openid', 'minimal'] as const),
    dryRun: flag('dry-run'),
    // `true` reads as "wait for it": for the whole job, the way a CI step would mean it.
    wait: choice('wait', ['false', 'running', 'finished', 'true'] as const).replace('true', 'finished') as Settings['wait'],
    cancelOnStop: flag('cancel-on-stop'),
    pollIntervalMs: whole('poll-interval-seconds', 1, 600) * 1000,
    waitTimeoutMs: duration('wait-timeout-minutes', 60_000, 0.01, MAX_WAIT_MINUTES, `${minutes} 360 or 0.5`)!,
    pendingTimeoutMs: duration('pending-timeout-minutes', 60_000, 0.01, MAX_WAIT_MINUTES, `${minutes} 30 or 0.5`),
    failFast: flag('fail-fast'),
    logs: choice('logs', ['tail', 'follow', 'false'] as const),
    reuse: choice('reuse', ['running', 'succeeded', 'never'] as const),
    workflowMatrix: read('workflow-matrix'),
  };
  const { wait } = waiting;
  if (wait !== 'false' && waiting.pendingTimeoutMs !== undefined && waiting.pendingTimeoutMs >= waiting.waitTimeoutMs)
    warn("Input 'pending-timeout-minutes' is not less than 'wait-timeout-minutes', so the wait ends first and never says why a job could not start: lower it.");
  // A token given is never renewed, and an identity provider's is exchanged again (refused once expired) for each renewal: one
  // that ends before the wait may would end it, the jobs left running unfollowed, and the post step unable to delete them.
  const given = token !== undefined ? (['token', token] as const) : externalToken !== undefined ? (['external-token', externalToken] as const) : undefined;
  const givenUntil = given && jwtTimes(given[1]).exp;
  const waitsForReal = wait !== 'false' && !waiting.dryRun && !options.connectionOnly;
  if (waitsForReal && givenUntil !== undefined && givenUntil * 1000 > Date.now() && givenUntil * 1000 < Date.now() + waiting.waitTimeoutMs) {
    const why =
      given![0] === 'token'
        ? 'the step cannot renew a token it is given'
        : 'the step renews its own token by exchanging it again, which is refused once it has expired: past then neither the step nor its post step could follow or delete the jobs';
    warn(
      `Input '${given![0]}' expires at ${new Date(givenUntil * 1000).toISOString()} (its exp), before 'wait-timeout-minutes' would end the wait, and ${why}. Give 'client-id' and 'client-secret' for the step to request its own, or a token that outlives the wait.`,
    );
  }
  // What only a wait does is an error without one, not silently ignored.
  const waitOnly = { 'pending-timeout-minutes': read('pending-timeout-minutes') !== undefined, 'fail-fast': waiting.failFast, logs: waiting.logs === 'follow' };
  for (const [name, given] of Object.entries(waitOnly))
    if (given && wait === 'false') rule(name, "takes effect only while the step waits: set 'wait' to running or finished, or leave it out");
  // These have defaults the runner passes as if set: one other than its default, without a wait, is said rather than refused.
  for (const name of ['wait-timeout-minutes', 'poll-interval-seconds', 'cancel-on-stop'].filter((name) => wait === 'false' && isSet(name)))
    warn(`Input '${name}' is set, but takes effect only while the step waits, and 'wait' is false: set 'wait' to running or finished, or remove '${name}'.`);
  /** A map input (KEY=VALUE lines, or a YAML or JSON map); with `connectionOnly` only where a post step needs it too. */
  const readMap = (name: string, alsoAfter = false, text = read(name)) =>
    text === undefined || (options.connectionOnly && !alsoAfter) ? undefined : attempt(problems, name, () => readMapInput(name, text));
  const sending = {
    requestTimeoutMs: duration('request-timeout-seconds', 1000, 0.001, 3600, 'a number of seconds of at least 0.001 and at most 3600, such as 60')!,
    maxAttempts: whole('max-attempts', 1, 20),
    concurrency: whole('concurrency', 1, 64),
    caCertificates: readCertificates(read('ca-certificates'), problems),
    annotate: flag('annotate'),
    prComment: flag('pr-comment'),
    // The post step tells its own jobs from another run's by the labels the main step sent.
    labels: readMap('labels', true),
    annotations: readMap('annotations'),
  };
  const fields: Record<string, string> = Object.fromEntries(jobFields.map((field) => [field, read(inputName(field))]).filter(([, text]) => text !== undefined));
  // One line is one argument, as documented; with spaces in it, it was most likely meant as several.
  const { arguments: args = '', environment = '' } = fields;
  const lineWarnings = options.connectionOnly ? [] : [argumentsOnOneLine(args), commentInArguments(args), variablesOnOneLine(environment)];
  for (const warning of lineWarnings) if (warning) warn(warning);

  const planning = options.connectionOnly ? undefined : rules.planning; // the generation's own checks of a job, loaded for it alone, and only to plan jobs
  if (planning?.metadata) problems.push(...planning.metadata(sending));
  const own = planning?.extras ? await planning.extras(read) : undefined; // request members from inputs of the generation's own, beside the job's
  if (own) problems.push(...own.problems);
  const extras: JobExtras | undefined = own?.extras ? { extras: own.extras, given: own.given } : undefined;
  let jobs: PlannedJob[] = [];
  const attach = options.connectionOnly ? undefined : read('attach');
  if (attach !== undefined) {
    const { project, ...shaping } = fields;
    const submitting = [...Object.keys(shaping).map(inputName), 'job', 'job-file', 'jobs', 'matrix', 'labels', 'annotations', ...(rules.owns?.inputs ?? [])];
    // Those with a default, only where set otherwise: the runner passes their defaults as if given.
    const given = [...submitting.filter((name) => read(name) !== undefined), ...['reuse', 'concurrency', 'annotate'].filter(isSet)];
    jobs = attachedJobs(attach, project, given, problems);
    // Quoted only where it was set: the default is no value of the user's.
    if (wait === 'false') rule('wait', "'attach' follows jobs: set 'wait: finished' (or 'wait: running')", isSet('wait') ? wait : undefined);
  } else if (!options.connectionOnly) {
    // The post step needs only the connection: a job file since removed must not stop it deleting.
    try {
      const check = planning && ((job: Job) => planning.problems(job, extras?.extras));
      jobs = planJobs({ jobFile: read('job-file'), job: read('job'), fields, jobs: read('jobs'), matrix: read('matrix'), check });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      problems.push(...error.problems);
    }
  }
  // An interactive job never ends by itself: waiting for its end would wait until the timeout.
  const interactive = jobs.flatMap(({ job }, i) => (job.interactive === true ? [i + 1] : []));
  const many = interactive.length > 1;
  if (wait === 'finished' && interactive.length) {
    const which = jobs.length === 1 ? 'the job is' : `job${many ? 's' : ''} ${interactive.join(', ')} of ${jobs.length} ${many ? 'are' : 'is'}`;
    const never = "interactive, and an interactive job never ends by itself: use 'wait: running' to wait until it runs, or leave 'wait' out";
    rule('wait', `${which} ${never}`, read('wait'));
  }
  if (own?.extras && planning?.requests && !problems.length) problems.push(...(await planning.requests(jobs, own.extras, own.given)));

  if (problems.length) throw new InputError(problems);
  if (planning) for (const warning of new Set(jobs.flatMap((planned) => planning.warnings(planned.job)))) warn(warning);
  // A field's input that every job takes from a 'jobs' item or the matrix instead reaches none ('environment' merges by variable).
  const overridden = !attach && jobs.length ? Object.keys(fields).filter((f) => f !== 'environment' && jobs.every((p) => !p.sources.get(f)?.single)) : [];
  for (const field of overridden)
    warn(`Input '${inputName(field)}' reaches no job: every job takes its ${field} from 'jobs' or 'matrix' instead. Remove one of them.`);
  // A named job is its own key, never looked up: a 'reuse' asked for beside names only would do nothing.
  if (isSet('reuse') && jobs.length && jobs.every(({ job }) => job.name !== undefined))
    warn(
      "Input 'reuse' takes effect only for a job without a 'name', which its work names; a re-run that gives the same name is refused as taken: leave 'name' out, or 'reuse'.",
    );
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
    ...waiting,
    ...sending,
    jobs,
    ...(attach !== undefined ? { attach: true as const } : {}),
  };
}

/** `attach`: the jobs to follow, by name, in `project`; it submits nothing, so an input that shapes a submission is a mistake. */
function attachedJobs(text: string, project: string | undefined, submitting: string[], problems: Problem[]): PlannedJob[] {
  const at = (line: number) => ({ inputs: ['attach'], line });
  const shapes = "it shapes a submission, and with 'attach' the step submits nothing: it follows jobs that exist. Remove it, or remove 'attach'";
  problems.push(...submitting.map((name) => inputProblem('rule', name, shapes)));
  if (project === undefined) problems.push(inputProblem('missing', 'project', "the project of the jobs named in 'attach'"));
  // The project is checked as a job's would be: a line break in it would fail only once the service is asked.
  else problems.push(...checkJob({ project, image: 'any' }).map((problem) => ({ ...problem, source: { inputs: ['project'], single: true } })));
  const names = new Map<string, number>();
  // A job name holds no comma, space, quote or bracket: a list on one line (`a, b`), or in YAML or JSON, is taken as meant.
  readLines(text, (line, number) => {
    for (const name of line.split(/[\s,"'[\]]+/).filter((word) => word && word !== '-')) {
      const first = names.get(name);
      const reason = first === number ? `line ${number}` : `lines ${first} and ${number}`;
      if (!isJobName(name)) problems.push(inputProblem('invalid-value', at(number), fieldSchema('name')!['x-expected'] as string, { value: name }));
      else if (first !== undefined) problems.push(inputProblem('repeated', at(number), undefined, { value: name, reason }));
      names.set(name, first ?? number);
    }
  });
  if (!names.size) problems.push(inputProblem('missing', 'attach', 'job names, one per line or separated by commas'));
  return [...names.keys()].map((name) => ({ job: { project: project ?? '', name } as Job, label: '', sources: new Map() }));
}

const PEM = '-----BEGIN CERTIFICATE-----';
/** PEM text as given, or the PEM file a path names, each certificate whole lines of base64: a CI variable may lose its line breaks, or its end. */
function readCertificates(value: string | undefined, problems: Problem[]): string | undefined {
  const unreadable = (expected: string, more: Partial<Problem>) => void problems.push(inputProblem('unreadable', 'ca-certificates', expected, more));
  // PEM of another kind (a private key), or text of several lines, is no path: not quoted, as it may be a secret.
  if (value !== undefined && !value.includes(PEM) && /-----BEGIN |[\r\n]/.test(value))
    return unreadable(`"${PEM}" blocks`, { reason: 'is text without a certificate (not shown: it may be a key)' });
  const file = value === undefined || value.includes(PEM) ? { text: value } : readInputFile(value);
  if ('why' in file) {
    const reason = `is neither PEM text nor a readable file (${file.why}, looked for ${file.resolved})`;
    return unreadable(`"${PEM}…" or the path of a PEM file`, { value, reason });
  }
  const pem = file.text;
  if (pem !== undefined && !pem.includes(PEM)) return unreadable(`"${PEM}" blocks`, { reason: `the file "${value}" holds no PEM certificate` });
  // Spaces or tabs that end a line (an editor's, a copy's) are as Node reads them: nothing.
  const whole = pem?.match(/^-----BEGIN CERTIFICATE-----[ \t]*\r?\n([A-Za-z0-9+/=]+[ \t]*\r?\n)+-----END CERTIFICATE-----\s*$/gm)?.length ?? 0;
  const reason = 'a certificate in it is not whole lines of base64 between its BEGIN and END lines (lost line breaks, or a cut end)';
  if (pem !== undefined && whole < pem.split(PEM).length - 1) unreadable('the PEM as written, with its line breaks: a file path keeps them', { reason });
  return pem;
}
