// Once per test run: names where the run's build of src/ goes (helpers/build.ts makes it when a
// file of the run needs it: every end-to-end test runs it, so a source change needs no manual
// rebuild, and the freshness test compares it with the committed dist/), and lists the Node
// runtimes the action is run on when npm test has found Node 24 (helpers/runtimes.ts otherwise).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runtimeList } from '../scripts/runtimes.mjs';
import { buildStarted, distReady } from './helpers/build.js';

export default function setup(): () => Promise<void> {
  // Vitest runs this once per project (vitest.config.ts): the first run of it serves both.
  if (process.env.SUBMIT_RUNAI_JOB_SCRATCH) return async () => {};
  // Every temporary file of the run (builds, workspaces, CAs, each step's output files) goes
  // under one directory, removed when the run ends: tests and the processes they start inherit
  // TMPDIR, which os.tmpdir() reads.
  const scratch = mkdtempSync(join(tmpdir(), 'submit-runai-job-tests-'));
  process.env.TMPDIR = process.env.SUBMIT_RUNAI_JOB_SCRATCH = scratch;
  // Node 22 and later keep compiled code of the bundle between the hundreds of steps a run starts
  // (Node 20 ignores it): what a step does is the same, only the compiling is shared.
  process.env.NODE_COMPILE_CACHE = join(scratch, 'compile-cache');
  if (!process.env.SUBMIT_RUNAI_JOB_DIST) {
    process.env.SUBMIT_RUNAI_JOB_DIST = join(scratch, 'dist');
    process.env.SUBMIT_RUNAI_JOB_DIST_READY = join(scratch, 'dist.ready');
  }
  // npm test (scripts/test.mjs) has found Node 24 and names the Node that started it; a bare
  // `npx vitest` has not, and the tests that need the list find Node 24 themselves.
  const node24 = process.env.SUBMIT_RUNAI_JOB_NODE24;
  if (node24) process.env.SUBMIT_RUNAI_JOB_RUNTIMES = JSON.stringify(runtimeList(process.env.SUBMIT_RUNAI_JOB_LOCAL_NODE ?? process.execPath, node24));
  return async () => {
    // A build still running when the tests end (one failed early) writes into the scratch directory.
    if (buildStarted()) await distReady().catch(() => {});
    rmSync(scratch, { recursive: true, force: true });
  };
}
