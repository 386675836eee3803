// What the service says is data, never instructions (docs/security.md): the bundled
// action against token and jobs servers that answer as an attacker's would. Each test names the
// harm it guards against; each failed on the build before the hardening. The tests are split
// over test/e2e/hostile-*.test.ts so that they run side by side.
import { describe, expect, it } from 'vitest';
import { asRunnerShows, hostileScene, inputsFor, json, JOBS_PATH, TOKEN_PATH, type Handler, foreignCommands } from '../helpers/hostile.js';
import { runAction } from '../helpers/run-action.js';
import { casesOn, runnersOnly, runtimes } from '../helpers/runtimes.js';

describe.each(runtimes())('hostile answers: commands and redirects on $name', ({ node }) => {
  const scene = hostileScene();

  describe('workflow commands', () => {
    it('a returned name that holds workflow commands starts no command and reaches no output', async () => {
      scene.onJobs = (_req, res) => json(res, 200, { name: 'evil\n::error title=Pwned::forged\n::add-mask::team-a\n::stop-commands::abc' });
      const run = await runAction(inputsFor(scene.cluster.url), { node });
      expect(run.code).toBe(1);
      expect(foreignCommands(run)).toEqual([]);
      expect(asRunnerShows(run).masks).not.toContain('team-a');
      expect(run.outputs['job-name']).toBe('');
      expect(run.outputs['job-names']).toBe('[]');
      expect(run.error).toContain('the name it returned is not a job name');
      expect(run.error).toContain('The job may exist');
    });

    runnersOnly(node, () => {
      it('a returned name that would run in a shell step is written to no output', async () => {
        scene.onJobs = (_req, res) => json(res, 200, { data: { name: 'x"; echo PWNED $(id -un); echo "' } });
        const run = await runAction(inputsFor(scene.cluster.url), { node });
        expect(run.code).toBe(1);
        expect(run.outputs['job-name']).toBe('');
        expect(JSON.stringify(run.outputs)).not.toContain('PWNED');
        expect(run.error).toContain('The job may exist');
      });

      it('a dry run prints matrix labels with line breaks as one line each', async () => {
        const run = await runAction(
          inputsFor(scene.cluster.url, { 'dry-run': 'true', matrix: JSON.stringify({ 'environment.X': ['a\n::error title=x::INJECTED', 'b'] }) }),
          {
            node,
          },
        );
        expect(run.error).toBe('');
        expect(foreignCommands(run)).toEqual([]);
        expect(scene.cluster.received).toEqual([]);
      });

      it('matrix labels with line breaks start no command', async () => {
        let n = 0;
        scene.onJobs = (_req, res) => json(res, 200, { name: `job-${++n}` });
        const run = await runAction(inputsFor(scene.cluster.url, { matrix: JSON.stringify({ 'environment.NOTE': ['a\n::error::forged-by-label', 'b'] }) }), {
          node,
        });
        expect(run.error).toBe('');
        expect(foreignCommands(run)).toEqual([]);
        expect(run.stdout).not.toMatch(/^::error::forged/m);
        expect(scene.cluster.to(JOBS_PATH)).toHaveLength(2);
      });
    });
  });

  describe('redirects are answers, never followed', () => {
    const cases = (['direct', 'proxy'] as const).flatMap((path) =>
      (['token', 'jobs'] as const).flatMap((target) => [301, 302, 307, 308].map((status) => [path, target, status] as const)),
    );
    // Each path on each runtime; every status and endpoint on the runners'.
    it.each(casesOn(node, cases, ([, target, status]) => target === 'jobs' && status === 302))(
      '%s path, %s endpoint, %i: nothing goes elsewhere, and the step fails with the fix',
      async (path, target, status) => {
        const origin = path === 'direct' ? scene.cluster.url : 'http://cluster.example.test';
        const location = path === 'direct' ? `${scene.elsewhere.url}/steal` : 'http://elsewhere.example.test/steal';
        const redirect: Handler = (_req, res) => json(res, status, { message: 'moved' }, { location });
        if (target === 'token') scene.onToken = redirect;
        else scene.onJobs = redirect;
        const env = path === 'proxy' ? { HTTP_PROXY: scene.proxy.url, http_proxy: scene.proxy.url } : {};
        const run = await runAction(inputsFor(origin), { node, env });
        expect(run.code).toBe(1);
        expect(scene.elsewhere.received).toEqual([]);
        expect(scene.proxy.seen.filter((s) => s.includes('elsewhere'))).toEqual([]);
        expect(run.error).toContain(`was answered with HTTP ${status}`);
        expect(run.error).toContain(`The server says the address redirects to ${location}`);
        expect(run.outputs['job-name']).toBe('');
        expect(scene.cluster.to(target === 'token' ? TOKEN_PATH : JOBS_PATH)).toHaveLength(1);
        expect(scene.cluster.to(JOBS_PATH).filter((r) => r.method !== 'POST')).toEqual([]);
        if (path === 'proxy') expect(scene.proxy.seen.some((s) => s.includes('cluster.example.test'))).toBe(true);
      },
    );

    it('through the proxy, a job is submitted: the proxy path is the one these tests exercise', async () => {
      const run = await runAction(inputsFor('http://cluster.example.test'), { node, env: { HTTP_PROXY: scene.proxy.url, http_proxy: scene.proxy.url } });
      expect(run.error).toBe('');
      expect(run.outputs['job-name']).toBe('job-1');
      expect(scene.proxy.seen.filter((s) => s.includes('cluster.example.test')).length).toBeGreaterThanOrEqual(2);
    });
  });
});
