// A job's own log, from its cluster's API (the workloads emulator serves one: a download and a
// WebSocket stream): the last lines of a failed job in the log and the summary (logs: tail, the default),
// every line as it is written (logs: follow), a cluster the runner cannot reach said once, a log
// that is data (masked, inert, bounded), and the Researcher API, which serves none.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { mappingProxy } from '../helpers/hostile.js';
import { runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, epochLines, unique, workloadsEmulatorPerTest } from '../helpers/waiting.js';

describe.concurrent.each(runtimes())('logs, on $name', ({ node }) => {
  const scene = workloadsEmulatorPerTest();
  const researcher = emulatorPerTest({});

  it('a failed training: its last 50 log lines in the log, folded, and in the summary; one status request and one download', async () => {
    const { inputs, count } = await scene({
      plan: [
        { phase: 'Running', ms: 600, logs: epochLines(120) },
        { phase: 'Failed', message: 'exit code 1', logs: ['Traceback (most recent call last):', 'ValueError: NaN loss at epoch 121'] },
      ],
    });
    const name = unique('tail');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.error).toContain(`"${name}" ended Failed after`);
    expect(run.stdout).toContain(`::group::The last 50 lines of the log of "${name}"`);
    expect(run.log).toContain(`${name} | ValueError: NaN loss at epoch 121`);
    // 122 lines in all: the last 50 start at epoch 73.
    expect(run.log).toContain(`${name} | epoch 73: loss=`);
    expect(run.log).not.toContain(`${name} | epoch 72: loss=`);
    expect(run.summary).toContain('<details><summary>The last 50 lines of its log</summary>');
    expect(run.summary).toContain('ValueError: NaN loss at epoch 121');
    expect([count('cluster-status'), count('log-download'), count('logs')]).toEqual([1, 1, 0]);
  });

  it('logs: follow prints each line as it is written, in a group, and the wait still ends with the job', async () => {
    const { inputs } = await scene({
      plan: [
        { phase: 'Pending', ms: 300 },
        { phase: 'Running', ms: 900, logs: epochLines(3, 'starting') },
        { phase: 'Running', ms: 900, logs: epochLines(3, 'training') },
        { phase: 'Completed', logs: ['done: model saved'] },
      ],
    });
    const name = unique('follow');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow' }), { node });
    expect(run.error).toBe('');
    expect(run.stdout).toContain(`::group::The log of "${name}", as it is written`);
    const printed = run.log.split('\n').filter((l) => l.startsWith(`${name} | `));
    expect(printed).toEqual([...epochLines(3, 'starting'), ...epochLines(3, 'training'), 'done: model saved'].map((l) => `${name} | ${l}`));
    // The log's lines came while the job ran, not all at its end.
    expect(run.log.indexOf(`${name} | starting 1`)).toBeLessThan(run.log.indexOf(`${name}: Running → Completed`));
  });

  it('logs: follow on a sweep that runs in waves (a quota) follows ten at once, and the next wave as the first ends', async () => {
    const { emulator, inputs } = await scene({ logDownload: false });
    const name = unique('waves');
    for (let i = 1; i <= 12; i++)
      emulator.plan(`${name}-${i}`, [
        ...(i > 10 ? [{ phase: 'Pending', ms: 1_000 }] : []),
        { phase: 'Running', ms: 2_000, logs: [`job ${i} epoch 1`] },
        { phase: 'Completed' },
      ]);
    const run = await runAction(inputs({ name, jobs: JSON.stringify(Array.from({ length: 12 }, () => ({}))), wait: 'finished', logs: 'follow' }), { node });
    expect(run.error).toBe('');
    const followed = new Set([...run.log.matchAll(new RegExp(`^${name}-(\\d+) \\| job`, 'gm'))].map((m) => Number(m[1])));
    expect([...followed].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(run.log).toContain('At most 10 logs are followed at once: the others are followed as those end');
  });

  it('logs: follow on a job that ended before the first poll saw it run still prints its log', async () => {
    const { inputs } = await scene({
      plan: [
        { phase: 'Pending', ms: 100 },
        { phase: 'Running', ms: 300, logs: ['hello 1', 'hello 2'] },
        { phase: 'Completed', logs: ['done'] },
      ],
    });
    const name = unique('quick');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow', 'poll-interval-seconds': '2' }), { node });
    expect(run.error).toBe('');
    expect(run.log).toContain(`${name} | hello 1`);
  });

  it('a progress bar (carriage returns, no line feed) in a failed job’s tail shows its latest state, as a terminal would', async () => {
    const bar = Array.from({ length: 2000 }, (_, i) => `\r${Math.floor(i / 20)}%|${'#'.repeat(i / 40)}| ${i}/2000`).join('');
    const { inputs } = await scene({
      plan: [
        { phase: 'Running', ms: 300, logs: ['starting', bar, 'epoch 1\r\nepoch 2'] },
        { phase: 'Failed', message: 'exit 1' },
      ],
    });
    const name = unique('bar');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    const shown = run.log.split('\n').filter((l) => l.startsWith(`${name} | `));
    expect(shown).toEqual([`${name} | starting`, `${name} | 99%|${'#'.repeat(49)}| 1999/2000`, `${name} | epoch 1`, `${name} | epoch 2`]);
  });

  it('a followed log that the grace after the wait cuts short: the summary shows its end, read again, not the lines that reached the step', async () => {
    // The cluster keeps the socket open and trickles lines after the job ended: the follow is cut 5 s after the wait.
    const { inputs, count } = await scene({
      logTrickleMs: 300,
      plan: [
        { phase: 'Running', ms: 600, logs: ['training'] },
        { phase: 'Failed', message: 'exit 1', logs: ['ValueError: NaN loss'] },
      ],
    });
    const name = unique('cut');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow' }), { node });
    expect(run.error).toContain(`"${name}" ended Failed`);
    expect(count('log-download')).toBe(1);
    const tail = run.summary.slice(run.summary.indexOf('The last'));
    expect(tail).toContain('ValueError: NaN loss');
    expect(tail).not.toContain('tick');
  });

  it('a failed job whose log ends in a carriage return (killed mid-progress): that last state is its last line', async () => {
    const { inputs } = await scene({
      plan: [
        { phase: 'Running', ms: 300, logs: ['starting', 'step 900/1000\r'] },
        { phase: 'Failed', message: 'OOMKilled' },
      ],
    });
    const name = unique('oom');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.log).toContain(`${name} | step 900/1000`);
  });

  it('a failed job killed inside a progress bar longer than the range its end is downloaded by: that bar’s last state is its last line', async () => {
    const bar = Array.from({ length: 200_000 }, (_, i) => `step ${i + 1}/200000 loss=0.1234\r`);
    const { inputs } = await scene({
      logRanges: true,
      plan: [
        { phase: 'Running', ms: 300, logs: ['starting', ...bar] },
        { phase: 'Failed', message: 'OOMKilled' },
      ],
    });
    const name = unique('oombar');
    const run = await runAction(inputs({ name, wait: 'finished' }), { node });
    expect(run.log).toContain(`${name} | step 200000/200000 loss=0.1234`);
  });

  it('a cluster address that answers every path with a web page (a sign-in page): no page is shown as the job’s log', async () => {
    const page = '<!DOCTYPE html>\n<html><head><meta name="csrf-token" content="abc123"><title>Sign in</title></head></html>\n';
    const site = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)).listen(0, '127.0.0.1');
    await once(site, 'listening');
    try {
      const { inputs } = await scene({
        clusterDomain: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
        plan: [
          { phase: 'Running', ms: 300, logs: ['epoch 1'] },
          { phase: 'Failed', message: 'exit 1' },
        ],
      });
      const name = unique('page');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.log).not.toContain('Sign in');
      expect(run.summary).not.toContain('Sign in');
      expect(run.log).toMatch(/No log is shown: .* answered HTTP 200, not that it is up/);
    } finally {
      site.close();
    }
  });

  it('logs: follow: a stop while the followed log waits for a token that hangs still deletes the job in time', async () => {
    const { emulator, inputs } = await scene({ plan: [{ phase: 'Running', logs: ['epoch 1', 'epoch 2'] }], tokenTtl: 2 });
    const name = unique('follow');
    // The first poll's answer is slow: by the time it says the job runs, the 2 s token is due for renewal, which the log's reader asks for.
    emulator.inject({ target: 'list', kind: 'latency', ms: 2_500 });
    const tokens = () => emulator.requests.filter((r) => r.target === 'token').length;
    let [hung, hangAt] = [false, undefined as number | undefined];
    const when = () => {
      // Once the job exists, the next token request gets no answer (once: the stop's own is answered).
      if (!hung && emulator.workloads.length) [hung] = [true, emulator.inject({ target: 'token', kind: 'hang' })];
      if (hung && hangAt === undefined && tokens() >= 2) hangAt = Date.now();
      return hangAt !== undefined && Date.now() - hangAt > 1_000;
    };
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow' }), { node, stopWhen: { when, signal: 'SIGINT' } });
    expect(run.log).toContain(`Stopped: deleted job "${name}".`);
    expect(emulator.workloads[0]!.deletedBy).toBe('action');
  });

  it('a succeeded job whose followed log the grace cuts short keeps the lines followed in its summary', async () => {
    const { inputs } = await scene({
      logTrickleMs: 300,
      plan: [
        { phase: 'Running', ms: 600, logs: ['training'] },
        { phase: 'Completed', logs: ['done'] },
      ],
    });
    const name = unique('okcut');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow' }), { node });
    expect(run.error).toBe('');
    expect(run.summary).toContain('The last');
    expect(run.summary).toContain('training');
    // Still open past the grace, it may not have reached its end: said.
    expect(run.summary).toContain('its log had not ended 5 s after the job did: the lines shown may not be its last');
  });

  it('a followed log closed under a job that runs on (a proxy’s idle timeout) is not taken for its end: the end is read when it fails', async () => {
    const { inputs, count } = await scene({
      logCloseAfterMs: 500,
      plan: [
        { phase: 'Running', ms: 12_500, logs: ['early line'] },
        { phase: 'Running', ms: 300, logs: ['late line'] },
        { phase: 'Failed', message: 'exit 1' },
      ],
    });
    const name = unique('closed');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow', 'poll-interval-seconds': '1' }), { node });
    expect(run.error).toContain(`"${name}" ended Failed`);
    expect(run.log).toContain(`${name} | early line`);
    expect(count('log-download')).toBe(1);
    expect(run.summary).toContain('late line');
  });

  it('a followed log closed under a job that runs on and succeeds: the summary says the lines followed may not be its last', async () => {
    const { inputs } = await scene({
      logCloseAfterMs: 500,
      plan: [{ phase: 'Running', ms: 4_000, logs: ['loading data'] }, { phase: 'Running', ms: 300, logs: ['saved model'] }, { phase: 'Completed' }],
    });
    const name = unique('closed-ok');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow', 'poll-interval-seconds': '1' }), { node });
    expect(run.error).toBe('');
    expect(run.summary).toContain('its followed log closed while the job ran on');
  });

  it('a followed log read to its end, whose job the list could not say had ended for a few polls (503s): not said closed under it', async () => {
    const { emulator, inputs } = await scene({
      logDownload: false,
      plan: [{ phase: 'Running', ms: 3_000, logs: ['epoch 1', 'epoch 2', 'done'] }, { phase: 'Completed' }],
    });
    const name = unique('outage');
    const running = runAction(inputs({ name, wait: 'finished', logs: 'follow', 'poll-interval-seconds': '1' }), { node });
    // Once it runs, the list fails across its end, and answers again a few polls after.
    while (!emulator.requests.some((r) => r.target === 'logs')) await new Promise((r) => setTimeout(r, 50));
    emulator.inject({ target: 'list', kind: 'status', status: 503, times: 6 });
    const run = await running;
    expect(run.error).toBe('');
    expect(run.log).toContain(`${name} | done`);
    expect(run.summary).not.toContain('closed while the job ran on');
  });

  it('a followed log closed under a job that fails within the poll after: its end is read all the same, not the lines before the close', async () => {
    const { inputs, count } = await scene({
      logCloseAfterMs: 500,
      plan: [
        { phase: 'Running', ms: 2_000, logs: ['epoch 1: loss=0.5'] },
        { phase: 'Failed', message: 'exit 1', logs: ['Traceback (most recent call last):', 'RuntimeError: DataLoader worker timed out'] },
      ],
    });
    const name = unique('closed-late');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow', 'poll-interval-seconds': '5' }), { node });
    expect(run.error).toContain(`"${name}" ended Failed`);
    expect(count('log-download')).toBe(1);
    expect(run.summary).toContain('RuntimeError: DataLoader worker timed out');
  });

  it('a followed job deleted (ttl-after-finish) before its end is read again: the lines it printed stand in the summary, with no warning', async () => {
    const { inputs } = await scene({
      plan: [
        { phase: 'Running', ms: 1_500, logs: ['epoch 1: loss=0.5'] },
        { phase: 'Failed', message: 'exit 1', logs: ['Traceback (most recent call last):', 'RuntimeError: CUDA out of memory'] },
      ],
    });
    const name = unique('followed-ttl');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow', 'ttl-after-finish': '0s' }), { node });
    expect(run.log).toContain(`${name} | RuntimeError: CUDA out of memory`);
    expect(run.summary).toContain('RuntimeError: CUDA out of memory');
    expect(run.log).not.toContain('::warning::No log of');
  });

  it('a cluster API down for a moment as the job starts (a 503) is asked again when the job fails: its traceback is shown', async () => {
    const { emulator, inputs } = await scene({
      plan: [
        { phase: 'Running', ms: 2_000, logs: ['epoch 1: loss=0.5'] },
        { phase: 'Failed', message: 'exit 1', logs: ['Traceback (most recent call last):', 'RuntimeError: CUDA out of memory'] },
      ],
    });
    emulator.inject({ target: 'cluster-status', kind: 'status', status: 503 });
    const name = unique('status-blip');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow' }), { node });
    expect(run.error).toContain(`"${name}" ended Failed`);
    expect(run.log).toContain('answered HTTP 503, not that it is up');
    expect(run.summary).toContain('RuntimeError: CUDA out of memory');
  });

  it('a log whose socket a gateway refuses to open is downloaded when its job fails: follow shows no less than tail', async () => {
    const { inputs } = await scene({
      logSocket: false,
      plan: [
        { phase: 'Running', ms: 1_500, logs: ['epoch 1'] },
        { phase: 'Failed', message: 'exit 1', logs: ['ValueError: NaN loss at epoch 4'] },
      ],
    });
    const name = unique('no-socket');
    const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow' }), { node });
    expect(run.log).toContain(`The log of "${name}" could not be followed`);
    expect(run.log).toContain(`${name} | ValueError: NaN loss at epoch 4`);
    expect(run.summary).toContain('ValueError: NaN loss at epoch 4');
    expect(run.summary).not.toContain('could not be followed');
  });

  runnersOnly(node, () => {
    it('a followed log goes through the runner’s proxy to a cluster by name, as every request does, with the proxy’s user and password as written', async () => {
      const { emulator, inputs } = await scene({
        clusterDomain: 'http://cluster.example.test:{port}',
        logDownload: false,
        plan: [{ phase: 'Running', ms: 600, logs: epochLines(3) }, { phase: 'Completed' }],
      });
      const proxy = await mappingProxy({ 'cluster.example.test': Number(new URL(emulator.settings()['base-url']).port) });
      try {
        const name = unique('proxied');
        // A "%" and a "/" in the password, percent-encoded in the address as a URL must have them: the proxy gets them decoded once.
        const address = proxy.url.replace('http://', 'http://ci-user:50%25off%2Fnow@');
        const run = await runAction(inputs({ name, wait: 'finished', logs: 'follow' }), {
          node,
          env: { HTTPS_PROXY: address, HTTP_PROXY: address, http_proxy: address },
        });
        expect(run.error).toBe('');
        expect(run.log.split('\n').filter((l) => l.startsWith(`${name} | `))).toEqual(epochLines(3).map((l) => `${name} | ${l}`));
        // The socket was tunnelled (CONNECT), as a WebSocket must be through a proxy.
        expect(proxy.seen.filter((s) => s.startsWith('CONNECT cluster.example.test')).length).toBeGreaterThanOrEqual(1);
        expect(proxy.credentials.length).toBe(proxy.seen.length);
        expect(new Set(proxy.credentials)).toEqual(new Set(['ci-user:50%off/now']));
      } finally {
        await proxy.close();
      }
    });

    it('a socket message over 256 KiB ends the log there, and says so', async () => {
      const { inputs } = await scene({
        logDownload: false,
        logPieceChars: 1_000_001,
        plan: [
          { phase: 'Running', ms: 300, logs: ['epoch 1', 'z'.repeat(1_000_000)] },
          { phase: 'Failed', message: 'exit 1' },
        ],
      });
      const name = unique('huge');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.log).toContain('the server sent a message larger than 256 KiB');
    });

    it('the log tail is bounded by request-timeout-seconds: logs that trickle on never hold up the timeout’s deletion', async () => {
      const { emulator, inputs } = await scene({ logDownload: false, logTrickleMs: 500, plan: [{ phase: 'Running' }] });
      const name = unique('trickle');
      const run = await runAction(
        inputs({ name, matrix: '{"gpu": [1, 2, 3]}', wait: 'finished', 'wait-timeout-minutes': '0.05', 'request-timeout-seconds': '2' }),
        { node },
      );
      expect(run.error).toContain('wait-timeout-minutes');
      expect(run.log).toContain('its log was cut at 2 s (request-timeout-seconds, 30 s at most)');
      expect(emulator.workloads.map((w) => w.deletedBy)).toEqual(['action', 'action', 'action']);
    });

    it('a wait that times out takes a running job’s lines so far, not all it prints while read: a log that trickles on, or none, holds no GPU for the 30 s a read may take', async () => {
      const { emulator, inputs } = await scene({ logDownload: false, logTrickleMs: 500, plan: [{ phase: 'Running' }] });
      const name = unique('running');
      const run = await runAction(inputs({ name, wait: 'finished', 'wait-timeout-minutes': '0.05' }), { node });
      expect(run.error).toContain('wait-timeout-minutes');
      expect(run.log).toContain(`${name} | `);
      expect(run.log).not.toContain('its log was cut at 30 s');
      expect(emulator.workloads.map((w) => w.deletedBy)).toEqual(['action']);

      const silent = await scene({ logDownload: false, plan: [{ phase: 'Running' }] });
      const quiet = await runAction(silent.inputs({ name: unique('silent'), wait: 'finished', 'wait-timeout-minutes': '0.05' }), { node });
      expect(quiet.log).not.toContain('The last 0 lines');
      expect(quiet.log).not.toContain('its log was cut at 30 s');
    });

    it('a cluster that serves ranges: a one-line log is all of it (206 from byte 0), an empty one no failure (416)', async () => {
      const { inputs } = await scene({
        logRanges: true,
        plan: [
          { phase: 'Running', ms: 300 },
          { phase: 'Failed', message: 'exit 1', logs: ['RuntimeError: the only line'] },
        ],
      });
      const name = unique('one');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.log).toContain(`${name} | RuntimeError: the only line`);
      const empty = await scene({
        logRanges: true,
        plan: [
          { phase: 'Running', ms: 300 },
          { phase: 'Failed', message: 'exit 1' },
        ],
      });
      const none = await runAction(empty.inputs({ name: unique('none'), wait: 'finished' }), { node });
      expect(none.log).not.toContain('could not be read');
    });

    it('a log of 21 MB keeps its end: the traceback after the last progress line is shown', async () => {
      const padded = Array.from({ length: 210_000 }, (_, i) => `step ${i + 1} `.padEnd(100, '.'));
      for (const logRanges of [false, true]) {
        const { inputs } = await scene({
          logRanges,
          plan: [
            { phase: 'Running', ms: 300, logs: padded },
            { phase: 'Failed', message: 'exit 1', logs: ['Traceback (most recent call last):', 'RuntimeError: the real error'] },
          ],
        });
        const name = unique('long');
        const run = await runAction(inputs({ name, wait: 'finished' }), { node });
        expect(run.log).toContain(`${name} | RuntimeError: the real error`);
        expect(run.log).toContain(`${name} | step 210000 `);
        expect(run.log).not.toContain('cut short');
      }
    });

    it('ten failed jobs whose logs are progress bars: the summary stays under GitHub’s 1 MiB, every reason kept', async () => {
      const bar = `\r${'█'.repeat(1_990)}`;
      const { inputs } = await scene({
        plan: [
          { phase: 'Running', ms: 300, logs: Array.from({ length: 60 }, () => bar) },
          { phase: 'Failed', message: 'exit code 7' },
        ],
      });
      const name = unique('bars');
      const run = await runAction(inputs({ name, matrix: '{"gpu": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}', wait: 'finished' }), { node });
      expect(run.error).toContain('10 of 10 jobs did not succeed');
      expect(Buffer.byteLength(run.summary)).toBeLessThan(1024 * 1024);
      expect(run.summary.match(/exit code 7/g)!.length).toBeGreaterThanOrEqual(10);
      expect(run.summary).toContain('left out, to keep the summary under GitHub’s 1 MiB'.replace('’', "'"));
    });

    it('logs: follow on a cluster the runner cannot reach warns once in the log; a job that succeeded gets no “Why”', async () => {
      const { inputs } = await scene({
        clusterDomain: 'http://127.0.0.1:9',
        plan: [{ phase: 'Running', ms: 500, logs: epochLines(5) }, { phase: 'Completed' }],
      });
      const name = unique('unreach');
      const run = await runAction(inputs({ name, matrix: '{"gpu": [1, 2]}', wait: 'finished', logs: 'follow' }), { node });
      expect(run.error).toBe('');
      expect(run.stdout.split('\n').filter((l) => l.startsWith('::warning::') && l.includes('cannot be reached from the runner'))).toHaveLength(1);
      expect(run.summary).not.toContain('**Why');
    });

    it('a cluster the runner cannot reach is said once, and the step goes on to its verdict', async () => {
      const { inputs, count } = await scene({
        clusterDomain: 'http://127.0.0.1:9',
        plan: [
          { phase: 'Running', ms: 300, logs: epochLines(5) },
          { phase: 'Failed', message: 'exit code 2' },
        ],
      });
      const prefix = unique('far');
      const run = await runAction(inputs({ name: prefix, matrix: '{"gpu": [1, 2]}', wait: 'finished' }), { node });
      expect(run.error).toContain(`2 of 2 jobs did not succeed`);
      const said = run.log.split('\n').filter((l) => l.includes('No log is shown'));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain('cannot be reached from the runner');
      expect(count('logs')).toBe(0);
      expect(run.summary).toContain('No log is shown:');
    });

    it('a cluster the control plane gives no address says so, once', async () => {
      const { inputs } = await scene({ clusterDomain: null, plan: [{ phase: 'Running', ms: 300 }, { phase: 'Failed' }] });
      const run = await runAction(inputs({ name: unique('nowhere'), wait: 'finished' }), { node });
      expect(run.log).toContain('No log is shown: the control plane gives no address of the cluster "cluster-a" (its domain)');
    });

    it('a control plane on https that names a plain-http cluster: its bearer is not sent there, and the step says why', async () => {
      const { inputs, emulator, count } = await scene({
        tls: true,
        clusterDomain: 'http://127.0.0.1:9',
        plan: [{ phase: 'Running', ms: 300 }, { phase: 'Failed' }],
      });
      const run = await runAction(inputs({ name: unique('plain'), wait: 'finished', 'ca-certificates': emulator.caCertificate! }), { node });
      expect(run.code).toBe(1);
      expect(run.log).toContain(
        'No log is shown: the control plane gives the cluster "cluster-a" a plain-http address (http://127.0.0.1:9), and the step\'s bearer is not sent there in the clear',
      );
      expect(count('cluster-status') + count('log-download')).toBe(0);
    });

    it('a cluster that serves no download: the log is streamed, and the download is not asked again', async () => {
      const { inputs, count } = await scene({
        logDownload: false,
        plan: [
          { phase: 'Running', ms: 300, logs: epochLines(60) },
          { phase: 'Failed', message: 'exit code 3', logs: ['RuntimeError: CUDA out of memory'] },
        ],
      });
      const prefix = unique('nodl');
      const run = await runAction(inputs({ name: prefix, matrix: '{"gpu": [1, 2]}', wait: 'finished' }), { node });
      expect(run.error).toContain('2 of 2 jobs did not succeed');
      expect(run.log).toContain(`${prefix}-1 | RuntimeError: CUDA out of memory`);
      expect(run.log).toContain(`${prefix}-2 | RuntimeError: CUDA out of memory`);
      expect([count('cluster-status'), count('log-download'), count('logs')]).toEqual([1, 1, 2]);
    });

    it('a download that is an archive is not read: the log is streamed instead', async () => {
      const { inputs, count } = await scene({ logDownload: 'archive', plan: [{ phase: 'Running', ms: 300, logs: ['loading data'] }, { phase: 'Failed' }] });
      const name = unique('zip');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.log).toContain(`${name} | loading data`);
      expect([count('log-download'), count('logs')]).toEqual([1, 1]);
    });

    it('logs: false asks for no log at all', async () => {
      const { inputs, count } = await scene({ plan: [{ phase: 'Running', ms: 300, logs: epochLines(5) }, { phase: 'Failed' }] });
      await runAction(inputs({ name: unique('none'), wait: 'finished', logs: 'false' }), { node });
      expect([count('cluster-status'), count('log-download'), count('logs')]).toEqual([0, 0, 0]);
    });

    it('a log is data: masked, inert in the log and the summary, each line cut', async () => {
      const { emulator, inputs } = await scene({
        plan: [
          {
            phase: 'Running',
            ms: 300,
            logs: [
              '::error::forged from the log',
              `leak ${'S3CRET-VALUE'}`,
              '```',
              '</details><script>alert(1)</script>',
              'x'.repeat(10_000),
              'tab\there\u001b[31mred',
            ],
          },
          { phase: 'Failed' },
        ],
      });
      const name = unique('data');
      const run = await runAction(inputs({ name, wait: 'finished', 'client-secret': emulator.clientSecret }), { node });
      expect(run.stdout).not.toMatch(/^::error::forged/m);
      expect(run.log).toContain(`${name} | ::error::forged from the log`);
      // In the summary the log is a fenced block longer than any backtick run in it: all of it stays code.
      const summary = run.summary.split('\n');
      const open = summary.findIndex((l) => /^`{4,}text$/.test(l));
      const close = summary.indexOf(summary[open]!.replace('text', ''), open + 1);
      const script = summary.findIndex((l) => l.includes('<script>'));
      expect(open).toBeGreaterThan(0);
      expect(script).toBeGreaterThan(open);
      expect(script).toBeLessThan(close);
      expect(summary.slice(open + 1, close)).toContain('```');
      expect(run.log).toContain('(cut)');
      expect(run.log).not.toContain('\u001b[31m');
      expect(run.log).toContain(`${name} | tab\therered`);
      expect(run.summary.split('\n').some((l) => l.length > 2_100)).toBe(false);
    });

    it('api: researcher serves no logs: a failed job says so once, and nothing more is asked', async () => {
      const { emulator, inputs } = await researcher();
      const name = unique('rlog');
      emulator.plan(name, [{ status: 'Running', ms: 300 }, { status: 'Failed' }]);
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.error).toContain(`"${name}" ended Failed`);
      expect(run.log).toContain('No log is shown: the service serves none. Find the jobs in the Run:ai user interface.');
    });
  });
});
