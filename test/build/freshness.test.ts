// What is committed but built: the generated contract files and dist/. Each must equal a fresh
// build from the sources, or the action that runs is not the code that was reviewed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DIST, distReady, ROOT } from '../helpers/run-action.js';

/** A tool's own script, for this run's Node: the node_modules/.bin shims would start PATH's. */
function tool(pkg: string, name = pkg): string {
  const { bin } = JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { bin: string | Record<string, string> };
  return join(ROOT, 'node_modules', pkg, typeof bin === 'string' ? bin : bin[name]!);
}
const execute = promisify(execFile);

/** The command's output; when it fails, what it said, which is what to fix. */
async function run(command: string, args: string[]): Promise<string> {
  try {
    return (await execute(command, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } })).stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${args.map((a) => a.replace(`${ROOT}/`, '')).join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

function sameFiles(committed: string, fresh: string): void {
  const names = readdirSync(committed).sort();
  expect(readdirSync(fresh).sort(), `${committed} holds exactly the built files`).toEqual(names);
  for (const name of names) {
    if (statSync(join(committed, name)).isDirectory()) {
      sameFiles(join(committed, name), join(fresh, name));
      continue;
    }
    const differs = readFileSync(join(committed, name), 'utf8') !== readFileSync(join(fresh, name), 'utf8');
    expect(differs, `${name} differs from a fresh build: run \`npm run generate && npm run build\` and commit`).toBe(false);
  }
}

// Each check is a process of its own; side by side, none waits behind another for a core.
describe.concurrent('committed build output', () => {
  it('the generated types and validators equal a fresh generation from openapi/runai.yaml and openapi/workloads.yaml', async () => {
    const out = mkdtempSync(join(tmpdir(), 'generated-'));
    await run(process.execPath, ['scripts/generate.mjs', '--out', out]);
    sameFiles(join(ROOT, 'src/contract/generated'), out);
    rmSync(out, { recursive: true, force: true });
  });

  it('the reusable workflow equals one written afresh from action.yml (every input, every output)', async () => {
    await run(process.execPath, ['scripts/from-action-yml.mjs', '--check']);
  });

  // As long as the build it waits for may take (distReady), on a machine busy with other work: not vitest's minute.
  it('dist/ equals a fresh ncc build of src/ (the one this run tests)', { timeout: 300_000 }, async () => {
    await distReady();
    expect(DIST, 'test/global-setup.ts built src/ for this run').not.toBe(join(ROOT, 'dist'));
    sameFiles(join(ROOT, 'dist'), DIST);
  });
});

describe.concurrent('static checks', () => {
  it('the OpenAPI documents lint clean with Redocly', async () => {
    const output = await run(process.execPath, [
      tool('@redocly/cli', 'redocly'),
      'lint',
      'openapi/runai.yaml',
      'openapi/workloads.yaml',
      'openapi/cluster-api.yaml',
      '--format',
      'stylish',
    ]);
    expect(output).not.toMatch(/warning|error/i);
  });

  it('the sources and tests typecheck', async () => {
    // TypeScript 7, the native compiler, in a tenth of the time of 6.
    await run(process.execPath, [join(ROOT, 'node_modules/typescript7/bin/tsc'), '-p', 'tsconfig.test.json']);
  });

  it('ESLint finds no problem, warnings included', async () => {
    await run(process.execPath, [tool('eslint'), '--max-warnings', '0', '.']);
  });

  it('Prettier finds nothing to reformat', async () => {
    await run(process.execPath, [tool('prettier'), '--check', '.']);
  });
});
