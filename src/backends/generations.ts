// The generations of the service the action speaks, by the name `api` takes, and each one's
// connection rules: light, read with the inputs, before anything of a generation loads. To add a
// generation: a folder beside these with its connection.ts and index.ts, a line here, and one in
// index.ts (openBackend).
import type { ConnectionRules } from './connection.js';
import { connection as researcher } from './researcher/connection.js';
import { connection as workloads } from './workloads/connection.js';

export const GENERATIONS = { researcher, workloads } satisfies Record<string, ConnectionRules>;
export type Generation = keyof typeof GENERATIONS;
/** `api` when it is not given: the Researcher REST API v1. */
export const DEFAULT_GENERATION: Generation = 'researcher';

/** Outputs some generation sets, with what they hold when the step's generation does not (action.yml declares them all). */
export const GENERATION_OUTPUTS: Record<string, string> = { 'workload-id': '', 'workload-ids': '[]' };
