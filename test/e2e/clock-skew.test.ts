// A runner whose clock is minutes apart from the control plane's (a self-hosted one, not synced): the step reads the service's times by the
// service's clock, as its answers' Date headers tell it, so it still knows its own jobs from older ones of their names.
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runAction } from '../helpers/run-action.js';
import { runnersRuntime } from '../helpers/runtimes.js';
import { unique, workloadsEmulatorPerTest } from '../helpers/waiting.js';

const skewed = (ms: number) => ({ NODE_OPTIONS: `--import=${join(ROOT, 'test/helpers/skewed-clock.mjs')}`, SKEW_MS: String(ms) });

describe.concurrent.each(runnersRuntime())('a runner’s clock minutes apart, on $name', ({ node }) => {
  const scene = workloadsEmulatorPerTest();

  it.each([180_000, -180_000])(
    '%i ms: a job whose answer was lost is claimed as the step’s, and one deleted by ttl-after-finish between polls succeeded',
    async (skew) => {
      const { emulator, inputs } = await scene({ plan: [{ phase: 'Pending', ms: 300 }, { phase: 'Running', ms: 1500 }, { phase: 'Completed' }] });
      const lost = unique('lost');
      emulator.inject({ target: 'submit', kind: 'reset' });
      const claimed = await runAction(inputs({ name: lost }), { node, env: skewed(skew) });
      expect(claimed.error).toBe('');
      expect(claimed.outputs['job-name']).toBe(lost);
      const ttl = unique('ttl');
      const run = await runAction(inputs({ name: ttl, wait: 'finished', 'ttl-after-finish': '1s', 'poll-interval-seconds': '5' }), { node, env: skewed(skew) });
      expect(emulator.workloads.find((w) => w.name === ttl)!.deletedBy).toBe('ttl-after-finish');
      expect(run.error).toBe('');
      expect(run.outputs.result).toBe('succeeded');
    },
  );

  it('a Retry-After date is waited out by the service’s clock: a runner a minute ahead still waits, not retrying at once', async () => {
    const posts: number[] = [];
    const server = createServer((req, res) => {
      req.resume().on('end', () => {
        if (req.url?.includes('/token'))
          return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'a-token-of-the-service', expires_in: 3600 }));
        posts.push(posts.length);
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': new Date(Date.now() + 2_000).toUTCString() }).end('{"message":"busy"}');
      });
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const inputs = {
        'base-url': url,
        'auth-url': url,
        realm: 'runai',
        'client-id': 'ci',
        'client-secret': 'a-client-secret',
        project: 'p',
        image: 'i',
        name: 'busy',
        'max-attempts': '2',
      };
      const run = await runAction(inputs, { node, env: skewed(60_000) });
      expect(run.error).toContain('HTTP 429');
      expect(posts).toHaveLength(2);
      // Told to come back 2 s after the answer's Date (whole seconds: 1 to 2 s), not at once, as the runner's clock would have it.
      expect(run.log).toMatch(/Retrying in \d+(\.\d+)? s/);
    } finally {
      server.close();
    }
  });
});
