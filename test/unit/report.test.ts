// The step summary and the pull request's comment of a sweep too large for them: what needs a look is
// what stays, and the bound holds.
import { expect, it } from 'vitest';
import type { Report } from '../../src/core/session.js';
import { givenHidden, summaryOf } from '../../src/host/report.js';
import { OPERATIONS } from '../../src/backends/researcher/operations.js';
import { ServiceFailure, StepStopped } from '../../src/errors.js';
import { liveIn } from '../helpers/hostile.js';

/** A sweep of `count` jobs that all succeeded but those `failed` names, each failed one with its reason and its log's end. */
function sweep(count: number, failed: number[]): Report {
  const outcomes = Array.from({ length: count }, (_, i) => ({
    planned: {
      job: { name: `sweep-${i + 1}`, project: 'team-a', image: 'registry.example.com/team/trainer:2024.06.01', gpu: 1 },
      label: `lr=0.00${i}, seed=${i}`,
    },
    created: { name: `sweep-${i + 1}`, project: 'team-a', ref: {}, createdAt: 0 },
  }));
  const watched = outcomes.map(({ created }, i) => ({
    ...created,
    missed: 0,
    started: true,
    startedAt: 1_000,
    endedAt: 60_000,
    ...(failed.includes(i)
      ? {
          status: 'Failed',
          end: 'failed' as const,
          reason: 'OOMKilled',
          logTail: ['Traceback (most recent call last):', `torch.cuda.OutOfMemoryError: job ${i + 1}`],
        }
      : { status: 'Succeeded', end: 'succeeded' as const }),
  }));
  return { outcomes, watched, waitEnded: 'done' } as Report;
}

it.each([
  ['a comment', 60_000],
  ['a step summary', undefined],
])('%s of a sweep too large for it keeps the failed jobs’ rows, reasons and logs, and says how many rows are left out', (_, maxBytes) => {
  const count = maxBytes ? 400 : 10_000;
  const report = sweep(count, [count - 1, count - 7]);
  const summary = summaryOf(report, 'https://x.run.ai', maxBytes);
  expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(maxBytes ?? 1024 * 1024 - 16 * 1024);
  for (const n of [count, count - 6]) {
    expect(summary).toContain(`| ${n} | \`sweep-${n}\``);
    expect(summary).toContain(`torch.cuda.OutOfMemoryError: job ${n}`);
    expect(summary).toMatch(new RegExp(`\\| ${n} \\| \`sweep-${n}\` \\| ❌ Failed after 60 s: OOMKilled \\|`));
  }
  const rows = summary.split('\n').filter((line) => /^\| \d+ \|/.test(line)).length;
  expect(summary).toContain(`_${count - rows} more jobs are left out of this table, to keep it under GitHub's limit (the jobs that need a look come first)`);
  expect(rows).toBeGreaterThan(50);
});

it('a summary whose failures’ explanations are over the bound on their own is cut between them, so what follows reads outside any log block', () => {
  // 145 jobs put the cut inside a log's block.
  const report = sweep(145, [...Array(145).keys()]);
  for (const job of report.watched!) {
    job.explanation = { reasons: ['OOMKilled', 'over its memory limit'], events: [{ type: 'Warning', reason: 'BackOff', message: 'restarting' }] };
    job.logTail = Array.from({ length: 30 }, (_, l) => `step ${l}`);
  }
  const summary = summaryOf(report, 'https://x.run.ai', 60_000);
  expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(60_000);
  expect(summary).toContain("_The rest is left out, to keep this under GitHub's limit: the outputs name every job created._");
  expect(liveIn(summary)).toContain('The rest is left out');
  expect(summary.split('<details>').length).toBe(summary.split('</details>').length);
});

it('a log whose lines read like the start of a job’s section (an empty line, then "**") does not move that cut inside its block', () => {
  // 145 jobs of 10 lines put the cut inside a log's block, after such lines.
  const report = sweep(145, [...Array(145).keys()]);
  for (const job of report.watched!) {
    job.explanation = { reasons: ['OOMKilled', 'over its memory limit'], events: [{ type: 'Warning', reason: 'BackOff', message: 'restarting' }] };
    job.logTail = Array.from({ length: 10 }, (_, l) => (l % 2 ? `**epoch ${l}** loss 0.${l}` : ''));
  }
  const summary = summaryOf(report, 'https://x.run.ai', 60_000);
  expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(60_000);
  expect(liveIn(summary)).toContain('The rest is left out');
  expect(summary.split('<details>').length).toBe(summary.split('</details>').length);
});

