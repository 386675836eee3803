// `npm run demo`: the action's main job, end to end, on this machine. It starts the control-plane
// emulator, runs the bundled action against it the way a runner does (INPUT_* variables, output,
// state and summary files), waits with it for the training to end (Pending, Running, Completed),
// prints the outputs and the step summary, and stops. `--fail` plays a training that fails (its
// reason, events and last log lines), `--image-pull` one whose image cannot be pulled (deleted at
// the poll that sees it), and `--api researcher` an older installation's Researcher API.
// `npm run demo -- --help` says so.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmulator } from '../test/emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../test/emulator/workloads.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HELP = `Usage: npm run demo [-- --fail | --image-pull] [--api workloads|researcher]
  Runs the bundled action against the project's own emulator, as a workflow step would.
  --fail        a training that fails: its reason, its events and its last log lines
  --image-pull  a training whose image cannot be pulled: the step fails at once and deletes it
  --api         workloads (Run:ai 2.18 and later, the default) or researcher (older installations)`;
let values;
try {
  ({ values } = parseArgs({
    options: {
      api: { type: 'string', default: 'workloads' },
      fail: { type: 'boolean', default: false },
      'image-pull': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n\n${HELP}`);
  process.exit(2);
}
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if (values.api !== 'researcher' && values.api !== 'workloads') {
  console.error(`--api: "${values.api}" is not valid: expected researcher or workloads.`);
  process.exit(2);
}
const workloads = values.api === 'workloads';
const PULL = 'ImagePullBackOff: Back-off pulling image "gcr.io/run-ai-demo/quickstart:missing"';
const LOG = ['epoch 1: loss=0.91', 'epoch 2: loss=0.57', 'epoch 3: loss=nan', 'Traceback (most recent call last):', 'ValueError: NaN loss at epoch 3'];
const plan = values.fail
  ? workloads
    ? [
        { phase: 'Pending', ms: 800 },
        { phase: 'Running', ms: 1500, logs: LOG.slice(0, 3) },
        {
          phase: 'Failed',
          message: 'exit code 1',
          logs: LOG.slice(3),
          events: [{ type: 'Warning', reason: 'BackOff', message: 'Back-off restarting failed container main' }],
        },
      ]
    : [{ status: 'Running', ms: 1500 }, { status: 'Failed' }]
  : values['image-pull']
    ? workloads
      ? [
          { phase: 'Pending', ms: 800 },
          {
            phase: 'Pending',
            message: PULL,
            condition: { type: 'Ready', reason: 'ImagePullBackOff', message: PULL },
            events: [{ type: 'Warning', reason: 'Failed', message: 'Failed to pull image "gcr.io/run-ai-demo/quickstart:missing": not found' }],
          },
        ]
      : [{ status: 'ImagePullBackOff' }]
    : undefined;
const emulator = workloads ? await startWorkloadsEmulator(plan ? { plan } : {}) : await startEmulator({ prefix: '/researcher' });
if (!workloads && plan) emulator.configure({ plan });
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
// As the runner reads the file: an output written again (once the jobs are submitted, then at the end) takes its last value.
const read = (name) => [...outputs.matchAll(new RegExp(`^${name}<<(.+)\\n(.*)\\n\\1$`, 'gm'))].at(-1)?.[2];
console.log(`\nStep ${code === 0 ? 'succeeded' : 'failed'}.`);
for (const name of ['job-name', 'result', 'status', 'statuses', ...(workloads ? ['workload-id'] : [])])
  if (read(name) !== undefined) console.log(`${name}: ${read(name)}`);
console.log(`\nStep summary:\n\n${readFileSync(summary, 'utf8')}`);
rmSync(dir, { recursive: true, force: true });
process.exit(code ?? 1);
