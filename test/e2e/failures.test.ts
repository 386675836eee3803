// What a step says when something is wrong: one cause-first line with the fix, no stack trace,
// and for bad input, nothing sent at all.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { leaks, runAction } from '../helpers/run-action.js';
import { runnersRuntime, runtimes } from '../helpers/runtimes.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

/** Bad inputs of every kind, each with the exact message a user reads. */
const BAD_INPUTS: [string, Record<string, string>, string][] = [
  [
    'no base-url',
    { 'base-url': '' },
    "Input 'base-url' is required: the cluster's address, such as https://my-cluster.example.com (with any path prefix, such as /researcher).",
  ],
  [
    'a base-url that is no address',
    { 'base-url': 'cluster.example.com' },
    `Input 'base-url': "cluster.example.com" is not valid: expected an http:// or https:// address such as https://my-cluster.example.com.`,
  ],
  [
    'an auth-url with a query, which may hold a token: not shown',
    { 'auth-url': 'https://app.run.ai/?token=s3cr3t-value' },
    `Input 'auth-url': it holds a query or a fragment (not shown: it may hold a token). Remove it, as in https://my-cluster.example.com.`,
  ],
  [
    'no credentials and no token',
    { api: 'researcher', realm: '', 'client-id': '', 'client-secret': '' },
    "Inputs 'realm', 'client-id' and 'client-secret' are required to request a token: give the Application's 'realm', 'client-id' and 'client-secret', or a ready bearer in 'token'.",
  ],
  [
    'no client-secret',
    { 'client-secret': '' },
    "Input 'client-secret' is required to request a token: give the Application's 'realm', 'client-id' and 'client-secret', or a ready bearer in 'token'.",
  ],
  [
    'an unknown token-field',
    { 'token-field': 'refresh_token' },
    `Input 'token-field': "refresh_token" is not valid: expected one of auto, access_token, id_token.`,
  ],
  ['an unknown token-request', { 'token-request': 'full' }, `Input 'token-request': "full" is not valid: expected one of openid, minimal.`],
  ['dry-run not a boolean', { 'dry-run': 'yes' }, `Input 'dry-run': "yes" is not valid: expected one of true, false, True, False, TRUE, FALSE.`],
  [
    'a zero timeout',
    { 'request-timeout-seconds': '0' },
    `Input 'request-timeout-seconds': "0" is not valid: expected a number of seconds of at least 0.001 and at most 3600, such as 60.`,
  ],
  [
    'a timeout that would round to no time at all',
    { 'request-timeout-seconds': '0.0001' },
    `Input 'request-timeout-seconds': "0.0001" is not valid: expected a number of seconds of at least 0.001 and at most 3600, such as 60.`,
  ],
  ['max-attempts out of range', { 'max-attempts': '50' }, `Input 'max-attempts': "50" is not valid: expected a whole number from 1 to 20.`],
  ['concurrency not a number', { concurrency: 'many' }, `Input 'concurrency': "many" is not valid: expected a whole number from 1 to 64.`],
  [
    'no project',
    { project: '' },
    `The job has no project: set the 'project' input, or "project" in 'job' or 'job-file' (expected a project name, one word such as "team-a").`,
  ],
  [
    'a bad gpu',
    { gpu: '1.5' },
    `Input 'gpu': 1.5 is not valid: expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5.`,
  ],
  [
    'a bad memory',
    { memory: '8GB' },
    `Input 'memory': "8GB" is not valid: expected a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one). Did you mean "8Gi"?`,
  ],
  [
    'a bad name',
    { name: 'My_Job' },
    `Input 'name': "My_Job" is not valid: expected a DNS-1035 label: at most 63 characters of lowercase letters, digits and "-", starting with a letter and ending with a letter or digit, such as "train-resnet-1".`,
  ],
  ['a bad boolean', { interactive: 'yes' }, `Input 'interactive': "yes" is not valid: expected true or false.`],
  [
    'a bad pvc line',
    { pvc: '3Gi:/data' },
    `Input 'pvc' line 1: "3Gi:/data" is not valid: expected [STORAGE_CLASS]:SIZE:CONTAINER_PATH[:ro] per line, such as :3Gi:/data or my-storage:3Gi:/data:ro.`,
  ],
  [
    'a bad port',
    { ports: '80:http' },
    `Input 'ports' line 1: "80:http" is not valid: expected [EXTERNAL:]CONTAINER (whole port numbers) per line, such as 30022:22 or 8888.`,
  ],
  ['a bad duration', { 'ttl-after-finish': '1 day' }, `Input 'ttl-after-finish': "1 day" is not valid: expected a duration such as 5s, 2m, 3h or 4d.`],
  ['an unknown field in job', { job: '{"gpuCount": 1}' }, `Input 'job': "gpuCount" is not a field of a job; did you mean "gpu"?`],
  ['broken YAML in job', { job: 'project: [a' }, "Input 'job' is not valid YAML or JSON"],
  ['a missing job-file', { 'job-file': 'missing.yaml' }, `Input 'job-file': cannot read "missing.yaml" (no such file`],
  [
    'a bad jobs item',
    { jobs: '[{"gpu": 1}, "seed-2"]' },
    `Input 'jobs' item 2: "seed-2" is not valid: expected a job object: a map of job fields, such as {"name": "seed-1"}.`,
  ],
  ['an unknown matrix key', { matrix: '{"seed": [1, 2]}' }, `Input 'matrix': "seed" is not valid: expected a job field`],
];

