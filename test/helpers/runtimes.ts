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
