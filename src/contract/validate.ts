// Runtime validation compiled from openapi/runai.yaml. This file only turns the compiled
// validator's findings into sentences a person can act on; every rule lives in the document.
import { job, validateJob, type SchemaObject } from './generated/job-validators.js';
import type { ErrorObject } from './generated/validator-types.js';

/**
 * What kind of thing is wrong: a field the document lacks (`suggestion` the nearest, else `fields`), a required one absent,
 * a value breaking `expected`, a rule across fields (`value` triggers it), a map key that is no valid name (`value`).
 */
export type FieldProblemKind = 'unknown-field' | 'missing' | 'invalid-value' | 'rule' | 'bad-name';

/**
 * One thing wrong with a job, as data: located by its path inside the job object, with the
 * offending value, what is expected (the document's `x-expected` sentence) and a likely fix.
 * Nothing here is worded for one reader: callers put it in their own words.
 */
export interface FieldProblem {
  kind: FieldProblemKind;
  /** Where inside the job: `[]` for the job itself, `['pvc', 0, 'size']` for a PVC's size. */
  path: (string | number)[];
  /** The offending value (the name, for 'unknown-field' and 'bad-name'); absent for 'missing'. */
  value?: unknown;
  /** What is expected, as a phrase: `a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M`. */
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
export function checkJob(candidate: unknown): FieldProblem[] {
  return validateJob(candidate) ? [] : problemsOf(validateJob.errors, (error) => describe(error, candidate));
}

/** The problems a validator's errors describe, each once, in their order. */
export function problemsOf(errors: ErrorObject[] | null | undefined, describe: (error: ErrorObject) => FieldProblem | undefined): FieldProblem[] {
  const seen = new Set<string>();
  return (errors ?? []).map(describe).filter((problem): problem is FieldProblem => {
    const key = problem && `${problem.path.join('.')}\u0000${problem.kind}\u0000${problem.expected}`;
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

/** The nearest of `candidates` to `name`, if it is near enough to be a likely typo. */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  const fold = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = fold(candidate) === fold(name) ? 0 : editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (bestDistance <= Math.max(2, Math.floor(name.length / 3))) return best;
  // Not a typo, but a field with more words: `gpuCount` for `gpu`, `mem` for `memory`.
  const folded = fold(name);
  return candidates.filter((c) => fold(c).length >= 3 && (folded.startsWith(fold(c)) || fold(c).startsWith(folded))).sort((a, b) => b.length - a.length)[0];
}

/** Where in the value checked an Ajv error is: its instancePath as keys and indexes. */
export function pathOf(error: ErrorObject): (string | number)[] {
  return error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function describe(error: ErrorObject, root: unknown): FieldProblem | undefined {
  const path = pathOf(error);
  const value = valueAt(root, path);
  const schemaAtError = schemaChain(error.schemaPath);
  const expected = [...schemaAtError].reverse().find((s) => s['x-expected'])?.['x-expected'];
  // A conditional rule (if/then) is reported once, at the field whose value triggers it.
  const rule = conditionalRule(error.schemaPath);
  if (rule) {
    const trigger = ((rule.if as SchemaObject).required ?? [])[0];
    const at = trigger === undefined ? path : [...path, trigger];
    return { kind: 'rule', path: at, value: valueAt(root, at), expected: rule['x-expected'] as string };
  }
  switch (error.keyword) {
    case 'additionalProperties': {
      const owner = schemaChain(error.schemaPath.replace(/\/additionalProperties$/, '')).at(-1)!;
      return unknownField(path, String(error.params.additionalProperty), Object.keys(owner.properties ?? {}));
    }
    case 'required': {
      const missing = String(error.params.missingProperty);
      const owner = schemaAtError.at(-1)!;
      const wanted = owner.properties?.[missing]?.['x-expected'];
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
      return invalidValue(path, value, expected ?? ruleSentence(error));
    default:
      if (error.propertyName !== undefined) {
        return { kind: 'bad-name', path: [...path, error.propertyName], value: error.propertyName, expected: expected ?? ruleSentence(error) };
      }
      return invalidValue(path, value, expected ?? ruleSentence(error));
  }
}

/** A value that breaks a rule, with the value as it was probably meant where the rule knows one. */
export function invalidValue(path: FieldProblem['path'], value: unknown, expected: string): FieldProblem {
  const suggestion = typeof value === 'string' ? SUGGEST[expected]?.(value) : undefined;
  return { kind: 'invalid-value', path, value, expected, ...(suggestion ? { suggestion } : {}) };
}

/** Values as they were probably meant, by the sentence of the rule they break. */
const SUGGEST: Record<string, (value: string) => string | undefined> = {
  // 8GB, 512MB: the quantity's unit without the B (8G), or its binary one (8Gi).
  [String(job.properties?.memory?.['x-expected'])]: (value) => /^(\d+(?:\.\d+)?)\s*([KMGTPE])i?B$/i.exec(value)?.slice(1, 3).join('').toUpperCase().concat('i'),
};

/** A rule that a value breaks, in words, where the document gives no sentence for it. */
export function ruleSentence(error: ErrorObject): string {
  if (error.keyword === 'type') return typeSentence(error.params.type);
  return bound(error) ?? `a value that ${ajvRule(String(error.message))}`;
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
function bound(error: ErrorObject): string | undefined {
  return BOUNDS[error.keyword]?.(Number(error.params.limit));
}

/** Ajv's "must …" as what a value does: "must match format \"date-time\"" is "matches format \"date-time\"". */
const AJV_VERBS: Record<string, string> = {
  'must be ': 'is ',
  'must NOT have ': 'has no ',
  'must have ': 'has ',
  'must match ': 'matches ',
  'must ': 'should ',
};
function ajvRule(message: string): string {
  return message.replace(/^must (be |NOT have |have |match )?/, (must) => AJV_VERBS[must]!);
}

const TYPE_NAMES: Record<string, string> = {
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number',
  string: 'a string',
  array: 'a list',
  object: 'a map of names to values',
};
/** A JSON type, or several (`string,number`), as a person calls it. */
const typeSentence = (type: unknown) =>
  String(type)
    .split(',')
    .map((t) => TYPE_NAMES[t] ?? t)
    .join(' or ');

/** What a value holds at a path; undefined where it holds nothing. */
export function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const part of path) node = (node as Record<string | number, unknown> | undefined)?.[part];
  return node;
}

/** The schemas along an Ajv schemaPath in the job's, outermost first. */
function schemaChain(schemaPath: string): SchemaObject[] {
  const chain = [job];
  let node: unknown = job;
  for (const part of schemaPath.replace(/^#\//, '').split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[part];
    if (node && typeof node === 'object' && !Array.isArray(node)) chain.push(node as SchemaObject);
  }
  return chain;
}

/** The schema whose `if`/`then` an error came from, when it states its rule in x-expected. */
function conditionalRule(schemaPath: string): SchemaObject | undefined {
  const parts = schemaPath.replace(/^#\//, '').split('/');
  const at = parts.findIndex((part) => part === 'if' || part === 'then');
  if (at < 0) return undefined;
  const owner = schemaChain(`#/${parts.slice(0, at).join('/')}`).at(-1);
  return owner?.['x-expected'] ? owner : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
