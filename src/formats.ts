// The text formats of the single job inputs. To change how an input is written, change it here;
// what a value must be (its type, pattern, range) is the OpenAPI document's business.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import * as yaml from 'yaml';
import { fieldSchema } from './contract/validate.js';
import type { Problem } from './problems.js';

/**
 * A value that cannot be read at all, as a problem without its source: job.ts knows which input
 * it came from. `line` counts from 1 among the input's lines.
 */
export class FormatError extends Error {
  constructor(readonly problem: Omit<Problem, 'source' | 'path'> & { path?: Problem['path']; line?: number }) {
    super(problem.reason ?? problem.expected ?? problem.kind);
  }

  /** The problem, as the input that was read gave it. */
  of(input: string): Problem {
    const { line, path, ...problem } = this.problem;
    return { ...problem, path: path ?? [], source: { inputs: [input], ...(line !== undefined ? { line } : {}) } };
  }
}

interface LineFormat {
  /** The shape the lines build: a list of items, or a map of names to values. */
  builds: 'list' | 'map';
  /** How one line is written, for messages. */
  syntax: string;
  example: string;
  /** One non-blank line to an item (list) or a [name, value] pair (map). */
  read(line: string): unknown;
}

/** `KEY=VALUE` per line: an environment variable, a label, an annotation. */
const KEY_VALUE: LineFormat = {
  builds: 'map',
  syntax: 'KEY=VALUE',
  example: 'BATCH_SIZE=50',
  read(line) {
    const at = line.indexOf('=');
    if (at <= 0) throw new Error('no KEY=');
    return [line.slice(0, at).trim(), line.slice(at + 1)];
  },
};

/** The line formats of the vendor's documentation (openapi/runai.yaml, the fields' descriptions), by API field: the CLI's own notations; and those of the map inputs that are not job fields. */
const LINE_FORMATS: Record<string, LineFormat> = {
  arguments: {
    builds: 'list',
    syntax: 'one argument per line',
    example: '--epochs\n10',
    read: (line) => line,
  },
  environment: KEY_VALUE,
  labels: { ...KEY_VALUE, example: 'team=vision' },
  annotations: { ...KEY_VALUE, example: 'example.com/cost-center=ml-42' },
  volume: {
    builds: 'map',
    syntax: 'HOST_PATH:CONTAINER_PATH',
    example: '/raid/public/data:/root/data',
    read(line) {
      const parts = line.split(':');
      if (parts.length !== 2 || !parts[0] || !parts[1]) throw new Error('not two paths');
      return [parts[0].trim(), parts[1].trim()];
    },
  },
  pvc: {
    builds: 'list',
    syntax: '[STORAGE_CLASS]:SIZE:CONTAINER_PATH[:ro]',
    example: ':3Gi:/data or my-storage:3Gi:/data:ro',
    read(line) {
      const parts = line.split(':').map((p) => p.trim());
      const readOnly = parts.length === 4 && parts[3] === 'ro';
      if (parts.length < 3 || parts.length > 4 || (parts.length === 4 && !readOnly) || !parts[1] || !parts[2]) {
        throw new Error('not three or four parts');
      }
      return {
        ...(parts[0] ? { storageClass: parts[0] } : {}),
        size: parts[1],
        path: parts[2],
        ...(readOnly ? { readOnly: true } : {}),
      };
    },
  },
  ports: {
    builds: 'list',
    syntax: '[EXTERNAL:]CONTAINER (whole port numbers)',
    example: '30022:22 or 8888',
    read(line) {
      const parts = line.split(':').map((p) => p.trim());
      if (parts.length > 2 || !parts.every((p) => /^\d+$/.test(p))) {
        throw new Error('not one or two port numbers');
      }
      // docker's order, as on the CLI: EXTERNAL:CONTAINER.
      return parts.length === 2
        ? { container: Number(parts[1]), external: Number(parts[0]), autoGenerate: false }
        : { container: Number(parts[0]), autoGenerate: true };
    },
  },
};

const BOOLEANS: Record<string, boolean> = { true: true, True: true, TRUE: true, false: false, False: false, FALSE: false };
const WHOLE = /^[-+]?\d+$/;

/** A whole number written in decimal, as JavaScript can hold it exactly; undefined otherwise. */
export function readWholeNumber(text: string): number | undefined {
  return WHOLE.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined;
}
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

