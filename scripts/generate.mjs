// Generates everything that is derived from openapi/runai.yaml and openapi/workloads.yaml:
//   src/contract/generated/openapi.d.ts   TypeScript types (openapi-typescript)
//   src/contract/generated/validators.js  validation compiled ahead of time (Ajv standalone)
//   src/contract/generated/validators.d.ts
//   src/contract/generated/workloads.d.ts, workloads-validators.js, workloads-validators.d.ts: the same for the workloads API
// Compiling ahead of time keeps Ajv's compiler out of the action's bundle and its start-up.
// Usage: node scripts/generate.mjs [--out DIR]   (default: src/contract/generated)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import standaloneCode from 'ajv/dist/standalone/index.js';
import openapiTS, { astToString } from 'openapi-typescript';
import { createAjv, documentPath, inlineReferences, readSchemas, versionMarks, workloadsDocumentPath } from './schemas.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const outDir = resolve(outFlag > 0 ? process.argv[outFlag + 1] : join(root, 'src/contract/generated'));
const header = '// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.\n';

mkdirSync(outDir, { recursive: true });

// Types.
const ast = await openapiTS(new URL(`file://${documentPath}`), { alphabetize: false });
writeFileSync(join(outDir, 'openapi.d.ts'), header + astToString(ast));

