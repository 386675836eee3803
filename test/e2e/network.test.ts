// Real TLS with a CA made at start, a real forward proxy, and addresses nobody answers.
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxy } from 'proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificates } from '../emulator/certificates.mjs';
import { startEmulator } from '../emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { runAction } from '../helpers/run-action.js';
import { runnersRuntime, runtimes } from '../helpers/runtimes.js';
import { epochLines, unique, waitInputs } from '../helpers/waiting.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

/**
 * @actions/http-client never proxies localhost or 127.x, so the proxied tests address the
 * emulator by its IPv4-mapped IPv6 form: still loopback, but not on that list.
 */
const viaMapped = (url: string) => url.replace('127.0.0.1', '[::ffff:7f00:1]');

describe.each(runtimes())('HTTPS on $name', ({ node }) => {
  let emulator: Emulator;
  let caFile: string;
  beforeAll(async () => {
    emulator = await startEmulator({ tls: true });
    caFile = join(mkdtempSync(join(tmpdir(), 'ca-')), 'ca.pem');
    writeFileSync(caFile, emulator.caCertificate!);
  });
  afterAll(() => emulator.close());

  it('an untrusted certificate is refused, not retried, with the fix', async () => {
    const before = emulator.requests.length;
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i' }, { node });
    expect(run.code).toBe(1);
    expect(emulator.requests.length).toBe(before);
    expect(run.error).toMatch(
      /^submit-runai-job failed: the token request to https:\/\/127\.0\.0\.1:\d+\/auth\/realms\/runai\/protocol\/openid-connect\/token failed: TLS: .+\. The server's certificate is not trusted\. For a private CA, give its PEM \(text or a file path\) in 'ca-certificates', or set NODE_EXTRA_CA_CERTS on the runner\.$/,
    );
    expect(run.log.match(/Retrying/g)).toBeNull();
  });

  it.each([
    ['PEM text', () => emulator.caCertificate!],
    ['a file path', () => caFile],
  ])('ca-certificates as %s is trusted for this action', async (_, ca) => {
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', 'ca-certificates': ca() }, { node });
    expect(run.error).toBe('');
    expect(run.outputs['job-name']).toMatch(/^job-\d+$/);
  });

  it('NODE_EXTRA_CA_CERTS is honoured', async () => {
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i' }, { node, env: { NODE_EXTRA_CA_CERTS: caFile } });
    expect(run.error).toBe('');
  });

  it('a ca-certificates value that is neither PEM nor a file is refused before any request', async () => {
    const before = emulator.requests.length;
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', 'ca-certificates': '/no/such/ca.pem' }, { node });
    expect(run.error).toBe(
      `submit-runai-job failed: Input 'ca-certificates': "/no/such/ca.pem" is neither PEM text nor a readable file (no such file, looked for /no/such/ca.pem): expected "-----BEGIN CERTIFICATE-----…" or the path of a PEM file. Nothing was sent.`,
    );
    expect(emulator.requests.length).toBe(before);
  });
});

describe.each(runtimes())('http:// and https:// mixed up, on $name', ({ node }) => {
  let plain: Emulator;
  let tls: Emulator;
  beforeAll(async () => {
    [plain, tls] = await Promise.all([startEmulator(), startEmulator({ tls: true })]);
  });
  afterAll(() => Promise.all([plain.close(), tls.close()]));
  const swapped = (e: Emulator, from: string, to: string) =>
    Object.fromEntries(Object.entries(e.settings()).map(([name, value]) => [name, typeof value === 'string' ? value.replace(from, to) : value]));

  it('https:// to a plain-HTTP server: said in words, not OpenSSL’s, and not retried', async () => {
    const run = await runAction({ ...swapped(plain, 'http://', 'https://'), project: 'p', image: 'i' }, { node });
    expect(run.code).toBe(1);
    expect(run.error).toMatch(
      /^submit-runai-job failed: the token request to https:\/\/127\.0\.0\.1:\d+\/auth\/realms\/runai\/protocol\/openid-connect\/token failed: the server at this address does not speak HTTPS: is it http:\/\/\? \(EPROTO\)\. If the service is served over plain HTTP, write http:\/\/ in 'auth-url'; if not, this address and port are another server's\. Behind a proxy, HTTPS_PROXY may be the address that is plain HTTP: it is written http:\/\/ for most proxies\.$/,
    );
    expect(run.log).not.toMatch(/wrong version number|Retrying/);
  });

  it('http:// to a server that speaks only HTTPS: the reset is said to be what such a server does', async () => {
    const run = await runAction({ ...swapped(tls, 'https://', 'http://'), project: 'p', image: 'i', 'max-attempts': '1' }, { node });
    expect(run.code).toBe(1);
    expect(run.error).toContain('failed: the connection was closed before an answer came (ECONNRESET).');
    expect(run.error).toContain("A server that speaks only HTTPS closes a plain http:// connection so: if this one does, write https:// in 'auth-url'.");
  });
});

