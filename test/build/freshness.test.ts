// What is committed but built: the generated contract files and dist/. Each must equal a fresh
// build from the sources, or the action that runs is not the code that was reviewed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, distReady, ROOT } from '../helpers/run-action.js';

/** A tool's own script, for this run's Node: the node_modules/.bin shims would start PATH's. */
function tool(pkg: string, name = pkg): string {
  const { bin } = JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { bin: string | Record<string, string> };
  return join(ROOT, 'node_modules', pkg, typeof bin === 'string' ? bin : bin[name]!);
}
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });

function sameFiles(committed: string, fresh: string): void {
  const names = readdirSync(committed).sort();
  expect(readdirSync(fresh).sort(), `${committed} holds exactly the built files`).toEqual(names);
  for (const name of names) {
    const differs = readFileSync(join(committed, name), 'utf8') !== readFileSync(join(fresh, name), 'utf8');
    expect(differs, `${name} differs from a fresh build: run \`npm run generate && npm run build\` and commit`).toBe(false);
  }
}

describe('committed build output', () => {
  it('the generated types and validators equal a fresh generation from openapi/runai.yaml and openapi/workloads.yaml', () => {
    const out = mkdtempSync(join(tmpdir(), 'generated-'));
    run(process.execPath, ['scripts/generate.mjs', '--out', out]);
    sameFiles(join(ROOT, 'src/contract/generated'), out);
    rmSync(out, { recursive: true, force: true });
  });

  it('dist/ equals a fresh ncc build of src/ (the one this run tests)', async () => {
    await distReady();
    expect(DIST, 'test/global-setup.ts built src/ for this run').not.toBe(join(ROOT, 'dist'));
    sameFiles(join(ROOT, 'dist'), DIST);
  });
});

describe('static checks', () => {
  it('the OpenAPI documents lint clean with Redocly', () => {
    const output = run(process.execPath, [tool('@redocly/cli', 'redocly'), 'lint', 'openapi/runai.yaml', 'openapi/workloads.yaml', '--format', 'stylish']);
    expect(output).not.toMatch(/warning|error/i);
  });

  it('the sources and tests typecheck', () => {
    // TypeScript 7, the native compiler, in a tenth of the time of 6 (which ncc needs to build).
    expect(() => run(process.execPath, [join(ROOT, 'node_modules/typescript7/bin/tsc'), '-p', 'tsconfig.test.json'])).not.toThrow();
  });

  it('ESLint finds no problem, warnings included', () => {
    expect(() => run(process.execPath, [tool('eslint'), '--max-warnings', '0', '.'])).not.toThrow();
  });

  it('Prettier finds nothing to reformat', () => {
    expect(() => run(process.execPath, [tool('prettier'), '--check', '.'])).not.toThrow();
  });
});
