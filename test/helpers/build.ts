// The build of src/ that the end-to-end tests run: made once per test run, and only when a test
// file of the run needs it, so that running one unit file waits for no build. test/global-setup.ts
// names where it goes; whichever process first asks for it (the sequencer, as the run starts, when
// it sees a file that needs it; or a test) makes it, and the others wait for its marker file.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** The test files that run the build: those that start the action, and the checks of dist/. */
export const needsTheBuild = (file: string) => /\/test\/(e2e|build)\//.test(file);

const marker = () => process.env.SUBMIT_RUNAI_JOB_DIST_READY;

/** Starts the build unless another process of the run has; a directory made or not is the lock. */
export function startBuild(): void {
  const ready = marker();
  if (!ready) return; // a build given by SUBMIT_RUNAI_JOB_DIST is there already
  try {
    mkdirSync(`${ready}.lock`);
  } catch {
    return; // started already
  }
  const child = spawn(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--out', process.env.SUBMIT_RUNAI_JOB_DIST!], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Written aside, then renamed: a waiting process sees the marker whole or not at all (written in place, it could read it still empty).
  child.on('close', (code) => {
    writeFileSync(`${ready}.tmp`, code === 0 ? 'ok' : `scripts/build.mjs failed (exit ${code}): see its output above`);
    renameSync(`${ready}.tmp`, ready);
  });
}

/** Whether this run has started a build, which the run's end must let finish. */
export const buildStarted = () => !!marker() && existsSync(`${marker()}.lock`);

/** Starts the build if no one has, and waits until it is done. */
export async function distReady(): Promise<void> {
  const ready = marker();
  if (!ready) return;
  startBuild();
  for (let waited = 0; !existsSync(ready); waited += 100) {
    if (waited > 300_000) throw new Error('the build of src/ did not finish within 5 minutes');
    await new Promise((done) => setTimeout(done, 100));
  }
  const said = readFileSync(ready, 'utf8');
  if (said !== 'ok') throw new Error(said);
}
