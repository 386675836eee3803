// The bearer for the calls: the `token` input as given, or a token from the endpoint the backend names, chosen by
// `token-field`, renewed before it expires, masked on arrival; and the calls that carry it (TokenSource.call).
import { callService, dataOf, type ReadAnswer } from './call.js';
import type { Answer, TokenResponse } from '../contract/client.js';
import { describeRange, type VersionRange } from '../contract/versions.js';
import { ServiceFailure } from '../errors.js';
import type { Settings } from '../inputs.js';
import { jwtExpired, jwtTimes, mask, maskTokensIn, MIN_TOKEN_LENGTH } from '../secrets.js';
import type { Operation } from './operation.js';
import { operation, type RetryClock } from './retry.js';
import { tokenErrorMessage } from '../contract/service-error.js';
import { timeLeft } from './wire.js';
import { formatDuration, type Log } from '../log.js';
import { forLog, HEADER_SAFE } from '../safe-text.js';

/** A token request's policy: it creates nothing, so busy, server and network failures are retried, not 4xx or TLS; only OAuth's error fields are shown. */
export const tokenRequest = (addressInput: string, hints: Operation['hints']): Operation =>
  operation('the token request', hints, { token: true, addressInput, said: tokenErrorMessage });

/** One way to ask for a token: an address and a form. */
export interface TokenEndpoint {
  url: string;
  /** Who issues it, as the log names it, such as "realm 'runai'" (the backend's words). */
  issuer: string;
  /** The form, as the log names it once it is used: "client_credentials". */
  form?: string;
  operation: Operation;
  send(): Promise<Answer<TokenResponse>>;
  /** Where to ask instead when refused as not served (a 404, a grant not taken); `firstSaysMore`: report this refusal if that one is refused too. */
  otherwise?(refusal: ServiceFailure): { endpoint: TokenEndpoint; why: string; firstSaysMore?: boolean } | undefined;
  /** What a token from here tells of the service's version. */
  version?(response: TokenResponse): VersionRange;
}

/** A call that carries the bearer: where it goes, how it is sent with one, and what its answer means (by default its data, or not `expected`). */
export type BearerCall<T, R = T> = { url: string; send(bearer: string): Promise<Answer<T>>; read?(answer: ReadAnswer<T>): R; expected?: string };

/** A bearer and where it came from; `renewAt`: epoch ms after which it must not be sent, Infinity when unknown. */
type Held = { value: string; kind: 'access_token' | 'id_token' | 'token input'; renewAt: number; response?: TokenResponse };

/** A renewal margin: never send a token in its last 30 s, or last tenth of a short life. */
const renewalTime = (receivedAt: number, lifetimeMs: number): number => receivedAt + lifetimeMs - Math.min(30_000, lifetimeMs / 10);

/** What a call has tried after a 401, over its attempts: the id_token of the same response, a new token. */
export type Refusals = { idToken?: boolean; renewed?: boolean };

export class TokenSource {
  private held?: Held;
  /** The token request under way, and the deadline of the call that made it (epoch ms; Infinity for none). */
  private pending?: { held: Promise<Held>; until: number };
  /** Failed token requests in a row the step may still make: `max-attempts`, however many calls wait for the token. */
  private failuresLeft: number;
  /** The service has taken a bearer of this source once. */
  private takenOnce = false;
  /** A renewal failed, and none has succeeded since: an outage the wait already says, once a heartbeat. */
  private renewalFailing = false;
  /** The failure that spent the last of them before the first token came; every later call ends with it, sending nothing. */
  private finalFailure?: unknown;
  /** Set once the service refused an access_token and accepted the id_token beside it. */
  private preferIdToken = false;

  /** What the token exchange told of the service's version, once a token came. */
  version?: VersionRange;

  constructor(
    /** The way of asking that answers, as far as the step has seen. */
    private endpoint: TokenEndpoint | undefined,
    private readonly settings: Pick<Settings, 'credentials' | 'externalToken' | 'token' | 'tokenField' | 'maxAttempts' | 'requestTimeoutMs'>,
    private readonly log: Log,
    private readonly retry: RetryClock & { now?: () => number } = {},
    private readonly now: () => number = retry.now ?? Date.now,
  ) {
    this.failuresLeft = settings.maxAttempts;
  }

