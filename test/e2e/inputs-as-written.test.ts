// Inputs reach the service as written, or are refused before anything is sent: a YAML tag that would drop values, a GitHub Actions
// expression left where no runner evaluates it, a toleration written with spaces, a job file saved in another encoding than UTF-8.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { DIST, distReady, runAction } from '../helpers/run-action.js';

describe('YAML typed collections', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it.each([
    ['job environment !!omap', { job: 'environment: !!omap [HF_TOKEN: abc, SEED: 1]' }],
    ['job environment !!set', { job: 'environment: !!set {DEBUG, VERBOSE}' }],
    ['volume !!omap', { volume: '!!omap [/raid/data: /data]' }],
    ['a jobs item !!omap', { jobs: '- !!omap [name: seed-1, gpu: 1]\n- name: seed-2' }],
    ['matrix environment items !!omap', { matrix: 'environment: [!!omap [SEED: 1], !!omap [SEED: 2]]' }],
    ['an unknown tag', { job: 'environment: {TOKEN: !Ref hf-token}' }],
  ])('%s is refused, naming the input, and nothing is sent', async (_, inputs) => {
    const before = emulator.requests.length;
    const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'python:3.12', ...inputs });
    expect(run.error).toMatch(/^submit-runai-job failed: Input '[a-z]+'.*Nothing was sent\.$/s);
    expect(emulator.requests.length).toBe(before);
    expect(emulator.jobs).toEqual([]);
  });
});

describe('GitHub Actions expressions left in values', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it('a job file (which the runner never evaluates) with ${{ secrets.X }} is refused, not submitted with the expression as the value', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'inputs-ws-'));
    writeFileSync(join(workspace, 'job.yaml'), 'project: team-a\nimage: python:3.12\nenvironment:\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}\n');
    const run = await runAction({ ...emulator.settings(), 'job-file': 'job.yaml' }, { env: { GITHUB_WORKSPACE: workspace } });
    expect(run.error).toContain("Input 'job-file' at environment.HF_TOKEN");
    expect(run.error).toContain('Nothing was sent.');
    expect(emulator.jobs).toEqual([]);
  });

  it('the command line, given ${{ matrix.seed }} from a workflow ported to GitLab, refuses it with exit 2', async () => {
    await distReady();
    const { 'base-url': baseUrl, 'auth-url': authUrl, realm, 'client-id': clientId, 'client-secret': clientSecret } = emulator.settings();
    const env = {
      PATH: process.env.PATH!,
      RUNAI_BASE_URL: baseUrl!,
      RUNAI_AUTH_URL: authUrl!,
      RUNAI_REALM: realm!,
      RUNAI_CLIENT_ID: clientId!,
      RUNAI_CLIENT_SECRET: clientSecret!,
    };
    const args = [join(DIST, 'cli/index.js'), '--project', 'team-a', '--image', 'python:3.12', '--arguments', '--seed\n${{ matrix.seed }}'];
    const cli = await promisify(execFile)(process.execPath, args, { env }).then(
      ({ stderr }) => ({ stderr, code: 0 }),
      (error: { stderr: string; code: number }) => ({ stderr: error.stderr, code: error.code }),
    );
    expect(cli.stderr).toContain("Input 'arguments' item 2");
    expect(cli.code).toBe(2);
    expect(emulator.jobs).toEqual([]);
  });
});

describe('tolerations written with spaces', () => {
  let control: Awaited<ReturnType<typeof startWorkloadsEmulator>>;
  beforeAll(async () => {
    control = await startWorkloadsEmulator();
  });
  afterAll(() => control.close());

  it('"nvidia.com/gpu = present:NoSchedule" is read as the taint it names, not sent with a key and value Kubernetes refuses', async () => {
    const run = await runAction({ ...control.settings(), project: 'team-a', image: 'python:3.12', tolerations: 'nvidia.com/gpu = present:NoSchedule' });
    expect(run.error).toBe('');
    const [sent] = control.workloads.map((w: { request: { spec: { tolerations: unknown } } }) => w.request.spec.tolerations);
    expect(sent).toEqual([{ name: 'toleration-1', operator: 'Equal', key: 'nvidia.com/gpu', value: 'present', effect: 'NoSchedule' }]);
  });

  it('a key that is no Kubernetes label name, in YAML, is refused before anything is sent', async () => {
    const before = control.workloads.length;
    const run = await runAction({ ...control.settings(), project: 'team-a', image: 'python:3.12', tolerations: '- key: nvidia gpu\n  effect: NoSchedule' });
    expect(run.error).toContain('Input \'tolerations\' at [0].key: "nvidia gpu" is not valid');
    expect(control.workloads.length).toBe(before);
  });
});

describe('a job file not saved as UTF-8', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it.each([
    ['Windows-1252 (café as one byte)', Buffer.from('project: team-a\nimage: python:3.12\nenvironment:\n  GREETING: caf\xe9\n', 'latin1')],
    ['UTF-16 with its byte-order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('project: team-a\nimage: python:3.12\n', 'utf16le')])],
  ])('%s is refused, saying so, not sent with letters replaced nor called no map', async (_, bytes) => {
    const workspace = mkdtempSync(join(tmpdir(), 'inputs-ws-'));
    writeFileSync(join(workspace, 'job.yaml'), bytes);
    const run = await runAction({ ...emulator.settings(), 'job-file': 'job.yaml' }, { env: { GITHUB_WORKSPACE: workspace } });
    expect(run.error).toContain('Input \'job-file\': cannot read "job.yaml" (it is not UTF-8 text');
    expect(emulator.jobs).toEqual([]);
  });
});
