// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
export * from './workloads-answers.js';
export * from './workloads-requests.js';
export * from './workloads-metadata.js';
export * from './workloads-versions.js';
export * from './workloads-members.js';
