// Token selection and renewal, against the emulator's real OpenID provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunaiClient } from '../../src/contract/index.js';
import { ServiceFailure, failureCause, failureMessage } from '../../src/errors.js';
import { OPERATIONS } from '../../src/backends/researcher/operations.js';
import type { Settings } from '../../src/inputs.js';
import type { Log } from '../../src/log.js';
import { realmToken } from '../../src/backends/researcher/index.js';
import { within } from '../../src/service/wire.js';
import { TokenSource } from '../../src/service/token.js';
import { startEmulator } from '../emulator/emulator.mjs';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
const quiet: Log = { info: () => {}, warning: () => {}, debug: () => {} };
const kindOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).typ === 'ID' ? 'id' : 'access');

let emulator: Emulator;
/** Token requests the emulator has had: a test counts those it makes. */
const tokenRequests = () => emulator.requests.filter((r) => r.target === 'token').length;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.close());

function source(overrides: Partial<Settings> = {}, now?: () => number, log = quiet) {
  const settings = {
    credentials: { realm: emulator.realm, clientId: emulator.clientId, clientSecret: emulator.clientSecret },
    tokenField: 'auto',
    tokenRequest: 'openid',
    maxAttempts: 3,
    requestTimeoutMs: 5000,
    ...overrides,
  } as Settings;
  const client = createRunaiClient({ baseUrl: emulator.baseUrl, authUrl: emulator.authUrl });
  return new TokenSource(realmToken(client, { ...settings, authUrl: emulator.authUrl }), settings, log, { sleep: async () => {}, random: () => 0 }, now);
}

describe('token-field', () => {
  it.each([
    ['access', 'auto', 'access_token'],
    ['access+id', 'auto', 'access_token'],
    ['id-only', 'auto', 'id_token'],
    ['access+id', 'id_token', 'id_token'],
    ['access+id', 'access_token', 'access_token'],
  ] as const)('server mode %s, token-field %s: sends the %s', async (mode, tokenField, expected) => {
    emulator.configure({ tokenMode: mode });
    const tokens = source({ tokenField });
    const bearer = await tokens.bearer();
    expect(kindOf(bearer)).toBe(expected === 'id_token' ? 'id' : 'access');
  });

  it('auto falls back to the id_token of the same response once, and only when there is one', async () => {
    emulator.configure({ tokenMode: 'access+id' });
    const tokens = source();
    const refused = await tokens.bearer();
    expect(tokens.fallBackToIdToken(refused)).toBe(true);
    const idToken = await tokens.bearer();
    expect(kindOf(idToken)).toBe('id');
    // Another submission refused with the access_token meanwhile: the id_token is there to send.
    expect(tokens.fallBackToIdToken(refused)).toBe(true);
    expect(tokens.fallBackToIdToken(idToken)).toBe(false);

    emulator.configure({ tokenMode: 'access' });
    const plain = source();
    expect(plain.fallBackToIdToken(await plain.bearer())).toBe(false);
    const explicit = source({ tokenField: 'access_token' });
    emulator.configure({ tokenMode: 'access+id' });
    expect(explicit.fallBackToIdToken(await explicit.bearer())).toBe(false);
  });

  it('renewals send id_tokens only once an id_token was accepted: a token revoked is refused in either field, and its renewal’s access_token taken', async () => {
    emulator.configure({ tokenMode: 'access+id' });
    const tokens = source();
    expect(tokens.fallBackToIdToken(await tokens.bearer())).toBe(true);
    expect(tokens.renewAfterRefusal(await tokens.bearer())).toBe(true);
    expect(kindOf(await tokens.bearer())).toBe('access');
    expect(tokens.fallBackToIdToken(await tokens.bearer())).toBe(true);
    tokens.idTokenAccepted(await tokens.bearer());
    expect(tokens.renewAfterRefusal(await tokens.bearer())).toBe(true);
    expect(kindOf(await tokens.bearer())).toBe('id');
  });

  it('a field the response lacks is an error that says how to fix it', async () => {
    emulator.configure({ tokenMode: 'access' });
    await expect(source({ tokenField: 'id_token' }).bearer()).rejects.toThrow(
      "the token response has no id_token (it has access_token), and 'token-field' asks for it. Set 'token-field' to auto or access_token",
    );
    emulator.configure({ tokenMode: 'id-only' });
    await expect(source({ tokenField: 'access_token' }).bearer()).rejects.toThrow(
      "the token response has no access_token (it has id_token), and 'token-field' asks for it. Set 'token-field' to auto or id_token.",
    );
    emulator.configure({ tokenMode: 'access' });
  });
});

