// Everything wrong with a step's inputs, as data (what, where, the value, what is expected, a likely fix), and describeProblem(), the one that words it.
import { cutAtWord } from './contract/service-error.js';
import { formatPath, type FieldProblem, type FieldProblemKind } from './contract/validate.js';
import { forJson, visible } from './safe-text.js';

export interface ProblemSource {
  /** The input or inputs that gave it (`gpu`, `job`, `jobs`, `matrix`, `base-url`, …). */
  inputs: string[];
  /** The value is one field's input: its path starts at the field, and an item counts from 1. */
  single?: boolean;
  /** A line of a line-format input, from 1. */
  line?: number;
  /** A `jobs` item, from 1. */
  item?: number;
  /** The matrix values that gave it, such as `gpu=2`. */
  matrix?: string;
}

export interface Problem extends Omit<FieldProblem, 'kind'> {
  /** Beside a field's problems: a name or key given twice ('repeated'), text that could not be read at all ('unreadable'). */
  kind: FieldProblemKind | 'repeated' | 'unreadable';
  /** Where the value came from; absent for what no input gave (a required field nobody set). */
  source?: ProblemSource;
  /** In a sweep, the job it concerns, when it concerns one job only. */
  job?: { number: number; of: number; label: string };
  /** 'unreadable': why, in a parser's or the system's words; 'repeated': where; 'missing' with no path: what the input is for. */
  reason?: string;
}

/** A problem of an input as a whole, at no path inside a job. */
export function inputProblem(kind: Problem['kind'], source: string | ProblemSource, expected?: string, more?: Partial<Problem>): Problem {
  return { kind, path: [], source: typeof source === 'string' ? { inputs: [source] } : source, expected, ...more };
}

/** `imagePullPolicy` → `image-pull-policy`: the input that sets a job field. */
export const inputName = (field: string): string => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Where a job's field was given, in words: `input 'gpu'`, `"gpu" in 'jobs' items 1–3 and 5` (the items given), `"gpu" in 'matrix'`. */
export function givenIn(field: string, source: ProblemSource, items: readonly number[]): string {
  if (source.single) return `input '${source.inputs[0]}'`;
  return `"${field}" in '${source.inputs[0]}'${items.length ? ` ${items.length > 1 ? 'items' : 'item'} ${inWords(runs(items))}` : ''}`;
}

/** `a`, `a and b`, `a, b and c`. */
export const inWords = (list: readonly string[]): string => (list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : (list[0] ?? ''));

/** Numbers in order, a run of three or more written as one: `1–40`, `42`. */
function runs(numbers: readonly number[]): string[] {
  const groups: number[][] = [];
  for (const n of [...new Set(numbers)].sort((a, b) => a - b)) {
    const last = groups.at(-1);
    if (last && n === last.at(-1)! + 1) last.push(n);
    else groups.push([n]);
  }
  return groups.flatMap((run) => (run.length >= 3 ? [`${run[0]}–${run.at(-1)}`] : run.map(String)));
}

/** A value as a user would recognise it in a message, cut short when long: before a word, as a runner hides a secret (`${{ secrets.KEY }}`) only whole. */
export function quote(value: unknown): string {
  // Text is cut inside its quotes, which stay; one long word, cut before, would leave next to nothing: its length says which value is meant.
  if (typeof value === 'string') {
    const cut = cutAtWord(value, 78);
    return cut === value || cut.length > 16 ? forJson(cut) : `a value of ${value.length} characters`;
  }
  // JSON has no word for Infinity (JSON.parse makes it of 1e400), String() has; forJson escapes the C1 controls a terminal obeys, which JSON leaves raw.
  const text = typeof value === 'number' && !Number.isFinite(value) ? String(value) : JSON.stringify(value) === undefined ? String(value) : forJson(value);
  return cutAtWord(text, 80);
}

/** The one sentence a user reads for a problem: where, the value, what is expected, the fix; a character that shows as nothing, as its escape
 *  wherever it is (a value, a name, a sweep's label), as what was pasted with it reads the same as what was meant. */
export const describeProblem = (problem: Problem): string => visible(describe(problem));

