// What a step loads. Every step pays for each Node module the action loads at start (issue 4;
// times are in `npm run bench`, never asserted); these are the loads the levers removed, by name.
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
    for (const name of ['http', 'https', 'tls', 'child_process', NODE_FETCH]) expect(builtins, name).not.toContain(name);
  });

  it('a submission over http loads neither Node\'s fetch nor TLS, nor child_process', async () => {
    const { code, builtins } = await loaded({ ...emulator.settings(), project: 'p', image: 'i' }, node);
    expect(code).toBe(0);
    expect(builtins).toContain('http');
    for (const name of [NODE_FETCH, 'https', 'tls', 'child_process']) expect(builtins, name).not.toContain(name);
  });
});
