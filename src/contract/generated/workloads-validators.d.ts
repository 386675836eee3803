// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

import type { CompiledValidator } from './validators.js';

export declare const validateTokenResponseV1: CompiledValidator;
export declare const validateTokenResponseV2: CompiledValidator;
export declare const validateProjectList: CompiledValidator;
export declare const validateClusterList: CompiledValidator;
export declare const validateTrainingRequest: CompiledValidator;
export declare const validateWorkspaceRequest: CompiledValidator;
export declare const validateWorkloadCreated: CompiledValidator;
export declare const validateWorkloadList: CompiledValidator;
export declare const validateWorkload: CompiledValidator;
export declare const validateApiError: CompiledValidator;
export declare const validateUuid: CompiledValidator;

/** `Schema.member.path` → the versions that have it, and keywords of some versions only. */
export declare const versions: Record<string, { since?: string; until?: string; vendor?: ({ since?: string; until?: string } & Record<string, unknown>)[] }>;
