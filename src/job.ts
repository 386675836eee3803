// Builds the jobs to submit from the inputs, and checks every one of them against the OpenAPI
// document before anything is sent. Precedence, later wins: job-file, job, the single inputs,
// then each `jobs` item and each `matrix` combination. Top-level fields replace each other;
// `environment` merges variable by variable.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Job } from './contract/client.js';
import { checkJob, formatPath, jobFields, nearest, type Problem } from './contract/validate.js';
import { InputError } from './errors.js';
import { FormatError, isMap, quote, readFieldInput, readYaml } from './formats.js';
import { inputName, type JobInputs } from './inputs.js';

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
export function planJobs(inputs: JobInputs, cwd = process.cwd()): PlannedJob[] {
  const problems: string[] = [];
  const layers: Layer[] = [];

  if (inputs.jobFile !== undefined) {
    const path = resolve(cwd, inputs.jobFile);
    let text: string | undefined;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (code ?? 'unreadable');
      problems.push(`Input 'job-file': cannot read "${inputs.jobFile}" (${why}, looked for ${path}): expected the path of a YAML or JSON job file, relative to the workspace.`);
    }
    if (text !== undefined) {
      const values = readObject('job-file', text, problems, `"${inputs.jobFile}"`);
      if (values) layers.push({ values, source: { input: 'job-file' } });
    }
  }
  if (inputs.job !== undefined) {
    const values = readObject('job', inputs.job, problems);
    if (values) layers.push({ values, source: { input: 'job' } });
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

  // Unreadable single inputs are reported with the rest; without jobs and matrix nothing can be built.
  const items = readJobsList(inputs.jobs, problems);
  const combinations = readMatrix(inputs.matrix, problems);
  if (items.length === 0 || combinations.length === 0) throw new InputError(problems);

  const count = items.length * combinations.length;
  if (count > MAX_JOBS) {
    throw new InputError([
      `Inputs 'jobs' and 'matrix' make ${count} jobs (${items.length} × ${combinations.length}); at most ${MAX_JOBS} can be submitted from one step. Split the sweep across steps or matrix jobs of the workflow.`,
    ]);
  }

  const planned: PlannedJob[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    for (const combination of combinations) {
      const all = [...layers, ...(item ? [item] : []), ...combination];
      const { job, sources } = merge(all);
      const label = [item?.source.where, combination.map((c) => c.source.where).join(', ')].filter(Boolean).join(', ');
      const many = count > 1;
      for (const problem of checkJob(job)) {
        const message = describeProblem(problem, sources);
        const origin = sources.get(problem.path.slice(0, 2).join('.')) ?? sources.get(String(problem.path[0]));
        const jobSpecific = many && origin && (origin.input === 'jobs' || origin.input === 'matrix');
        const text = jobSpecific || (many && !origin) ? `Job ${planned.length + 1} of ${count} (${label}): ${message}` : message;
        if (!seen.has(text)) {
          seen.add(text);
          problems.push(text);
        }
      }
      planned.push({ job: job as Job, label });
    }
  }
  if (problems.length) throw new InputError(problems);
  return planned;
}

function readObject(input: string, text: string, problems: string[], what = ''): Record<string, unknown> | undefined {
  try {
    const value = readYaml(text, 'a map of job fields');
    if (isMap(value)) return value;
    problems.push(`Input '${input}'${what ? ` (${what})` : ''}: is not a map of job fields: expected YAML or JSON such as {"project": "team-a", "image": "python:3.12"}.`);
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

/** `matrix`: field (or environment.NAME) → values; the cartesian product, in the map's order. */
function readMatrix(text: string | undefined, problems: string[]): Layer[][] {
  if (text === undefined) return [[]];
  let value: unknown;
  try {
    value = readYaml(text, 'a map of job fields to lists of values');
  } catch (error) {
    problems.push(`Input 'matrix': ${(error as Error).message}.`);
    return [];
  }
  if (!isMap(value) || Object.keys(value).length === 0) {
    problems.push('Input \'matrix\': expected a non-empty YAML or JSON map of job fields to lists of values, such as {"gpu": [1, 2], "environment.SEED": [1, 2, 3]}.');
    return [];
  }
  let combinations: Layer[][] = [[]];
  for (const [key, values] of Object.entries(value)) {
    const env = /^environment\.(.+)$/.exec(key);
    if (!env && !jobFields.includes(key)) {
      const suggestion = nearest(key, jobFields);
      problems.push(`Input 'matrix': "${key}" is not a job field${suggestion ? `; did you mean "${suggestion}"?` : ''} Expected a job field (API name, such as "gpu") or environment.NAME.`);
      continue;
    }
    if (!Array.isArray(values) || values.length === 0) {
      problems.push(`Input 'matrix' at ${key}: ${quote(values)} is not a list: expected a non-empty list of values, such as [1, 2].`);
      continue;
    }
    combinations = combinations.flatMap((combination) =>
      values.map((v) => [
        ...combination,
        {
          values: env ? { environment: { [env[1]!]: v } } : { [key]: v },
          source: { input: 'matrix', where: `${key}=${typeof v === 'string' ? v : JSON.stringify(v)}` },
        },
      ]),
    );
    if (combinations.length > MAX_JOBS) break;
  }
  return combinations;
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
