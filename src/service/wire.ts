// How every request travels: through the host's HTTP client (src/host/http.ts), with a timeout over the whole answer, any
// private CA, bodies read only up to their bound, no redirect followed; as WHATWG Request and Response, as openapi-fetch expects.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { NOT_HTTPS, PROXY_TLS, type ServiceFailureDetails } from '../errors.js';
import type { Settings } from '../inputs.js';
import { excerpt } from '../contract/service-error.js';
import { formatDuration } from '../log.js';
import { redactCut } from '../secrets.js';

export type HttpRequest = { method: string; url: string; headers: Record<string, string>; body?: string };

export interface HttpAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  body: AsyncIterable<Uint8Array>;
  /** Ends the answer unread (its connection is not reused). */
  cancel(): void;
}

/** The host's HTTP client: one request, its answer as it arrives, no redirect followed, the host's proxy, `ca` where given, a socket idle for `timeoutMs` given up. */
export type OpenHttp = (options: { ca?: string[]; timeoutMs: number }) => { send(request: HttpRequest): Promise<HttpAnswer>; close(): void };

/** `fetch`: what a contract client takes as its fetch. */
export type Wire = { fetch: (request: Request) => Promise<Response>; close(): Promise<void> };

/** A request's rules for its answer's body (openapi-fetch copies unknown options onto the Request): `stream`, a success read as it arrives; `limit`, the most of it read. */
export type BodyRules = { stream?: boolean; limit?: number };

/** No answer body is held past this: a hostile or broken server cannot fill the runner's memory. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Of an error answer only the start is read: a message needs a few hundred characters, and a megabyte of nested JSON costs far more to parse than to send. */
const MAX_ERROR_BYTES = 16 * 1024;
/** A list keeps finished jobs too (~300 bytes each), and is read an item at a time as it arrives: its size costs time, not memory; this bounds the time. */
const MAX_LIST_BYTES = 16 * 1024 * 1024;

/** An answer whose body was not read (larger than its bound, or compressed unasked): the caller still sees the status (a 2xx may have created a job). */
export class UnreadableAnswer extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly reason: string,
    /** Larger than its bound: so at every asking, not a passing fault. */
    readonly tooLarge = false,
  ) {
    super(`HTTP ${status}, ${reason}`);
    this.name = 'UnreadableAnswer';
  }
}

const tooLarge = (status: number, headers: Headers, limit: number) =>
  new UnreadableAnswer(status, headers, `its body was not read: it is larger than ${limit / 1024 / 1024} MiB`, true);

const deadlines = new AsyncLocalStorage<number>();

/** Runs `work` so that no request it makes outlasts `deadline` (epoch ms): each one's timeout is cut to what is left. */
export const within = <T>(deadline: number | undefined, work: () => Promise<T>) => (deadline === undefined ? work() : deadlines.run(deadline, work));

/** How long is left of the deadline `within` set for the work under way; Infinity where none was set. */
export const timeLeft = (): number => (deadlines.getStore() ?? Infinity) - Date.now();

/** Requests through `http`, none (body included) waiting longer than 'request-timeout-seconds', trusting 'ca-certificates' beside the usual CAs. */
export function openWire({ requestTimeoutMs, caCertificates }: Pick<Settings, 'requestTimeoutMs' | 'caCertificates'>, http: OpenHttp): Wire {
  // Made on first use: node:tls is loaded only where a private CA is given.
  let opened: Promise<ReturnType<OpenHttp>> | undefined;
  return {
    async fetch(request) {
      const timeoutMs = Math.max(1, Math.min(requestTimeoutMs, timeLeft()));
      // Cut short by a deadline (a stopped step's few seconds, the wait's end), not by request-timeout-seconds: the message says which.
      const timeoutError = () =>
        Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError', timeoutMs, byDeadline: timeoutMs < requestTimeoutMs });
      // A body the server compresses would be inflated past what its bytes say.
      const headers = { ...Object.fromEntries(request.headers), 'accept-encoding': 'identity' };
      const body = request.body === null ? undefined : await request.text();
      const sender = await (opened ??= trustedCas(caCertificates).then((ca) => http({ ca, timeoutMs: requestTimeoutMs })));
      let answer: HttpAnswer | undefined;
      let timedOut = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const ended = () => {
        clearTimeout(timer);
        if (timedOut) throw timeoutError();
      };
      try {
        answer = await new Promise<HttpAnswer>((resolve, reject) => {
          timer = setTimeout(() => {
            timedOut = true;
            answer?.cancel();
            reject(timeoutError());
          }, timeoutMs);
          sender.send({ method: request.method, url: request.url, headers, body }).then(
            (arrived) => (timedOut ? arrived.cancel() : resolve(arrived)),
            (error: unknown) => reject(new TypeError('fetch failed', { cause: error })),
          );
        });
        return await readBounded(answer, request as BodyRules, ended);
      } catch (error) {
        clearTimeout(timer);
        throw timedOut ? timeoutError() : error;
      }
    },
    async close() {
      if (opened) (await opened).close();
    },
  };
}

