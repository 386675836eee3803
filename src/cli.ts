#!/usr/bin/env node
// The command line's entry (package.json `bin`): exits with runCli()'s code once stdout is written, whatever is still open.
import { runCli } from './host/cli.js';

declare const CLI_VERSION: string | undefined;

// A command's relative paths (--job-file) are its working directory's, also in a workflow's `run:` step with a working-directory of its own.
delete process.env.GITHUB_WORKSPACE;
// The YAML parser prints its tokens to stdout where these are set, which would break the one JSON object there.
delete process.env.LOG_TOKENS;
delete process.env.LOG_STREAM;
const code = await runCli(process.argv.slice(2), process.env, typeof CLI_VERSION === 'string' ? CLI_VERSION : '');
await new Promise((written) => process.stdout.write('', written));
process.exit(code);
