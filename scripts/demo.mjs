// `npm run demo`: the action's main job, end to end, on this machine. It starts the emulator,
// runs the bundled action against it the way a runner does (INPUT_* variables, output, state and
// summary files), waits with it for the job to end (Pending, Running, Succeeded on the
// emulator's plan), prints the outputs and the step summary, and stops.
// `npm run demo -- --api workloads` does the same against the control-plane emulator, through
// the workloads API (phases Pending, Running, Completed).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmulator } from '../test/emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../test/emulator/workloads.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { api: { type: 'string', default: 'researcher' } } });
if (values.api !== 'researcher' && values.api !== 'workloads') {
  console.error(`--api: "${values.api}" is not valid: expected researcher or workloads.`);
  process.exit(2);
}
const workloads = values.api === 'workloads';
const emulator = workloads ? await startWorkloadsEmulator() : await startEmulator({ prefix: '/researcher' });
const dir = mkdtempSync(join(tmpdir(), 'runai-demo-'));
const output = join(dir, 'output');
const summary = join(dir, 'summary.md');
const state = join(dir, 'state');
writeFileSync(output, '');
writeFileSync(summary, '');
writeFileSync(state, '');

const inputs = {
  ...emulator.settings(),
  project: 'team-a',
  image: 'gcr.io/run-ai-demo/quickstart',
  gpu: '1',
  environment: 'BATCH_SIZE=50\nLEARNING_RATE=0.2',
  wait: 'finished',
  'poll-interval-seconds': '1',
};
const env = { ...process.env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary, GITHUB_STATE: state };
for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;

console.log(
  workloads
    ? `Control-plane emulator at ${emulator.baseUrl}: tokens at /api/v1/token, workloads at /api/v1/workloads`
    : `Emulator: jobs at ${emulator.baseUrl}/api/v1/jobs, tokens from realm '${emulator.realm}' at ${emulator.authUrl}`,
);
console.log('Running dist/index.js as a workflow step would:\n');
const child = spawn(process.execPath, [join(root, 'dist/index.js')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
// A runner reads ::add-mask:: commands and never shows them; the demo shows that they came.
child.stdout.on('data', (chunk) => process.stdout.write(String(chunk).replace(/^::add-mask::.*$/gm, '::add-mask::*** (a secret, masked from here on)')));
const code = await new Promise((done) => child.on('close', done));
await emulator.close();

const outputs = readFileSync(output, 'utf8');
const read = (name) => new RegExp(`^${name}<<(.+)\\n(.*)\\n\\1$`, 'm').exec(outputs)?.[2];
console.log(`\nStep ${code === 0 ? 'succeeded' : 'failed'}.`);
for (const name of ['job-name', 'status', 'statuses', ...(workloads ? ['workload-id'] : [])])
  if (read(name) !== undefined) console.log(`${name}: ${read(name)}`);
console.log(`\nStep summary:\n\n${readFileSync(summary, 'utf8')}`);
rmSync(dir, { recursive: true, force: true });
process.exit(code ?? 1);
