// How requests travel: with a per-request timeout, the host's proxy rules (the runner's, through
// @actions/http-client) and any private CA.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import type { Dispatcher } from 'undici';
import type { NetworkFailureKind } from '../errors.js';
import { excerpt } from '../contract/service-error.js';
import { formatDuration } from '../log.js';
import { bodyLimit, createHttpFetch, LightRequest, LightResponse, tooLarge, UnreadableAnswer, unreadableBody } from './http-fetch.js';

export interface TransportOptions {
  /** No single request, body included, waits longer than this. */
  timeoutMs: number;
  /** Extra trusted CAs (PEM), for this action's requests only. */
  caCertificates?: string;
  /** The proxy a request goes through, by the host's rules; none when undefined. */
  proxyFor?: (url: URL) => URL | undefined;
}

export interface Transport {
  /** The Request class the client must build requests with. */
  Request: typeof LightRequest;
  fetch: (request: LightRequest) => Promise<LightResponse>;
  /** Ends every connection and proxy agent: a proxy that refuses a tunnel makes undici retry it until its agent is destroyed. */
  close(): Promise<void>;
}

/** A time that no request made inside within() may outlast: a wait's deadline. */
const deadlines = new AsyncLocalStorage<number>();

/** Runs `work` so that no request it makes outlasts `deadline` (epoch ms): each one's timeout is cut to what is left. */
export function within<T>(deadline: number | undefined, work: () => Promise<T>): Promise<T> {
  return deadline === undefined ? work() : deadlines.run(deadline, work);
}

/** A request's timeout: the transport's, or less when a deadline is nearer. */
function timeoutFor(timeoutMs: number): number {
  const deadline = deadlines.getStore();
  return deadline === undefined ? timeoutMs : Math.max(1, Math.min(timeoutMs, deadline - Date.now()));
}

/**
 * Direct requests go over node:http(s), which costs far less per request than Node's fetch;
 * requests the runner's proxy settings send through a proxy go through fetch with undici's
 * ProxyAgent, which speaks CONNECT. Both paths keep the same rules: a redirect is an answer,
 * never followed (it would carry a secret or a job to another address), and no body is read
 * past its limit (bodyLimit).
 */
export function createTransport(options: TransportOptions): Transport {
  // An explicit CA list replaces Node's store, so keep the public roots and NODE_EXTRA_CA_CERTS.
  // Built on first use, since node:tls is loaded only when https is used.
  const extra = options.caCertificates;
  let trusted: Promise<string[]> | undefined;
  const ca = extra ? () => (trusted ??= import('node:tls').then(({ rootCertificates }) => [...rootCertificates, ...extraCaCertificates(), extra])) : undefined;
  const direct = createHttpFetch({ timeoutMs: options.timeoutMs, ca });
  const proxies = new Map<string, Promise<Dispatcher>>();
  return {
    Request: LightRequest,
    async fetch(request) {
      const timeoutMs = timeoutFor(options.timeoutMs);
      const proxy = options.proxyFor?.(new URL(request.url));
      if (!proxy) return direct(request, timeoutMs);
      let dispatcher = proxies.get(proxy.href);
      if (!dispatcher) {
        dispatcher = proxyDispatcher(proxy, ca);
        proxies.set(proxy.href, dispatcher);
      }
      const init: RequestInit & { dispatcher: Dispatcher } = {
        method: request.method,
        headers: request.headers.toObject(),
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        dispatcher: await dispatcher,
      };
      return readBounded(await fetch(request.url, init), request.stream, request.limit);
    },
    async close() {
      direct.close();
      const agents = await Promise.allSettled(proxies.values());
      await Promise.allSettled(agents.map((agent) => (agent.status === 'fulfilled' ? agent.value.destroy() : undefined)));
    },
  };
}

/** A fetch Response as the direct path gives it: the body read up to its limit (or streamed, for a stream request), or refused. */
async function readBounded(response: Response, streamRequested: boolean, requestedLimit?: number): Promise<LightResponse> {
  const headers = Object.fromEntries(response.headers);
  const success = response.status >= 200 && response.status < 300;
  const stream = streamRequested && success && response.body !== null;
  const unreadable = unreadableBody(response.status, headers, stream, requestedLimit);
  if (unreadable) {
    await response.body?.cancel();
    throw new UnreadableAnswer(response.status, headers, unreadable);
  }
  const limit = bodyLimit(response.status, stream, requestedLimit);
  if (stream) return new LightResponse(response.status, headers, boundedStream(response.body!, limit, response.status, headers));
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    bytes += part.value.byteLength;
    chunks.push(part.value);
    if (bytes <= limit) continue;
    await reader!.cancel();
    if (success) throw new UnreadableAnswer(response.status, headers, tooLarge(limit));
    break; // the start of an error is all that is shown
  }
  return new LightResponse(response.status, headers, Buffer.concat(chunks).subarray(0, limit).toString('utf8'));
}

