// A job's log as lines, unit by unit: what a terminal would show of carriage returns and line feeds, across
// pieces as a socket or a download delivers them, and which followed lines a summary keeps.
import { describe, expect, it } from 'vitest';
import { followLogs, readTails } from '../../src/core/logs.js';
import type { JobLogs } from '../../src/backends/backend.js';
import type { Watched } from '../../src/core/watched.js';
import type { Log } from '../../src/log.js';
import { byteLineCutter } from '../../src/service/socket.js';

const quiet: Log = { info: () => {}, warning: () => {}, debug: () => {} };
const job = (name = 'j'): Watched => ({ name, project: 'p', ref: { kind: 'training' } as never, createdAt: 0, missed: 0, started: true, end: 'failed' });
const logsOf = (pieces: string[]): JobLogs => ({
  unavailable: async () => undefined,
  async *read() {
    for (const p of pieces) yield p;
  },
});
const tailOf = async (pieces: string[]) => {
  const j = job();
  await readTails([j], logsOf(pieces), quiet, undefined, 30_000, new Set());
  return j.logTail;
};

describe('a log’s lines, read for its end', () => {
  it('CRLF split across pieces', async () => expect(await tailOf(['a\r', '\nb\r', '\n'])).toEqual(['a', 'b']));
  it('empty lines', async () => expect(await tailOf(['\n\r\n', '\n'])).toEqual(['', '', '']));
  it('a progress bar', async () => expect(await tailOf(['x\r1%\r', '2%\r', '3%\n'])).toEqual(['3%']));
  // The download path (backends/workloads/logs.ts) ends with `yield decoder.decode()`: an empty piece.
  it('a log ending in a bare \\r, then the download’s final empty piece', async () =>
    expect(await tailOf(['first\nloss=0.1 step 900/1000\r', ''])).toEqual(['first', 'loss=0.1 step 900/1000']));
  it('"\\r\\r\\n" (a TTY’s onlcr applied to "\\r\\n")', async () => expect(await tailOf(['epoch 1\r\r\nepoch 2\r\r\n'])).toEqual(['epoch 1', 'epoch 2']));
  it('a \\r right past a 16 KiB line, at a piece’s end, restarts the line as it does within one piece', async () => {
    const one = await tailOf(['A'.repeat(16384) + '\rBBB\n']);
    const two = await tailOf(['A'.repeat(16384) + '\r', 'BBB\n']);
    expect(one).toEqual(['BBB']);
    expect(two).toEqual(one);
  });
});

describe('an ended job’s log', () => {
  it('that pauses longer than a running job’s idle limit (a busy API server) is read to its end: its last lines say why it failed', async () => {
    const j = job();
    const logs: JobLogs = {
      unavailable: async () => undefined,
      // As a download does: given up when the reader aborts.
      async *read(_, signal) {
        yield 'epoch 100: loss=0.01\n';
        await new Promise((done) => {
          const timer = setTimeout(done, 3_000);
          signal.addEventListener('abort', () => (clearTimeout(timer), done(undefined)), { once: true });
        });
        if (!signal.aborted) yield 'RuntimeError: CUDA out of memory\n';
      },
    };
    await readTails([j], logs, quiet, undefined, 30_000, new Set());
    expect(j.logTail).toEqual(['epoch 100: loss=0.01', 'RuntimeError: CUDA out of memory']);
  });
  it('that sends its end and then holds its socket open is done after a pause, not at the deadline, and is not said to be cut', async () => {
    const j = job();
    const logs: JobLogs = {
      unavailable: async () => undefined,
      async *read(_, signal) {
        yield 'Traceback (most recent call last):\nRuntimeError: CUDA out of memory\n';
        await new Promise((done) => signal.addEventListener('abort', done, { once: true }));
      },
    };
    await readTails([j], logs, quiet, undefined, 60_000, new Set());
    expect(j.logTail).toEqual(['Traceback (most recent call last):', 'RuntimeError: CUDA out of memory']);
    // Read to the deadline, it would say "its log was cut at 30 s", though every line was shown.
    expect(j.logNote).toBeUndefined();
  }, 40_000);
});

