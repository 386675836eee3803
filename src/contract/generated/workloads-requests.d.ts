// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

import type { CompiledValidator } from './validator-types.js';

export declare const validateTrainingRequest: CompiledValidator;
export declare const validateWorkspaceRequest: CompiledValidator;
export declare const validateDistributedRequest: CompiledValidator;
