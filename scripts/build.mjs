// Bundles src/ into dist/ with ncc: one ESM file the runner loads, its package.json, and the
// licenses of what it bundles. Usage: node scripts/build.mjs [--out DIR]   (default: dist)
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const out = resolve(outFlag > 0 ? process.argv[outFlag + 1] : join(root, 'dist'));
// ncc adds to what is there; a stale file would be committed as if it were built.
rmSync(out, { recursive: true, force: true });
execFileSync(
  join(root, 'node_modules/.bin/ncc'),
  ['build', 'src/index.ts', '-o', out, '--minify', '--target', 'es2023', '--no-source-map-register', '--license', 'licenses.txt', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);