describe('token-request', () => {
  it.each([
    ['openid', ['client_id', 'client_secret', 'grant_type', 'response_type', 'scope']],
    ['minimal', ['client_id', 'client_secret', 'grant_type']],
  ] as const)('%s sends a form with %j', async (variant, keys) => {
    await source({ tokenRequest: variant }).bearer();
    const sent = emulator.requests.filter((r) => r.target === 'token').at(-1)!;
    expect(sent.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(sent.form).sort()).toEqual(keys);
    expect(sent.form.grant_type).toBe('client_credentials');
    if (variant === 'openid') expect([sent.form.scope, sent.form.response_type]).toEqual(['openid', 'id_token']);
  });
});

describe('renewal', () => {
  it('one request for all, at once: a call without a deadline (a followed log) and a wait’s poll, whose deadline is hours away', async () => {
    const tokens = source();
    const before = tokenRequests();
    await Promise.all([tokens.bearer(), within(Date.now() + 6 * 3_600_000, () => tokens.bearer())]);
    expect(tokenRequests() - before).toBe(1);
  });

  it('a token is reused while fresh and renewed before it expires', async () => {
    emulator.configure({ tokenTtl: 100 });
    let now = Date.now();
    const tokens = source({}, () => now);
    const before = tokenRequests();
    const first = await tokens.bearer();
    expect(await tokens.bearer()).toBe(first);
    expect(tokenRequests() - before).toBe(1);
    now += 89_000; // before the last tenth of its life
    expect(await tokens.bearer()).toBe(first);
    now += 2_000; // inside it
    const second = await tokens.bearer();
    expect(tokenRequests() - before).toBe(2);
    expect(second).not.toBe(first);
    emulator.configure({ tokenTtl: 3600 });
  });

  it('a runner clock minutes ahead of the issuer’s: its token is renewed by the issuer’s clock (its answer’s Date), not at every call', async () => {
    emulator.configure({ tokenTtl: 300 });
    const tokens = source({}, () => Date.now() + 280_000);
    const before = tokenRequests();
    for (let call = 0; call < 10; call++) await tokens.bearer();
    expect(tokenRequests() - before).toBe(1);
    emulator.configure({ tokenTtl: 3600 });
  });

  it('failures spread over a long wait never add up: each renewal has max-attempts of its own, and one that fails leaves the next call to ask again', async () => {
    emulator.configure({ tokenTtl: 100 });
    let now = Date.now();
    const tokens = source({}, () => now);
    await tokens.bearer();
    // Five blips, one per renewal, each answered on its retry: more than max-attempts (3) in all.
    for (let renewal = 0; renewal < 5; renewal++) {
      now += 95_000;
      emulator.inject({ target: 'token', kind: 'status', status: 500 });
      await expect(tokens.bearer()).resolves.toMatch(/^ey/);
    }
    // An outage that outlasts one renewal's attempts fails that call only: the next one (the next poll, a deletion) asks again.
    now += 95_000;
    emulator.inject(...Array.from({ length: 3 }, () => ({ target: 'token' as const, kind: 'status' as const, status: 500 })));
    await expect(tokens.bearer()).rejects.toBeInstanceOf(ServiceFailure);
    const before = tokenRequests();
    await expect(tokens.bearer()).resolves.toMatch(/^ey/);
    expect(tokenRequests() - before).toBe(1);
    emulator.configure({ tokenTtl: 3600 });
  });

  it('an outage through many renewals is said once, not a line per poll and attempt: the wait says it fails, once a heartbeat', async () => {
    emulator.configure({ tokenTtl: 100 });
    let now = Date.now();
    const lines: string[] = [];
    const log: Log = { info: (l) => lines.push(l), warning: (l) => lines.push(l), debug: () => {} };
    const tokens = source({}, () => now, log);
    await tokens.bearer();
    now += 95_000;
    // Ten polls of a wait, each asking for the renewal, through an outage of the token endpoint; then it is back.
    for (let poll = 0; poll < 10; poll++) {
      emulator.inject(...Array.from({ length: 3 }, () => ({ target: 'token' as const, kind: 'status' as const, status: 503 })));
      await expect(tokens.bearer()).rejects.toBeInstanceOf(ServiceFailure);
    }
    await expect(tokens.bearer()).resolves.toMatch(/^ey/);
    expect(lines.filter((l) => l.startsWith('The token is about to expire'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('attempt '))).toHaveLength(2);
    emulator.configure({ tokenTtl: 3600 });
  });

  it('concurrent callers share one token request', async () => {
    const tokens = source();
    const before = tokenRequests();
    const all = await Promise.all(Array.from({ length: 20 }, () => tokens.bearer()));
    expect(new Set(all).size).toBe(1);
    expect(tokenRequests() - before).toBe(1);
  });

  it('a token input the service took, then refuses during a wait (expired, say), is said to be the given token, which the step cannot renew', async () => {
    const given = await source().bearer();
    const tokens = source({ credentials: undefined, token: given });
    const client = createRunaiClient({ baseUrl: emulator.baseUrl, authUrl: emulator.authUrl });
    const list = () =>
      tokens
        .call(
          OPERATIONS.list,
          { maxAttempts: 1, requestTimeoutMs: 5000 },
          { url: emulator.baseUrl, send: (bearer) => client.listJobs('p', bearer), expected: 'a list' },
        )
        .then(
          () => 'listed',
          (error: unknown) => failureCause(error),
        );
    expect(await list()).toBe('listed');
    emulator.revokeTokens();
    const refused = await list();
    expect(refused).toContain('HTTP 401');
    expect(refused).toContain("The 'token' input was refused: it may have expired, and the step cannot renew a token it is given.");
    expect(refused).not.toContain('after it was renewed');
    // One never taken is another service's, or another tenant's: not said to have expired.
    const never = source({ credentials: undefined, token: 'another-tenants-token' });
    const other = await never
      .call(
        OPERATIONS.list,
        { maxAttempts: 1, requestTimeoutMs: 5000 },
        { url: emulator.baseUrl, send: (bearer) => client.listJobs('p', bearer), expected: 'a list' },
      )
      .catch((error: unknown) => failureCause(error));
    expect(other).not.toContain("The 'token' input was refused");
    // Nor said to have been renewed, nor sent to an Application's settings: a token given is neither.
    expect(other).toContain("The service refused the 'token' input: check that 'base-url' is the service of the tenant that issued it");
    expect(other).not.toContain('after it was renewed');
    // One whose own exp has passed (a post step's, given to the main step hours before) is said to have expired.
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const stale = source({ credentials: undefined, token: `${part({ alg: 'none' })}.${part({ exp: Math.floor(Date.now() / 1000) - 60 })}.sig` });
    const expired = await stale
      .call(
        OPERATIONS.list,
        { maxAttempts: 1, requestTimeoutMs: 5000 },
        { url: emulator.baseUrl, send: (bearer) => client.listJobs('p', bearer), expected: 'a list' },
      )
      .catch((error: unknown) => failureCause(error));
    expect(expired).toContain("The 'token' input was refused: it may have expired");
  });

  it('the token input is sent as given, with no request', async () => {
    const tokens = source({ credentials: undefined, token: 'given' });
    const before = tokenRequests();
    expect(await tokens.bearer()).toBe('given');
    expect(tokenRequests() - before).toBe(0);
  });
});

describe('failures', () => {
  it('wrong credentials: the OAuth error and the fix, not retried', async () => {
    const tokens = source({ credentials: { realm: emulator.realm, clientId: emulator.clientId, clientSecret: 'wrong' } });
    const before = tokenRequests();
    const error = await tokens.bearer().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceFailure);
    expect(tokenRequests() - before).toBe(1);
    expect(failureMessage(error)).toBe(
      `submit-runai-job failed: The token issuer refused the Application's credentials: check 'client-id' (the Application's name), 'client-secret' and 'realm' (Settings → General → Researcher authentication). The token request to ${emulator.authUrl}/auth/realms/runai/protocol/openid-connect/token was answered with HTTP 401: client authentication failed.`,
    );
  });

  it('an unknown realm: 404 and the fix', async () => {
    const tokens = source({ credentials: { realm: 'nope', clientId: emulator.clientId, clientSecret: emulator.clientSecret } });
    const message = failureMessage(await tokens.bearer().catch((e: unknown) => e));
    expect(message).toContain('/auth/realms/nope/protocol/openid-connect/token was answered with HTTP 404');
    expect(message).toContain("No token endpoint at that address: check 'auth-url'");
  });

  it('a busy token endpoint is retried as it asks', async () => {
    emulator.inject({ target: 'token', kind: 'status', status: 503, retryAfter: 1 }, { target: 'token', kind: 'status', status: 429 });
    const tokens = source();
    const before = tokenRequests();
    await tokens.bearer();
    expect(tokenRequests() - before).toBe(3);
  });
});

