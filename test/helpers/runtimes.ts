// The Node versions the bundled action is run on: this machine's, and Node 24, the runners'.
// global-setup.ts resolves Node 24 once per test run (from the npm registry's `node` package).
export interface Runtime {
  name: string;
  node: string;
}

export function runtimes(): Runtime[] {
  const list: Runtime[] = [{ name: `node ${process.versions.node}`, node: process.execPath }];
  const node24 = process.env.SUBMIT_RUNAI_JOB_NODE24;
  if (!node24) throw new Error('Node 24 was not resolved by test/global-setup.ts');
  if (node24 !== process.execPath) list.push({ name: 'node 24', node: node24 });
  return list;
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
