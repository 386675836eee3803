// The schemas of openapi/runai.yaml (and openapi/workloads.yaml) as Ajv compiles them, shared by scripts/generate.mjs and
// the test that checks the generated job validator against a whole one.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';

export const documentPath = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'openapi/runai.yaml');
/** The control plane's workloads API (issue 12): the second document. */
export const workloadsDocumentPath = join(dirname(documentPath), 'workloads.yaml');

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
  ajv.addKeyword('x-expected');
  return ajv;
}
