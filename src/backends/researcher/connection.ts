// The Researcher API's connection inputs: the cluster's address, a realm's token issuer.
import type { ConnectionRules } from '../connection.js';

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
};
