// The workloads API's connection inputs: the control plane's address, which issues tokens itself.
import type { ConnectionRules } from '../connection.js';

export const connection: ConnectionRules = {
  baseUrl: "the control plane's address, such as https://tenant.run.ai (the address of the Run:ai user interface)",
  credentialInputs: ['client-id'],
  credentials: "give the service account's (or Application's) 'client-id' and 'client-secret', or a ready bearer in 'token'",
  refuses: {
    realm: "it is not used with 'api: workloads': the control plane issues tokens itself, at 'base-url', for 'client-id' and 'client-secret'. Remove 'realm'",
  },
  // The mapping's own checks (a field without an equivalent, a storage class it would refuse).
  planning: async () => {
    const { workloadProblems, workloadWarnings } = await import('../../contract/workloads-mapping.js');
    return { problems: workloadProblems, warnings: workloadWarnings };
  },
};