const invalid = (value: unknown, expected: string, line?: number) =>
  new FormatError({ kind: 'invalid-value', value, expected, ...(line !== undefined ? { line } : {}) });

/** Reads one job input's text into the value the API takes, by the field's type in the document. */
export function readFieldInput(field: string, text: string): unknown {
  const schema = fieldSchema(field);
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  switch (type) {
    case 'boolean':
      if (text in BOOLEANS) return BOOLEANS[text];
      throw invalid(text, 'true or false');
    case 'integer':
      // Past 2^53 a number is no longer whole in JavaScript, and would be sent as 1e+23.
      if (readWholeNumber(text) !== undefined) return Number(text);
      throw invalid(text, WHOLE.test(text) ? 'a whole number of at most 15 digits' : 'a whole number, such as 2');
    case 'number':
      if (DECIMAL.test(text) && Number.isFinite(Number(text))) return Number(text);
      // The document's own sentence, where it has one: `gpu: one` is asked for whole GPUs or a fraction of one.
      throw invalid(
        text,
        DECIMAL.test(text)
          ? 'a decimal number of a usual size, such as 0.5 or 2'
          : ((schema?.['x-expected'] as string | undefined) ?? 'a decimal number, such as 0.5 or 2'),
      );
    case 'array':
    case 'object':
      return readCollection(field, text, type === 'array' ? 'list' : 'map');
    default:
      return text;
  }
}

/**
 * A map input that is not a job field (labels, annotations): KEY=VALUE lines, or a YAML or JSON
 * map of names to scalars, each value as text.
 */
export function readMapInput(input: string, text: string): Record<string, string> {
  const map = readCollection(input, text, 'map') as Record<string, unknown>;
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(map)) {
    if (value !== null && typeof value === 'object') throw invalid(value, 'a map of names to text, numbers or true/false');
    texts[name] = value === null ? '' : String(value);
  }
  return texts;
}

/** The list and map inputs whose items are text (TextAt): what YAML writes as a number or true/false is kept as written. */
const TEXT_ITEMS = new Map<string, true | 'only'>([
  ['environment', true],
  ['labels', true],
  ['annotations', true],
  ['arguments', 'only'],
]);

/** Whether a list or map input is YAML or JSON: it has no line format, or is not written in it. */
function isStructured(field: string, text: string): boolean {
  const format = LINE_FORMATS[field];
  if (!format) return true;
  const first =
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '';
  return format.builds === 'map' ? first.startsWith('{') || isYamlMapLine(first) : first.startsWith('[') || /^-(\s|$)/.test(first);
}

function readCollection(field: string, text: string, builds: 'list' | 'map'): unknown {
  const format = LINE_FORMATS[field];
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (!format || isStructured(field, text)) {
    const value = readYaml(
      text,
      builds === 'list' ? 'a sequence' : 'a map',
      TEXT_ITEMS.has(field) ? (path) => path.length === 1 && TEXT_ITEMS.get(field)! : undefined,
    );
    if (builds === 'list' ? !Array.isArray(value) : !isMap(value)) {
      throw invalid(text, `${builds === 'list' ? 'a YAML or JSON sequence' : 'a YAML or JSON map'}${format ? `, or ${format.syntax} per line` : ''}`);
    }
    return value;
  }
  const items: unknown[] = [];
  const map: Record<string, unknown> = {};
  const firstLineOf = new Map<string, number>();
  lines.forEach((line, index) => {
    if (line === '') return;
    let item: unknown;
    try {
      item = format.read(line);
    } catch {
      throw invalid(line, `${format.syntax} per line, such as ${format.example}`, index + 1);
    }
    if (format.builds === 'list') {
      items.push(item);
      return;
    }
    const [name, value] = item as [string, unknown];
    if (NON_DATA_KEYS.has(name)) {
      throw new FormatError({ kind: 'bad-name', value: name, expected: NOT_DATA, line: index + 1 });
    }
    if (firstLineOf.has(name)) {
      throw new FormatError({ kind: 'repeated', value: name, reason: `lines ${firstLineOf.get(name)} and ${index + 1}`, line: index + 1 });
    }
    firstLineOf.set(name, index + 1);
    map[name] = value;
  });
  return format.builds === 'list' ? items : map;
}

