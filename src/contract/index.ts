// The contract package: the OpenAPI document's types, a typed client and validation, usable
// from any TypeScript code without the GitHub Actions toolkit.
export * from './client.js';
export * from './urls.js';
export * from './validate.js';
export * from './service-error.js';
export type { components, operations, paths } from './generated/openapi.js';
