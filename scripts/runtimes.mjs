// The Node runtimes the action is tested and benchmarked on: this machine's, and Node 24, the
// runners' runtime (action.yml's runs.using), which `npx -y node@24` fetches from the npm
// registry once and caches. SUBMIT_RUNAI_JOB_NODE24 names a local Node 24 instead.
import { execFileSync } from 'node:child_process';

/** The path of a Node 24 binary; throws with what to do when there is none. */
export function findNode24() {
  const given = process.env.SUBMIT_RUNAI_JOB_NODE24;
  let path = given;
  if (!path && process.versions.node.startsWith('24.')) path = process.execPath;
  if (!path) {
    try {
      path = execFileSync('npx', ['-y', 'node@24', '-p', 'process.execPath'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
    } catch (error) {
      // npm's last line points at its log; the first of its error lines says what went wrong.
      const lines = String(error.stderr ?? error)
        .trim()
        .split('\n')
        .filter((line) => line && !/complete log of this run/.test(line));
      const said = lines.find((line) => /^npm error/.test(line)) ?? lines.at(-1);
      throw new Error(
        `The tests run the action on Node 24, the runners' runtime, and Node 24 could not be had from the npm registry (npx -y node@24: ${said}). ` +
          'Set SUBMIT_RUNAI_JOB_NODE24 to the path of a local Node 24 binary, such as SUBMIT_RUNAI_JOB_NODE24=/usr/local/bin/node24 npm test.',
        { cause: error },
      );
    }
  }
  const version = versionOf(path);
  if (!version.startsWith('24.')) {
    throw new Error(
      `${given ? 'SUBMIT_RUNAI_JOB_NODE24' : 'npx -y node@24'} gave ${path}, which is Node ${version}, not 24: set SUBMIT_RUNAI_JOB_NODE24 to the path of a Node 24 binary.`,
    );
  }
  return path;
}

/** `20.20.2` for a Node 20 binary; throws when `path` does not run. */
export function versionOf(path) {
  try {
    return execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    throw new Error(`${path} does not run as Node (${error.message.split('\n')[0]}): set SUBMIT_RUNAI_JOB_NODE24 to the path of a Node 24 binary.`, {
      cause: error,
    });
  }
}

/** This machine's Node, then Node 24 unless that is the same: `{ name, node }` each. */
export function runtimeList(local, node24) {
  const list = [{ name: `node ${versionOf(local)}`, node: local }];
  if (node24 !== local) list.push({ name: `node ${versionOf(node24)}`, node: node24 });
  return list;
}
