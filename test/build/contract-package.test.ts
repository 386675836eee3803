// The contract package as other code uses it: built, imported by its own name, free of the
// GitHub Actions toolkit, and packed with what it needs and nothing else.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-action.js';
import { runnersRuntime, runtimes } from '../helpers/runtimes.js';
import { startEmulator } from '../emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';

/** TypeScript 7, the native compiler: a typecheck in a tenth of the time of 6. */
const TSC7 = join(ROOT, 'node_modules/typescript7/bin/tsc');
const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  run(process.execPath, ['scripts/build-contract.mjs']);
});

describe('the contract package', () => {
  it('typechecks a consumer that imports it by name (types, client, validation)', () => {
    expect(() => run(process.execPath, [TSC7, '-p', 'test/consumer'])).not.toThrow();
  });

  // package.json's engines say Node 20 and later.
  it.each(runtimes())('loads in plain Node by its name and validates a job, on $name', ({ node }) => {
    const script = `import('submit-runai-job').then((c) => console.log(JSON.stringify([c.checkJob({ project: 'p', image: 'i', gpu: 1.5 }).length, c.jobFields.includes('gpu'), typeof c.createRunaiClient])))`;
    expect(JSON.parse(run(node, ['-e', script]))).toEqual([1, true, 'function']);
    // From CommonJS too, where the runtime loads an ES module by require() (Node 20.19 and 22.12 on).
    const required = `console.log(typeof require('submit-runai-job').createRunaiClient)`;
    expect(run(node, ['--input-type=commonjs', '-e', required]).trim()).toBe('function');
  });

  it('imports nothing from the GitHub Actions toolkit', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : [join(dir, e.name)]));
    for (const file of sources(join(ROOT, 'src/contract'))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/from ['"]@actions\//);
    }
  });

  it('npm pack ships the documents, the types, the clients, the command line and the README; no action bundle, no tests', () => {
    const [pack] = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--loglevel=error'])) as [{ files: { path: string }[] }];
    const files = pack.files.map((f) => f.path).sort();
    for (const needed of [
      'openapi/runai.yaml',
      'openapi/workloads.yaml',
      'lib/contract/index.js',
      'lib/contract/workloads-client.js',
      'lib/contract/generated/workloads-validators.js',
      'lib/contract/index.d.ts',
      'lib/contract/generated/openapi.d.ts',
      'lib/contract/generated/validators.js',
      'README.md',
      'docs/inputs.md',
      'LICENSE',
      'CHANGELOG.md',
      'package.json',
      'dist/cli/index.js',
      'dist/cli/package.json',
    ]) {
      expect(files).toContain(needed);
    }
    // The command line is bundled in dist/cli/ (the package's bin); the action's own bundle is not shipped.
    expect(
      files.filter((f) => /^(test|src|scripts|examples|\.github)\//.test(f) || (/^dist\//.test(f) && !/^dist\/cli\//.test(f)) || /\.test\./.test(f)),
    ).toEqual([]);
  });

  it('runs the examples of docs/contract-package.md as written: each typechecks, and submits its job to the emulator', async () => {
    const blocks = [...readFileSync(join(ROOT, 'docs/contract-package.md'), 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2);
    // Inside the package, where a module imports it by its own name as a consumer's would.
    const dir = join(ROOT, 'test/consumer/.examples');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files = blocks.map((_, i) => `example-${i + 1}.ts`);
    blocks.forEach((block, i) => writeFileSync(join(dir, files[i]!), block));
    const compilerOptions = { types: ['node'] };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', compilerOptions, files }));
    expect(() => run(process.execPath, [TSC7, '-p', dir])).not.toThrow();
    const { default: ts } = await import('typescript');
    const researcher = await startEmulator();
    const workloads = await startWorkloadsEmulator();
    try {
      const created: string[] = [];
      for (const [i, emulator] of [researcher, workloads].entries()) {
        const script = join(dir, `example-${i + 1}.mjs`);
        writeFileSync(script, ts.transpileModule(blocks[i]!, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
        const env = Object.fromEntries(Object.entries(emulator.settings()).map(([name, value]) => [`RUNAI_${name.toUpperCase().replaceAll('-', '_')}`, value]));
        // Not execFileSync: the emulators answer from this process.
        const { stdout } = await promisify(execFile)(runnersRuntime()[0]!.node, [script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
        created.push(stdout.trim());
      }
      expect(created).toEqual([expect.stringMatching(/^created \S+$/), expect.stringMatching(/^created \S+$/)]);
      expect(workloads.workloads.map((w) => w.name)).toEqual([created[1]!.slice('created '.length)]);
    } finally {
      await Promise.all([researcher.close(), workloads.close()]);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a consumer's install adds at most 3 packages: what lib/ imports, and their own dependencies", () => {
    // The packed package.json is this one; the lock file knows each dependency's own.
    const { dependencies = {} } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dependencies?: Record<string, string> }> };
    const installed = new Set<string>();
    const add = (name: string) => {
      if (installed.has(name)) return;
      installed.add(name);
      for (const own of Object.keys(lock.packages[`node_modules/${name}`]?.dependencies ?? {})) add(own);
    };
    Object.keys(dependencies).forEach(add);
    expect([...installed].length, [...installed].join(', ')).toBeLessThanOrEqual(3);
    // Every package lib/ imports at run time is a dependency.
    const imported = new Set<string>();
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : [join(dir, e.name)]));
    for (const file of sources(join(ROOT, 'lib/contract')).filter((f) => f.endsWith('.js'))) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/^import [^'"]*['"]((?:@[^/'"]+\/)?[^./'"][^/'"]*)/gm)) imported.add(name!);
    }
    expect([...imported].filter((name) => !name.startsWith('node:')).sort()).toEqual(Object.keys(dependencies).sort());
  });
});
