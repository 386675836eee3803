// A followed log's socket (src/service/socket.ts): its opening bounded by request-timeout-seconds, direct or through a proxy whose CONNECT
// never answers (ws's own handshake timeout starts only once a socket is had), and said as not opening, not as a refusal.
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createProxy } from 'proxy';
import { WebSocketServer, type WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
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

/** A log socket's server on loopback, `serve` run for each connection; what it saw of pings. */
async function logServer(serve: (socket: WebSocket) => void) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const seen = { pings: 0 };
  server.on('connection', (socket) => {
    socket.on('ping', () => seen.pings++);
    serve(socket);
  });
  return { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/logs`, seen, close: () => server.close() };
}

const readAll = async (url: string, pingEveryMs?: number) => {
  let text = '';
  try {
    for await (const piece of readSocket(url, 'bearer-0123456789', AbortSignal.timeout(10_000), { requestTimeoutMs: 5_000 }, undefined, pingEveryMs))
      text += piece;
    return { text };
  } catch (error) {
    return { text, failure: (error as Error).message };
  }
};

it('a log that prints nothing for a while is pinged, so that a proxy’s idle timeout does not close it', async () => {
  const server = await logServer((socket) => {
    socket.send('loading data\n');
    setTimeout(() => socket.close(1000), 700);
  });
  try {
    expect(await readAll(server.url, 100)).toEqual({ text: 'loading data\n' });
    expect(server.seen.pings).toBeGreaterThanOrEqual(3);
  } finally {
    server.close();
  }
});

it('a log socket dropped without a close (a proxy, the network) is said to be cut, keeping what came: not taken for the log’s end', async () => {
  const server = await logServer((socket) => {
    socket.send('epoch 1\n');
    setTimeout(() => socket.terminate(), 100);
  });
  try {
    expect(await readAll(server.url)).toEqual({ text: 'epoch 1\n', failure: 'its connection was dropped before the log ended (code 1006)' });
  } finally {
    server.close();
  }
});

describe('a log sent as text messages of bytes (a server that writes its log in chunks as they come)', () => {
  const serve = async (send: (socket: WebSocket) => void) => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    server.on('connection', (socket) => {
      send(socket);
      setTimeout(() => socket.close(1000), 100);
    });
    let text = '';
    try {
      const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/logs`;
      for await (const piece of readSocket(url, 'bearer-0123456789', AbortSignal.timeout(10_000), { requestTimeoutMs: 5_000 })) text += piece;
    } finally {
      server.close();
    }
    return text;
  };

  it('a character split across two messages (a progress bar’s █) is read whole, and the log goes on', async () => {
    const bytes = Buffer.from('epoch 1 |██████| 100%\nepoch 2 done\n');
    const at = bytes.indexOf(Buffer.from('█')) + 1;
    const text = await serve((socket) => {
      socket.send(bytes.subarray(0, at), { binary: false });
      socket.send(bytes.subarray(at), { binary: false });
    });
    expect(text).toBe(bytes.toString());
  });

  it('bytes that are not UTF-8 (a binary dump) are shown as �, and the log goes on', async () => {
    const text = await serve((socket) => {
      socket.send('epoch 1\n');
      socket.send(Buffer.from([0x62, 0x61, 0x64, 0xff, 0x0a]), { binary: false });
      socket.send('epoch 2\n');
    });
    expect(text).toBe('epoch 1\nbad\ufffd\nepoch 2\n');
  });
});
