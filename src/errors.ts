// One failure path. Every failure the action reports is one of these, rendered cause first,
// then the fix, behind one prefix, so that a person scanning a log finds it at once.

import { describeProblem, type Problem } from './problems.js';

export const FAILURE_PREFIX = 'submit-runai-job failed';

/** Bad input: every problem of a step's inputs, each naming the input and what is expected. */
export class InputError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(describeProblem).join('\n'));
    this.name = 'InputError';
  }

  /** Each problem in words, as the step's failure lists them. */
  get messages(): string[] {
    return this.problems.map(describeProblem);
  }
}

export type Step = 'token' | 'submit';

/** How a request that got no answer failed, as far as the client can tell. */
export type NetworkFailureKind =
  /** Nothing reached the service (refused, DNS, unreachable, connect timeout): safe to retry. */
  | 'not-sent'
  /** The request may have reached the service (timeout, reset after sending): retry only if idempotent. */
  | 'ambiguous'
  /** The certificate was not trusted or did not match: retrying cannot help. */
  | 'tls';

export interface ServiceFailureDetails {
  step: Step;
  url: string;
  /** HTTP status, when the service answered. */
  status?: number;
  /** The service's own words (message, details, error_description, or a clean excerpt). */
  serviceMessage?: string;
  /** When no answer came. */
  network?: { kind: NetworkFailureKind; cause: string };
  /** From Retry-After, when the service said when to come back. */
  retryAfterMs?: number;
  /** From Location, when the address redirects elsewhere. */
  location?: string;
}

/** What a refusal's headers add to its details: when to come back, and where a redirect points. */
export function detailsFromHeaders(headers: { get(name: string): string | null }): Pick<ServiceFailureDetails, 'retryAfterMs' | 'location'> {
  return { retryAfterMs: parseRetryAfter(headers.get('retry-after')), location: headers.get('location') ?? undefined };
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A request the service refused, or that got no answer. */
export class ServiceFailure extends Error {
  readonly details: ServiceFailureDetails;
  /** Added by the caller when the failure is final: why it was not retried, or that retries ran out. */
  note?: string;

  constructor(details: ServiceFailureDetails) {
    super(describeFailure(details));
    this.name = 'ServiceFailure';
    this.details = details;
  }

  get status(): number | undefined {
    return this.details.status;
  }
}

const STEP_TITLE: Record<Step, string> = {
  token: 'the token request',
  submit: 'the job submission',
};

function describeFailure(d: ServiceFailureDetails): string {
  if (d.network) return `${STEP_TITLE[d.step]} to ${d.url} failed: ${d.network.cause}`;
  const said = d.serviceMessage ? `: ${d.serviceMessage}` : '';
  return `${STEP_TITLE[d.step]} to ${d.url} was answered with HTTP ${d.status}${said}`;
}

/** The fix for a failure, when a common cause is known. */
export function hintFor(d: ServiceFailureDetails): string | undefined {
  const input = d.step === 'token' ? "'auth-url'" : "'base-url'";
  if (d.network?.kind === 'tls' && /ALTNAME/.test(d.network.cause)) {
    return `The server's certificate does not name this address: use in ${input} the host name the certificate was issued for.`;
  }
  if (d.network?.kind === 'tls') {
    return "The server's certificate is not trusted. For a private CA, give its PEM (text or a file path) in 'ca-certificates', or set NODE_EXTRA_CA_CERTS on the runner.";
  }
  if (d.network) {
    return `Check ${input}, the runner's network, and HTTPS_PROXY / NO_PROXY if a proxy is in the way.`;
  }
  if (d.status !== undefined && d.status >= 300 && d.status < 400) {
    return `The address redirects${d.location ? ` to ${d.location}` : ''}, and a POST is not sent on after a redirect: set ${input} to the final address, https:// included.`;
  }
  if (d.step === 'token') {
    if (d.status === 401 || d.status === 400) {
      return "The token issuer refused the Application's credentials: check 'client-id' (the Application's name), 'client-secret' and 'realm' (Settings → General → Researcher authentication).";
    }
    if (d.status === 404) {
      return "No token endpoint at that address: check 'auth-url' (https://app.run.ai for hosted installations, the UI address when self-hosted) and 'realm'.";
    }
  }
  if (d.step === 'submit') {
    if (d.status === 401) {
      return "The service refused the token: check that 'base-url' is the cluster of the tenant that issued it, that the token has not expired, and try 'token-field: id_token' if the service wants the id-token.";
    }
    if (d.status === 404) {
      return "No jobs endpoint at that address: check 'base-url', including any path prefix such as /researcher.";
    }
    if (d.status === 409) {
      return "A job with that name exists already: choose another 'name', or leave it out (and set 'job-name-prefix') to let the service generate one.";
    }
    if (d.status === 400 || d.status === 422) {
      return 'The service refused the job definition; its message above says which field.';
    }
  }
  if (d.status === 403) {
    return "The Application lacks the Researcher role, or access to this project: grant both in the service's settings (Applications, and the project's access).";
  }
  if (d.status === 429 || d.status === 503) {
    return "The service stayed busy through every attempt: try again later, or raise 'max-attempts'.";
  }
  if (d.status !== undefined && d.status >= 500) {
    return 'The service failed; try again later, and check its status if this persists.';
  }
  return undefined;
}

/** The single message a failed step ends with: prefix, cause, why it stopped, fix. */
export function failureMessage(error: unknown): string {
  return `${FAILURE_PREFIX}: ${failureCause(error)}`;
}

/** A failure in words, without the prefix: cause, why it stopped, fix. */
export function failureCause(error: unknown): string {
  if (error instanceof InputError) {
    const lines = error.messages;
    return lines.length === 1 ? lines[0]! : `${lines.length} inputs need fixing; nothing was sent.\n${lines.map((l) => `  - ${l}`).join('\n')}`;
  }
  if (error instanceof ServiceFailure) {
    const hint = hintFor(error.details);
    return [`${error.message}.`, error.note, hint].filter(Boolean).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}
