// Waiting against a service that is not the documented ideal: the other documented paths and
// shapes of the list and delete, status words beyond the five documented, a busy or failing
// list, a revoked token, a refusal, and a job of the same name older than the step. The cases
// mostly wait, so they run at once, each with an emulator of its own. A hanging list and a
// documented form run on each runtime; the rest is what the service says, on the runners'.
import { describe, expect, it } from 'vitest';
import { runAction } from '../helpers/run-action.js';
import { casesOn, runnersOnly, runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, unique, type EmulatorOptions } from '../helpers/waiting.js';

const QUICK = [{ status: 'Pending', ms: 300 }, { status: 'Running', ms: 700 }, { status: 'Succeeded' }];

describe.concurrent.each(runtimes())('the list and delete as installations serve them, on $name', ({ node }) => {
  const scene = emulatorPerTest({ plan: QUICK });

  it.each(
    casesOn<[string, EmulatorOptions]>(node, [
      ['only the Swagger file’s singular paths', { submitForms: ['singular'], listForms: ['singular'], deleteForms: ['singular'] }],
      [
        'only the older /api/job paths, a bare array and ISO dates',
        { submitForms: ['legacy'], listForms: ['legacy'], deleteForms: ['legacy'], listShape: 'bare', createdAt: 'iso' },
      ],
    ]),
  )('%s: submits, waits, and deletes on timeout', async (_, options) => {
    const { emulator, inputs } = await scene(options);
    const done = await runAction(inputs({ name: unique('form'), wait: 'finished' }), { node });
    expect(done.error).toBe('');
    expect(done.outputs.status).toBe('Succeeded');
    const served = options.submitForms![0] === 'singular' ? '/api/v1/job' : '/api/job';
    expect(done.log).toMatch(new RegExp(`submitting through ${served} instead`));
    expect(emulator.requests.filter((r) => r.target === 'jobs').map((r) => r.form)).toEqual(options.submitForms);
    const slow = unique('form-slow');
    emulator.plan(slow, [{ status: 'Running' }]);
    const timedOut = await runAction(inputs({ name: slow, wait: 'finished', 'wait-timeout-minutes': '0.03' }), { node });
    expect(timedOut.error).toContain('It was deleted (cancel-on-stop).');
    expect(emulator.jobs.find((j) => j.name === slow)!.deletedBy).toBe('action');
  });

  runnersOnly(node, () => {
    it('the Swagger file’s path is sent its own types: the command as an array, ttl-after-finish in seconds, volumes, type, environment as text', async () => {
      const { emulator, inputs } = await scene({ submitForms: ['singular'] });
      const run = await runAction(
        inputs({ command: 'python', 'ttl-after-finish': '1h30m', volume: '/data:/mnt', interactive: 'true', environment: 'SEED: 1', name: unique('typed') }),
        { node },
      );
      expect(run.error).toBe('');
      const sent = emulator.requests.filter((r) => r.target === 'jobs' && r.status === 200).map((r) => JSON.parse(String(r.body)).job);
      expect(sent).toEqual([
        expect.objectContaining({
          command: ['python'],
          ttlAfterFinish: 5400,
          volumes: [{ sourcePath: '/data', targetPath: '/mnt', readOnly: false }],
          type: 'interactive',
          interactive: true,
          environment: { SEED: '1' },
        }),
      ]);
      expect(sent[0]).not.toHaveProperty('volume');
    });

    it('status words beyond the documented five are shown and waited through; one that is not a word is shown as Unknown', async () => {
      const { emulator, inputs } = await scene();
      const name = unique('words');
      emulator.plan(name, [{ status: 'ContainerCreating', ms: 1200 }, { status: 'Running\n::error::forged', ms: 1200 }, { status: 'Succeeded' }]);
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.error).toBe('');
      expect(run.log).toContain(`${name}: ContainerCreating after`);
      expect(run.log).toContain(`${name}: ContainerCreating → Unknown after`);
      expect(run.log).toContain(`${name}: Unknown → Succeeded after`);
      expect(run.stdout).not.toContain('::error::forged');
    });
  });

  it('a busy, failing or hanging list is tried again, and the wait goes on to the end', async () => {
    const { emulator, inputs } = await scene();
    emulator.inject(
      { target: 'list', kind: 'status', status: 503, retryAfter: 1 },
      { target: 'list', kind: 'status', status: 500 },
      { target: 'list', kind: 'hang' },
    );
    const run = await runAction(inputs({ name: unique('flaky'), wait: 'finished', 'request-timeout-seconds': '1' }), { node });
    expect(run.error).toBe('');
    expect(run.outputs.status).toBe('Succeeded');
    expect(run.log).toMatch(
      /Asking for the jobs' state failed: the job list to .* was answered with HTTP 503: Service unavailable: try again later\. Trying again in 1 s; the wait goes on\./,
    );
    expect(run.log).toContain('no answer within 1 s (request-timeout-seconds)');
    expect(emulator.pendingFaults()).toBe(0);
  });

  runnersOnly(node, () => {
    it('a token the service stops taking is renewed once, and the wait goes on', async () => {
      const { emulator, inputs } = await scene();
      const name = unique('revoked');
      emulator.plan(name, [{ status: 'Running', ms: 1500 }, { status: 'Succeeded' }]);
      const revoking = (async () => {
        while (!emulator.jobs.some((j) => j.name === name)) await new Promise((r) => setTimeout(r, 50));
        emulator.revokeTokens();
      })();
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      await revoking;
      expect(run.error).toBe('');
      expect(run.log).toContain('The service refused the token (401) during the job list: requesting a new one.');
      expect(emulator.requests.filter((r) => r.target === 'token')).toHaveLength(2);
    });

    it('a token the service stops taking in the middle of a sweep is renewed once, and every job is submitted, once', async () => {
      const { emulator, inputs } = await scene({ latencyMs: 200 });
      const name = unique('sweep');
      const revoking = (async () => {
        while (!emulator.jobs.some((j) => j.name === `${name}-1`)) await new Promise((r) => setTimeout(r, 20));
        emulator.revokeTokens();
      })();
      const run = await runAction(inputs({ name, jobs: '[{}, {}, {}, {}]', concurrency: '1' }), { node });
      await revoking;
      expect(run.error).toBe('');
      expect(run.log).toContain('the service refused the token (401): requesting a new one and trying once more.');
      expect(emulator.jobs.filter((j) => j.name.startsWith(name)).map((j) => j.name)).toEqual([1, 2, 3, 4].map((i) => `${name}-${i}`));
      expect(emulator.requests.filter((r) => r.target === 'token')).toHaveLength(2);
    });

    it('tokens are renewed as they expire, however long the wait', async () => {
      const { emulator, inputs } = await scene({ tokenTtl: 2 });
      const name = unique('renew');
      emulator.plan(name, [{ status: 'Running', ms: 3500 }, { status: 'Succeeded' }]);
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.error).toBe('');
      expect(emulator.requests.filter((r) => r.target === 'token').length).toBeGreaterThanOrEqual(2);
      expect(emulator.requests.filter((r) => r.target === 'list' && r.status === 401)).toEqual([]);
    });

    it('a renewal answered with a success that holds no token (a page of something in the way) is waited out, as a list’s would be', async () => {
      const { emulator, inputs } = await scene({ tokenTtl: 2 });
      const name = unique('renew-page');
      emulator.plan(name, [{ status: 'Running', ms: 5000 }, { status: 'Succeeded' }]);
      const injecting = (async () => {
        while (!emulator.jobs.some((j) => j.name === name)) await new Promise((r) => setTimeout(r, 50));
        emulator.inject({ target: 'token', kind: 'status', status: 200 });
      })();
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      await injecting;
      expect(run.error).toBe('');
      expect(run.outputs.result).toBe('succeeded');
      expect(run.log).toContain('not a token response');
      expect(emulator.requests.filter((r) => r.target === 'token' && r.status === 200).length).toBeGreaterThanOrEqual(3);
    });

    it('a list the Application may not read ends the wait with the refusal, and leaves the job alone', async () => {
      const { emulator, inputs } = await scene();
      emulator.inject({ target: 'list', kind: 'status', status: 403 });
      const name = unique('forbidden');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.code).toBe(1);
      expect(run.error).toMatch(
        new RegExp(
          `^submit-runai-job failed: the step could not follow its jobs: the job list to .* was answered with HTTP 403: .*The Application may create jobs in this project but not list them.* The job was not deleted and may still be running: "${name}"\\.$`,
        ),
      );
      expect(emulator.jobs.find((j) => j.name === name)!.deletedAt).toBeUndefined();
    });

    it('an installation that serves no list in any documented form ends the wait after trying each', async () => {
      const { emulator, inputs } = await scene({ listForms: [] });
      const run = await runAction(inputs({ name: unique('nolist'), wait: 'running' }), { node });
      expect(run.code).toBe(1);
      expect(run.error).toContain('/api/job?project=team-a was answered with HTTP 404');
      expect(run.error).toContain(
        "No job list at that address in any documented form: this installation may not serve it. Leave 'wait' out, or check 'base-url'.",
      );
      expect(emulator.requests.filter((r) => r.target === 'list')).toHaveLength(0);
    });

    it('a 409 after a lost answer is this step’s job only if it was created after the step sent its own, on the service’s clock', async () => {
      const { emulator, inputs } = await scene();
      const old = unique('stale');
      // Another run's, a minute old: within the two minutes clocks may differ by where the service's is not known, but its answers' Date says it.
      emulator.seed({ name: old, project: 'team-a', createdAt: Date.now() - 60_000 });
      emulator.inject({ kind: 'bad-gateway', create: false });
      const stale = await runAction(inputs({ name: old }), { node });
      expect(stale.code).toBe(1);
      expect(stale.error).toMatch(
        new RegExp(
          `job "${old}" already exists \\(409\\) after an attempt whose answer was lost, but that job was created at .*, before this step sent its own .*: it is not this step's job\\.`,
        ),
      );
      expect(stale.outputs['job-name']).toBe('');
      expect(emulator.jobs.find((j) => j.name === old)?.deletedBy).toBeUndefined();

      const fresh = unique('fresh');
      emulator.inject({ kind: 'bad-gateway' });
      const ours = await runAction(inputs({ name: fresh }), { node });
      expect(ours.error).toBe('');
      expect(ours.outputs['job-name']).toBe(fresh);
      expect(ours.log).toContain(`job "${fresh}" already exists (409) after an attempt whose answer was lost: it was created after this step sent its own`);
    });

    it('a wait that times out while the list keeps failing still deletes its job, and says what failed', async () => {
      const { emulator, inputs } = await scene();
      const name = unique('failing');
      emulator.plan(name, [{ status: 'Running' }]);
      emulator.inject({ target: 'list', kind: 'status', status: 503, times: 1000 });
      const run = await runAction(inputs({ name, wait: 'finished', 'wait-timeout-minutes': '0.04' }), { node });
      expect(run.code).toBe(1);
      expect(run.error).toMatch(
        new RegExp(
          `wait-timeout-minutes \\(0.04\\) passed with 1 of 1 job unfinished: "${name}" \\(not listed yet\\)\\. The last request for their state failed: the job list to .* was answered with HTTP 503: .*It was deleted \\(cancel-on-stop\\)\\.$`,
        ),
      );
      expect(emulator.jobs.find((j) => j.name === name)!.deletedBy).toBe('action');
    });

    it('one 404 from a list that answered before is waited out; the wait goes on', async () => {
      const { emulator, inputs } = await scene({ listForms: ['plural'] });
      const name = unique('blip');
      emulator.plan(name, [{ status: 'Running', ms: 2200 }, { status: 'Succeeded' }]);
      const injecting = (async () => {
        while (!emulator.requests.some((r) => r.target === 'list' && r.status === 200)) await new Promise((r) => setTimeout(r, 50));
        emulator.inject({ target: 'list', kind: 'status', status: 404 });
      })();
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      await injecting;
      expect(run.error).toBe('');
      expect(emulator.requests.filter((r) => r.target === 'list' && r.status === 404)).toHaveLength(1);
    });

    it('a 404 from the first list, before any path answered, is waited out too: the next list goes to the first path again, not to one never served', async () => {
      const { emulator, inputs } = await scene({ listForms: ['plural'] });
      const name = unique('first-blip');
      emulator.plan(name, [{ status: 'Running', ms: 2200 }, { status: 'Succeeded' }]);
      emulator.inject({ target: 'list', kind: 'status', status: 404 });
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.error).toBe('');
      expect(run.outputs.status).toBe('Succeeded');
      expect(emulator.requests.filter((r) => r.target === 'list' && r.status === 200).length).toBeGreaterThan(0);
    });

    it('a job that ttl-after-finish deletes soon after it ends is seen ended first, though the list has no deleted jobs and the interval is longer', async () => {
      const { emulator, inputs } = await scene();
      const name = unique('ttl');
      emulator.plan(name, [{ status: 'Running', ms: 1500 }, { status: 'Succeeded' }]);
      // The ttl's deletion, as the service makes it 2 s after the job ended.
      const deleting = (async () => {
        while (!emulator.jobs.some((j) => j.name === name)) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 3500));
        emulator.deleteJob(name);
      })();
      const run = await runAction(inputs({ name, wait: 'finished', 'ttl-after-finish': '2s', 'poll-interval-seconds': '10' }), { node });
      await deleting;
      expect(run.error).toBe('');
      expect(run.outputs).toMatchObject({ result: 'succeeded', status: 'Succeeded' });
    });

    it('a job deleted, and its name used again, between two polls: the new one, created later, is not taken for the step’s own', async () => {
      const { emulator, inputs } = await scene();
      const name = unique('namesake');
      emulator.plan(name, [{ status: 'Running' }]);
      const pending = runAction(inputs({ name, wait: 'finished', 'poll-interval-seconds': '2' }), { node });
      while (!emulator.requests.some((r) => r.target === 'list' && r.status === 200)) await new Promise((r) => setTimeout(r, 50));
      emulator.deleteJob(name);
      emulator.seed({ name, project: 'team-a', createdAt: Date.now() + 5, plan: [{ status: 'Succeeded' }] });
      const run = await pending;
      expect(run.error).toContain(`"${name}" was deleted by someone else`);
      expect(run.outputs.result).not.toBe('succeeded');
    });

    it('a project of 8000 jobs is still read while waiting', async () => {
      const { emulator, inputs } = await scene();
      for (let i = 0; i < 8000; i++) emulator.seed({ name: `old-${i}`, project: 'team-a' });
      const run = await runAction(inputs({ name: unique('crowd'), wait: 'finished' }), { node });
      expect(run.error).toBe('');
      expect(run.outputs.status).toBe('Succeeded');
    });
  });
});