it('a comment whose failures the service explained at length keeps every job’s row, and cuts the explanations instead', () => {
  // Ten failed jobs, each with the most the service says (6 reasons, 5 events, 300 characters each) in Korean, 3 bytes a character.
  const said = (n: number) => `작업 ${n} 실패: ${'메모리 부족으로 학습이 중단되었습니다 '.repeat(12)}`.slice(0, 299);
  const report = sweep(10, [...Array(10).keys()]);
  for (const [i, job] of report.watched!.entries())
    job.explanation = {
      reasons: Array.from({ length: 6 }, () => said(i)),
      events: Array.from({ length: 5 }, () => ({ at: '2024-06-01T10:00:00Z', type: 'Warning', reason: 'BackOff', message: said(i) })),
    };
  const comment = summaryOf(report, 'https://x.run.ai', 60_000, false);
  expect(Buffer.byteLength(comment)).toBeLessThanOrEqual(60_000);
  expect(comment.split('\n').filter((line) => /^\| \d+ \| `sweep-\d+` \| ❌ Failed/.test(line))).toHaveLength(10);
  expect(comment).toContain('**Why `sweep-1`**');
  expect(comment).toContain("_The rest is left out, to keep this under GitHub's limit: the outputs name every job created._");
  expect(comment.split('<details>').length).toBe(comment.split('</details>').length);
});

it('a comment leaves out where a server redirected a submission: the address may carry what the request sent, a secret of the job’s environment', () => {
  const location = 'https://mirror.example.test/jobs?DB_PASSWORD=Db-Pa55w0rd-XYZ';
  const failure = new ServiceFailure({ operation: OPERATIONS.submit, url: 'https://x.run.ai/api/v1/jobs', status: 302, location });
  const report = { outcomes: [{ planned: { job: { project: 'team-a', image: 'python:3.12' } }, failure }] } as unknown as Report;
  expect(summaryOf(report, 'https://x.run.ai')).toContain(location);
  const comment = summaryOf(report, 'https://x.run.ai', 60_000, false);
  expect(comment).not.toContain('Db-Pa55w0rd');
  expect(comment).toContain("What the service said is in the step's log and summary");
});

it('a comment leaves out what the service said that quotes a value of a job’s environment, where a workflow’s secrets enter it, whatever it looks like', () => {
  const report = sweep(1, [0]);
  report.outcomes![0]!.planned.job.environment = { HF_TOKEN: 'correct-horse-battery-staple', EPOCHS: '10' };
  report.watched![0]!.reason = 'login refused for token correct-horse-battery-staple at hub';
  expect(summaryOf(report, 'https://x.run.ai')).toContain('correct-horse-battery-staple');
  const comment = summaryOf(report, 'https://x.run.ai', 60_000, false);
  expect(comment).not.toContain('correct-horse');
  expect(comment).toContain("… (in the step's summary)");
  // A value too short to be anyone's secret (EPOCHS) hides nothing.
  report.watched![0]!.reason = 'stopped after 10 epochs';
  expect(summaryOf(report, 'https://x.run.ai', 60_000, false)).toContain('stopped after 10 epochs');
});

it('a comment shows no value a matrix gives a job’s environment or arguments but a number or an option’s name: a matrix may sweep secrets, which nothing hides there', () => {
  const report = sweep(2, []);
  for (const [i, { planned }] of report.outcomes!.entries()) {
    const token = ['hf_AbCdEfGhIjKlMnOp', 'hf_QrStUvWxYzAbCdEf'][i]!;
    Object.assign(planned, { label: `environment.HF_TOKEN=${token}, environment.LR=0.0001, arguments=["--key","${token}-arg"], interactive=true` });
    planned.job.environment = { HF_TOKEN: token, LR: '0.0001' };
    planned.job.arguments = ['--key', `${token}-arg`];
  }
  expect(summaryOf(report, 'https://x.run.ai')).toContain('hf_AbCdEfGhIjKlMnOp');
  const comment = summaryOf(report, 'https://x.run.ai', 60_000, false);
  expect(comment).not.toMatch(/hf_AbCd|hf_QrSt/);
  expect(comment).toContain('environment.HF_TOKEN=…, environment.LR=0.0001, arguments=[');
  expect(comment).toContain('interactive=true` |');
  // Only what may be a secret, whole: an argument as short as a word quoted by the service is shown.
  report.outcomes![0]!.planned.job.arguments = ['--mode', 'train'];
  report.watched![0]!.reason = 'the trainer container was OOMKilled';
  expect(summaryOf(report, 'https://x.run.ai', 60_000, false)).toContain('the trainer container was OOMKilled');
});