/** `NAME: value` (YAML) rather than `NAME=value` or `/host:/container` (line formats). */
function isYamlMapLine(line: string): boolean {
  const colon = line.search(/:(\s|$)/);
  const equals = line.indexOf('=');
  return colon > 0 && (equals < 0 || colon < equals);
}

/**
 * Where a value read lands in text (an environment variable, a label): a path from the root of
 * the value read. There, YAML's numbers and true/false are kept as written: `1.10` would
 * otherwise reach the container as `1.1`, `0x1F` as `31`, and a long number rounded. `only`
 * where the API takes text alone (an argument): a number that reads back as written is text too.
 */
export type TextAt = (path: readonly (string | number)[]) => boolean | 'only';

/**
 * Parses YAML (JSON is YAML too), turning its errors into one line. Refuses keys that are not data.
 * Scalars where `textAt` says text are kept as written (see TextAt).
 */
export function readYaml(text: string, what: string, textAt?: TextAt): unknown {
  // JSON.parse forgets how a number was written (`1.10`): then the YAML parser, which keeps it, reads it.
  const json = readJson(text);
  const value = json && !(textAt && !numbersReadBack(text)) ? (textAt ? withScalarsAsText(json.value, textAt) : json.value) : parseYaml(text, what, textAt);
  const key = nonDataKey(value);
  if (key) throw new FormatError({ kind: 'bad-name', value: key.name, expected: NOT_DATA, path: key.path });
  return value;
}

function parseYaml(text: string, what: string, textAt: TextAt | undefined): unknown {
  const unreadable = (reason: string) => new FormatError({ kind: 'unreadable', reason: `is not valid YAML or JSON (${reason})`, expected: what });
  try {
    // The parser's own check of repeated keys compares every pair (45,000 keys took 25 s);
    // repeatedKey() below does the same in one pass.
    const lineCounter = new yaml.LineCounter();
    const document = yaml.parseDocument(text, { prettyErrors: false, uniqueKeys: false, lineCounter });
    const [error] = document.errors;
    // Where, as an editor shows it: a file's reader goes there.
    const at = error && lineCounter.linePos(error.pos[0]);
    if (error)
      throw unreadable(`${at ? `line ${at.line}, column ${at.col}: ` : ''}${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`);
    // First, so that an alias bomb is refused (the parser counts aliases) before anything walks it.
    const value: unknown = document.toJS();
    const written = textAt ? writtenText(document, textAt) : undefined;
    const repeated = repeatedKey(document, lineCounter, written?.keys);
    if (repeated) throw unreadable(`Map keys must be unique: "${repeated.key.slice(0, 40)}" is given twice, the second time at line ${repeated.line}`);
    return written?.changes.length ? rewritten(value, written.changes) : value;
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw unreadable((error as Error).message.split('\n')[0]!); // nested too deep, or an alias bomb
  }
}

function repeatedKey(
  document: yaml.Document,
  lines: yaml.LineCounter,
  writtenKeys: ReadonlySet<unknown> = new Set(),
): { key: string; line: number } | undefined {
  let found: { key: string; line: number } | undefined;
  yaml.visit(document, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const key = writtenKeys.has(pair.key) ? (pair.key as yaml.Scalar).source! : yaml.isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        if (seen.has(key)) {
          const offset = (pair.key as { range?: [number] } | null)?.range?.[0] ?? 0;
          found = { key, line: lines.linePos(offset).line };
          return yaml.visit.BREAK;
        }
        seen.add(key);
      }
      return undefined;
    },
  });
  return found;
}

/**
 * A place in the value read where YAML's reading of a scalar gives way to its written text: a
 * value, or a whole map whose names are text (two names YAML reads as one number are two names).
 */
type Change = { path: (string | number)[]; text: string } | { path: (string | number)[]; map: [string, unknown][] };

/**
 * Where text is wanted and YAML read a plain scalar as a number or true/false: each place, in
 * the order a copy can be changed in (a map before what is under it), and the key nodes it
 * concerns. Aliases are followed to what they name, so a value is text where it is used, and
 * stays a number where that is wanted.
 */