describe.each(runtimes())('a forward proxy on $name', ({ node }) => {
  let emulator: Emulator;
  let tlsEmulator: Emulator;
  let proxy: Server;
  let proxyUrl: string;
  const tunnels: string[] = [];
  beforeAll(async () => {
    emulator = await startEmulator();
    tlsEmulator = await startEmulator({ tls: true });
    proxy = createProxy(createServer());
    proxy.on('connect', (req) => tunnels.push(req.url ?? ''));
    proxy.on('request', (req) => tunnels.push(req.url ?? ''));
    proxy.listen(0, '127.0.0.1');
    await once(proxy, 'listening');
    proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await emulator.close();
    await tlsEmulator.close();
    proxy.closeAllConnections?.();
    proxy.close();
  });

  const settings = (e: Emulator) => {
    const s = e.settings();
    return { ...s, 'base-url': viaMapped(s['base-url']), 'auth-url': viaMapped(s['auth-url']) };
  };

  it('HTTP_PROXY carries both requests', async () => {
    tunnels.length = 0;
    const run = await runAction({ ...settings(emulator), project: 'p', image: 'i' }, { node, env: { HTTP_PROXY: proxyUrl } });
    expect(run.error).toBe('');
    expect(tunnels).toHaveLength(2);
    expect(tunnels.every((t) => t.includes(`[::ffff:7f00:1]:${emulator.port}`))).toBe(true);
  });

  it('https_proxy carries HTTPS, with the private CA still trusted through the tunnel', async () => {
    tunnels.length = 0;
    const run = await runAction(
      { ...settings(tlsEmulator), project: 'p', image: 'i', 'ca-certificates': tlsEmulator.caCertificate! },
      { node, env: { https_proxy: proxyUrl } },
    );
    expect(run.error).toBe('');
    expect(tunnels).toEqual([`[::ffff:7f00:1]:${tlsEmulator.port}`, `[::ffff:7f00:1]:${tlsEmulator.port}`]);
  });

  it('NO_PROXY bypasses the proxy', async () => {
    tunnels.length = 0;
    const run = await runAction(
      { ...settings(emulator), project: 'p', image: 'i' },
      { node, env: { HTTP_PROXY: proxyUrl, NO_PROXY: 'example.com,[::ffff:7f00:1]' } },
    );
    expect(run.error).toBe('');
    expect(tunnels).toEqual([]);
  });

  it('a proxy that asks for a user and password: it is named as refusing, and how HTTPS_PROXY gives them', async () => {
    const guarded = createProxy(createServer());
    guarded.authenticate = () => false;
    guarded.listen(0, '127.0.0.1');
    await once(guarded, 'listening');
    const address = `http://127.0.0.1:${(guarded.address() as { port: number }).port}`;
    try {
      const run = await runAction({ ...settings(emulator), project: 'p', image: 'i', 'max-attempts': '1' }, { node, env: { HTTP_PROXY: address } });
      expect(run.code).toBe(1);
      expect(run.error).toContain(
        'the proxy refused the connection (HTTP 407): it asks for a user and password, which HTTPS_PROXY gives as http://USER:PASSWORD@HOST:PORT',
      );
    } finally {
      guarded.close();
    }
  });

  it('a proxy that refuses the user and password its address gives: said so, not how to give them', async () => {
    const guarded = createProxy(createServer());
    guarded.authenticate = () => false;
    const address = `http://me:wrong@127.0.0.1:${await listening(guarded)}`;
    try {
      const run = await runAction({ ...settings(emulator), project: 'p', image: 'i', 'max-attempts': '1' }, { node, env: { HTTP_PROXY: address } });
      expect(run.error).toContain('the proxy refused the connection (HTTP 407): it refused the user and password its address gives: check them in HTTPS_PROXY');
      expect(run.error).not.toContain('it asks for a user and password');
      expect(run.error).not.toContain('wrong');
    } finally {
      guarded.close();
    }
  });

  it('an https:// proxy whose certificate does not name its address, or that speaks plain HTTP: the proxy’s address is the fix, not a CA', async () => {
    const certificates = await makeCertificates();
    // 127.0.0.2 is loopback, but not among the names the certificate holds.
    const secure = createProxy(createHttpsServer({ key: certificates.serverKey, cert: certificates.serverCert }));
    secure.listen(0, '127.0.0.2');
    await once(secure, 'listening');
    const inputs = { ...settings(emulator), project: 'p', image: 'i', 'max-attempts': '1', 'ca-certificates': certificates.caCert };
    try {
      const misnamed = await runAction(inputs, { node, env: { HTTP_PROXY: `https://127.0.0.2:${(secure.address() as AddressInfo).port}` } });
      expect(misnamed.error).toContain('failed: the https:// proxy failed, TLS: Hostname/IP does not match');
      expect(misnamed.error).toContain(
        "The proxy's certificate does not name the address HTTPS_PROXY (or HTTP_PROXY) gives it: write there the host name the certificate was issued for.",
      );
      expect(misnamed.error).not.toContain('not trusted');
      const plain = await runAction(inputs, { node, env: { HTTP_PROXY: proxyUrl.replace('http:', 'https:') } });
      expect(plain.error).toContain('does not speak HTTPS');
      expect(plain.error).toContain('The proxy does not speak HTTPS: write its address http:// in HTTPS_PROXY and HTTP_PROXY');
      expect(plain.error).not.toContain("write http:// in 'auth-url'");
    } finally {
      secure.close();
    }
  });

  it('a proxy that closes each CONNECT unanswered: one connection an attempt, said so, and nothing was sent (undici reconnected thousands of times a second)', async () => {
    let connections = 0;
    const dropping = createNetServer((socket) => socket.once('data', () => socket.destroy())).on('connection', () => connections++);
    const address = `http://127.0.0.1:${await listening(dropping)}`;
    try {
      const run = await runAction({ ...settings(emulator), project: 'p', image: 'i', 'max-attempts': '2' }, { node, env: { HTTP_PROXY: address } });
      expect(run.error).toContain('the proxy closed the connection without answering its CONNECT');
      expect(run.error).not.toContain('no answer within');
      expect(connections).toBeLessThanOrEqual(4);
    } finally {
      dropping.close();
    }
  });

  it('a tunnel closed before TLS is established: nothing was sent, so retried, and never said to have perhaps created the job', async () => {
    const closing = createNetServer((socket) =>
      socket.once('data', () => {
        socket.write('HTTP/1.1 200 Connection established\r\n\r\n');
        setTimeout(() => socket.destroy(), 20);
      }),
    );
    const address = `http://127.0.0.1:${await listening(closing)}`;
    try {
      const inputs = { 'base-url': settings(tlsEmulator)['base-url'], token: 'a-given-token', project: 'p', image: 'i', 'max-attempts': '2' };
      const run = await runAction(inputs, { node, env: { HTTPS_PROXY: address } });
      expect(run.error).toContain('the connection was closed before TLS was established');
      expect(run.error).toContain('Gave up after 2 attempts');
      expect(run.error).not.toContain('may exist');
    } finally {
      closing.close();
    }
  });

  it('a proxy whose password holds a "%" that starts no escape ("50%off") is used, as curl uses it: the runner’s client reads it as no proxy', async () => {
    const guarded = createProxy(createServer());
    guarded.authenticate = (req) => req.headers['proxy-authorization'] === `Basic ${Buffer.from('me:50%off').toString('base64')}`;
    const through: string[] = [];
    guarded.on('connect', (req) => through.push(req.url ?? ''));
    const address = `http://me:50%off@127.0.0.1:${await listening(guarded)}`;
    try {
      const run = await runAction({ ...settings(emulator), project: 'p', image: 'i', 'max-attempts': '1' }, { node, env: { HTTP_PROXY: address } });
      expect(run.error).toBe('');
      expect(through).toHaveLength(2);
    } finally {
      guarded.close();
    }
  });

  it('a proxy that is down: the address and the cause', async () => {
    const run = await runAction({ ...settings(emulator), project: 'p', image: 'i', 'max-attempts': '1' }, { node, env: { HTTP_PROXY: 'http://127.0.0.1:9' } });
    expect(run.code).toBe(1);
    expect(run.error).toContain('the token request to http://[::ffff:7f00:1]');
    expect(run.error).toContain('connection refused (ECONNREFUSED)');
  });
});

