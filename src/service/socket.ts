// A WebSocket's text as it arrives (a job's log), under every request's rules: proxy, CA, bounded open and messages, the caller's signal.
// `ws` rather than undici's WebSocket: it can pause its socket, so a server faster than the step is slowed by TCP instead of filling memory.
import { Buffer } from 'node:buffer';
import type { Settings } from '../inputs.js';
import { LOG_ARRIVAL_LIMIT } from '../safe-text.js';
import { dropped, proxyRefusal, trustedCas } from './wire.js';

/** The largest message a socket may bring: a log comes in small ones, and a message is held whole until it has arrived, so this bounds a hostile one. */
const MAX_SOCKET_MESSAGE_BYTES = 256 * 1024;

/** How often an open socket is pinged: a proxy or load balancer closes a connection idle for 30 to 60 s, and a job may print nothing for longer. */
const PING_EVERY_MS = 20_000;

/** What may wait unread (lines already cut) before the socket is paused. */
const PAUSE_AT_BYTES = 256 * 1024;

/** Cuts lines across pieces of bytes: past `max` bytes a line is dropped before it is text, never decoded or held (core/logs.ts cuts
 *  again for display). A carriage return starts the line again, as for a terminal: a progress bar's latest state is kept, not its first. */
export function byteLineCutter(max: number): (bytes: Uint8Array) => Uint8Array {
  let line = 0;
  return (bytes) => {
    const kept: Uint8Array[] = [];
    // The next line feed and carriage return at or after `from` (-1: none left), each looked for again only once passed.
    let newline = -2;
    let carriage = -2;
    for (let from = 0; from < bytes.length;) {
      if (newline !== -1 && newline < from) newline = bytes.indexOf(0x0a, from);
      if (carriage !== -1 && carriage < from) carriage = bytes.indexOf(0x0d, from);
      const stop = carriage >= 0 && (newline < 0 || carriage < newline) ? carriage : newline;
      const end = stop < 0 ? bytes.length : stop + 1;
      const room = Math.max(0, max - line);
      if (room > 0) kept.push(bytes.subarray(from, Math.min(end, from + room)));
      if (stop >= 0 && room <= end - from - 1) kept.push(bytes.subarray(stop, stop + 1));
      line = stop < 0 ? line + (end - from) : 0;
      from = end;
    }
    return kept.length === 1 ? kept[0]! : Buffer.concat(kept);
  };
}

/** Each message's text (binary as UTF-8) until the server closes or `signal` aborts (what arrived is kept); throws when it does not open (within
 *  'request-timeout-seconds'), or a message is too large. It carries the bearer, and trusts 'ca-certificates'. */
export async function* readSocket(
  url: string,
  bearer: string,
  signal: AbortSignal,
  { requestTimeoutMs, caCertificates }: Pick<Settings, 'requestTimeoutMs' | 'caCertificates'>,
  proxyFor?: (url: URL) => URL | undefined,
  pingEveryMs = PING_EVERY_MS,
): AsyncGenerator<string> {
  // Tunnelled through the host's proxy (CONNECT) where its rules name one; else direct.
  const proxy = proxyFor?.(new URL(url.replace(/^ws/, 'http')));
  const [{ WebSocket }, tunnel, ca] = await Promise.all([import('ws'), proxy && import('https-proxy-agent'), trustedCas(caCertificates)]);
  // Its address as written, which the agent decodes itself.
  const agent = tunnel && new tunnel.HttpsProxyAgent(proxy!.href, ca ? { ca } : {});
  // The agent answers a refused tunnel as if the server had: the proxy's status is taken from its CONNECT, and its host named (never its user).
  agent?.on('proxyConnect', ({ statusCode }: { statusCode: number }) => {
    if (statusCode !== 200)
      failure ??= new Error(`the proxy ${proxy!.host} refused its tunnel ${proxyRefusal(statusCode, Boolean(proxy!.username || proxy!.password))}`);
  });
  const socket = new WebSocket(url, {
    headers: { authorization: `Bearer ${bearer}` },
    maxPayload: MAX_SOCKET_MESSAGE_BYTES,
    followRedirects: false,
    perMessageDeflate: false,
    // A log's bytes, decoded across messages below: a text message that ends inside a character, or holds bytes that are not UTF-8, is no reason to stop.
    skipUTF8Validation: true,
    ...(agent ? { agent } : {}),
    ...(ca ? { ca } : {}),
  });
  const decoder = new TextDecoder('utf-8');
  const cut = byteLineCutter(LOG_ARRIVAL_LIMIT);
  const arrived: Uint8Array[] = [];
  let waiting = 0;
  let opened = false;
  let closed = false;
  /** Why the socket did not open, or closed on an error: the server's, the network's or the proxy's. */
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const close = () => {
    if (socket.readyState === WebSocket.OPEN) socket.close();
    else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
    closed = true;
    notify();
  };
  signal.addEventListener('abort', close, { once: true });
  // The one bound on the opening, proxy's CONNECT included: ws's own handshakeTimeout starts only once a socket is had, after it.
  const opening = setTimeout(() => {
    failure ??= new Error(`it did not open within ${requestTimeoutMs / 1000} s`);
    close();
  }, requestTimeoutMs);
  let pinger: NodeJS.Timeout | undefined;
  socket.on('open', () => {
    opened = true;
    clearTimeout(opening);
    pinger = setInterval(() => socket.readyState === WebSocket.OPEN && socket.ping(), pingEveryMs);
  });
  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
    const message = Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? new Uint8Array(data) : data;
    const bytes = cut(message);
    dropped(message.byteLength);
    // A copy of what is kept, so that the message's own buffer is not held by it.
    arrived.push(Uint8Array.prototype.slice.call(bytes));
    waiting += bytes.byteLength;
    if (waiting > PAUSE_AT_BYTES) socket.pause();
    notify();
  });
  socket.on('unexpected-response', (_request, response) => {
    failure ??= new Error(`the server answered HTTP ${response.statusCode} instead of opening it`);
    response.resume();
    close();
  });
  socket.on('error', (error: Error & { code?: string }) => {
    if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')
      failure ??= new Error(`the server sent a message larger than ${MAX_SOCKET_MESSAGE_BYTES / 1024} KiB`);
    else if (!opened) failure ??= new Error('the server refused it, or could not be reached');
    else failure ??= new Error(`its connection failed before the log ended (${error.message})`);
    close();
  });
  socket.on('close', (code: number) => {
    clearInterval(pinger);
    if (!opened) failure ??= new Error(`it closed before it opened (code ${code})`);
    // Dropped without a close (1006: a proxy, a network), not ended by the cluster: what came is kept, and the cut is said.
    else if (code === 1006 && !closed) failure ??= new Error('its connection was dropped before the log ended (code 1006)');
    close();
  });
  try {
    for (;;) {
      while (arrived.length) {
        const bytes = arrived.shift()!;
        waiting -= bytes.byteLength;
        if (waiting <= PAUSE_AT_BYTES / 2 && socket.isPaused) socket.resume();
        yield decoder.decode(bytes, { stream: true });
      }
      if (closed) break;
      await new Promise<void>((resume) => (wake = resume));
    }
    const rest = decoder.decode();
    if (rest) yield rest;
    if (failure) throw failure;
  } finally {
    clearTimeout(opening);
    clearInterval(pinger);
    signal.removeEventListener('abort', close);
    close();
  }
}
