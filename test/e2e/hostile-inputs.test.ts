// What the service says is data, never instructions (docs/security.md): the bundled
// action against token and jobs servers that answer as an attacker's would. Each test names the
// harm it guards against; each failed on the build before the hardening. The tests are split
// over test/e2e/hostile-*.test.ts so that they run side by side.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { hostileScene, inputsFor, JOBS_PATH, peakRssMb, MAX_RSS_HOOK } from '../helpers/hostile.js';
import { runAction } from '../helpers/run-action.js';
import { casesOn, runnersOnly, runtimes } from '../helpers/runtimes.js';

describe.each(runtimes())('inputs that could hurt the runner on $name', ({ node }) => {
  const scene = hostileScene();

  describe('inputs that could hurt the runner', () => {
    it('a matrix of 20 million combinations is refused before it is built, in bounded memory', async () => {
      const matrix = JSON.stringify({ gpu: [...Array(2000).keys()], 'environment.SEED': [...Array(10_000).keys()] });
      const run = await runAction(inputsFor(scene.cluster.url, { matrix }), { node, env: { NODE_OPTIONS: `--import=${MAX_RSS_HOOK}` }, killAfterMs: 40_000 });
      expect(run.error).toContain("Input 'matrix': together they make 20000000 jobs (1 × 20000000), and at most 1000");
      expect(peakRssMb(run)).toBeLessThan(100);
      expect(scene.cluster.received).toEqual([]);
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
    it.each(casesOn(node, notData))('a key that is not data is refused in %s, before anything is sent', async (_, inputs, message) => {
      const run = await runAction(inputsFor(scene.cluster.url, inputs), { node });
      expect(run.code).toBe(1);
      expect(run.error).toContain(message);
      expect(scene.cluster.received).toEqual([]);
    });

    it('job-file is read from the workspace, and only a regular file of at most 1 MiB', async () => {
      const workspace = mkdtempSync(join(tmpdir(), 'workspace-'));
      mkdirSync(join(workspace, 'jobs'));
      writeFileSync(join(workspace, 'jobs/train.yaml'), 'gpu: 1\n');
      writeFileSync(join(workspace, 'big.yaml'), `# ${'x'.repeat(1024 * 1024)}\n`);
      const base = { ...inputsFor(scene.cluster.url), 'dry-run': 'true' };
      const env = { GITHUB_WORKSPACE: workspace };
      const fromWorkspace = await runAction({ ...base, 'job-file': 'jobs/train.yaml' }, { node, env });
      expect(fromWorkspace.error).toBe('');
      const device = await runAction({ ...base, 'job-file': '/dev/zero' }, { node, env, killAfterMs: 20_000 });
      expect(device.error).toBe(
        `submit-runai-job failed: Input 'job-file': cannot read "/dev/zero" (it is not a regular file, looked for /dev/zero): expected the path of a YAML or JSON job file of at most 1 MiB, relative to the workspace. Nothing was sent.`,
      );
      const big = await runAction({ ...base, 'job-file': 'big.yaml' }, { node, env });
      expect(big.error).toContain(`Input 'job-file': cannot read "big.yaml" (it is larger than 1 MiB`);
      const directory = await runAction({ ...base, 'ca-certificates': 'jobs' }, { node, env });
      expect(directory.error).toBe(
        `submit-runai-job failed: Input 'ca-certificates': "jobs" is neither PEM text nor a readable file (it is a directory, looked for ${join(workspace, 'jobs')}): expected "-----BEGIN CERTIFICATE-----…" or the path of a PEM file. Nothing was sent.`,
      );
    });

    runnersOnly(node, () => {
      it('a YAML job-file with 45,000 environment variables is read in linear time', async () => {
        const workspace = mkdtempSync(join(tmpdir(), 'workspace-'));
        const lines = Array.from({ length: 45_000 }, (_, i) => `  VAR_${i}: "${i}"`);
        writeFileSync(join(workspace, 'job.yaml'), `environment:\n${lines.join('\n')}\n`);
        const run = await runAction(
          { ...inputsFor(scene.cluster.url), 'job-file': 'job.yaml' },
          { node, env: { GITHUB_WORKSPACE: workspace }, killAfterMs: 20_000 },
        );
        expect(run.error).toBe('');
        expect(JSON.parse(scene.cluster.to(JOBS_PATH)[0]!.body).job.environment.VAR_44999).toBe('44999');
      });
    });

    const numbers: [string, Record<string, string>, string][] = [
      ['cpu: 1e400', { cpu: '1e400' }, `Input 'cpu': "1e400" is not valid: expected a decimal number of a usual size, such as 0.5 or 2. Nothing was sent.`],
      [
        'cpu-limit past 2^53',
        { 'cpu-limit': '99999999999999999999999' },
        `Input 'cpu-limit': "99999999999999999999999" is not valid: expected a whole number of at most 15 digits. Nothing was sent.`,
      ],
      [
        'cpu 1e400 in job',
        { job: '{"cpu": 1e400}' },
        `Input 'job' at cpu: Infinity is not valid: expected a number of CPU units above 0, such as 0.5 or 2. Nothing was sent.`,
      ],
      [
        'cpuLimit past int32 in job',
        { job: '{"cpuLimit": 99999999999999999999999}' },
        `Input 'job' at cpuLimit: 1e+23 is not valid: expected a whole number of CPU units, from 1 to 2147483647. Nothing was sent.`,
      ],
      [
        'gpu past int32',
        { gpu: '1e23' },
        `Input 'gpu': 1e+23 is not valid: expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5. Nothing was sent.`,
      ],
    ];
    it.each(casesOn(node, numbers))('%s is refused, not sent as null or 1e+23', async (_, inputs, message) => {
      const run = await runAction(inputsFor(scene.cluster.url, inputs), { node });
      expect(run.error).toBe(`submit-runai-job failed: ${message}`);
      expect(scene.cluster.received).toEqual([]);
    });

    it.each(
      casesOn(node, [
        ['nested too deep', `{"project": "team-a", "arguments": ${'['.repeat(5000)}${']'.repeat(5000)}}`],
        ['a key given twice', '{"project": "team-a", "project": "team-b"}'],
      ]),
    )('a job input %s is reported alone, not with made-up missing fields', async (_, job) => {
      const run = await runAction({ ...inputsFor(scene.cluster.url), project: '', image: '', job }, { node });
      expect(run.code).toBe(1);
      expect(run.error).toMatch(/^submit-runai-job failed: Input 'job' is not valid YAML or JSON/);
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
      `submit-runai-job failed: The step: "same" is given twice (as the name of jobs 1 and 2); the jobs of one step need different names: give each 'jobs' item its own name, or set 'name' once to have the jobs numbered. Nothing was sent.`,
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
