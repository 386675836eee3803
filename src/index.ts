// The runner's entry point (action.yml → dist/index.js).
import { run } from './main.js';

await run();
