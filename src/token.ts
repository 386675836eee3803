// Gets the bearer for the job calls: the `token` input as given, or a client-credentials token
// from the realm, chosen by `token-field`, renewed before it expires, masked on arrival.
import { serviceMessage, type RunaiClient, type TokenRequest, type TokenResponse } from './contract/index.js';
import { ServiceFailure } from './errors.js';
import { mask, type Settings } from './inputs.js';
import { detailsFromHeaders, gaveUpAfter, retryAndBackoff, tokenIsRetryable, type RetryOptions } from './retry.js';
import { classifyNetworkError } from './transport.js';

export type BearerKind = 'access_token' | 'id_token' | 'token input';

export interface Log {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

interface Held {
  value: string;
  kind: BearerKind;
  /** Epoch ms after which it must not be sent; undefined when unknown. */
  renewAt?: number;
  response?: TokenResponse;
}

/** A renewal margin: never send a token in its last 30 s, or last tenth of a short life. */
function renewalTime(receivedAt: number, lifetimeMs: number): number {
  return receivedAt + lifetimeMs - Math.min(30_000, lifetimeMs / 10);
}

export class TokenSource {
  private held?: Held;
  private pending?: Promise<Held>;
  /** How many token requests were made (a sweep should need one). */
  requests = 0;

  constructor(
    private readonly client: RunaiClient,
    private readonly settings: Pick<Settings, 'credentials' | 'token' | 'tokenField' | 'tokenRequest' | 'maxAttempts' | 'requestTimeoutMs'>,
    private readonly log: Log,
    private readonly retry: Partial<RetryOptions> = {},
    private readonly now: () => number = Date.now,
  ) {}

  /** Which member of the token response is being sent. */
  get kind(): BearerKind | undefined {
    return this.held?.kind;
  }

  /** The bearer to send now; requests a new token when there is none or it is about to expire. */
  async bearer(): Promise<string> {
    const held = this.held;
    if (held && (held.renewAt === undefined || this.now() < held.renewAt)) return held.value;
    if (held && this.settings.credentials) this.log.info('The token is about to expire: requesting a new one.');
    this.pending ??= this.obtain().finally(() => (this.pending = undefined));
    this.held = await this.pending;
    return this.held.value;
  }

  /**
   * After a 401 with `token-field: auto`: switch from the access_token to the id_token of the
   * same response, once. Returns false when there is nothing else to try.
   */
  fallBackToIdToken(): boolean {
    const held = this.held;
    if (this.settings.tokenField !== 'auto' || held?.kind !== 'access_token' || !held.response?.id_token) return false;
    this.held = { ...held, value: held.response.id_token, kind: 'id_token' };
    return true;
  }

  private async obtain(): Promise<Held> {
    const { token, credentials } = this.settings;
    if (token !== undefined) return { value: token, kind: 'token input', renewAt: jwtRenewAt(token) };
    if (!credentials) throw new Error('no token and no client credentials');
    const receivedAt = this.now();
    const response = await this.request(credentials.realm, credentials.clientId, credentials.clientSecret);
    const kind = this.choose(response);
    const lifetimeMs = response.expires_in !== undefined && response.expires_in > 0 ? response.expires_in * 1000 : undefined;
    const value = response[kind] as string;
    const renewAt = lifetimeMs !== undefined ? renewalTime(receivedAt, lifetimeMs) : jwtRenewAt(value);
    this.log.info(
      `Got a token for '${credentials.clientId}' from realm '${credentials.realm}': sending its ${kind}${
        lifetimeMs !== undefined ? `, valid for ${formatDuration(lifetimeMs)}` : ''
      }.`,
    );
    return { value, kind, renewAt, response };
  }

  private choose(response: TokenResponse): 'access_token' | 'id_token' {
    const field = this.settings.tokenField;
    const has = Object.keys(response).filter((k) => k.endsWith('_token')).join(', ') || 'no token';
    if (field === 'auto') return response.access_token ? 'access_token' : 'id_token';
    if (response[field]) return field;
    const fix =
      field === 'id_token'
        ? "Set 'token-field' to auto or access_token; or keep 'token-request: openid', which asks for an id_token, if your server issues one for client credentials."
        : "Set 'token-field' to auto or id_token.";
    throw new Error(`the token response has no ${field} (it has ${has}), and 'token-field' asks for it. ${fix}`);
  }

  private request(realm: string, clientId: string, clientSecret: string): Promise<TokenResponse> {
    const url = this.client.tokenUrl(realm);
    const form: TokenRequest =
      this.settings.tokenRequest === 'openid'
        ? { grant_type: 'client_credentials', scope: 'openid', response_type: 'id_token', client_id: clientId, client_secret: clientSecret }
        : { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret };
    return retryAndBackoff(
      async () => {
        this.requests++;
        let answer;
        try {
          answer = await this.client.requestToken(realm, form);
        } catch (error) {
          throw new ServiceFailure({ step: 'token', url, network: classifyNetworkError(error, this.settings.requestTimeoutMs) });
        }
        // Mask before anything can print it, valid response or not.
        maskTokens(answer.ok ? answer.data : answer.body);
        if (answer.ok) return answer.data;
        const said = serviceMessage(answer.body);
        const ok = answer.status >= 200 && answer.status < 300;
        throw new ServiceFailure({
          step: 'token',
          url,
          status: answer.status,
          serviceMessage: ok ? `not a token response (expected JSON with access_token or id_token)${said ? `: ${said}` : ''}` : said,
          ...detailsFromHeaders(answer.headers),
        });
      },
      tokenIsRetryable,
      {
        maxAttempts: this.settings.maxAttempts,
        onRetry: (error, attempt, delayMs) =>
          this.log.warning(`Attempt ${attempt} of ${this.settings.maxAttempts}: ${(error as Error).message}. Retrying in ${formatDuration(delayMs)}.`),
        ...this.retry,
      },
    ).catch((error: unknown) => {
      const attempts = this.settings.maxAttempts;
      if (error instanceof ServiceFailure && tokenIsRetryable(error) && attempts > 1) error.note = gaveUpAfter(attempts);
      throw error;
    });
  }
}

/** Masks every member of a token response that is a token, whatever it is called. */
function maskTokens(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && /token/i.test(key) && key !== 'token_type') mask(value);
  }
}

/** When a JWT bearer must be renewed, from its `exp`; undefined for opaque tokens. */
function jwtRenewAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number; iat?: number };
    if (typeof exp !== 'number') return undefined;
    const issued = typeof iat === 'number' ? iat * 1000 : exp * 1000;
    return renewalTime(issued, exp * 1000 - issued);
  } catch {
    return undefined;
  }
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  if (s < 120) return `${Number(s.toFixed(1))} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${Number((s / 3600).toFixed(1))} h`;
}
