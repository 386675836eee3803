#!/usr/bin/env node
// The command line's entry (package.json `bin`, dist/cli/index.js): `npx submit-runai-job --help`.
// It exits with the code runCli() gives, once stdout is written out: nothing else (a connection
// a server holds open) may keep the process alive.
import { runCli } from './host/cli.js';

declare const CLI_VERSION: string | undefined;

const code = await runCli(process.argv.slice(2), process.env, typeof CLI_VERSION === 'string' ? CLI_VERSION : '');
await new Promise((written) => process.stdout.write('', written));
process.exit(code);
