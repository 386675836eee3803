// action.yml is what GitHub reads: its shape, its inputs and outputs, and their agreement
// with the code, the OpenAPI document and the README.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { jobFields } from '../../src/contract/index.js';
import { PASSED_BY_RUNNER, TOKEN_REQUEST_INPUTS } from '../../src/inputs.js';
import { GENERATIONS } from '../../src/backends/generations.js';
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

const CONNECTION = [
  'api',
  'cluster',
  'base-url',
  'auth-url',
  'realm',
  'client-id',
  'client-secret',
  'token',
  'external-token',
  'token-field',
  'token-request',
  'ca-certificates',
];
const BEHAVIOUR = ['dry-run', 'request-timeout-seconds', 'max-attempts', 'concurrency', 'labels', 'annotations', 'annotate'];
const WAITING = ['wait', 'wait-timeout-minutes', 'pending-timeout-minutes', 'poll-interval-seconds', 'fail-fast', 'logs', 'cancel-on-stop'];
const WHOLE_JOBS = ['job', 'job-file', 'jobs', 'matrix'];
const WORKLOAD_SPEC = [
  'node-pools',
  'priority-class',
  'category',
  'image-pull-secrets',
  'tolerations',
  'existing-pvc',
  'git',
  'gpu-memory',
  'workers',
  'framework',
  'master',
  'spec',
];
const JOB_INPUTS = jobFields.map(inputName);

/** The contract's defaults, as docs/inputs.md states them. */
const DEFAULTS: Record<string, string> = {
  api: 'auto',
  'auth-url': 'https://app.run.ai',
  'token-field': 'auto',
  'token-request': 'openid',
  'dry-run': 'false',
  'request-timeout-seconds': '60',
  'max-attempts': '5',
  concurrency: '4',
  annotate: 'true',
  wait: 'false',
  'wait-timeout-minutes': '360',
  'poll-interval-seconds': '15',
  'fail-fast': 'false',
  logs: 'tail',
  'cancel-on-stop': 'true',
};

describe('action.yml', () => {
  it('has the metadata GitHub shows, runs on node24 from dist/, and has a post step that always runs', () => {
    expect(action.name).toBeTruthy();
    expect(action.description.length).toBeLessThanOrEqual(125);
    expect(action.author).toBeTruthy();
    expect(action.branding.icon).toBeTruthy();
    expect(action.branding.color).toMatch(/^(white|black|yellow|blue|green|orange|red|purple|gray-dark)$/);
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js', post: 'dist/post.js', 'post-if': 'always()' });
  });

  it('declares exactly the contract inputs: one per job field of the OpenAPI document, plus the rest', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...CONNECTION, ...BEHAVIOUR, ...WAITING, ...WHOLE_JOBS, ...JOB_INPUTS, ...WORKLOAD_SPEC].sort());
    expect(JOB_INPUTS).toEqual(
      'name project interactive image command arguments environment image-pull-policy stdin tty working-dir create-home-dir gpu cpu cpu-limit memory memory-limit large-shm pvc volume host-ipc host-network ports backoff-limit completions parallelism elastic preemptible service-type ttl-after-finish prevent-privilege-escalation node-type job-name-prefix'.split(
        ' ',
      ),
    );
  });

  it('describes every input and output', () => {
    for (const [name, input] of Object.entries({ ...action.inputs, ...action.outputs })) {
      expect(input.description?.length, name).toBeGreaterThan(10);
    }
  });

  it('has the contract defaults, and none on job inputs (an unset input is not sent)', () => {
    const defaults = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([, i]) => i.default !== undefined)
        .map(([n, i]) => [n, String(i.default)]),
    );
    expect(defaults).toEqual(DEFAULTS);
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

  it('docs/inputs.md documents every input and output, and only those; the README its main inputs and every output', () => {
    expect(rows(section(inputsDoc, '## Every input')).sort()).toEqual(Object.keys(action.inputs).sort());
    expect(rows(section(inputsDoc, '## Every output')).sort()).toEqual(Object.keys(action.outputs).sort());
    expect(rows(section(readme, '## Outputs')).sort()).toEqual(Object.keys(action.outputs).sort());
    for (const name of rows(section(readme, '## Main inputs'))) expect(action.inputs, name).toHaveProperty([name]);
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

  it("knows which defaults the runner passes as if they were set, to tell them from a workflow's values", () => {
    for (const [name, value] of Object.entries(PASSED_BY_RUNNER)) expect(action.inputs[name]?.default, name).toBe(value);
    // Every input a step may refuse or call idle: one with a default must be told from it.
    const refusable = [
      ...TOKEN_REQUEST_INPUTS,
      ...Object.values(GENERATIONS).flatMap((rules) => [...Object.keys(rules.refuses), ...(rules.owns?.inputs ?? [])]),
    ];
    for (const name of refusable) if (action.inputs[name]?.default !== undefined) expect(PASSED_BY_RUNNER, name).toHaveProperty([name]);
  });

  it('states the same defaults as action.yml', () => {
    for (const [name, value] of Object.entries(DEFAULTS)) {
      const row = inputsDoc.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
      expect(row, name).toContain(`\`${value}\``);
    }
  });

  it('opens with the two commands for a fresh clone', () => {
    const head = readme.slice(0, 1500);
    expect(head).toContain('npm ci && npm run demo');
    expect(head).toContain('npm ci && npm test');
  });
});