// Validators.
const schemas = readSchemas();
const ajv = createAjv({ code: { source: true, esm: true, lines: true } });
const inlined = inlineReferences(schemas);
ajv.addSchema({ $id: 'runai', $defs: inlined });
// The job's validator comes in parts: the rules of the job object itself (required fields,
// unknown fields, rules across fields), and one validator per field. V8 compiles a function on
// its first call, and one validator of all the fields took 2–4 ms of every step to compile; in
// parts, a step compiles only the fields its job sets. validateJob, below, puts them together
// and reports what a single validator would, in the same order (test/unit/contract.test.ts).
const fields = Object.keys(inlined.Job.properties);
for (const field of fields) {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(field)) throw new Error(`job field "${field}" would need escaping in a JSON pointer`);
}
ajv.addSchema({
  $id: 'runai-job',
  $defs: { object: { ...inlined.Job, properties: Object.fromEntries(fields.map((f) => [f, true])) }, ...inlined.Job.properties },
});
const exported = {
  validateJobObject: 'runai-job#/$defs/object',
  ...Object.fromEntries(fields.map((field) => [`validateJobField_${field}`, `runai-job#/$defs/${field}`])),
  validateTokenResponse: 'runai#/$defs/TokenResponse',
  validateJobCreated: 'runai#/$defs/JobCreated',
  validateServiceError: 'runai#/$defs/ServiceError',
  validateOAuthError: 'runai#/$defs/OAuthError',
  validateJobList: 'runai#/$defs/JobList',
  validateListedJob: 'runai#/$defs/ListedJob',
  validateJobStatus: 'runai#/$defs/JobStatus',
  validateDeleteResults: 'runai#/$defs/DeleteResults',
  validateJobReferences: 'runai#/$defs/JobReferences',
  validateSwaggerJobSubmission: 'runai#/$defs/SwaggerJobSubmission',
};
const composeJob = `
// A job: the object's own rules first, then each field that is set, in the document's order,
// as Ajv orders the keywords of one schema. Field errors get the paths they would have there.
const jobFields = { ${fields.map((f) => `${f}: validateJobField_${f}`).join(', ')} };
export function validateJob(data) {
  const errors = validateJobObject(data) ? [] : [...validateJobObject.errors];
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const field in jobFields) {
      if (data[field] === undefined) continue;
      const check = jobFields[field];
      if (check(data[field], { instancePath: '/' + field, parentData: data, parentDataProperty: field, rootData: data })) continue;
      for (const error of check.errors) errors.push({ ...error, schemaPath: '#/properties/' + field + error.schemaPath.slice(1) });
    }
  }
  validateJob.errors = errors.length ? errors : null;
  return errors.length === 0;
}
`;
// Ajv's output require()s its runtime helpers. They are written out here instead, so that the
// contract package needs no Ajv at run time (a consumer installs openapi-fetch and nothing else).
const RUNTIME_HELPERS = {
  // String length in code points, as JSON Schema counts it: a surrogate pair is one character.
  ucs2length: (name) => `const ${name} = (text) => { let length = 0; for (const _ of text) length++; return length; };`,
};
const code = standaloneCode(ajv, exported).replace(/const (\w+) = require\("ajv\/dist\/runtime\/(\w+)"\)\.default;/g, (_, name, helper) => {
  if (!RUNTIME_HELPERS[helper]) throw new Error(`the validators need Ajv's runtime helper ${helper}: add it to RUNTIME_HELPERS`);
  return RUNTIME_HELPERS[helper](name);
});
writeFileSync(
  join(outDir, 'validators.js'),
  `${header}/* eslint-disable */\n${code.replace(/^"use strict";\n/, '')}\n${composeJob}\n` +
    '// The schemas themselves, for what validation alone cannot tell: field names, types and\n' +
    '// the x-expected sentence shown to a user whose value breaks a rule. Descriptions stay in\n' +
    '// openapi/runai.yaml: every step loads this file, and nothing reads them at run time.\n' +
    `export const schemas = ${JSON.stringify(schemas, (key, value) => (key === 'description' && typeof value === 'string' ? undefined : value), 1)};\n`,
);
// The parts of the job's validator are exported for validateJob only; validateJob is the API.
const names = ['validateJob', ...Object.keys(exported).filter((name) => name !== 'validateJobObject' && !name.startsWith('validateJobField_'))];
writeFileSync(
  join(outDir, 'validators.d.ts'),
  `${header}\n` +
    "/** What a compiled validator found wrong: the shape of Ajv's errors, without depending on Ajv. */\n" +
    'export interface ErrorObject {\n' +
    '  keyword: string;\n' +
    '  instancePath: string;\n' +
    '  schemaPath: string;\n' +
    '  params: Record<string, any>;\n' +
    '  propertyName?: string;\n' +
    '  message?: string;\n' +
    '}\n\n' +
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

// The workloads API: types, and one validator per answer the client reads or request the
// emulator checks. Its requests are built by a mapping (src/contract/workloads-mapping.ts), not
// typed in by users, so they need no per-field split.
const workloadsHeader = header.replace('openapi/runai.yaml', 'openapi/workloads.yaml');
const workloadsAst = await openapiTS(new URL(`file://${workloadsDocumentPath}`), { alphabetize: false });
writeFileSync(join(outDir, 'workloads.d.ts'), workloadsHeader + astToString(workloadsAst));
const workloadsSchemas = readSchemas(workloadsDocumentPath);
const workloadsAjv = createAjv({ code: { source: true, esm: true, lines: true } });
workloadsAjv.addSchema({ $id: 'workloads', $defs: inlineReferences(workloadsSchemas) });
const workloadsExported = Object.fromEntries(
  [
    'TokenResponseV1',
    'TokenResponseV2',
    'ProjectList',
    'ClusterList',
    'TrainingRequest',
    'WorkspaceRequest',
    'WorkloadCreated',
    'WorkloadList',
    'Workload',
    'ApiError',
    'Uuid',
  ].map((name) => [`validate${name}`, `workloads#/$defs/${name}`]),
);
const workloadsCode = standaloneCode(workloadsAjv, workloadsExported).replace(
  /const (\w+) = require\("ajv\/dist\/runtime\/(\w+)"\)\.default;/g,
  (_, name, helper) => {
    if (!RUNTIME_HELPERS[helper]) throw new Error(`the validators need Ajv's runtime helper ${helper}: add it to RUNTIME_HELPERS`);
    return RUNTIME_HELPERS[helper](name);
  },
);
writeFileSync(
  join(outDir, 'workloads-validators.js'),
  `${workloadsHeader}/* eslint-disable */\n${workloadsCode.replace(/^"use strict";\n/, '')}\n` +
    '// Which members the control-plane versions have, and rules of some versions only (x-since,\n' +
    '// x-until, x-vendor): what src/contract/versions.ts reads to write a request for a version.\n' +
    `export const versions = ${JSON.stringify(versionMarks(workloadsSchemas), null, 1)};\n`,
);
writeFileSync(
  join(outDir, 'workloads-validators.d.ts'),
  `${workloadsHeader}\nimport type { CompiledValidator } from './validators.js';\n\n` +
    Object.keys(workloadsExported)
      .map((n) => `export declare const ${n}: CompiledValidator;\n`)
      .join('') +
    '\n/** `Schema.member.path` → the versions that have it, and keywords of some versions only. */\n' +
    'export declare const versions: Record<string, { since?: string; until?: string; vendor?: ({ since?: string; until?: string } & Record<string, unknown>)[] }>;\n',
);
console.log(`generated ${outDir}`);
