// What splitting the bundle could at most gain a whole submission (issue 19). It runs the committed
// dist/index.js once against a loopback emulator under V8's coverage, then writes a copy of dist/
// in which every function that submission never called has an empty body: the build a perfect
// split would load for it. With --no-checks, every generated validator (and the job's, which
// calls them) also returns true at once: a step that checks nothing either. The submission is the
// bench's "whole submission" (Researcher API), or with --workloads its "whole submission, api:
// workloads". The copy is good for that one submission only: time it next to the committed build
// with `node scripts/bench.mjs --startup --floors --compare OUT` and read that row's "[compared]"
// line. Every other line of the copy means nothing: what it runs was emptied (a failure it cannot
// even report exits 0).
// Usage: node scripts/startup-bound.mjs OUT [--no-checks] [--workloads]
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { startEmulator } from '../test/emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../test/emulator/workloads.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const usage = 'node scripts/startup-bound.mjs OUT [--no-checks] [--workloads]';
const [outArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!outArg) {
  console.error(`Give the folder to write the bounded copy of dist/ into: ${usage}`);
  process.exit(2);
}
// OUT is emptied first, so it must be new, empty, or marked as this script's copy: never the
// checkout, its dist/ or another build. Paths are compared as the file system resolves them.
const MARK = '.startup-bound';
const real = (path) => (existsSync(path) ? realpathSync(path) : join(real(dirname(path)), basename(path)));
const out = real(resolve(outArg));
const within = (inner, outer) => {
  const path = relative(outer, inner);
  return path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path);
};
const ours = !existsSync(out) || readdirSync(out).length === 0 || existsSync(join(out, MARK));
if (!ours || within(realpathSync(root), out) || within(out, realpathSync(root))) {
  console.error(`OUT (${out}) would be replaced: give a new or empty folder outside the checkout, such as /tmp/bound, or one this script wrote. ${usage}`);
  process.exit(2);
}
const noChecks = process.argv.includes('--no-checks');
const workloads = process.argv.includes('--workloads');

// One whole submission, as the bench's, with V8 writing which functions ran.
const coverage = mkdtempSync(join(tmpdir(), 'runai-bound-'));
const emulator = workloads ? await startWorkloadsEmulator() : await startEmulator();
const summary = join(coverage, 'summary');
writeFileSync(summary, '');
const inputs = { ...emulator.settings(), project: workloads ? 'team-a' : 'p', image: 'i', gpu: '1' };
const env = { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_OUTPUT: summary, GITHUB_STEP_SUMMARY: summary, NODE_V8_COVERAGE: join(coverage, 'v8') };
for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
// Asynchronous, since the emulator answers from this process.
const run = await new Promise((done) => {
  const child = spawn(process.execPath, [join(dist, 'index.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (d) => (text += d));
  child.stderr.on('data', (d) => (text += d));
  child.on('close', (status) => done({ status, text }));
});
await emulator.close();
if (run.status !== 0) {
  rmSync(coverage, { recursive: true, force: true });
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

/** Each loaded file of dist/: its text, the edits that bound it, and its modules' factories by id. */
const files = [];
for (const file of readdirSync(join(coverage, 'v8'))) {
  for (const script of JSON.parse(readFileSync(join(coverage, 'v8', file), 'utf8')).result) {
    if (!script.url.startsWith('file:') || dirname(fileURLToPath(script.url)) !== dist) continue;
    const name = fileURLToPath(script.url).slice(dist.length + 1);
    const code = readFileSync(join(dist, name), 'utf8');
    // V8 names a function by its whole source range. A method's starts at its name, after any
    // `static` (acorn's node starts before it); a class constructor's range is its class's, so
    // one never called is kept, which only understates the gain.
    const neverCalled = new Set(script.functions.filter((fn) => fn.ranges[0].count === 0).map((fn) => `${fn.ranges[0].startOffset}:${fn.ranges[0].endOffset}`));
    const edits = [];
    const factories = new Map();
    walk(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }), (node) => {
      // A chunk's modules: { 2933: (function (e, t, n) { … }), … }.
      if (node.type === 'Property' && node.key.type === 'Literal' && typeof node.key.value === 'number' && node.value.type === 'FunctionExpression') {
        const { start, end } = node.value;
        factories.set(node.key.value, { start, end, ran: !neverCalled.has(`${start}:${end}`) });
      }
      const method = node.type === 'MethodDefinition' || (node.type === 'Property' && (node.method || node.kind !== 'init'));
      const fn = method ? node.value : /Function/.test(node.type) ? node : undefined;
      const starts = method ? [node.start, node.key.start] : [node.start];
      if (fn?.body && starts.some((start) => neverCalled.has(`${start}:${node.end}`))) {
        edits.push([fn.body.start, fn.body.end, fn.body.type === 'BlockStatement' ? '{}' : '0']);
        return false;
      }
      // The generated validators (validate21, …) and the job's, which calls one per field set.
      if (noChecks && node.type === 'FunctionDeclaration' && /^validate(\d+|Job)$/.test(node.id?.name ?? '')) {
        edits.push([node.body.start, node.body.end, '{return true}']);
        return false;
      }
    });
    files.push({ name, code, edits, factories });
  }
}

/** A file's text from start to end, with its edits there. */
const boundedText = ({ code, edits }, start = 0, end = code.length) => {
  let text = code.slice(start, end);
  for (const [from, to, by] of edits.filter(([from, to]) => from >= start && to <= end).sort((a, b) => b[0] - a[0])) {
    text = text.slice(0, from - start) + by + text.slice(to - start);
  }
  return text;
};

// A module in two files (webpack shares it between chunks) runs from the copy of the file installed
// last before its first require, which two runs need not agree on: every copy becomes the bounded
// copy of the one that ran.
for (const file of files) {
  for (const [id, copy] of file.factories) {
    if (copy.ran) continue;
    const source = files.find((other) => other.factories.get(id)?.ran);
    if (!source) continue;
    const { start, end } = source.factories.get(id);
    const text = boundedText(source, start, end);
    file.edits = file.edits.filter(([from, to]) => to <= copy.start || from >= copy.end);
    file.edits.push([copy.start, copy.end, text]);
  }
}

rmSync(out, { recursive: true, force: true });
cpSync(dist, out, { recursive: true });
writeFileSync(join(out, MARK), 'Written by scripts/startup-bound.mjs, which may replace this folder.\n');
for (const file of files) {
  const bounded = boundedText(file);
  writeFileSync(join(out, file.name), bounded);
  console.log(`${file.name}: ${file.code.length} → ${bounded.length} characters`);
}
rmSync(coverage, { recursive: true, force: true });
console.log(
  `\nTime it: node scripts/bench.mjs --startup --floors --compare ${outArg}, and read the "${workloads ? 'whole submission, api: workloads' : 'whole submission'} [compared]" line.`,
);
