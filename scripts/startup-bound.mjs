// What splitting the bundle could at most gain a whole submission (issue 19). It runs the committed
// dist/index.js once against the loopback emulator under V8's coverage, then writes a copy of dist/
// in which every function that submission never called has an empty body: the build a perfect
// split would load for it. With --no-checks, every generated validator also returns true at once:
// a step that checks nothing either. The copy is good for that one submission only; time it next to
// the committed build with `node scripts/bench.mjs --startup --floors --compare OUT` and read the
// "whole submission" rows (the others fail in it or take other paths).
// Usage: node scripts/startup-bound.mjs OUT [--no-checks]
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { startEmulator } from '../test/emulator/emulator.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [outArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!outArg) {
  console.error('Give the folder to write the bounded copy of dist/ into: node scripts/startup-bound.mjs OUT [--no-checks]');
  process.exit(2);
}
const out = resolve(outArg);
const noChecks = process.argv.includes('--no-checks');

// One whole submission, as the bench's, with V8 writing which functions ran.
const coverage = mkdtempSync(join(tmpdir(), 'runai-bound-'));
const emulator = await startEmulator();
const summary = join(coverage, 'summary');
writeFileSync(summary, '');
const inputs = { ...emulator.settings(), project: 'p', image: 'i', gpu: '1' };
const env = { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_OUTPUT: summary, GITHUB_STEP_SUMMARY: summary, NODE_V8_COVERAGE: join(coverage, 'v8') };
for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
// Asynchronous, since the emulator answers from this process.
const run = await new Promise((done) => {
  const child = spawn(process.execPath, [join(root, 'dist/index.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (d) => (text += d));
  child.stderr.on('data', (d) => (text += d));
  child.on('close', (status) => done({ status, text }));
});
await emulator.close();
if (run.status !== 0) {
  console.error(`The covered submission failed (exit ${run.status}):\n${run.text}`);
  process.exit(1);
}

const walk = (node, visit) => {
  if (!node || typeof node.type !== 'string' || visit(node) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) walk(item, visit);
    else if (value && typeof value === 'object') walk(value, visit);
  }
};

rmSync(out, { recursive: true, force: true });
cpSync(join(root, 'dist'), out, { recursive: true });
const dist = join(root, 'dist');
for (const file of readdirSync(join(coverage, 'v8'))) {
  for (const script of JSON.parse(readFileSync(join(coverage, 'v8', file), 'utf8')).result) {
    if (!script.url.startsWith('file:') || dirname(fileURLToPath(script.url)) !== dist) continue;
    const name = fileURLToPath(script.url).slice(dist.length + 1);
    const code = readFileSync(join(dist, name), 'utf8');
    // V8 names a function by its whole source range; a method's range starts at its key.
    const neverCalled = new Set(script.functions.filter((fn) => fn.ranges[0].count === 0).map((fn) => `${fn.ranges[0].startOffset}:${fn.ranges[0].endOffset}`));
    const edits = [];
    walk(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }), (node) => {
      const fn =
        node.type === 'MethodDefinition' || (node.type === 'Property' && (node.method || node.kind !== 'init'))
          ? node.value
          : /Function/.test(node.type)
            ? node
            : undefined;
      if (fn?.body && neverCalled.has(`${node.start}:${node.end}`)) {
        edits.push([fn.body.start, fn.body.end, fn.body.type === 'BlockStatement' ? '{}' : '0']);
        return false;
      }
      if (noChecks && node.type === 'FunctionDeclaration' && /^validate\d+$/.test(node.id?.name ?? '')) {
        edits.push([node.body.start, node.body.end, '{return true}']);
        return false;
      }
    });
    let bounded = code;
    for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) bounded = bounded.slice(0, start) + text + bounded.slice(end);
    writeFileSync(join(out, name), bounded);
    console.log(`${name}: ${code.length} → ${bounded.length} characters, ${edits.length} function bodies emptied`);
  }
}
rmSync(coverage, { recursive: true, force: true });
console.log(`\nTime it: node scripts/bench.mjs --startup --floors --compare ${outArg}`);