function writtenText(document: yaml.Document, textAt: TextAt): { changes: Change[]; keys: Set<unknown> } {
  const changes: Change[] = [];
  const keys = new Set<unknown>();
  /** A scalar's written text where text is wanted and YAML reads it otherwise; undefined elsewhere. */
  const textOf = (node: unknown, path: (string | number)[]) =>
    yaml.isScalar(node) && node.source !== undefined && writtenOtherwise(node.value, node.source, textAt(path)) ? node.source : undefined;
  const resolved = (node: unknown) => (yaml.isAlias(node) ? node.resolve(document) : node);
  const stack: [unknown, (string | number)[]][] = [[document.contents, []]];
  while (stack.length) {
    const [at, path] = stack.pop()!;
    const node = resolved(at);
    if (yaml.isMap(node)) {
      const names = node.items.map(({ key }) => {
        const written = textOf(key, [...path, yaml.isScalar(key) ? String(key.source) : '']);
        if (written !== undefined) keys.add(key);
        return written ?? (yaml.isScalar(key) ? String(key.value) : String(key));
      });
      if (node.items.some(({ key }) => keys.has(key))) {
        // Built again from its pairs: the parser's object kept one of two names it read as one.
        const entries = node.items.map(({ value }, i): [string, unknown] => {
          const item = resolved(value);
          return [names[i]!, textOf(item, [...path, names[i]!]) ?? (yaml.isNode(item) ? item.toJS(document) : item)];
        });
        changes.push({ path, map: entries });
        continue;
      }
      node.items.forEach(({ value }, i) => stack.push([value, [...path, names[i]!]]));
    } else if (yaml.isSeq(node)) node.items.forEach((item, i) => stack.push([item, [...path, i]]));
    else {
      // A number that reads back as written (`50`, `0.2`) stays a number, which the API also takes.
      const text = textOf(node, path);
      if (text !== undefined) changes.push({ path, text });
    }
  }
  return { changes, keys };
}

/**
 * The value read with the changes made, on copies of what they touch: toJS gives an anchored
 * map or list once to every alias of it, and a change at one place must not reach the others.
 */
function rewritten(value: unknown, changes: Change[]): unknown {
  const own = new Set<object>();
  const copy = (node: unknown): Record<string | number, unknown> => {
    const held = node as Record<string | number, unknown>;
    if (own.has(held)) return held;
    const made = (Array.isArray(held) ? [...held] : Object.fromEntries(Object.entries(held))) as Record<string | number, unknown>;
    own.add(made);
    return made;
  };
  // As data: a key named __proto__ (refused later, by name) must not set a prototype instead.
  const put = (node: object, name: string | number, item: unknown) =>
    Object.defineProperty(node, name, { value: item, enumerable: true, writable: true, configurable: true });
  let root: unknown = value;
  for (const change of changes) {
    const replacement = 'map' in change ? Object.fromEntries(change.map) : change.text;
    if (!change.path.length) {
      root = replacement;
      continue;
    }
    let node = (root = copy(root));
    for (const step of change.path.slice(0, -1)) {
      const child = copy(node[step]);
      put(node, step, child);
      node = child;
    }
    put(node, change.path.at(-1)!, replacement);
  }
  return root;
}

/** Whether YAML reads a scalar as other than the text it is at a place where text is wanted (`text`, from TextAt). */
const writtenOtherwise = (value: unknown, source: string, text: boolean | 'only') =>
  !!text && (typeof value === 'boolean' || (typeof value === 'number' && (text === 'only' || String(value) !== source)));

/** Whether every number valid JSON text writes reads back as written: `50` does, `1.10` and `1e3` do not. */
function numbersReadBack(json: string): boolean {
  const number = /-?\d+(\.\d+)?([eE][-+]?\d+)?/y;
  for (let at = 0; at < json.length; at++) {
    const c = json[at]!;
    if (c === '"') at = closingQuote(json, at);
    else if (c === '-' || (c >= '0' && c <= '9')) {
      number.lastIndex = at;
      const written = number.exec(json)![0];
      if (String(Number(written)) !== written) return false;
      at += written.length - 1;
    }
  }
  return true;
}

/**
 * A value read as JSON with its true and false where text is wanted written as text, and its
 * numbers where only text is (each reads back as written: numbersReadBack).
 */
