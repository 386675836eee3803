// A WebSocket's text as it arrives (a job's log), under the rules every request keeps: the
// host's proxy and any private CA (transport.ts), a bound on the time to open, and the caller's
// signal to end it. undici's WebSocket, bundled and loaded by the first socket, takes the headers
// a bearer needs and a dispatcher, which Node 20's global WebSocket does not.
import { MAX_SOCKET_MESSAGE_BYTES, socketDispatcher, type TransportOptions } from './transport.js';

interface SocketOptions extends Pick<TransportOptions, 'caCertificates' | 'proxyFor'> {
  headers: Record<string, string>;
  /** The socket must open within this long. */
  openTimeoutMs: number;
  /** Aborting it closes the socket; what arrived is kept. */
  signal?: AbortSignal;
  /**
   * Text in lines: each line is cut at this many characters as its message arrives, so that no
   * message is held whole while the reader catches up (a socket has no way to slow the server).
   */
  maxLineChars?: number;
}

/** A cutter of lines across messages: what a line has past `max` characters is dropped. */
function lineCutter(max: number): (text: string) => string {
  let line = 0;
  return (text) => {
    let out = '';
    for (let from = 0; from < text.length;) {
      const newline = text.indexOf('\n', from);
      const end = newline < 0 ? text.length : newline;
      const room = Math.max(0, max - line);
      out += text.slice(from, from + Math.min(room, end - from));
      line += end - from;
      if (newline < 0) break;
      out += '\n';
      line = 0;
      from = newline + 1;
    }
    // A copy: the message it came from is not held by it.
    return out.length === text.length ? text : Buffer.from(out, 'utf8').toString('utf8');
  };
}

/** A socket that did not open, or closed on an error: the server's, the network's or the proxy's. */
export class SocketFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocketFailure';
  }
}

/**
 * Yields the text of each message as it arrives, binary frames read as UTF-8, until the server
 * closes the socket or the signal aborts. Throws SocketFailure when it does not open.
 */
export async function* readSocket(url: string, options: SocketOptions): AsyncGenerator<string> {
  const [{ WebSocket }, dispatcher] = await Promise.all([import('undici'), socketDispatcher(new URL(url), options)]);
  const socket = new WebSocket(url, { headers: options.headers, dispatcher });
  socket.binaryType = 'arraybuffer';
  const decoder = new TextDecoder('utf-8');
  const cut = options.maxLineChars ? lineCutter(options.maxLineChars) : (text: string) => text;
  const arrived: string[] = [];
  let opened = false;
  let closed = false;
  let failure: SocketFailure | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const close = () => {
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close();
    closed = true;
    notify();
  };
  const timer = setTimeout(() => {
    if (opened) return;
    failure = new SocketFailure(`it did not open within ${options.openTimeoutMs / 1000} s`);
    close();
  }, options.openTimeoutMs);
  options.signal?.addEventListener('abort', close, { once: true });
  socket.addEventListener('open', () => {
    opened = true;
    clearTimeout(timer);
  });
  socket.addEventListener('message', (event) => {
    const data = event.data as string | ArrayBuffer;
    arrived.push(cut(typeof data === 'string' ? data : decoder.decode(new Uint8Array(data), { stream: true })));
    notify();
  });
  socket.addEventListener('error', (event) => {
    if (!opened) failure ??= new SocketFailure('the server refused it, or could not be reached');
    // undici's own words for a message over the bound, which it refuses unread.
    else if (/payload size/i.test((event as Event & { message?: string }).message ?? ''))
      failure ??= new SocketFailure(`the server sent a message larger than ${MAX_SOCKET_MESSAGE_BYTES / 1024} KiB`);
  });
  socket.addEventListener('close', (event) => {
    if (!opened) failure ??= new SocketFailure(`it closed before it opened (code ${event.code})`);
    closed = true;
    notify();
  });
  try {
    for (;;) {
      while (arrived.length) yield arrived.shift()!;
      if (closed) break;
      await new Promise<void>((resume) => (wake = resume));
    }
    if (failure) throw failure;
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', close);
    close();
    await dispatcher.destroy().catch(() => undefined);
  }
}
