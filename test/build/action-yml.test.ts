// action.yml is what GitHub reads: its shape, its inputs and outputs, and their agreement
// with the code, the OpenAPI document and the README.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { jobFields } from '../../src/contract/index.js';
import { getInputs } from '../../src/inputs.js';
import { inputName } from '../../src/problems.js';
import { OUTPUTS, outputsOf } from '../../src/host/report.js';
import { ROOT } from '../helpers/run-action.js';

interface ActionYml {
  name: string;
  description: string;
  author: string;
  branding: { icon: string; color: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string; post?: string; 'post-if'?: string };
}

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as ActionYml;
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

const JOB_INPUTS = jobFields.map(inputName);

/** The names of inputs getInputs() reads, with the given inputs and the runner's defaults for the rest. */
async function inputsRead(given: Record<string, string>, defaults: boolean): Promise<{ names: Set<string>; settings: unknown }> {
  const names = new Set<string>();
  const read = (name: string) => {
    names.add(name);
    // A default the runner fills in (`${{ toJSON(matrix) }}`) is the runner's value, which no step here has.
    const fallback = action.inputs[name]?.default;
    return given[name] ?? (defaults && !fallback?.includes('${{') ? fallback : undefined);
  };
  const settings = await getInputs({ read, warn: () => {} });
  return { names, settings };
}
const A_STEP = { 'base-url': 'https://tenant.example', 'client-id': 'ci', 'client-secret': 's', project: 'p', image: 'i' };

describe('action.yml', () => {
  it('has the metadata GitHub shows, runs on node24 from dist/, and has a post step that always runs', () => {
    expect(action.name).toBeTruthy();
    expect(action.description.length).toBeLessThanOrEqual(125);
    expect(action.author).toBeTruthy();
    expect(action.branding.icon).toBeTruthy();
    expect(action.branding.color).toMatch(/^(white|black|yellow|blue|green|orange|red|purple|gray-dark)$/);
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js', post: 'dist/post.js', 'post-if': 'always()' });
  });

  it('declares every input the code reads, one per job field of the OpenAPI document, and the code reads every one it declares', async () => {
    const { names } = await inputsRead(A_STEP, true);
    const declared = Object.keys(action.inputs);
    expect([...names].filter((n) => !declared.includes(n))).toEqual([]);
    expect(JOB_INPUTS.filter((n) => !declared.includes(n))).toEqual([]);
    // What a step reads only in some cases (the spec inputs, a token request's form) is named in src/'s code, not only in a comment.
    const source = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.includes('generated'))
      .map((f) => readFileSync(join(ROOT, 'src', f), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, ''))
      .join('\n');
    const unread = declared.filter((n) => !names.has(n) && !JOB_INPUTS.includes(n) && !source.includes(`'${n}'`));
    expect(unread).toEqual([]);
  });

  it("the code's defaults are action.yml's: a step given only what it needs reads the same as one given the runner's defaults", async () => {
    expect((await inputsRead(A_STEP, false)).settings).toEqual((await inputsRead(A_STEP, true)).settings);
  });

  it('describes every input and output', () => {
    for (const [name, input] of Object.entries({ ...action.inputs, ...action.outputs })) {
      expect(input.description?.length, name).toBeGreaterThan(10);
    }
  });

  it('has no default on a job input: an unset input is not sent', () => {
    for (const name of JOB_INPUTS) expect(action.inputs[name]?.default, name).toBeUndefined();
  });

  it('declares every output the code sets, and the code sets every declared output', () => {
    // Whatever the report, every output is set: the generation's own ones empty where it has none.
    const set = Object.keys(outputsOf({ outcomes: [] }));
    expect([...set].sort()).toEqual([...OUTPUTS].sort());
    expect(Object.keys(action.outputs).sort()).toEqual([...OUTPUTS].sort());
  });
});

describe('the docs', () => {
  const inputsDoc = readFileSync(join(ROOT, 'docs/inputs.md'), 'utf8');
  /** The section under `heading` of a document, to the next heading of its level. */
  const section = (text: string, heading: string) => {
    const start = text.indexOf(heading);
    expect(start, `a section "${heading}"`).toBeGreaterThan(-1);
    const rest = text.slice(start + heading.length);
    const end = rest.search(/\n## /);
    return rest.slice(0, end < 0 ? undefined : end);
  };
  const rows = (text: string) => [...text.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]!);

  it('docs/inputs.md documents every input once and every output, and only those; the README its main inputs and every output', () => {
    expect(rows(section(inputsDoc, '## Inputs')).sort()).toEqual(Object.keys(action.inputs).sort());
    expect(rows(section(inputsDoc, '## Outputs')).sort()).toEqual(Object.keys(action.outputs).sort());
    expect(rows(section(readme, '## Outputs')).sort()).toEqual(Object.keys(action.outputs).sort());
    for (const name of rows(section(readme, '## Main inputs'))) expect(action.inputs, name).toHaveProperty([name]);
  });

  it('docs/api-generations.md says how the workloads API takes every job input', () => {
    const mapping = section(readFileSync(join(ROOT, 'docs/api-generations.md'), 'utf8'), '| job input | workloads API |');
    const named = new Set([...mapping.matchAll(/^\|([^|]*)\|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([a-z-]+)[`:]/g)].map((m) => m[1]!)));
    expect(JOB_INPUTS.filter((input) => !named.has(input))).toEqual([]);
  });

  it('the README is the user’s: at most 20 KB, and no snippet outside “Older installations” selects the Researcher API', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(20 * 1024);
    const older = section(readme, '## Older installations');
    expect(readme.replace(older, '')).not.toMatch(/^\s*(realm|api): /m);
    for (const file of [
      'docs/recipes.md',
      'docs/waiting-and-failures.md',
      ...readdirSync(join(ROOT, 'examples/workflows')).map((f) => `examples/workflows/${f}`),
    ]) {
      expect(readFileSync(join(ROOT, file), 'utf8'), file).not.toMatch(/^\s*(realm: |api: researcher)/m);
    }
  });

  it("tells the defaults the runner passes from a workflow's values: a ready bearer leaves none of them idle", async () => {
    const given: Record<string, string | undefined> = { ...A_STEP, 'client-id': undefined, 'client-secret': undefined, token: 'a-ready-bearer' };
    const warnings: string[] = [];
    await getInputs({ read: (name) => given[name] ?? action.inputs[name]?.default, warn: (line) => warnings.push(line) });
    expect(warnings).toEqual([]);
  });

  it('opens with the two commands for a fresh clone', () => {
    const head = readme.slice(0, 1500);
    expect(head).toContain('npm ci && npm run demo');
    expect(head).toContain('npm ci && npm test');
  });
});
