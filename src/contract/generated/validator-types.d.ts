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
