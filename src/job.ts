// Builds the jobs to submit from the inputs, and checks every one of them against the OpenAPI
// document before anything is sent. Precedence, later wins: job-file, job, the single inputs,
// then each `jobs` item and each `matrix` combination. Top-level fields replace each other;
// `environment` merges variable by variable. Every problem found is data (problems.ts).
import type { Job } from './contract/client.js';
import { checkJob, jobFields, nearest } from './contract/validate.js';
import { InputError } from './errors.js';
import { FormatError, isMap, NON_DATA_KEYS, NOT_DATA, readFieldInput, readInputFile, readYaml, type TextAt } from './formats.js';
import { describeProblem, inputName, type Problem, type ProblemSource } from './problems.js';

/** More jobs than this in one step is almost surely a mistake in a matrix. */
const MAX_JOBS = 1000;

export interface PlannedJob {
  job: Job;
  /** How this job differs from the others: its `jobs` item and matrix values, for the summary. */
  label: string;
  /** The input that gave each field (and each `environment.NAME`), for a later check to name. */
  sources: ReadonlyMap<string, ProblemSource>;
}

/** The job inputs as given: single inputs by API field name (`imagePullPolicy`), raw text. */
export interface JobInputs {
  jobFile?: string;
  job?: string;
  /** Single job inputs that were set, by API field name (`imagePullPolicy`), raw text. */
  fields: Record<string, string>;
  jobs?: string;
  matrix?: string;
  /** Rules of the API generation the jobs go to, checked once a job is valid by the document. */
  check?: (job: Job) => Omit<Problem, 'source' | 'job'>[];
}

interface Layer {
  values: Record<string, unknown>;
  source: ProblemSource;
  /** What sets this layer's jobs apart, for their label: `jobs[1]`, `gpu=2`. */
  label?: string;
}

const JOB_EXAMPLE = 'YAML or JSON such as {"project": "team-a", "image": "python:3.12"}';

/**
 * Reads, merges, expands and checks every job. Throws InputError with every problem found, or
 */
