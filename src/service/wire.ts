// The wire every backend's typed clients speak through: the transport (timeouts, the host's proxy
// rules, a private CA) with the light Request and Response classes openapi-fetch is given.
import { useLightWebGlobals } from './http-fetch.js';
import { createTransport } from './transport.js';

export interface Wire {
  /** What a contract client takes as its fetch and Request. */
  fetch: (request: Request) => Promise<Response>;
  Request: typeof Request;
  /** Ends every connection and proxy agent. */
  close(): Promise<void>;
}

export function openWire(options: { timeoutMs: number; caCertificates?: string; proxyFor?: (url: URL) => URL | undefined }): Wire {
  useLightWebGlobals();
  const transport = createTransport(options);
  // The transport's Request and Response carry what openapi-fetch reads, not the whole WHATWG API.
  return {
    fetch: transport.fetch as unknown as (request: Request) => Promise<Response>,
    Request: transport.Request as unknown as typeof Request,
    close: () => transport.close(),
  };
}
