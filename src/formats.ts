// The text formats of the single job inputs: to change how one is written, change it here; what a value must be is the OpenAPI document's business.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import * as yaml from 'yaml';
import { cutAtWord } from './contract/service-error.js';
import { fieldSchema } from './contract/validate.js';
import type { Problem, ProblemSource } from './problems.js';

/** A value that cannot be read, as a problem without its source, which the caller knows. `line` counts from 1. */
export class FormatError extends Error {
  constructor(readonly problem: Omit<Problem, 'source' | 'path'> & { path?: Problem['path']; line?: number }) {
    super(problem.reason ?? problem.expected ?? problem.kind);
  }
}

/** `read()`, or undefined when it cannot be read: a problem of `source` then, a whole text shown as `shown`; in one `field`'s input, paths start at it. */
export function attempt<T>(problems: Problem[], source: string | ProblemSource, read: () => T, shown?: string, field?: string): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    const { line, path, ...problem } = error.problem;
    const value = line !== undefined || problem.value !== undefined ? problem.value : shown;
    const at = typeof source === 'string' ? { inputs: [source] } : source;
    problems.push({ ...problem, value, path: path ? [...(field ? [field] : []), ...path] : [], source: { ...at, ...(line !== undefined ? { line } : {}) } });
  }
}

interface LineFormat {
  syntax: string; // how one line is written, for messages
  example: string;
  /** Whether YAML's numbers and true/false among the items are kept as written (TextAt). */
  text?: true | 'only';
  /** One non-blank line to an item (list) or a [name, value] pair (map); undefined when it is not written so. */
  read(line: string): unknown;
}

/** `KEY=VALUE` per line: an environment variable, a label, an annotation. */
const KEY_VALUE: LineFormat = {
  syntax: 'KEY=VALUE',
  example: 'BATCH_SIZE=50',
  text: true,
  read(line) {
    const at = line.indexOf('=');
    return at > 0 ? [line.slice(0, at).trim(), line.slice(at + 1)] : undefined;
  },
};

/** The line formats of the vendor's documentation (openapi/runai.yaml, the fields' descriptions), by API field: the CLI's own notations; and those of the map inputs that are not job fields. */
const LINE_FORMATS: Record<string, LineFormat> = {
  arguments: { syntax: 'one argument per line', example: '--epochs\n10', text: 'only', read: (line) => line },
  environment: KEY_VALUE,
  labels: { ...KEY_VALUE, example: 'team=vision' },
  annotations: { ...KEY_VALUE, example: 'example.com/cost-center=ml-42' },
  volume: {
    syntax: 'HOST_PATH:CONTAINER_PATH',
    example: '/raid/public/data:/root/data',
    read: (line) => (/^[^:]+:[^:]+$/.test(line) ? line.split(':').map((part) => part.trim()) : undefined),
  },
  pvc: {
    syntax: '[STORAGE_CLASS]:SIZE:CONTAINER_PATH[:ro]',
    example: ':3Gi:/data or my-storage:3Gi:/data:ro',
    read(line) {
      const [storageClass, size, path, mode, ...more] = line.split(':').map((p) => p.trim());
      if (!size || !path || more.length || (mode !== undefined && mode !== 'ro')) return undefined;
      return { ...(storageClass ? { storageClass } : {}), size, path, ...(mode ? { readOnly: true } : {}) };
    },
  },
  ports: {
    syntax: '[EXTERNAL:]CONTAINER (whole port numbers)',
    example: '30022:22 or 8888',
    read(line) {
      const parts = line.split(':').map((p) => p.trim());
      if (parts.length > 2 || !parts.every((p) => /^\d+$/.test(p))) return undefined;
      // docker's order, as on the CLI: EXTERNAL:CONTAINER.
      return { container: Number(parts.at(-1)), ...(parts.length === 2 ? { external: Number(parts[0]), autoGenerate: false } : { autoGenerate: true }) };
    },
  },
};

