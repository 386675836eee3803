// The runner's entry point for both steps (action.yml → dist/index.js): the main step, and the
// post step that the runner runs after the job's steps, which the main step's saved state tells
// apart. The main step records that first, before anything can be submitted: a post step that
// mistook itself for the main step would submit the jobs again.
import * as core from '@actions/core';
import { run } from './main.js';
import { STATE } from './state.js';

if (core.getState(STATE.isPost) === 'true') {
  const { runPost } = await import('./post.js');
  await runPost();
} else {
  // Only a runner runs a post step, and a runner gives the state file; without it there is
  // nothing to tell, and saveState would print a command instead.
  if (process.env.GITHUB_STATE) core.saveState(STATE.isPost, 'true');
  await run();
}
// Nothing may keep the step alive once its work is done and said: not a connection a server holds
// open, nor an agent retrying a proxy. Whatever stdout still holds is written out first; the exit
// code is what run() set (1 on failure).
await new Promise((written) => process.stdout.write('', written));
process.exit();