  /** A call that carries the bearer, taken before each attempt; a 401 tries the id_token once, as a submission does (core/submit.ts), then
   *  renews the token once (revoked, or a clock apart) and calls again: the first call of a step may be a list (`reuse`), or a deletion. */
  async call<T, R = T>(operation: Operation, limits: Pick<Settings, 'maxAttempts' | 'requestTimeoutMs'>, call: BearerCall<T, R>): Promise<R> {
    const tried: Refusals = {};
    for (;;) {
      let bearer = '';
      try {
        const read = call.read ?? ((answer: ReadAnswer<T>) => dataOf(answer, call.expected) as unknown as R);
        const prepare = async () => void (bearer = await this.bearer());
        const answer = await callService(operation, { url: call.url, send: () => call.send(bearer), read }, { ...this.options(limits), prepare });
        if (tried.idToken) this.idTokenAccepted(bearer);
        this.accepted();
        return answer;
      } catch (error) {
        // A 401 of the token request itself (its credentials refused) is not this call's refusal of a bearer.
        const refusedBearer = error instanceof ServiceFailure && error.status === 401 && !error.details.operation.token;
        const next = refusedBearer ? this.afterRefusal(bearer, tried) : undefined;
        // A token given, taken before and refused now, expired (one never taken is another service's, said as such); never a renewed one's.
        if (refusedBearer && !next && this.held?.kind === 'token input')
          throw Object.assign(new ServiceFailure({ ...error.details, givenToken: this.takenOnce || jwtExpired(bearer) ? 'expired' : 'refused' }), {
            note: error.note,
          });
        if (!next) throw error;
        this.log.info(
          next === 'id_token'
            ? `The service refused the access_token (401) during ${operation.title}: trying once more with the id_token of the same response.`
            : `The service refused the token (401) during ${operation.title}: requesting a new one.`,
        );
      }
    }
  }

  /** The bearer to send now; requests a new token when there is none or it is about to expire. */
  async bearer(): Promise<string> {
    if (this.held && this.now() < this.held.renewAt) return this.held.value;
    if (this.finalFailure !== undefined) throw this.finalFailure;
    // A request under way for a call with more time (a wait's renewal, which may hang for request-timeout-seconds) does not hold up one with less
    // (a stop's deletion, within seconds): that one asks anew, within its own time.
    // Capped at the most a token request may take: calls with no deadline of their own, or a far one (the wait's end), share one.
    const until = Date.now() + Math.min(timeLeft(), this.settings.requestTimeoutMs * this.settings.maxAttempts);
    if (!this.pending || this.pending.until > until) {
      const held = this.obtain(this.held !== undefined).finally(() => {
        if (this.pending?.held === held) this.pending = undefined;
      });
      this.pending = { held, until };
    }
    this.held = await this.pending.held;
    return this.held.value;
  }

  /** What a call a 401 refused for `refused` sends next, each at most once over its attempts (`tried`): with `token-field: auto` the id_token of
   *  the same response, then a new token (revoked, or a clock apart); undefined when neither is left. */
  afterRefusal(refused: string, tried: Refusals): 'id_token' | 'new token' | undefined {
    if (!tried.idToken && this.fallBackToIdToken(refused)) {
      tried.idToken = true;
      return 'id_token';
    }
    if (!tried.renewed && this.renewAfterRefusal(refused)) {
      tried.renewed = true;
      return 'new token';
    }
    return undefined;
  }

  /** After a 401 for `refused` with `token-field: auto`: send the response's id_token; true when there is another bearer. */
  fallBackToIdToken(refused: string): boolean {
    const held = this.held;
    if (held && held.value !== refused) return true; // switched, or renewed, since that attempt
    const idToken = held?.response?.id_token;
    if (this.settings.tokenField !== 'auto' || held?.kind !== 'access_token' || !idToken || !sendable(idToken)) return false;
    mask(idToken);
    this.held = { ...held, value: idToken, kind: 'id_token' };
    return true;
  }

  /** A call (or a submission, which makes its own) was answered other than 401: the bearer was taken. */
  accepted(): void {
    this.takenOnce = true;
  }