export const BAD_INPUT_COUNT = BAD_INPUTS.length;

describe.each(runnersRuntime())('bad input on $name', ({ node }) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it.each(BAD_INPUTS)('%s: a clear message, no stack trace, nothing sent', async (_, inputs, message) => {
    const before = emulator.requests.length;
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', ...inputs }, { node });
    expect(run.code).toBe(1);
    expect(run.error.startsWith(`submit-runai-job failed: ${message}`)).toBe(true);
    expect(run.log).not.toMatch(/^\s+at /m);
    expect(emulator.requests.length, 'no request sent').toBe(before);
    expect(leaks(run, [emulator.clientSecret])).toEqual([]);
  });
});

describe.each(runtimes())('bad inputs on $name', ({ node }) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.close());

  it('several bad inputs are listed together', async () => {
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', gpu: '2.5', memory: '1GB' }, { node });
    expect(run.error).toBe(
      [
        'submit-runai-job failed: 2 problems in the inputs need fixing; nothing was sent.',
        `  - Input 'gpu': 2.5 is not valid: expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5.`,
        `  - Input 'memory': "1GB" is not valid: expected a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one). Did you mean "1Gi"?`,
      ].join('\n'),
    );
  });

  it('connection and job problems are reported together, in one round', async () => {
    const run = await runAction({ api: 'researcher', 'base-url': 'nope', gpu: 'lots', 'dry-run': 'true' }, { node });
    expect(run.error).toBe(
      [
        'submit-runai-job failed: 5 problems in the inputs need fixing; nothing was sent.',
        `  - Input 'base-url': "nope" is not valid: expected an http:// or https:// address such as https://my-cluster.example.com.`,
        `  - Inputs 'realm', 'client-id' and 'client-secret' are required to request a token: give the Application's 'realm', 'client-id' and 'client-secret', or a ready bearer in 'token'.`,
        `  - Input 'gpu': "lots" is not valid: expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5.`,
        `  - The job has no project: set the 'project' input, or "project" in 'job' or 'job-file' (expected a project name, one word such as "team-a").`,
        `  - The job has no image: set the 'image' input, or "image" in 'job' or 'job-file' (expected a container image reference without spaces, such as "gcr.io/run-ai-demo/quickstart").`,
      ].join('\n'),
    );
  });

  it('mistakes users make: an input the action does not declare, an expired token, a job file that is not YAML, gpu: one', async () => {
    const typo = await runAction({ ...emulator.settings(), project: 'p', image: 'i', gpus: '1', log: 'follow' }, { node });
    expect(typo.error).toContain("Input 'gpus': it is not an input of this action, and would be ignored: did you mean 'gpu'?");
    expect(typo.error).toContain("Input 'log': it is not an input of this action, and would be ignored: did you mean 'logs'?");
    const expired = ['eyJhbGciOiJub25lIn0', Buffer.from(JSON.stringify({ exp: 1_700_000_000 })).toString('base64url'), 'c2ln'].join('.');
    const old = await runAction({ api: 'researcher', 'base-url': emulator.baseUrl, token: expired, project: 'p', image: 'i' }, { node });
    expect(old.error).toBe(
      "submit-runai-job failed: Input 'token': it expired at 2023-11-14T22:13:20.000Z (its exp). Give a token that is still valid, or 'client-id' and 'client-secret' so that the step requests its own. Nothing was sent.",
    );
    const workspace = mkdtempSync(join(tmpdir(), 'jobfile-'));
    writeFileSync(join(workspace, 'train.yaml'), 'project: team-a\nimage: [unclosed\n');
    const file = await runAction({ ...emulator.settings(), 'job-file': 'train.yaml' }, { node, env: { GITHUB_WORKSPACE: workspace } });
    expect(file.error).toMatch(/^submit-runai-job failed: Input 'job-file': "train\.yaml" is not valid YAML or JSON \(line \d+, column \d+: /);
    const gpu = await runAction({ ...emulator.settings(), project: 'p', image: 'i', gpu: 'one' }, { node });
    expect(gpu.error).toContain('expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5. Nothing was sent.');
    expect(emulator.requests.filter((r) => r.target !== 'token')).toEqual([]);
  });

  it('with debug logging on, the stack trace goes to the debug log only', async () => {
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', gpu: 'x' }, { node, env: { RUNNER_DEBUG: '1' } });
    expect(run.stdout).toMatch(/^::debug::InputError: .*%0A {4}at /m);
  });
});

