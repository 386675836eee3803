// Once per test run: builds the action from src/ into a temporary directory, which every
// end-to-end test runs (so a source change needs no manual rebuild, and the freshness test
// compares that build with the committed dist/); and finds a Node 24 binary, the runners'
// runtime. `npx -y node@24` fetches it from the npm registry once and caches it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

export default function setup(): () => void {
  // Every temporary file of the run (builds, workspaces, CAs, each step's output files) goes
  // under one directory, removed when the run ends: tests and the processes they start inherit
  // TMPDIR, which os.tmpdir() reads.
  const scratch = mkdtempSync(join(tmpdir(), 'submit-runai-job-tests-'));
  process.env.TMPDIR = scratch;
  if (!process.env.SUBMIT_RUNAI_JOB_DIST) {
    const built = join(scratch, 'dist');
    execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--out', built], { cwd: ROOT, stdio: 'inherit' });
    process.env.SUBMIT_RUNAI_JOB_DIST = built;
  }
  process.env.SUBMIT_RUNAI_JOB_NODE24 ??= findNode24();
  return () => rmSync(scratch, { recursive: true, force: true });
}

function findNode24(): string {
  if (process.versions.node.startsWith('24.')) return process.execPath;
  let path: string;
  try {
    path = execFileSync('npx', ['-y', 'node@24', '-p', 'process.execPath'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const said = String((error as { stderr?: unknown }).stderr ?? error)
      .trim()
      .split('\n')
      .at(-1);
    throw new Error(
      `The tests run the action on Node 24 too, and Node 24 could not be had from the npm registry (npx -y node@24: ${said}). ` +
        'Set SUBMIT_RUNAI_JOB_NODE24 to the path of a local Node 24 binary, such as SUBMIT_RUNAI_JOB_NODE24=/usr/local/bin/node24 npm test.',
      { cause: error },
    );
  }
  const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  if (!/^v24\./.test(version)) throw new Error(`${path} is Node ${version}, not 24: set SUBMIT_RUNAI_JOB_NODE24 to the path of a Node 24 binary.`);
  return path;
}