  /** After the id_token `sent` was accepted where the access_token was refused: id_tokens from then on, renewals too. Said once. Not before it is
   *  accepted: a token revoked mid-sweep is refused whichever field it is sent, and its renewal's access_token is what such a service takes. */
  idTokenAccepted(sent: string): void {
    if (this.preferIdToken || this.held?.kind !== 'id_token' || this.held.value !== sent) return;
    this.preferIdToken = true;
    this.log.info(
      "The service refused the access_token (401) and accepted the id_token: sending id_tokens from now on. Set 'token-field: id_token' to send it first.",
    );
  }

  /** After a 401 for `refused` (revoked, or a clock apart): the next bearer() requests a new one; false when nothing new can be sent (the `token` input). */
  renewAfterRefusal(refused: string): boolean {
    if (this.held && this.held.value !== refused) return true; // renewed since that request
    if (!this.settings.credentials && this.settings.externalToken === undefined) return false;
    if (this.held) this.held = { ...this.held, renewAt: 0 };
    return true;
  }

  private async obtain(renewing: boolean): Promise<Held> {
    const { token, credentials } = this.settings;
    if (token !== undefined) return { value: token, kind: 'token input', renewAt: jwtRenewAt(token, this.now(), 0) };
    if (!this.endpoint) throw new Error('no token and no client credentials');
    const whose = credentials ? `'${forLog(credentials.clientId)}'` : "the identity provider's token";
    // Once per renewal, however many submissions wait for it; once for an outage, however many polls ask again meanwhile (the wait says it
    // fails, once a heartbeat), whose every attempt is then a debug line.
    if (renewing && !this.renewalFailing) this.log.info('The token is about to expire: requesting a new one.');
    const receivedAt = this.now();
    const { response, kind, issuerAheadMs } = await this.request(renewing).catch((error: unknown) => {
      // Without a first token the step can do nothing, and a sweep's every call would ask again. A renewal that fails is its call's
      // failure: the next call (a poll, a deletion at a stop) asks again, as an outage of minutes in a wait of hours may be over by then.
      if (renewing) this.renewalFailing = true;
      const spent = this.failuresLeft <= 0 || !this.endpoint!.operation.isRetryable(error, false);
      if (spent && renewing) this.failuresLeft = this.settings.maxAttempts;
      else if (spent) this.finalFailure = error;
      throw error;
    });
    this.failuresLeft = this.settings.maxAttempts;
    this.renewalFailing = false;
    const answered = this.endpoint;
    this.version = answered.version?.(response) ?? this.version;
    const lifetimeMs = response.expires_in !== undefined && response.expires_in > 0 ? response.expires_in * 1000 : undefined;
    const value = response[kind] as string;
    // A JWT's own expiry counts too: it is in whole seconds, and may come before expires_in says.
    const renewAt = Math.min(lifetimeMs !== undefined ? renewalTime(receivedAt, lifetimeMs) : Infinity, jwtRenewAt(value, receivedAt, issuerAheadMs));
    const form = answered.form ? ` (${answered.form}${this.version ? `: Run:ai ${describeRange(this.version)}` : ''})` : '';
    const valid = lifetimeMs !== undefined ? `, valid for ${formatDuration(lifetimeMs)}` : '';
    this.log.info(`Got a token for ${whose} from ${answered.issuer}${form}: sending its ${kind}${valid}.`);
    return { value, kind, renewAt, response };
  }

  private choose(response: TokenResponse, { url, operation }: TokenEndpoint): 'access_token' | 'id_token' {
    const field = this.settings.tokenField;
    const chosen = field !== 'auto' ? field : this.preferIdToken && response.id_token ? 'id_token' : response.access_token ? 'access_token' : 'id_token';
    if (!response[chosen]) {
      const has = (['access_token', 'id_token'] as const).filter((k) => response[k]).join(', ') || 'no token';
      const fix =
        field === 'id_token'
          ? "Set 'token-field' to auto or access_token; or keep 'token-request: openid', which asks for an id_token, if your server issues one for client credentials."
          : "Set 'token-field' to auto or id_token.";
      throw new Error(`the token response has no ${field} (it has ${has}), and 'token-field' asks for it. ${fix}`);
    }
    // A value Node cannot put in a header fails each attempt as if the network had; one too short is no token, and masking it would blank every later line.
    const value = response[chosen] as string;
    if (!sendable(value)) {
      const why =
        value.length < MIN_TOKEN_LENGTH
          ? 'is too short to be a token'
          : 'cannot be sent as a bearer: it holds spaces, line breaks or other characters an HTTP header cannot carry';
      throw new ServiceFailure({ operation, url, status: 200, serviceMessage: `its ${chosen} ${why}` });
    }
    mask(value); // the bearer is masked whatever else the answer held (maskTokensIn masks only so many)
    return chosen;
  }

