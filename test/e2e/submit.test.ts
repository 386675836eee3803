// The bundled action against the emulator: a workflow step's view of a successful submission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { leaks, masksSecretFirst, runAction } from '../helpers/run-action.js';
import { runnersOnly, runnersRuntime, runtimes } from '../helpers/runtimes.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

describe.each(runtimes())('submitting on $name', ({ node }) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ prefix: '/researcher' });
  });
  afterAll(() => emulator.close());

  const secrets = () => [emulator.clientSecret, ...emulator.issued];

  it('gets a token with the client credentials, submits the job and outputs its name', async () => {
    const before = emulator.jobs.length;
    const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'gcr.io/run-ai-demo/quickstart', gpu: '1' }, { node });
    expect(run.error).toBe('');
    expect(run.code).toBe(0);
    expect(emulator.jobs.length).toBe(before + 1);
    const created = emulator.jobs.at(-1)!;
    expect(run.outputs).toEqual({
      'job-name': created.name,
      'job-names': JSON.stringify([created.name]),
      result: 'submitted',
      results: JSON.stringify({ [created.name]: 'submitted' }),
      status: '',
      statuses: '{}',
      reused: 'false',
      'gpu-hours': '',
      'comment-url': '',
      // Where the UI lists it: the Jobs page of the token issuer's address (the UI's).
      url: `${emulator.authUrl}/jobs`,
      urls: JSON.stringify({ [created.name]: `${emulator.authUrl}/jobs` }),
      'workload-id': '',
      'workload-ids': '[]',
    });
    // Only what was set is sent: the documentation's minimal body.
    expect(created.job).toEqual({ project: 'team-a', image: 'gcr.io/run-ai-demo/quickstart', gpu: 1 });
    expect(run.log).toContain(`created job "${created.name}"`);
    expect(leaks(run, secrets())).toEqual([]);
    expect(masksSecretFirst(run, emulator.clientSecret)).toBe(true);
  });

  runnersOnly(node, () => {
    it('writes a step summary with the name, project, image, resources and cluster', async () => {
      const run = await runAction(
        {
          ...emulator.settings(),
          project: 'team-a',
          image: 'pytorch/pytorch:2.4',
          gpu: '0.5',
          cpu: '2',
          memory: '8Gi',
          name: `summary-${node.length}-${Date.now() % 100000}`,
        },
        { node },
      );
      expect(run.code).toBe(0);
      const name = run.outputs['job-name']!;
      expect(run.summary).toContain(`Run:ai job ${name} submitted`);
      // The job linked to where the UI lists it; the cluster by its host, not the API's address.
      for (const text of [
        `[\`${name}\`](${emulator.authUrl}/jobs)`,
        '`team-a`',
        '`pytorch/pytorch:2.4`',
        '0.5 GPU, 2 CPU, 8Gi memory',
        `| **Cluster** | ${new URL(emulator.baseUrl).host} |`,
      ]) {
        expect(run.summary).toContain(text);
      }
    });

    it('a base-url with a trailing slash does not produce //api', async () => {
      const run = await runAction({ ...emulator.settings(), 'base-url': `${emulator.baseUrl}/`, project: 'p', image: 'i' }, { node });
      expect(run.code).toBe(0);
      expect(emulator.requests.at(-1)!.path).toBe('/researcher/api/v1/jobs');
    });
  });

  it('every job input reaches the service in the API shape', async () => {
    const run = await runAction(
      {
        ...emulator.settings(),
        project: 'team-a',
        image: 'gcr.io/run-ai-demo/quickstart',
        interactive: 'true',
        command: 'python',
        arguments: '-e\n-f',
        environment: 'BATCH_SIZE=50\nLEARNING_RATE=0.2',
        'image-pull-policy': 'Always',
        stdin: 'true',
        tty: 'true',
        'working-dir': '/workspace',
        'create-home-dir': 'true',
        gpu: '1',
        cpu: '0.5',
        'cpu-limit': '2',
        memory: '1G',
        'memory-limit': '2Gi',
        'large-shm': 'true',
        pvc: 'my-storage1:3Gi:/tmp/john:ro',
        volume: '/raid/public/john/data:/root/data',
        'host-ipc': 'false',
        'host-network': 'false',
        ports: '32188:80\n443',
        'backoff-limit': '6',
        completions: '1',
        parallelism: '1',
        elastic: 'false',
        preemptible: 'true',
        'service-type': 'nodeport',
        'ttl-after-finish': '4d',
        'prevent-privilege-escalation': 'true',
        'node-type': 'dgx-a100',
        'job-name-prefix': 'exp',
      },
      { node },
    );
    expect(run.error).toBe('');
    // Every field but the name, which the prefix stands in for (the service names the job).
    expect(run.outputs['job-name']).toMatch(/^exp-\d+$/);
    expect(emulator.jobs.at(-1)!.job).toEqual({
      project: 'team-a',
      image: 'gcr.io/run-ai-demo/quickstart',
      interactive: true,
      command: 'python',
      arguments: ['-e', '-f'],
      environment: { BATCH_SIZE: '50', LEARNING_RATE: '0.2' },
      imagePullPolicy: 'Always',
      stdin: true,
      tty: true,
      workingDir: '/workspace',
      createHomeDir: true,
      gpu: 1,
      cpu: 0.5,
      cpuLimit: 2,
      memory: '1G',
      memoryLimit: '2Gi',
      largeShm: true,
      pvc: [{ storageClass: 'my-storage1', size: '3Gi', path: '/tmp/john', readOnly: true }],
      volume: { '/raid/public/john/data': '/root/data' },
      hostIpc: false,
      hostNetwork: false,
      ports: [
        { container: 80, external: 32188, autoGenerate: false },
        { container: 443, autoGenerate: true },
      ],
      backoffLimit: 6,
      completions: 1,
      parallelism: 1,
      elastic: false,
      preemptible: true,
      serviceType: 'nodeport',
      ttlAfterFinish: '4d',
      preventPrivilegeEscalation: true,
      nodeType: 'dgx-a100',
      jobNamePrefix: 'exp',
    });
  });

  runnersOnly(node, () => {
    it('a list input written as YAML, with no whole-job input, is read as YAML', async () => {
      const run = await runAction(
        { ...emulator.settings(), project: 'p', image: 'i', ports: '- container: 8888\n  autoGenerate: true', environment: '{"SEED": 3}' },
        { node },
      );
      expect(run.error).toBe('');
      expect(emulator.jobs.at(-1)!.job).toEqual({ project: 'p', image: 'i', ports: [{ container: 8888, autoGenerate: true }], environment: { SEED: 3 } });
    });

    it('job-file, job and single inputs merge, later winning', async () => {
      const { mkdtempSync, writeFileSync } = await import('node:fs');
      const { join } = await import('node:path');
      const { tmpdir } = await import('node:os');
      const dir = mkdtempSync(join(tmpdir(), 'workspace-'));
      writeFileSync(join(dir, 'train.yaml'), 'project: from-file\nimage: from-file\ngpu: 1\njobNamePrefix: train\n');
      const run = await runAction({ ...emulator.settings(), 'job-file': 'train.yaml', job: '{"image": "from-job", "gpu": 2}', gpu: '0.5' }, { node, cwd: dir });
      expect(run.error).toBe('');
      expect(emulator.jobs.at(-1)!.job).toEqual({ project: 'from-file', image: 'from-job', gpu: 0.5, jobNamePrefix: 'train' });
      expect(run.outputs['job-name']).toMatch(/^train-\d+$/);
    });

    it('the token input: no token request is made', async () => {
      const token = await emulator.issueToken();
      const tokenRequests = emulator.requests.filter((r) => r.target === 'token').length;
      const run = await runAction({ api: 'researcher', 'base-url': emulator.baseUrl, token, project: 'p', image: 'i' }, { node });
      expect(run.error).toBe('');
      expect(emulator.requests.filter((r) => r.target === 'token').length).toBe(tokenRequests);
      expect(leaks(run, [token])).toEqual([]);
      expect(masksSecretFirst(run, token)).toBe(true);
    });
  });

  it('no secret shows even with debug logging on', async () => {
    const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i' }, { node, env: { RUNNER_DEBUG: '1' } });
    expect(run.code).toBe(0);
    expect(leaks(run, secrets())).toEqual([]);
  });
});

