// Generates everything that is derived from openapi/runai.yaml and openapi/workloads.yaml:
//   src/contract/generated/openapi.d.ts, workloads.d.ts: TypeScript types (openapi-typescript)
//   src/contract/generated/*-validators.js, workloads-*.js: validation compiled ahead of time
//   (Ajv standalone), one module per moment of a step that needs it, each with its .d.ts;
//   validators.js and workloads-validators.js gather them for the package's consumers
// Compiling ahead of time keeps Ajv's compiler out of the action's bundle and its start-up.
// Usage: node scripts/generate.mjs [--out DIR]   (default: src/contract/generated)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import standaloneCode from 'ajv/dist/standalone/index.js';
import openapiTS, { astToString } from 'openapi-typescript';
import {
  byMemberPath,
  CONTROL_PLANE_VERSIONS,
  createAjv,
  documentPath,
  inlineReferences,
  readSchemas,
  versionMarks,
  workloadsDocumentPath,
} from './schemas.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const outDir = resolve(outFlag > 0 ? process.argv[outFlag + 1] : join(root, 'src/contract/generated'));
const header = '// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.\n';

mkdirSync(outDir, { recursive: true });

// Types.
const ast = await openapiTS(new URL(`file://${documentPath}`), { alphabetize: false });
writeFileSync(join(outDir, 'openapi.d.ts'), header + astToString(ast));

// Validators, compiled ahead of time (Ajv standalone), one module per moment of a step that needs
// them, so that a step compiles only what it uses: the job's (read with the inputs, also by a step
// that fails on them), the answers' (once a backend talks to the service), the requests' (the
// emulators and a package consumer; the action builds its requests by a mapping), and the
// control-plane versions' marks. validators.js and workloads-validators.js gather each document's
// modules for the package's consumers.

// Ajv's output require()s its runtime helpers. They are written out here instead, so that the
// contract package needs no Ajv at run time (a consumer installs openapi-fetch and nothing else).
const RUNTIME_HELPERS = {
  // String length in code points, as JSON Schema counts it: a surrogate pair is one character.
  ucs2length: (name) => `const ${name} = (text) => { let length = 0; for (const _ of text) length++; return length; };`,
};

/** The standalone code of `exported` (export name → schema reference), compiled from `definitions`. */
function compile(definitions, exported) {
  const ajv = createAjv({ code: { source: true, esm: true, lines: true } });
  for (const [id, $defs] of Object.entries(definitions)) ajv.addSchema({ $id: id, $defs });
  return standaloneCode(ajv, exported)
    .replace(/const (\w+) = require\("ajv\/dist\/runtime\/(\w+)"\)\.default;/g, (_, name, helper) => {
      if (!RUNTIME_HELPERS[helper]) throw new Error(`the validators need Ajv's runtime helper ${helper}: add it to RUNTIME_HELPERS`);
      return RUNTIME_HELPERS[helper](name);
    })
    .replace(/^"use strict";\n/, '');
}

const VALIDATOR_TYPES =
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
  '}\n';

/** Writes a validators module and its declarations: `names` are declared as validators, `more` added to both. */
function writeModule(file, head, code, names, more = { js: '', dts: '' }) {
  writeFileSync(join(outDir, `${file}.js`), `${head}/* eslint-disable */\n${code}${more.js}`);
  const types = file === 'validator-types' ? VALIDATOR_TYPES : "import type { CompiledValidator } from './validator-types.js';\n";
  writeFileSync(join(outDir, `${file}.d.ts`), `${head}\n${types}\n${names.map((n) => `export declare const ${n}: CompiledValidator;\n`).join('')}${more.dts}`);
}

/** A module that gathers others, for the package's consumers. */
function writeGathering(file, head, modules) {
  const lines = modules.map((m) => `export * from './${m}.js';\n`).join('');
  writeFileSync(join(outDir, `${file}.js`), `${head}${lines}`);
  writeFileSync(join(outDir, `${file}.d.ts`), `${head}export type { CompiledValidator, ErrorObject } from './validator-types.js';\n${lines}`);
}

writeFileSync(join(outDir, 'validator-types.js'), `${header}export {};\n`);
writeFileSync(join(outDir, 'validator-types.d.ts'), `${header}\n${VALIDATOR_TYPES}`);

// The Researcher API (openapi/runai.yaml).
const schemas = readSchemas();
const inlined = inlineReferences(schemas);
const references = (names) => Object.fromEntries(names.map((name) => [`validate${name}`, `runai#/$defs/${name}`]));

