// Once per test run: builds the action from src/ into a temporary directory, which every
// end-to-end test runs (so a source change needs no manual rebuild, and the freshness test
// compares that build with the committed dist/); and lists the Node runtimes the action is run on
// (scripts/runtimes.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findNode24, runtimeList } from '../scripts/runtimes.mjs';

const ROOT = resolve(import.meta.dirname, '..');

export default function setup(): () => Promise<void> {
  // Every temporary file of the run (builds, workspaces, CAs, each step's output files) goes
  // under one directory, removed when the run ends: tests and the processes they start inherit
  // TMPDIR, which os.tmpdir() reads.
  const scratch = mkdtempSync(join(tmpdir(), 'submit-runai-job-tests-'));
  process.env.TMPDIR = scratch;
  // Node 22 and later keep compiled code of the bundle between the hundreds of steps a run starts
  // (Node 20 ignores it): what a step does is the same, only the compiling is shared.
  process.env.NODE_COMPILE_CACHE = join(scratch, 'compile-cache');
  // The build runs beside the tests that do not need it (unit tests, lint, typecheck); the ones
  // that run the action wait for its marker file (distReady() in helpers/run-action.ts).
  let building: Promise<unknown> = Promise.resolve();
  if (!process.env.SUBMIT_RUNAI_JOB_DIST) {
    const built = join(scratch, 'dist');
    const ready = join(scratch, 'dist.ready');
    const child = spawn(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--out', built], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    building = new Promise((done) =>
      child.on('close', (code) => done(writeFileSync(ready, code === 0 ? 'ok' : `scripts/build.mjs failed (exit ${code}): see its output above`))),
    );
    process.env.SUBMIT_RUNAI_JOB_DIST = built;
    process.env.SUBMIT_RUNAI_JOB_DIST_READY = ready;
  }
  // npm test (scripts/test.mjs) has found Node 24 and names the Node that started it; a bare
  // `npx vitest` has not.
  const node24 = (process.env.SUBMIT_RUNAI_JOB_NODE24 ??= findNode24());
  process.env.SUBMIT_RUNAI_JOB_RUNTIMES = JSON.stringify(runtimeList(process.env.SUBMIT_RUNAI_JOB_LOCAL_NODE ?? process.execPath, node24));
  return async () => {
    await building;
    rmSync(scratch, { recursive: true, force: true });
  };
}
