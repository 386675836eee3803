// Builds the jobs from the inputs and checks each against the OpenAPI document before anything is sent. Later wins:
// job-file, job, the single inputs, each `jobs` item, each `matrix` combination; `environment` merges by variable.
import { isAbsolute } from 'node:path';
import type { Job } from './contract/client.js';
import { checkJob, fieldSchema, jobFields, nearest, type FieldProblem } from './contract/validate.js';
import { InputError } from './errors.js';
import { aboveLimit, attempt, isMap, NON_DATA_KEYS, NOT_DATA, readFieldInput, readInputFile, readYaml, textOf, type TextAt } from './formats.js';
import { describeProblem, inputName, inputProblem, type Problem, type ProblemSource } from './problems.js';
import { INVISIBLE } from './safe-text.js';

/** More jobs than this in one step is almost surely a mistake in a matrix. */
export const MAX_JOBS = 1000;

export interface PlannedJob {
  job: Job;
  /** How this job differs from the others: its `jobs` item and matrix values, for the summary. */
  label: string;
  /** The input that gave each field (and each `environment.NAME`), for a later check to name. */
  sources: ReadonlyMap<string, ProblemSource>;
}

/** The job inputs as given, raw text. */
export interface JobInputs {
  jobFile?: string;
  job?: string;
  /** Single job inputs that were set, by API field name (`imagePullPolicy`). */
  fields: Record<string, string>;
  jobs?: string;
  matrix?: string;
  /** Rules of the API generation the jobs go to, checked once a job is valid by the document. */
  check?: (job: Job) => FieldProblem[];
}

interface Layer {
  values: Record<string, unknown>;
  source: ProblemSource;
  /** What sets this layer's jobs apart, for their label: `jobs[1]`, `gpu=2`. */
  label?: string;
}

