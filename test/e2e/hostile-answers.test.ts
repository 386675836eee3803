// What the service says is data, never instructions (docs/security.md): the bundled
// action against token and jobs servers that answer as an attacker's would. Each test names the
// harm it guards against; each failed on the build before the hardening. The tests are split
// over test/e2e/hostile-*.test.ts so that they run side by side.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  asRunnerShows,
  hostileScene,
  HOSTILE_TOKEN as TOKEN,
  inputsFor,
  json,
  JOBS_PATH,
  TOKEN_PATH,
  type Handler,
  peakRssMb,
  MAX_RSS_HOOK,
  foreignCommands,
  liveIn,
} from '../helpers/hostile.js';
import { leaks, runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';

describe.each(runtimes())('hostile answers: tokens, secrets and bodies on $name', ({ node }) => {
  const scene = hostileScene();

  // The transport's limits on each runtime; what the answers say, on the runners'.
  describe('answers of any size or shape', () => {
    runnersOnly(node, () => {
      it('an error page of 1 MB of "<" is excerpted in linear time, within the timeouts', async () => {
        scene.onJobs = (_req, res) => (res.writeHead(400, { 'content-type': 'text/html' }), res.end('<'.repeat(1_000_000)));
        const run = await runAction(inputsFor(scene.cluster.url, { 'request-timeout-seconds': '10' }), { node, killAfterMs: 40_000 });
        expect(run.code).toBe(1);
        expect(run.error).toMatch(/was answered with HTTP 400: <{199}…\./);
      });
    });

    it.each(['direct', 'proxy'] as const)('an endless body (%s path) is cut at 1 MiB, within 100 MB of memory', async (path) => {
      scene.onJobs = (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
      };
      const env: Record<string, string> = { NODE_OPTIONS: `--import=${MAX_RSS_HOOK}` };
      if (path === 'proxy') Object.assign(env, { HTTP_PROXY: scene.proxy.url, http_proxy: scene.proxy.url });
      const origin = path === 'direct' ? scene.cluster.url : 'http://cluster.example.test';
      const run = await runAction(inputsFor(origin), { node, env, killAfterMs: 40_000 });
      expect(run.code).toBe(1);
      expect(run.error).toContain('was answered with HTTP 200: its body was not read: it is larger than 1 MiB');
      expect(run.error).toContain('The job was probably created');
      expect(run.log).not.toMatch(/^\s+at /m);
      expect(peakRssMb(run)).toBeLessThan(100);
    });

    it('a declared 600 MB body is refused from its headers, and a named job keeps its name', async () => {
      scene.onJobs = (_req, res) => (
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(600 * 1024 * 1024) }),
        res.write('{"name":')
      );
      const run = await runAction(inputsFor(scene.cluster.url, { name: 'big-answer' }), { node, killAfterMs: 40_000 });
      expect(run.error).toBe('');
      expect(run.outputs['job-name']).toBe('big-answer');
      expect(run.stdout).toMatch(/^::warning::.*larger than 1 MiB.*taking "big-answer"/m);
    });

    it('a 2xx without a name: a named job is that name, an unnamed one was probably created', async () => {
      scene.onJobs = (_req, res) => json(res, 201, {});
      const named = await runAction(inputsFor(scene.cluster.url, { name: 'given-name' }), { node });
      expect(named.error).toBe('');
      expect(named.outputs['job-name']).toBe('given-name');
      expect(named.stdout).toMatch(/^::warning::.*no job name in the answer.*taking "given-name"/m);
      const unnamed = await runAction(inputsFor(scene.cluster.url), { node });
      expect(unnamed.code).toBe(1);
      expect(unnamed.error).toContain('The job was probably created');
      expect(scene.cluster.to(JOBS_PATH)).toHaveLength(2); // not retried
    });

    it('a gzip body nobody asked for puts no binary in the log', async () => {
      scene.onJobs = (_req, res) => (res.writeHead(500, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }), res.end(gzipSync('secret stack trace')));
      const run = await runAction(inputsFor(scene.cluster.url), { node });
      expect(run.code).toBe(1);
      expect(run.error).toContain('HTTP 500: its body was not read: it is gzip-encoded, which was not asked for');
      // eslint-disable-next-line no-control-regex -- binary is what must not be there
      expect(run.stdout).not.toMatch(/[\x00-\x08\x0e-\x1f\ufffd]/);
    });

    it('an encoding that is no coding HTTP names (the client secret, echoed) is not named: cut or in small letters, no masker would find it', async () => {
      scene.onJobs = (_req, res) => (res.writeHead(500, { 'content-encoding': 'Zq8vKp3mW7xYt2Lr-0123456789' }), res.end('x'));
      const run = await runAction(inputsFor(scene.cluster.url), { node });
      expect(run.error).toContain('HTTP 500: its body was not read: it is encoded, which was not asked for');
      expect(run.stdout.toLowerCase()).not.toContain('zq8vkp3m');
    });

    runnersOnly(node, () => {
      it('service HTML and Markdown reach the summary as text, and cannot break its table', async () => {
        scene.onJobs = (_req, res) =>
          json(res, 400, {
            message: '&lt;img src=x onerror=alert(1)&gt; <b>bold</b> ![pixel](http://evil.example/p.png) [link](http://evil.example) a | b\nc',
          });
        const run = await runAction(inputsFor(scene.cluster.url), { node });
        expect(run.code).toBe(1);
        expect(run.summary).toContain('[link](http://evil.example)');
        expect(liveIn(run.summary)).not.toMatch(/<img|<b>|evil/);
        const row = run.summary.split('\n').find((line) => line.startsWith('| **Job**'))!;
        expect(row.replace(/\\\|/g, '').match(/\|/g)).toHaveLength(3);
      });
    });
  });

  runnersOnly(node, () => {
    describe('tokens and secrets', () => {
      const shapes: [string, Handler][] = [
        [
          'form-encoded',
          (_req, res) => (res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' }), res.end(`access_token=${TOKEN}&expires_in=3600`)),
        ],
        ['inside a data envelope', (_req, res) => json(res, 200, { data: { access_token: TOKEN } })],
        ['an array', (_req, res) => json(res, 200, [TOKEN])],
        ['a 400 whose body holds a token', (_req, res) => json(res, 400, { error: 'invalid_request', access_token: TOKEN })],
        [
          'a 500 page that prints a token',
          (_req, res) => (res.writeHead(500, { 'content-type': 'text/html' }), res.end(`<html><body>debug: ${TOKEN}</body></html>`)),
        ],
      ];
      it.each(shapes)('a token answer %s is never echoed', async (_, handler) => {
        scene.onToken = handler;
        const run = await runAction(inputsFor(scene.cluster.url, { 'max-attempts': '1' }), { node });
        expect(run.code).toBe(1);
        expect(leaks(run, [TOKEN])).toEqual([]);
        expect(asRunnerShows(run).shown.join('\n')).not.toContain(TOKEN);
        expect(scene.cluster.to(JOBS_PATH)).toEqual([]);
      });

      it('a server that echoes the token request shows the secret in no form it was sent in', async () => {
        const secret = 'pa ss!word (x)*';
        scene.onToken = (_req, res, body) => json(res, 400, { error: 'invalid_client', error_description: `you sent: ${body}` });
        const run = await runAction(inputsFor(scene.cluster.url, { 'client-secret': secret }), { node });
        expect(run.code).toBe(1);
        expect(run.error).toContain('you sent: grant_type=client_credentials'); // the echo is there
        const { shown, masks } = asRunnerShows(run);
        const forms = [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)];
        for (const form of forms) {
          expect(shown.join('\n'), form).not.toContain(form);
          expect(masks, form).toContain(form);
        }
        // The runner masks the summary too: every form that reaches it is registered.
        const hidden = masks.sort((a, b) => b.length - a.length).reduce((t, m) => t.split(m).join('***'), run.summary);
        expect(hidden).not.toContain('ss!word');
        expect(hidden).not.toContain('ss%21word');
        expect(hidden).not.toContain('ss&#33;word');
      });

      it('a failing token endpoint costs max-attempts token requests in the whole step, and never says a job may exist', async () => {
        scene.onToken = (_req, res) => json(res, 503, { error: 'temporarily_unavailable' }, { 'retry-after': '0' });
        const run = await runAction(inputsFor(scene.cluster.url, { 'max-attempts': '3', matrix: '{"gpu": [1, 2, 3]}', concurrency: '3', name: 'train' }), {
          node,
        });
        expect(run.code).toBe(1);
        expect(scene.cluster.to(TOKEN_PATH)).toHaveLength(3);
        expect(scene.cluster.to(JOBS_PATH)).toHaveLength(0);
        expect(run.error).toContain('Gave up after 3 attempts.');
        expect(run.log).not.toMatch(/may have created/);
      });

      it.each([[{ expires_in: '3600' }], [{ expires_in: null }], [{ expires_in: 3599.5 }], [{ id_token: null }]])(
        'a token answer with an access_token and %j is taken: the lifetime it cannot read is left out',
        async (odd) => {
          scene.onToken = (_req, res) => json(res, 200, { access_token: 'tok-odd-0123456789', token_type: 'bearer', ...odd });
          const run = await runAction(inputsFor(scene.cluster.url, { 'max-attempts': '1' }), { node });
          expect(run.error).toBe('');
          expect(scene.cluster.to(JOBS_PATH)[0]?.headers.authorization).toBe('Bearer tok-odd-0123456789');
        },
      );

      it('a token that cannot be sent in a header fails the token step once, without retries or a may-exist note', async () => {
        scene.onToken = (_req, res) => json(res, 200, { access_token: 'abc\r\nX-Injected: 1', expires_in: 3600 });
        const run = await runAction(inputsFor(scene.cluster.url, { name: 'named-job' }), { node });
        expect(run.code).toBe(1);
        expect(scene.cluster.to(TOKEN_PATH)).toHaveLength(1);
        expect(scene.cluster.to(JOBS_PATH)).toHaveLength(0);
        expect(run.error).toContain('its access_token cannot be sent as a bearer');
        expect(run.log).not.toMatch(/Retrying|may have created/);
      });

      it("a 'token' input that cannot be sent in a header is bad input", async () => {
        const run = await runAction(
          { ...inputsFor(scene.cluster.url), api: 'researcher', token: 'Bearer abc', 'client-id': '', 'client-secret': '', realm: '', 'auth-url': '' },
          { node },
        );
        expect(run.error).toBe(
          "submit-runai-job failed: Input 'token': expected the bearer token alone, without 'Bearer ', spaces, line breaks or other characters an HTTP header cannot carry. Nothing was sent.",
        );
        expect(scene.cluster.received).toEqual([]);
      });

      it.each(['base-url', 'auth-url'])('a password in %s is refused without being printed', async (input) => {
        const password = 'hunter2-pass-word';
        const run = await runAction(
          { ...inputsFor(scene.cluster.url), [input]: `http://admin:${password}@127.0.0.1:${scene.cluster.port}`, 'dry-run': 'true' },
          { node },
        );
        expect(run.code).toBe(1);
        expect(run.error).toContain(`Input '${input}': it holds a user name or password (not shown here)`);
        expect(leaks(run, [password, 'admin:'])).toEqual([]);
        expect(scene.cluster.received).toEqual([]);
      });
    });

    describe('answers built to slip past the first checks', () => {
      it('a name in one envelope and another in the second: only the valid one is the job name', async () => {
        scene.onJobs = (_req, res) => json(res, 200, { name: 'Bad\n::error::INJECT %0A', data: { name: 'good-name' } });
        const run = await runAction(inputsFor(scene.cluster.url), { node });
        expect(run.error).toBe('');
        expect(run.outputs['job-name']).toBe('good-name');
        expect(foreignCommands(run)).toEqual([]);
        scene.onJobs = (_req, res) => json(res, 200, { name: { x: 1 }, data: { name: 'good-name' } });
        const object = await runAction(inputsFor(scene.cluster.url), { node });
        expect(object.error).toBe('');
        expect(object.outputs['job-name']).toBe('good-name');
      });

      it('unclosed <script> tags by the hundred thousand are excerpted in linear time', async () => {
        // A success body is read up to 1 MiB (an error's only to 16 KiB), and excerpted when it names no job.
        scene.onJobs = (_req, res) => (res.writeHead(200, { 'content-type': 'text/html' }), res.end(`${'<script>'.repeat(131_000)}</script`));
        const run = await runAction(inputsFor(scene.cluster.url), { node, killAfterMs: 40_000 });
        expect(run.code).toBe(1);
        expect(run.error).toContain('was answered with HTTP 200: no job name in the answer');
      });

      it('a web page that answers 200 to anything (the user interface at base-url): no job is said to exist, named or not, and base-url is named as what to check', async () => {
        scene.onJobs = (_req, res) => (res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }), res.end('<!doctype html><title>Run:ai</title>'));
        for (const name of ['train-1', undefined]) {
          const run = await runAction(inputsFor(scene.cluster.url, { ...(name ? { name } : {}), wait: 'finished' }), { node });
          expect(run.code).toBe(1);
          expect(run.error).toContain("Nothing says a job was created: a web page is not the service's answer. 'base-url' leads to a web page");
          expect(run.error).not.toMatch(/probably created|may exist/);
          expect(run.outputs).toMatchObject({ 'job-name': '', result: 'failed' });
        }
      });

      it('a web server at base-url that takes no POST (405: the user interface’s address with a path): no endpoint there, and the input to check, on both generations', async () => {
        const page = createServer((req, res) =>
          req.resume().on('end', () => {
            res.writeHead(req.method === 'POST' ? 405 : 200, { 'content-type': 'text/html' });
            res.end(req.method === 'POST' ? '<html><center>405 Not Allowed</center><hr><center>nginx</center></html>' : '<title>Run:ai</title>');
          }),
        ).listen(0, '127.0.0.1');
        await once(page, 'listening');
        const pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/workloads`;
        try {
          const researcher = await runAction({ ...inputsFor(scene.cluster.url), 'base-url': pageUrl }, { node });
          expect(researcher.error).toContain('was answered with HTTP 405');
          expect(researcher.error).toContain(
            "No jobs endpoint at that address, at any of its documented paths (/api/v1/jobs, /api/v1/job, /api/job): check 'base-url'",
          );
          const workloads = await runAction(
            { api: 'workloads', 'base-url': pageUrl, 'client-id': 'ci', 'client-secret': 'secret', project: 'p', image: 'i' },
            { node },
          );
          expect(workloads.error).toContain("/workloads/api/v1/token was answered with HTTP 405. No token endpoint at that address: check that 'base-url'");
        } finally {
          page.close();
        }
      });

      it('white space before the words does not hide them', async () => {
        scene.onJobs = (_req, res) => json(res, 400, { message: `${' '.repeat(5000)}the real message` });
        const run = await runAction(inputsFor(scene.cluster.url), { node });
        expect(run.error).toContain('HTTP 400: the real message.');
      });

      it('a megabyte of nested JSON in error answers keeps a 16-job sweep within 100 MB', async () => {
        scene.onJobs = (_req, res) => (res.writeHead(400, { 'content-type': 'application/json' }), res.end(`${'['.repeat(524_000)}${']'.repeat(524_000)}`));
        const matrix = JSON.stringify({ gpu: [...Array(16).keys()] });
        const run = await runAction(inputsFor(scene.cluster.url, { matrix, concurrency: '16' }), { node, env: { NODE_OPTIONS: `--import=${MAX_RSS_HOOK}` } });
        expect(run.code).toBe(1);
        expect(scene.cluster.to(JOBS_PATH)).toHaveLength(16);
        expect(peakRssMb(run)).toBeLessThan(100);
      });

      it('a token that must be renewed between attempts fails as the token step, never as a job that may exist', async () => {
        const expired = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ exp: 1, iat: 0 })).toString('base64url')}.sig`;
        let tokenRequests = 0;
        scene.onToken = (_req, res) => (++tokenRequests === 1 ? json(res, 200, { access_token: expired }) : json(res, 500, { error: 'server_error' }));
        scene.onJobs = (_req, res) => json(res, 503, { message: 'busy' }, { 'retry-after': '0' });
        const run = await runAction(inputsFor(scene.cluster.url, { 'max-attempts': '3' }), { node });
        expect(run.code).toBe(1);
        expect(run.error).toMatch(/^submit-runai-job failed: the token request to .* was answered with HTTP 500: server_error\./);
        expect(run.log).not.toMatch(/may have created/);
        expect(tokenRequests).toBe(4); // the one that worked, then max-attempts failing ones
      });

      it('a token answer cannot register masks by the thousand, nor a one-letter one', async () => {
        const many = Array.from({ length: 5000 }, (_, i) => ({ token: `token-${String(i).padStart(6, '0')}` }));
        scene.onToken = (_req, res) => json(res, 200, { access_token: 'a-plausible-token-1234', expires_in: 3600, x: many });
        const run = await runAction(inputsFor(scene.cluster.url), { node });
        expect(run.error).toBe('');
        // 16 tokens at most, each as given and in base64, and the client secret's forms.
        expect(asRunnerShows(run).masks.length).toBeLessThanOrEqual(40);
        scene.onToken = (_req, res) => json(res, 200, { access_token: 'e', expires_in: 3600 });
        const short = await runAction(inputsFor(scene.cluster.url), { node });
        expect(short.error).toContain('its access_token is too short to be a token');
        expect(asRunnerShows(short).masks).not.toContain('e');
      });

      it('no part of a secret survives an excerpt that cuts it, and a JWT in an error description is masked', async () => {
        const secret = 'Super-Secret-Value-0123456789';
        scene.onToken = (_req, res) => json(res, 401, { error: 'invalid_client', error_description: `${'x'.repeat(185)}${secret}` });
        const run = await runAction(inputsFor(scene.cluster.url, { 'client-secret': secret }), { node });
        expect(run.error).not.toContain('Super-Secr');
        const jwt = `eyJhbGciOiJSUzI1NiJ9.${Buffer.from('{"sub":"x"}').toString('base64url')}.c2lnbmF0dXJl`;
        scene.onToken = (_req, res) => json(res, 400, { error: 'invalid_grant', error_description: `previous token ${jwt} revoked` });
        const described = await runAction(inputsFor(scene.cluster.url), { node });
        expect(asRunnerShows(described).shown.join('\n')).not.toContain(jwt);
      });

      it('a proxy that refuses every tunnel cannot keep the step alive', async () => {
        const refusing = createServer(); // no CONNECT handler: Node closes every tunnel at once
        refusing.listen(0, '127.0.0.1');
        await once(refusing, 'listening');
        const proxy = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
        const run = await runAction(inputsFor('http://cluster.example.test', { 'max-attempts': '1', 'request-timeout-seconds': '2' }), {
          node,
          env: { HTTP_PROXY: proxy, http_proxy: proxy },
          killAfterMs: 30_000,
        });
        refusing.closeAllConnections();
        refusing.close();
        expect(run.code).toBe(1);
        expect(run.error).toContain('the token request to http://cluster.example.test');
      });

      it('the bearer is masked even behind a crowd of other tokens', async () => {
        const crowd = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`junk_${i}_token`, `junk-token-${String(i).padStart(4, '0')}`]));
        scene.onToken = (_req, res) => json(res, 200, { ...crowd, access_token: 'the-real-bearer-0123456789', expires_in: 3600 });
        const run = await runAction(inputsFor(scene.cluster.url), { node });
        expect(run.error).toBe('');
        expect(asRunnerShows(run).masks).toContain('the-real-bearer-0123456789');
      });

      it('an id_token that cannot be sent is not fallen back to', async () => {
        scene.onToken = (_req, res) => json(res, 200, { access_token: 'access-token-0123456789', id_token: 'bad id\r\ntoken', expires_in: 3600 });
        scene.onJobs = (_req, res) => json(res, 401, { message: 'Unauthorized' });
        const run = await runAction(inputsFor(scene.cluster.url), { node });
        expect(run.code).toBe(1);
        expect(run.error).toContain('was answered with HTTP 401');
        expect(run.log).not.toMatch(/may have created|trying once more with the id_token/);
      });

      it('a failure that is not retried does not claim the attempts ran out', async () => {
        let n = 0;
        scene.onJobs = (_req, res) =>
          ++n === 1 ? json(res, 503, { message: 'busy' }, { 'retry-after': '0' }) : json(res, 501, { message: 'not implemented' });
        const run = await runAction(inputsFor(scene.cluster.url), { node });
        expect(run.error).toContain('HTTP 501: not implemented.');
        expect(run.error).not.toContain('Gave up');
      });
    });
  });
});
