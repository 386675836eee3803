// Generated from openapi/runai.yaml by scripts/generate.mjs. Do not edit: run `npm run generate`.
export {};
