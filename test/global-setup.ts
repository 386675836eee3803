// Finds a Node 24 binary for the end-to-end tests: the runners' runtime. `npx -y node@24`
// fetches it from the npm registry once and caches it.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  if (process.env.SUBMIT_RUNAI_JOB_NODE24) return;
  if (process.versions.node.startsWith('24.')) {
    process.env.SUBMIT_RUNAI_JOB_NODE24 = process.execPath;
    return;
  }
  const path = execFileSync('npx', ['-y', 'node@24', '-p', 'process.execPath'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  if (!/^v?24\./.test(execFileSync(path, ['--version'], { encoding: 'utf8' }).trim())) throw new Error(`${path} is not Node 24`);
  process.env.SUBMIT_RUNAI_JOB_NODE24 = path;
}