describe.each(runtimes())('addresses that do not answer, on $name', ({ node }) => {
  it('connection refused: retried (nothing was sent), then the address, the cause and the fix', async () => {
    // A port that was just free: nothing listens there.
    const server = createNetServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as { port: number }).port;
    server.close();
    const run = await runAction(
      { api: 'researcher', 'base-url': `http://127.0.0.1:${port}`, token: 'abc', project: 'p', image: 'i', 'max-attempts': '2' },
      { node },
    );
    expect(run.code).toBe(1);
    expect(run.log).toContain('attempt 1 of 2');
    expect(run.error).toBe(
      `submit-runai-job failed: the job submission to http://127.0.0.1:${port}/api/v1/jobs failed: connection refused (ECONNREFUSED). Gave up after 2 attempts. Check 'base-url', the runner's network, and HTTPS_PROXY / NO_PROXY if a proxy is in the way.`,
    );
  });
});

/** A front that passes every request on to a server at `port` (set later, where the server is made after it), as a gateway or load balancer does. */
const passingOn = (port: () => number, after?: (req: IncomingMessage) => void) => (req: IncomingMessage, res: ServerResponse) => {
  const upstream = httpRequest({ host: '127.0.0.1', port: port(), method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, { ...answer.headers, connection: 'keep-alive' });
    answer.pipe(res);
    answer.on('end', () => after?.(req));
  });
  req.pipe(upstream);
};
const listening = async (server: NetServer) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

