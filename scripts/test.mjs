// The test command (`npm test`): every test once, then the line CI records, `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNode24 } from './runtimes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

let node24;
try {
  node24 = findNode24();
} catch (error) {
  console.error(error.message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const reportDir = mkdtempSync(join(tmpdir(), 'vitest-'));
const args = process.argv.slice(2);
// Vitest itself runs on Node 24, so the unit tests exercise src/ on the runners' runtime, and the
// thirty-odd worker processes and tools a run starts share compiled code (NODE_COMPILE_CACHE, which
// Node 20 ignores): a fifth less time. The end-to-end tests still run the action on both runtimes.
const vitest = (report, env = {}) =>
  spawnSync(
    node24,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SUBMIT_RUNAI_JOB_NODE24: node24, SUBMIT_RUNAI_JOB_LOCAL_NODE: process.execPath, ...env },
    },
  );
// Every test, then the memory bounds alone (test/e2e/memory.test.ts): a step's peak memory
// depends on how busy the machine is, so it is measured with nothing else running.
const passes = [vitest(join(reportDir, 'all.json'))];
if (!args.length || args.some((a) => a.includes('memory'))) passes.push(vitest(join(reportDir, 'memory.json'), { SUBMIT_RUNAI_JOB_MEMORY_PASS: '1' }));

let passed = 0;
let failed = 0;
for (const [i, name] of ['all.json', 'memory.json'].slice(0, passes.length).entries()) {
  try {
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(join(reportDir, name), 'utf8'));
    passed += numPassedTests;
    failed += numFailedTests;
  } catch {
    // No report: the run itself broke, or (with files named) it held no test of this pass.
    if (passes[i].status !== 0 && !(args.length && i === 1)) failed = Math.max(1, failed);
  }
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(passes.every((p) => p.status === 0) && failed === 0 && passed > 0 ? 0 : 1);