/** Statuses whose answer has no body, as a WHATWG Response must have it. */
const NULL_BODY = new Set([204, 205, 304]);

/** An answer as a WHATWG Response, its body read (or streamed) within its bound, or refused; `ended` is told once the body is read or failed. */
async function readBounded(answer: HttpAnswer, { stream: streamRequested, limit: requestedLimit }: BodyRules, ended: () => void): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const { status } = answer;
  const success = status >= 200 && status < 300;
  const stream = streamRequested === true && success && !NULL_BODY.has(status);
  const limit = !success ? MAX_ERROR_BYTES : stream ? (requestedLimit ?? MAX_LIST_BYTES) : MAX_ANSWER_BYTES;
  const encoding = (headers.get('content-encoding') ?? '').trim().toLowerCase() || 'identity';
  // Every request asks for `identity`: a compressed body is not what was asked for; nor is a success past its bound, by its headers alone.
  // Named only as HTTP names its codings: a header is any text a server chooses, a secret it was sent too.
  const named = /^(x-)?(gzip|deflate|br|compress|zstd)$/.test(encoding) ? `${encoding}-encoded` : 'encoded';
  const unreadable =
    encoding !== 'identity'
      ? new UnreadableAnswer(status, headers, `its body was not read: it is ${named}, which was not asked for`)
      : success && Number(headers.get('content-length')) > limit
        ? tooLarge(status, headers, limit)
        : undefined;
  if (unreadable) {
    answer.cancel();
    ended();
    throw unreadable;
  }
  // A Response holds 200 to 599: a hostile server's 999 is a 502, an answer of nothing known.
  const init = { status: status >= 200 && status <= 599 ? status : 502, statusText: answer.statusText.replace(/[^\t\x20-\x7e]/g, ''), headers };
  if (stream) return new Response(streamOf(boundedStream(answer, limit, headers, ended)), init);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for await (const chunk of answer.body) {
      bytes += chunk.byteLength;
      chunks.push(chunk);
      if (bytes <= limit) continue;
      answer.cancel();
      if (success) throw tooLarge(status, headers, limit);
      break; // the start of an error is all that is shown
    }
  } finally {
    ended();
  }
  if (NULL_BODY.has(init.status)) return new Response(null, init);
  const body = Buffer.concat(chunks);
  // An error's start is shown: a secret it echoes across the cut would be shown in part.
  return new Response(bytes > limit ? redactCut(body.subarray(0, limit).toString('utf8')) : body, init);
}

/** A body read as it arrives, at most `limit` bytes (the request's timeout bounds its time). */
async function* boundedStream(answer: HttpAnswer, limit: number, headers: Headers, ended: () => void): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  let done = false;
  try {
    for await (const chunk of answer.body) {
      bytes += chunk.byteLength;
      if (bytes > limit) throw tooLarge(answer.status, headers, limit);
      dropped(chunk.byteLength);
      yield chunk;
    }
    done = true;
  } finally {
    // A reader that stops early (a deadline, or enough read) leaves nothing open.
    if (!done) answer.cancel();
    ended();
  }
}

