// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
export * from './job-validators.js';
export * from './answer-validators.js';
export * from './request-validators.js';
