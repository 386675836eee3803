// The Researcher API's calls and the policy of each (service/operation.ts): retries, what is shown, the fix for each status. Its hints are changed here.
import type { Operation } from '../../service/operation.js';
import { tokenRequest } from '../../service/token.js';
import { harmlessUnlessUnnamed, operation, unlessAnswerLost, worthListingAgain } from '../../service/retry.js';

const NO_ROLE =
  "The Application lacks the Researcher role, or access to this project: grant both in the service's settings (Applications, and the project's access).";
const CREDENTIALS =
  "The token issuer refused the Application's credentials: check 'client-id' (the Application's name), 'client-secret' and 'realm' (Settings → General → Researcher authentication).";
// A 405 is as much a "not here" as a 404: a web server at that address, which takes no POST there.
const NO_TOKEN_ENDPOINT =
  "No token endpoint at that address: check 'auth-url' (https://app.run.ai for hosted installations, the UI address when self-hosted) and 'realm'. A control plane of Run:ai 2.18 or later issues tokens itself: for it, set 'api: workloads' and remove 'realm'.";
const NO_JOBS_ENDPOINT =
  "No jobs endpoint at that address, at any of its documented paths (/api/v1/jobs, /api/v1/job, /api/job): check 'base-url', including any path prefix such as /researcher. Run:ai 2.18 and later may no longer serve the Researcher API: for them, set 'api: workloads' with the control plane's address as 'base-url' and a service account's credentials.";

export const OPERATIONS: Record<'token' | 'submit' | 'list' | 'delete', Operation> = {
  token: tokenRequest('auth-url', {
    400: CREDENTIALS,
    401: CREDENTIALS,
    403: NO_ROLE,
    404: NO_TOKEN_ENDPOINT,
    405: NO_TOKEN_ENDPOINT,
  }),
  submit: operation(
    'the job submission',
    {
      403: NO_ROLE,
      401: "The service refused the token: check that 'base-url' is the cluster of the tenant that issued it, that the token has not expired, and, for a token the step requested, try 'token-field: id_token' if the service wants the id-token.",
      404: NO_JOBS_ENDPOINT,
      405: NO_JOBS_ENDPOINT,
      409: "A job with that name exists already: choose another 'name', or leave it out (and set 'job-name-prefix') to let the service generate one.",
      400: 'The service refused the job definition; its message above says which field.',
      422: 'The service refused the job definition; its message above says which field.',
    },
    { creates: true, isRetryable: harmlessUnlessUnnamed, isDuplicate: (status) => status === 409 },
  ),
  // Read-only: a wait retries it until its own deadline.
  list: operation(
    'the job list',
    {
      401: 'The service refused the token while the step waited, after it was renewed: check that the Application still exists and that its secret was not regenerated.',
      403: "The Application may create jobs in this project but not list them: grant it the Researcher role on the project, or leave 'wait' out.",
      404: "No job list at that address in any documented form: this installation may not serve it. Leave 'wait' out, or check 'base-url'.",
    },
    { isRetryable: worthListingAgain },
  ),
  // By name: one whose answer was lost is left to a later look (a stop's post step), which lists first and tells another run's job of the name.
  delete: operation(
    'the job deletion',
    {
      403: 'The Application may not delete jobs in this project: delete them in the Run:ai user interface, or grant it the Researcher role on the project.',
      404: 'No job deletion at that address in any documented form: delete the jobs in the Run:ai user interface.',
    },
    { isRetryable: unlessAnswerLost },
  ),
};
