// What the service says is data, never instructions (issue 7, action-contract.md): the bundled
// action against token and jobs servers that answer as an attacker's would. Each test names the
// harm it guards against; each failed on the build before the hardening.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import {
  asRunnerShows,
  hostileServer,
  inputsFor,
  json,
  JOBS_PATH,
  mappingProxy,
  OWN_COMMANDS,
  TOKEN_PATH,
  type Handler,
  type Hostile,
  type MappingProxy,
} from '../helpers/hostile.js';
import { leaks, ROOT, runAction, type ActionRun } from '../helpers/run-action.js';
import { runtimes } from '../helpers/runtimes.js';

const MAX_RSS_HOOK = join(ROOT, 'test/helpers/max-rss.mjs');
const TOKEN = 'tok-hostile-0123456789';

const validToken: Handler = (_req, res) => json(res, 200, { access_token: TOKEN, expires_in: 3600, token_type: 'bearer' });

/** Lines of stdout that start a command the action did not issue itself. */
const foreignCommands = (run: ActionRun) => run.stdout.split('\n').filter((line) => line.startsWith('::') && !OWN_COMMANDS.test(line));

function peakRssMb(run: ActionRun): number {
  const line = /MAX_RSS_KB=(\d+)/.exec(run.stderr);
  if (!line) throw new Error(`no MAX_RSS_KB line in: ${run.stderr}`);
  return Number(line[1]) / 1024;
}

