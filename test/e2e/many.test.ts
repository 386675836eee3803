// Many jobs in one step: jobs lists, matrix sweeps, bounded concurrency, one token for all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

describe.each(runtimes())('many jobs on $name', ({ node }) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ projects: ['team-a'] });
  });
  afterAll(() => emulator.close());

  const fresh = () => {
    emulator.requests.length = 0;
    emulator.jobs.length = 0;
    emulator.load.maxInFlight = 0;
    emulator.configure({ latencyMs: 0 });
  };
  const tag = () => Math.random().toString(36).slice(2, 8);

  it('a matrix with environment.NAME keys: the cartesian product, in order, with one token', async () => {
    fresh();
    const run = await runAction(
      { ...emulator.settings(), project: 'team-a', image: 'i', environment: 'BASE=1', matrix: 'gpu: [1, 2]\nenvironment.SEED: [7, 8, 9]' },
      { node },
    );
    expect(run.error).toBe('');
    expect(emulator.requests.filter((r) => r.target === 'token')).toHaveLength(1);
    const names = JSON.parse(run.outputs['job-names']!) as string[];
    expect(names).toHaveLength(6);
    expect(run.outputs['job-name']).toBe(names[0]);
    const byName = new Map(emulator.jobs.map((j) => [j.name, j.job]));
    expect(names.map((n) => [byName.get(n)!.gpu, byName.get(n)!.environment])).toEqual([
      [1, { BASE: '1', SEED: 7 }],
      [1, { BASE: '1', SEED: 8 }],
      [1, { BASE: '1', SEED: 9 }],
      [2, { BASE: '1', SEED: 7 }],
      [2, { BASE: '1', SEED: 8 }],
      [2, { BASE: '1', SEED: 9 }],
    ]);
    expect(run.summary).toContain('| # | Job | Project | Image | Resources | Matrix / item |');
    expect(run.summary).toContain('gpu=2, environment.SEED=9');
    expect(run.stdout).toMatch(/^6 of 6 jobs created in \d+ ms, at most 4 at a time\.$/m);
  });

  it('job-names keeps input order even when later jobs finish first', async () => {
    fresh();
    const t = tag();
    emulator.inject({ kind: 'latency', ms: 600 });
    const jobs = JSON.stringify([1, 2, 3, 4].map((i) => ({ name: `order-${t}-${i}` })));
    const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'i', jobs, concurrency: '4' }, { node });
    expect(JSON.parse(run.outputs['job-names']!)).toEqual([1, 2, 3, 4].map((i) => `order-${t}-${i}`));
    expect(emulator.jobs[0]!.name).not.toBe(`order-${t}-1`);
  });

  it('never more than concurrency in flight, and close to it under load', async () => {
    fresh();
    emulator.configure({ latencyMs: 100 });
    const run = await runAction(
      { ...emulator.settings(), project: 'team-a', image: 'i', matrix: `{"environment.SEED": ${JSON.stringify([...Array(24).keys()])}}`, concurrency: '6' },
      { node },
    );
    expect(run.error).toBe('');
    expect(emulator.jobs).toHaveLength(24);
    expect(emulator.load.maxInFlight).toBe(6);
  });

  // How a sweep is scheduled and fails is the same code on any runtime: on the runners'.
  runnersOnly(node, () => {
    it('a 429 pauses every worker until its Retry-After has passed', async () => {
      fresh();
      emulator.configure({ latencyMs: 50 });
      emulator.inject({ kind: 'status', status: 429, retryAfter: 2 });
      const run = await runAction(
        { ...emulator.settings(), project: 'team-a', image: 'i', matrix: `{"environment.SEED": ${JSON.stringify([...Array(12).keys()])}}`, concurrency: '4' },
        { node },
      );
      expect(run.error).toBe('');
      expect(emulator.jobs).toHaveLength(12);
      const busy = emulator.requests.find((r) => r.status === 429)!;
      // Requests already on their way may land just after the 429; none is sent during the pause.
      const duringPause = emulator.requests.filter((r) => r.target === 'jobs' && r.at > busy.answeredAt + 300 && r.at < busy.answeredAt + 1700);
      expect(duringPause).toEqual([]);
      expect(run.log).toContain('(all submissions wait)');
    });

    it('a partial failure fails only its job; the step fails and the summary says which', async () => {
      fresh();
      const t = tag();
      await runAction({ ...emulator.settings(), project: 'team-a', image: 'i', name: `taken-${t}` }, { node });
      const run = await runAction(
        {
          ...emulator.settings(),
          project: 'team-a',
          image: 'i',
          jobs: JSON.stringify([{ name: `free-${t}` }, { name: `taken-${t}` }, { name: `other-${t}` }]),
        },
        { node },
      );
      expect(run.code).toBe(1);
      expect(JSON.parse(run.outputs['job-names']!)).toEqual([`free-${t}`, `other-${t}`]);
      expect(run.error).toMatch(
        /^submit-runai-job failed: 1 of 3 jobs failed \(2 created\)\. First failure, job 2: the job submission .*HTTP 409: Conflict: the job taken-\w+ already exists\./,
      );
      expect(run.summary).toContain('### Run:ai: 1 of 3 jobs not created; 2 submitted\n');
      expect(run.summary).toMatch(/\| 2 \| ❌ `?the job submission .*409/);
    });

    it('a cluster that takes only id_tokens: every job of a sweep switches to it, not just the first', async () => {
      fresh();
      emulator.configure({ tokenMode: 'access+id', accepts: 'id', latencyMs: 50 });
      const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'i', matrix: '{"gpu": [0, 1, 2, 3]}', concurrency: '4' }, { node });
      emulator.configure({ tokenMode: 'access', accepts: 'any' });
      expect(run.error).toBe('');
      expect(JSON.parse(run.outputs['job-names']!)).toHaveLength(4);
      expect(emulator.jobs.every((j) => j.tokenKind === 'id')).toBe(true);
    });

    it('a 403 stops the rest: they would fail the same way', async () => {
      fresh();
      const run = await runAction({ ...emulator.settings(), project: 'team-b', image: 'i', matrix: '{"gpu": [1, 2, 3, 4]}', concurrency: '1' }, { node });
      expect(run.code).toBe(1);
      expect(emulator.requests.filter((r) => r.target === 'jobs')).toHaveLength(1);
      expect(run.error).toContain('submit-runai-job failed: 4 of 4 jobs failed (0 created). First failure, job 1: the job submission');
      expect(run.summary).toContain('not submitted: job 1 failed in a way every job would');
    });

    it('a job that meets a busy service through every attempt stops the rest, which would meet it too: no holes in the middle of a sweep', async () => {
      fresh();
      emulator.inject(...Array.from({ length: 2 }, () => ({ target: 'jobs' as const, kind: 'status' as const, status: 429, retryAfter: 0 })));
      const run = await runAction(
        { ...emulator.settings(), project: 'team-a', image: 'i', matrix: '{"gpu": [1, 2, 3, 4]}', concurrency: '1', 'max-attempts': '2' },
        { node },
      );
      expect(run.code).toBe(1);
      expect(emulator.jobs).toHaveLength(0);
      expect(emulator.requests.filter((r) => r.target === 'jobs')).toHaveLength(2);
      expect(run.summary).toContain('not submitted: job 1 failed in a way every job would');
    });

    it('a 403 of one project stops the rest of that project’s jobs, not another project’s', async () => {
      fresh();
      const name = `mp-${tag()}`;
      const matrix = '{"project": ["team-b", "team-a"], "environment.SEED": [1, 2, 3]}';
      const run = await runAction({ ...emulator.settings(), image: 'i', name, matrix, concurrency: '1' }, { node });
      expect(run.code).toBe(1);
      expect(emulator.jobs.map((j) => j.name)).toEqual([`${name}-4`, `${name}-5`, `${name}-6`]);
      expect(emulator.requests.filter((r) => r.target === 'jobs' && r.status === 403)).toHaveLength(1);
      expect(run.summary).toContain('not submitted: job 1 failed in a way every job of project "team-b" would');
    });

    it('a token failure stops everything, with one token request', async () => {
      fresh();
      const run = await runAction({ ...emulator.settings(), 'client-secret': 'wrong', project: 'team-a', image: 'i', matrix: '{"gpu": [1, 2, 3]}' }, { node });
      expect(run.code).toBe(1);
      expect(emulator.requests.filter((r) => r.target === 'token')).toHaveLength(1);
      expect(emulator.requests.filter((r) => r.target === 'jobs')).toHaveLength(0);
      expect(run.error).toContain('HTTP 401: client authentication failed');
    });

    it('one bad item fails the step before anything is sent', async () => {
      fresh();
      const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'i', jobs: '[{"gpu": 1}, {"gpu": 1}, {"memory": "2GB"}]' }, { node });
      expect(run.error).toBe(
        `submit-runai-job failed: Job 3 of 3 (jobs[2]): Input 'jobs' item 3 at memory: "2GB" is not valid: expected a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one). Did you mean "2Gi"? Nothing was sent.`,
      );
      expect(emulator.requests).toHaveLength(0);
    });

    it('dry-run prints every job that would be sent', async () => {
      fresh();
      const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'i', matrix: '{"gpu": [1, 2]}', 'dry-run': 'true' }, { node });
      expect(run.code).toBe(0);
      expect(emulator.requests).toHaveLength(0);
      expect(run.stdout).toContain('(job 1 of 2, gpu=1)');
      expect(run.stdout).toContain('(job 2 of 2, gpu=2)');
      expect(run.summary).toContain('Run:ai dry run: 2 jobs checked, nothing sent');
    });

    it('the fault matrix holds for every job of a sweep: no duplicates', async () => {
      fresh();
      const t = tag();
      emulator.inject(
        { kind: 'reset' },
        { kind: 'bad-gateway' },
        { kind: 'status', status: 503, retryAfter: 0 },
        { kind: 'status', status: 504 },
        { kind: 'hang' },
      );
      const jobs = JSON.stringify([...Array(8).keys()].map((i) => ({ name: `sweep-${t}-${i}` })));
      const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'i', jobs, 'request-timeout-seconds': '1' }, { node });
      expect(run.error).toBe('');
      expect(emulator.jobs.map((j) => j.name).sort()).toEqual([...Array(8).keys()].map((i) => `sweep-${t}-${i}`).sort());
    });
  });
});
