// The generations of the service the action speaks, by the name `api` takes, and each one's connection rules: read with the inputs, before
// a generation's backend (its client and requests) loads. To add a generation: a folder beside these with its connection.ts and index.ts, a line here, and one in index.ts (openBackend).
import type { ConnectionRules } from './connection.js';
import { connection as researcher } from './researcher/connection.js';
import { connection as workloads } from './workloads/connection.js';

export const GENERATIONS = { researcher, workloads } satisfies Record<string, ConnectionRules>;
export type Generation = keyof typeof GENERATIONS;
/** The generation when `api` is not given (or `auto`): a `realm` is the Researcher API's token issuer; `why` says so in the log, with how to choose. */
export const chooseGeneration = (read: (name: string) => string | undefined): { api: Generation; why: string } =>
  read('realm') !== undefined
    ? { api: 'researcher', why: "Using the Researcher REST API ('api: researcher'), as 'realm' is given; set 'api' to choose." }
    : {
        api: 'workloads',
        why: "Using the control plane's workloads API ('api: workloads', Run:ai 2.18 and later), as no 'realm' is given; set 'api: researcher' for an older installation's Researcher API.",
      };

/** Outputs some generation sets, with what they hold when the step's generation does not (action.yml declares them all). */
export const GENERATION_OUTPUTS: Record<string, string> = { 'workload-id': '', 'workload-ids': '[]' };
