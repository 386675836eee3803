// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

/** `TrainingRequest.spec.compute` → the members that object may have. */
export declare const members: Record<string, string[]>;

/** `TrainingRequest.spec.labels[].name` → what a value there is expected to be, in words. */
export declare const expectedAt: Record<string, string>;
