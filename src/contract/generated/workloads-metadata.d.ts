// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

import type { CompiledValidator } from './validator-types.js';

export declare const validateMetadataName: CompiledValidator;
export declare const validateLabelValue: CompiledValidator;
export declare const validateAnnotationValue: CompiledValidator;
export declare const validateObjectName: CompiledValidator;
export declare const validateTolerationKey: CompiledValidator;

/** The sentence a failure of each check names. */
export declare const expected: Record<'MetadataName' | 'LabelValue' | 'AnnotationValue' | 'ObjectName' | 'TolerationKey', string>;
