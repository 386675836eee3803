// Runs the bundled action the way the runner does: a child process of `node dist/index.js`,
// inputs as INPUT_* variables, outputs and summary through GITHUB_OUTPUT / GITHUB_STEP_SUMMARY.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

export const ROOT = resolve(import.meta.dirname, '../..');
/**
 * The bundle under test: the build of src/ for this run (helpers/build.ts), or another
 * that SUBMIT_RUNAI_JOB_DIST names (an older build, to show that a test fails there).
 */
export const DIST = resolve(process.env.SUBMIT_RUNAI_JOB_DIST ?? join(ROOT, 'dist'));
export const ENTRY = join(DIST, 'index.js');

import { distReady } from './build.js';

/** action.yml's inputs' defaults, which the runner passes to both steps as if they were set. */
const ACTION_DEFAULTS: Record<string, string> = Object.fromEntries(
  Object.entries((parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: unknown }> }).inputs)
    .filter(([, input]) => input.default !== undefined)
    // As the runner fills in an expression outside a matrix; a job's token stays a placeholder.
    .map(([name, input]) => [name, String(input.default).replace('${{ toJSON(matrix) }}', 'null')]),
);

export { distReady };

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, as the job log would show them. */
  log: string;
  outputs: Record<string, string>;
  /** The output file as the step wrote it, delimiters and all. */
  outputFile: string;
  summary: string;
  /** The ::error:: line, unescaped, or '' when the step succeeded. */
  error: string;
  ms: number;
  /** What the step saved for its post step (GITHUB_STATE), as the runner reads it. */
  state: Record<string, string>;
  /** With `stopWhen`: the runner's next signal, had the step not ended before it came (SIGTERM 7.5 s after a SIGINT, SIGKILL 10 s after the first signal). */
  escalatedTo?: NodeJS.Signals;
}

export interface RunOptions {
  node?: string;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Kill the child after this long; a hung action fails the test instead of hanging it. */
  killAfterMs?: number;
  entry?: string;
  /** Sends `signal` to the step once its log contains `text`, as the runner does on cancelling; then, to a step still running, SIGTERM 7.5 s after a SIGINT as the runner does, and SIGKILL 10 s after the first signal. */
  stopWhen?: { text?: string | RegExp; when?: () => boolean; signal: NodeJS.Signals };
  /** Run as the runner's post step (dist/post.js), with the state the main step saved. */
  post?: Record<string, string>;
}

/** The environment a runner gives a step, minus anything of ours that would leak in. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || k.startsWith('INPUT_') || k.startsWith('GITHUB_') || /_proxy$/i.test(k) || k === 'NODE_EXTRA_CA_CERTS' || k === 'RUNNER_DEBUG')
      continue;
    env[k] = v;
  }
  return env;
}

export async function runAction(inputs: Record<string, string | undefined>, options: RunOptions = {}): Promise<ActionRun> {
  await distReady();
  const dir = mkdtempSync(join(tmpdir(), 'runai-action-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  const stateFile = join(dir, 'state');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(stateFile, '');
  const env: Record<string, string> = { ...baseEnv(), GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile, GITHUB_STATE: stateFile };
  for (const [name, value] of Object.entries(options.post ?? {})) env[`STATE_${name}`] = value;
  // The runner sets every input action.yml gives a default, as if the workflow had.
  for (const [name, value] of Object.entries({ ...ACTION_DEFAULTS, ...inputs })) {
    if (value !== undefined) env[`INPUT_${name.toUpperCase()}`] = value;
  }
  for (const [k, v] of Object.entries(options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const started = performance.now();
  const entry = options.entry ?? (options.post ? join(DIST, 'post.js') : ENTRY);
  const child = spawn(options.node ?? process.execPath, [entry], { env, cwd: options.cwd ?? dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let log = '';
  let signalled = false;
  let escalatedTo: NodeJS.Signals | undefined;
  const escalations: NodeJS.Timeout[] = [];
  const escalate = (signal: NodeJS.Signals, afterMs: number) =>
    escalations.push(setTimeout(() => child.exitCode === null && child.signalCode === null && ((escalatedTo = signal), child.kill(signal)), afterMs));
  const watch = () => {
    const { stopWhen } = options;
    if (!stopWhen || signalled) return;
    const seen = stopWhen.text === undefined || (typeof stopWhen.text === 'string' ? log.includes(stopWhen.text) : stopWhen.text.test(log));
    if (seen && (stopWhen.when?.() ?? true)) {
      signalled = true;
      child.kill(stopWhen.signal);
      if (stopWhen.signal === 'SIGINT') escalate('SIGTERM', 7_500);
      escalate('SIGKILL', 10_000);
    }
  };
  // A condition outside the log (what a server has received) is checked as time passes.
  const poll = options.stopWhen?.when ? setInterval(watch, 20) : undefined;
  child.stdout.on('data', (d) => ((stdout += d), (log += d), watch()));
  child.stderr.on('data', (d) => ((stderr += d), (log += d), watch()));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(timer);
  clearInterval(poll);
  for (const escalation of escalations) clearTimeout(escalation);
  const ms = performance.now() - started;
  const errorLine = stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
  const outputText = readFileSync(outputFile, 'utf8');
  const outputs = parseOutputs(outputText);
  const summary = readFileSync(summaryFile, 'utf8');
  const state = parseOutputs(readFileSync(stateFile, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return {
    code,
    stdout,
    stderr,
    log,
    outputs,
    outputFile: outputText,
    summary,
    error: unescape(errorLine.slice('::error::'.length)),
    ms,
    state,
    ...(escalatedTo ? { escalatedTo } : {}),
  };
}

function unescape(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** Reads the runner's `name<<delimiter … delimiter` output file. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!match) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
    outputs[name!] = value.join('\n');
  }
  return outputs;
}

/**
 * Where a secret shows in what a run left behind, other than the runner's own ::add-mask::
 * command that registers it. An empty list means nothing leaked, debug logging included.
 */
export function leaks(run: ActionRun, secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    if (!secret) continue;
    for (const line of run.log.split('\n')) {
      if (line.includes(secret) && !line.startsWith('::add-mask::')) found.push(`log: ${line.slice(0, 120)}`);
    }
    if (run.summary.includes(secret)) found.push('step summary');
    for (const [name, value] of Object.entries(run.outputs)) if (value.includes(secret)) found.push(`output ${name}`);
  }
  return found;
}

/**
 * The jobs a step recorded for its post step, as the post step reads them: one state per job
 * (`unfinished_<n>`), its latest value, empty once the job needs no deleting. Each is shown with
 * its backend's ref spread out: `{name, project, id}`, `{name, project, projectId, since}`.
 */
export function recorded(run: Pick<ActionRun, 'state'>): Record<string, unknown>[] {
  return Object.entries(run.state)
    .filter(([key, value]) => key.startsWith('unfinished_') && value !== '')
    .map(([, value]) => {
      const { ref, ...handle } = JSON.parse(value) as { ref?: Record<string, unknown> };
      return { ...handle, ...ref };
    });
}

/** The client secret is registered with the runner before the action prints anything else. */
export function masksSecretFirst(run: ActionRun, secret: string): boolean {
  return run.stdout.split('\n')[0] === `::add-mask::${secret}`;
}
