// A fetch for openapi-fetch over node:http and node:https. Node's own fetch builds WHATWG
// streams for every request and loads its undici on first use (20–30 ms of a step's start);
// for small JSON calls that is most of the action's CPU, and of a sweep's. openapi-fetch takes
// a Request class and a fetch of our choosing, and builds headers with the global Headers (see
// useLightWebGlobals); these classes carry only what it and the action read.
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { excerpt } from '../contract/service-error.js';

/**
 * Header names folded to lower case, as HTTP/1.1 treats them: what openapi-fetch builds a
 * request's headers with in the action (useLightWebGlobals), and what the action reads of them.
 */
export class LightHeaders {
  private readonly map = new Map<string, string>();

  /** Empty, or copied from any headers with forEach (WHATWG Headers included), or from a record of names to values. */
  constructor(init?: { forEach(callback: (value: string, name: string) => void): void } | Record<string, string>) {
    if (typeof init?.forEach === 'function') (init as LightHeaders).forEach((value, name) => this.set(name, value));
    else if (init) for (const [name, value] of Object.entries(init)) this.set(name, value as string);
  }
  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  set(name: string, value: string): void {
    this.map.set(name.toLowerCase(), String(value));
  }
  append(name: string, value: string): void {
    const before = this.get(name);
    this.set(name, before === null ? value : `${before}, ${value}`);
  }
  delete(name: string): void {
    this.map.delete(name.toLowerCase());
  }
  forEach(callback: (value: string, name: string) => void): void {
    for (const [name, value] of this.map) callback(value, name);
  }
  entries(): IterableIterator<[string, string]> {
    return this.map.entries();
  }
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.map.entries();
  }
  toObject(): Record<string, string> {
    return Object.fromEntries(this.map);
  }
}

/**
 * openapi-fetch builds every request's headers with the global Headers and checks each body with
 * `instanceof FormData`. In Node, the first touch of either global loads Node's whole fetch
 * implementation: 20–30 ms of a step's start, for classes that requests over node:http never
 * need. Node 24 loads it even to read or redefine the globals' descriptors, so they cannot be
 * swapped in for a call and put back; a plain assignment does not load it. The action's process
 * runs nothing else, so it assigns them once. Node's fetch, used through a proxy, keeps its own
 * classes and never reads these globals.
 */
export function useLightWebGlobals(): void {
  // Nothing the action sends is a FormData: its bodies are JSON and form-encoded strings.
  class FormData {}
  globalThis.Headers = LightHeaders as unknown as typeof globalThis.Headers;
  globalThis.FormData = FormData as unknown as typeof globalThis.FormData;
}

interface LightRequestInit {
  method?: string;
  headers?: ConstructorParameters<typeof LightHeaders>[0];
  body?: string | null;
  /** A list read as it arrives (contract/json-items.ts): a success's body is a stream, not text. */
  stream?: boolean;
  /** The most of a streamed success's body that is read (MAX_LIST_BYTES unless said): a log is bounded by time instead. */
  limit?: number;
}

export class LightRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: LightHeaders;
  readonly body: string | undefined;
  readonly stream: boolean;
  readonly limit: number | undefined;

  constructor(url: string, init: LightRequestInit = {}) {
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new LightHeaders(init.headers);
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('LightRequest takes a string body');
    }
    this.body = init.body ?? undefined;
    this.stream = init.stream === true;
    this.limit = init.limit;
  }
}

export class LightResponse {
  readonly ok: boolean;
  readonly headers: LightHeaders;

  /** A body read already (text), or one to read as it arrives (a stream request's success). */
  constructor(
    readonly status: number,
    headers: IncomingHttpHeaders,
    private readonly content: string | AsyncIterable<Uint8Array>,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = new LightHeaders();
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) this.headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
  }
  /** The body as it arrives: what openapi-fetch hands over for `parseAs: 'stream'`. */
  get body(): AsyncIterable<Uint8Array> {
    const content = this.content;
    return typeof content === 'string'
      ? (async function* () {
          yield Buffer.from(content);
        })()
      : content;
  }
  async text(): Promise<string> {
    if (typeof this.content === 'string') return this.content;
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.content) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/** No answer body is held past this: a hostile or broken server cannot fill the runner's memory. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/**
 * Of an error answer only the start is read: a message needs a few hundred characters, and a
 * larger body (a megabyte of nested JSON, say) would cost far more memory to parse than to send.
 */
const MAX_ERROR_BYTES = 16 * 1024;

/**
 * A list of a project's jobs keeps its finished jobs too, about 300 bytes each: a project of
 * thousands must still be readable while a step waits. A list is read as it arrives, an item at
 * a time (stream requests), so its size costs time, not memory; this bounds the time.
 */
const MAX_LIST_BYTES = 16 * 1024 * 1024;

const isSuccess = (status: number) => status >= 200 && status < 300;

/** How much of an answer's body is read: all of a success (up to its cap), the start of an error. */
export const bodyLimit = (status: number, stream: boolean, limit?: number) =>
  !isSuccess(status) ? MAX_ERROR_BYTES : stream ? (limit ?? MAX_LIST_BYTES) : MAX_ANSWER_BYTES;

/**
 * An answer whose status and headers arrived but whose body was not read: larger than
 * MAX_ANSWER_BYTES, or compressed without being asked to be. Thrown by both of the transport's
 * paths, so that the caller still sees the status (a 2xx may have created a job).
 */
export class UnreadableAnswer extends Error {
  readonly headers: LightHeaders;
  constructor(
    readonly status: number,
    headers: IncomingHttpHeaders,
    readonly reason: string,
  ) {
    super(`HTTP ${status}, ${reason}`);
    this.name = 'UnreadableAnswer';
    this.headers = new LightResponse(status, headers, '').headers;
  }
}

