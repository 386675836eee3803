// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

import type { CompiledValidator } from './validator-types.js';

export declare const validateJob: CompiledValidator;

/** The Job schema of openapi/runai.yaml, references inlined: what validateJob's schemaPaths point into. */
export declare const job: SchemaObject;

/** By schema path: the document's sentences (x-expected), closed objects' members, the trigger of each conditional rule. */
export declare const jobErrors: { expected: Record<string, string>; known: Record<string, string[]>; triggers: Record<string, string> };

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
