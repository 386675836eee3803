// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

import type { CompiledValidator } from './validator-types.js';

export declare const validateJob: CompiledValidator;

/** The Job schema of openapi/runai.yaml, references inlined: what validateJob's schemaPaths point into. */
export declare const job: SchemaObject;

export interface SchemaObject {
  [keyword: string]: unknown;
  type?: string | string[];
  $ref?: string;
  'x-expected'?: string;
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  additionalProperties?: SchemaObject | boolean;
  required?: string[];
  enum?: unknown[];
}
