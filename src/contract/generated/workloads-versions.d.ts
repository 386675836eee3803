// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

/** `Schema.member.path` → the versions that have it, and keywords of some versions only. */
export declare const versions: Record<string, { since?: string; until?: string; vendor?: ({ since?: string; until?: string } & Record<string, unknown>)[] }>;

/** The versions whose vendor documents openapi/workloads.yaml was written from, oldest first. */
export declare const CONTROL_PLANE_VERSIONS: readonly ['2.18', '2.19', '2.20', '2.21', '2.22', '2.23', '2.24'];
