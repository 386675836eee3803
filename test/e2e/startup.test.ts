// What a step needs at start. The YAML parser is the largest part of the action and most steps
// never need it: JSON inputs, which workflows often pass from toJSON(), are read without it; and
// node:crypto, which @actions/core loads for one random UUID, is not loaded at all (times are in
// `npm run bench`, never asserted).
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { DIST, distReady, runAction } from '../helpers/run-action.js';
import { casesOn, runtimes } from '../helpers/runtimes.js';

describe.each(runtimes())('what a step loads on $name', ({ node }) => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let copy: string;
  beforeAll(async () => {
    emulator = await startEmulator();
    copy = mkdtempSync(join(tmpdir(), 'runai-dist-'));
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(copy, { recursive: true, force: true });
  });

  it('JSON inputs are read without the YAML parser, whose file each YAML input needs', async () => {
    // dist/ without the YAML parser's file: a step that loaded it would fail.
    const dist = join(copy, 'dist');
    await distReady();
    cpSync(DIST, dist, { recursive: true });
    const yamlFile = readdirSync(dist).find((f) => f !== 'index.js' && readFileSync(join(dist, f), 'utf8').includes('class YAMLMap'));
    rmSync(join(dist, yamlFile!));
    const entry = join(dist, 'index.js');
    const base = { ...emulator.settings(), project: 'p', image: 'i', 'dry-run': 'true' };
    const asJson = {
      job: '{"cpu": 2}',
      jobs: '[{"image": "a"}, {"image": "b"}]',
      matrix: '{"gpu": [1, 2]}',
      environment: '{"SEED": 7}',
      arguments: '["--epochs", "10"]',
    };
    const json = await runAction({ ...base, ...asJson }, { node, entry });
    expect(json.error).toBe('');
    expect(json.summary).toContain('Run:ai dry run: 4 jobs checked, nothing sent');
    const asYaml = { job: 'cpu: 2', jobs: '- image: a', matrix: 'gpu: [1, 2]', environment: 'SEED: 7', arguments: '- --epochs' };
    // Each input's YAML path on Node 24; one on this machine's Node.
    for (const [input, text] of casesOn(node, Object.entries(asYaml))) {
      const yaml = await runAction({ ...base, [input]: text }, { node, entry });
      expect(yaml.error, input).toMatch(/Cannot find module .*\.index\.js/);
    }
  });

  it('loads no crypto library: not for a bad input, nor for a whole submission over http, whose outputs are written all the same', async () => {
    // What costs a step is Node loading its crypto library: by a require of node:crypto (which the
    // bundle would do through createRequire: each builtin it asks for is noted), or by a touch of
    // the Web Crypto global. Node notes every internal module it loads, and a bare script loads none of crypto's.
    const preload = join(copy, 'requires.mjs');
    writeFileSync(
      preload,
      "import Module from 'node:module';\nconst asked = new Set();\nconst load = Module._load;\n" +
        'Module._load = function (request, ...rest) { asked.add(request); return load.call(this, request, ...rest); };\n' +
        "process.on('exit', () => process.stderr.write(`\\nREQUIRED ${JSON.stringify([...asked])}\\nLOADED ${JSON.stringify(process.moduleLoadList)}\\n`));\n",
    );
    const env = { NODE_OPTIONS: `--import=${preload}` };
    const required = (stderr: string) => JSON.parse(/REQUIRED (.*)/.exec(stderr)![1]!) as string[];
    const loaded = (stderr: string) => JSON.parse(/LOADED (.*)/.exec(stderr)![1]!) as string[];
    const bad = await runAction({ ...emulator.settings(), project: 'p', image: 'i', gpu: 'lots' }, { node, env });
    expect(bad.error).toMatch(/Input 'gpu'/);
    const good = await runAction({ ...emulator.settings(), project: 'p', image: 'i', name: 'no-crypto' }, { node, env });
    expect(good.error).toBe('');
    expect(good.outputs['job-name']).toBe('no-crypto');
    // The preload saw the bundle's requests: fs, os and path are what @actions/core requires.
    expect(required(good.stderr)).toEqual(expect.arrayContaining(['fs', 'os', 'path']));
    // The delimiters of the output file are random version 4 UUIDs all the same, a new one for each output.
    const delimiters = [...good.outputFile.matchAll(/^[\w-]+<<(.*)$/gm)].map((m) => m[1]);
    expect(delimiters.length).toBeGreaterThan(1);
    for (const delimiter of delimiters) expect(delimiter).toMatch(/^ghadelimiter_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(delimiters).size).toBe(delimiters.length);
    for (const run of [bad, good]) {
      expect(required(run.stderr).filter((m) => /crypto/.test(m))).toEqual([]);
      expect(loaded(run.stderr).filter((m) => /crypto/.test(m))).toEqual([]);
    }
  });
});