// What the service answers, not how the answer travels: on the runners' runtime.
describe.each(runnersRuntime())('the service variants on $name', ({ node }) => {
  it('accepts the {"data": {"name"}} envelope', async () => {
    const emulator = await startEmulator({ envelope: 'data' });
    try {
      const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i' }, { node });
      expect(run.outputs['job-name']).toBe('job-1');
    } finally {
      await emulator.close();
    }
  });

  it('token-field auto: a 401 to the access_token is retried once with the id_token, and the log says which worked', async () => {
    const emulator = await startEmulator({ tokenMode: 'access+id', accepts: 'id' });
    try {
      const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i' }, { node });
      expect(run.error).toBe('');
      expect(emulator.jobs).toHaveLength(1);
      expect(emulator.jobs[0]!.tokenKind).toBe('id');
      expect(run.log).toContain(
        "The service refused the access_token (401) and accepted the id_token: sending id_tokens from now on. Set 'token-field: id_token' to send it first.",
      );
      expect(leaks(run, [emulator.clientSecret, ...emulator.issued])).toEqual([]);
    } finally {
      await emulator.close();
    }
  });

  it('tokens revoked mid-sweep on a cluster that takes access_tokens: the id_token beside the refused one is tried, then a renewal’s access_token, and the sweep goes on', async () => {
    const emulator = await startEmulator({ tokenMode: 'access+id', accepts: 'access', latencyMs: 300 });
    try {
      setTimeout(() => emulator.revokeTokens(), 450);
      const matrix = JSON.stringify({ 'environment.SEED': [1, 2, 3, 4, 5, 6] });
      const run = await runAction({ ...emulator.settings(), project: 'p', image: 'i', name: 'sweep', matrix, concurrency: '2' }, { node });
      expect(run.error).toBe('');
      expect(emulator.jobs).toHaveLength(6);
      expect(emulator.jobs.map((j) => j.tokenKind)).toEqual(Array(6).fill('access'));
      expect(run.log).not.toContain('accepted the id_token');
    } finally {
      await emulator.close();
    }
  });

  it('an id-token-only issuer works with token-field auto and id_token', async () => {
    const emulator = await startEmulator({ tokenMode: 'id-only' });
    try {
      for (const field of ['auto', 'id_token']) {
        const run = await runAction({ ...emulator.settings(), 'token-field': field, project: 'p', image: 'i' }, { node });
        expect(run.error).toBe('');
      }
      expect(emulator.jobs.map((j) => j.tokenKind)).toEqual(['id', 'id']);
    } finally {
      await emulator.close();
    }
  });

  it('a token that expires between two requests is not reused', async () => {
    // Two-second tokens and a slow service: the second job's request comes after the first token's renewal time.
    const emulator = await startEmulator({ tokenTtl: 2 });
    try {
      emulator.inject({ kind: 'latency', ms: 2200 });
      const run = await runAction(
        { ...emulator.settings(), project: 'p', image: 'i', jobs: '[{"name": "first"}, {"name": "second"}]', concurrency: '1' },
        { node },
      );
      expect(run.error).toBe('');
      const tokenRequests = emulator.requests.filter((r) => r.target === 'token');
      expect(tokenRequests).toHaveLength(2);
      const jobRequests = emulator.requests.filter((r) => r.target === 'jobs');
      expect(jobRequests.map((r) => r.status)).toEqual([200, 200]);
      expect(jobRequests[0]!.headers.authorization).not.toBe(jobRequests[1]!.headers.authorization);
      expect(run.log).toContain('The token is about to expire: requesting a new one.');
    } finally {
      await emulator.close();
    }
  });
});
