// Runtime validation compiled from openapi/runai.yaml, whose rules this file only turns into sentences a person can act on.
import { job, jobErrors, validateJob, type SchemaObject } from './generated/job-validators.js';
import type { ErrorObject } from './generated/validator-types.js';

/** What kind of thing is wrong: a field the document lacks (`suggestion` the nearest, else `fields`), a required one absent,
 *  a value breaking `expected`, a rule across fields (`value` triggers it), a map key that is no valid name (`value`). */
export type FieldProblemKind = 'unknown-field' | 'missing' | 'invalid-value' | 'rule' | 'bad-name';

/** One thing wrong with a job, as data (each member below): nothing here is worded for one reader, callers put it in their own words. */
export interface FieldProblem {
  kind: FieldProblemKind;
  /** Where inside the job: `[]` for the job itself, `['pvc', 0, 'size']` for a PVC's size. */
  path: (string | number)[];
  /** The offending value (the name, for 'unknown-field' and 'bad-name'); absent for 'missing'. */
  value?: unknown;
  /** What is expected, as a phrase (the document's `x-expected` sentence, where it has one): `a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M`. */
  expected?: string;
  /** A likely fix: the nearest field name, or the value as it was probably meant. */
  suggestion?: string;
  /** For 'unknown-field' with no suggestion: the fields the object does have. */
  fields?: string[];
}

/** The job fields of the interface, in the document's order. */
export const jobFields: readonly string[] = Object.keys(job.properties ?? {});

/** The JSON type of a top-level job field, as the document declares it. */
export const fieldSchema = (field: string): SchemaObject | undefined => job.properties?.[field];

/** Checks a job against the document. Returns every problem found, in a stable order. */
export const checkJob = (candidate: unknown) => (validateJob(candidate) ? [] : problemsOf(validateJob.errors, (error) => describe(error, candidate)));

/** The problems a validator's errors describe, each once, in their order. */
export function problemsOf(errors: ErrorObject[] | null | undefined, describe: (error: ErrorObject) => FieldProblem | undefined): FieldProblem[] {
  const seen = new Set<string>();
  return (errors ?? []).map(describe).filter((problem): problem is FieldProblem => {
    // A sentence told to lose the quotes stands for its plain self (`gpu: "0.5"` breaks three types, said once).
    const key = problem && `${problem.path.join('.')}\u0000${problem.kind}\u0000${problem.expected?.replace(UNQUOTE, '')}`;
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A member `name` that the object at `path` does not have: with the nearest of `known`, else all of them. */
export function unknownField(path: FieldProblem['path'], name: string, known: string[]): FieldProblem {
  const suggestion = nearest(name, known);
  return { kind: 'unknown-field', path: [...path, name], value: name, ...(suggestion ? { suggestion } : { fields: known }) };
}

/** Renders a path the way a user writes it: `pvc[0].size`, `environment.BATCH_SIZE`. */
export const formatPath = (path: readonly (string | number)[]): string => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');

/** The nearest of `candidates` to `name`: the same but for case and separators, or but for a `job` or `workload` before it (`job-name` is
 *  `name`, not `job-name-prefix`); else the shortest it shortens (`mem`, `args`, `ttl`, a letter left out) or the longest it adds words to
 *  (`gpuCount`), as short names are near others by chance (`args`, `logs`); else a typo. */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  const fold = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const folded = fold(name);
  // Its letters in order, from the same first three: `args` in `arguments`.
  const shortens = (c: string) =>
    folded.length >= 3 && c.startsWith(folded.slice(0, 3)) && [...c].reduce((i, ch) => i + Number(ch === folded[i]), 0) === folded.length;
  const longer = candidates.filter((c) => shortens(fold(c))).sort((a, b) => a.length - b.length);
  const shorter = candidates.filter((c) => fold(c).length >= 3 && folded.startsWith(fold(c))).sort((a, b) => b.length - a.length);
  const bare = folded.replace(/^(job|workload)(?=.)/, '');
  const words = candidates.find((c) => fold(c) === folded) ?? candidates.find((c) => fold(c) === bare) ?? longer[0] ?? shorter[0];
  if (words) return words;
  const distances = candidates.map((c) => editDistance(name.toLowerCase(), c.toLowerCase()));
  const best = Math.min(...distances);
  return best <= Math.max(2, Math.floor(name.length / 3)) ? candidates[distances.indexOf(best)] : undefined;
}

/** Where in the value checked an Ajv error is: its instancePath as keys and indexes. */
export function pathOf(error: ErrorObject): (string | number)[] {
  const parts = error.instancePath.split('/').slice(1);
  return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part.replaceAll('~1', '/').replaceAll('~0', '~')));
}

