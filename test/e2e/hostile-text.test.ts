// Service text that quotes a secret, or comes by the thousand: the bundled action against a
// control plane and a cluster that echo the client secret in the forms a page or a cut would
// leave it, flood the summary, or name jobs that are not the step's. No part of a secret may
// reach a log line as the runner shows it, nor the step summary; no answer may make either grow
// past its bound.
import { describe, expect, it } from 'vitest';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { asRunnerShows, foreignCommands, HOSTILE_TOKEN, hostileScene, hostileServer, inputsFor, json, JOBS_PATH, TOKEN_PATH } from '../helpers/hostile.js';
import { runAction, type ActionRun } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { waitInputs } from '../helpers/waiting.js';

/** The summary as the runner masks it: every form the step registered, and the workflow's own secrets, replaced. */
function summaryAsShown(run: ActionRun, workflowSecrets: string[] = []): string {
  const masks = [...asRunnerShows(run).masks, ...workflowSecrets];
  return masks.sort((a, b) => b.length - a.length).reduce((text, secret) => text.split(secret).join('***'), run.summary);
}

/** Every run of `length` characters of the secret: what a cut or an escape might leave of it. */
const partsOf = (secret: string, length = 8) => Array.from({ length: secret.length - length + 1 }, (_, i) => secret.slice(i, i + length));

