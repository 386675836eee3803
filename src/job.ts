// Builds the jobs to submit from the inputs, and checks every one of them against the OpenAPI
// document before anything is sent. Precedence, later wins: job-file, job, the single inputs,
// then each `jobs` item and each `matrix` combination. Top-level fields replace each other;
// `environment` merges variable by variable.
import type { Job } from './contract/client.js';
import { checkJob, formatPath, jobFields, nearest, type Problem } from './contract/validate.js';
import { InputError } from './errors.js';
import { FormatError, isMap, NON_DATA_KEYS, quote, readFieldInput, readYaml } from './formats.js';
import { inputName, readInputFile, type JobInputs } from './inputs.js';

/** More jobs than this in one step is almost surely a mistake in a matrix. */
export const MAX_JOBS = 1000;

export interface PlannedJob {
  job: Job;
  /** How this job differs from the others: its `jobs` item and matrix values, for the summary. */
  label: string;
}

/** Which input gave a value, for messages. */
interface Source {
  input: string;
  /** A single input read from lines or a sequence: items count from 1 there. */
  single?: boolean;
  where?: string;
}

interface Layer {
  values: Record<string, unknown>;
  source: Source;
}

/** Reads, merges, expands and checks every job. Throws InputError naming each bad input. */
export function planJobs(inputs: JobInputs): PlannedJob[] {
  const problems: string[] = [];
  const layers: Layer[] = [];
  let wholeUnreadable = false;

  if (inputs.jobFile !== undefined) {
    const file = readInputFile(inputs.jobFile);
    if ('why' in file) {
      wholeUnreadable = true;
      problems.push(
        `Input 'job-file': cannot read "${inputs.jobFile}" (${file.why}, looked for ${file.resolved}): expected the path of a YAML or JSON job file of at most 1 MiB, relative to the workspace.`,
      );
    } else {
      const values = readObject('job-file', file.text, problems, `"${inputs.jobFile}"`);
      if (values) layers.push({ values, source: { input: 'job-file' } });
      else wholeUnreadable = true;
    }
  }
  if (inputs.job !== undefined) {
    const values = readObject('job', inputs.job, problems);
    if (values) layers.push({ values, source: { input: 'job' } });
    else wholeUnreadable = true;
  }
  for (const [field, text] of Object.entries(inputs.fields)) {
    try {
      layers.push({ values: { [field]: readFieldInput(field, text) }, source: { input: inputName(field), single: true } });
    } catch (error) {
      if (!(error instanceof FormatError)) throw error;
      const line = error.line !== undefined ? ` line ${error.line}` : '';
      const shown = error.line !== undefined ? '' : `${quote(text)} `;
      problems.push(`Input '${inputName(field)}'${line}: ${shown}${error.message}.`);
    }
  }

  // A whole job, list or matrix that could not be read leaves the job without what it held:
  // checking the rest would report fields as missing that the user did give.
  const items = readJobsList(inputs.jobs, problems);
  const axes = readMatrix(inputs.matrix, problems);
  if (items.length === 0 || axes === undefined || wholeUnreadable) throw new InputError(problems);

  // Counted before the product is built: a large matrix must not fill the memory first.
  const combinationCount = axes.reduce((product, axis) => product * axis.length, 1);
  const count = items.length * combinationCount;
  if (count > MAX_JOBS) {
    throw new InputError([
      `Inputs 'jobs' and 'matrix' make ${count} jobs (${items.length} × ${combinationCount}); at most ${MAX_JOBS} can be submitted from one step. Split the sweep across steps or matrix jobs of the workflow.`,
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
      const label = [item?.source.where, combination.map((c) => c.source.where).join(', ')].filter(Boolean).join(', ');
      // One name for many jobs numbers them, so that every job of a sweep is named, and so
      // retry-safe, from a single input. A name of the item's own or the matrix's is kept.
      const nameSource = sources.get('name');
      if (many && typeof job.name === 'string' && nameSource && nameSource.input !== 'jobs' && nameSource.input !== 'matrix') {
        job.name = `${job.name}-${planned.length + 1}`;
      }
      for (const problem of checkJob(job)) {
        const message = describeProblem(problem, sources);
        const origin = sources.get(problem.path.slice(0, 2).join('.')) ?? sources.get(String(problem.path[0]));
        const jobSpecific = many && origin && (origin.input === 'jobs' || origin.input === 'matrix' || problem.path[0] === 'name');
        const text = jobSpecific || (many && !origin) ? `Job ${planned.length + 1} of ${count} (${label}): ${message}` : message;
        if (!seen.has(text)) {
          seen.add(text);
          problems.push(text);
        }
      }
      planned.push({ job: job as Job, label });
    }
  }
  problems.push(...repeatedNames(planned));
  if (problems.length) throw new InputError(problems);
  return planned;
}

/** Two jobs of one step with one name: the second would fail, or pass for the first after a retry. */
function repeatedNames(planned: PlannedJob[]): string[] {
  const first = new Map<string, number>();
  const problems: string[] = [];
  planned.forEach(({ job }, index) => {
    if (typeof job.name !== 'string') return;
    const earlier = first.get(job.name);
    if (earlier === undefined) first.set(job.name, index);
    else {
      problems.push(
        `Jobs ${earlier + 1} and ${index + 1} are both named "${job.name}": the jobs of one step need different names. Give each 'jobs' item its own name, or set 'name' once to have the jobs numbered.`,
      );
    }
  });
  return problems;
}

function readObject(input: string, text: string, problems: string[], what = ''): Record<string, unknown> | undefined {
  try {
    const value = readYaml(text, 'a map of job fields');
    if (isMap(value)) return value;
    problems.push(
      `Input '${input}'${what ? ` (${what})` : ''}: is not a map of job fields: expected YAML or JSON such as {"project": "team-a", "image": "python:3.12"}.`,
    );
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    problems.push(`Input '${input}'${what ? ` (${what})` : ''}: ${error.message}.`);
  }
  return undefined;
}

/** `jobs`: a sequence of partial jobs. No input means one job: the one the other inputs build. */
function readJobsList(text: string | undefined, problems: string[]): (Layer | undefined)[] {
  if (text === undefined) return [undefined];
  let value: unknown;
  try {
    value = readYaml(text, 'a sequence of job objects');
  } catch (error) {
    problems.push(`Input 'jobs': ${(error as Error).message}.`);
    return [];
  }
  if (!Array.isArray(value) || value.length === 0) {
    problems.push('Input \'jobs\': expected a non-empty YAML or JSON sequence of job objects, such as [{"name": "seed-1"}, {"name": "seed-2"}].');
    return [];
  }
  const layers: Layer[] = [];
  value.forEach((item, index) => {
    if (isMap(item)) layers.push({ values: item, source: { input: 'jobs', where: `jobs[${index}]` } });
    else problems.push(`Input 'jobs' item ${index + 1}: ${quote(item)} is not a job object: expected a map of job fields, such as {"name": "seed-1"}.`);
  });
  return layers;
}

/**
 * `matrix`: field (or environment.NAME) → values, as one axis per key in the map's order; their
 * cartesian product is the combinations. Undefined when the matrix cannot be read.
 */
function readMatrix(text: string | undefined, problems: string[]): Layer[][] | undefined {
  if (text === undefined) return [];
  let value: unknown;
  try {
    value = readYaml(text, 'a map of job fields to lists of values');
  } catch (error) {
    problems.push(`Input 'matrix': ${(error as Error).message}.`);
    return undefined;
  }
  if (!isMap(value) || Object.keys(value).length === 0) {
    problems.push(
      'Input \'matrix\': expected a non-empty YAML or JSON map of job fields to lists of values, such as {"gpu": [1, 2], "environment.SEED": [1, 2, 3]}.',
    );
    return undefined;
  }
  const axes: Layer[][] = [];
  for (const [key, values] of Object.entries(value)) {
    const env = /^environment\.(.+)$/.exec(key);
    if (env && NON_DATA_KEYS.has(env[1]!)) {
      problems.push(`Input 'matrix': "${key}" names a variable "${env[1]}", which is not data in JavaScript and is refused: rename it.`);
      continue;
    }
    if (!env && !jobFields.includes(key)) {
      const suggestion = nearest(key, jobFields);
      problems.push(
        `Input 'matrix': "${key}" is not a job field${suggestion ? `; did you mean "${suggestion}"?` : ''} Expected a job field (API name, such as "gpu") or environment.NAME.`,
      );
      continue;
    }
    if (!Array.isArray(values) || values.length === 0) {
      problems.push(`Input 'matrix' at ${key}: ${quote(values)} is not a list: expected a non-empty list of values, such as [1, 2].`);
      continue;
    }
    axes.push(
      values.map((v) => ({
        values: env ? { environment: { [env[1]!]: v } } : { [key]: v },
        source: { input: 'matrix', where: `${key}=${typeof v === 'string' ? v : JSON.stringify(v)}` },
      })),
    );
  }
  return axes.length === Object.keys(value).length ? axes : undefined;
}

/** Later layers win; `environment` merges by variable. Records which input gave each value. */
function merge(layers: Layer[]): { job: Record<string, unknown>; sources: Map<string, Source> } {
  const job: Record<string, unknown> = {};
  const sources = new Map<string, Source>();
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

/** A problem in the words of the input that caused it. */
function describeProblem(problem: Problem, sources: Map<string, Source>): string {
  const [field, second] = problem.path;
  const source = (second !== undefined && sources.get(`${field}.${second}`)) || sources.get(String(field));
  const value = 'value' in problem && problem.value !== undefined ? `${quote(problem.value)} ` : '';
  const verdict = problem.rule ? '— ' : value && !problem.message.startsWith('is ') ? 'is not valid: ' : '';
  if (!source) {
    if (problem.path.length === 1 && jobFields.includes(String(field))) {
      const name = String(field);
      return `The job has no ${name}: set the '${inputName(name)}' input, or "${name}" in 'job' or 'job-file' (${problem.message.replace(/^is missing: /, '')}).`;
    }
    return `The job: ${value}${problem.message}.`;
  }
  if (source.single) {
    // Inside a line-format input, item n is line n of the non-blank lines.
    const rest = problem.path.slice(1);
    const where = rest.length
      ? ` ${typeof rest[0] === 'number' ? `item ${rest[0] + 1}` : `"${rest[0]}"`}${rest.length > 1 ? ` (${formatPath(rest.slice(1))})` : ''}`
      : '';
    const message = problem.message.replace(/^is not a field of this object/, 'is not a field here');
    return `Input '${source.input}'${where}: ${value}${verdict}${message}.`;
  }
  const at = source.input === 'matrix' ? '' : ` at ${formatPath(problem.path)}`;
  const prefix = source.input === 'jobs' ? `Input 'jobs' item ${Number(source.where?.match(/\d+/)?.[0]) + 1}` : `Input '${source.input}'`;
  const matrixAt = source.input === 'matrix' ? ` (${source.where})` : '';
  if (problem.message.startsWith('is not a field')) {
    return `${prefix}: "${problem.path.at(-1)}" ${problem.message}${problem.message.endsWith('?') ? '' : '.'}`;
  }
  return `${prefix}${at}${matrixAt}: ${value}${verdict}${problem.message}.`;
}