function describe(problem: Problem): string {
  const { kind, source, path } = problem;
  const sweep = problem.job ? `Job ${problem.job.number} of ${problem.job.of}${problem.job.label ? ` (${problem.job.label})` : ''}: ` : '';
  if (!source) {
    // No input gave the value: a required field nobody set, or a rule of the whole job.
    const field = String(path[0]);
    if (kind === 'missing' && path.length === 1)
      return `${sweep}The job has no ${field}: set the '${inputName(field)}' input, or "${field}" in 'job' or 'job-file'${problem.expected ? ` (expected ${problem.expected})` : ''}.`;
    const subject = kind === 'repeated' ? 'The step' : `The job${path.length ? ` at ${formatPath(path)}` : ''}`;
    return `${sweep}${subject}: ${what(problem)}`;
  }
  let where = `Input${source.inputs.length > 1 ? 's' : ''} ${inWords(source.inputs.map((input) => `'${input}'`))}`;
  if (source.line !== undefined) where += ` line ${source.line}`;
  if (source.item !== undefined) where += ` item ${source.item}`;
  if (source.single) {
    // Inside one field's input, item n is line n of the non-blank lines.
    const rest = path.slice(1);
    if (rest.length && !(kind === 'unknown-field' && rest.length === 1)) {
      where += ` ${typeof rest[0] === 'number' ? `item ${rest[0] + 1}` : `"${rest[0]}"`}`;
      if (rest.length > 1) where += ` (${formatPath(rest.slice(1))})`;
    }
  } else if (source.matrix !== undefined) {
    if (!problem.job) where += ` (${source.matrix})`; // a sweep's tag names the values already
  } else if ((kind === 'bad-name' || kind === 'unknown-field') && path.length > 1)
    where += ` at ${formatPath(path.slice(0, -1))}`; // the name itself is quoted next
  else if (path.length && kind !== 'unknown-field' && kind !== 'bad-name') where += ` at ${formatPath(path)}`;
  if (kind === 'missing' && path.length === 0)
    return `${where} ${source.inputs.length > 1 ? 'are' : 'is'} required${problem.reason ? ` ${problem.reason}` : ''}: ${problem.expected}.`;
  // A whole text not quoted (a job, a spec): the input is what "is not valid YAML", as in "Input 'spec' sends …".
  if (kind === 'unreadable' && problem.value === undefined && problem.reason?.startsWith('is ')) return `${sweep}${where} ${what(problem)}`;
  return `${sweep}${where}: ${what(problem)}`;
}

/** What is wrong, after the location: ends with a full stop or a question mark. */
function what(problem: Problem): string {
  const { kind, path, value, expected, suggestion } = problem;
  const shown = value !== undefined ? `${quote(value)} ` : '';
  switch (kind) {
    case 'unknown-field': {
      const fix = suggestion ? `; did you mean "${suggestion}"?` : problem.fields ? ` (fields: ${problem.fields.join(', ')}).` : '.';
      if (problem.source?.single && path.length > 1) return `is not a field here${fix}`;
      return `"${String(value)}" is not a field of ${path.length > 1 ? 'this object' : 'a job'}${fix}`;
    }
    case 'missing':
      return expected ? `is missing: expected ${expected}.` : 'is required but missing.';
    case 'rule':
      // A rule may end by asking (`did you mean 'gpu'?`): no full stop after the question mark.
      return `${shown ? `${shown}— ` : ''}${expected}${expected?.endsWith('?') ? '' : '.'}`;
    case 'bad-name':
      return `"${String(value)}" is not a valid name: expected ${expected}.`;
    case 'repeated':
      return `"${String(value)}" is given twice (${problem.reason}); ${expected ?? 'give each once'}.`;
    case 'unreadable':
      return `${shown}${problem.reason}${expected ? `: expected ${expected}` : ''}.`;
    case 'invalid-value':
      // Without a value to quote (a secret, or a whole text), what is expected says it all.
      return `${shown ? `${shown}is not valid: ` : ''}expected ${expected}${suggestion ? `. Did you mean ${quote(suggestion)}?` : '.'}`;
  }
}
