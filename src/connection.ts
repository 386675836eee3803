// What every call to the service goes through, set up once per step: the transport (timeouts,
// proxy, private CA), the typed client, the token, and the job list.
import { createRunaiClient, type RunaiClient } from './contract/client.js';
import { useLightWebGlobals } from './http-fetch.js';
import type { Settings } from './inputs.js';
import { JobLister } from './list.js';
import type { Log } from './log.js';
import type { RetryOptions } from './retry.js';
import { TokenSource } from './token.js';
import { createTransport } from './transport.js';

export interface Connection {
  client: RunaiClient;
  tokens: TokenSource;
  lister: JobLister;
  /** Ends every connection: nothing may keep the step alive once its work is done. */
  close(): Promise<void>;
}

/** Test hooks: time (sleep, random, now), so that retries and waits run without waiting. */
export type Clock = Partial<RetryOptions> & { now?: () => number };

export function connect(settings: Settings, log: Log, clock: Clock = {}, timeoutMs = settings.requestTimeoutMs, tokens?: TokenSource): Connection {
  useLightWebGlobals();
  const transport = createTransport({ timeoutMs, caCertificates: settings.caCertificates });
  const client = createRunaiClient({
    baseUrl: settings.baseUrl,
    authUrl: settings.authUrl,
    // The transport's Request and Response carry what openapi-fetch reads, not the whole WHATWG API.
    fetch: transport.fetch as unknown as (request: Request) => Promise<Response>,
    Request: transport.Request as unknown as typeof Request,
  });
  const { now, ...retry } = clock;
  tokens ??= new TokenSource(client, settings, log, retry, now);
  const lister = new JobLister(client, tokens, { ...settings, requestTimeoutMs: timeoutMs }, log, retry);
  return { client, tokens, lister, close: () => transport.close() };
}
