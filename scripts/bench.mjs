// `npm run bench`: how long a workflow step pays for the action, next to bare Node, on this
// machine's Node and on Node 24. It builds nothing: it measures the committed dist/index.js.
// Commands are alternated within each round, so a noisy machine slows all of them alike.
// Then the wait (issue 11): list requests for a 500-job sweep, how soon the step notices a job's
// end, and what an idle wait costs in CPU and memory.
// Each step is shown against bare Node and against its floor: the least any action on
// @actions/core could do for a submission (scripts/floors/core-submits.mjs, bundled with ncc
// into a temporary directory first).
// Options: --runs N (default 15), --quick (fewer runs, smaller sweeps, a shorter wait), --compare DIR (also time the steps with another
// build's dist/, DIR/index.js, in the same alternated rounds: a change's effect against the build before it,
// e.g. `git archive HEAD~1 dist | tar -x -C /tmp/before`, then `--compare /tmp/before/dist`; a step that build
// fails is named in the table, not timed).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../test/emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../test/emulator/workloads.mjs';
import { findNode24, runtimeList } from './runtimes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist/index.js');
const quick = process.argv.includes('--quick');
const runsFlag = process.argv.indexOf('--runs');
const compareFlag = process.argv.indexOf('--compare');
const compareEntry = compareFlag > 0 ? join(resolve(process.argv[compareFlag + 1] ?? ''), 'index.js') : undefined;
if (compareEntry && !existsSync(compareEntry)) {
  console.error(`--compare: ${compareEntry} does not exist. Give the folder of another build's dist/ (it holds index.js).`);
  process.exit(2);
}
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : quick ? 5 : 15;
const dir = mkdtempSync(join(tmpdir(), 'runai-bench-'));
// Writes the child's peak RSS on exit; loaded only in the memory runs, never in the timed ones.
const rssHook = join(dir, 'rss.mjs');
writeFileSync(
  rssHook,
  "import { writeSync } from 'node:fs';\nprocess.on('exit', () => { globalThis.gc?.(); writeSync(2, `\\nRSS_KB=${process.resourceUsage().maxRSS} HEAP_USED=${process.memoryUsage().heapUsed}\\n`); });\n",
);

const runtimes = runtimeList(process.execPath, findNode24());

const emulator = await startEmulator();
const control = await startWorkloadsEmulator();

function stepEnv(inputs) {
  const out = join(dir, `out-${Math.random()}`);
  writeFileSync(out, '');
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_OUTPUT: out, GITHUB_STEP_SUMMARY: out };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return env;
}

/** Runs one command; resolves to wall milliseconds, its stdout and, with the hook, peak RSS in MB. */
function time(node, args, env, withRss = false, flags = []) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(node, withRss ? [...flags, '--import', rssHook, ...args] : args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const rss = /RSS_KB=(\d+) HEAP_USED=(\d+)/.exec(stderr);
      if (code !== 0 && !args.includes('bad')) return fail(new Error(`${args.join(' ')} exited ${code}: ${stderr}`));
      done({ ms, stdout, rssMb: rss ? Number(rss[1]) / 1024 : undefined, heapMb: rss ? Number(rss[2]) / 2 ** 20 : undefined });
    });
  });
}

