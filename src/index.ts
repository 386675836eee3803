// The runner's entry point (action.yml → dist/index.js).
import { run } from './main.js';

await run();
// Nothing may keep the step alive once its work is done and said: not a connection a server holds
// open, nor an agent retrying a proxy. Whatever stdout still holds is written out first; the exit
// code is what run() set (1 on failure).
await new Promise((written) => process.stdout.write('', written));
process.exit();
