// Bundles src/ into dist/ with ncc: the ESM file the runner loads, the post step's entry, its package.json, the files
// loaded only when needed (the service calls, the YAML parser, undici for a proxy), and the
// licences of every package bundled.
// Usage: node scripts/build.mjs [--out DIR]   (default: dist)
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { minify } from 'terser';
import { kernelRandomUUID } from './kernel-uuid.mjs';

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

// @actions/core loads node:crypto at its top for one call, randomUUID(), which makes the
// delimiters of its file commands (outputs, state). Requiring node:crypto, or touching the Web
// Crypto global, loads Node's whole crypto library: 3–4 ms of every step that writes an output.
// The same UUIDs come from the kernel's random source, which that library reads too, with three
// system calls; where there is no /dev/urandom (a Windows runner), from the Web Crypto global.
// The one place ncc writes is replaced; the build fails if it is not found exactly once, so an
// update of @actions/core that changes it is seen.
{
  const entry = join(out, 'index.js');
  const code = readFileSync(entry, 'utf8');
  const loads = [...code.matchAll(/([\w$]+\(import\.meta\.url\))\("crypto"\)/g)];
  if (loads.length !== 1) throw new Error(`expected @actions/core's one load of crypto in the bundle, found ${loads.length}: see scripts/build.mjs`);
  if (!/\brandomUUID\(\)/.test(code) || /\.(createHash|randomBytes|createHmac|webcrypto)\b/.test(code)) {
    throw new Error('the bundle uses crypto for more than randomUUID(): see scripts/build.mjs');
  }
  const [load, requireBuiltin] = loads[0];
  writeFileSync(
    entry,
    code.replace(load, () => `(${kernelRandomUUID.toString()})(${requireBuiltin})`),
  );
}

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

// Every module factory a file holds is run as soon as the file is loaded, so its code is wanted
// at once. Wrapped in parentheses, a function expression is compiled by V8 as it is read
// ("PIFE"), instead of being skimmed first and read again when called. ncc writes the factories
// as arrow functions, which Node 24's V8 compiles at once when wrapped, and Node 20's does not:
// written as `(function (…) {…})` they are compiled at once by both (Node 20: about 3 ms of a bad
// input and 7 ms of a whole submission; npm run bench). The bundle calls each factory as
// `table[id](module, exports, require)`, so a function sees the table as `this` where an arrow saw
// the module's: a factory that reads `this`, `arguments`, `new.target` or `super` at its own level
// stays as it is. The functions inside the factories still compile on their first call.
/** Visits a syntax tree depth first; `enter` returns false to skip a node's children. */
function walkSyntax(node, enter) {
  if (!node || typeof node.type !== 'string' || enter(node) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) walkSyntax(child, enter);
    else if (value && typeof value === 'object') walkSyntax(value, enter);
  }
}
/** Whether an arrow function's body reads a binding that a function expression would give it anew. */
function readsOwnBindings(body) {
  let found = false;
  const enter = (node) => {
    if (found) return false;
    if (
      node.type === 'ThisExpression' ||
      node.type === 'Super' ||
      (node.type === 'Identifier' && node.name === 'arguments') ||
      (node.type === 'MetaProperty' && node.meta.name === 'new')
    ) {
      found = true;
      return false;
    }
    // These have bindings of their own; arrows inside share the factory's.
    if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ClassBody') return false;
    // A name after a dot or before a colon (`x.arguments`, `{ arguments: … }`) is not a binding.
    if ((node.type === 'MemberExpression' || node.type === 'Property') && !node.computed) {
      walkSyntax(node.type === 'Property' ? node.value : node.object, enter);
      return false;
    }
    return true;
  };
  walkSyntax(body, enter);
  return found;
}
/** Rewrites each module factory of a bundle's files as a parenthesized function expression. */
function compileFactoriesEagerly(dir) {
  for (const file of readdirSync(dir).filter((f) => /(^|\.)index\.js$/.test(f))) {
    const code = readFileSync(join(dir, file), 'utf8');
    const factories = [];
    walkSyntax(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }), (node) => {
      const isModuleTable =
        node.type === 'ObjectExpression' &&
        node.properties.length > 0 &&
        node.properties.every((p) => p.type === 'Property' && p.key.type === 'Literal' && typeof p.key.value === 'number' && /Function/.test(p.value.type));
      if (isModuleTable) for (const p of node.properties) factories.push(p.value);
      return !isModuleTable;
    });
    if (!factories.length) throw new Error(`no module factories found in ${file}: see scripts/build.mjs`);
    let eager = code;
    for (const factory of factories.sort((a, b) => b.start - a.start)) {
      const { start, end, params, body, async } = factory;
      let text = code.slice(start, end);
      if (factory.type === 'ArrowFunctionExpression' && !async && !readsOwnBindings(body)) {
        const block = body.type === 'BlockStatement' ? code.slice(body.start, body.end) : `{return ${code.slice(body.start, body.end)}}`;
        text = `function(${params.map((p) => code.slice(p.start, p.end)).join(',')})${block}`;
      }
      eager = `${eager.slice(0, start)}(${text})${eager.slice(end)}`;
    }
    writeFileSync(join(dir, file), eager);
  }
}
compileFactoriesEagerly(out);

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
  compileFactoriesEagerly(cli);
}