/** A control plane that serves tokens at `path` alone, each answer `answer()` with its `date`, and a TokenSource of its client on the clock `now`. */
async function controlPlane(path: string, answer: () => { body: object; date?: Date }, now?: () => number) {
  const { createServer } = await import('node:http');
  const { createWorkloadsClient } = await import('../../src/contract/index.js');
  const { controlPlaneToken } = await import('../../src/backends/workloads/token.js');
  let requests = 0;
  const server = createServer((req, res) => {
    if (req.url !== path) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"Not found"}');
    const { body, date } = answer();
    requests++;
    res.writeHead(200, { 'content-type': 'application/json', ...(date ? { date: date.toUTCString() } : {}) }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const settings = {
    baseUrl,
    credentials: { clientId: 'ci', clientSecret: 'ci-secret-123' },
    tokenField: 'auto',
    maxAttempts: 1,
    requestTimeoutMs: 5000,
  } as Settings;
  const tokens = new TokenSource(controlPlaneToken(createWorkloadsClient({ baseUrl }), settings), settings, quiet, undefined, now);
  return { tokens, requests: () => requests, close: () => server.close() };
}

describe('masking', () => {
  it.each([
    ['/api/v1/token', { accessToken: 'access-0123456789abcdef', refreshToken: 'refresh-0123456789abcdef', externalToken: 'external-0123456789abcdef' }],
    [
      '/api/v2/token',
      { access_token: 'access2-0123456789abcdef', token_type: 'Bearer', refresh_token: 'refresh2-0123456789ab', session_token: 'session2-0123456789ab' },
    ],
  ])('every token a control plane’s answer holds (%s) is masked, those the step does not send too', async (path, body) => {
    const { redact } = await import('../../src/secrets.js');
    const at = await controlPlane(path, () => ({ body }));
    try {
      await at.tokens.bearer();
      const unmasked = Object.entries(body).filter(([key, value]) => key !== 'token_type' && redact(`x ${value} x`) !== 'x *** x');
      expect(unmasked).toEqual([]);
    } finally {
      at.close();
    }
  });
});

describe('a Date header the token does not bear out', () => {
  it.each([3_600_000, -3_600_000])(
    'Date %i ms off (a proxy’s, or local time labelled GMT): the token is renewed once, on time, by its own times',
    async (offsetMs) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      let issued = 0;
      const jwt = () => {
        const iat = Math.floor(Date.now() / 1000);
        return `${part({ alg: 'none' })}.${part({ iat, exp: iat + 600, n: ++issued })}.sig`;
      };
      let skipped = 0;
      const at = await controlPlane(
        '/api/v2/token',
        () => ({ body: { access_token: jwt(), token_type: 'Bearer' }, date: new Date(Date.now() + offsetMs) }),
        () => Date.now() + skipped,
      );
      try {
        const first = await at.tokens.bearer();
        for (let call = 0; call < 5; call++) expect(await at.tokens.bearer()).toBe(first);
        skipped = 700_000; // past its exp
        expect(await at.tokens.bearer()).not.toBe(first);
        expect(at.requests()).toBe(2);
      } finally {
        at.close();
      }
    },
  );
});
