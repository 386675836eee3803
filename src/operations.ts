// What the action calls the service for, and the policy of each call: how it is named in a
// message, which input holds its address, which failures may be tried again, what the service's
// own words are, and the fix for each status. To change a retry rule or a hint, change it here.
import { serviceMessage, tokenErrorMessage } from './contract/service-error.js';
import { ServiceFailure } from './errors.js';
import { isAmbiguous, isBusy, isNotSent } from './retry.js';

export interface Operation {
  /** How a message names it: "the token request". */
  title: string;
  /** The input that holds its address: the fix for a network failure or a redirect names it. */
  addressInput: 'auth-url' | 'base-url';
  /** Whether a call can create something, so that an ambiguous failure may have done so. */
  creates: boolean;
  /**
   * May this failure be tried again? `named`: the call carries an explicit name, so that a second
   * attempt meets the first one's result (409) instead of creating another.
   */
  isRetryable(error: unknown, named: boolean): boolean;
  /** The service's own words in an error answer, as far as they may be shown. */
  said(body: unknown): string;
  /** The fix for a status, where this operation has its own; the rest are common (errors.ts). */
  hints: Partial<Record<number, string>>;
  /** Whether a refusal says the name is taken (a create's 409, or what else the service answers then); its hint is the 409 one. */
  isDuplicate?(status: number, said: string): boolean;
}

const answered = (error: unknown): error is ServiceFailure => error instanceof ServiceFailure;
const CREDENTIALS =
  "The token issuer refused the Application's credentials: check 'client-id' (the Application's name), 'client-secret' and 'realm' (Settings → General → Researcher authentication).";

/** Read-only or idempotent calls: whatever failed may be tried again, except a refusal (4xx). */
const harmlessToRepeat = (error: unknown) => answered(error) && (isBusy(error) || isNotSent(error) || isAmbiguous(error) || (error.status ?? 0) >= 500);

export type OperationName = 'token' | 'submit' | 'list' | 'delete' | 'controlPlaneToken' | 'projects' | 'workloadSubmit' | 'workloadList' | 'workloadDelete';

const CONTROL_PLANE_CREDENTIALS =
  "The control plane refused the credentials: check 'client-id' and 'client-secret' (a service account's, under Access → Service accounts in the Run:ai UI; or, before Run:ai 3.0, an Application's).";
const NOT_CONTROL_PLANE =
  "check that 'base-url' is the control plane's address (the Run:ai UI's, such as https://tenant.run.ai), and that the installation is Run:ai 2.18 or later; older ones need 'api: researcher'.";
const ACCESS_RULE =
  'The service account has no role that allows this in the project: add an access rule (Access → Access rules) with a role that may submit workloads, such as ML engineer, scoped to the project.';

