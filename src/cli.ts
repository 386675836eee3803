#!/usr/bin/env node
// The command line's entry (package.json `bin`): exits with runCli()'s code once stdout is written, whatever is still open.
import { runCli } from './host/cli.js';

declare const CLI_VERSION: string | undefined;

const code = await runCli(process.argv.slice(2), process.env, typeof CLI_VERSION === 'string' ? CLI_VERSION : '');
await new Promise((written) => process.stdout.write('', written));
process.exit(code);