// The job's validator comes in parts: the rules of the job object itself (required fields,
// unknown fields, rules across fields), and one validator per field. V8 compiles a function on
// its first call, and one validator of all the fields took 2–4 ms of every step to compile; in
// parts, a step compiles only the fields its job sets. validateJob, below, puts them together
// and reports what a single validator would, in the same order (test/unit/contract.test.ts).
const fields = Object.keys(inlined.Job.properties);
for (const field of fields) {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(field)) throw new Error(`job field "${field}" would need escaping in a JSON pointer`);
}
const jobParts = {
  validateJobObject: 'runai-job#/$defs/object',
  ...Object.fromEntries(fields.map((field) => [`validateJobField_${field}`, `runai-job#/$defs/${field}`])),
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
// What validate.ts words the job's errors with, by the schema path validateJob's errors give: each schema's sentence
// (x-expected), the members of each object that takes no others, and the member that triggers each conditional rule.
const jobErrors = { expected: {}, known: {}, triggers: {} };
(function walk(node, at) {
  if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
  if (!node || typeof node !== 'object') return;
  if (node['x-expected']) jobErrors.expected[at] = node['x-expected'];
  if (node.additionalProperties === false) jobErrors.known[at] = Object.keys(node.properties ?? {});
  if (node['x-expected'] && node.if?.required?.length) jobErrors.triggers[at] = node.if.required[0];
  for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
})(inlined.Job, '#');
// The job's schema goes with its validator, references inlined as the validator has them: the action reads its fields.
// The parts of the job's validator are exported for validateJob only; validateJob is the API.
writeModule(
  'job-validators',
  header,
  compile({ 'runai-job': { object: { ...inlined.Job, properties: Object.fromEntries(fields.map((f) => [f, true])) }, ...inlined.Job.properties } }, jobParts),
  ['validateJob'],
  {
    js:
      `\n${composeJob}\n` +
      `export const job = ${JSON.stringify(inlined.Job, (key, value) => (key === 'description' && typeof value === 'string' ? undefined : value), 1)};\n` +
      `export const jobErrors = ${JSON.stringify(jobErrors, null, 1)};\n`,
    dts:
      "\n/** The Job schema of openapi/runai.yaml, references inlined: what validateJob's schemaPaths point into. */\n" +
      'export declare const job: SchemaObject;\n\n' +
      "/** By schema path: the document's sentences (x-expected), closed objects' members, the trigger of each conditional rule. */\n" +
      'export declare const jobErrors: { expected: Record<string, string>; known: Record<string, string[]>; triggers: Record<string, string> };\n\n' +
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
  },
);
const answers = ['TokenResponse', 'JobCreated', 'ServiceError', 'OAuthError', 'JobList', 'ListedJob', 'JobStatus', 'DeleteResults', 'DeleteResult'];
writeModule(
  'answer-validators',
  header,
  compile({ runai: inlined }, references(answers)),
  answers.map((n) => `validate${n}`),
);
const requests = ['JobReferences', 'SwaggerJobSubmission'];
writeModule(
  'request-validators',
  header,
  compile({ runai: inlined }, references(requests)),
  requests.map((n) => `validate${n}`),
);
writeGathering('validators', header, ['job-validators', 'answer-validators', 'request-validators']);

// The workloads API (openapi/workloads.yaml): types, the validators of the answers the client
// reads and of the requests the emulator checks, and the versions' marks. Its requests are built
// by a mapping (src/contract/workloads-mapping.ts), not typed in by users, so they need no
// per-field split.
const workloadsHeader = header.replace('openapi/runai.yaml', 'openapi/workloads.yaml');
const workloadsAst = await openapiTS(new URL(`file://${workloadsDocumentPath}`), { alphabetize: false });
writeFileSync(join(outDir, 'workloads.d.ts'), workloadsHeader + astToString(workloadsAst));
const workloadsSchemas = readSchemas(workloadsDocumentPath);
const workloadsInlined = { workloads: inlineReferences(workloadsSchemas) };
// The requests with every member in place, so that a request's own paths (`TrainingRequest.spec.category`)
// carry their marks: what the action checks a request against once it knows the version.
const requestsInlined = Object.fromEntries(
  ['TrainingRequest', 'WorkspaceRequest', 'DistributedRequest'].map((name) => [name, workloadsInlined.workloads[name]]),
);
const workloadsReferences = (names) => Object.fromEntries(names.map((name) => [`validate${name}`, `workloads#/$defs/${name}`]));
const workloadsAnswers = [
  'TokenResponseV1',
  'TokenResponseV2',
  'ProjectList',
  'ClusterList',
  'WorkloadCreated',
  'CreatedWorkloadName',
  'WorkloadList',
  'Workload',
  'WorkloadDetailed',
  'SubmittedWorkload',
  'EventList',
  'WorkloadEvent',
  'MetricsResponse',
  'ApiError',
  'Uuid',
];
writeModule(
  'workloads-answers',
  workloadsHeader,
  compile(workloadsInlined, workloadsReferences(workloadsAnswers)),
  workloadsAnswers.map((n) => `validate${n}`),
);
// What the action checks of a user's labels and annotations, and of a claim's storage class, before
// it maps them, with the sentence each check's failure names (x-expected).
const workloadsMetadata = ['MetadataName', 'LabelValue', 'AnnotationValue', 'ObjectName', 'TolerationKey'];
writeModule(
  'workloads-metadata',
  workloadsHeader,
  compile(workloadsInlined, workloadsReferences(workloadsMetadata)),
  workloadsMetadata.map((n) => `validate${n}`),
  {
    js: `\nexport const expected = ${JSON.stringify(Object.fromEntries(workloadsMetadata.map((n) => [n, workloadsSchemas[n]['x-expected']])), null, 1)};\n`,
    dts: `\n/** The sentence a failure of each check names. */\nexport declare const expected: Record<${workloadsMetadata.map((n) => `'${n}'`).join(' | ')}, string>;\n`,
  },
);
const workloadsRequests = ['TrainingRequest', 'WorkspaceRequest', 'DistributedRequest'];
writeModule(
  'workloads-requests',
  workloadsHeader,
  compile(workloadsInlined, workloadsReferences(workloadsRequests)),
  workloadsRequests.map((n) => `validate${n}`),
);
writeFileSync(
  join(outDir, 'workloads-versions.js'),
  `${workloadsHeader}` +
    '// Which members the control-plane versions have, and rules of some versions only (x-since,\n' +
    '// x-until, x-vendor): what src/contract/versions.ts reads to write a request for a version.\n' +
    `export const versions = ${JSON.stringify(versionMarks({ ...workloadsSchemas, ...requestsInlined }))};\n` +
    '// The versions whose vendor documents openapi/workloads.yaml was written from, oldest first (scripts/schemas.mjs).\n' +
    `export const CONTROL_PLANE_VERSIONS = ${JSON.stringify(CONTROL_PLANE_VERSIONS)};\n`,
);
writeFileSync(
  join(outDir, 'workloads-versions.d.ts'),
  `${workloadsHeader}\n/** \`Schema.member.path\` → the versions that have it, and keywords of some versions only. */\n` +
    'export declare const versions: Record<string, { since?: string; until?: string; vendor?: ({ since?: string; until?: string } & Record<string, unknown>)[] }>;\n' +
    '\n/** The versions whose vendor documents openapi/workloads.yaml was written from, oldest first. */\n' +
    `export declare const CONTROL_PLANE_VERSIONS: readonly [${CONTROL_PLANE_VERSIONS.map((v) => `'${v}'`).join(', ')}];\n`,
);
writeFileSync(
  join(outDir, 'workloads-members.js'),
  `${workloadsHeader}` +
    '// The members each object of a request may have, by path: what a typo in the `spec` input is compared with.\n' +
    `export const members = ${JSON.stringify(byMemberPath(requestsInlined, (node) => (node.properties && node.additionalProperties === false ? Object.keys(node.properties) : undefined)))};\n` +
    "// The sentence a value that breaks a member's rules is told (x-expected), by the member's path.\n" +
    `export const expectedAt = ${JSON.stringify(byMemberPath(requestsInlined, (node) => node['x-expected']))};\n`,
);
writeFileSync(
  join(outDir, 'workloads-members.d.ts'),
  `${workloadsHeader}\n/** \`TrainingRequest.spec.compute\` → the members that object may have. */\nexport declare const members: Record<string, string[]>;\n` +
    '\n/** `TrainingRequest.spec.labels[].name` → what a value there is expected to be, in words. */\nexport declare const expectedAt: Record<string, string>;\n',
);
// What one kind's spec has and another's lacks, for the mapping: a master lacks the workers' framework members, a workspace a training's.
const requestMembers = (path) => byMemberPath(requestsInlined, (node) => (node.properties ? Object.keys(node.properties) : undefined))[path];
const lacking = (from, to) => requestMembers(from).filter((member) => !requestMembers(to).includes(member));
const kinds = {
  workersOnly: lacking('DistributedRequest.spec', 'DistributedRequest.masterSpec'),
  trainingOnly: lacking('TrainingRequest.spec', 'WorkspaceRequest.spec'),
};
writeFileSync(
  join(outDir, 'workloads-kinds.js'),
  `${workloadsHeader}${Object.entries(kinds)
    .map(([name, list]) => `export const ${name} = ${JSON.stringify(list)};\n`)
    .join('')}`,
);
writeFileSync(
  join(outDir, 'workloads-kinds.d.ts'),
  `${workloadsHeader}${Object.entries(kinds)
    .map(([name, list]) => `export declare const ${name}: readonly (${list.map((m) => `'${m}'`).join(' | ')})[];\n`)
    .join('')}`,
);
writeGathering('workloads-validators', workloadsHeader, [
  'workloads-answers',
  'workloads-requests',
  'workloads-metadata',
  'workloads-versions',
  'workloads-members',
]);
console.log(`generated ${outDir}`);