/** Reads, merges, expands and checks every job. Throws InputError with every problem found. */
export function planJobs(inputs: JobInputs): PlannedJob[] {
  const problems: Problem[] = [];
  const layers: Layer[] = [];
  let wholeUnreadable = false;
  const readWhole = (source: ProblemSource, text: string | undefined) => {
    const values = text === undefined ? undefined : attempt(problems, source, () => readYaml(text, 'a map of job fields', jobText(0)));
    if (isMap(values)) return void layers.push({ values, source });
    const expected = 'a map of job fields, in YAML or JSON such as {"project": "team-a", "image": "python:3.12"}';
    if (values !== undefined) problems.push(inputProblem('invalid-value', source, expected));
    wholeUnreadable = true;
  };

  if (inputs.jobFile !== undefined) {
    const file = readInputFile(inputs.jobFile);
    if ('why' in file) {
      const reason = `cannot read "${inputs.jobFile}" (${file.why}, looked for ${file.resolved})`;
      // A relative path that is not there: most often a workflow without a checkout, whose workspace is empty (docs/recipes.md).
      const checkout = ', which holds the repository only once it is checked out (in GitHub Actions: an `actions/checkout` step first)';
      const where = `relative to the workspace${file.absent && !isAbsolute(inputs.jobFile) ? checkout : ''}`;
      problems.push(inputProblem('unreadable', 'job-file', `the path of a YAML or JSON job file of at most 1 MiB, ${where}`, { reason }));
    }
    readWhole({ inputs: ['job-file'] }, 'text' in file ? file.text : undefined);
    // What cannot be read is named by its file, as an editor would open it (the file is read first).
    if (problems[0]?.reason?.startsWith('is not valid')) problems[0].reason = `"${inputs.jobFile}" ${problems[0].reason}`;
  }
  if (inputs.job !== undefined) readWhole({ inputs: ['job'] }, inputs.job);
  for (const [field, text] of Object.entries(inputs.fields)) {
    const source = { inputs: [inputName(field)], single: true };
    const value = attempt(problems, source, () => readFieldInput(field, text), text, field);
    if (value !== undefined) layers.push({ values: { [field]: value }, source });
  }

  // A whole job, list or matrix that could not be read leaves the job without what it held: the rest would report given fields missing.
  const items = readJobsList(inputs.jobs, problems);
  const axes = readMatrix(inputs.matrix, problems);
  if (items === undefined || axes === undefined || wholeUnreadable) throw new InputError(problems);

  // Counted before the product is built: a large matrix must not fill the memory first.
  const combinationCount = axes.reduce((product, axis) => product * axis.length, 1);
  const count = items.length * combinationCount;
  if (count > MAX_JOBS) {
    const given = { inputs: ['jobs', 'matrix'].filter((input) => (input === 'jobs' ? inputs.jobs : inputs.matrix) !== undefined) };
    const why = `together they make ${count} jobs (${items.length} × ${combinationCount}), and at most ${MAX_JOBS} can be submitted from one step`;
    throw new InputError([inputProblem('rule', given, `${why}: split the sweep across steps, or across the jobs of a matrix`)]);
  }
  const combinations = axes.reduce<Layer[][]>((product, axis) => product.flatMap((combination) => axis.map((value) => [...combination, value])), items);

  const planned: PlannedJob[] = [];
  /** The jobs' problems, each said once however many jobs share it. */
  const found: Problem[] = [];
  const many = count > 1;
  /** Whether a 'jobs' item or the matrix gave a value: one job's own, not every job's. */
  const ownValue = (source?: ProblemSource) => source?.item !== undefined || source?.matrix !== undefined;
  for (const combination of combinations) {
    const { job, sources } = merge([...layers, ...combination]);
    const label = combination.map((c) => c.label).join(', ');
    const thisJob = { job: { number: planned.length + 1, of: count, label } };
    // One name for many jobs numbers them, so that every job of a sweep is named (and so retry-safe) from a single input;
    // one of an item's own or the matrix's is kept. A name wrong as given is reported once, as given, not once per numbered job.
    const nameSource = sources.get('name');
    const numbered = many && typeof job.name === 'string' && !ownValue(nameSource) && isJobName(job.name);
    // A name that numbering pushes past the limit is said once, with the length that leaves room for the numbers.
    const room = NAME.maxLength - `-${count}`.length;
    if (numbered && (job.name as string).length > room) {
      const expected = `at most ${room} characters, as the ${count} jobs are named after it with -1 to -${count}`;
      found.push({ kind: 'invalid-value', path: ['name'], value: job.name, expected, source: nameSource });
    }
    if (numbered) job.name = `${job.name}-${planned.length + 1}`;
    // A prefix names only a job the service names: beside a name it would be dropped without a word.
    if (typeof job.name === 'string' && job.jobNamePrefix !== undefined) {
      // Said for one job where an item or the matrix gave one of them; once for all where the step's inputs gave both.
      const own = ownValue(nameSource) || ownValue(sources.get('jobNamePrefix'));
      const expected = "names only a job without a 'name' (the service names it <prefix>-<n>), and this job has one: remove the prefix, or the name";
      found.push(inputProblem('rule', sources.get('jobNamePrefix') ?? 'job-name-prefix', expected, many && own ? thisJob : {}));
    }
    // A numbered name's only fault can be its length, said once above.
    const valid = checkJob(job).filter((problem) => !(numbered && problem.path[0] === 'name'));
    for (const problem of valid.length
      ? valid
      : [...overLimit(job as Job), ...expressionsIn(job), ...invisibleIn(job), ...(inputs.check?.(job as Job) ?? [])]) {
      const source = sources.get(problem.path.slice(0, 2).join('.')) ?? sources.get(String(problem.path[0]));
      // A problem of one job of a sweep says which job; one that every job shares is said once.
      const ownJob = many && (!source || ownValue(source) || (problem.path[0] === 'name' && numbered));
      found.push({ ...problem, ...(source ? { source } : {}), ...(ownJob ? thisJob : {}) });
    }
    planned.push({ job: job as Job, label, sources });
  }
  const texts = found.map(describeProblem);
  problems.push(...found.filter((_, i) => texts.indexOf(texts[i]!) === i), ...repeatedNames(planned));
  if (problems.length) throw new InputError(problems);
  return planned;
}