describe('lines cut in bytes as they arrive', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const dec = (b: Uint8Array) => new TextDecoder().decode(b);
  it('keeps \\r and \\n past the cut', () => {
    const cut = byteLineCutter(4);
    expect(dec(cut(enc('abcdefg\rxy\r\nz')))).toBe('abcd\rxy\r\nz');
    expect(dec(cut(enc('123456')))).toBe('123456'.slice(0, 3)); // 'z' counted: 3 left
  });
});

describe('a followed log’s lines in the summary', () => {
  const followOnce = async (end: Watched['end'], pieces: string[]) => {
    const j: Watched = { ...job(), end: undefined };
    const f = followLogs([j], logsOf(pieces), { logs: 'follow', pollIntervalMs: 15_000 }, quiet, undefined, new Set());
    f.start([j]);
    await new Promise((r) => setTimeout(r, 50));
    j.end = end;
    j.endedAt = Date.now();
    await f.settle([j]);
    return j.logTail;
  };
  it('a succeeded job whose log ended keeps its followed tail', async () => expect(await followOnce('succeeded', ['a\nb\n'])).toEqual(['a', 'b']));
  it('wait: running, a sweep: the lines followed of the job that ran first stay in the summary', async () => {
    const j: Watched = { ...job(), end: undefined };
    const later: Watched = { ...job('later'), end: undefined, started: false };
    const endless: JobLogs = {
      unavailable: async () => undefined,
      async *read(_j, signal) {
        yield 'booting\nserving on :8080\n';
        if (!signal.aborted) await new Promise((r) => signal.addEventListener('abort', r));
      },
    };
    const f = followLogs([j, later], endless, { logs: 'follow', pollIntervalMs: 15_000 }, quiet, undefined, new Set());
    f.start([j, later]); // the first poll sees j running, 'later' pending: the wait goes on
    j.end = 'running';
    j.endedAt = Date.now();
    await new Promise((r) => setTimeout(r, 50));
    later.started = true; // minutes later, the other job runs: the wait ends
    later.end = 'running';
    later.endedAt = Date.now();
    f.start([j, later]);
    await f.settle([j, later]);
    expect(j.logTail).toEqual(['booting', 'serving on :8080']);
  });
});

describe('lines that may not be a log’s last, said so', () => {
  it('a running job’s end, read for a few seconds while its log still arrives (a wait that timed out): said to be maybe not its last', async () => {
    const j: Watched = { ...job(), end: undefined };
    const slow: JobLogs = {
      unavailable: async () => undefined,
      // The log so far replayed from its start, slower than the few seconds a running job's end is read for.
      async *read(_, signal) {
        for (let i = 1; i <= 10_000 && !signal.aborted; i += 10) {
          yield Array.from({ length: 10 }, (_, k) => `epoch ${i + k}\n`).join('');
          await new Promise((r) => setTimeout(r, 10));
        }
      },
    };
    await readTails([j], slow, quiet, undefined, 30_000, new Set());
    expect(j.logTail?.length).toBe(50);
    expect(j.logNote).toBe('its log was still arriving after 5 s, and the job runs on: the lines shown may not be its last');
  }, 20_000);

  it('past the first ten followed logs, one that goes on past its bound is not said to have its last lines in the summary, which keeps none of it', async () => {
    const printed: string[] = [];
    const jobs = Array.from({ length: 12 }, (_, i): Watched => ({ ...job(`j-${i + 1}`), end: undefined }));
    const long: JobLogs = {
      unavailable: async () => undefined,
      async *read() {
        await new Promise((r) => setTimeout(r, 20));
        yield Array.from({ length: 6_000 }, (_, i) => `step ${i + 1}\n`).join('');
      },
    };
    const followed = followLogs(jobs, long, { logs: 'follow', pollIntervalMs: 1_000 }, { ...quiet, info: (line) => printed.push(line) }, undefined, new Set());
    followed.start(jobs);
    await new Promise((r) => setTimeout(r, 500));
    for (const j of jobs) Object.assign(j, { end: 'succeeded', endedAt: Date.now() });
    await followed.settle(jobs);
    expect(printed.filter((l) => l.startsWith('j-1:'))).toEqual([
      'j-1: its log goes on past 5000 lines; the rest is not printed, and its last 50 lines are in the summary.',
    ]);
    expect(printed.filter((l) => l.startsWith('j-11:'))).toEqual(['j-11: its log goes on past 5000 lines; the rest is not printed.']);
    expect(jobs[10]!.logTail).toBeUndefined();
  });
});
