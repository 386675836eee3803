#!/usr/bin/env node
// The part of rsync that gitlab-ci-local uses to copy a job's files, for a machine that has Node
// and npm but not Debian's rsync (the README's test command must pass there). The GitLab test puts
// it on PATH only where `rsync` is missing; where rsync is installed, the real one runs.
// Copies files, folders and links (-a, -r, -R), with --exclude, --exclude-from, --files-from,
// --delete and --delete-excluded, as `rsync [options] SOURCE... DEST` does.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const args = process.argv.slice(2);
const excludes = [];
const sources = [];
let relativePaths = false;
let remove = false;
let removeExcluded = false;
let filesFrom;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const value = () => (arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[++i]);
  if (arg.startsWith('--exclude-from')) excludes.push(...readFileSync(value(), 'utf8').split('\n').filter(Boolean));
  else if (arg.startsWith('--exclude')) excludes.push(value());
  else if (arg.startsWith('--files-from')) filesFrom = value();
  else if (arg === '--delete') remove = true;
  else if (arg === '--delete-excluded') remove = removeExcluded = true;
  else if (/^-[a-zA-Z]+$/.test(arg)) relativePaths ||= arg.includes('R');
  else if (arg.startsWith('--')) throw new Error(`rsync stand-in: ${arg} is not supported`);
  else sources.push(arg);
}
const dest = sources.pop();

/** An rsync pattern as a test of a path relative to the transfer's root (`/` anchors it, a trailing `/` means a folder). */
const patterns = excludes.map((pattern) => {
  const folder = pattern.endsWith('/');
  const anchored = pattern.startsWith('/');
  const body = pattern.replace(/^\/|\/$/g, '');
  const regex = body
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  const re = new RegExp(anchored || body.includes('/') ? `^${regex}$` : `(^|/)${regex}$`);
  return (path, isFolder) => (!folder || isFolder) && re.test(path);
});
const excluded = (path, isFolder) => patterns.some((test) => test(path, isFolder));

/** Copies `from` to `to`, and, walking, whatever is not excluded beneath it; returns the relative paths copied. */
function copyTree(from, to, root = '') {
  const kept = new Set();
  const walk = (rel) => {
    const source = join(from, rel);
    const stat = lstatSync(source);
    if (rel && excluded(join(root, rel), stat.isDirectory())) return;
    kept.add(rel);
    if (stat.isDirectory()) {
      mkdirSync(join(to, rel), { recursive: true });
      for (const name of readdirSync(source)) walk(rel ? join(rel, name) : name);
    } else {
      mkdirSync(dirname(join(to, rel)), { recursive: true });
      rmSync(join(to, rel), { force: true, recursive: true });
      cpSync(source, join(to, rel), { verbatimSymlinks: true });
    }
  };
  walk('');
  return kept;
}

/** Removes from `to` what the copy did not bring (and, with --delete-excluded, what is excluded). */
function prune(to, kept) {
  const walk = (rel) => {
    for (const name of readdirSync(join(to, rel))) {
      const path = rel ? join(rel, name) : name;
      const isFolder = lstatSync(join(to, path)).isDirectory();
      if (excluded(path, isFolder) && !removeExcluded) continue;
      if (!kept.has(path)) rmSync(join(to, path), { recursive: true, force: true });
      else if (isFolder) walk(path);
    }
  };
  if (existsSync(to)) walk('');
}

if (filesFrom) {
  const base = sources[0] ?? '.';
  for (const line of readFileSync(filesFrom, 'utf8').split('\n').filter(Boolean)) {
    const rel = normalize(line).replace(/^\/+/, '');
    if (existsSync(join(base, rel))) copyTree(join(base, rel), join(dest, rel), rel);
  }
} else {
  for (const source of sources) {
    const contents = source.endsWith('/') || source.endsWith('/.');
    const from = normalize(source);
    const to = relativePaths ? join(dest, relative('.', from)) : contents ? dest : join(dest, from.split('/').pop());
    mkdirSync(dirname(to), { recursive: true });
    const kept = copyTree(from, to);
    if (remove) prune(to, kept);
  }
}