/** A request above its limit (`memory: 1Gi` beside `memory-limit: 1G`): Kubernetes refuses the job's pods, which would never start. */
function overLimit(job: Job): FieldProblem[] {
  return (['cpu', 'memory'] as const).flatMap((field) => {
    const expected = aboveLimit(job[field], job[`${field}Limit`], `'${inputName(`${field}Limit`)}'`);
    return expected ? [{ kind: 'rule', path: [field], value: job[field], expected }] : [];
  });
}

/** A GitHub Actions expression left in a value (`${{ secrets.HF_TOKEN }}`): the runner evaluates only a workflow's own text, not a job
 *  file's, nor a command line's; sent, the job would get the expression's text instead of its value. */
function expressionsIn(job: Record<string, unknown>): FieldProblem[] {
  const found: FieldProblem[] = [];
  const expected =
    "a value, not a GitHub Actions expression: ${{ … }} is evaluated only in a workflow's own text (its 'with:'), not in a job file, 'jobs' or 'matrix' text read from elsewhere, nor on the command line. Give the value itself, or set it in the workflow";
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string' && /\$\{\{[\s\S]*?\}\}/.test(value)) found.push({ kind: 'invalid-value', path, value, expected });
    else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (isMap(value)) for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(job, []);
  return found;
}

/** A project or image that holds a character which shows as nothing (U+200B, a direction mark, a soft hyphen), pasted with it: the service
 *  would look for another project ("no project"), the cluster for another image (InvalidImageName), though both read as written. */
function invisibleIn(job: Record<string, unknown>): FieldProblem[] {
  return (['project', 'image'] as const).flatMap((field): FieldProblem[] => {
    const value = job[field];
    const found = typeof value === 'string' ? INVISIBLE.exec(value)?.[0] : undefined;
    if (found === undefined) return [];
    const code = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    const expected = `${fieldSchema(field)!['x-expected'] as string}, without the invisible character ${code} it holds (pasted with it?): type it again`;
    return [{ kind: 'invalid-value', path: [field], value, expected }];
  });
}

/** Two jobs of one step with one name: the second would fail, or pass for the first after a retry. */
function repeatedNames(planned: PlannedJob[]): Problem[] {
  const first = new Map<string, number>();
  return planned.flatMap(({ job: { name }, sources }, index): Problem[] => {
    // A name that is not valid is reported as such already; its repeats would say nothing new.
    if (typeof name !== 'string' || !isJobName(name)) return [];
    const earlier = first.get(name);
    if (earlier === undefined) return (first.set(name, index), []);
    // One 'jobs' item's name, crossed with the matrix, names each of its jobs: a name for each item would not help.
    const item = sources.get('name')?.item;
    const crossed = item !== undefined && planned[earlier]!.sources.get('name')?.item === item;
    const expected = crossed
      ? `the jobs of one step need different names, and the matrix makes several jobs of 'jobs' item ${item}, each with its name: remove that name, and set 'name' once to have the jobs numbered`
      : "the jobs of one step need different names: give each 'jobs' item its own name, or set 'name' once to have the jobs numbered";
    return [{ kind: 'repeated', path: [], value: name, reason: `as the name of jobs ${earlier + 1} and ${index + 1}`, expected }];
  });
}

/** Text in a job object, or in each item of a list of them, where the field's line format keeps it (formats.ts). */
function jobText(depth: 0 | 1): TextAt {
  return (path) => path.length === depth + 2 && textOf(path[depth]);
}

/** In a matrix, `environment.NAME: [values]`, `environment: [{NAME: value}]` or `arguments: [[…]]`. */
const matrixText: TextAt = (path) => (path.length === 2 && String(path[0]).startsWith('environment.')) || (path.length === 3 && textOf(path[0]));

