// One failure path: every failure the action reports is one of these, cause first, then the fix, behind one prefix a person scanning a log finds at once.
import type { Operation } from './service/operation.js';
import { describeProblem, type Problem } from './problems.js';

export const FAILURE_PREFIX = 'submit-runai-job failed';

/** Bad input: every problem of a step's inputs, each naming the input and what is expected. */
export class InputError extends Error {
  override name = 'InputError';

  constructor(readonly problems: Problem[]) {
    super(problems.map(describeProblem).join('\n'));
  }

  /** Each problem in words, as the step's failure lists them. */
  get messages(): string[] {
    return this.problems.map(describeProblem);
  }
}

/** Wrong input, like InputError, that only the service could tell (a spec member its version lacks); nothing was sent. */
export class InputNotTaken extends Error {
  override name = 'InputNotTaken';
}

/** A request not sent because the step was stopped: after a stop nothing new is sent. */
export class StepStopped extends Error {
  override name = 'StepStopped';
  override message = 'not submitted: the step was stopped';
}

/** The cause said of an https:// address whose server speaks plain HTTP (service/wire.ts), by which its fix is given. */
export const NOT_HTTPS = 'the server at this address does not speak HTTPS: is it http://?';

/** The start of the cause said of an https:// proxy whose certificate does not name it (service/wire.ts): its fix is in the proxy's address. */
export const PROXY_TLS = 'the https:// proxy';

export interface ServiceFailureDetails {
  /** What was being called, with its policy (operations.ts). */
  operation: Operation;
  url: string;
  /** HTTP status, when the service answered. */
  status?: number;
  /** The service's own words (message, details, error_description, or a clean excerpt). */
  serviceMessage?: string;
  /** When no answer came, how it failed: nothing reached the service (safe to retry), it may have (retry if idempotent), or TLS (no retry helps). */
  /** `byDeadline`: no answer came before a deadline of the caller's (a stop's, or the wait's), which says nothing of the service. */
  network?: { kind: 'not-sent' | 'ambiguous' | 'tls'; cause: string; byDeadline?: true };
  /** From Retry-After, when the service said when to come back. */
  retryAfterMs?: number;
  /** The answer's body was JSON, as the service writes its errors (a gateway in front of it writes text or HTML). */
  inJson?: boolean;
  /** From Location, when the address redirects elsewhere. */
  location?: string;
  /** The refusal says the name is taken: its fix is the operation's for a 409, whatever the status. */
  duplicate?: boolean;
  /** The answer was larger than the step reads: so at every asking. */
  tooLarge?: boolean;
  /** A success that was a web page (HTML): not the service's API, whose answers are JSON, but what its address leads to. */
  webPage?: boolean;
  /** The bearer refused (401) was the 'token' input, which the step cannot renew. */
  givenToken?: 'expired' | 'refused';
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
  override name = 'ServiceFailure';
  /** Added by the caller when the failure is final: why it was not retried, or that retries ran out. */
  note?: string;

  constructor(readonly details: ServiceFailureDetails) {
    const { operation, url, network, status, serviceMessage } = details;
    const outcome = network ? `failed: ${network.cause}` : `was answered with HTTP ${status}${serviceMessage ? `: ${serviceMessage}` : ''}`;
    super(`${operation.title} to ${url} ${outcome}`);
  }

  get status(): number | undefined {
    return this.details.status;
  }
}

