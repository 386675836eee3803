// The light classes openapi-fetch builds requests with in the action (src/http-fetch.ts): they
// must behave as WHATWG Headers do for everything openapi-fetch and the action use.
import createClient from 'openapi-fetch';
import type { paths } from '../../src/contract/generated/openapi.js';
import { describe, expect, it } from 'vitest';
import { LightHeaders, LightRequest, LightResponse, useLightWebGlobals } from '../../src/http-fetch.js';

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

describe('openapi-fetch with the light globals', () => {
  it('builds the same request as with WHATWG classes: method, URL, headers, JSON body', async () => {
    useLightWebGlobals();
    expect(globalThis.Headers).toBe(LightHeaders);
    let sent: LightRequest | undefined;
    const client = createClient<paths>({
      baseUrl: 'http://cluster.test/researcher/',
      Request: LightRequest as unknown as typeof Request,
      fetch: (async (request: LightRequest) => {
        sent = request;
        return new LightResponse(201, { 'content-type': 'application/json' }, '{"name":"job-1"}');
      }) as unknown as typeof fetch,
    });
    const { data, response } = await client.POST('/api/v1/jobs', { body: { job: { project: 'p', image: 'i' } }, headers: { Accept: 'application/json' } });
    expect(sent).toMatchObject({ method: 'POST', url: 'http://cluster.test/researcher/api/v1/jobs', body: '{"job":{"project":"p","image":"i"}}' });
    expect(sent!.headers.toObject()).toEqual({ 'content-type': 'application/json', accept: 'application/json' });
    expect(data).toEqual({ name: 'job-1' });
    expect(response.headers.get('Content-Type')).toBe('application/json');
  });
});
