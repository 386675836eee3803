// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

import type { CompiledValidator } from './validator-types.js';

export declare const validateJobReferences: CompiledValidator;
export declare const validateSwaggerJobSubmission: CompiledValidator;
