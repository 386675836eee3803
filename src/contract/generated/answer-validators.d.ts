// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

import type { CompiledValidator } from './validator-types.js';

export declare const validateTokenResponse: CompiledValidator;
export declare const validateJobCreated: CompiledValidator;
export declare const validateServiceError: CompiledValidator;
export declare const validateOAuthError: CompiledValidator;
export declare const validateJobList: CompiledValidator;
export declare const validateListedJob: CompiledValidator;
export declare const validateJobStatus: CompiledValidator;
export declare const validateDeleteResults: CompiledValidator;
export declare const validateDeleteResult: CompiledValidator;
