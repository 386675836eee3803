// The wait's rules, in this process with a clock that only moves when the wait sleeps: the
// heartbeat, a list failing until the deadline, Retry-After, a refusal, one list per project, a
// job missing from one list, and a stop.
import { describe, expect, it } from 'vitest';
import type { ListedJob } from '../../src/contract/index.js';
import { ServiceFailure } from '../../src/errors.js';
import { stateMeaning } from '../../src/backends/backend.js';
import { OPERATIONS } from '../../src/backends/researcher/operations.js';
import { timedOut, verdict, waitForJobs } from '../../src/core/wait.js';
import { costOf, whyOf, type Watched } from '../../src/core/watched.js';

type WaitDependencies = Parameters<typeof waitForJobs>[1];

const MEANINGS = new Map<string, 'succeeded' | 'failed' | 'stopped' | 'running'>([
  ['Succeeded', 'succeeded'],
  ['Failed', 'failed'],
  ['Stopped', 'stopped'],
  ['Running', 'running'],
]);

function scene(read: (project: string, at: number) => Promise<ListedJob[]> | ListedJob[], settings: Partial<WaitDependencies['settings']> = {}) {
  let clock = 1_000_000;
  const lines: string[] = [];
  const sleeps: number[] = [];
  const reads: string[] = [];
  const deps: WaitDependencies = {
    lister: {
      read: async (project) => {
        reads.push(project);
        return new Map((await read(project, clock)).map((j) => [j.name, j]));
      },
    },
    meaning: (state) => MEANINGS.get(state),
    settings: { wait: 'finished', waitTimeoutMs: 60 * 60_000, pollIntervalMs: 15_000, failFast: false, ...settings },
    log: { info: (l) => lines.push(l), warning: (l) => lines.push(l), debug: () => {} },
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
  };
  const jobs = (n: number, project = 'p'): Watched[] =>
    Array.from({ length: n }, (_, i) => ({ name: `job-${i + 1}`, project, ref: {}, createdAt: clock, missed: 0 }));
  return { deps, lines, sleeps, reads, jobs, at: () => clock };
}

const failure = (status: number, retryAfterMs?: number) =>
  new ServiceFailure({ operation: OPERATIONS.list, url: 'http://x/api/v1/jobs', status, retryAfterMs });

