// Generated from openapi/workloads.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.

/** `Schema.member.path` → the versions that have it, and keywords of some versions only. */
export declare const versions: Record<string, { since?: string; until?: string; vendor?: ({ since?: string; until?: string } & Record<string, unknown>)[] }>;
