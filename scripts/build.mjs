// Bundles src/ into dist/ with ncc: the ESM file the runner loads, the post step's entry, its
// package.json, the files loaded only when needed (each generation's backend), and the licences
// of every package bundled.
// Usage: node scripts/build.mjs [--out DIR]   (default: dist)
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const out = resolve(outFlag > 0 ? process.argv[outFlag + 1] : join(root, 'dist'));
const statsDir = mkdtempSync(join(tmpdir(), 'ncc-stats-'));
const stats = join(statsDir, 'stats.json');

// ncc adds to what is there; a stale file would be committed as if it were built.
rmSync(out, { recursive: true, force: true });
// --transpile-only: the typecheck is TypeScript 7's (npm run typecheck, and in npm test); ncc's
// own, with TypeScript 6, nearly doubled the build's time for the same output. --no-cache: ncc's
// cache under ~/.cache/ncc saved nothing measurable and was left behind by every clone that built.
/** Bundles an entry of src/ into a folder, with the options above (and any more). */
const ncc = (entry, dir, more = []) =>
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js'),
      'build',
      entry,
      '-o',
      dir,
      '--minify',
      '--no-cache',
      '--transpile-only',
      '--target',
      'es2023',
      '--no-source-map-register',
      '--quiet',
      ...more,
    ],
    { cwd: root, stdio: 'inherit' },
  );
ncc('src/index.ts', out, ['--stats-out', stats]);

// The post step's entry (action.yml runs.post): the same bundle, entered without its main step.
writeFileSync(
  join(out, 'post.js'),
  "// The runner's post step (action.yml runs.post): the bundle's runPost(), never its main step,\n" +
    "// which dist/index.js runs only as the process's entry. Written by scripts/build.mjs.\n" +
    "import { end, runPost } from './index.js';\n\nawait runPost();\nawait end();\n",
);

// ncc minifies only dist/index.js. The other files are minified here with ncc's own options:
// names kept, so error and class names read the same in every file.
for (const file of readdirSync(out).filter((f) => /^\d+\.index\.js$/.test(f))) {
  const { code } = await minify(readFileSync(join(out, file), 'utf8'), {
    module: true,
    compress: false,
    mangle: { keep_classnames: true, keep_fnames: true },
  });
  writeFileSync(join(out, file), code);
}

// ncc's own --license keeps only the last chunk's licences, so they are collected here from
// every module the bundle holds, concatenated ones included.
const names = new Set();
const walk = (modules) => {
  for (const module of modules ?? []) {
    const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module.name ?? '');
    if (match) names.add(match[1]);
    walk(module.modules);
  }
};
walk(JSON.parse(readFileSync(stats, 'utf8')).modules);
const licences = [...names].sort().map((name) => {
  const dir = join(root, 'node_modules', name);
  const { license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = existsSync(dir) ? readdirSync(dir).find((f) => /^licen[sc]e/i.test(f)) : undefined;
  return `${name}\n${license ?? 'UNKNOWN'}\n${file ? readFileSync(join(dir, file), 'utf8').trim() : ''}`;
});
writeFileSync(join(out, 'licenses.txt'), `${licences.join('\n\n')}\n`);
rmSync(statsDir, { recursive: true, force: true });

// The command line (package.json `bin`): the same core under host/cli.ts, in a bundle of its own,
// so that `npx submit-runai-job` installs nothing it needs at run time. ncc keeps the entry's
// shebang; the version is written in from package.json.
{
  const cli = join(out, 'cli');
  ncc('src/cli.ts', cli);
  const entry = join(cli, 'index.js');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  let code = readFileSync(entry, 'utf8').replaceAll('CLI_VERSION', JSON.stringify(version));
  if (!code.startsWith('#!')) code = `#!/usr/bin/env node\n${code}`;
  writeFileSync(entry, code);
  chmodSync(entry, 0o755);
  for (const file of readdirSync(cli).filter((f) => /^\d+\.index\.js$/.test(f))) {
    const { code: small } = await minify(readFileSync(join(cli, file), 'utf8'), {
      module: true,
      compress: false,
      mangle: { keep_classnames: true, keep_fnames: true },
    });
    writeFileSync(join(cli, file), small);
  }
}