// What each refusal means is the same on any runtime: on the runners'.
describe.each(runnersRuntime())('the service refuses, on $name', ({ node }) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ projects: ['team-a'] });
  });
  afterAll(() => emulator.close());

  it('401 at the token step: the credentials', async () => {
    const run = await runAction({ ...emulator.settings(), 'client-secret': 'wrong-secret', project: 'team-a', image: 'i' }, { node });
    expect(run.error).toBe(
      `submit-runai-job failed: The token issuer refused the Application's credentials: check 'client-id' (the Application's name), 'client-secret' and 'realm' (Settings → General → Researcher authentication). The token request to ${emulator.authUrl}/auth/realms/runai/protocol/openid-connect/token was answered with HTTP 401: client authentication failed.`,
    );
    expect(leaks(run, ['wrong-secret'])).toEqual([]);
  });

  it('404 at the token step: auth-url or realm', async () => {
    const run = await runAction({ ...emulator.settings(), realm: 'other', project: 'team-a', image: 'i' }, { node });
    // Of a token endpoint's answer only OAuth's error fields are shown; this one has none.
    expect(run.error).toContain(
      "/auth/realms/other/protocol/openid-connect/token was answered with HTTP 404. No token endpoint at that address: check 'auth-url'",
    );
  });

  it('401 at submit: the token was refused', async () => {
    const run = await runAction({ api: 'researcher', 'base-url': emulator.baseUrl, token: 'forged.token.value', project: 'team-a', image: 'i' }, { node });
    expect(run.error).toBe(
      `submit-runai-job failed: the job submission to ${emulator.baseUrl}/api/v1/jobs was answered with HTTP 401: Unauthorized: token rejected: ERR_JWS_INVALID. The service refused the token: check that 'base-url' is the cluster of the tenant that issued it, that the token has not expired, and, for a token the step requested, try 'token-field: id_token' if the service wants the id-token.`,
    );
  });

  it("with 'token', the token request's inputs are named as not used; the defaults the runner passes are not", async () => {
    const base = { api: 'researcher', 'base-url': emulator.baseUrl, token: 'forged.token.value', project: 'team-a', image: 'i', 'dry-run': 'true' };
    const run = await runAction(
      { ...base, realm: 'runai', 'client-id': 'app', 'auth-url': 'https://keycloak.example.com', 'token-field': 'id_token' },
      { node },
    );
    expect(run.error).toBe('');
    expect(run.stdout).toContain(
      "::warning::Input 'token' is set, so 'client-id', 'realm', 'auth-url' and 'token-field' are not used and no token is requested.",
    );
    const quiet = await runAction(base, { node });
    expect(quiet.error).toBe('');
    expect(quiet.stdout).not.toContain('::warning::');
  });

  it('403: the Application lacks access to the project', async () => {
    const run = await runAction({ ...emulator.settings(), project: 'team-b', image: 'i' }, { node });
    expect(run.error).toBe(
      `submit-runai-job failed: the job submission to ${emulator.baseUrl}/api/v1/jobs was answered with HTTP 403: Forbidden: the application is not allowed to access project team-b. The Application lacks the Researcher role, or access to this project: grant both in the service's settings (Applications, and the project's access).`,
    );
    expect(run.summary).toContain('failed: `submit-runai-job failed: the job submission');
  });

  it('404 at submit: base-url', async () => {
    const run = await runAction({ ...emulator.settings(), 'base-url': `${emulator.authUrl}/wrong-prefix`, project: 'team-a', image: 'i' }, { node });
    expect(run.error).toContain(
      "HTTP 404: Not found: no route for POST /wrong-prefix/api/v1/jobs. No jobs endpoint at that address, at any of its documented paths (/api/v1/jobs, /api/v1/job, /api/job): check 'base-url', including any path prefix such as /researcher. Run:ai 2.18 and later may no longer serve the Researcher API: for them, set 'api: workloads' with the control plane's address as 'base-url' and a service account's credentials.",
    );
  });
});

describe.each(runtimes())('dry-run on $name', ({ node }) => {
  it('prints the target and the body, writes the summary, sends nothing at all', async () => {
    const emulator = await startEmulator({ prefix: '/researcher' });
    try {
      const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'i', gpu: '1', environment: 'SEED=1', 'dry-run': 'true' }, { node });
      expect(run.code).toBe(0);
      expect(emulator.requests).toHaveLength(0);
      expect(run.stdout).toContain(
        `The token would be requested from ${emulator.authUrl}/auth/realms/runai/protocol/openid-connect/token as client 'ci-app' (token-request: openid).`,
      );
      expect(run.stdout).toContain(
        `POST ${emulator.baseUrl}/api/v1/jobs\n${JSON.stringify({ job: { project: 'team-a', image: 'i', environment: { SEED: '1' }, gpu: 1 } }, null, 2)}`,
      );
      expect(run.summary).toContain('Run:ai dry run: 1 job checked, nothing sent');
      expect(run.outputs).toEqual({
        'job-name': '',
        'job-names': '[]',
        result: '',
        results: '{}',
        status: '',
        statuses: '{}',
        reused: '',
        'gpu-hours': '',
        'comment-url': '',
        url: '',
        urls: '{}',
        'workload-id': '',
        'workload-ids': '[]',
      });
      expect(leaks(run, [emulator.clientSecret])).toEqual([]);
    } finally {
      await emulator.close();
    }
  });
});
