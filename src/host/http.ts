// Requests go over @actions/http-client (node:http; lists and deletions kept alive, each submission on a connection of its own): undici's
// fetch for all of them cost ~18 MB more peak memory (test/e2e/memory.test.ts). Through a proxy, undici's ProxyAgent: the client's `tunnel`
// path mangles IPv6 hosts.
import { HttpClient } from '@actions/http-client';
import { checkBypass, getProxyUrl } from '@actions/http-client/lib/proxy';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { fetch, Pool, ProxyAgent, type buildConnector } from 'undici';
import { mask } from '../secrets.js';
import type { HttpAnswer, HttpRequest, OpenHttp } from '../service/wire.js';

/** The proxy a request or a log's socket goes through, by the runner's rules (HTTPS_PROXY, NO_PROXY). */
export const proxyFor = (url: URL): URL | undefined => {
  const proxy = getProxyUrl(url) ?? (checkBypass(url) ? undefined : literally(url));
  // As the client itself reads it: a value without a host ("proxy.corp:3128" parses as a URL of scheme "proxy.corp:") is no proxy. Its user and
  // password as written (the client's URL gives them decoded).
  const found = proxy?.hostname ? new URL(proxy.href) : undefined;
  // Its password is a secret: masked before anything prints it (a proxy agent's own debug line, under DEBUG=*), as written and decoded.
  if (found?.password) for (const form of new Set([found.password, decodedOr(found.password)])) mask(form);
  return found;
};

const decodedOr = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The proxy with a "%" that starts no escape ("50%off" in a password) read as a "%", as curl reads it: the client's decoding throws on it, and
 *  then says "no proxy", so that every request would go around the proxy, unsaid. */
function literally(url: URL): URL | undefined {
  const { env } = process;
  const given = url.protocol === 'https:' ? env.https_proxy || env.HTTPS_PROXY : env.http_proxy || env.HTTP_PROXY;
  const written = given?.replace(/%(?![0-9a-f]{2})/gi, '%25');
  return written !== given && URL.canParse(written!) ? new URL(written!) : undefined;
}

export const openHttpClient: OpenHttp = ({ ca, timeoutMs }) => {
  // Through the client's handler hook: an IPv6 host without its URL brackets (node:http looks it up as given), and the private CA.
  const handler = {
    prepareRequest(options: RequestOptions & { ca?: string[] }) {
      if (options.host?.startsWith('[')) options.host = options.host.slice(1, -1);
      if (ca) options.ca = ca;
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('no authentication handler')),
  };
  // One client per scheme: a client keeps the agent of its first request's scheme, and node:http refuses an https: request on an http: agent.
  // A POST (a creation) goes on a connection of its own: on a kept-alive one the server has just closed (its FIN not yet read), it fails
  // with ECONNRESET after nothing reached the server, taken for a lost answer.
  const clients = new Map<string, HttpClient>();
  const directFor = (url: string, method: string) => {
    const keepAlive = method !== 'POST';
    const key = `${new URL(url).protocol}${keepAlive ? '' : ' fresh'}`;
    if (!clients.has(key))
      clients.set(key, new HttpClient('submit-runai-job', [handler], { allowRedirects: false, allowRetries: false, keepAlive, socketTimeout: timeoutMs }));
    return clients.get(key)!;
  };
  const proxies = new Map<string, ProxyAgent>();
  return {
    async send(request) {
      const proxy = proxyFor(new URL(request.url));
      if (proxy && !proxies.has(proxy.href)) proxies.set(proxy.href, proxyAgent(proxy, ca));
      if (proxy) return viaFetch(request, proxies.get(proxy.href)!, timeoutMs);
      const { message } = await directFor(request.url, request.method).request(request.method, request.url, request.body ?? null, request.headers);
      return {
        status: message.statusCode ?? 0,
        statusText: message.statusMessage ?? '',
        headers: message.headers,
        body: whole(message),
        cancel: () => message.destroy(),
      };
    },
    close() {
      for (const client of clients.values()) client.dispose();
      for (const agent of proxies.values()) void agent.destroy();
    },
  };
};

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
  // As written in the URL (proxyFor): decoded once, here.
  const [username, password] = [decodeURIComponent(proxy.username), decodeURIComponent(proxy.password)];
  return new ProxyAgent({
    uri: proxy.href,
    ...(username || password ? { token: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` } : {}),
    ...(ca ? { requestTls: { ca }, proxyTls: { ca } } : {}),
    // A proxy that closes the connection before it answers a CONNECT fails the request: undici takes that close (UND_ERR_SOCKET) for a passing
    // fault and connects again at once, thousands of times a second, until the request's timeout, which is then said to have lost an answer.
    // A 407 to a user and password given is said so: the usual fix, giving them, is done.
    factory: (origin: string | URL, options: Pool.Options) => {
      const connect = options.connect as buildConnector.connector;
      const said = (error: Error) =>
        (error as { code?: string }).code === 'UND_ERR_SOCKET'
          ? Object.assign(new Error('it closed the connection without answering its CONNECT', { cause: error }), { code: 'UND_ERR_PROXY_CLOSED' })
          : (username || password) && /Proxy response \(407\)/.test(error.message)
            ? Object.assign(new Error(error.message, { cause: error }), { code: 'UND_ERR_PROXY_CREDENTIALS' })
            : error;
      return new Pool(origin, {
        ...options,
        connect: (opts, callback) => connect(opts, (...[error, socket]) => (error ? callback(said(error), null) : callback(null, socket!))),
      });
    },
  });
}
