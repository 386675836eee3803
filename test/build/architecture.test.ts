// The promises the layout of src/ makes to whoever changes it next (README, "Where things live"):
// the data flows one way, without import cycles; only the GitHub host knows the Actions toolkit,
// so that another host (a command line) reuses the rest; only a backend knows an API generation,
// so that a generation is added beside the others; and the contract package stands alone.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-action.js';

const SRC = join(ROOT, 'src');
const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
  .map((file) => file.split('\\').join('/'));

interface Import {
  from: string;
  /** The file it names, relative to src/, for a relative import; else the package. */
  target: string;
  typeOnly: boolean;
}

/** Every import and re-export of a file, static or dynamic, with what it names. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const found: Import[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'|\bimport\('([^']+)'\)|^\s*import\s+'([^']+)'/gm)) {
    const spec = m[3] ?? m[4] ?? m[5]!;
    const target = spec.startsWith('.') ? relative(SRC, resolve(dirname(join(SRC, file)), spec)).replace(/\.js$/, '.ts') : spec;
    found.push({ from: file, target, typeOnly: !!m[2] });
  }
  return found;
}
const graph = new Map(files.map((file) => [file, importsOf(file)]));

function cycles(): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (state.get(target) === 'open') found.push([...stack.slice(stack.indexOf(target)), target].join(' → '));
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const all = [...graph.values()].flat();

describe('the layout of src/', () => {
  it('has no import cycle, of values or of types', () => {
    expect(cycles()).toEqual([]);
  });

  it('imports the Actions toolkit in src/host/ alone', () => {
    const outside = all.filter((i) => i.target.startsWith('@actions/') && !i.from.startsWith('host/'));
    expect(outside.map((i) => `${i.from} imports ${i.target}`)).toEqual([]);
  });

  it('names an API generation in src/backends/ alone (and in the contract package, which speaks both)', () => {
    // What a user calls each generation, in code, messages or comments.
    const generation = /\bresearcher\b|\bworkloads?\b|control[- ]plane|Run:ai 2\.\d/i;
    const naming = files
      // generated/inputs.ts is action.yml's inputs, written out for --help and the defaults: the user's own words.
      .filter((file) => !file.startsWith('backends/') && !file.startsWith('contract/') && file !== 'generated/inputs.ts')
      .flatMap((file) =>
        readFileSync(join(SRC, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (generation.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(naming).toEqual([]);
  });

  it('reaches a generation through the backend interface: the core and the host open no generation folder', () => {
    const generationFolder = /^backends\/[^/]+\//;
    const reaching = all.filter((i) => !i.from.startsWith('backends/') && generationFolder.test(i.target));
    expect(reaching.map((i) => `${i.from} imports ${i.target}`)).toEqual([]);
  });

  it('keeps the contract package to itself: it imports nothing of the action', () => {
    const packages = new Set(['openapi-fetch']);
    const leaving = all.filter(
      (i) => i.from.startsWith('contract/') && !i.target.startsWith('contract/') && !i.target.startsWith('node:') && !packages.has(i.target),
    );
    expect(leaving.map((i) => `${i.from} imports ${i.target}`)).toEqual([]);
  });

  it('sees every import it checks: a file that imports nothing would hide a broken pattern', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(all.filter((i) => i.target.startsWith('@actions/')).length).toBeGreaterThan(0);
    expect(all.filter((i) => i.typeOnly).length).toBeGreaterThan(0);
  });
});