describe.each(runtimes())('hostile answers on $name', ({ node }) => {
  let cluster: Hostile;
  let elsewhere: Hostile;
  let proxy: MappingProxy;
  let onToken: Handler;
  let onJobs: Handler;
  beforeAll(async () => {
    cluster = await hostileServer((req, res, body) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === TOKEN_PATH) return onToken(req, res, body);
      if (path === JOBS_PATH) return onJobs(req, res, body);
      return json(res, 404, { message: 'no route' });
    });
    elsewhere = await hostileServer((_req, res) => json(res, 200, { name: 'stolen', access_token: 'stolen-token' }));
    proxy = await mappingProxy({ 'cluster.example.test': cluster.port, 'elsewhere.example.test': elsewhere.port });
  });
  afterAll(async () => {
    await Promise.all([cluster.close(), elsewhere.close(), proxy.close()]);
  });
  beforeEach(() => {
    cluster.received.length = 0;
    elsewhere.received.length = 0;
    proxy.seen.length = 0;
    onToken = validToken;
    onJobs = (_req, res) => json(res, 200, { name: 'job-1' });
  });

  describe('workflow commands', () => {
    it('a returned name that holds workflow commands starts no command and reaches no output', async () => {
      onJobs = (_req, res) => json(res, 200, { name: 'evil\n::error title=Pwned::forged\n::add-mask::team-a\n::stop-commands::abc' });
      const run = await runAction(inputsFor(cluster.url), { node });
      expect(run.code).toBe(1);
      expect(foreignCommands(run)).toEqual([]);
      expect(asRunnerShows(run).masks).not.toContain('team-a');
      expect(run.outputs['job-name']).toBe('');
      expect(run.outputs['job-names']).toBe('[]');
      expect(run.error).toContain('the name it returned is not a job name');
      expect(run.error).toContain('The job may exist');
    });

    it('a returned name that would run in a shell step is written to no output', async () => {
      onJobs = (_req, res) => json(res, 200, { data: { name: 'x"; echo PWNED $(id -un); echo "' } });
      const run = await runAction(inputsFor(cluster.url), { node });
      expect(run.code).toBe(1);
      expect(run.outputs['job-name']).toBe('');
      expect(JSON.stringify(run.outputs)).not.toContain('PWNED');
      expect(run.error).toContain('The job may exist');
    });

    it('matrix labels with line breaks start no command', async () => {
      let n = 0;
      onJobs = (_req, res) => json(res, 200, { name: `job-${++n}` });
      const run = await runAction(inputsFor(cluster.url, { matrix: JSON.stringify({ 'environment.NOTE': ['a\n::error::forged-by-label', 'b'] }) }), { node });
      expect(run.error).toBe('');
      expect(foreignCommands(run)).toEqual([]);
      expect(run.stdout).not.toMatch(/^::error::forged/m);
      expect(cluster.to(JOBS_PATH)).toHaveLength(2);
    });
  });

  describe('redirects are answers, never followed', () => {
    const cases = (['direct', 'proxy'] as const).flatMap((path) =>
      (['token', 'jobs'] as const).flatMap((target) => [301, 302, 307, 308].map((status) => [path, target, status] as const)),
    );
    it.each(cases)('%s path, %s endpoint, %i: nothing goes elsewhere, and the step fails with the fix', async (path, target, status) => {
      const origin = path === 'direct' ? cluster.url : 'http://cluster.example.test';
      const location = path === 'direct' ? `${elsewhere.url}/steal` : 'http://elsewhere.example.test/steal';
      const redirect: Handler = (_req, res) => json(res, status, { message: 'moved' }, { location });
      if (target === 'token') onToken = redirect;
      else onJobs = redirect;
      const env = path === 'proxy' ? { HTTP_PROXY: proxy.url, http_proxy: proxy.url } : {};
      const run = await runAction(inputsFor(origin), { node, env });
      expect(run.code).toBe(1);
      expect(elsewhere.received).toEqual([]);
      expect(proxy.seen.filter((s) => s.includes('elsewhere'))).toEqual([]);
      expect(run.error).toContain(`was answered with HTTP ${status}`);
      expect(run.error).toContain(`The address redirects to ${location}`);
      expect(run.outputs['job-name']).toBe('');
      expect(cluster.to(target === 'token' ? TOKEN_PATH : JOBS_PATH)).toHaveLength(1);
      expect(cluster.to(JOBS_PATH).filter((r) => r.method !== 'POST')).toEqual([]);
      if (path === 'proxy') expect(proxy.seen.some((s) => s.includes('cluster.example.test'))).toBe(true);
    });

    it('through the proxy, a job is submitted: the proxy path is the one these tests exercise', async () => {
      const run = await runAction(inputsFor('http://cluster.example.test'), { node, env: { HTTP_PROXY: proxy.url, http_proxy: proxy.url } });
      expect(run.error).toBe('');
      expect(run.outputs['job-name']).toBe('job-1');
      expect(proxy.seen.filter((s) => s.includes('cluster.example.test')).length).toBeGreaterThanOrEqual(2);
    });
  });

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
      onToken = handler;
      const run = await runAction(inputsFor(cluster.url, { 'max-attempts': '1' }), { node });
      expect(run.code).toBe(1);
      expect(leaks(run, [TOKEN])).toEqual([]);
      expect(asRunnerShows(run).shown.join('\n')).not.toContain(TOKEN);
      expect(cluster.to(JOBS_PATH)).toEqual([]);
    });

    it('a server that echoes the token request shows the secret in no form it was sent in', async () => {
      const secret = 'pa ss!word (x)*';
      onToken = (_req, res, body) => json(res, 400, { error: 'invalid_client', error_description: `you sent: ${body}` });
      const run = await runAction(inputsFor(cluster.url, { 'client-secret': secret }), { node });
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
      onToken = (_req, res) => json(res, 503, { error: 'temporarily_unavailable' }, { 'retry-after': '0' });
      const run = await runAction(inputsFor(cluster.url, { 'max-attempts': '3', matrix: '{"gpu": [1, 2, 3]}', concurrency: '3', name: 'train' }), { node });
      expect(run.code).toBe(1);
      expect(cluster.to(TOKEN_PATH)).toHaveLength(3);
      expect(cluster.to(JOBS_PATH)).toHaveLength(0);
      expect(run.error).toContain('Gave up after 3 attempts.');
      expect(run.log).not.toMatch(/may have created/);
    });

    it('a token that cannot be sent in a header fails the token step once, without retries or a may-exist note', async () => {
      onToken = (_req, res) => json(res, 200, { access_token: 'abc\r\nX-Injected: 1', expires_in: 3600 });
      const run = await runAction(inputsFor(cluster.url, { name: 'named-job' }), { node });
      expect(run.code).toBe(1);
      expect(cluster.to(TOKEN_PATH)).toHaveLength(1);
      expect(cluster.to(JOBS_PATH)).toHaveLength(0);
      expect(run.error).toContain('its access_token cannot be sent as a bearer');
      expect(run.log).not.toMatch(/Retrying|may have created/);
    });

    it("a 'token' input that cannot be sent in a header is bad input", async () => {
      const run = await runAction({ ...inputsFor(cluster.url), token: 'Bearer abc', 'client-id': '', 'client-secret': '', realm: '' }, { node });
      expect(run.error).toBe(
        "submit-runai-job failed: Input 'token': expected the bearer token alone, without 'Bearer ', spaces, line breaks or other characters an HTTP header cannot carry.",
      );
      expect(cluster.received).toEqual([]);
    });

    it.each(['base-url', 'auth-url'])('a password in %s is refused without being printed', async (input) => {
      const password = 'hunter2-pass-word';
      const run = await runAction({ ...inputsFor(cluster.url), [input]: `http://admin:${password}@127.0.0.1:${cluster.port}`, 'dry-run': 'true' }, { node });
      expect(run.code).toBe(1);
      expect(run.error).toContain(`Input '${input}': it holds a user name or password (not shown here)`);
      expect(leaks(run, [password, 'admin:'])).toEqual([]);
      expect(cluster.received).toEqual([]);
    });
  });

  describe('answers of any size or shape', () => {
    it('an error page of 1 MB of "<" is excerpted in linear time, within the timeouts', async () => {
      onJobs = (_req, res) => (res.writeHead(400, { 'content-type': 'text/html' }), res.end('<'.repeat(1_000_000)));
      const run = await runAction(inputsFor(cluster.url, { 'request-timeout-seconds': '10' }), { node, killAfterMs: 40_000 });
      expect(run.code).toBe(1);
      expect(run.error).toMatch(/was answered with HTTP 400: <{199}…\./);
    });

    it.each(['direct', 'proxy'] as const)('an endless body (%s path) is cut at 1 MiB, within 100 MB of memory', async (path) => {
      onJobs = (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
      };
      const env: Record<string, string> = { NODE_OPTIONS: `--import=${MAX_RSS_HOOK}` };
      if (path === 'proxy') Object.assign(env, { HTTP_PROXY: proxy.url, http_proxy: proxy.url });
      const origin = path === 'direct' ? cluster.url : 'http://cluster.example.test';
      const run = await runAction(inputsFor(origin), { node, env, killAfterMs: 40_000 });
      expect(run.code).toBe(1);
      expect(run.error).toContain('was answered with HTTP 200: its body was not read: it is larger than 1 MiB');
      expect(run.error).toContain('The job was probably created');
      expect(run.log).not.toMatch(/^\s+at /m);
      expect(peakRssMb(run)).toBeLessThan(100);
    });

    it('a declared 600 MB body is refused from its headers, and a named job keeps its name', async () => {
      onJobs = (_req, res) => (res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(600 * 1024 * 1024) }), res.write('{"name":'));
      const run = await runAction(inputsFor(cluster.url, { name: 'big-answer' }), { node, killAfterMs: 40_000 });
      expect(run.error).toBe('');
      expect(run.outputs['job-name']).toBe('big-answer');
      expect(run.stdout).toMatch(/^::warning::.*larger than 1 MiB.*taking "big-answer"/m);
    });

    it('a 2xx without a name: a named job is that name, an unnamed one was probably created', async () => {
      onJobs = (_req, res) => json(res, 201, {});
      const named = await runAction(inputsFor(cluster.url, { name: 'given-name' }), { node });
      expect(named.error).toBe('');
      expect(named.outputs['job-name']).toBe('given-name');
      expect(named.stdout).toMatch(/^::warning::.*no job name in the answer.*taking "given-name"/m);
      const unnamed = await runAction(inputsFor(cluster.url), { node });
      expect(unnamed.code).toBe(1);
      expect(unnamed.error).toContain('The job was probably created');
      expect(cluster.to(JOBS_PATH)).toHaveLength(2); // not retried
    });

    it('a gzip body nobody asked for puts no binary in the log', async () => {
      onJobs = (_req, res) => (res.writeHead(500, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }), res.end(gzipSync('secret stack trace')));
      const run = await runAction(inputsFor(cluster.url), { node });
      expect(run.code).toBe(1);
      expect(run.error).toContain('HTTP 500: its body was not read: it is gzip-encoded, which was not asked for');
      // eslint-disable-next-line no-control-regex -- binary is what must not be there
      expect(run.stdout).not.toMatch(/[\x00-\x08\x0e-\x1f\ufffd]/);
    });

    it('service HTML and Markdown reach the summary as text, and cannot break its table', async () => {
      onJobs = (_req, res) =>
        json(res, 400, { message: '&lt;img src=x onerror=alert(1)&gt; <b>bold</b> ![pixel](http://evil.example/p.png) [link](http://evil.example) a | b\nc' });
      const run = await runAction(inputsFor(cluster.url), { node });
      expect(run.code).toBe(1);
      expect(run.summary).not.toMatch(/<img|<b>|!\[pixel\]\(|\[link\]\(/);
      const row = run.summary.split('\n').find((line) => line.startsWith('| **Job**'))!;
      expect(row.replace(/\\\|/g, '').match(/\|/g)).toHaveLength(3);
    });
  });

  describe('inputs that could hurt the runner', () => {
    it('a matrix of 20 million combinations is refused before it is built, in bounded memory', async () => {
      const matrix = JSON.stringify({ gpu: [...Array(2000).keys()], 'environment.SEED': [...Array(10_000).keys()] });
      const run = await runAction(inputsFor(cluster.url, { matrix }), { node, env: { NODE_OPTIONS: `--import=${MAX_RSS_HOOK}` }, killAfterMs: 40_000 });
      expect(run.error).toContain("Inputs 'jobs' and 'matrix': together they make 20000000 jobs (1 × 20000000), and at most 1000");
      expect(peakRssMb(run)).toBeLessThan(100);
      expect(cluster.received).toEqual([]);
    });

    const NOT_DATA = 'is not a valid name: expected a name other than __proto__, constructor or prototype, which are not data in JavaScript.';
    const notData: [string, Record<string, string>, string][] = [
      ['job', { job: '{"__proto__": {"name": "hidden"}}' }, `Input 'job': "__proto__" ${NOT_DATA}`],
      ['jobs', { jobs: '[{"project": "team-a"}, {"__proto__": {"name": "hidden"}}]' }, `Input 'jobs' at [1]: "__proto__" ${NOT_DATA}`],
      ['matrix', { matrix: '{"environment.__proto__": [1, 2]}' }, `Input 'matrix' at environment: "__proto__" ${NOT_DATA}`],
      ['environment (JSON)', { environment: '{"constructor": "2"}' }, `Input 'environment' "constructor": "constructor" ${NOT_DATA}`],
      ['environment (lines)', { environment: 'constructor=2' }, `Input 'environment' line 1: "constructor" ${NOT_DATA}`],
      ['volume', { volume: 'prototype: /data' }, `Input 'volume' "prototype": "prototype" ${NOT_DATA}`],
    ];
    it.each(notData)('a key that is not data is refused in %s, before anything is sent', async (_, inputs, message) => {
      const run = await runAction(inputsFor(cluster.url, inputs), { node });
      expect(run.code).toBe(1);
      expect(run.error).toContain(message);
      expect(cluster.received).toEqual([]);
    });

    it('job-file is read from the workspace, and only a regular file of at most 1 MiB', async () => {
      const workspace = mkdtempSync(join(tmpdir(), 'workspace-'));
      mkdirSync(join(workspace, 'jobs'));
      writeFileSync(join(workspace, 'jobs/train.yaml'), 'gpu: 1\n');
      writeFileSync(join(workspace, 'big.yaml'), `# ${'x'.repeat(1024 * 1024)}\n`);
      const base = { ...inputsFor(cluster.url), 'dry-run': 'true' };
      const env = { GITHUB_WORKSPACE: workspace };
      const fromWorkspace = await runAction({ ...base, 'job-file': 'jobs/train.yaml' }, { node, env });
      expect(fromWorkspace.error).toBe('');
      const device = await runAction({ ...base, 'job-file': '/dev/zero' }, { node, env, killAfterMs: 20_000 });
      expect(device.error).toBe(
        `submit-runai-job failed: Input 'job-file': cannot read "/dev/zero" (it is not a regular file, looked for /dev/zero): expected the path of a YAML or JSON job file of at most 1 MiB, relative to the workspace.`,
      );
      const big = await runAction({ ...base, 'job-file': 'big.yaml' }, { node, env });
      expect(big.error).toContain(`Input 'job-file': cannot read "big.yaml" (it is larger than 1 MiB`);
      const directory = await runAction({ ...base, 'ca-certificates': 'jobs' }, { node, env });
      expect(directory.error).toBe(
        `submit-runai-job failed: Input 'ca-certificates': "jobs" is neither PEM text nor a readable file (it is a directory, looked for ${join(workspace, 'jobs')}): expected "-----BEGIN CERTIFICATE-----…" or the path of a PEM file.`,
      );
    });

    it('a YAML job-file with 45,000 environment variables is read in linear time', async () => {
      const workspace = mkdtempSync(join(tmpdir(), 'workspace-'));
      const lines = Array.from({ length: 45_000 }, (_, i) => `  VAR_${i}: "${i}"`);
      writeFileSync(join(workspace, 'job.yaml'), `environment:\n${lines.join('\n')}\n`);
      const run = await runAction(
        { ...inputsFor(cluster.url), 'job-file': 'job.yaml', 'dry-run': 'true' },
        { node, env: { GITHUB_WORKSPACE: workspace }, killAfterMs: 20_000 },
      );
      expect(run.error).toBe('');
      expect(run.stdout).toContain('"VAR_44999": "44999"');
    });

    const numbers: [string, Record<string, string>, string][] = [
      ['cpu: 1e400', { cpu: '1e400' }, `Input 'cpu': "1e400" is not valid: expected a decimal number of a usual size, such as 0.5 or 2.`],
      [
        'cpu-limit past 2^53',
        { 'cpu-limit': '99999999999999999999999' },
        `Input 'cpu-limit': "99999999999999999999999" is not valid: expected a whole number of at most 15 digits.`,
      ],
      ['cpu 1e400 in job', { job: '{"cpu": 1e400}' }, `Input 'job' at cpu: Infinity is not valid: expected a number of CPU units above 0, such as 0.5 or 2.`],
      [
        'cpuLimit past int32 in job',
        { job: '{"cpuLimit": 99999999999999999999999}' },
        `Input 'job' at cpuLimit: 1e+23 is not valid: expected a whole number of CPU units, from 1 to 2147483647.`,
      ],
    ];
    it.each(numbers)('%s is refused, not sent as null or 1e+23', async (_, inputs, message) => {
      const run = await runAction(inputsFor(cluster.url, inputs), { node });
      expect(run.error).toBe(`submit-runai-job failed: ${message}`);
      expect(cluster.received).toEqual([]);
    });

    it.each([
      ['nested too deep', `{"project": "team-a", "arguments": ${'['.repeat(5000)}${']'.repeat(5000)}}`],
      ['a key given twice', '{"project": "team-a", "project": "team-b"}'],
    ])('a job input %s is reported alone, not with made-up missing fields', async (_, job) => {
      const run = await runAction({ ...inputsFor(cluster.url), project: '', image: '', job }, { node });
      expect(run.code).toBe(1);
      expect(run.error).toMatch(/^submit-runai-job failed: Input 'job': is not valid YAML or JSON/);
      expect(run.error).not.toContain('has no');
    });
  });
});

