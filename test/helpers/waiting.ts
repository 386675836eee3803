// What the waiting and cancelling tests share: an emulator of each test's own (the cases mostly
// wait, so they run at once), and inputs that poll every second, the shortest interval there is.
import { afterAll } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';

export type Emulator = Awaited<ReturnType<typeof startEmulator>>;
export type EmulatorOptions = NonNullable<Parameters<typeof startEmulator>[0]>;

/** A name no other test uses. */
export const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

/** Call inside a describe: each call of the function it returns starts an emulator, closed after the describe. */
export function emulatorPerTest(defaults: EmulatorOptions) {
  const started: Emulator[] = [];
  afterAll(() => Promise.all(started.map((e) => e.close())));
  return async (options: EmulatorOptions = {}) => {
    const emulator = await startEmulator({ ...defaults, ...options });
    started.push(emulator);
    const inputs = (more: Record<string, string>) => waitInputs(emulator.settings(), more);
    const job = (name: string) => emulator.jobs.find((j) => j.name === name)!;
    const listsOf = (project: string) => emulator.requests.filter((r) => r.target === 'list' && String(r.path).includes(project)).length;
    return { emulator, inputs, job, listsOf };
  };
}

export type WorkloadsOptions = NonNullable<Parameters<typeof startWorkloadsEmulator>[0]>;

/** The same for the workloads emulator: `count(target)` is how many requests of a kind it took. */
export function workloadsEmulatorPerTest() {
  const started: Awaited<ReturnType<typeof startWorkloadsEmulator>>[] = [];
  afterAll(() => Promise.all(started.map((e) => e.close())));
  return async (options: WorkloadsOptions) => {
    const emulator = await startWorkloadsEmulator(options);
    started.push(emulator);
    const inputs = (more: Record<string, string>) => waitInputs(emulator.settings(), more);
    const count = (target: string) => emulator.requests.filter((r) => r.target === target).length;
    return { emulator, inputs, count };
  };
}

/** A training's log of `n` lines, as `epoch 1: loss=1.0000`. */
export const epochLines = (n: number, prefix = 'epoch') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}: loss=${(1 / (i + 1)).toFixed(4)}`);

/** A step's inputs for an emulator: its connection, a job, and polls a second apart. */
export function waitInputs(settings: Record<string, string>, more: Record<string, string>): Record<string, string> {
  return { ...settings, project: 'team-a', image: 'python:3.12', 'poll-interval-seconds': '1', ...more };
}

/**
 * The log line of a job seen running, whether or not a poll caught it pending first: on a loaded
 * machine the first poll may come after a short Pending.
 */
export const runs = (name: string) => new RegExp(`${name}: (Pending → )?Running after`);
