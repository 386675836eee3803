// The workloads API's connection inputs: the control plane's address, which issues tokens itself.
import type { ConnectionRules } from '../connection.js';

export const connection: ConnectionRules = {
  baseUrl: "the control plane's address, such as https://tenant.run.ai (the address of the Run:ai user interface)",
  credentialInputs: ['client-id'],
  credentials: "give the service account's (or Application's) 'client-id' and 'client-secret', or a ready bearer in 'token'",
  refuses: {
    realm: "it is not used with 'api: workloads': the control plane issues tokens itself, at 'base-url', for 'client-id' and 'client-secret'. Remove 'realm'",
  },
  // The mapping's own checks (a field without an equivalent, a storage class it would refuse), and
  // Kubernetes' rules for labels and annotations, which the cluster would apply only once it runs the job.
  planning: async () => {
    const [{ workloadProblems, workloadWarnings }, { metadataProblems }] = await Promise.all([
      import('../../contract/workloads-mapping.js'),
      import('./metadata.js'),
    ]);
    return { problems: workloadProblems, warnings: workloadWarnings, metadata: metadataProblems };
  },
};
