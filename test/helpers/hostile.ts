// Servers that behave as an attacker's would, on loopback: whatever they send is data that must
// not steer the action. Each records what reached it, so a test can prove what did not.
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { join } from 'node:path';
import { ROOT, type ActionRun } from './run-action.js';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Hostile {
  url: string;
  port: number;
  received: Received[];
  /** Requests to one path. */
  to(path: string): Received[];
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A server whose answers are the handler's; bodies are read whole before it is called. */
export async function hostileServer(handler: Handler): Promise<Hostile> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    to: (path) => received.filter((r) => new URL(r.url, 'http://x').pathname === path),
    close: () => closeServer(server, sockets),
  };
}

/** A token answer the action accepts, and the path it asks at. */
export const TOKEN_PATH = '/auth/realms/runai/protocol/openid-connect/token';
export const JOBS_PATH = '/api/v1/jobs';

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Inputs for a hostile server that plays both the token issuer and the cluster. */
export function inputsFor(origin: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'base-url': origin,
    'auth-url': origin,
    realm: 'runai',
    'client-id': 'ci-app',
    'client-secret': 'hostile-test-secret',
    project: 'team-a',
    image: 'i',
    ...extra,
  };
}

export interface MappingProxy {
  url: string;
  /** Every request and tunnel, as `METHOD host:port`. */
  seen: string[];
  /** The user and password each request or tunnel gave the proxy (Proxy-Authorization, decoded). */
  credentials: string[];
  close(): Promise<void>;
}

/**
 * A forward proxy that resolves made-up host names (`cluster.example.test`) to local ports, so
 * the action sends to names that are not loopback, as it would to a real cluster, and so takes
 * the proxy path. It speaks both forms: absolute URLs for http, CONNECT tunnels.
 */
export async function mappingProxy(hosts: Record<string, number>): Promise<MappingProxy> {
  const seen: string[] = [];
  const credentials: string[] = [];
  const sockets = new Set<Socket>();
  const credentialsOf = (req: IncomingMessage) => {
    const basic = /^Basic (.+)$/.exec(req.headers['proxy-authorization'] ?? '');
    if (basic) credentials.push(Buffer.from(basic[1]!, 'base64').toString());
  };
  const portOf = (host: string) => hosts[host.replace(/:\d+$/, '')];
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/');
    seen.push(`${req.method} ${target.host}`);
    credentialsOf(req);
    const port = portOf(target.hostname);
    if (port === undefined) return json(res, 502, { message: `no such host ${target.hostname}` });
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: `${target.pathname}${target.search}`, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req: IncomingMessage, client: Socket) => {
    seen.push(`CONNECT ${req.url}`);
    credentialsOf(req);
    const port = portOf(req.url ?? '');
    if (port === undefined) return client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const end = () => (upstream.destroy(), client.destroy());
    upstream.on('error', end);
    client.on('error', end);
    client.on('close', end);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, credentials, close: () => closeServer(server, sockets) };
}

async function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  await new Promise((done) => server.close(() => done(undefined)));
}

/**
 * The log as the runner shows it: a line that starts with `::` is a command (`add-mask`
 * registers a secret, the others' data is unescaped), and every registered secret is replaced
 * by `***` in what follows, as the runner does. Returns the lines shown and the commands run.
 */
export function asRunnerShows(run: ActionRun): { shown: string[]; commands: string[]; masks: string[] } {
  const masks: string[] = [];
  const shown: string[] = [];
  const commands: string[] = [];
  const hide = (text: string) => [...masks].sort((a, b) => b.length - a.length).reduce((t, secret) => t.split(secret).join('***'), text);
  for (const line of run.stdout.split('\n')) {
    // Its command form, `::name ...::data` at the start; else the older `##[name ...]data` anywhere in the line, which it still obeys.
    const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line) ?? legacyCommand(line);
    if (command) {
      commands.push(command[1]!);
      const data = command[2]!.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
      if (command[1] === 'add-mask') masks.push(data);
      else shown.push(hide(data));
    } else shown.push(hide(line));
  }
  return { shown, commands, masks };
}

