// Generates everything that is derived from openapi/runai.yaml:
//   src/contract/generated/openapi.d.ts   TypeScript types (openapi-typescript)
//   src/contract/generated/validators.js  validation compiled ahead of time (Ajv standalone)
//   src/contract/generated/validators.d.ts
// Compiling ahead of time keeps Ajv's compiler out of the action's bundle and its start-up.
// Usage: node scripts/generate.mjs [--out DIR]   (default: src/contract/generated)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const outDir = resolve(outFlag > 0 ? process.argv[outFlag + 1] : join(root, 'src/contract/generated'));
const documentPath = join(root, 'openapi/runai.yaml');
const document = parse(readFileSync(documentPath, 'utf8'));
const header = '// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.\n';

mkdirSync(outDir, { recursive: true });

// Types.
const ast = await openapiTS(new URL(`file://${documentPath}`), { alphabetize: false });
writeFileSync(join(outDir, 'openapi.d.ts'), header + astToString(ast));

// Validators. OpenAPI 3.1 schemas are JSON Schema 2020-12 once the component references
// point into $defs.
const schemas = JSON.parse(
  JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'),
);
const ajv = new Ajv2020({
  code: { source: true, esm: true, lines: true },
  allErrors: true,
  // strictTypes and strictRequired would demand `type` and `properties` in every if/then
  // fragment of the conditional rules, which declare them on the enclosing schema.
  strict: true,
  strictTypes: false,
  strictRequired: false,
  formats: { password: true },
});
ajv.addKeyword('x-expected');
// References are inlined before compiling, so every error's schemaPath leads from the root of
// the schema being validated (a separately compiled $ref would restart it at its own root).
const inline = (node) => {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node;
  const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v)]));
  return $ref ? { ...inline(schemas[$ref.replace('#/$defs/', '')]), ...own } : own;
};
ajv.addSchema({ $id: 'runai', $defs: inline(schemas) });
const exported = {
  validateJob: 'runai#/$defs/Job',
  validateTokenResponse: 'runai#/$defs/TokenResponse',
  validateJobCreated: 'runai#/$defs/JobCreated',
  validateServiceError: 'runai#/$defs/ServiceError',
  validateOAuthError: 'runai#/$defs/OAuthError',
};
// Ajv's ESM output still require()s its runtime helpers; this package is ESM.
const helpers = [];
const code = standaloneCode(ajv, exported).replace(
  /const (\w+) = require\("(ajv\/dist\/runtime\/\w+)"\)\.default;/g,
  (_, name, module) => {
    helpers.push(`import ${name}Module from '${module}.js';\n`);
    // CommonJS interop differs between Node and bundlers: take the function either way.
    return `const ${name} = ${name}Module.default ?? ${name}Module;`;
  },
);
writeFileSync(
  join(outDir, 'validators.js'),
  `${header}/* eslint-disable */\n${helpers.join('')}${code.replace(/^"use strict";\n/, '')}\n\n` +
    '// The schemas themselves, for what validation alone cannot tell: field names, types and\n' +
    '// the x-expected sentence shown to a user whose value breaks a rule. Descriptions stay in\n' +
    '// openapi/runai.yaml: every step loads this file, and nothing reads them at run time.\n' +
    `export const schemas = ${JSON.stringify(schemas, (key, value) => (key === 'description' && typeof value === 'string' ? undefined : value), 1)};\n`,
);
const names = Object.keys(exported);
writeFileSync(
  join(outDir, 'validators.d.ts'),
  `${header}import type { ErrorObject } from 'ajv';\n\n` +
    'export interface CompiledValidator {\n' +
    '  (data: unknown): boolean;\n' +
    '  errors?: ErrorObject[] | null;\n' +
    '}\n\n' +
    names.map((n) => `export declare const ${n}: CompiledValidator;\n`).join('') +
    '\n/** The schemas of openapi/runai.yaml (`components.schemas`, references rewritten to `#/$defs/`). */\n' +
    'export declare const schemas: Record<string, SchemaObject>;\n\n' +
    'export interface SchemaObject {\n' +
    '  [keyword: string]: unknown;\n' +
    '  type?: string | string[];\n' +
    '  $ref?: string;\n' +
    "  'x-expected'?: string;\n" +
    '  properties?: Record<string, SchemaObject>;\n' +
    '  items?: SchemaObject;\n' +
    '  additionalProperties?: SchemaObject | boolean;\n' +
    '  required?: string[];\n' +
    '  enum?: unknown[];\n' +
    '}\n',
);
console.log(`generated ${outDir}`);
