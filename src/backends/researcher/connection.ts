// The Researcher API's connection inputs: the cluster's address, a realm's token issuer.
import { fieldSchema } from '../../contract/validate.js';
import type { ConnectionRules } from '../connection.js';

/** A job's name at most (the job document's), and the longest prefix that leaves room in it for the "-<n>" of the service's first 99,999 jobs. */
const NAME_LENGTH = fieldSchema('name')!.maxLength as number;
const MAX_PREFIX = NAME_LENGTH - '-99999'.length;
const PREFIX_EXPECTED = `at most ${MAX_PREFIX} characters with 'api: researcher', which names the job <prefix>-<n> within a name's ${NAME_LENGTH}: shorten it`;

export const connection: ConnectionRules = {
  baseUrl: "the cluster's address, such as https://my-cluster.example.com (with any path prefix, such as /researcher)",
  credentialInputs: ['realm', 'client-id'],
  credentials: "give the Application's 'realm', 'client-id' and 'client-secret', or a ready bearer in 'token'",
  refuses: {
    cluster: "it is used only with 'api: workloads', where a project's name may exist in several clusters. Remove it, or set 'api: workloads'",
    'external-token':
      "the Researcher API takes no identity provider's token: the control plane exchanges one from Run:ai 2.22 ('api: workloads'). Remove it and give the Application's 'realm', 'client-id' and 'client-secret', or set 'api: workloads'",
    labels: "the Researcher API takes no labels. Remove it, or set 'api: workloads' (Run:ai 2.18 and later)",
    annotations: "the Researcher API takes no annotations. Remove it, or set 'api: workloads' (Run:ai 2.18 and later)",
  },
  // The service names a job of a prefix <prefix>-<n>, a name of at most 63 characters: past that, it is created, but no job name the step may
  // take, and is left running unrecorded. (The workloads API makes longer names, and takes a longer prefix.)
  planning: {
    problems: (job) =>
      job.name === undefined && (job.jobNamePrefix?.length ?? 0) > MAX_PREFIX
        ? [{ kind: 'invalid-value', path: ['jobNamePrefix'], value: job.jobNamePrefix, expected: PREFIX_EXPECTED }]
        : [],
    warnings: () => [],
  },
};