/** Why a body must not be read, from its headers alone; undefined when it may be. */
export function unreadableBody(status: number, headers: IncomingHttpHeaders, stream: boolean, limit?: number): string | undefined {
  const encoding = String(headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  // Nothing is sent with Accept-Encoding: a compressed body is not what was asked for.
  if (encoding !== 'identity' && encoding !== '') return `its body was not read: it is ${excerpt(encoding).slice(0, 20)}-encoded, which was not asked for`;
  const length = Number(headers['content-length']);
  if (length > bodyLimit(status, stream, limit) && isSuccess(status)) return tooLarge(bodyLimit(status, stream, limit));
  return undefined;
}

export const tooLarge = (limit: number) => `its body was not read: it is larger than ${limit / 1024 / 1024} MiB`;

export interface HttpFetchOptions {
  timeoutMs: number;
  /** Trusted CAs for https, replacing the defaults; undefined keeps Node's own store. */
  ca?: () => Promise<string[]>;
}

/**
 * A streamed body, as the caller reads it: at most `limit` bytes of it (a success larger than that
 * is UnreadableAnswer), a connection closed before its end a reset, and `done` told at the end
 * either way. Errors take the shape of Node's fetch errors, which transport.ts classifies.
 */
async function* boundedBody(answer: IncomingMessage, limit: number, status: number, done: () => void): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  try {
    for await (const chunk of answer as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) throw new UnreadableAnswer(status, answer.headers, tooLarge(limit));
      yield chunk;
    }
    if (!answer.complete) throw Object.assign(new Error('the connection was closed mid-answer'), { code: 'ECONNRESET' });
  } catch (error) {
    if (error instanceof UnreadableAnswer || (error as Error).name === 'TimeoutError') throw error;
    throw new TypeError('fetch failed', { cause: error });
  } finally {
    done();
    // Not read to its end (the caller stopped, or it was too large): nothing more is taken.
    if (!answer.complete) answer.destroy();
  }
}

/** A fetch-like function: one request, the body read up to its limit, no redirects followed. */
export function createHttpFetch(options: HttpFetchOptions): ((request: LightRequest, timeoutMs?: number) => Promise<LightResponse>) & { close(): void } {
  // Keep-alive: a sweep reuses its connections. Idle sockets do not keep the process alive.
  const http = { send: httpRequest, agent: new HttpAgent({ keepAlive: true }) };
  // node:https brings TLS and crypto: loaded by the first https request, not by every step.
  let https: Promise<{ send: typeof httpRequest; agent: HttpAgent }> | undefined;
  const connect = (protocol: string) =>
    protocol !== 'https:'
      ? http
      : (https ??= Promise.all([import('node:https'), options.ca?.()]).then(([{ Agent, request }, ca]) => ({
          send: request,
          agent: new Agent({ keepAlive: true, ...(ca ? { ca } : {}) }),
        })));
  const send = async (request: LightRequest, timeoutMs = options.timeoutMs): Promise<LightResponse> => {
    const url = new URL(request.url);
    const { send, agent } = await connect(url.protocol);
    return new Promise((resolve, reject) => {
      const headers = request.headers.toObject();
      if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
      let settled = false;
      const settle = () => {
        if (settled) return false;
        settled = true;
        clearTimeout(timer);
        return true;
      };
      const fail = (cause: unknown) => {
        if (!settle()) return;
        // The shape of Node's fetch errors, which transport.ts classifies: the reason is the cause.
        reject(cause instanceof Error && cause.name === 'TimeoutError' ? cause : new TypeError('fetch failed', { cause }));
      };
      const req = send(url, { method: request.method, headers, agent }, (answer) => {
        const status = answer.statusCode ?? 0;
        const refuse = (reason: string) => {
          if (!settle()) return;
          reject(new UnreadableAnswer(status, answer.headers, reason));
          req.destroy();
        };
        // An empty body (204, or a length of 0) has nothing to stream.
        const stream = request.stream && isSuccess(status) && status !== 204 && answer.headers['content-length'] !== '0';
        const unreadable = unreadableBody(status, answer.headers, stream, request.limit);
        if (unreadable) return refuse(unreadable);
        const limit = bodyLimit(status, stream, request.limit);
        if (stream) {
          // The caller reads the body as it arrives; the timeout still bounds all of it.
          if (settled) return;
          settled = true;
          timedOut = () => answer.destroy(timeoutError());
          resolve(
            new LightResponse(
              status,
              answer.headers,
              boundedBody(answer, limit, status, () => clearTimeout(timer)),
            ),
          );
          return;
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        const done = () => {
          if (!settle()) return;
          resolve(new LightResponse(status, answer.headers, Buffer.concat(chunks).subarray(0, limit).toString('utf8')));
        };
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          chunks.push(chunk);
          if (bytes <= limit) return;
          if (isSuccess(status)) return refuse(tooLarge(limit));
          done(); // the start of an error is all that is shown
          req.destroy();
        });
        answer.on('error', fail);
        answer.on('aborted', () => fail(Object.assign(new Error('the connection was closed mid-answer'), { code: 'ECONNRESET' })));
        answer.on('end', done);
      });
      const timeoutError = () => Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' });
      /** What the timeout does once a streamed body is being read. */
      let timedOut: (() => void) | undefined;
      const timer = setTimeout(() => {
        if (timedOut) return timedOut();
        fail(timeoutError());
        req.destroy();
      }, timeoutMs);
      req.on('error', fail);
      req.end(request.body);
    });
  };
  return Object.assign(send, {
    close() {
      http.agent.destroy();
      void https?.then(({ agent }) => agent.destroy());
    },
  });
}
