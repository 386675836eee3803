// The service's requests go over @actions/http-client, the HTTP client of GitHub's own actions:
// node:http(s) with connections kept alive. Through the runner's proxy (HTTPS_PROXY, NO_PROXY)
// they go with undici's fetch and ProxyAgent, as the client's own getAgentDispatcher() offers:
// its other proxy path (the `tunnel` package) names an IPv6 server `[` to TLS and to DNS. The
// core (service/wire.ts) asks for one answer at a time and keeps every rule over it: the
// timeout, the bounds, the refusals.
//
// Measured against undici's fetch for every request (which @actions/core loads anyway): with
// undici's fetch a step's peak memory was about 18 MB higher on Node 24 (90 against 71-73 MB for a
// whole submission with a 5-line log, test/e2e/memory.test.ts), which leaves the 100 MB bound for
// long logs no room. Its HTTP parser is compiled WebAssembly; node:http's is native.
import { HttpClient } from '@actions/http-client';
import { getProxyUrl } from '@actions/http-client/lib/proxy';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { fetch, ProxyAgent } from 'undici';
import type { HttpAnswer, HttpRequest, OpenHttp } from '../service/wire.js';

/** The proxy a request or a log's socket goes through, by the runner's rules (HTTPS_PROXY, NO_PROXY). */
export const proxyFor = (url: URL): URL | undefined => getProxyUrl(url);

export const openHttpClient: OpenHttp = ({ ca, timeoutMs }) => {
  const direct = new HttpClient('submit-runai-job', [directRequests(ca)], {
    allowRedirects: false,
    allowRetries: false,
    keepAlive: true,
    socketTimeout: timeoutMs,
  });
  const proxies = new Map<string, ProxyAgent>();
  const proxied = (request: HttpRequest, proxy: URL): Promise<HttpAnswer> => {
    let agent = proxies.get(proxy.href);
    if (!agent) {
      agent = proxyAgent(proxy, ca);
      proxies.set(proxy.href, agent);
    }
    return viaFetch(request, agent, timeoutMs);
  };
  return {
    async send(request) {
      const proxy = proxyFor(new URL(request.url));
      if (proxy) return proxied(request, proxy);
      const { message } = await direct.request(request.method, request.url, request.body ?? null, request.headers);
      return {
        status: message.statusCode ?? 0,
        statusText: message.statusMessage ?? '',
        headers: message.headers,
        body: whole(message),
        cancel: () => message.destroy(),
      };
    },
    close() {
      direct.dispose();
      for (const agent of proxies.values()) void agent.destroy();
    },
  };
};

/**
 * What the client's requests need beside its own options, through its handler hook: an IPv6
 * server's address without the brackets a URL writes it with (node:http looks the name up as
 * given), and the private CA beside Node's public roots.
 */
function directRequests(ca: string[] | undefined) {
  return {
    prepareRequest(options: RequestOptions & { ca?: string[] }) {
      if (options.host?.startsWith('[')) options.host = options.host.slice(1, -1);
      if (ca) options.ca = ca;
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('no authentication handler')),
  };
}

/** A message's body as it arrives; one closed before its end is a reset, not a short body. */
async function* whole(message: IncomingMessage): AsyncGenerator<Uint8Array> {
  for await (const chunk of message as AsyncIterable<Buffer>) yield chunk;
  if (!message.complete) throw Object.assign(new Error('the connection was closed mid-answer'), { code: 'ECONNRESET' });
}

async function viaFetch(request: HttpRequest, dispatcher: ProxyAgent, timeoutMs: number): Promise<HttpAnswer> {
  // Cancelled by an abort: a body being read is locked, and its own cancel() would be refused.
  const cancelled = new AbortController();
  const answer = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body ?? null,
    redirect: 'manual',
    signal: AbortSignal.any([cancelled.signal, AbortSignal.timeout(timeoutMs)]),
    dispatcher,
  });
  return {
    status: answer.status,
    statusText: answer.statusText,
    headers: Object.fromEntries(answer.headers),
    body: answer.body ?? (async function* () {})(),
    cancel: () => cancelled.abort(),
  };
}

function proxyAgent(proxy: URL, ca: string[] | undefined): ProxyAgent {
  const { username, password } = proxy;
  return new ProxyAgent({
    uri: proxy.href,
    ...(username || password ? { token: `Basic ${Buffer.from(`${decodeURIComponent(username)}:${decodeURIComponent(password)}`).toString('base64')}` } : {}),
    ...(ca ? { requestTls: { ca }, proxyTls: { ca } } : {}),
  });
}
