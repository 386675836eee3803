// Runtime validation compiled from openapi/runai.yaml. This file only turns the compiled
// validator's findings into sentences a person can act on; every rule lives in the document.
import { schemas, validateJob, type ErrorObject, type SchemaObject } from './generated/validators.js';

/** One thing wrong with a job, located by its path inside the job object. */
export interface Problem {
  /** Where inside the job: `[]` for the job itself, `['pvc', 0, 'size']` for a PVC's size. */
  path: (string | number)[];
  /** The offending value, when there is one (absent for a missing field). */
  value?: unknown;
  /** What is wrong or expected, as a sentence fragment: `expected a Kubernetes quantity …`. */
  message: string;
  /** A rule across fields (`parallelism above 1 needs completions`): `message` is the whole rule. */
  rule?: boolean;
}

const job = schemas.Job as SchemaObject;

/** The job fields of the interface, in the document's order. */
export const jobFields: readonly string[] = Object.keys(job.properties ?? {});

/** The JSON type of a top-level job field, as the document declares it. */
export function fieldSchema(field: string): SchemaObject | undefined {
  const own = job.properties?.[field];
  return own && resolve(own);
}

/** Checks a job against the document. Returns every problem found, in a stable order. */
export function checkJob(candidate: unknown): Problem[] {
  if (validateJob(candidate)) return [];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of validateJob.errors ?? []) {
    const problem = describe(error, candidate);
    if (!problem) continue;
    const key = `${problem.path.join('.')}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

/** Renders a path the way a user writes it: `pvc[0].size`, `environment.BATCH_SIZE`. */
export function formatPath(path: readonly (string | number)[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text ? `.${part}` : part;
  }
  return text;
}

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

function describe(error: ErrorObject, root: unknown): Problem | undefined {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const value = valueAt(root, path);
  const schemaAtError = schemaChain(error.schemaPath);
  const expected = [...schemaAtError].reverse().find((s) => s['x-expected'])?.['x-expected'];
  // A conditional rule (if/then) is reported once, at the field whose value triggers it.
  const rule = conditionalRule(error.schemaPath);
  if (rule) {
    const trigger = ((rule.if as SchemaObject).required ?? [])[0];
    const at = trigger === undefined ? path : [...path, trigger];
    return { path: at, value: valueAt(root, at), message: rule['x-expected'] as string, rule: true };
  }
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(error.params.additionalProperty);
      const owner = schemaChain(error.schemaPath.replace(/\/additionalProperties$/, '')).at(-1) ?? job;
      const known = Object.keys(owner.properties ?? {});
      const suggestion = nearest(field, known);
      return {
        path: [...path, field],
        message: `is not a field of ${path.length ? 'this object' : 'a job'}${suggestion ? `; did you mean "${suggestion}"?` : ` (fields: ${known.join(', ')})`}`,
      };
    }
    case 'required': {
      const missing = String(error.params.missingProperty);
      const owner = schemaAtError.at(-1) ?? job;
      const property = owner.properties?.[missing];
      const wanted = property && resolve(property)['x-expected'];
      return { path: [...path, missing], message: wanted ? `is missing: expected ${wanted}` : 'is required but missing' };
    }
    case 'propertyNames':
      return undefined; // reported by the name's own error, which carries the name
    case 'if':
    case 'anyOf':
      // The branch errors were reported already; keep one line when they carry no sentence.
      return expected ? { path, value, message: `expected ${expected}` } : undefined;
    case 'enum':
      return { path, value, message: `expected one of ${(error.params.allowedValues as unknown[]).join(', ')}` };
    case 'type':
      return { path, value, message: `expected ${expected ?? typeSentence(error.params.type)}` };
    default:
      if (error.propertyName !== undefined) {
        return { path: [...path, error.propertyName], value: error.propertyName, message: `is not a valid name: expected ${expected ?? error.message}` };
      }
      return { path, value, message: `expected ${expected ?? error.message}` };
  }
}

function typeSentence(type: unknown): string {
  const names: Record<string, string> = {
    boolean: 'true or false',
    integer: 'a whole number',
    number: 'a number',
    string: 'a string',
    array: 'a list',
    object: 'a map of names to values',
  };
  return String(type)
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' or ');
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let node = root;
  for (const part of path) node = (node as Record<string | number, unknown> | undefined)?.[part];
  return node;
}

/** The schemas along an Ajv schemaPath, resolved against the document, outermost first. */
function schemaChain(schemaPath: string): SchemaObject[] {
  const parts = schemaPath.replace(/^#\//, '').split('/');
  let node: SchemaObject | undefined = job;
  if (parts[0] === '$defs') {
    node = schemas[parts[1]!];
    parts.splice(0, 2);
  }
  const chain: SchemaObject[] = node ? [node] : [];
  for (const part of parts) {
    node = (node as Record<string, unknown> | undefined)?.[part] as SchemaObject | undefined;
    if (node && typeof node === 'object' && !Array.isArray(node)) {
      node = resolve(node);
      chain.push(node);
    }
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

function resolve(schema: SchemaObject): SchemaObject {
  if (!schema.$ref) return schema;
  const target = schemas[schema.$ref.replace('#/$defs/', '')];
  return { ...target, ...schema, $ref: undefined };
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