describe.each(runtimes())('sweep names on $name', ({ node }) => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it("'name' with a matrix names the jobs <name>-1, <name>-2, …, so every one is retry-safe", async () => {
    const run = await runAction(
      { ...emulator.settings(), project: 'team-a', image: 'i', name: `sweep-${node.length}-${Date.now() % 100000}`, matrix: '{"gpu": [1, 2, 3]}' },
      { node },
    );
    expect(run.error).toBe('');
    const names = JSON.parse(run.outputs['job-names']!) as string[];
    expect(names.map((n) => n.replace(/^sweep-\d+-\d+-/, ''))).toEqual(['1', '2', '3']);
    expect(new Set(emulator.jobs.map((j) => j.name))).toEqual(expect.objectContaining({ size: emulator.jobs.length }));
  });

  it('two jobs of one step with the same name are refused when planning, dry run included', async () => {
    const before = emulator.requests.length;
    const run = await runAction(
      { ...emulator.settings(), project: 'team-a', image: 'i', jobs: '[{"name": "same"}, {"name": "same"}]', 'dry-run': 'true' },
      { node },
    );
    expect(run.error).toBe(
      `submit-runai-job failed: The step: "same" is given twice (as the name of jobs 1 and 2); the jobs of one step need different names: give each 'jobs' item its own name, or set 'name' once to have the jobs numbered.`,
    );
    expect(emulator.requests.length).toBe(before);
  });

  it('a renewal is announced once, however many submissions wait for it', async () => {
    emulator.configure({ tokenTtl: 2, latencyMs: 700 });
    const before = emulator.requests.filter((r) => r.target === 'token').length;
    const run = await runAction(
      { ...emulator.settings(), project: 'team-a', image: 'i', matrix: `{"gpu": ${JSON.stringify([...Array(20).keys()])}}`, concurrency: '4' },
      { node },
    );
    emulator.configure({ tokenTtl: 3600, latencyMs: 0 });
    expect(run.error).toBe('');
    const tokenRequests = emulator.requests.filter((r) => r.target === 'token').length - before;
    expect(tokenRequests).toBeGreaterThan(1);
    expect(run.stdout.match(/The token is about to expire/g)).toHaveLength(tokenRequests - 1);
  });
});