/** The fix for a failure: the operation's own for its status, else a common one. */
function hintFor(d: ServiceFailureDetails): string | undefined {
  const input = `'${d.operation.addressInput}'`;
  // undici names a proxy's TLS failure only where its certificate does not name it; others read as the server's (whose CA fix is the same).
  if (d.network?.kind === 'tls' && d.network.cause.startsWith(PROXY_TLS))
    return "The proxy's certificate does not name the address HTTPS_PROXY (or HTTP_PROXY) gives it: write there the host name the certificate was issued for.";
  // An http:// request meets TLS only in an https:// proxy.
  if (d.network?.kind === 'tls' && d.network.cause.startsWith(NOT_HTTPS))
    return d.url.startsWith('http://')
      ? 'The proxy does not speak HTTPS: write its address http:// in HTTPS_PROXY and HTTP_PROXY, as most proxies are, also for https:// services.'
      : `If the service is served over plain HTTP, write http:// in ${input}; if not, this address and port are another server's. Behind a proxy, HTTPS_PROXY may be the address that is plain HTTP: it is written http:// for most proxies.`;
  // A server that speaks only HTTPS drops a plain-HTTP request unanswered; retried, as any reset is, then said.
  if (d.network && /ECONNRESET/.test(d.network.cause) && d.url.startsWith('http://'))
    return `A server that speaks only HTTPS closes a plain http:// connection so: if this one does, write https:// in ${input}. Otherwise check ${input}, the runner's network, and HTTPS_PROXY / NO_PROXY if a proxy is in the way.`;
  if (d.network?.kind === 'tls')
    return /ALTNAME/.test(d.network.cause)
      ? `The server's certificate does not name this address: use in ${input} the host name the certificate was issued for.`
      : "The server's certificate is not trusted. For a private CA, give its PEM (text or a file path) in 'ca-certificates', or set NODE_EXTRA_CA_CERTS on the runner.";
  if (d.network) return `Check ${input}, the runner's network, and HTTPS_PROXY / NO_PROXY if a proxy is in the way.`;
  if (d.status === undefined) return undefined;
  if (d.webPage)
    return `${input} leads to a web page, not to the service's API: check it (the address of the Run:ai user interface may not be the API's, nor one with a path after it).`;
  if (d.status >= 300 && d.status < 400)
    return `The server says the address redirects${d.location ? ` to ${d.location}` : ''}, and a request is not sent on after a redirect: if that is the service's own address, set ${input} to it, https:// included.`;
  if (d.status === 401 && d.givenToken === 'expired')
    return "The 'token' input was refused: it may have expired, and the step cannot renew a token it is given. Give 'client-id' and 'client-secret' for the step to request and renew its own, or a token that outlives the wait.";
  if (d.status === 401 && d.givenToken === 'refused')
    return "The service refused the 'token' input: check that 'base-url' is the service of the tenant that issued it, and that it has not expired or been revoked (the step cannot renew a token it is given).";
  return d.operation.hints[d.duplicate ? 409 : d.status] ?? COMMON_HINTS[d.status] ?? (d.status >= 500 ? COMMON_HINTS[500] : undefined);
}

const BUSY = "The service stayed busy through every attempt: try again later, or raise 'max-attempts'.";
const COMMON_HINTS: Record<number, string> = {
  403: "The credentials lack a role that allows this, or access to this project: grant both in the service's settings.",
  429: BUSY,
  503: BUSY,
  500: 'The service failed; try again later, and check its status if this persists.',
};

/** The single message a failed step ends with: prefix, cause, why it stopped, fix. */
export const failureMessage = (error: unknown): string => `${FAILURE_PREFIX}: ${failureCause(error)}`;

/** A step's failure: the error, and its cause in words. */
export const failureOf = (error: unknown): { cause: string; error: unknown } => ({ cause: failureCause(error), error });

/** A failure in words, without the prefix: cause, why it stopped, fix. */
export function failureCause(error: unknown): string {
  if (error instanceof InputError) {
    const lines = error.messages;
    return lines.length === 1
      ? `${lines[0]!} Nothing was sent.`
      : `${lines.length} problems in the inputs need fixing; nothing was sent.\n${lines.map((l) => `  - ${l}`).join('\n')}`;
  }
  if (error instanceof ServiceFailure) {
    const hint = hintFor(error.details);
    // Credentials refused: what a person must fix comes first, the request it came from after.
    const { operation, status } = error.details;
    if (operation.token && (status === 400 || status === 401) && hint)
      return [hint, `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`, error.note].filter(Boolean).join(' ');
    return [`${error.message}.`, error.note, hint].filter(Boolean).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}