it('a summary no runner masks (the command line’s file) hides each value given to a job, however the table escapes it, and no job’s name or image', () => {
  const report = sweep(2, [0, 1]);
  const [pipe, quoted] = ['s3cr|t-value-one', 'ab"cdef12345'];
  for (const [i, { planned }] of report.outcomes!.entries()) {
    Object.assign(planned, { label: i ? `arguments=["--token","${quoted.replace('"', '\\"')}"]` : `environment.API_KEY=${pipe}` });
    planned.job.environment = { API_KEY: pipe, WANDB_RUN_NAME: planned.job.name!, BASE_IMAGE: planned.job.image };
    planned.job.arguments = ['--token', quoted];
  }
  report.watched![0]!.logTail = [`API_KEY=${pipe}`, 'Traceback: boom'];
  report.watched![1]!.reason = `refused the token ${quoted}`;
  const file = summaryOf(report, 'https://x.run.ai', undefined, true, givenHidden(report));
  for (const secret of [pipe, quoted, 's3cr\\|t', 'ab\\"cdef']) expect(file).not.toContain(secret);
  expect(file).toContain('API_KEY=***');
  expect(file).toContain('Traceback: boom');
  expect(file).toContain('| 1 | `sweep-1`');
  expect(file).toContain('registry.example.com/team/trainer:2024.06.01');
});

it('a stop that could not delete a job says so in the summary and the comment, not as if the job were only followed', () => {
  const report = sweep(1, []);
  Object.assign(report.watched![0]!, { status: 'Running', end: undefined, endedAt: undefined });
  report.waitEnded = 'stopped';
  for (const summary of [summaryOf(report, 'c'), summaryOf(report, 'c', 60_000, false)])
    expect(summary).toContain('Running, unfinished: the step was stopped and could not delete it');
  // One cancel-on-stop: false left running on purpose, or one attached (never deleted), reads as before.
  report.watched![0]!.leftRunning = true;
  expect(summaryOf(report, 'c')).not.toContain('could not delete it');
  Object.assign(report.watched![0]!, { leftRunning: undefined, attached: true });
  expect(summaryOf(report, 'c')).not.toContain('could not delete it');
});

it('a comment hides a swept argument that may be a secret in the form its label writes it, JSON escapes and all', () => {
  const report = sweep(2, []);
  const secret = 'pa55"word\\XYZ';
  report.outcomes![0]!.planned = { ...report.outcomes![0]!.planned, job: { ...report.outcomes![0]!.planned.job, arguments: ['--key', secret] } };
  report.outcomes![0]!.planned.label = `arguments=${JSON.stringify(['--key', secret])}`;
  const comment = summaryOf(report, 'c', 60_000, false);
  expect(comment).not.toContain('pa55');
  expect(comment).toContain('arguments=["--key","…"]');
});

it('a sweep one of whose jobs was not created heads with the others’ states too, not as if they had succeeded', () => {
  const report = sweep(300, [...Array(300).keys()]);
  const refused = new ServiceFailure({ operation: OPERATIONS.submit, url: 'https://x.run.ai/api/v1/jobs', status: 400 });
  report.outcomes![0] = { planned: report.outcomes![0]!.planned, failure: refused };
  report.watched = report.watched!.slice(1);
  expect(summaryOf(report, 'https://x.run.ai').split('\n')[0]).toBe('### Run:ai: 1 of 300 jobs not created; 299 submitted; 299 Failed');
  // And 99 more stopped before they were sent: counted among those not created.
  for (let i = 1; i < 100; i++) report.outcomes![i] = { planned: report.outcomes![i]!.planned, failure: new StepStopped() };
  report.watched = report.watched!.slice(99);
  expect(summaryOf(report, 'https://x.run.ai').split('\n')[0]).toBe(
    '### Run:ai: 100 of 300 jobs not created (99 stopped before they were sent); 200 submitted; 200 Failed',
  );
});

it('a comment too small for a sweep the project refused names what its outputs hold: the jobs created, none here', () => {
  const report = sweep(400, []);
  const refused = new ServiceFailure({ operation: OPERATIONS.submit, url: 'https://x.run.ai/api/v1/jobs', status: 403 });
  report.outcomes = report.outcomes!.map(({ planned }) => ({ planned, failure: refused }));
  delete report.watched;
  const comment = summaryOf(report, 'https://x.run.ai', 60_000, false);
  expect(comment).toMatch(
    /more jobs are left out of this table, to keep it under GitHub's limit \(the jobs that need a look come first\): the outputs name every job created\._/,
  );
});
