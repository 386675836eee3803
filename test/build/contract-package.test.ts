// The contract package as other code uses it: built, imported by its own name, free of the
// GitHub Actions toolkit, and packed with what it needs and nothing else.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-action.js';

const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  run(process.execPath, ['scripts/build-contract.mjs']);
});

describe('the contract package', () => {
  it('typechecks a consumer that imports it by name (types, client, validation)', () => {
    expect(() => run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'test/consumer'])).not.toThrow();
  });

  it('loads in plain Node by its name and validates a job', () => {
    const script = `import('submit-runai-job').then((c) => console.log(JSON.stringify([c.checkJob({ project: 'p', image: 'i', gpu: 1.5 }).length, c.jobFields.length, typeof c.createRunaiClient])))`;
    expect(JSON.parse(run(process.execPath, ['-e', script]))).toEqual([1, 33, 'function']);
  });

  it('imports nothing from the GitHub Actions toolkit', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : [join(dir, e.name)]));
    for (const file of sources(join(ROOT, 'src/contract'))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/from ['"]@actions\//);
    }
  });

  it('npm pack ships the document, the types, the client, dist/ and the README, and no tests', () => {
    const [pack] = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--loglevel=error'])) as [{ files: { path: string }[] }];
    const files = pack.files.map((f) => f.path).sort();
    for (const needed of ['openapi/runai.yaml', 'lib/contract/index.js', 'lib/contract/index.d.ts', 'lib/contract/generated/openapi.d.ts', 'lib/contract/generated/validators.js', 'dist/index.js', 'dist/package.json', 'action.yml', 'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']) {
      expect(files).toContain(needed);
    }
    expect(files.filter((f) => /^(test|src|scripts|examples|\.github)\//.test(f) || /\.test\./.test(f))).toEqual([]);
  });
});