  /** One token request, the way last found served, and the field to send; a first token's refusal as not served moves on to the way it names, kept
   *  for renewals. A renewal's refusal is its own: the way that served the first token is served still (an ingress reloading answers 404 once). */
  private async request(renewing: boolean): Promise<{ response: TokenResponse; kind: 'access_token' | 'id_token'; issuerAheadMs: number }> {
    let first: ServiceFailure | undefined;
    for (;;) {
      const endpoint = this.endpoint!;
      const read = (answer: ReadAnswer<TokenResponse>) => {
        // Mask before anything can print it, valid response or not, whatever its shape.
        const body = answer.ok ? answer.data : answer.body;
        maskTokensIn(body, typeof body === 'string' ? body : undefined);
        const response = dataOf(answer, 'a token response (expected JSON with access_token or id_token)');
        // How far the issuer's clock is ahead of the runner's, by its answer's Date (to a second or so); none said, the same.
        const date = Date.parse(answer.headers.get('date') ?? '');
        const issuerAheadMs = Number.isFinite(date) && Math.abs(date - this.now()) < 86_400_000 ? date - this.now() : 0;
        return { response, kind: this.choose(response, endpoint), issuerAheadMs };
      };
      try {
        // A failing token endpoint costs max-attempts requests in a row, shared by every call waiting for the token.
        const budget = { spend: () => --this.failuresLeft > 0 };
        const log = this.renewalFailing ? { ...this.log, warning: this.log.debug } : this.log;
        return await callService(endpoint.operation, { url: endpoint.url, send: endpoint.send, read }, { ...this.options(this.settings), budget, log });
      } catch (error) {
        const refused = error instanceof ServiceFailure && error.status !== undefined && error.status >= 400 && error.status < 500;
        if (first && refused) throw Object.assign(first, { note: `Asked again: ${error.message}.` });
        // Only a refusal names another form: an answer that was read and not usable (no field to send) is this form's own failure.
        const instead = refused && !renewing ? endpoint.otherwise?.(error as ServiceFailure) : undefined;
        if (!instead) throw error;
        // Another documented form is not a retry of this one: the refusal that led to it spends none of 'max-attempts' (the forms are few, each asked once).
        this.failuresLeft++;
        if (instead.firstSaysMore) first = error as ServiceFailure;
        this.endpoint = instead.endpoint;
        this.log.info(instead.why);
      }
    }
  }

  /** What every call of the step is given: its attempts and timeout, the log, and for tests the clock. */
  private options(limits: Pick<Settings, 'maxAttempts' | 'requestTimeoutMs'>) {
    return { maxAttempts: limits.maxAttempts, timeoutMs: limits.requestTimeoutMs, log: this.log, retry: this.retry };
  }
}

/** When a JWT bearer received at `receivedAt` must be renewed, from its `exp`, by the runner's clock; Infinity for opaque tokens. `exp` is the
 *  issuer's time, which the runner's clock may be minutes apart from: read by the issuer's clock as its answer's Date tells it (`issuerAheadMs`),
 *  or every call would ask anew; only where the token's iat bears that Date out, and it is off by more than its rounding (a proxy's Date, or
 *  local time labelled GMT, moves nothing). */
function jwtRenewAt(token: string, receivedAt: number, issuerAheadMs: number): number {
  const { exp, iat } = jwtTimes(token);
  if (exp === undefined) return Infinity;
  const issued = (iat ?? exp) * 1000;
  const borneOut = iat !== undefined && Math.abs(issued - (receivedAt + issuerAheadMs)) < 60_000 && Math.abs(issuerAheadMs) > 5_000;
  return renewalTime(issued, exp * 1000 - issued) - (borneOut ? issuerAheadMs : 0);
}

/** A token that can be sent: long enough to be one, and nothing a header cannot carry. */
const sendable = (token: string): boolean => token.length >= MIN_TOKEN_LENGTH && HEADER_SAFE.test(token);
