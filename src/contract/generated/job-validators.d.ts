// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

import type { CompiledValidator } from './validator-types.js';

export declare const validateJob: CompiledValidator;

/** The schemas of openapi/runai.yaml (`components.schemas`, references rewritten to `#/$defs/`). */
export declare const schemas: Record<string, SchemaObject>;

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