// The floor: scripts/floors/core-submits.mjs bundled the way dist/index.js is (ncc, minified),
// so the only difference left is what the action itself does.
const floor = join(dir, 'floor', 'index.mjs');
execFileSync(
  join(root, 'node_modules/.bin/ncc'),
  ['build', 'scripts/floors/core-submits.mjs', '-o', dirname(floor), '--minify', '--target', 'es2023', '--quiet'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

// The Researcher API's, as the floors are measured with: with no `api` and no realm it would be the workloads API's.
const badInputs = () => stepEnv({ api: 'researcher', 'base-url': emulator.baseUrl, token: 't', project: 'p', image: 'i', gpu: 'lots' });
const submissionInputs = () => stepEnv({ ...emulator.settings(), project: 'p', image: 'i', gpu: '1' });
const workloadsInputs = () => stepEnv({ ...control.settings(), project: 'team-a', image: 'i', gpu: '1' });
const commands = {
  'bare node (node -e 0)': () => ({ args: ['-e', '0'], env: { PATH: process.env.PATH } }),
  // What openapi-fetch costs before its first request and the floor never pays: the WHATWG Request and
  // Headers it builds each request with are Node's own undici, loaded on first use.
  'bare node + new Headers()': () => ({ args: ['-e', 'new Headers()'], env: { PATH: process.env.PATH } }),
  'bad input, fails': () => ({ args: [entry, 'bad'], env: badInputs() }),
  'whole submission': () => ({ args: [entry], env: submissionInputs() }),
  // Token, project lookup and create, through the control plane's workloads API.
  'whole submission, api: workloads': () => ({ args: [entry], env: workloadsInputs() }),
  // The same steps with the other build (--compare).
  ...(compareEntry && {
    'bad input, fails [compared]': () => ({ args: [compareEntry, 'bad'], env: badInputs() }),
    'whole submission [compared]': () => ({ args: [compareEntry], env: submissionInputs() }),
    'whole submission, api: workloads [compared]': () => ({ args: [compareEntry], env: workloadsInputs() }),
  }),
  'floor: @actions/core + node:http, submits': () => ({ args: [floor], env: submissionInputs() }),
};

/** The floor each step is held to: the least an action on @actions/core could do for the same. */
const FLOOR_OF = {
  'whole submission': 'floor: @actions/core + node:http, submits',
  'whole submission, api: workloads': 'floor: @actions/core + node:http, submits',
  'whole submission [compared]': 'floor: @actions/core + node:http, submits',
  'whole submission, api: workloads [compared]': 'floor: @actions/core + node:http, submits',
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f = (x, d = 1) => x.toFixed(d);

const rows = [];
for (const { name, node } of runtimes) {
  const samples = Object.fromEntries(Object.keys(commands).map((c) => [c, []]));
  // A compared build may fail a step this one passes (an older release, or a copy made for one
  // step alone): that step's row says so, and the others are timed.
  const failed = {};
  let timed = Object.keys(commands);
  const run = async (c) => {
    const { args, env } = commands[c]();
    try {
      return (await time(node, args, env)).ms;
    } catch (error) {
      if (!c.endsWith('[compared]')) throw error;
      failed[c] = `failed: ${/exited \d+/.exec(error.message)?.[0] ?? 'did not run'}`;
      timed = timed.filter((t) => t !== c);
      return undefined;
    }
  };
  for (const c of Object.keys(commands)) await run(c); // warm the file cache
  for (let i = 0; i < RUNS; i++) {
    const order = [...timed];
    if (i % 2) order.reverse();
    for (const c of order.filter((c) => timed.includes(c))) {
      const ms = await run(c);
      if (ms !== undefined) samples[c].push(ms);
    }
  }
  const bare = median(samples['bare node (node -e 0)']);
  for (const c of Object.keys(commands).filter((c) => failed[c])) rows.push([name, c, failed[c], '', '', '', '', '']);
  for (const c of timed) {
    const rss = [];
    for (let i = 0; i < 3; i++) {
      const { args, env } = commands[c]();
      rss.push((await time(node, args, env, true)).rssMb);
    }
    const m = median(samples[c]);
    const vsFloor = FLOOR_OF[c] ? `${f(m / median(samples[FLOOR_OF[c]]), 2)}×` : '';
    rows.push([name, c, f(m), f(Math.min(...samples[c])), f(Math.max(...samples[c])), `${f(m / bare, 2)}×`, vsFloor, f(Math.max(...rss))]);
  }
}

const table = (head, body) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const startupTable = () => {
  console.log(`\n## Benchmark ${new Date().toISOString().slice(0, 10)}: ${RUNS} alternated runs per command, loopback emulator\n`);
  console.log(`dist/index.js: ${statSync(entry).size} bytes (${f(statSync(entry).size / 1024)} KiB)\n`);
  if (compareEntry) console.log(`[compared]: ${compareEntry}, ${statSync(compareEntry).size} bytes\n`);
  console.log(table(['runtime', 'command', 'median ms', 'min ms', 'max ms', 'vs bare', 'vs its floor', 'peak RSS MB'], rows));
};

// Many jobs (issue 5): N jobs against 50 ms of service latency, with C in flight.
const sweepRows = [];
emulator.configure({ latencyMs: 50 });
const tokenTimes = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  await fetch(`${emulator.authUrl}/auth/realms/${emulator.realm}/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: emulator.clientId, client_secret: emulator.clientSecret }),
  }).then((r) => r.text());
  tokenTimes.push(performance.now() - t0);
}
const tokenMs = median(tokenTimes);
const sweeps = quick
  ? [
      [50, 8],
      [50, 32],
    ]
  : [
      [200, 8],
      [200, 32],
    ];
const floorClient = join(root, 'scripts/floors/sweep-client.mjs');
for (const [n, c] of sweeps) {
  const matrix = JSON.stringify({ 'environment.SEED': [...Array(n).keys()] });
  const steps = [];
  const submissions = [];
  const bareClient = [];
  let tokenRequests = 0;
  // The action and a bare node:http client (scripts/floors/sweep-client.mjs) take turns.
  for (let i = 0; i < (quick ? 1 : 5); i++) {
    const before = emulator.requests.filter((r) => r.target === 'token').length;
    const run = await time(process.execPath, [entry], stepEnv({ ...emulator.settings(), project: 'p', image: 'i', matrix, concurrency: String(c) }));
    tokenRequests = emulator.requests.filter((r) => r.target === 'token').length - before;
    const took = / jobs created in (\d+) ms/.exec(run.stdout);
    if (!took) throw new Error(`no "jobs created in" line in the sweep's log:\n${run.stdout}`);
    steps.push(run.ms);
    submissions.push(Number(took[1]));
    const floor = await time(process.execPath, [floorClient, JSON.stringify(emulator.settings()), String(n), String(c)], { PATH: process.env.PATH });
    bareClient.push(Number(floor.stdout));
  }
  // The step less what every step pays before its first request (start, load, checks).
  const fixed = Number(rows.find((r) => r[0] === runtimes[0].name && r[1].startsWith('bad input'))[2]);
  const ideal = tokenMs + Math.ceil(n / c) * 50;
  const ratio = (ms) => `${f(ms / ideal, 2)}×`;
  sweepRows.push([
    `N=${n}, C=${c}`,
    f(ideal),
    f(median(submissions)),
    ratio(median(submissions)),
    f(median(steps) - fixed),
    ratio(median(steps) - fixed),
    f(median(bareClient)),
    ratio(median(bareClient)),
    String(tokenRequests),
  ]);
}
emulator.configure({ latencyMs: 0 });
const memoryRows = [];
for (const n of quick ? [100, 300] : [100, 1000]) {
  const matrix = JSON.stringify({ 'environment.SEED': [...Array(n).keys()] });
  // --expose-gc lets the exit hook collect first, so the heap figure is what is still reachable.
  const { rssMb, heapMb } = await time(
    process.execPath,
    [entry],
    stepEnv({ ...emulator.settings(), project: 'p', image: 'i', matrix, concurrency: '16' }),
    true,
    ['--expose-gc'],
  );
  memoryRows.push([`N=${n}`, f(rssMb), f(heapMb)]);
}

// Waiting. A preload samples the step's CPU time and memory every 5 s (stderr), from outside
// the action's code.
const sampler = join(dir, 'sampler.mjs');
writeFileSync(
  sampler,
  "import { writeSync } from 'node:fs';\nconst t0 = Date.now();\nconst sample = () => { const c = process.cpuUsage(); writeSync(2, `\\nSAMPLE t=${Date.now() - t0} cpu=${(c.user + c.system) / 1000} rss=${process.memoryUsage().rss} heap=${process.memoryUsage().heapUsed}\\n`); };\nsetInterval(sample, 5000).unref();\nprocess.on('exit', sample);\n",
);
const samplesOf = (stderr) =>
  [...stderr.matchAll(/SAMPLE t=(\d+) cpu=([\d.]+) rss=(\d+) heap=(\d+)/g)].map((m) => ({
    t: +m[1],
    cpuMs: +m[2],
    rssMb: +m[3] / 2 ** 20,
    heapMb: +m[4] / 2 ** 20,
  }));
function runStep(inputs, flags = [], more = {}) {
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...flags, entry], { env: { ...stepEnv(inputs), ...more }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr, ms: performance.now() - started, endedAt: Date.now() }));
  });
}
const waitRows = [];
{
  // Requests while waiting: N jobs over 2 projects, every job ending `endsAfter` after its creation.
  const n = quick ? 100 : 500;
  const endsAfter = 20_000;
  const interval = 2_000;
  emulator.configure({ plan: [{ status: 'Running', ms: endsAfter }, { status: 'Succeeded' }] });
  const lists = () => emulator.requests.filter((r) => r.target === 'list').length;
  const before = lists();
  const jobs = JSON.stringify([{ project: 'bench-a' }, { project: 'bench-b' }]);
  const matrix = JSON.stringify({ 'environment.SEED': [...Array(n / 2).keys()] });
  const run = await runStep({
    ...emulator.settings(),
    project: 'p',
    image: 'i',
    jobs,
    matrix,
    concurrency: '16',
    wait: 'finished',
    'poll-interval-seconds': String(interval / 1000),
  });
  if (run.code !== 0) throw new Error(`the waiting sweep failed:\n${run.stdout}`);
  const took = Number(/ jobs created in (\d+) ms/.exec(run.stdout)[1]);
  const listRequests = lists() - before;
  // The wait runs from the last creation to the step's end; ideal: one request per project per interval, the first poll included.
  const waitMs = run.ms - took;
  const ideal = 2 * (Math.ceil(waitMs / interval) + 1);
  waitRows.push([
    `${n} jobs, 2 projects, ending ${endsAfter / 1000} s after creation, polled every ${interval / 1000} s`,
    String(listRequests),
    String(ideal),
    `${f(listRequests / ideal, 2)}×`,
    f(waitMs / 1000),
  ]);
}
const noticeRows = [];
{
  // Noticing the end: from the job's end (by the emulator's plan, on this machine's clock) to the step's exit.
  const interval = 2_000;
  const lags = [];
  for (let i = 0; i < (quick ? 2 : 5); i++) {
    const name = `notice-${i}-${Date.now() % 100000}`;
    emulator.plan(name, [{ status: 'Running', ms: 3_000 + i * 700 }, { status: 'Succeeded' }]);
    // A project of its own: the sweeps above left thousands of jobs in theirs, which every poll would read.
    const run = await runStep({
      ...emulator.settings(),
      project: 'notice',
      image: 'i',
      name,
      wait: 'finished',
      'poll-interval-seconds': String(interval / 1000),
    });
    const job = emulator.jobs.find((j) => j.name === name);
    lags.push(run.endedAt - (job.createdAt + 3_000 + i * 700));
  }
  noticeRows.push([`poll-interval-seconds: ${interval / 1000}`, f(median(lags)), f(Math.max(...lags)), f(interval + 1000)]);
}
const idleRows = [];
{
  // Idle cost: one job that runs for a minute, polled at the default interval and at 2 s.
  const waitFor = quick ? 20_000 : 60_000;
  for (const interval of ['15', '2']) {
    const name = `idle-${interval}-${Date.now() % 100000}`;
    emulator.plan(name, [{ status: 'Running', ms: waitFor }, { status: 'Succeeded' }]);
    const run = await runStep({ ...emulator.settings(), project: 'idle', image: 'i', name, wait: 'finished', 'poll-interval-seconds': interval }, [
      '--import',
      sampler,
    ]);
    const samples = samplesOf(run.stderr);
    const first = samples[0];
    const last = samples.at(-1);
    const waitedMs = last.t - first.t;
    idleRows.push([
      `${waitFor / 1000} s wait, polled every ${interval} s`,
      f(last.cpuMs),
      f(((last.cpuMs - first.cpuMs) / waitedMs) * 100, 3),
      `${f(Math.min(...samples.map((x) => x.rssMb)))}–${f(Math.max(...samples.map((x) => x.rssMb)))}`,
      `${f(Math.min(...samples.map((x) => x.heapMb)))}–${f(Math.max(...samples.map((x) => x.heapMb)))}`,
    ]);
  }
}
// A lookup costs one request per step, not per job: a 50-job sweep through the workloads API.
const lookupRows = [];
{
  const before = control.requests.length;
  const matrix = JSON.stringify({ 'environment.SEED': [...Array(50).keys()] });
  // As in a GitHub Actions run, where `reuse` looks for the same work before submitting.
  const inRun = {
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: 'acme/models',
    GITHUB_WORKFLOW: 'Train',
    GITHUB_JOB: 'train',
    GITHUB_ACTION: '__run',
    GITHUB_SHA: 'abc1234',
    GITHUB_RUN_ID: '1',
  };
  const run = await runStep({ ...control.settings(), project: 'team-a', image: 'i', matrix, concurrency: '8' }, [], inRun);
  if (run.code !== 0) throw new Error(`the workloads sweep failed:\n${run.stdout}`);
  const seen = control.requests.slice(before);
  const count = (target) => String(seen.filter((r) => r.target === target).length);
  lookupRows.push(['50 jobs, one project, in a CI run', count('token'), count('projects'), count('clusters'), count('list'), count('submit')]);
}
// What it costs to say what happened (issue 20): a training that logs for 4 s and fails, polled
// every second, with each setting of `logs`. Reasons and events cost requests only once the wait
// has ended; following a log costs one stream for the job's life; neither adds a request per interval.
const whyRows = [];
for (const logs of ['false', 'tail', 'follow']) {
  const name = `why-${logs}`;
  control.plan(name, [
    { phase: 'Running', ms: 4000, logs: Array.from({ length: 400 }, (_, i) => `step ${i}`) },
    {
      phase: 'Failed',
      condition: { type: 'Failed', reason: 'Error', message: 'exit code 1' },
      events: [{ type: 'Warning', reason: 'BackOff', message: 'Back-off' }],
    },
  ]);
  const before = control.requests.length;
  const run = await runStep({ ...control.settings(), project: 'team-a', image: 'i', name, wait: 'finished', 'poll-interval-seconds': '1', logs });
  if (!/ended Failed/.test(run.stdout)) throw new Error(`the why run did not end Failed:\n${run.stdout}`);
  const seen = control.requests.slice(before);
  const count = (target) => String(seen.filter((r) => r.target === target).length);
  whyRows.push([`logs: ${logs}`, count('list'), count('workload'), count('events'), count('cluster-status'), count('log-download'), count('logs')]);
}
await emulator.close();
await control.close();