/** A fetch body read as it arrives, at most `limit` bytes (the request's signal bounds its time). */
async function* boundedStream(body: ReadableStream<Uint8Array>, limit: number, status: number, headers: Record<string, string>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let bytes = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.byteLength;
      if (bytes > limit) throw new UnreadableAnswer(status, headers, tooLarge(limit));
      yield part.value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * The largest message a WebSocket may bring: a log arrives in many small ones. Each message is
 * held whole until it is read (a socket cannot slow its server), so this bounds what a hostile
 * one costs in memory.
 */
export const MAX_SOCKET_MESSAGE_BYTES = 256 * 1024;

/**
 * The undici dispatcher a WebSocket to `url` goes through, under the same rules as every request:
 * the host's proxy, the extra CAs beside the public roots, and no message over
 * MAX_SOCKET_MESSAGE_BYTES (undici's own bound is 128 MiB).
 */
export async function socketDispatcher(url: URL, options: Pick<TransportOptions, 'caCertificates' | 'proxyFor'>): Promise<Dispatcher> {
  const extra = options.caCertificates;
  const ca = extra ? async () => [...(await import('node:tls')).rootCertificates, ...extraCaCertificates(), extra] : undefined;
  const proxy = options.proxyFor?.(new URL(url.href.replace(/^ws/, 'http')));
  const webSocket = { maxFragments: 1024, maxPayloadSize: MAX_SOCKET_MESSAGE_BYTES };
  if (proxy) {
    // ProxyAgent does not pass its options on to the base that reads this bound, so it is set on the agent itself.
    const agent = await proxyDispatcher(proxy, ca);
    Object.defineProperty(agent, 'webSocketOptions', { value: webSocket });
    return agent;
  }
  const [{ Agent }, trusted] = await Promise.all([import('undici'), ca?.()]);
  return new Agent({ webSocket, ...(trusted ? { connect: { ca: trusted } } : {}) });
}

async function proxyDispatcher(proxy: URL, trusted: (() => Promise<string[]>) | undefined): Promise<Dispatcher> {
  const [{ ProxyAgent }, ca] = await Promise.all([import('undici'), trusted?.()]);
  return new ProxyAgent({
    uri: proxy.href,
    ...(proxy.username || proxy.password
      ? { token: `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}` }
      : {}),
    ...(ca ? { requestTls: { ca }, proxyTls: { ca } } : {}),
  });
}

function extraCaCertificates(): string[] {
  const path = process.env.NODE_EXTRA_CA_CERTS;
  if (!path) return [];
  try {
    return [readFileSync(path, 'utf8')];
  } catch {
    return []; // Node itself warns about an unreadable NODE_EXTRA_CA_CERTS at start.
  }
}

const NOT_SENT: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'the host name was not found (DNS)',
  EAI_AGAIN: 'the host name could not be looked up (DNS)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'timed out connecting',
  ERR_INVALID_URL: 'invalid address',
};

const TLS = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS/;

/** What a failed fetch means: whether anything may have reached the server, and why, in words. */
export function classifyNetworkError(error: unknown, timeoutMs: number): { kind: NetworkFailureKind; cause: string } {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string; name?: string; cause?: unknown } };
  if (err?.name === 'TimeoutError' || err?.cause?.name === 'TimeoutError') {
    return { kind: 'ambiguous', cause: `no answer within ${formatDuration(timeoutMs)} (request-timeout-seconds)` };
  }
  // undici nests: "fetch failed" → cause (SocketError, Error with code) → sometimes cause again.
  let cause = err?.cause as { code?: string; message?: string; cause?: unknown } | undefined;
  while (cause && !cause.code && cause.cause) cause = cause.cause as typeof cause;
  const code = cause?.code ?? '';
  // A cause can quote the server (a certificate's names): cleaned as any service text is.
  const detail = cause?.message && cause.message !== code ? excerpt(cause.message) : '';
  if (code in NOT_SENT) return { kind: 'not-sent', cause: `${NOT_SENT[code]} (${code})` };
  if (TLS.test(code)) return { kind: 'tls', cause: `TLS: ${detail || code} (${code})` };
  if (/proxy/i.test(detail) || /proxy/i.test(err?.message ?? '')) {
    // The proxy would not open a tunnel: nothing reached the service.
    return { kind: 'not-sent', cause: `the proxy refused the connection: ${detail || err?.message}` };
  }
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') {
    return { kind: 'ambiguous', cause: `the connection was closed before an answer came (${code})` };
  }
  return { kind: 'ambiguous', cause: [detail || err?.message || String(error), code && `(${code})`].filter(Boolean).join(' ') };
}
