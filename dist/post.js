// The runner's post step (action.yml runs.post): the bundle's runPost(), never its main step,
// which dist/index.js runs only as the process's entry. Written by scripts/build.mjs.
import { end, runPost } from './index.js';

await runPost();
await end();
