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
const report = join(reportDir, 'report.json');
// Vitest itself runs on Node 24, so the unit tests exercise src/ on the runners' runtime, and the
// thirty-odd worker processes and tools a run starts share compiled code (NODE_COMPILE_CACHE, which
// Node 20 ignores): a fifth less time. The end-to-end tests still run the action on both runtimes.
const result = spawnSync(
  node24,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SUBMIT_RUNAI_JOB_NODE24: node24, SUBMIT_RUNAI_JOB_LOCAL_NODE: process.execPath } },
);

let passed = 0;
let failed = 0;
try {
  const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8'));
  passed = numPassedTests;
  failed = numFailedTests;
} catch {
  failed = Math.max(1, failed); // no report: the run itself broke
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(result.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