const streamOf = (pieces: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> =>
  new ReadableStream({
    async pull(controller) {
      const { done, value } = await pieces.next();
      return done ? controller.close() : controller.enqueue(value);
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });

/** The CAs a connection trusts where `extra` is given: Node's public roots, NODE_EXTRA_CA_CERTS and `extra` (an explicit list replaces Node's store). */
export async function trustedCas(extra: string | undefined): Promise<string[] | undefined> {
  if (!extra) return undefined;
  const tls = await import('node:tls');
  // The runtime's own default store where it tells it (Node 22.15+): the system's too under --use-system-ca, and NODE_EXTRA_CA_CERTS.
  const defaults = (tls as { getCACertificates?: (type: 'default') => string[] }).getCACertificates;
  if (defaults) return [...defaults('default'), extra];
  const path = process.env.NODE_EXTRA_CA_CERTS;
  // An unreadable one is left out: Node itself warns about it at start.
  const fromEnv = path ? await readFile(path, 'utf8').catch(() => undefined) : undefined;
  return [...tls.rootCertificates, ...(fromEnv === undefined ? [] : [fromEnv]), extra];
}

const NOT_SENT: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'the host name was not found (DNS)',
  EAI_AGAIN: 'the host name could not be looked up (DNS)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'timed out connecting',
  UND_ERR_PROXY_CLOSED: 'the proxy closed the connection without answering its CONNECT',
  ERR_INVALID_URL: 'invalid address',
};

/** A proxy's refusal by its status; of a 407, how credentials are given, or, where they were (`credentialed`), that they were refused. */
export const proxyRefusal = (status: number, credentialed = false) =>
  `(HTTP ${status})${status !== 407 ? '' : credentialed ? ': it refused the user and password its address gives: check them in HTTPS_PROXY (or HTTP_PROXY)' : ': it asks for a user and password, which HTTPS_PROXY gives as http://USER:PASSWORD@HOST:PORT'}`;

const TLS = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS/;
/** What OpenSSL says when an https:// address answers in plain HTTP: the answer's text read as a TLS record. */
const PLAIN_HTTP = /wrong version number|packet length too long/i;

/** What a failed fetch means: whether anything may have reached the server, and why, in words. */
export function classifyNetworkError(error: unknown, timeoutMs: number): NonNullable<ServiceFailureDetails['network']> {
  type Timeout = { name?: string; timeoutMs?: number; byDeadline?: boolean };
  const err = error as Timeout & { message?: string; cause?: Timeout & { code?: string; message?: string; cause?: unknown } };
  const timeout = err?.name === 'TimeoutError' ? err : err?.cause?.name === 'TimeoutError' ? err.cause : undefined;
  if (timeout) {
    const after = formatDuration(timeout.timeoutMs ?? timeoutMs);
    const span = timeout.byDeadline ? `the ${after} left before a deadline (a stop's, or the wait's)` : `${after} (request-timeout-seconds)`;
    return { kind: 'ambiguous', cause: `no answer within ${span}`, ...(timeout.byDeadline ? { byDeadline: true as const } : {}) };
  }
  // The wire wraps the client's error: "fetch failed" → cause (an Error with a code) → sometimes cause again.
  let cause = err?.cause;
  while (cause && !cause.code && cause.cause) cause = cause.cause as typeof cause;
  // An https:// proxy's certificate that does not name it: undici says so (UND_ERR_PRX_TLS, OpenSSL's words beneath), and its fix is the proxy's address.
  if (cause?.code === 'UND_ERR_PRX_TLS' && cause.cause) {
    const tls = cause.cause as { code?: string; message?: string };
    return { kind: 'tls', cause: `${PROXY_TLS} failed, TLS: ${excerpt(tls.message ?? '') || tls.code} (${tls.code ?? cause.code})` };
  }
  const code = cause?.code ?? '';
  // A cause can quote the server (a certificate's names): cleaned as any service text is.
  const detail = cause?.message && cause.message !== code ? excerpt(cause.message) : '';
  if (code in NOT_SENT) return { kind: 'not-sent', cause: `${NOT_SENT[code]} (${code})` };
  // Not retried ('tls'): another attempt meets the same server. OpenSSL's text (`…:ssl3_get_record:wrong version number`) names neither server nor fix.
  if (PLAIN_HTTP.test(cause?.message ?? '')) return { kind: 'tls', cause: `${NOT_HTTPS} (${code || 'EPROTO'})` };
  if (TLS.test(code)) return { kind: 'tls', cause: `TLS: ${detail || code} (${code})` };
  // A proxy that will not open a tunnel: its status where the agent gives it (undici's `Proxy response (407) !== 200`), else the agent's words.
  const proxyStatus = /Proxy response \((\d{3})\)/.exec(detail)?.[1];
  if (proxyStatus)
    return { kind: 'not-sent', cause: `the proxy refused the connection ${proxyRefusal(Number(proxyStatus), code === 'UND_ERR_PROXY_CREDENTIALS')}` };
  if (/proxy|tunnel/i.test(detail) || /proxy/i.test(err?.message ?? ''))
    return { kind: 'not-sent', cause: `the proxy refused the connection: ${detail || err?.message}` };
  // Closed in the TLS handshake (a proxy's tunnel, a firewall that filters by server name): no request was written, so none can have been acted on.
  if (/before secure TLS connection was established/i.test(cause?.message ?? ''))
    return { kind: 'not-sent', cause: `the connection was closed before TLS was established (${code || 'ECONNRESET'})` };
  if (['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(code))
    return { kind: 'ambiguous', cause: `the connection was closed before an answer came (${code})` };
  return { kind: 'ambiguous', cause: [detail || err?.message || String(error), code && `(${code})`].filter(Boolean).join(' ') };
}

// A long log passes through as buffers read once and dropped, and V8 collects for outside-heap memory only after ~64 MB more of it: six fast sockets would hold
// that much garbage. So readers say what they dropped, and every few megabytes the heap is collected, keeping garbage to a few megabytes (a young-generation
// collection left 10-40 MB more: test/e2e/memory.test.ts). The collector is reached as jest's leak detector reaches it, by exposing it at run time.
const COLLECT_EVERY_BYTES = 2 * 1024 * 1024;
let collect: ((options?: { type: 'major' }) => void) | null | undefined;
let droppedBytes = 0;

/** Counts bytes a log reader has dropped; collects every COLLECT_EVERY_BYTES. */
export function dropped(bytes: number): void {
  droppedBytes += bytes;
  if (droppedBytes < COLLECT_EVERY_BYTES) return;
  droppedBytes = 0;
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as typeof collect;
    } catch {
      collect = null; // a runtime that refuses: V8's own pace stands
    }
  }
  collect?.({ type: 'major' });
}