describe('waiting', () => {
  it('a job preempted and requeued after it ran: its time Pending again is pending, not running, where the service does not count them', async () => {
    // Polls a minute apart: Pending 1 min, Running 3 min, Pending again 2 min (preempted), Running 2 min, then Succeeded.
    const states = ['Pending', 'Running', 'Running', 'Running', 'Pending', 'Pending', 'Running', 'Running', 'Succeeded'];
    let poll = 0;
    const s = scene(() => [{ name: 'job-1', status: states[Math.min(poll++, states.length - 1)]! }], { pollIntervalMs: 60_000 });
    const [job] = s.jobs(1);
    await waitForJobs([job!], s.deps);
    expect(costOf(job!)).toMatchObject({ pendingMs: 3 * 60_000, runningMs: 5 * 60_000 });
  });

  it('says every 5 minutes that it is still waiting while nothing changes, and times out at the deadline', async () => {
    const s = scene(() => [{ name: 'job-1', status: 'Running' }], { waitTimeoutMs: 12 * 60_000, pollIntervalMs: 60_000 });
    const end = await waitForJobs(s.jobs(1), s.deps);
    expect(end).toEqual({ kind: 'timeout' });
    expect(s.lines.filter((l) => l.startsWith('Still waiting'))).toEqual(['Still waiting after 5 min: 1 Running.', 'Still waiting after 10 min: 1 Running.']);
    // A poll every minute, the last one at the deadline itself: a job that just ended counts.
    expect(s.reads).toHaveLength(13);
  });

  it('a reason that changes within one state is said once a minute at most: a scheduler’s alternating message does not print a line a poll', async () => {
    const reasons = ['0/8 nodes are available: 8 Insufficient nvidia.com/gpu', '0/8 nodes are available: 1 node(s) had untolerated taint'];
    let polls = 0;
    const s = scene(() => [{ name: 'job-1', status: 'Pending', reason: reasons[polls++ % 2] }], { waitTimeoutMs: 5 * 60_000, pollIntervalMs: 5_000 });
    await waitForJobs(s.jobs(1), s.deps);
    const said = s.lines.filter((l) => l.startsWith('job-1: Pending'));
    expect(polls).toBeGreaterThan(50);
    // The first line, then one a minute for the five minutes.
    expect(said.length).toBeGreaterThanOrEqual(5);
    expect(said.length).toBeLessThanOrEqual(7);
  });

  it('a failing list is tried again until the deadline, honouring Retry-After over the interval; then the wait has timed out', async () => {
    const s = scene(
      () => {
        throw failure(503, 90_000);
      },
      { waitTimeoutMs: 10 * 60_000 },
    );
    const end = await waitForJobs(s.jobs(1), s.deps);
    expect(end).toEqual({ kind: 'timeout', lastFailure: expect.objectContaining({ status: 503 }) });
    expect(s.sleeps.slice(0, 3)).toEqual([90_000, 90_000, 90_000]);
    expect(s.at() - 1_000_000).toBeGreaterThanOrEqual(10 * 60_000);
    expect(s.lines[1]).toMatch(/^Asking for the jobs' state failed: .*HTTP 503.*Trying again in 90 s; the wait goes on\.$/);
    // Eight failures alike in ten minutes: said at the first, and again once five minutes have passed, not at every poll.
    expect(s.lines.filter((line) => line.startsWith('Asking for'))).toHaveLength(2);
  });

  it('a poll the wait’s deadline cuts off mid-answer is time running out, not the service failing: no failure is said of it', async () => {
    const s = scene(
      (_, at) => {
        if (at < 1_000_000 + 50_000) return [{ name: 'job-1', status: 'Running' }];
        // The last poll started just before the deadline and outlasts it: the wire cuts it there.
        s.deps.now = () => 1_000_000 + 60_000;
        throw new ServiceFailure({
          operation: OPERATIONS.list,
          url: 'http://x/api/v1/jobs',
          network: { kind: 'ambiguous', cause: "no answer within the 400 ms left before a deadline (a stop's, or the wait's)", byDeadline: true },
        });
      },
      { waitTimeoutMs: 60_000 },
    );
    const end = await waitForJobs(s.jobs(1), s.deps);
    expect(end).toEqual({ kind: 'timeout' });
  });

  it('a job unlisted after the list failed for longer than its ttl-after-finish is not said deleted by someone else: how it ended is not known', async () => {
    const start = 1_000_000;
    const s = scene((_, at) => {
      if (at < start + 60_000) return [{ name: 'job-1', status: 'Running' }];
      if (at < start + 11 * 60_000) throw failure(503);
      return []; // it succeeded during the outage, and its ttl deleted it
    });
    const [job] = s.jobs(1);
    job!.ttlMs = 2 * 60_000;
    const end = await waitForJobs([job!], s.deps);
    expect(end).toEqual({ kind: 'done' });
    expect(s.lines.at(-1)).toMatch(
      /^job-1: not listed after [\d.]+ min \(last seen Running\), [\d.]+ min after it was last listed \(the list failed meanwhile\): longer than its ttl-after-finish \(2 min\), which deletes it once it has ended, so how it ended is not known\.$/,
    );
    expect(verdict([job!], { wait: 'finished' })).toMatch(
      /^the job did not succeed: "job-1" was not listed any more, [\d.]+ min after it was last listed .*so how it ended is not known\.$/,
    );
  });

  it('a refusal ends the wait at once', async () => {
    const s = scene(() => {
      throw failure(403);
    });
    const end = await waitForJobs(s.jobs(1), s.deps);
    expect(end.kind).toBe('error');
    expect(s.reads).toHaveLength(1);
  });

  it('asks once per project per poll, however many jobs', async () => {
    const s = scene((project, at) =>
      Array.from({ length: 100 }, (_, i) => ({ name: `job-${i + 1}`, project, status: at >= 1_030_000 ? 'Succeeded' : 'Running' })),
    );
    const jobs = [...s.jobs(100, 'a'), ...s.jobs(100, 'b'), ...s.jobs(100, 'c')];
    expect(await waitForJobs(jobs, s.deps)).toEqual({ kind: 'done' });
    expect(s.reads).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('one list without the job is not enough to call it deleted; two in a row are', async () => {
    let polls = 0;
    const s = scene(() => {
      polls++;
      return polls === 2 || polls >= 4 ? [] : [{ name: 'job-1', status: 'Running' }];
    });
    const [job] = s.jobs(1);
    expect(await waitForJobs([job!], s.deps)).toEqual({ kind: 'done' });
    expect(polls).toBe(5);
    expect(job!.end).toBe('gone');
    expect(s.lines.at(-1)).toBe('job-1: deleted by someone else after 60 s (last seen Running).');
  });

  it('a workload seen only Degraded (some of its pods down) has started: pending-timeout-minutes does not take it for stuck and delete it', async () => {
    const s = scene(() => [{ name: 'job-1', status: 'Degraded' }], { waitTimeoutMs: 30 * 60_000, pendingTimeoutMs: 10 * 60_000 });
    s.deps.meaning = stateMeaning;
    const [job] = s.jobs(1);
    expect(await waitForJobs([job!], s.deps)).toEqual({ kind: 'timeout' });
    expect(job).toMatchObject({ started: true, status: 'Degraded' });
    expect(job!.stuck).toBeUndefined();
  });

  it('a stop during the wait between polls ends it at once', async () => {
    const controller = new AbortController();
    const s = scene(() => [{ name: 'job-1', status: 'Running' }]);
    s.deps.sleep = async () => controller.abort();
    s.deps.signal = controller.signal;
    expect(await waitForJobs(s.jobs(1), s.deps)).toEqual({ kind: 'stopped' });
    expect(s.reads).toHaveLength(1);
  });
});

describe('a failure of many jobs', () => {
  // A scheduler's reason as long as they come: the failure is an annotation, of which the runner keeps 4,096 characters.
  const reason = `0/64 nodes are available: ${'64 Insufficient nvidia.com/gpu, preemption: 0/64 nodes are available: No preemption victims found. '.repeat(3)}`;
  const jobs = (count: number, status: string) =>
    Array.from({ length: count }, (_, i): Watched => ({
      name: `sweep-${'x'.repeat(50)}-${i + 1}`,
      project: 'p',
      ref: {},
      createdAt: 0,
      endedAt: 60_000,
      missed: 0,
      status,
      reason,
      end: status === 'Failed' ? 'failed' : undefined,
    }));
  it('keeps what became of the jobs, said last, within what the runner shows: ten jobs named, each reason cut at a word', () => {
    const failed = `${verdict(jobs(200, 'Failed'), { wait: 'finished' })} They were deleted (cancel-on-stop).`;
    expect(failed.length).toBeLessThan(4096);
    expect(failed).toContain('; and 190 more.');
    const late = `${timedOut(jobs(20, 'Pending'), { waitTimeoutMs: 60_000 })} They were deleted (cancel-on-stop).`;
    expect(late.length).toBeLessThan(4096);
    expect(late).toContain(' and 10 more.');
    expect(late).toContain('No preemption victims…), "sweep-');
  });
});

describe('why a job ended, from its events', () => {
  const events = (...list: [string, string, string][]) => list.map(([at, type, reason]) => ({ at, type, reason, message: `${reason} happened` }));
  it('a scheduling warning from before the job ran is not why it ended; one after it ran (preempted, not placed again) is', () => {
    const startedAt = Date.parse('2026-01-01T00:05:00Z');
    const before = events(['2026-01-01T00:09:00Z', 'Normal', 'Killing'], ['2026-01-01T00:01:00Z', 'Warning', 'FailedScheduling']);
    expect(whyOf({ startedAt, explanation: { reasons: [], events: before } })).toBe('Killing: Killing happened');
    const after = events(['2026-01-01T00:10:00Z', 'Warning', 'FailedScheduling'], ['2026-01-01T00:09:00Z', 'Normal', 'Killing']);
    expect(whyOf({ startedAt, explanation: { reasons: [], events: after } })).toBe('FailedScheduling: FailedScheduling happened');
  });
});