describe.concurrent.each(runtimes())('hostile service text on $name', ({ node }) => {
  runnersOnly(node, () => {
    it("a workload's reason that quotes the secret, cut at its limit or escaped, shows no part of it", async () => {
      const secret = 'k7%Qp&Zr9!Lm2xWv4Tq';
      // The first message puts the secret across the 300-character cut; the second holds the
      // characters a log line (%) and the summary (&) escape.
      for (const message of [`${'m'.repeat(290)} ${secret}`, `login refused for secret ${secret}`]) {
        const emulator = await startWorkloadsEmulator({
          clientSecret: secret,
          plan: [
            { phase: 'Running', ms: 300 },
            { phase: 'Failed', message },
          ],
        });
        try {
          const run = await runAction(waitInputs(emulator.settings(), { name: 'quotes-secret', wait: 'finished', logs: 'false' }), { node });
          expect(run.code).toBe(1);
          const shown = asRunnerShows(run).shown.join('\n');
          const summary = summaryAsShown(run);
          expect(shown).toContain('***');
          for (const part of partsOf(secret)) {
            expect(shown, part).not.toContain(part);
            expect(summary, part).not.toContain(part);
          }
        } finally {
          await emulator.close();
        }
      }
    });

    it('a secret of the workflow the step was never given, quoted in a reason with characters Markdown would obey, stands whole in the summary, where the runner hides it', async () => {
      // The runner hides every secret of the workflow in a summary, but only where one stands as it was stored.
      const workflowSecret = 'Db&P<w>@rd#7[x]';
      const emulator = await startWorkloadsEmulator({
        plan: [
          { phase: 'Running', ms: 300 },
          { phase: 'Failed', message: `cannot reach postgres://train:${workflowSecret}@db: refused` },
        ],
      });
      try {
        const run = await runAction(waitInputs(emulator.settings(), { name: 'quotes-workflow-secret', wait: 'finished', logs: 'false' }), { node });
        expect(run.code).toBe(1);
        expect(run.summary).toContain(workflowSecret);
        const summary = summaryAsShown(run, [workflowSecret]);
        expect(summary).toContain('cannot reach postgres://train:***@db');
        for (const part of partsOf(workflowSecret, 4)) expect(summary, part).not.toContain(part);
      } finally {
        await emulator.close();
      }
    });

    it('scheduling messages by the thousand: the summary keeps a few, far below the 1 MiB GitHub takes', async () => {
      const scheduling = Array.from({ length: 2500 }, (_, i) => ({ nodePool: 'p', phaseReason: 'x', reason: 'r', userMessage: `${i} ${'<'.repeat(280)}` }));
      const emulator = await startWorkloadsEmulator({
        plan: [
          { phase: 'Running', ms: 300 },
          { phase: 'Failed', message: 'exit 1', scheduling },
        ],
      });
      try {
        const run = await runAction(waitInputs(emulator.settings(), { name: 'flooded', wait: 'finished', logs: 'false' }), { node });
        expect(run.code).toBe(1);
        expect(run.summary).toContain('`0 <<<');
        expect(run.summary).not.toContain('`5 <<<');
        expect(Buffer.byteLength(run.summary)).toBeLessThan(64 * 1024);
      } finally {
        await emulator.close();
      }
    });
  });

  runnersOnly(node, () => {
    it('a log and a reason that hold the runner’s older commands (##[name] anywhere in a line) or reorder text start nothing and read as sent', async () => {
      const emulator = await startWorkloadsEmulator({
        plan: [
          {
            phase: 'Running',
            ms: 300,
            logs: [
              '##[add-mask]Succeeded',
              'ok ##[set-output name=result;]succeeded',
              'x ##[save-state name=unfinished_9;]{"name":"other"}',
              'file \u202Egnp.exe',
            ],
          },
          { phase: 'Failed', message: 'exit 1 ##[warning]from the reason \u2066x\u2069' },
        ],
      });
      try {
        for (const logs of ['tail', 'follow']) {
          const run = await runAction(waitInputs(emulator.settings(), { name: `older-${logs}`, wait: 'finished', logs }), { node });
          expect(run.code).toBe(1);
          expect(foreignCommands(run)).toEqual([]);
          expect(asRunnerShows(run).masks).not.toContain('Succeeded');
          expect(run.stdout).toContain(`older-${logs} | ok ##\u200B[set-output name=result;]succeeded`);
          expect(run.stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
          expect(run.summary).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
        }
      } finally {
        await emulator.close();
      }
    });
  });

  runnersOnly(node, () => {
    it('an error answer that holds the runner’s older commands or reorders text: the line that quotes it starts nothing and reads as sent', async () => {
      let lists = 0;
      const cluster = await hostileServer((req, res) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path === TOKEN_PATH) return json(res, 200, { access_token: 'tok-hostile-0123456789', expires_in: 3600 });
        if (req.method === 'POST') return json(res, 200, { name: 'job-1' });
        // The first look at the job's state is refused with commands in its message; the wait tries again and says why.
        if (lists++ === 0) return json(res, 503, { message: '##[stop-commands]pwnd ##[error file=README.md]fake \u202Eevil' });
        return json(res, 200, { data: [{ name: 'job-1', project: 'team-a', status: 'Succeeded', createdAt: Date.now() }] });
      });
      try {
        const run = await runAction(inputsFor(cluster.url, { name: 'job-1', wait: 'finished', 'poll-interval-seconds': '1' }), { node });
        expect(run.code).toBe(0);
        expect(run.stdout).toContain('HTTP 503: ##\u200B[stop-commands]pwnd ##\u200B[error file=README.md]fake \uFFFDevil');
        expect(foreignCommands(run)).toEqual([]);
        expect(run.stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
      } finally {
        await cluster.close();
      }
    });
  });

  describe('an error page cut at its limit in the middle of the bearer it echoes', () => {
    const scene = hostileScene();
    it('shows no start of the bearer: what the cut left of it is replaced as the whole would be', async () => {
      scene.onJobs = (req, res) => {
        const head = `<html><head><style>${'.a{color:red}\n'.repeat(1000)}</style></head><body>`;
        // An error is read to 16 KiB: the cut falls ten characters into the token.
        const pad = 16 * 1024 - Buffer.byteLength(head) - 'Authorization: Bearer '.length - 10;
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end(`${head}${' '.repeat(pad)}Authorization: ${req.headers.authorization} was refused</body></html>`);
      };
      const run = await runAction(inputsFor(scene.cluster.url, { 'max-attempts': '1' }), { node });
      expect(run.code).toBe(1);
      expect(run.error).toContain('Authorization: Bearer ***');
      const shown = asRunnerShows(run).shown.join('\n');
      // Runs of digits alone are left out: a port or a time may hold them.
      for (const part of partsOf(HOSTILE_TOKEN, 4).filter((p) => /\D/.test(p))) {
        expect(shown, part).not.toContain(part);
        expect(summaryAsShown(run), part).not.toContain(part);
      }
    });
  });

  describe('a token endpoint that echoes the secret as HTML writes it', () => {
    const scene = hostileScene();
    it('shows it in no log line and not in the summary, where an excerpt would decode it', async () => {
      const secret = 'Qp7&Zr9<Lm2xK>';
      const html = secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      scene.onToken = (_req, res) => json(res, 401, { error: 'invalid_client', error_description: `client secret ${html} is not valid` });
      const run = await runAction(inputsFor(scene.cluster.url, { 'client-secret': secret, 'max-attempts': '1' }), { node });
      expect(run.code).toBe(1);
      expect(run.error).toContain('client secret *** is not valid');
      const shown = asRunnerShows(run).shown.join('\n');
      const summary = summaryAsShown(run);
      for (const part of partsOf(secret, 6)) {
        expect(shown, part).not.toContain(part);
        expect(summary, part).not.toContain(part);
      }
      expect(scene.cluster.to(JOBS_PATH)).toEqual([]);
      expect(scene.cluster.to(TOKEN_PATH)).toHaveLength(1);
    });
  });

  runnersOnly(node, () => {
    it('a deletion answer that names jobs of others, at length: the failure speaks of the step’s own, in a line of bounded length', async () => {
      const others = 'x'.repeat(200_000);
      const createdAt = Date.now();
      const cluster = await hostileServer((req, res) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path === TOKEN_PATH) return json(res, 200, { access_token: 'tok-hostile-0123456789', expires_in: 3600 });
        if (path !== JOBS_PATH) return json(res, 404, { message: 'no route' });
        if (req.method === 'POST') return json(res, 200, { name: 'pull-1' });
        // The job cannot pull its image: the step gives up on it and deletes it.
        if (req.method === 'GET') return json(res, 200, { data: [{ name: 'pull-1', project: 'team-a', status: 'ImagePullBackOff', createdAt }] });
        return json(res, 200, [
          { name: 'pull-1', ok: false, error: { status: 500, message: `busy ${'y'.repeat(100_000)}` } },
          ...Array.from({ length: 4 }, (_, i) => ({ name: `${i}${others}`, ok: false, error: { status: 500 } })),
        ]);
      });
      try {
        const run = await runAction(inputsFor(cluster.url, { name: 'pull-1', wait: 'finished', 'poll-interval-seconds': '1' }), { node });
        expect(run.code).toBe(1);
        expect(run.error).toContain('the service did not delete "pull-1" (busy…');
        expect(run.error).not.toContain('0xxxx');
        expect(Math.max(...run.stdout.split('\n').map((line) => line.length))).toBeLessThan(4096);
      } finally {
        await cluster.close();
      }
    });
  });
});
