// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

import type { CompiledValidator } from './validator-types.js';

export declare const validateTokenResponseV1: CompiledValidator;
export declare const validateTokenResponseV2: CompiledValidator;
export declare const validateProjectList: CompiledValidator;
export declare const validateClusterList: CompiledValidator;
export declare const validateWorkloadCreated: CompiledValidator;
export declare const validateCreatedWorkloadName: CompiledValidator;
export declare const validateWorkloadList: CompiledValidator;
export declare const validateWorkload: CompiledValidator;
export declare const validateWorkloadDetailed: CompiledValidator;
export declare const validateSubmittedWorkload: CompiledValidator;
export declare const validateEventList: CompiledValidator;
export declare const validateWorkloadEvent: CompiledValidator;
export declare const validateMetricsResponse: CompiledValidator;
export declare const validateApiError: CompiledValidator;
export declare const validateUuid: CompiledValidator;
