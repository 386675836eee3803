// A followed log's socket (src/service/socket.ts): its opening bounded by request-timeout-seconds, direct or through a proxy whose CONNECT
// never answers (ws's own handshake timeout starts only once a socket is had), and said as not opening, not as a refusal.
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createProxy } from 'proxy';
import { expect, it } from 'vitest';
import { readSocket } from '../../src/service/socket.js';

it.each(['direct', 'through a proxy'])(
  '%s, to a server that accepts and never answers: it did not open within request-timeout-seconds',
  async (path) => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const port = (silent.address() as AddressInfo).port;
    // What the step's end would do, long after the second the opening has.
    const stop = AbortSignal.timeout(10_000);
    const url = path === 'direct' ? `ws://127.0.0.1:${port}/logs` : 'ws://cluster.example.test/logs';
    const proxyFor = path === 'direct' ? undefined : () => new URL(`http://127.0.0.1:${port}`);
    let failure: unknown;
    try {
      for await (const _ of readSocket(url, 'bearer-0123456789', stop, { requestTimeoutMs: 1_000 }, proxyFor));
    } catch (error) {
      failure = error;
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
    expect((failure as Error | undefined)?.message).toBe('it did not open within 1 s');
    expect(stop.aborted).toBe(false);
  },
  15_000,
);

it.each([
  [407, ': it asks for a user and password, which HTTPS_PROXY gives as http://USER:PASSWORD@HOST:PORT'],
  [500, ''],
])('a real proxy that refuses the tunnel (HTTP %i) is named as refusing it, not the cluster', async (status, hint) => {
  // It asks for a user and password (407); given them, it cannot reach the cluster (a closed port) and says 500.
  const proxy = createProxy(createHttpServer());
  proxy.authenticate = () => status !== 407;
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  let failure: unknown;
  try {
    for await (const _ of readSocket(
      'wss://127.0.0.1:1/logs',
      'bearer-0123456789',
      AbortSignal.timeout(10_000),
      { requestTimeoutMs: 5_000 },
      () => new URL(`http://${host}`),
    ));
  } catch (error) {
    failure = error;
  } finally {
    proxy.close();
  }
  expect((failure as Error | undefined)?.message).toBe(`the proxy ${host} refused its tunnel (HTTP ${status})${hint}`);
});
