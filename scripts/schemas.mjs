// The schemas of openapi/runai.yaml and openapi/workloads.yaml as Ajv compiles them, shared by
// scripts/generate.mjs, the contract tests and the control plane's emulator; and the workloads
// document as one control-plane version has it (forVersion), from its x-since, x-until, x-vendor
// and x-vendor-required marks.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';

export const documentPath = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'openapi/runai.yaml');
/** The control plane's workloads API (issue 12): the second document. */
export const workloadsDocumentPath = join(dirname(documentPath), 'workloads.yaml');

/** The control-plane versions whose vendor documents openapi/workloads.yaml was written from, oldest first. */
export const CONTROL_PLANE_VERSIONS = ['2.18', '2.19', '2.20', '2.21', '2.22', '2.23', '2.24'];

/** `components.schemas`, which OpenAPI 3.1 makes JSON Schema 2020-12 once references point into $defs. */
export function readSchemas(path = documentPath) {
  const document = parse(readFileSync(path, 'utf8'));
  return JSON.parse(JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'));
}

/**
 * The schemas with every reference replaced by what it points to, so every error's schemaPath
 * leads from the root of the schema being validated (a separately compiled $ref would restart it
 * at its own root).
 */
export function inlineReferences(schemas) {
  const inline = (node) => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node;
    const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v)]));
    return $ref ? { ...inline(schemas[$ref.replace('#/$defs/', '')]), ...own } : own;
  };
  return inline(schemas);
}

/** -1, 0 or 1 as version a is older than, the same as, or newer than b ('2.9' < '2.18'). */
export function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  }
  return 0;
}

const inRange = (version, { since, until }) =>
  (since === undefined || compareVersions(version, since) >= 0) && (until === undefined || compareVersions(version, until) <= 0);

/**
 * The schemas as control-plane `version` documents them: members it does not have are gone (and
 * no longer required), the keywords of its `x-vendor` ranges apply, and with `vendorRequired` the
 * members the vendor marks required are required. Takes inlined or referencing schemas alike.
 */
export function forVersion(schemas, version, { vendorRequired = false } = {}) {
  const view = (node) => {
    if (Array.isArray(node)) return node.map(view);
    if (!node || typeof node !== 'object') return node;
    const { 'x-vendor': ranges, 'x-vendor-required': vendor, ...rest } = node;
    let own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, key === 'properties' ? value : view(value)]));
    if (rest.properties) {
      own.properties = Object.fromEntries(
        Object.entries(rest.properties)
          .filter(([, member]) => inRange(version, { since: member['x-since'], until: member['x-until'] }))
          .map(([name, member]) => [name, view(member)]),
      );
      const kept = (names) => names.filter((name) => name in own.properties);
      const required = [...new Set([...(rest.required ?? []), ...(vendorRequired ? (vendor ?? []) : [])])];
      if (required.length) own.required = kept(required);
    }
    for (const range of ranges ?? []) {
      const { since, until, ...keywords } = range;
      if (inRange(version, { since, until })) own = { ...own, ...keywords };
    }
    return own;
  };
  return Object.fromEntries(
    Object.entries(schemas)
      .filter(([, schema]) => inRange(version, { since: schema['x-since'], until: schema['x-until'] }))
      .map(([name, schema]) => [name, view(schema)]),
  );
}

/**
 * What `read` finds in each schema of `schemas` and their members, by the member's path
 * (`TrainingRequest.spec.labels[].name`). The subschemas a member's value is held to (then,
 * else, allOf, anyOf, oneOf; not an `if`, which only tests it) are read at its own path, after
 * the member itself: the first find is kept.
 */
export function byMemberPath(schemas, read) {
  const found = {};
  const walk = (node, path) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, path));
    if (!node || typeof node !== 'object') return;
    const value = read(node);
    if (value !== undefined && !(path in found)) found[path] = value;
    for (const [name, member] of Object.entries(node.properties ?? {})) walk(member, `${path}.${name}`);
    if (node.items) walk(node.items, `${path}[]`);
    for (const keyword of ['then', 'else', 'allOf', 'anyOf', 'oneOf']) walk(node[keyword], path);
  };
  for (const [name, schema] of Object.entries(schemas)) walk(schema, name);
  return found;
}

/**
 * Where the workloads document marks a member with versions: `Schema.member.path` → its
 * x-since/x-until, and the ranges of its x-vendor keywords. The action reads it at run time
 * (src/contract/versions.ts) to write a request in the form of the version it speaks to.
 */
export function versionMarks(schemas) {
  return byMemberPath(schemas, (node) => {
    const mark = {};
    if (node['x-since']) mark.since = node['x-since'];
    if (node['x-until']) mark.until = node['x-until'];
    if (node['x-vendor']) mark.vendor = node['x-vendor'];
    return Object.keys(mark).length ? mark : undefined;
  });
}

export function createAjv(options = {}) {
  const ajv = new Ajv2020({
    allErrors: true,
    // strictTypes and strictRequired would demand `type` and `properties` in every if/then
    // fragment of the conditional rules, which declare them on the enclosing schema.
    strict: true,
    strictTypes: false,
    strictRequired: false,
    formats: { password: true },
    ...options,
  });
  // Marks for people and for forVersion(): no rule of their own.
  for (const keyword of ['x-expected', 'x-since', 'x-until', 'x-vendor', 'x-vendor-required']) ajv.addKeyword(keyword);
  return ajv;
}
