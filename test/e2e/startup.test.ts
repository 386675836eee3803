// What a step needs at start. The YAML parser is the largest part of the action and most steps
// never need it: JSON inputs, which workflows often pass from toJSON(), are read without it
// (times are in `npm run bench`, never asserted).
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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
});
