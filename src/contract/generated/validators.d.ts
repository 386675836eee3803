// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

/** What a compiled validator found wrong: the shape of Ajv's errors, without depending on Ajv. */
export interface ErrorObject {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, any>;
  propertyName?: string;
  message?: string;
}

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validateJob: CompiledValidator;
export declare const validateTokenResponse: CompiledValidator;
export declare const validateJobCreated: CompiledValidator;
export declare const validateServiceError: CompiledValidator;
export declare const validateOAuthError: CompiledValidator;
export declare const validateJobList: CompiledValidator;
export declare const validateListedJob: CompiledValidator;
export declare const validateJobStatus: CompiledValidator;
export declare const validateDeleteResults: CompiledValidator;
export declare const validateJobReferences: CompiledValidator;
export declare const validateSwaggerJobSubmission: CompiledValidator;

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
