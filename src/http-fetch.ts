// A fetch for openapi-fetch over node:http and node:https. Node's own fetch builds WHATWG
// streams for every request and loads its undici on first use; for small JSON calls that is
// most of the action's CPU, and of a sweep's. openapi-fetch takes a Request class and a fetch
// of our choosing; these carry only what it and the action read.
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Header names folded to lower case, as HTTP/1.1 treats them. Only what openapi-fetch and the action use. */
export class LightHeaders {
  private readonly map = new Map<string, string>();

  /** From the WHATWG Headers openapi-fetch merges its headers into, or empty. */
  constructor(init?: { forEach(callback: (value: string, name: string) => void): void }) {
    init?.forEach((value, name) => this.set(name, value));
  }
  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  set(name: string, value: string): void {
    this.map.set(name.toLowerCase(), String(value));
  }
  toObject(): Record<string, string> {
    return Object.fromEntries(this.map);
  }
}

interface LightRequestInit {
  method?: string;
  headers?: ConstructorParameters<typeof LightHeaders>[0];
  body?: string | null;
}

export class LightRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: LightHeaders;
  readonly body: string | undefined;

  constructor(url: string, init: LightRequestInit = {}) {
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new LightHeaders(init.headers);
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('LightRequest takes a string body');
    }
    this.body = init.body ?? undefined;
  }
}

export class LightResponse {
  readonly ok: boolean;
  readonly headers: LightHeaders;

  constructor(
    readonly status: number,
    headers: IncomingHttpHeaders,
    private readonly bodyText: string,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = new LightHeaders();
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) this.headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
  }
  async text(): Promise<string> {
    return this.bodyText;
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.bodyText);
  }
}

export interface HttpFetchOptions {
  timeoutMs: number;
  /** Trusted CAs for https, replacing the defaults; undefined keeps Node's own store. */
  ca?: string[];
}

/** A fetch-like function: one request, the whole body read, no redirects followed. */
export function createHttpFetch(options: HttpFetchOptions): (request: LightRequest) => Promise<LightResponse> {
  // Keep-alive: a sweep reuses its connections. Idle sockets do not keep the process alive.
  const agents = {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true, ...(options.ca ? { ca: options.ca } : {}) }),
  };
  return (request) =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const headers = request.headers.toObject();
      if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
      let settled = false;
      const fail = (cause: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        // The shape of Node's fetch errors, which transport.ts classifies: the reason is the cause.
        reject(cause instanceof Error && cause.name === 'TimeoutError' ? cause : new TypeError('fetch failed', { cause }));
      };
      const req = send(url, { method: request.method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('aborted', () => fail(Object.assign(new Error('the connection was closed mid-answer'), { code: 'ECONNRESET' })));
        res.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(new LightResponse(res.statusCode ?? 0, res.headers, Buffer.concat(chunks).toString('utf8')));
        });
      });
      const timer = setTimeout(() => {
        const timeout = new Error(`no answer within ${options.timeoutMs} ms`);
        timeout.name = 'TimeoutError';
        fail(timeout);
        req.destroy();
      }, options.timeoutMs);
      req.on('error', fail);
      req.end(request.body);
    });
}
