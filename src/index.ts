// The runner's entry points (action.yml): dist/index.js, the main step, runs only when this file is the process's entry;
// dist/post.js imports it for runPost(). A post step that took itself for the main step would submit the jobs again.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runMain } from './host/github.js';

// The main step (what @github/local-action runs), and the post step, which deletes what a stopped main step left unfinished.
export { runMain as run, runPost } from './host/github.js';

/** Nothing may keep a step alive once it is done (a connection a server holds open): stdout is written out, then the process exits. */
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
  await runMain();
  await end();
}
