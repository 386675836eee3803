// The Node versions the bundled action is run on: this machine's, and Node 24, the runners'.
// test/global-setup.ts lists them once per run of npm test, which has found Node 24; a bare
// `npx vitest` finds it here, in the processes whose tests run the action (scripts/runtimes.mjs).
import { findNode24, runtimeList } from '../../scripts/runtimes.mjs';

export interface Runtime {
  name: string;
  node: string;
}

export function runtimes(): Runtime[] {
  const listed = (process.env.SUBMIT_RUNAI_JOB_RUNTIMES ??= JSON.stringify(runtimeList(process.execPath, findNode24())));
  return JSON.parse(listed) as Runtime[];
}

/**
 * Node 24 alone, for the large tables of bad inputs: a step refused on its inputs ends before
 * any code that differs between runtimes loads (no network, no TLS, no fetch), and each case on
 * both runtimes doubled the suite's time. One case of each kind still runs on both (see the
 * tests that use runtimes()).
 */
export function runnersRuntime(): Runtime[] {
  return runtimes().slice(-1);
}

/**
 * Registers the tests `define` declares on Node 24 alone, inside a block that runs on every
 * runtime. What differs between runtimes is loading, the network stack, TLS, signals and
 * timers, which the block's other tests cover on each; the cases here differ only in what the
 * service answers or the inputs say, and ran on both runtimes at twice the cost for nothing a
 * runner would see.
 */
export function runnersOnly(node: string, define: () => void): void {
  if (isRunners(node)) define();
}

/** A table's cases for `node`: all of them on Node 24; elsewhere, the first or those `smoke` picks. */
export function casesOn<T>(node: string, cases: readonly T[], smoke: (item: T) => boolean = (item) => item === cases[0]): T[] {
  return isRunners(node) ? [...cases] : cases.filter(smoke);
}

function isRunners(node: string): boolean {
  return node === runnersRuntime()[0]!.node;
}