export const OPERATIONS: Record<OperationName, Operation> = {
  token: {
    title: 'the token request',
    addressInput: 'auth-url',
    creates: false,
    // It creates nothing: any busy, server-side or network failure may be tried again; another
    // 4xx, or an untrusted certificate, would fail the same way.
    isRetryable: harmlessToRepeat,
    // Only OAuth's error fields: anything else in a token endpoint's answer may be a token.
    said: tokenErrorMessage,
    hints: {
      400: CREDENTIALS,
      401: CREDENTIALS,
      404: "No token endpoint at that address: check 'auth-url' (https://app.run.ai for hosted installations, the UI address when self-hosted) and 'realm'.",
    },
  },
  submit: {
    title: 'the job submission',
    addressInput: 'base-url',
    creates: true,
    // Retried when the service surely created nothing (busy, not sent); an ambiguous failure only
    // for a named job, whose second attempt meets the first one's job (409). Never another 4xx.
    isRetryable: (error, named) => answered(error) && (isBusy(error) || isNotSent(error) || (named && isAmbiguous(error))),
    said: serviceMessage,
    hints: {
      401: "The service refused the token: check that 'base-url' is the cluster of the tenant that issued it, that the token has not expired, and try 'token-field: id_token' if the service wants the id-token.",
      404: "No jobs endpoint at that address, at any of its documented paths (/api/v1/jobs, /api/v1/job, /api/job): check 'base-url', including any path prefix such as /researcher.",
      409: "A job with that name exists already: choose another 'name', or leave it out (and set 'job-name-prefix') to let the service generate one.",
      400: 'The service refused the job definition; its message above says which field.',
      422: 'The service refused the job definition; its message above says which field.',
    },
    isDuplicate: (status) => status === 409,
  },
  list: {
    title: 'the job list',
    addressInput: 'base-url',
    creates: false,
    // Read-only: a wait retries it until its own deadline (wait.ts). A success that is not a list
    // is a page from something in the way, as passing as a 503.
    isRetryable: (error) => harmlessToRepeat(error) || (answered(error) && (error.status ?? 0) >= 200 && (error.status ?? 0) < 300),
    said: serviceMessage,
    hints: {
      401: 'The service refused the token while the step waited, after it was renewed: check that the Application still exists and that its secret was not regenerated.',
      403: "The Application may create jobs in this project but not list them: grant it the Researcher role on the project, or leave 'wait' out.",
      404: "No job list at that address in any documented form: this installation may not serve it. Leave 'wait' out, or check 'base-url'.",
    },
  },
  delete: {
    title: 'the job deletion',
    addressInput: 'base-url',
    // Deleting twice deletes once: any failure but a refusal may be tried again.
    creates: false,
    isRetryable: harmlessToRepeat,
    said: serviceMessage,
    hints: {
      403: 'The Application may not delete jobs in this project: delete them in the Run:ai user interface, or grant it the Researcher role on the project.',
      404: 'No job deletion at that address in any documented form: delete the jobs in the Run:ai user interface.',
    },
  },
  controlPlaneToken: {
    title: 'the token request',
    addressInput: 'base-url',
    creates: false,
    isRetryable: harmlessToRepeat,
    said: tokenErrorMessage,
    hints: {
      400: CONTROL_PLANE_CREDENTIALS,
      401: CONTROL_PLANE_CREDENTIALS,
      404: `No token endpoint at that address: ${NOT_CONTROL_PLANE}`,
    },
  },
  projects: {
    title: 'the project lookup',
    addressInput: 'base-url',
    creates: false,
    isRetryable: harmlessToRepeat,
    said: serviceMessage,
    hints: {
      401: "The control plane refused the token: check that 'base-url' is the control plane that issued it.",
      403: ACCESS_RULE,
      404: `No project lookup at that address: ${NOT_CONTROL_PLANE}`,
    },
  },
  workloadSubmit: {
    title: 'the workload submission',
    addressInput: 'base-url',
    creates: true,
    isRetryable: (error, named) => answered(error) && (isBusy(error) || isNotSent(error) || (named && isAmbiguous(error))),
    said: serviceMessage,
    hints: {
      400: 'The control plane refused the workload; its message above says which value (a policy of the project may forbid it).',
      401: "The control plane refused the token: check that 'base-url' is the control plane that issued it.",
      403: ACCESS_RULE,
      404: `No workloads endpoint at that address: ${NOT_CONTROL_PLANE}`,
      409: "A workload with that name exists in the project already: choose another 'name', or leave it out to let the service make one unique.",
    },
    // The documents list no 409: a name taken may come back as a 400 that says so (workloads.yaml).
    isDuplicate: (status, said) => status === 409 || (status === 400 && /already exists/i.test(said)),
  },
  workloadList: {
    title: 'the workload list',
    addressInput: 'base-url',
    creates: false,
    isRetryable: (error) => harmlessToRepeat(error) || (answered(error) && (error.status ?? 0) >= 200 && (error.status ?? 0) < 300),
    said: serviceMessage,
    hints: {
      401: 'The control plane refused the token while the step waited, after it was renewed: check that the service account still exists and that its secret was not regenerated.',
      403: `${ACCESS_RULE} Or leave 'wait' out.`,
      404: `No workload list at that address: ${NOT_CONTROL_PLANE}`,
    },
  },
  workloadDelete: {
    title: 'the workload deletion',
    addressInput: 'base-url',
    creates: false,
    isRetryable: harmlessToRepeat,
    said: serviceMessage,
    hints: {
      403: `${ACCESS_RULE} Meanwhile, delete the workloads in the Run:ai user interface.`,
    },
  },
};