/** `jobs`: a sequence of partial jobs, each the first layer of its jobs, which the matrix crosses. No input: one job, the other inputs'. */
function readJobsList(text: string | undefined, problems: Problem[]): Layer[][] | undefined {
  if (text === undefined) return [[]];
  const source = { inputs: ['jobs'] };
  const value = attempt(problems, source, () => readYaml(text, 'a sequence of job objects', jobText(1)));
  if (value === undefined) return undefined;
  const expected = 'a non-empty YAML or JSON sequence of job objects, such as [{"name": "seed-1"}, {"name": "seed-2"}]';
  if (!Array.isArray(value) || value.length === 0) return void problems.push(inputProblem('invalid-value', source, expected));
  const layers: Layer[][] = [];
  value.forEach((item, index) => {
    const itemSource = { ...source, item: index + 1 };
    if (isMap(item)) layers.push([{ values: item, source: itemSource, label: `jobs[${index}]` }]);
    else problems.push(inputProblem('invalid-value', itemSource, 'a job object: a map of job fields, such as {"name": "seed-1"}', { value: item }));
  });
  return layers.length === value.length ? layers : undefined;
}

/** `matrix`: field (or environment.NAME) → values, one axis per key in order, crossed; undefined when it cannot be read. */
function readMatrix(text: string | undefined, problems: Problem[]): Layer[][] | undefined {
  if (text === undefined) return [];
  const source = { inputs: ['matrix'] };
  const value = attempt(problems, source, () => readYaml(text, 'a map of job fields to lists of values', matrixText));
  if (value === undefined) return undefined;
  const expected = 'a non-empty YAML or JSON map of job fields to lists of values, such as {"gpu": [1, 2], "environment.SEED": [1, 2, 3]}';
  if (!isMap(value) || Object.keys(value).length === 0) return void problems.push(inputProblem('invalid-value', source, expected));
  const axes: Layer[][] = [];
  for (const [key, values] of Object.entries(value)) {
    const env = /^environment\.(.+)$/.exec(key);
    if (env && NON_DATA_KEYS.has(env[1]!)) problems.push({ kind: 'bad-name', path: ['environment', env[1]!], value: env[1], source, expected: NOT_DATA });
    else if (!env && !jobFields.includes(key)) {
      const more = { value: key, suggestion: nearest(key, jobFields) };
      problems.push(inputProblem('invalid-value', source, 'a job field (API name, such as "gpu") or environment.NAME as a key', more));
    } else if (!Array.isArray(values) || values.length === 0) {
      problems.push(inputProblem('invalid-value', { ...source, matrix: key }, 'a non-empty list of values, such as [1, 2]', { path: [key], value: values }));
    } else {
      const where = values.map((v) => `${key}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
      axes.push(
        values.map((v, i) => ({ values: env ? { environment: { [env[1]!]: v } } : { [key]: v }, source: { ...source, matrix: where[i] }, label: where[i]! })),
      );
    }
  }
  return axes.length === Object.keys(value).length ? axes : undefined;
}

/** Later layers win; `environment` merges by variable. Records which input gave each value. */
function merge(layers: Layer[]): { job: Record<string, unknown>; sources: Map<string, ProblemSource> } {
  const job: Record<string, unknown> = {};
  const sources = new Map<string, ProblemSource>();
  for (const { values, source } of layers) {
    for (const [field, value] of Object.entries(values)) {
      const variables = field === 'environment' && isMap(value) ? Object.keys(value) : undefined;
      const merges = variables && isMap(job.environment);
      if (!merges) sources.set(field, source);
      job[field] = merges ? { ...(job.environment as object), ...(value as object) } : value;
      for (const name of variables ?? []) sources.set(`environment.${name}`, source);
    }
  }
  return { job, sources };
}

const NAME = fieldSchema('name') as { pattern: string; maxLength: number; 'x-expected': string };
const NAME_PATTERN = new RegExp(NAME.pattern);

/** Whether a name is a valid job name by itself (the document's rule for `name`). */
export const isJobName = (name: string) => NAME_PATTERN.test(name) && name.length <= NAME.maxLength;
