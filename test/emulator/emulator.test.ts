// The emulator refuses what the service would refuse, with the service's codes and shapes.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-action.js';
import { startEmulator } from './emulator.mjs';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

let emulator: Emulator;
let token: string;
beforeAll(async () => {
  emulator = await startEmulator({ prefix: '/researcher', projects: ['team-a'] });
  token = await emulator.issueToken();
});
afterAll(() => emulator.close());

const submit = (body: unknown, bearer: string | undefined = token) =>
  fetch(`${emulator.baseUrl}/api/v1/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('jobs endpoint', () => {
  it('creates <prefix>-<n> names, and the explicit one', async () => {
    expect(await submit({ job: { project: 'team-a', image: 'i' } })).toEqual({ status: 200, body: { name: 'job-1' } });
    expect((await submit({ job: { project: 'team-a', image: 'i', jobNamePrefix: 'exp' } })).body).toEqual({ name: 'exp-1' });
    expect((await submit({ job: { project: 'team-a', image: 'i', name: 'mine' } })).body).toEqual({ name: 'mine' });
  });

  it('409 for a duplicate explicit name', async () => {
    expect(await submit({ job: { project: 'team-a', image: 'i', name: 'mine' } })).toEqual({
      status: 409,
      body: { status: 409, message: 'Conflict', details: 'the job mine already exists' },
    });
  });

  it('401 for a missing, forged or expired token', async () => {
    expect((await submit({ job: { project: 'team-a', image: 'i' } }, '')).status).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await submit({ job: { project: 'team-a', image: 'i' } }, forged)).body.details).toMatch(/^token rejected/);
    const short = await startEmulator({ tokenTtl: 1 });
    try {
      const expiring = await short.issueToken();
      await new Promise((r) => setTimeout(r, 2100)); // exp has whole seconds
      const res = await fetch(`${short.baseUrl}/api/v1/jobs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${expiring}`, 'content-type': 'application/json' },
        body: JSON.stringify({ job: { project: 'p', image: 'i' } }),
      });
      expect(res.status).toBe(401);
      expect((await res.json()).details).toBe('token rejected: ERR_JWT_EXPIRED');
    } finally {
      await short.close();
    }
  });

  it('400 with {status, message, details} for a body the document refuses', async () => {
    for (const body of [
      'not json',
      { job: { project: 'team-a' } },
      { job: { project: 'team-a', image: 'i', gpu: 1.5 } },
      { job: { project: 'team-a', image: 'i' }, extra: 1 },
    ]) {
      const answer = await submit(body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body).sort()).toEqual(['details', 'message', 'status']);
    }
  });

  it('403 for a project the Application was not granted', async () => {
    expect((await submit({ job: { project: 'team-b', image: 'i' } })).status).toBe(403);
  });
});

describe('npm run emulator', () => {
  it('prints the connection inputs as its first line, then serves', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'test/emulator/cli.mjs'), '--prefix', '/researcher'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
      const settings = JSON.parse(line) as Record<string, string>;
      expect(Object.keys(settings).sort()).toEqual(['auth-url', 'base-url', 'client-id', 'client-secret', 'realm']);
      expect(settings['base-url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/researcher$/);
      const res = await fetch(`${settings['auth-url']}/auth/realms/${settings.realm}/protocol/openid-connect/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: settings['client-id']!, client_secret: settings['client-secret']! }),
      });
      expect(res.status).toBe(200);
    } finally {
      child.kill();
    }
  });

  it('with --api workloads, serves a control plane and prints its inputs first', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'test/emulator/cli.mjs'), '--api', 'workloads', '--token-forms', 'v2'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
      const settings = JSON.parse(line) as Record<string, string>;
      expect(Object.keys(settings).sort()).toEqual(['api', 'base-url', 'client-id', 'client-secret']);
      expect(settings.api).toBe('workloads');
      const token = (form: string, body: BodyInit, type: string) =>
        fetch(`${settings['base-url']}/api/${form}/token`, { method: 'POST', body, headers: { 'content-type': type } });
      expect(
        (
          await token(
            'v1',
            JSON.stringify({ grantType: 'client_credentials', clientID: settings['client-id'], clientSecret: settings['client-secret'] }),
            'application/json',
          )
        ).status,
      ).toBe(404);
      const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: settings['client-id']!, client_secret: settings['client-secret']! });
      expect((await token('v2', form, 'application/x-www-form-urlencoded')).status).toBe(200);
    } finally {
      child.kill();
    }
  });

  it('with --tls, writes the CA for ca-certificates and removes it when stopped', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'emulator-tls-'));
    const child = spawn(process.execPath, [join(ROOT, 'test/emulator/cli.mjs'), '--tls'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, TMPDIR: scratch },
    });
    const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
    expect(JSON.parse(line)['ca-certificates']).toMatch(new RegExp(`^${scratch}/`));
    child.kill('SIGINT');
    await once(child, 'close');
    expect(readdirSync(scratch)).toEqual([]);
  });
});

describe('npm run demo', () => {
  const demo = (...args: string[]) =>
    promisify(execFile)(process.execPath, [join(ROOT, 'scripts/demo.mjs'), ...args]).catch((error: { stdout: string; code: number }) => error);

  it('runs the action against the control-plane emulator, shows the training and the summary, and leaves no temporary file', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'demo-'));
    const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/demo.mjs')], { env: { ...process.env, TMPDIR: scratch } });
    expect(stdout).toContain('Step succeeded.');
    expect(stdout).toMatch(/: Running → Completed after /);
    expect(stdout).toMatch(/^result: succeeded$/m);
    expect(stdout).toMatch(/^workload-id: [0-9a-f-]{36}$/m);
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('--fail and --image-pull play what a failure looks like; --api researcher, an older installation; --help says so', async () => {
    const failed = await demo('--fail');
    expect(failed.stdout).toContain('Step failed.');
    expect(failed.stdout).toContain('ValueError: NaN loss at epoch 3');
    expect(failed.stdout).toMatch(/^result: failed$/m);
    const pull = await demo('--image-pull');
    expect(pull.stdout).toContain('ImagePullBackOff');
    expect(pull.stdout).toContain('It was deleted');
    const older = await demo('--api', 'researcher');
    expect(older.stdout).toMatch(/^job-name: job-\d+$/m);
    expect(older.stdout).toMatch(/^result: succeeded$/m);
    const help = await demo('--help');
    expect(help.stdout).toContain('Usage: npm run demo');
  });
});