/** What to say of an 'arguments' written on one line with whitespace outside quotes (`train.py --epochs 10`): it is one argument, as its line
 *  format reads it (a shell would have split it); undefined for several lines, a YAML or JSON list, or one word. */
export function argumentsOnOneLine(text: string): string | undefined {
  const line = text.trim();
  if (/[\r\n]/.test(line) || startsList(line)) return undefined;
  if (!/\s/.test(line.replace(/"[^"]*("|$)|'[^']*('|$)/g, ''))) return undefined; // a quote runs to its closing one, or to the end of the line
  const list = !/["']/.test(line) && line.length <= 80 ? JSON.stringify(line.split(/\s+/)).replaceAll('","', '", "') : '["--name", "my run"]';
  return `Input 'arguments' is one line with spaces, and is read as one argument, ${JSON.stringify(cutAtWord(line, 80))}: to give several, write one per line, or a YAML or JSON list such as ${list}.`;
}

/** Whether a line starts a YAML or JSON list (`[…]`, `- item`) rather than a line format's first line. */
const startsList = (line: string) => /^(\[|-(\s|$))/.test(line);

/** The first line that is neither blank nor a comment: whether it starts a YAML list or map says how the whole text is read. */
const firstLine = (text: string) => (text.split(/\r?\n/).find((line) => /^\s*[^#\s]/.test(line)) ?? '').trim();

/** A line of 'arguments' that starts with "#": every line is one argument, so it is sent, though most likely written as a comment. */
export function commentInArguments(text: string): string | undefined {
  if (startsList(firstLine(text))) return undefined; // YAML, where "#" does start a comment
  const at = text.split(/\r?\n/).findIndex((line) => line.trim().startsWith('#'));
  if (at >= 0)
    return `Input 'arguments' line ${at + 1} starts with "#" and is sent as an argument: each line is one, a comment too. Remove the line, or write a YAML list ("- --epochs"), where "#" starts a comment.`;
}

/** A KEY=VALUE line of 'environment' whose value holds another (`SEED=1 EPOCHS=10`): one variable to the service, most likely meant as several. */
export function variablesOnOneLine(text: string): string | undefined {
  // The value is not quoted: it may be a secret.
  const [line, name, next] = /^([A-Za-z_][\w.-]*)=.*?[ \t,;]([A-Za-z_]\w*)=/m.exec(text) ?? [];
  if (line) return `Input 'environment' sets only ${name} where its value holds "${next}=": to set ${next} too, write one KEY=VALUE per line, or a YAML map.`;
}

/** Whether a field's values are text kept as written (TextAt), by its line format: an environment variable's value; an argument, only text. */
export const textOf = (field: string | number | undefined) => LINE_FORMATS[String(field)]?.text ?? false;

const BOOLEANS: Record<string, boolean> = { true: true, True: true, TRUE: true, false: false, False: false, FALSE: false };
const WHOLE = /^[-+]?\d+$/;

/** A whole number written in decimal, as JavaScript can hold it exactly; undefined otherwise. */
export const readWholeNumber = (text: string): number | undefined => (WHOLE.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined);
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

const invalid = (value: unknown, expected: string) => new FormatError({ kind: 'invalid-value', value, expected });

/** Reads one job input's text into the value the API takes, by the field's type in the document. */
export function readFieldInput(field: string, text: string): unknown {
  const schema = fieldSchema(field);
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  switch (type) {
    case 'boolean':
      if (Object.hasOwn(BOOLEANS, text)) return BOOLEANS[text];
      throw invalid(text, 'true or false');
    case 'integer':
      // Past 2^53 a number is no longer whole in JavaScript, and would be sent as 1e+23.
      if (readWholeNumber(text) !== undefined) return Number(text);
      throw invalid(text, WHOLE.test(text) ? 'a whole number of at most 15 digits' : 'a whole number, such as 2');
    case 'number':
      // The document's own sentence, where it has one: `gpu: one` is asked for whole GPUs or a fraction of one.
      if (!DECIMAL.test(text)) throw invalid(text, (schema?.['x-expected'] as string | undefined) ?? 'a decimal number, such as 0.5 or 2');
      if (Number.isFinite(Number(text))) return Number(text);
      throw invalid(text, 'a decimal number of a usual size, such as 0.5 or 2');
    case 'array':
    case 'object':
      return readCollection(field, text, type === 'array' ? 'list' : 'map');
    default:
      return text;
  }
}

/** A map input that is not a job field (labels, annotations): KEY=VALUE lines, or a YAML or JSON map of names to scalars, as text. */
export function readMapInput(input: string, text: string): Record<string, string> {
  const map = readCollection(input, text, 'map') as Record<string, unknown>;
  const nested = Object.values(map).find((value) => value !== null && typeof value === 'object');
  if (nested !== undefined) throw invalid(nested, 'a map of names to text, numbers or true/false');
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, value === null ? '' : String(value)]));
}

function readCollection(field: string, text: string, builds: 'list' | 'map'): unknown {
  const format = LINE_FORMATS[field];
  const first = firstLine(text);
  // `NAME: value` (YAML) rather than `NAME=value` or `/host:/container` (line formats).
  const colon = first.search(/:(\s|$)/);
  const yamlMapLine = colon > 0 && (first.indexOf('=') < 0 || colon < first.indexOf('='));
  // YAML or JSON: the input has no line format, or its first line is not written in it.
  if (!format || (builds === 'map' ? first.startsWith('{') || yamlMapLine : startsList(first))) {
    const value = readYaml(text, builds === 'list' ? 'a sequence' : 'a map', format?.text ? (path) => path.length === 1 && format.text! : undefined);
    if (builds === 'list' ? Array.isArray(value) : isMap(value)) return value;
    throw invalid(text, `${builds === 'list' ? 'a YAML or JSON sequence' : 'a YAML or JSON map'}${format ? `, or ${format.syntax} per line` : ''}`);
  }
  const firstLineOf = new Map<string, number>();
  const items = readLines(text, (line, number) => {
    const item = format.read(line);
    if (item === undefined) throw invalid(line, `${format.syntax} per line, such as ${format.example}`);
    if (builds === 'list') return item;
    const [name] = item as [string, unknown];
    if (NON_DATA_KEYS.has(name)) throw new FormatError({ kind: 'bad-name', value: name, expected: NOT_DATA });
    if (firstLineOf.has(name)) throw new FormatError({ kind: 'repeated', value: name, reason: `lines ${firstLineOf.get(name)} and ${number}` });
    firstLineOf.set(name, number);
    return item;
  });
  return builds === 'list' ? items : Object.fromEntries(items as [string, unknown][]);
}

/** Each non-blank line, trimmed, read by `read`; a FormatError of one is named by its line's number, from 1. */
export const readLines = <T>(text: string, read: (line: string, number: number) => T): T[] =>
  text.split(/\r?\n/).flatMap((line, index) => {
    try {
      return line.trim() ? [read(line.trim(), index + 1)] : [];
    } catch (error) {
      throw error instanceof FormatError ? new FormatError({ ...error.problem, line: index + 1 }) : error;
    }
  });

/** Whether the value at a path is text, kept as written (`1.10`, not 1.1); `only` where the API takes text alone: "10" too. */
export type TextAt = (path: readonly (string | number)[]) => boolean | 'only';

/** Parses YAML (JSON is YAML too), its errors in one line; refuses keys that are not data; keeps text as written (TextAt). */
export function readYaml(text: string, what: string, textAt?: TextAt): unknown {
  // JSON.parse forgets how a number was written (`1.10`): then the YAML parser, which keeps it, reads it.
  const json = readJson(text);
  const fromJson = json && !(textAt && !json.numbersReadBack);
  const value = fromJson ? json.value : parseYaml(text, what, textAt);
  // Every value inside, depth first; iterative, so no depth limit.
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    const members: [string | number, unknown][] = Array.isArray(node) ? node.map((item, i) => [i, item]) : isMap(node) ? Object.entries(node) : [];
    for (const [key, item] of members) {
      if (typeof key === 'string' && NON_DATA_KEYS.has(key)) throw new FormatError({ kind: 'bad-name', value: key, expected: NOT_DATA, path: [...path, key] });
      // YAML ends a name only at ": ": `{seed:1}` is one name without a value, which the check that came next would blame.
      if (!fromJson && typeof key === 'string' && item === null && /^[^\s:]+:\S/.test(key))
        // Shown whole or to its ":" only: what follows may be a secret, which a runner masks only whole.
        throw new FormatError({
          kind: 'unreadable',
          value: key.length > 40 ? `${key.slice(0, key.indexOf(':') + 1)}…` : key,
          reason: 'is one name to YAML, which ends a name at ": "',
          expected: what,
        });
      // JSON keeps no written text: its true and false where text is wanted, and numbers where only text is (they read back).
      if (fromJson && textAt && (typeof item === 'boolean' || typeof item === 'number') && writtenOtherwise(item, String(item), textAt([...path, key])))
        (node as Record<string | number, unknown>)[key] = String(item);
      stack.push([item, [...path, key]]);
    }
  }
  return value;
}

/** The tags of YAML's core schema, which read as JSON's types, and `!` (text, as written): any other gives a value of another kind, or none. */
const CORE_TAG = /^(!|tag:yaml\.org,2002:(map|seq|str|int|float|bool|null))$/;

function parseYaml(text: string, what: string, textAt: TextAt | undefined): unknown {
  const unreadable = (reason: string) => new FormatError({ kind: 'unreadable', reason: `is not valid YAML or JSON (${reason})`, expected: what });
  try {
    // uniqueKeys: the parser's own check compares every pair (45,000 keys took 25 s); the visit of each map below takes one pass.
    const lineCounter = new yaml.LineCounter();
    const document = yaml.parseDocument(text, { prettyErrors: false, uniqueKeys: false, lineCounter });
    const [error] = document.errors;
    const at = error && lineCounter.linePos(error.pos[0]); // as an editor shows it: a file's reader goes there
    // The parser's words for two documents name its own API: said as what to change.
    const message = error?.code === 'MULTIPLE_DOCS' ? 'a "---" line starts a second document: give one' : (error?.message.split('\n')[0] ?? '');
    if (at && error) throw unreadable(`line ${at.line}, column ${at.col}: ${message.replace(/ at line \d+, column \d+:?$/, '')}`);
    const value: unknown = document.toJS(); // first, so that an alias bomb is refused (the parser counts aliases) before anything walks it
    // An alias inside what it names (`x: &a [*a]`) would make every walk below endless.
    yaml.visit(document, {
      Alias: (_, alias, path) => {
        if (path.includes(alias.resolve(document)!)) throw unreadable('an alias names a list or map that holds it');
      },
    });
    // A tag the step does not read (`!!omap`, `!!set`, `!Ref`) would give a value that is no plain map, list or text: `!!omap` a Map, which
    // every check takes for an empty map, so that its members would be dropped without a word.
    yaml.visit(document, {
      Node: (_, node) => {
        if ((yaml.isScalar(node) || yaml.isCollection(node)) && node.tag && !CORE_TAG.test(node.tag)) {
          const at = lineCounter.linePos(node.range?.[0] ?? 0);
          const tag = node.tag.replace('tag:yaml.org,2002:', '!!');
          throw unreadable(`line ${at.line}, column ${at.col}: the tag ${tag} is not read here; write a plain map, list or value without it`);
        }
      },
    });
    const written = textAt ? withWrittenText(document, value, textAt) : undefined;
    yaml.visit(document, {
      Map(_, map) {
        const seen = new Set<string>();
        for (const { key } of map.items) {
          const name = written?.keys.has(key) ? (key as yaml.Scalar).source! : yaml.isScalar(key) ? String(key.value) : String(key);
          if (seen.has(name)) {
            const line = lineCounter.linePos((key as yaml.Node | null)?.range?.[0] ?? 0).line;
            throw unreadable(`Map keys must be unique: "${name.slice(0, 40)}" is given twice, the second time at line ${line}`);
          }
          seen.add(name);
        }
      },
    });
    return written ? written.value : value;
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw unreadable((error as Error).message.split('\n')[0]!); // nested too deep, or an alias bomb
  }
}

/** The value read with each text place (TextAt) given its written text back where YAML read a number or true/false, and the key nodes made text.
 *  Aliases are followed, not cloned; a map or list is copied only where something under it changes, as toJS gives an anchored one to every alias
 *  of it (`gpu: &one 1.0` stays 1 where `ONE: *one` is "1.0"). */
function withWrittenText(document: yaml.Document, value: unknown, textAt: TextAt): { value: unknown; keys: Set<unknown> } {
  const keys = new Set<unknown>();
  const textOf = (node: unknown, path: (string | number)[]) =>
    yaml.isScalar(node) && node.source !== undefined && writtenOtherwise(node.value, node.source, textAt(path)) ? node.source : undefined;
  const resolved = (node: unknown) => (yaml.isAlias(node) ? node.resolve(document) : node);
  const walk = (at: unknown, read: unknown, path: (string | number)[]): unknown => {
    const node = resolved(at);
    if (!yaml.isMap(node) && !yaml.isSeq(node)) return textOf(node, path) ?? read;
    const items = yaml.isMap(node)
      ? node.items.map(({ key, value }): [string, unknown] => {
          const written = textOf(key, [...path, yaml.isScalar(key) ? String(key.source) : '']); // a name is text where its value is
          if (written !== undefined) keys.add(key);
          return [written ?? (yaml.isScalar(key) ? String(key.value) : String(key)), value];
        })
      : node.items.map((item, i): [number, unknown] => [i, item]);
    // Built again from its pairs where a name was made text: the parser's object kept one of two names it read as one.
    const rebuilt = yaml.isMap(node) && node.items.some(({ key }) => keys.has(key));
    if (!rebuilt && (read === null || typeof read !== 'object')) return read; // not as toJS read it (a collection as a key)
    let out = (rebuilt ? {} : read) as Record<string | number, unknown>;
    for (const [name, item] of items) {
      const target = resolved(item);
      const before = rebuilt ? (yaml.isNode(target) ? target.toJS(document) : target) : out[name];
      const after = walk(item, before, [...path, name]);
      if (after === before && !rebuilt) continue;
      if (out === read) out = (Array.isArray(read) ? [...read] : { ...out }) as Record<string | number, unknown>;
      // As data: a key named __proto__ (refused later, by name) must not set a prototype instead.
      Object.defineProperty(out, name, { value: after, enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  return { value: walk(document.contents, value, []), keys };
}

/** Whether YAML reads a scalar as other than the text it is at a place where text is wanted (`text`, from TextAt). */
const writtenOtherwise = (value: unknown, source: string, text: boolean | 'only') =>
  !!text && (typeof value === 'boolean' || (typeof value === 'number' && (text === 'only' || String(value) !== source)));

/** Keys that JavaScript objects treat as more than a name: refused wherever a key is read. */
export const NON_DATA_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
export const NOT_DATA = 'a name other than __proto__, constructor or prototype, which are not data in JavaScript';

// JSON (workflows pass `toJSON(...)`) without a YAML document, which made a 20-million matrix peak over 100 MB (test/e2e/
// hostile-inputs.test.ts); only with no key given twice, as JSON.parse would keep the last silently.
export function readJson(text: string): { value: unknown; numbersReadBack: boolean } | undefined {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    const written = scanJson(text);
    return written.keys === keysHeld(value) ? { value, numbersReadBack: written.numbersReadBack } : undefined;
  } catch {
    return undefined; // not JSON, or nested too deep to count: the YAML parser reads it or says what is wrong
  }
}

/** What valid JSON text writes: how many keys (strings followed by a colon), and whether every number reads back as written (`50`, not `1.10`). */
function scanJson(json: string): { keys: number; numbersReadBack: boolean } {
  const number = /-?\d+(\.\d+)?([eE][-+]?\d+)?/y;
  const colon = /[ \t\r\n]*:/y;
  const written = { keys: 0, numbersReadBack: true };
  for (let at = 0; at < json.length; at++) {
    const c = json[at]!;
    if (c === '"') {
      while (json[++at] !== '"') if (json[at] === '\\') at++;
      colon.lastIndex = at + 1;
      if (colon.test(json)) written.keys++;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      number.lastIndex = at;
      const text = number.exec(json)![0];
      if (String(Number(text)) !== text) written.numbersReadBack = false;
      at += text.length - 1;
    }
  }
  return written;
}

function keysHeld(value: unknown): number {
  const items = Array.isArray(value) ? value : isMap(value) ? Object.values(value) : [];
  return items.reduce((sum: number, item) => sum + keysHeld(item), isMap(value) ? Object.keys(value).length : 0);
}

export const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const MAX_INPUT_FILE_BYTES = 1024 * 1024;

/** The text of bytes that are UTF-8 (a byte-order mark dropped); undefined for bytes that are not. */
function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A file an input names, from the workspace: a regular file of at most 1 MiB (/dev/zero would never end), or why not, in words (`absent`: there is no such file). */
export function readInputFile(path: string): { text: string } | { why: string; resolved: string; absent?: true } {
  const resolved = resolve(process.env.GITHUB_WORKSPACE || process.cwd(), path);
  try {
    const stat = statSync(resolved);
    if (stat.isDirectory()) return { why: 'it is a directory', resolved };
    if (!stat.isFile()) return { why: 'it is not a regular file', resolved };
    if (stat.size > MAX_INPUT_FILE_BYTES) return { why: `it is larger than ${MAX_INPUT_FILE_BYTES / 1024 / 1024} MiB`, resolved };
    // Decoded strictly: a file saved as UTF-16 or in a Windows code page would otherwise be read with its letters replaced (café as caf\uFFFD), or as no map at all.
    const bytes = readFileSync(resolved);
    const text = utf8(bytes);
    if (text === undefined || text.includes('\0'))
      return { why: 'it is not UTF-8 text (saved as UTF-16, or in another encoding?): save it as UTF-8', resolved };
    return { text };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { why: 'no such file', resolved, absent: true };
    return { why: code === 'EACCES' ? 'permission denied' : (code ?? 'unreadable'), resolved };
  }
}

/** The amount a Kubernetes quantity stands for, in its unit (`1Gi` is 2^30 bytes, `1G` 10^9): what a request and its limit compare by. */
const SUFFIXES: Record<string, number> = Object.fromEntries([
  ...['', 'k', 'M', 'G', 'T', 'P', 'E'].map((suffix, i) => [suffix, 1000 ** i]),
  ...['Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'].map((suffix, i) => [suffix, 1024 ** (i + 1)]),
]);
const amountOf = (quantity: string | number) => {
  const [, number = '', suffix = ''] = /^([0-9.]+(?:[eE]\+?[0-9]+)?)([A-Za-z]*)$/.exec(String(quantity)) ?? [];
  return Object.hasOwn(SUFFIXES, suffix) ? Number(number) * SUFFIXES[suffix]! : Number.NaN;
};

/** What is wrong with a request above its limit (`named` as the user gave it), or undefined within it: Kubernetes refuses such a pod. */
export const aboveLimit = (amount: string | number | undefined, limit: string | number | undefined, named: string) =>
  amount !== undefined && limit !== undefined && amountOf(amount) > amountOf(limit)
    ? `above ${named} (${limit}): Kubernetes refuses a request above its limit, and the job would never start. Raise the limit, or lower the request`
    : undefined;