describe.each(runtimes())('http:// and https:// addresses in one step, on $name', ({ node }) => {
  let emulator: Emulator;
  let front: Server;
  let frontUrl: string;
  let ca: string;
  beforeAll(async () => {
    emulator = await startEmulator();
    const certificates = await makeCertificates();
    ca = certificates.caCert;
    // The same emulator behind a TLS front: a token it issues is good at both addresses.
    front = createHttpsServer(
      { key: certificates.serverKey, cert: certificates.serverCert },
      passingOn(() => emulator.port),
    );
    frontUrl = `https://127.0.0.1:${await listening(front)}`;
  });
  afterAll(async () => {
    front.closeAllConnections();
    front.close();
    await emulator.close();
  });

  it.each([
    ['the token over https, the jobs over http', 'auth-url'],
    ['the token over http, the jobs over https', 'base-url'],
  ])('%s: both are reached (a client kept the first scheme’s agent, and refused the other)', async (_, input) => {
    const run = await runAction({ ...emulator.settings(), [input]: frontUrl, 'ca-certificates': ca, project: 'p', image: 'i' }, { node });
    expect(run.error).toBe('');
    expect(run.outputs['job-name']).toMatch(/^job-\d+$/);
  });

  it.each([
    ['the failed job’s log is read from the cluster', 'trusted'],
    ['without the cluster’s CA, the log note names the certificate and its fix, not a network out of reach', 'untrusted'],
    ['a cluster that speaks plain HTTP: the note says so, not that a CA is missing', 'plain'],
  ])('a control plane over http, its cluster over https: %s', async (_, kind) => {
    const certificates = await makeCertificates();
    let upstream = 0;
    const tls = { key: certificates.serverKey, cert: certificates.serverCert };
    const cluster =
      kind === 'plain'
        ? createServer(passingOn(() => upstream))
        : createHttpsServer(
            tls,
            passingOn(() => upstream),
          );
    const workloads = await startWorkloadsEmulator({
      clusterDomain: `https://127.0.0.1:${await listening(cluster)}`,
      plan: [
        { phase: 'Running', ms: 300, logs: epochLines(3) },
        { phase: 'Failed', message: 'exit 1' },
      ],
    });
    upstream = Number(new URL(workloads.settings()['base-url']!).port);
    try {
      const name = unique('mixed');
      const ca: Record<string, string> = kind === 'untrusted' ? {} : { 'ca-certificates': certificates.caCert };
      const run = await runAction(waitInputs(workloads.settings(), { name, wait: 'finished', ...ca }), { node });
      if (kind === 'trusted') expect(run.log).toContain(`${name} | epoch 3`);
      if (kind === 'untrusted')
        expect(run.log).toMatch(/API at https:.* was not trusted \(TLS: .*\): for a cluster whose certificate a private CA issued, give that CA's PEM/);
      if (kind === 'plain') expect(run.log).toMatch(/API at https:.* failed TLS \(the server at this address does not speak HTTPS: is it http:\/\/\?/);
    } finally {
      cluster.closeAllConnections();
      cluster.close();
      await workloads.close();
    }
  });
});

describe.each(runtimes())('a server that closes each connection just after its answer, as some load balancers do, on $name', ({ node }) => {
  let emulator: Emulator;
  let front: Server;
  let url: string;
  const passed: string[] = [];
  beforeAll(async () => {
    emulator = await startEmulator();
    front = createServer((req, res) => {
      passed.push(`${req.method} ${req.url}`);
      passingOn(
        () => emulator.port,
        (closing) => setTimeout(() => closing.socket.destroy(), 5),
      )(req, res);
    });
    url = `http://127.0.0.1:${await listening(front)}`;
  });
  afterAll(async () => {
    front.closeAllConnections();
    front.close();
    await emulator.close();
  });

  it('the submission goes on a connection of its own, not one the server has just closed (a reset before anything was sent, taken for a lost answer)', async () => {
    const run = await runAction({ ...emulator.settings(), 'base-url': url, 'auth-url': url, project: 'p', image: 'i' }, { node });
    expect({ error: run.error, passed }).toEqual({ error: '', passed: ['POST /auth/realms/runai/protocol/openid-connect/token', 'POST /api/v1/jobs'] });
  });
});

describe.each(runtimes())('proxy settings as runners have them, on $name', ({ node }) => {
  let emulator: Emulator;
  beforeAll(async () => void (emulator = await startEmulator()));
  afterAll(() => emulator.close());

  it('HTTP_PROXY without a scheme ("proxy.corp:3128") is read as the runner’s HTTP client reads it (no proxy), not sent to undici as an address', async () => {
    const s = emulator.settings();
    const run = await runAction(
      { ...s, 'base-url': viaMapped(s['base-url']!), 'auth-url': viaMapped(s['auth-url']!), project: 'p', image: 'i' },
      { node, env: { HTTP_PROXY: 'proxy.corp:3128' } },
    );
    expect(run.error).toBe('');
  });
});

describe.each(runnersRuntime())('the system’s CA store beside ca-certificates, on $name', ({ node }) => {
  let emulator: Emulator;
  let systemStore: string;
  let otherCa: string;
  beforeAll(async () => {
    emulator = await startEmulator({ tls: true });
    // The system's store holds the control plane's CA (SSL_CERT_FILE stands for /etc/ssl/certs), trusted under --use-system-ca.
    systemStore = join(mkdtempSync(join(tmpdir(), 'system-ca-')), 'ca-bundle.pem');
    writeFileSync(systemStore, emulator.caCertificate!);
    otherCa = (await makeCertificates()).caCert;
  });
  afterAll(() => emulator.close());

  it('ca-certificates adds a CA to the runtime’s store, the system’s included, and replaces none', async () => {
    const env = { NODE_OPTIONS: '--use-system-ca', SSL_CERT_FILE: systemStore };
    const without = await runAction({ ...emulator.settings(), project: 'p', image: 'i' }, { node, env });
    expect(without.error).toBe('');
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', 'ca-certificates': otherCa }, { node, env });
    expect(run.error).toBe('');
  });
});