startupTable();
console.log(
  `\nMany jobs on ${runtimes[0].name} (50 ms service latency, token round trip ${f(tokenMs)} ms; ideal = token round trip + ceil(N/C) × 50 ms; ` +
    '"submission" is from the action\'s log line, token request to last answer; "step less start-up" is the whole step less a bad-input run; ' +
    '"bare client" is scripts/floors/sweep-client.mjs, the same sweep from bare node:http):\n',
);
console.log(
  table(
    ['jobs', 'ideal ms', 'submission ms', 'submission / ideal', 'step less start-up ms', '/ ideal', 'bare client ms', '/ ideal', 'token requests'],
    sweepRows,
  ),
);
console.log('\nMemory as the sweep grows (concurrency 16; live heap is what is still reachable at exit, after a full collection):\n');
console.log(table(['jobs', 'peak RSS MB', 'live heap at exit MB'], memoryRows));
console.log(`\nWaiting on ${runtimes[0].name}: list requests for a sweep (ideal: one per project per interval, the first poll included):\n`);
console.log(table(['sweep', 'list requests', 'ideal', 'requests / ideal', 'wait s'], waitRows));
console.log(
  "\nA sweep through the workloads API in a CI run: requests of each kind (a project lookup, and reuse's lookup, cost one request per step, not per job):\n",
);
console.log(table(['sweep', 'token requests', 'project lookups', 'cluster lists', 'reuse lookups (lists)', 'submissions'], lookupRows));
console.log(
  '\nSaying what happened: requests of each kind for a training that runs 4 s and fails, polled every second (reasons, events and logs cost nothing per interval):\n',
);
console.log(table(['logs', 'list requests', 'workload details', 'events', 'cluster API status', 'log downloads', 'log streams'], whyRows));
console.log("\nNoticing the end: from the job's end to the step's exit (target: at most one interval + 1 s):\n");
console.log(table(['interval', 'median ms', 'max ms', 'target ms'], noticeRows));
console.log(
  '\nIdle cost of a wait (a preload samples CPU time and memory every 5 s; the share of one core is from the first sample, after start-up, to the last):\n',
);
console.log(table(['wait', 'CPU ms in all', '% of one core while waiting', 'RSS MB over the wait', 'heap used MB over the wait'], idleRows));
rmSync(dir, { recursive: true, force: true });
