// What a step loads. Every step pays for each Node module the action loads at start (issue 4;
// times are in `npm run bench`, never asserted); these are the loads the levers removed, by name.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { ROOT, runAction } from '../helpers/run-action.js';
import { runtimes } from '../helpers/runtimes.js';

const HOOK = join(ROOT, 'test/helpers/loaded-builtins.mjs');
/** Node's own fetch (undici), which its globals Headers, FormData, Request and Response load. */
const NODE_FETCH = 'internal/deps/undici/undici';

async function loaded(inputs: Record<string, string>, node: string): Promise<{ code: number | null; builtins: string[] }> {
  const run = await runAction(inputs, { node, env: { NODE_OPTIONS: `--import=${HOOK}` } });
  const line = /LOADED_BUILTINS=(.*)/.exec(run.stderr);
  if (!line) throw new Error(`no LOADED_BUILTINS line in: ${run.log}`);
  return { code: run.code, builtins: JSON.parse(line[1]!) as string[] };
}

describe.each(runtimes())('what a step loads on $name', ({ node }) => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it('a step that fails on its inputs loads no HTTP, TLS, process or fetch module', async () => {
    const { code, builtins } = await loaded({ ...emulator.settings(), project: 'p', image: 'i', gpu: 'lots' }, node);
    expect(code).toBe(1);
    for (const name of ['http', 'https', 'tls', 'child_process', 'perf_hooks', NODE_FETCH]) expect(builtins, name).not.toContain(name);
  });

  it('JSON inputs are read without the YAML parser, whose file each YAML input needs', async () => {
    // dist/ without the YAML parser's file: a step that loaded it would fail.
    const dist = join(mkdtempSync(join(tmpdir(), 'runai-dist-')), 'dist');
    cpSync(join(ROOT, 'dist'), dist, { recursive: true });
    const yamlFile = readdirSync(dist).find((f) => f !== 'index.js' && readFileSync(join(dist, f), 'utf8').includes('class YAMLMap'));
    rmSync(join(dist, yamlFile!));
    const entry = join(dist, 'index.js');
    const base = { ...emulator.settings(), project: 'p', image: 'i', 'dry-run': 'true' };
    const asJson = { job: '{"cpu": 2}', jobs: '[{"image": "a"}, {"image": "b"}]', matrix: '{"gpu": [1, 2]}', environment: '{"SEED": 7}', arguments: '["--epochs", "10"]' };
    const json = await runAction({ ...base, ...asJson }, { node, entry });
    expect(json.error).toBe('');
    expect(json.summary).toContain('Run:ai dry run: 4 jobs checked, nothing sent');
    const asYaml = { job: 'cpu: 2', jobs: '- image: a', matrix: 'gpu: [1, 2]', environment: 'SEED: 7', arguments: '- --epochs' };
    for (const [input, text] of Object.entries(asYaml)) {
      const yaml = await runAction({ ...base, [input]: text }, { node, entry });
      expect(yaml.error, input).toMatch(/Cannot find module .*\.index\.js/);
    }
  });

  it('a submission over http loads neither Node\'s fetch nor TLS, nor child_process', async () => {
    const { code, builtins } = await loaded({ ...emulator.settings(), project: 'p', image: 'i' }, node);
    expect(code).toBe(0);
    expect(builtins).toContain('http');
    for (const name of [NODE_FETCH, 'https', 'tls', 'child_process', 'perf_hooks']) expect(builtins, name).not.toContain(name);
  });
});