export function planJobs(inputs: JobInputs): PlannedJob[] {
  const problems: Problem[] = [];
  const layers: Layer[] = [];
  let wholeUnreadable = false;
  /** Reads one input's text, turning what cannot be read into a problem of that input. */
  const attempt = <T>(source: ProblemSource, read: () => T, shownValue?: string, field?: string): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof FormatError)) throw error;
      const { line, path, ...problem } = error.problem;
      // A value read from lines is shown by its line; a whole text is too long to quote.
      const value = line !== undefined || problem.value !== undefined ? problem.value : shownValue;
      // Inside one field's input, a path starts at the field, as in the job.
      const at = path ? [...(field ? [field] : []), ...path] : [];
      problems.push({ ...problem, value, path: at, source: { ...source, ...(line !== undefined ? { line } : {}) } });
      return undefined;
    }
  };

  if (inputs.jobFile !== undefined) {
    const source = { inputs: ['job-file'] };
    const file = readInputFile(inputs.jobFile);
    const values =
      'why' in file
        ? void problems.push({
            kind: 'unreadable',
            path: [],
            source,
            reason: `cannot read "${inputs.jobFile}" (${file.why}, looked for ${file.resolved})`,
            expected: 'the path of a YAML or JSON job file of at most 1 MiB, relative to the workspace',
          })
        : attempt(source, () => readJobObject(file.text));
    if (values) layers.push({ values, source });
    else wholeUnreadable = true;
    // What cannot be read is named by its file, as an editor would open it.
    for (const problem of problems) {
      if (problem.kind === 'unreadable' && problem.source?.inputs?.[0] === 'job-file' && problem.reason?.startsWith('is not valid')) {
        problem.reason = `"${inputs.jobFile}" ${problem.reason}`;
      }
    }
  }
  if (inputs.job !== undefined) {
    const source = { inputs: ['job'] };
    const values = attempt(source, () => readJobObject(inputs.job!));
    if (values) layers.push({ values, source });
    else wholeUnreadable = true;
  }
  for (const [field, text] of Object.entries(inputs.fields)) {
    const source = { inputs: [inputName(field)], single: true };
    const value = attempt(source, () => readFieldInput(field, text), text, field);
    if (value !== undefined) layers.push({ values: { [field]: value }, source });
  }

  // A whole job, list or matrix that could not be read leaves the job without what it held:
  // checking the rest would report fields as missing that the user did give.
  const items = readJobsList(inputs.jobs, problems, attempt);
  const axes = readMatrix(inputs.matrix, problems, attempt);
  if (items === undefined || axes === undefined || wholeUnreadable) throw new InputError(problems);

  // Counted before the product is built: a large matrix must not fill the memory first.
  const combinationCount = axes.reduce((product, axis) => product * axis.length, 1);
  const count = items.length * combinationCount;
  if (count > MAX_JOBS) {
    throw new InputError([
      {
        kind: 'rule',
        path: [],
        source: { inputs: ['jobs', 'matrix'].filter((input) => (input === 'jobs' ? inputs.jobs : inputs.matrix) !== undefined) },
        expected: `together they make ${count} jobs (${items.length} × ${combinationCount}), and at most ${MAX_JOBS} can be submitted from one step: split the sweep across steps or matrix jobs of the workflow`,
      },
    ]);
  }
  const combinations = axes.reduce<Layer[][]>((product, axis) => product.flatMap((combination) => axis.map((value) => [...combination, value])), [[]]);

  const planned: PlannedJob[] = [];
  const seen = new Set<string>();
  const many = count > 1;
  for (const item of items) {
    for (const combination of combinations) {
      const all = [...layers, ...(item ? [item] : []), ...combination];
      const { job, sources } = merge(all);
      const label = [item?.label, combination.map((c) => c.label).join(', ')].filter(Boolean).join(', ');
      // One name for many jobs numbers them, so that every job of a sweep is named, and so
      // retry-safe, from a single input. A name of the item's own or the matrix's is kept.
      // A name that is wrong as given is reported once, as given, not once per numbered job.
      const nameSource = sources.get('name');
      const numbered = many && typeof job.name === 'string' && nameSource?.item === undefined && nameSource?.matrix === undefined && nameIsValid(job.name);
      if (numbered) job.name = `${job.name}-${planned.length + 1}`;
      const valid = checkJob(job);
      for (const found of valid.length ? valid : (inputs.check?.(job as Job) ?? [])) {
        const source = sources.get(found.path.slice(0, 2).join('.')) ?? sources.get(String(found.path[0]));
        // A problem of one job of a sweep says which job; one that every job shares is said once.
        const ownJob = many && (!source || source.item !== undefined || source.matrix !== undefined || (found.path[0] === 'name' && numbered));
        const problem: Problem = { ...found, ...(source ? { source } : {}), ...(ownJob ? { job: { number: planned.length + 1, of: count, label } } : {}) };
        const text = describeProblem(problem);
        if (!seen.has(text)) {
          seen.add(text);
          problems.push(problem);
        }
      }
      planned.push({ job: job as Job, label, sources });
    }
  }
  problems.push(...repeatedNames(planned));
  if (problems.length) throw new InputError(problems);
  return planned;
}

/** Two jobs of one step with one name: the second would fail, or pass for the first after a retry. */
function repeatedNames(planned: PlannedJob[]): Problem[] {
  const first = new Map<string, number>();
  const problems: Problem[] = [];
  planned.forEach(({ job }, index) => {
    // A name that is not valid is reported as such already; its repeats would say nothing new.
    if (typeof job.name !== 'string' || !nameIsValid(job.name)) return;
    const earlier = first.get(job.name);
    if (earlier === undefined) first.set(job.name, index);
    else {
      problems.push({
        kind: 'repeated',
        path: [],
        value: job.name,
        reason: `as the name of jobs ${earlier + 1} and ${index + 1}`,
        expected: "the jobs of one step need different names: give each 'jobs' item its own name, or set 'name' once to have the jobs numbered",
      });
    }
  });
  return problems;
}

type Attempt = <T>(source: ProblemSource, read: () => T, shownValue?: string, field?: string) => T | undefined;

/**
 * Text in a job object, or in each item of a list of them: an environment variable's value, and
 * an argument, which is text only (`[--epochs, 10]` sends "10").
 */
const jobText =
  (depth: 0 | 1): TextAt =>
  (path) =>
    path.length === depth + 2 && (path[depth] === 'environment' || (path[depth] === 'arguments' && 'only'));

/** In a matrix, `environment.NAME: [values]`, `environment: [{NAME: value}]` or `arguments: [[…]]`. */
const matrixText: TextAt = (path) =>
  (path.length === 2 && String(path[0]).startsWith('environment.')) ||
  (path.length === 3 && (path[0] === 'environment' || (path[0] === 'arguments' && 'only')));

function readJobObject(text: string): Record<string, unknown> {
  const value = readYaml(text, 'a map of job fields', jobText(0));
  if (isMap(value)) return value;
  throw new FormatError({ kind: 'invalid-value', expected: `a map of job fields, in ${JOB_EXAMPLE}` });
}

