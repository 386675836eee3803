// The workloads API's connection inputs: the control plane's address, which issues tokens itself.
import type { ConnectionRules } from '../connection.js';
import { expected, validateAnnotationValue, validateLabelValue, validateMetadataName } from '../../contract/generated/workloads-metadata.js';
import { workloadProblems, workloadWarnings } from '../../contract/workloads-mapping.js';
import type { Problem } from '../../problems.js';
import { planRequests, readSpecInputs, SPEC_INPUTS } from './spec-inputs.js';

export const connection: ConnectionRules = {
  baseUrl: "the control plane's address, such as https://tenant.run.ai (the address of the Run:ai user interface)",
  credentialInputs: ['client-id'],
  credentials:
    "give the service account's (or Application's) 'client-id' and 'client-secret', a token of the tenant's identity provider in 'external-token' (Run:ai 2.22 and later), or a ready bearer in 'token'",
  owns: {
    inputs: SPEC_INPUTS,
    why: "it sets a member of the control plane's workload spec, which the Researcher API does not have. Remove it, or set 'api: workloads' (Run:ai 2.18 and later)",
  },
  refuses: {
    realm: "it is not used with 'api: workloads': the control plane issues tokens itself, at 'base-url', for 'client-id' and 'client-secret'. Remove 'realm'",
    'auth-url':
      "it is not used with 'api: workloads': the control plane issues tokens itself, at 'base-url'. Remove 'auth-url', or set 'api: researcher' and 'realm' for an older installation's token issuer",
    'token-request': "it is not used with 'api: workloads': the control plane's token request has a form of its own. Remove 'token-request'",
  },
  // The mapping's own checks (a field without an equivalent, a storage class it would refuse), and
  // Kubernetes' rules for labels and annotations, which the cluster would apply only once it runs the job.
  planning: {
    problems: workloadProblems,
    warnings: workloadWarnings,
    metadata: (given) =>
      (['labels', 'annotations'] as const).flatMap((input) =>
        Object.entries(given[input] ?? {}).flatMap(([name, value]): Problem[] => {
          const source = { inputs: [input] };
          if (!validateMetadataName(name)) return [{ kind: 'bad-name', path: [name], value: name, source, expected: expected.MetadataName }];
          if ((input === 'labels' ? validateLabelValue : validateAnnotationValue)(value)) return [];
          return [{ kind: 'invalid-value', path: [name], value, source, expected: expected[input === 'labels' ? 'LabelValue' : 'AnnotationValue'] }];
        }),
      ),
    extras: readSpecInputs,
    requests: planRequests,
  },
};