function describe(error: ErrorObject, root: unknown): FieldProblem | undefined {
  const path = pathOf(error);
  const value = valueAt(root, path);
  const expected = expectedAt(error.schemaPath);
  // A conditional rule (if/then) is reported once, at the field whose value triggers it.
  const owner = /^(.*?)\/(?:if|then)(?:\/|$)/.exec(error.schemaPath)?.[1] ?? '';
  const rule = jobErrors.expected[owner];
  const at = path.concat(jobErrors.triggers[owner] ?? []);
  if (rule) return { kind: 'rule', path: at, value: valueAt(root, at), expected: rule };
  switch (error.keyword) {
    case 'additionalProperties':
      return unknownField(path, String(error.params.additionalProperty), jobErrors.known[error.schemaPath.replace(/\/additionalProperties$/, '')] ?? []);
    case 'required': {
      const missing = String(error.params.missingProperty);
      const wanted = jobErrors.expected[`${error.schemaPath.replace(/\/required$/, '')}/properties/${missing}`];
      return { kind: 'missing', path: [...path, missing], ...(wanted ? { expected: wanted } : {}) };
    }
    case 'propertyNames':
      return undefined; // reported by the name's own error, which carries the name
    case 'if':
    case 'anyOf':
      // The branch errors were reported already; keep one line when they carry no sentence.
      return expected ? invalidValue(path, value, expected) : undefined;
    case 'enum':
      return invalidValue(path, value, `one of ${(error.params.allowedValues as unknown[]).join(', ')}`);
    case 'type':
      // `gpu: "0.5"`: quotes made a number, or true, text, which the sentence alone would not show.
      if (typeof value === 'string' && (String(error.params.type) === 'boolean' ? /^(true|false)$/ : NUMBER).test(value))
        return invalidValue(path, value, `${expected ?? ruleSentence(error)}${UNQUOTE_SAID}"${value}" in quotes is text`);
    // falls through
    default:
      if (error.propertyName === undefined) return invalidValue(path, value, expected ?? ruleSentence(error));
      return { kind: 'bad-name', path: [...path, error.propertyName], value: error.propertyName, expected: expected ?? ruleSentence(error) };
  }
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const UNQUOTE_SAID = ', without quotes: ';
const UNQUOTE = new RegExp(`${UNQUOTE_SAID}.*$`);

/** A value that breaks a rule, with the value as it was probably meant where the rule knows one. */
export function invalidValue(path: FieldProblem['path'], value: unknown, expected: string): FieldProblem {
  // 8GB, 512m, 8 where an amount of memory is expected: its binary unit (8Gi, 512Mi), or gibibytes for a number alone.
  const quantity = typeof value === 'string' && expected.startsWith('a Kubernetes quantity'); // both documents' Quantity, in their words
  const [, amount, unit = 'G'] = (quantity && /^(\d+(?:\.\d+)?)\s*(?:([kmgtpe])i?b?)?$/i.exec(value)) || [];
  const suggestion = amount && `${amount}${unit.toUpperCase()}i`;
  return { kind: 'invalid-value', path, value, expected, ...(suggestion ? { suggestion } : {}) };
}

/** A rule that a value breaks, in words, where the document gives no sentence for it. */
export function ruleSentence(error: ErrorObject): string {
  if (error.keyword === 'type') return String(error.params.type).split(',').map(typeName).join(' or ');
  const message = String(error.message).replace(/^must (be |NOT have |have |match )?/, (must) => VERBS[must]!);
  return BOUNDS[error.keyword]?.(Number(error.params.limit)) ?? `a value that ${message}`;
}

const many = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
/** Limits as a person says them: "a number of at least 0", not "a value that is >= 0". */
const BOUNDS: Record<string, (limit: number) => string> = {
  minimum: (n) => `a number of at least ${n}`,
  maximum: (n) => `a number of at most ${n}`,
  exclusiveMinimum: (n) => `a number above ${n}`,
  exclusiveMaximum: (n) => `a number below ${n}`,
  minLength: (n) => (n === 1 ? 'text that is not empty' : `text of at least ${many(n, 'character')}`),
  maxLength: (n) => (n === 0 ? 'empty text' : `text of at most ${many(n, 'character')}`),
  minItems: (n) => (n === 1 ? 'a list that is not empty' : `a list of at least ${many(n, 'item')}`),
  maxItems: (n) => (n === 0 ? 'an empty list' : `a list of at most ${many(n, 'item')}`),
};

/** Ajv's "must …" as what a value does: "must match format \"date-time\"" is "matches format \"date-time\"". */
const VERBS: Record<string, string> = { 'must be ': 'is ', 'must NOT have ': 'has no ', 'must have ': 'has ', 'must match ': 'matches ', 'must ': 'should ' };

/** JSON types as a person calls them (several, `string,number`, are joined by "or"). */
const TYPE_NAMES: Record<string, string> = {
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number',
  string: 'a string',
  array: 'a list',
  object: 'a map of names to values',
};
const typeName = (type: string) => TYPE_NAMES[type] ?? type;

/** What a value holds at a path; undefined where it holds nothing. */
export const valueAt = (root: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((node, part) => (node as Record<string | number, unknown> | undefined)?.[part], root);

/** The document's sentence for what a schemaPath checks: the schema's there, else the nearest around it that has one. */
const expectedAt = (schemaPath: string): string | undefined =>
  jobErrors.expected[schemaPath] ?? (schemaPath.includes('/') ? expectedAt(schemaPath.slice(0, schemaPath.lastIndexOf('/'))) : undefined);

/** The fewest letters added, removed, changed or swapped with the next (IMGAE for IMAGE) to make one text the other. */
export function editDistance(a: string, b: string): number {
  let [before, previous] = [[] as number[], Array.from({ length: b.length + 1 }, (_, i) => i)];
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, before[j - 2]! + 1);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}