/** `jobs`: a sequence of partial jobs. No input means one job: the one the other inputs build. */
function readJobsList(text: string | undefined, problems: Problem[], attempt: Attempt): (Layer | undefined)[] | undefined {
  if (text === undefined) return [undefined];
  const source = { inputs: ['jobs'] };
  const value = attempt(source, () => readYaml(text, 'a sequence of job objects', jobText(1)));
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0) {
    problems.push({
      kind: 'invalid-value',
      path: [],
      source,
      expected: 'a non-empty YAML or JSON sequence of job objects, such as [{"name": "seed-1"}, {"name": "seed-2"}]',
    });
    return undefined;
  }
  const layers: Layer[] = [];
  value.forEach((item, index) => {
    const itemSource = { ...source, item: index + 1 };
    if (isMap(item)) layers.push({ values: item, source: itemSource, label: `jobs[${index}]` });
    else
      problems.push({
        kind: 'invalid-value',
        path: [],
        value: item,
        source: itemSource,
        expected: 'a job object: a map of job fields, such as {"name": "seed-1"}',
      });
  });
  return layers.length === value.length ? layers : undefined;
}

/**
 * `matrix`: field (or environment.NAME) → values, as one axis per key in the map's order; their
 * cartesian product is the combinations. Undefined when the matrix cannot be read.
 */
function readMatrix(text: string | undefined, problems: Problem[], attempt: Attempt): Layer[][] | undefined {
  if (text === undefined) return [];
  const source = { inputs: ['matrix'] };
  const value = attempt(source, () => readYaml(text, 'a map of job fields to lists of values', matrixText));
  if (value === undefined) return undefined;
  if (!isMap(value) || Object.keys(value).length === 0) {
    problems.push({
      kind: 'invalid-value',
      path: [],
      source,
      expected: 'a non-empty YAML or JSON map of job fields to lists of values, such as {"gpu": [1, 2], "environment.SEED": [1, 2, 3]}',
    });
    return undefined;
  }
  const axes: Layer[][] = [];
  for (const [key, values] of Object.entries(value)) {
    const env = /^environment\.(.+)$/.exec(key);
    if (env && NON_DATA_KEYS.has(env[1]!)) {
      problems.push({ kind: 'bad-name', path: ['environment', env[1]!], value: env[1], source, expected: NOT_DATA });
      continue;
    }
    if (!env && !jobFields.includes(key)) {
      const suggestion = nearest(key, jobFields);
      problems.push({
        kind: 'invalid-value',
        path: [],
        value: key,
        source,
        expected: 'a job field (API name, such as "gpu") or environment.NAME as a key',
        ...(suggestion ? { suggestion } : {}),
      });
      continue;
    }
    if (!Array.isArray(values) || values.length === 0) {
      problems.push({
        kind: 'invalid-value',
        path: [key],
        value: values,
        source: { ...source, matrix: key },
        expected: 'a non-empty list of values, such as [1, 2]',
      });
      continue;
    }
    axes.push(
      values.map((v) => {
        const where = `${key}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
        return { values: env ? { environment: { [env[1]!]: v } } : { [key]: v }, source: { ...source, matrix: where }, label: where };
      }),
    );
  }
  return axes.length === Object.keys(value).length ? axes : undefined;
}

/** Later layers win; `environment` merges by variable. Records which input gave each value. */
function merge(layers: Layer[]): { job: Record<string, unknown>; sources: Map<string, ProblemSource> } {
  const job: Record<string, unknown> = {};
  const sources = new Map<string, ProblemSource>();
  for (const { values, source } of layers) {
    for (const [field, value] of Object.entries(values)) {
      if (field === 'environment' && isMap(value) && isMap(job.environment)) {
        job.environment = { ...job.environment, ...value };
        for (const name of Object.keys(value)) sources.set(`environment.${name}`, source);
        continue;
      }
      job[field] = value;
      sources.set(field, source);
      if (field === 'environment' && isMap(value)) {
        for (const name of Object.keys(value)) sources.set(`environment.${name}`, source);
      }
    }
  }
  return { job, sources };
}

const validity = new Map<string, boolean>();

/** Whether a name is a valid job name by itself (the document's rule for `name`). */
function nameIsValid(name: string): boolean {
  let valid = validity.get(name);
  if (valid === undefined) {
    valid = !checkJob({ project: 'p', image: 'i', name }).some((problem) => problem.path[0] === 'name');
    if (validity.size < 10_000) validity.set(name, valid);
  }
  return valid;
}
