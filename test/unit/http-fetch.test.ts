// The light classes openapi-fetch builds requests with in the action (src/http-fetch.ts): the
// requests on the wire must be the ones WHATWG Headers, Request and FormData would have built.
import { afterAll, describe, expect, it } from 'vitest';
import { createRunaiClient } from '../../src/contract/client.js';
import { LightHeaders, LightRequest, LightResponse, useLightWebGlobals } from '../../src/service/http-fetch.js';

describe('LightHeaders', () => {
  it('folds names to lower case, as HTTP does', () => {
    const headers = new LightHeaders();
    headers.set('Content-Type', 'application/json');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('CONTENT-TYPE')).toBe(true);
    headers.delete('Content-type');
    expect(headers.get('content-type')).toBeNull();
  });

  it('joins appended values with a comma, and copies from real Headers', () => {
    const headers = new LightHeaders(new Headers({ Accept: 'application/json' }));
    headers.append('accept', 'text/plain');
    expect(headers.get('Accept')).toBe('application/json, text/plain');
    expect([...headers]).toEqual([['accept', 'application/json, text/plain']]);
    expect(headers.toObject()).toEqual({ accept: 'application/json, text/plain' });
  });
});

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The token request and the job submission of the contract client, as the fetch receives them. */
async function send(classes: 'whatwg' | 'light'): Promise<Sent[]> {
  const sent: Sent[] = [];
  const client = createRunaiClient({
    baseUrl: 'http://cluster.test/researcher/',
    authUrl: 'http://auth.test',
    bearer: () => 'the-token',
    ...(classes === 'light' && { Request: LightRequest as unknown as typeof Request }),
    fetch: (async (request: Request | LightRequest) => {
      const body = request instanceof LightRequest ? (request.body ?? '') : await request.text();
      const headers = request instanceof LightRequest ? request.headers.toObject() : Object.fromEntries(request.headers);
      sent.push({ method: request.method, url: request.url, headers, body });
      const answer = sent.length === 1 ? '{"access_token":"t","token_type":"Bearer","expires_in":60}' : '{"name":"job-1"}';
      return classes === 'light'
        ? new LightResponse(200, { 'content-type': 'application/json' }, answer)
        : new Response(answer, { headers: { 'content-type': 'application/json' } });
    }) as unknown as (request: Request) => Promise<Response>,
  });
  const token = await client.requestToken('runai', { grant_type: 'client_credentials', client_id: 'ci', client_secret: 's' });
  const job = await client.submitJob({ project: 'p', image: 'i', gpu: 0.5 });
  expect([token.ok, job.ok]).toEqual([true, true]);
  return sent;
}

describe('openapi-fetch with the light globals', () => {
  const real = { Headers: globalThis.Headers, FormData: globalThis.FormData };
  afterAll(() => Object.assign(globalThis, real));

  it('sends what it sends with WHATWG classes: methods, URLs, headers and bodies', async () => {
    const whatwg = await send('whatwg');
    useLightWebGlobals();
    expect(globalThis.Headers).toBe(LightHeaders);
    const light = await send('light');
    expect(light).toEqual(whatwg);
    // What is compared: the form-encoded token call and the JSON job call with its bearer.
    expect(light.map((r) => [r.headers['content-type'], r.headers.authorization])).toEqual([
      ['application/x-www-form-urlencoded', undefined],
      ['application/json', 'Bearer the-token'],
    ]);
  });
});
