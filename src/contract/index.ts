// The contract package, free of the Actions toolkit. The action imports its modules, not this file, which would bundle every client and validator in each step.
export * from './client.js';
export * from './urls.js';
export * from './validate.js';
export * from './service-error.js';
export * from './workloads-client.js';
export * from './workloads-mapping.js';
export * from './versions.js';
export * from './json-items.js';
export * from './cluster-logs.js';
export type { SpecExtras, WorkloadKind } from './workloads-spec.js';
export type { components, operations, paths } from './generated/openapi.js';
export type { components as workloadsComponents, paths as workloadsPaths } from './generated/workloads.js';