/** The commands the runner knows, which its older form (`##[name]`) starts wherever it is in a line. */
const RUNNER_COMMANDS = new Set([
  'add-mask',
  'add-matcher',
  'add-path',
  'debug',
  'echo',
  'endgroup',
  'error',
  'group',
  'notice',
  'remove-matcher',
  'save-state',
  'set-env',
  'set-output',
  'stop-commands',
  'warning',
]);
function legacyCommand(line: string): [string, string, string] | undefined {
  const start = line.indexOf('##[');
  const end = start < 0 ? -1 : line.indexOf(']', start);
  const name =
    end < 0
      ? ''
      : line
          .slice(start + 3, end)
          .split(' ')[0]!
          .toLowerCase();
  return RUNNER_COMMANDS.has(name) ? [line, name, line.slice(end + 1)] : undefined;
}

/** The commands the action itself issues. Any other line starting with `::` came from elsewhere. */
export const OWN_COMMANDS = /^::(add-mask|error|warning|notice|debug|group|endgroup)::/;

/** A token the hostile issuer hands out, by default. */
export const HOSTILE_TOKEN = 'tok-hostile-0123456789';

export interface Scene {
  /** Plays both the token issuer and the cluster, answering with onToken and onJobs. */
  cluster: Hostile;
  /** Where redirects point: anything that reaches it went where it must not. */
  elsewhere: Hostile;
  /** Maps cluster.example.test and elsewhere.example.test to the two servers. */
  proxy: MappingProxy;
  onToken: Handler;
  onJobs: Handler;
}

/**
 * The servers of a describe block: started before its tests, reset before each (a valid token,
 * a created job), stopped after them. Tests change onToken and onJobs to misbehave.
 */
export function hostileScene(): Scene {
  const scene = {} as Scene;
  beforeAll(async () => {
    scene.cluster = await hostileServer((req, res, body) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === TOKEN_PATH) return scene.onToken(req, res, body);
      if (path === JOBS_PATH) return scene.onJobs(req, res, body);
      return json(res, 404, { message: 'no route' });
    });
    scene.elsewhere = await hostileServer((_req, res) => json(res, 200, { name: 'stolen', access_token: 'stolen-token' }));
    scene.proxy = await mappingProxy({ 'cluster.example.test': scene.cluster.port, 'elsewhere.example.test': scene.elsewhere.port });
  });
  afterAll(async () => {
    await Promise.all([scene.cluster.close(), scene.elsewhere.close(), scene.proxy.close()]);
  });
  beforeEach(() => {
    scene.cluster.received.length = 0;
    scene.elsewhere.received.length = 0;
    scene.proxy.seen.length = 0;
    scene.onToken = (_req, res) => json(res, 200, { access_token: HOSTILE_TOKEN, expires_in: 3600, token_type: 'bearer' });
    scene.onJobs = (_req, res) => json(res, 200, { name: 'job-1' });
  });
  return scene;
}

/** Lines of stdout that start a command the action did not issue itself. */
export const foreignCommands = (run: ActionRun) =>
  run.stdout.split('\n').filter((line) => (line.startsWith('::') && !OWN_COMMANDS.test(line)) || legacyCommand(line) !== undefined);

/** Preloaded with --import, it prints the process's peak memory at exit (see peakRssMb). */
export const MAX_RSS_HOOK = join(ROOT, 'test/helpers/max-rss.mjs');

/** The peak memory of a run preloaded with MAX_RSS_HOOK, in MB. */
export function peakRssMb(run: ActionRun): number {
  const line = /MAX_RSS_KB=(\d+)/.exec(run.stderr);
  if (!line) throw new Error(`no MAX_RSS_KB line in: ${run.stderr}`);
  return Number(line[1]) / 1024;
}

/**
 * Markdown as GitHub renders it (GFM, by micromark), less what it renders inert: code spans and
 * fenced blocks. What is left is where GitHub would obey HTML, make a link, or ping a `@name`,
 * `#12` or `GH-12`, so a test looks there for what a service sent.
 */
export function liveIn(markdown: string): string {
  const html = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
  return html.replace(/<pre>[\s\S]*?<\/pre>|<code>[\s\S]*?<\/code>/g, '');
}
