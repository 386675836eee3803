// The runner's entry points (action.yml): dist/index.js runs the main step; dist/post.js, the
// post step, imports this file for runPost() and never runs the main step, which runs only when
// this file is the process's entry. A post step that took itself for the main step would submit
// the jobs again, so nothing the main step may or may not have saved decides it.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runMain } from './host/github.js';

/** The main step (what @github/local-action runs). */
export const run = runMain;

/** The post step: deletes what a stopped main step recorded as unfinished. */
export async function runPost(): Promise<void> {
  const github = await import('./host/github.js');
  await github.runPost();
}

/**
 * Nothing may keep a step alive once its work is done and said: not a connection a server holds
 * open, nor an agent retrying a proxy. Whatever stdout still holds is written out first; the exit
 * code is what the step set (1 on failure).
 */
export async function end(): Promise<never> {
  await new Promise((written) => process.stdout.write('', written));
  process.exit();
}

function isEntry(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntry()) {
  await run();
  await end();
}