function withScalarsAsText(root: unknown, textAt: TextAt): unknown {
  for (const [node, path] of everyValue(root)) {
    const members = Array.isArray(node) ? node.map((item, i) => [i, item] as const) : isMap(node) ? Object.entries(node) : [];
    for (const [key, item] of members) {
      if ((typeof item === 'boolean' || typeof item === 'number') && writtenOtherwise(item, String(item), textAt([...path, key]))) {
        (node as Record<string | number, unknown>)[key] = String(item);
      }
    }
  }
  return root;
}

/** Keys that JavaScript objects treat as more than a name: refused wherever a key is read. */
export const NON_DATA_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
export const NOT_DATA = 'a name other than __proto__, constructor or prototype, which are not data in JavaScript';

/** The first key anywhere in a value that is not data, with its path. Iterative: no depth limit. */
function nonDataKey(value: unknown): { name: string; path: (string | number)[] } | undefined {
  for (const [node, path] of everyValue(value)) {
    const key = isMap(node) ? Object.keys(node).find((k) => NON_DATA_KEYS.has(k)) : undefined;
    if (key !== undefined) return { name: key, path: [...path, key] };
  }
  return undefined;
}

/** Every value inside a value read, with its path, depth first. Iterative: no depth limit. */
function* everyValue(root: unknown): Generator<[unknown, (string | number)[]]> {
  const stack: [unknown, (string | number)[]][] = [[root, []]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    yield [node, path];
    if (Array.isArray(node)) node.forEach((item, i) => stack.push([item, [...path, i]]));
    else if (isMap(node)) for (const [key, item] of Object.entries(node)) stack.push([item, [...path, key]]);
  }
}

/**
 * JSON read as JSON: workflows often pass `toJSON(...)` output, which JSON.parse reads without
 * building a YAML document of it (a matrix of 20 million combinations peaked at 101-110 MB when
 * the YAML parser read it: test/e2e/hostile-inputs.test.ts holds it under 100). Only a JSON object or array with no key given
 * twice qualifies. JSON.parse would keep the last of two keys without a word; the YAML parser
 * refuses them, and so reports the mistake.
 */
function readJson(text: string): { value: unknown } | undefined {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return keysWritten(text) === keysHeld(value) ? { value } : undefined;
  } catch {
    // Not JSON, or nested too deep to count: the YAML parser reads it or says what is wrong.
    return undefined;
  }
}

/** How many keys valid JSON text writes: in JSON, a string followed by a colon is a key. */
function keysWritten(json: string): number {
  let keys = 0;
  for (let at = json.indexOf('"'); at >= 0; at = json.indexOf('"', at + 1)) {
    at = closingQuote(json, at);
    let next = at + 1;
    while (json[next] === ' ' || json[next] === '\n' || json[next] === '\r' || json[next] === '\t') next++;
    if (json[next] === ':') keys++;
  }
  return keys;
}

/** Where the JSON string that opens at `at` closes: its escapes skipped. */
function closingQuote(json: string, at: number): number {
  at++;
  while (json[at] !== '"') at += json[at] === '\\' ? 2 : 1;
  return at;
}

function keysHeld(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + keysHeld(item), 0);
  if (!isMap(value)) return 0;
  return Object.values(value).reduce((sum: number, item) => sum + keysHeld(item), Object.keys(value).length);
}

export function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Files an input names are read only if they are regular files of at most this size. */
const MAX_INPUT_FILE_BYTES = 1024 * 1024;

/**
 * Reads a file an input names, relative to the workspace as a workflow author writes paths.
 * Only a regular file of at most 1 MiB: a device such as /dev/zero or a pipe would never end.
 * Returns the text, or why it cannot be read, in words.
 */
export function readInputFile(path: string): { text: string } | { why: string; resolved: string } {
  const resolved = resolve(process.env.GITHUB_WORKSPACE || process.cwd(), path);
  try {
    const stat = statSync(resolved);
    if (stat.isDirectory()) return { why: 'it is a directory', resolved };
    if (!stat.isFile()) return { why: 'it is not a regular file', resolved };
    if (stat.size > MAX_INPUT_FILE_BYTES) return { why: `it is larger than ${MAX_INPUT_FILE_BYTES / 1024 / 1024} MiB`, resolved };
    return { text: readFileSync(resolved, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { why: code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (code ?? 'unreadable'), resolved };
  }
}
