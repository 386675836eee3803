// The workloads API's calls and the policy of each (service/operation.ts): retries, what is shown, the fix for each status. Its hints are changed here.
import type { Operation } from '../../service/operation.js';
import { tokenRequest } from '../../service/token.js';
import { harmlessUnlessUnnamed, operation, worthListingAgain } from '../../service/retry.js';

const CREDENTIALS =
  "The control plane refused the credentials: check 'client-id' and 'client-secret' (a service account's, under Access → Service accounts in the Run:ai UI; or, before Run:ai 3.0, an Application's).";
const NOT_CONTROL_PLANE =
  "check that 'base-url' is the control plane's address (the Run:ai UI's, such as https://tenant.run.ai), and that the installation is Run:ai 2.18 or later; older ones need 'api: researcher', with the 'realm' and 'auth-url' of their token issuer.";
const ACCESS_RULE =
  'The service account has no role that allows this in the project: add an access rule (Access → Access rules) with a role that may submit workloads, such as ML engineer, scoped to the project.';
const TOKEN_REFUSED = "The control plane refused the token: check that 'base-url' is the control plane that issued it.";
// A 405 is as much a "not here" as a 404: a web server at that address, which takes no POST there.
const NO_TOKEN_ENDPOINT = `No token endpoint at that address: ${NOT_CONTROL_PLANE}`;
const NO_WORKLOADS_ENDPOINT = `No workloads endpoint at that address: ${NOT_CONTROL_PLANE}`;
const EXTERNAL_REFUSED =
  "The control plane refused 'external-token': it takes a token of the identity provider the tenant has configured for single sign-on, exchanged with the external_token_exchange grant of Run:ai 2.22 and later. Check that the token comes from that provider and has not expired, and that the installation is 2.22 or later; or give a service account's 'client-id' and 'client-secret'.";

export const OPERATIONS: Record<'token' | 'externalToken' | 'projects' | 'submit' | 'list' | 'labels' | 'explain' | 'metrics' | 'delete', Operation> = {
  token: tokenRequest('base-url', { 400: CREDENTIALS, 401: CREDENTIALS, 404: NO_TOKEN_ENDPOINT, 405: NO_TOKEN_ENDPOINT }),
  externalToken: tokenRequest('base-url', {
    400: EXTERNAL_REFUSED,
    401: EXTERNAL_REFUSED,
    403: EXTERNAL_REFUSED,
    404: NO_TOKEN_ENDPOINT,
    405: NO_TOKEN_ENDPOINT,
  }),
  projects: operation('the project lookup', { 401: TOKEN_REFUSED, 403: ACCESS_RULE, 404: `No project lookup at that address: ${NOT_CONTROL_PLANE}` }),
  submit: operation(
    'the workload submission',
    {
      400: 'The control plane refused the workload; its message above says which value (a policy of the project may forbid it).',
      401: TOKEN_REFUSED,
      403: ACCESS_RULE,
      404: NO_WORKLOADS_ENDPOINT,
      405: NO_WORKLOADS_ENDPOINT,
      409: "A workload with that name exists in the project already: choose another 'name', or leave it out to let the service make one unique.",
    },
    {
      creates: true,
      isRetryable: harmlessUnlessUnnamed,
      // The documents list no 409: a name taken may come back as a 400 that says so (workloads.yaml).
      isDuplicate: (status, said) => status === 409 || (status === 400 && /already exists/i.test(said)),
    },
  ),
  list: operation(
    'the workload list',
    {
      401: 'The control plane refused the token while the step waited, after it was renewed: check that the service account still exists and that its secret was not regenerated.',
      403: `${ACCESS_RULE} Or leave 'wait' out.`,
      404: `No workload list at that address: ${NOT_CONTROL_PLANE}`,
    },
    { isRetryable: worthListingAgain },
  ),
  labels: operation("the request for a workload's labels, which say which CI run submitted it", {}),
  explain: operation('the request for why the workload did not do as asked', { 403: `${ACCESS_RULE} The workload's details and events are then not shown.` }),
  metrics: operation("the request for a workload's GPU utilisation", {}),
  delete: operation('the workload deletion', { 403: `${ACCESS_RULE} Meanwhile, delete the workloads in the Run:ai user interface.` }),
};
