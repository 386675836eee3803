// The command line (dist/cli/index.js, the package's `bin`) as a CI system runs it, a child process:
// the action's scenarios (submit, wait, fail, Ctrl-C, dry run, bad input) with options and
// RUNAI_* variables, its outputs as JSON on stdout, its log on stderr with no secret in it, a
// summary file, exit codes, where the jobs came from on GitLab and Jenkins, and `npx` from the
// packed tarball.
import { execFile, spawn } from 'node:child_process';
import { appendFileSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { DIST, distReady, ROOT } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { startRegistry } from '../helpers/registry.js';
import { runs, unique } from '../helpers/waiting.js';

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout as JSON, when it is. */
  outputs: Record<string, unknown> | undefined;
}

/** Runs the command line with these arguments and environment (nothing of ours leaks in), sending `stopWhen.signal` once stderr shows `text`. */
async function runCli(
  args: string[],
  env: Record<string, string> = {},
  options: { node?: string; stopWhen?: { text: string | RegExp; signal: NodeJS.Signals; afterMs?: number }; command?: string[]; cwd?: string } = {},
): Promise<CliRun> {
  await distReady();
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(RUNAI_|INPUT_|GITHUB_|CI_|GITLAB|JENKINS|BUILD_)|_proxy$/i.test(k)));
  const command = options.command ?? [options.node ?? process.execPath, join(DIST, 'cli/index.js')];
  const child = spawn(command[0]!, [...command.slice(1), ...args], { env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'], cwd: options.cwd });
  let stdout = '';
  let stderr = '';
  let signalled = false;
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => {
    stderr += d;
    const { stopWhen } = options;
    if (stopWhen && !signalled && (typeof stopWhen.text === 'string' ? stderr.includes(stopWhen.text) : stopWhen.text.test(stderr))) {
      signalled = true;
      setTimeout(() => child.kill(stopWhen.signal), stopWhen.afterMs ?? 0);
    }
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(timer);
  let outputs: Record<string, unknown> | undefined;
  try {
    outputs = JSON.parse(stdout) as Record<string, unknown>;
  } catch {
    outputs = undefined;
  }
  return { code, stdout, stderr, outputs };
}

describe.concurrent.each(runtimes())('the command line, on $name', ({ node }) => {
  const closing: { close(): Promise<unknown> }[] = [];
  afterAll(() => Promise.all(closing.map((e) => e.close())));
  const control = async (options: Parameters<typeof startWorkloadsEmulator>[0] = {}) => {
    const emulator = await startWorkloadsEmulator(options);
    closing.push(emulator);
    const s = emulator.settings();
    // The connection in the environment, as a CI system's secret variables give it; the job as options.
    const env = { RUNAI_BASE_URL: s['base-url']!, RUNAI_CLIENT_ID: s['client-id']!, RUNAI_CLIENT_SECRET: s['client-secret']! };
    const workload = (name: string) => emulator.workloads.find((w) => w.name === name);
    return { emulator, env, workload, secret: s['client-secret']! };
  };

  it('--attach and RUNAI_ATTACH follow workloads that exist, with the same outputs, and never delete them', async () => {
    const { env, emulator } = await control({ plan: [{ phase: 'Running', ms: 1200 }, { phase: 'Completed' }] });
    const [first, second] = [unique('cli-made'), unique('cli-made')];
    for (const name of [first, second]) expect((await runCli(['--project', 'team-a', '--image', 'i', '--name', name], env, { node })).code).toBe(0);
    const byOption = await runCli(['--project', 'team-a', '--attach', first!, '--wait', 'finished', '--poll-interval-seconds', '1'], env, { node });
    expect(byOption.code).toBe(0);
    expect(byOption.outputs).toMatchObject({ 'job-name': first, result: 'succeeded', status: 'Completed' });
    const byEnv = await runCli(
      ['--wait', 'finished', '--poll-interval-seconds', '1'],
      { ...env, RUNAI_PROJECT: 'team-a', RUNAI_ATTACH: `${first}\n${second}` },
      { node },
    );
    expect(byEnv.code).toBe(0);
    expect(byEnv.outputs).toMatchObject({ 'job-names': [first, second], results: { [first!]: 'succeeded', [second!]: 'succeeded' } });
    expect(emulator.requests.filter((r) => r.target === 'submit')).toHaveLength(2);
  });

  it('submits, waits to the end, prints the outputs as JSON on stdout and a table on stderr, exit 0', async () => {
    const { env, workload, emulator, secret } = await control({ plan: [{ phase: 'Pending', ms: 200 }, { phase: 'Running', ms: 500 }, { phase: 'Completed' }] });
    const name = unique('cli');
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    const run = await runCli(
      [
        '--project',
        'team-a',
        '--image',
        'python:3.12',
        '--name',
        name,
        '--gpu',
        '1',
        '--wait',
        'finished',
        '--poll-interval-seconds',
        '1',
        '--summary',
        join(dir, 's.md'),
      ],
      env,
      { node },
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      'job-name': name,
      'job-names': [name],
      status: 'Completed',
      statuses: { [name]: 'Completed' },
      'workload-id': workload(name)!.id,
    });
    expect(run.stderr).toMatch(new RegExp(`${name}: (Pending|Running) → Completed after`));
    expect(run.stderr).toMatch(new RegExp(`^${name}\\s+Completed\\s+${emulator.settings()['base-url']}/workloads$`, 'm'));
    expect(readFileSync(join(dir, 's.md'), 'utf8')).toContain(`### Run:ai job ${name} Completed\n`);
    expect(`${run.stdout}${run.stderr}`).not.toContain(secret);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a refused run’s files say it failed, not an earlier run’s in a kept workspace (Jenkins); --job-file is read from the command’s own folder', async () => {
    const { env, emulator } = await control();
    const dir = mkdtempSync(join(tmpdir(), 'cli-kept-'));
    const files = ['--outputs', 'o.json', '--dotenv', 'r.env', '--summary', 's.md', '--record', 'rec.json'];
    writeFileSync(join(dir, 'o.json'), '{"result": "succeeded"}\n');
    // An earlier run's record of a job still running: a --post after this refused run must not delete it.
    writeFileSync(join(dir, 'rec.json'), JSON.stringify({ unfinished_1: JSON.stringify({ name: 'build41', project: 'team-a', ref: { id: 'x' } }) }));
    writeFileSync(join(dir, 'r.env'), 'RUNAI_RESULT=succeeded\n');
    writeFileSync(join(dir, 's.md'), '### Run:ai job build41 Completed\n');
    const refused = await runCli([...files, '--project', 'team-a', '--image', 'i'], { ...env, RUNAI_GPUS: '2' }, { node, cwd: dir });
    expect(refused.code).toBe(2);
    expect(JSON.parse(readFileSync(join(dir, 'o.json'), 'utf8'))).toMatchObject({ result: 'failed' });
    expect(readFileSync(join(dir, 'r.env'), 'utf8')).toContain('RUNAI_RESULT=failed\n');
    expect(existsSync(join(dir, 's.md'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'rec.json'), 'utf8'))).toEqual({});
    expect(JSON.parse(refused.stdout)).toMatchObject({ result: 'failed' }); // as docs/command-line.md says a refused command prints
    // In a workflow's run: step with a working-directory: the runner's GITHUB_WORKSPACE is not the command's folder. LOG_TOKENS, which
    // makes the YAML parser print, leaves stdout one JSON object.
    writeFileSync(join(dir, 'job.yaml'), 'project: team-a\nimage: python:3.12\n');
    const here = await runCli(['--job-file', 'job.yaml', '--dry-run'], { ...env, GITHUB_WORKSPACE: tmpdir(), LOG_TOKENS: '1' }, { node, cwd: dir });
    expect(here.code).toBe(0);
    expect(JSON.parse(here.stdout)).toHaveProperty('result');
    expect(emulator.requests.filter((r) => r.method === 'POST' && r.target === 'submit')).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('an output file that cannot be written is refused before anything is sent, not found once the job has run; exit 2', async () => {
    const { env, emulator } = await control();
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    const run = await runCli(
      ['--project', 'team-a', '--image', 'i', '--wait', 'finished', '--outputs', join(dir, 'missing/o.json'), '--dotenv', dir, '--summary', join(dir, 's.md')],
      env,
      { node },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('2 problems in the options and inputs need fixing; nothing was sent.');
    expect(run.stderr).toContain(`--outputs ${join(dir, 'missing/o.json')} cannot be written: its folder does not exist: create it first`);
    expect(run.stderr).toContain(`--dotenv ${dir} cannot be written: it is a folder: name a file in it`);
    expect(run.stderr).not.toContain('--summary');
    expect(emulator.requests).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('file options given wrong are refused with the rest, before anything is sent: empty, twice, one file for two, a path through a file, a folder', async () => {
    const { env, emulator } = await control();
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    writeFileSync(join(dir, 'afile'), '');
    const [o, r] = [join(dir, 'o.json'), join(dir, 'r.json')];
    const job = ['--project', 'team-a', '--image', 'i', '--wait', 'finished'];
    const run = await runCli(
      [...job, '--outputs', o, '--record', o, '--summary', '', '--dotenv', join(dir, 'afile/x'), '--dotenv', r, '--summary', `${join(dir, 'none')}/`],
      env,
      { node },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--summary is given an empty path: is the variable it is given from set here?');
    expect(run.stderr).toContain('--dotenv is given twice: give it once.');
    expect(run.stderr).toContain(`--record ${o} cannot be written: --outputs writes it too.`);
    expect(run.stderr).toContain(`--dotenv ${join(dir, 'afile/x')} cannot be written: a part of its path is a file, not a folder.`);
    expect(run.stderr).not.toMatch(/^\s+at /m); // no stack trace
    expect((await runCli([...job, '--outputs', `${join(dir, 'none')}/`], env, { node })).stderr).toContain(
      'cannot be written: it names a folder: name a file in it.',
    );
    // An after_script whose variable is not set: --post "" is refused, never a command that submits.
    const post = await runCli(['--post', ''], { ...env, RUNAI_PROJECT: 'team-a', RUNAI_IMAGE: 'i' }, { node });
    expect(post.code).toBe(2);
    expect(post.stderr).toContain('--post is given an empty path');
    // An input's option from a variable not set: refused, not read as not given (a job without its GPU, RUNAI_GPU hidden).
    const empty = await runCli([...job, '--gpu', '', '--name', ' '], { ...env, RUNAI_GPU: '2' }, { node });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('--gpu is given an empty value: is the variable it is given from set here?');
    expect(empty.stderr).toContain('--name is given an empty value: is the variable it is given from set here?');
    const dry = await runCli(['--post', r, '--dry-run'], env, { node });
    expect(dry.code).toBe(2);
    expect(dry.stderr).toContain('--post deletes what its file records, and --dry-run would delete nothing: run --post without --dry-run.');
    expect(emulator.requests).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('--debug shows each request the command made and how it was answered, without a secret', async () => {
    const { env, secret } = await control();
    const run = await runCli(['--project', 'team-a', '--image', 'i', '--name', unique('clidebug'), '--debug'], env, { node });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^debug: the token request, http:\/\/127\.0\.0\.1:\d+\/api\/v1\/token: HTTP 200 \(attempt 1\)$/m);
    expect(run.stderr).toMatch(/^debug: the workload submission, .*\/api\/v1\/workloads\/trainings: HTTP 202 \(attempt 1\)$/m);
    expect(run.stderr).not.toContain(secret);
    expect((await runCli(['--project', 'team-a', '--image', 'i', '--name', unique('clidebug')], env, { node })).stderr).not.toContain('debug:');
    // RUNAI_DEBUG in any case, as true-or-false inputs are; the option wins over it, as over any variable.
    const [upper, off] = await Promise.all([
      runCli(['--project', 'team-a', '--image', 'i', '--name', unique('clidebug')], { ...env, RUNAI_DEBUG: 'TRUE' }, { node }),
      runCli(['--project', 'team-a', '--image', 'i', '--name', unique('clidebug'), '--debug=false'], { ...env, RUNAI_DEBUG: '1' }, { node }),
    ]);
    expect(upper.stderr).toContain('debug: ');
    expect(off.stderr).not.toContain('debug:');
  });

  it('its messages speak of commands, not of a workflow’s steps', async () => {
    const { env, emulator } = await control();
    const run = await runCli(
      ['--project', 'team-a', '--image', 'i', '--matrix', `{environment.SEED: [${Array.from({ length: 1001 }, (_, i) => i).join(', ')}]}`],
      env,
      {
        node,
      },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('at most 1000 can be submitted from one command: split the sweep across commands, or across the jobs of a matrix.');
    expect(run.stderr).not.toMatch(/\bsteps?\b/);
    // GitHub's own step keeps its name: the job file is the repository's once a checkout step has run.
    const missing = await runCli(['--project', 'team-a', '--image', 'i', '--job-file', 'nowhere.yaml'], env, { node });
    expect(missing.stderr).toContain('(in GitHub Actions: an `actions/checkout` step first)');
    expect(emulator.requests).toEqual([]);
  });

  it('a sweep’s dotenv stays within GitLab’s 5 KB for a dotenv report: the lists of every job are left out of it, said once, and kept in --outputs', async () => {
    const { env } = await control();
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    const values = Array.from({ length: 40 }, (_, i) => i + 1);
    const run = await runCli(
      [
        '--project',
        'team-a',
        '--image',
        'i',
        '--matrix',
        JSON.stringify({ 'environment.SEED': values }),
        '--dotenv',
        join(dir, 'r.env'),
        '--outputs',
        join(dir, 'o.json'),
      ],
      env,
      { node },
    );
    expect(run.code).toBe(0);
    const dotenv = readFileSync(join(dir, 'r.env'), 'utf8');
    expect(Buffer.byteLength(dotenv)).toBeLessThan(5 * 1024); // GitLab takes a report under 5 KB only
    expect(dotenv).toMatch(/^RUNAI_RESULT=submitted$/m);
    expect(dotenv).not.toContain('RUNAI_JOB_NAMES=');
    expect(run.stderr.match(/--dotenv leaves out the lists of every job/g)).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(dir, 'o.json'), 'utf8'))['job-names']).toHaveLength(40);
    rmSync(dir, { recursive: true, force: true });
  });

  it('Ctrl-C while waiting deletes the job and exits 130', async () => {
    const { env, workload } = await control({ plan: [{ phase: 'Pending', ms: 200 }, { phase: 'Running' }] });
    const name = unique('clistop');
    const run = await runCli(['--project', 'team-a', '--image', 'i', '--name', name, '--wait', 'finished', '--poll-interval-seconds', '1'], env, {
      node,
      stopWhen: { text: runs(name), signal: 'SIGINT' },
    });
    expect(run.code).toBe(130);
    expect(workload(name)!.deletedBy).toBe('action');
    expect(run.stderr).toContain('submit-runai-job failed: the command was stopped (SIGINT)');
    expect(run.outputs).toMatchObject({ status: 'Deleted' });
  });

  it('Ctrl-C whose deletion the service refuses: the command, which has no post step, says to delete the job by hand', async () => {
    const { env, emulator, workload } = await control({ plan: [{ phase: 'Pending', ms: 200 }, { phase: 'Running' }] });
    emulator.inject({ target: 'delete', kind: 'status', status: 500, create: false, times: 10 });
    const name = unique('train-step'); // a name is never taken for the word "step", which the command line says as "command"
    const run = await runCli(['--project', 'team-a', '--image', 'i', '--name', name, '--wait', 'finished', '--poll-interval-seconds', '1'], env, {
      node,
      stopWhen: { text: runs(name), signal: 'SIGINT' },
    });
    expect(run.code).toBe(130);
    expect(workload(name)!.deletedBy).toBeUndefined();
    expect(run.stderr).toContain(`deleting them failed`);
    expect(run.stderr).toContain(`Delete "${name}" in the Run:ai user interface.`);
    expect(run.stderr).not.toContain('post step');
  });

  it('--post that cannot start (the secret was exported in script, which after_script does not see) says in the summary that the job is left', async () => {
    const { env, workload } = await control({ plan: [{ phase: 'Running' }] });
    const dir = mkdtempSync(join(tmpdir(), 'cli-post-'));
    const [record, summary] = [join(dir, 'unfinished.json'), join(dir, 'runai-summary.md')];
    const name = unique('vaulted');
    // The command killed outright (a shell runner's cancel) while it waits.
    const args = [
      '--project',
      'team-a',
      '--image',
      'i',
      '--name',
      name,
      '--wait',
      'finished',
      '--poll-interval-seconds',
      '1',
      '--record',
      record,
      '--summary',
      summary,
    ];
    expect((await runCli(args, env, { node, stopWhen: { text: runs(name), signal: 'SIGKILL' } })).code).not.toBe(0);
    // after_script: a fresh shell, without the secret the script exported.
    const post = await runCli(['--post', record, '--summary', summary], { ...env, RUNAI_CLIENT_SECRET: '' }, { node });
    expect(post.code).toBe(2);
    expect(post.stderr).toContain('keeps the records, for another --post');
    expect(workload(name)!.deletedAt).toBeUndefined();
    expect(readFileSync(summary, 'utf8')).toContain(`Still to delete in the Run:ai user interface: \`${name}\`.`);
  });

  it('--post in a GitLab pipeline leaves a workload of its fixed name that another pipeline submitted meanwhile, by its labels', async () => {
    const { env, emulator, workload } = await control();
    const name = unique('clioverlap');
    const gitlab = {
      GITLAB_CI: 'true',
      CI_PIPELINE_ID: '700',
      CI_JOB_ID: '7001',
      CI_COMMIT_SHA: 'c0ffee',
      CI_PROJECT_PATH: 'acme/vision',
      CI_JOB_NAME: 'train',
    };
    const dir = mkdtempSync(join(tmpdir(), 'cli-overlap-'));
    const record = join(dir, 'unfinished.json');
    // A command stopped while its submission had no answer; meanwhile the next pipeline submitted the same name.
    const unanswered = { name, project: 'team-a', ref: { projectId: emulator.projects[0]!.id }, since: Date.now() - 1_000 };
    writeFileSync(record, JSON.stringify({ unfinished_1: JSON.stringify(unanswered) }));
    emulator.seed({ name, createdAt: Date.now(), labels: { 'gitlab.com/pipeline-id': '701', 'gitlab.com/job-id': '7011', 'gitlab.com/commit': 'c0ffee' } });
    const post = await runCli(['--post', record], { ...env, ...gitlab }, { node });
    expect(post.stderr).toContain(`Not deleted, as the service does not say this command created it: "${name}".`);
    expect(workload(name)!.deletedAt).toBeUndefined();
  });

  it('--record and --post, the post step a CI system runs after: what a stopped command could not delete, --post deletes; an earlier run’s record is never taken for this one’s', async () => {
    const { env, emulator, workload } = await control({ plan: [{ phase: 'Pending', ms: 200 }, { phase: 'Running' }] });
    const [earlier, name] = [unique('cliearlier'), unique('clirecorded')];
    expect((await runCli(['--project', 'team-a', '--image', 'i', '--name', earlier], env, { node })).code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'cli-record-'));
    const record = join(dir, 'unfinished.json');
    const summary = join(dir, 'summary.md');
    // A record an earlier run left, naming a job that is still running.
    writeFileSync(record, JSON.stringify({ unfinished_1: JSON.stringify({ name: earlier, project: 'team-a', ref: { id: workload(earlier)!.id } }) }));
    // The stop's deletion is refused (its two attempts), as if the service were down for a moment.
    emulator.inject({ target: 'delete', kind: 'status', status: 500, create: false, times: 2 });
    const run = await runCli(
      ['--project', 'team-a', '--image', 'i', '--name', name, '--wait', 'finished', '--poll-interval-seconds', '1', '--record', record, '--summary', summary],
      env,
      {
        node,
        stopWhen: { text: runs(name), signal: 'SIGTERM' },
      },
    );
    expect(run.code).toBe(143);
    expect(emulator.pendingFaults()).toBe(0);
    expect(workload(name)!.deletedBy).toBeUndefined();
    expect(run.stderr).toContain('The post step (--post) tries again');
    expect(readFileSync(summary, 'utf8')).toContain('Running, unfinished: the step was stopped and could not delete it');
    // Bytes a CI system's own steps added, in another encoding: kept as they are.
    appendFileSync(summary, Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    const post = await runCli(['--post', record, '--summary', summary], env, { node });
    expect(post.code, post.stderr).toBe(0);
    expect(post.stderr).toContain(`Cancelled: deleted job "${name}".`);
    // The CI system's artifact says what became of the job, after what the command said of it.
    expect(readFileSync(summary).includes(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]))).toBe(true);
    expect(readFileSync(summary, 'utf8')).toMatch(
      new RegExp(`could not delete it[\\s\\S]*\\n### Run:ai: the post step deleted its unfinished job\\n\\nDeleted \\(cancel-on-stop\\): \`${name}\`\\.\\n$`),
    );
    expect(post.stderr).toMatch(/^The command left a job/m);
    expect(post.stderr).not.toContain(env.RUNAI_CLIENT_SECRET);
    expect(workload(name)!.deletedBy).toBe('action');
    expect(workload(earlier)!.deletedBy).toBeUndefined();
    // Emptied once its jobs are deleted: a later --post never takes another job of the same name for them.
    expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual({});
    expect((await runCli(['--post', record], env, { node })).stderr).toBe(`Nothing to delete: ${record} records no unfinished job.\n`);
    // No record (the command never got as far as writing one): nothing to do.
    expect(await runCli(['--post', join(dir, 'none.json')], env, { node })).toMatchObject({ code: 0, stderr: expect.stringMatching(/does not exist/) });
    // A file --record did not write (the outputs, named by mistake): refused, and left as it was. --post writes no file of its own.
    for (const [file, text] of [
      ['outputs.json', '{"job-name": "x", "result": "failed"}'],
      ['other.env', 'RUNAI_JOB_NAME=x\n'],
    ] as const) {
      writeFileSync(join(dir, file), text);
      const other = await runCli(['--post', join(dir, file)], env, { node });
      expect(other.code).toBe(2);
      expect(other.stderr).toContain('is not a file --record wrote: nothing was deleted.');
      expect(readFileSync(join(dir, file), 'utf8')).toBe(text);
    }
    const both = await runCli(['--post', record, '--record', record], env, { node });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('a problem in the options or inputs needs fixing');
    expect(both.stderr).toContain(`--record ${record} cannot be written: --post writes no file but the summary it adds to: run it on its own.`);
    // Without the connection inputs it can do nothing, says so, and keeps the records for another --post.
    writeFileSync(record, JSON.stringify({ unfinished_1: JSON.stringify({ name: earlier, project: 'team-a', ref: { id: workload(earlier)!.id } }) }));
    const sent = emulator.requests.length;
    const unconnected = await runCli(['--post', record], {}, { node });
    expect(unconnected.code).toBe(2);
    expect(unconnected.stderr).toContain(`${record} keeps the records, for another --post.`);
    expect(JSON.parse(readFileSync(record, 'utf8'))).toHaveProperty('unfinished_1');
    expect(workload(earlier)!.deletedBy).toBeUndefined();
    expect(emulator.requests).toHaveLength(sent);
    rmSync(dir, { recursive: true, force: true });
  });

  it('--post run at once after an abort (Jenkins’ post block) waits for a submission still on its way, and deletes the job it makes', async () => {
    const { env, emulator } = await control({ plan: [{ phase: 'Running' }] });
    const dir = mkdtempSync(join(tmpdir(), 'cli-late-'));
    const record = join(dir, 'unfinished.json');
    // No name: the job is keyed by the Jenkins build; the control plane answers (and creates) its submission 15 s after it was sent: long after
    // --post starts, even on a loaded machine, whose first look then finds nothing yet.
    const jenkins = {
      JENKINS_URL: 'https://jenkins.example.com/',
      BUILD_NUMBER: '41',
      JOB_NAME: 'train',
      GIT_COMMIT: '0123456789abcdef'.repeat(2) + '01234567',
    };
    const job = { ...env, ...jenkins, RUNAI_PROJECT: 'team-a', RUNAI_IMAGE: 'i', RUNAI_WAIT: 'finished' };
    emulator.inject({ kind: 'latency', ms: 15_000 });
    const stopWhen = { text: /debug: the token request.*HTTP 200/, signal: 'SIGTERM' as const, afterMs: 1_000 };
    const run = await runCli(['--record', record, '--debug'], job, { node, stopWhen });
    expect(run.code).toBe(143);
    expect(emulator.workloads).toEqual([]);
    const post = await runCli(['--post', record], job, { node });
    expect(post.code, post.stderr).toBe(0);
    expect(post.stderr).toContain('looking for its job until its request would have timed out');
    expect(emulator.workloads.map((w) => w.deletedBy)).toEqual(['action']);
    expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual({});
    rmSync(dir, { recursive: true, force: true });
  });

  it('SIGTERM while a failed job’s log is read: the reading stops, the other job is deleted, exit 143', async () => {
    const { env, workload, emulator } = await control({ logDownload: false, logTrickleMs: 300, plan: [{ phase: 'Running' }] });
    const name = unique('tailstop');
    emulator.plan(`${name}-1`, [
      { phase: 'Running', ms: 300 },
      { phase: 'Failed', message: 'exit 1' },
    ]);
    const run = await runCli(
      [
        '--project',
        'team-a',
        '--image',
        'i',
        '--name',
        name,
        '--matrix',
        '{"gpu": [1, 2]}',
        '--wait',
        'finished',
        '--fail-fast',
        '--poll-interval-seconds',
        '1',
      ],
      env,
      { node, stopWhen: { text: `${name}-1: Running → Failed`, signal: 'SIGTERM' } },
    );
    expect(run.code).toBe(143);
    expect(workload(`${name}-2`)!.deletedBy).toBe('action');
    // How the failed job ended, then what the stop did.
    expect(run.stderr).toMatch(
      new RegExp(`submit-runai-job failed: 1 of 2 jobs did not succeed: "${name}-1" ended Failed after .*\\. Then the command was stopped \\(SIGTERM\\)`),
    );
    expect(run.stderr).not.toContain('post step');
  });

  runnersOnly(node, () => {
    it('a failed job exits 1 with the reason the service gave and its last log lines', async () => {
      const { env } = await control({
        plan: [
          { phase: 'Running', ms: 400, logs: ['epoch 1'] },
          { phase: 'Failed', message: 'exit code 3', logs: ['ValueError: NaN'] },
        ],
      });
      const name = unique('clifail');
      const run = await runCli(['--project', 'team-a', '--image', 'i', '--name', name, '--wait', 'true', '--poll-interval-seconds', '1'], env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`submit-runai-job failed: the job did not succeed: "${name}" ended Failed after`);
      expect(run.stderr).toContain(`${name} | ValueError: NaN`);
      expect(run.outputs).toMatchObject({ status: 'Failed' });
    });

    it('the summary file, an artifact no CI system masks, does not quote a value the job was given: its log printed a masked variable', async () => {
      const secret = 'wk-9f8e7d6c5b4a3';
      const { env } = await control({
        plan: [
          { phase: 'Running', ms: 400, logs: ['starting', `WANDB_API_KEY=${secret}`] },
          { phase: 'Failed', message: 'exit code 1', logs: ['Traceback: boom'] },
        ],
      });
      const dir = mkdtempSync(join(tmpdir(), 'cli-'));
      const summary = join(dir, 'runai-summary.md');
      const args = ['--project', 'team-a', '--image', 'i', '--name', unique('cliwandb'), '--wait', 'finished', '--poll-interval-seconds', '1'];
      const run = await runCli([...args, '--summary', summary], { ...env, RUNAI_ENVIRONMENT: `WANDB_API_KEY=${secret}` });
      expect(run.code).toBe(1);
      expect(readFileSync(summary, 'utf8')).toContain('Traceback: boom');
      expect(readFileSync(summary, 'utf8')).toContain('WANDB_API_KEY=***');
      expect(readFileSync(summary, 'utf8')).not.toContain(secret);
      rmSync(dir, { recursive: true, force: true });
    });

    it('a dry run through a template: its after_script, --post with the same RUNAI_DRY_RUN, finds nothing to delete and succeeds', async () => {
      const { env } = await control();
      const dir = mkdtempSync(join(tmpdir(), 'cli-'));
      const job = { ...env, RUNAI_PROJECT: 'team-a', RUNAI_IMAGE: 'python:3.12', RUNAI_DRY_RUN: 'true' };
      const record = join(dir, 'unfinished.json');
      expect((await runCli(['--record', record], job)).code).toBe(0);
      const post = await runCli(['--post', record], job);
      expect(post.stderr).not.toContain('failed');
      expect(post.code, post.stderr).toBe(0);
      rmSync(dir, { recursive: true, force: true });
    });

    it('a wait that could not list its job shows it in the table as not listed yet, not as deleted: it may still be running', async () => {
      const { env, emulator, workload } = await control({ plan: [{ phase: 'Running' }] });
      emulator.inject({ target: 'list', kind: 'status', status: 403, times: 10 });
      const name = unique('unlisted');
      const run = await runCli(['--project', 'team-a', '--image', 'i', '--name', name, '--wait', 'true'], env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('The job was not deleted and may still be running');
      expect(run.stderr).toMatch(new RegExp(`\\n${name} +not listed yet`));
      expect(workload(name)!.deletedAt).toBeUndefined();
    });

    it('a dry run prints the requests and sends no job, exit 0; a variable no input reads is said, an earlier job’s outputs are not', async () => {
      const { env, emulator } = await control();
      const run = await runCli(['--project', 'team-a', '--image', 'i', '--dry-run'], { ...env, RUNAI_CLUSTER_URL: 'x', RUNAI_JOB_NAME: 'from-before' });
      expect(run.code).toBe(0);
      expect(run.stderr).toContain('RUNAI_CLUSTER_URL is not the variable of any input, and is not read: did you mean RUNAI_CLUSTER?');
      expect(run.stderr).not.toContain('RUNAI_JOB_NAME');
      expect(run.stderr).toContain('Dry run: nothing is created');
      expect(run.stderr).toContain('POST ');
      expect(emulator.requests.filter((r) => r.target === 'submit')).toHaveLength(0);
    });

    it('bad input exits 2 before any request: an unknown option with the nearest one, and the action’s checks', async () => {
      const { env, emulator } = await control();
      const before = emulator.requests.length;
      const typo = await runCli(['--projct', 'team-a', '--image'], env);
      expect(typo.code).toBe(2);
      expect(typo.stderr).toContain('--projct is not an option; did you mean --project?');
      expect(typo.stderr).toContain('--image needs a value.');
      const bad = await runCli(['--project', 'team-a', '--image', 'i', '--gpu', 'lots'], { ...env, RUNAI_WAIT: 'sometimes' });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain(`Input 'gpu': "lots" is not valid`);
      expect(bad.stderr).toContain(`Input 'wait': "sometimes" is not valid`);
      expect(bad.stderr).toContain('Each input is an option (--NAME) or an environment variable (RUNAI_NAME)');
      expect(bad.stderr).not.toMatch(/\n\s+at /);
      expect(emulator.requests.length).toBe(before);
    });

    it('a variable misspelt from an input’s is a bad input, like a misspelt option: exit 2, with every other problem, nothing sent', async () => {
      const { env, emulator } = await control();
      const before = emulator.requests.length;
      // Without it the job would train on CPU: RUNAI_GPUS is no input's, RUNAI_GPU is.
      const run = await runCli(['--projct', 'team-a', '--image', 'python:3.12', '--memory', 'lots'], { ...env, RUNAI_GPUS: '1', RUNAI_IMAGE_TAG: 'v2' });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('submit-runai-job failed: 4 problems in the options and inputs need fixing; nothing was sent.');
      expect(run.stderr).toContain('  - --projct is not an option; did you mean --project?\n');
      expect(run.stderr).toContain('  - RUNAI_GPUS is not the variable of any input, and would be ignored: did you mean RUNAI_GPU?\n');
      expect(run.stderr).toContain(`  - Input 'memory': "lots" is not valid`);
      expect(run.stderr).toContain(`  - The job has no project: set the 'project' input`);
      expect(run.stderr).toContain('Each input is an option (--NAME) or an environment variable (RUNAI_NAME)');
      // A variable of the pipeline's own, near no input's, is only said.
      expect(run.stderr).toContain('warning: RUNAI_IMAGE_TAG is not the variable of any input, and is not read');
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(emulator.requests.length).toBe(before);
    });

    it('a failure before any job was created (credentials refused) still writes the outputs, result: failed, for the next CI job', async () => {
      const { env } = await control();
      const dir = mkdtempSync(join(tmpdir(), 'refused-'));
      const run = await runCli(['--project', 'team-a', '--image', 'i', '--dotenv', join(dir, 'o.env'), '--outputs', join(dir, 'o.json')], {
        ...env,
        RUNAI_CLIENT_SECRET: 'not-the-secret',
      });
      expect(run.code).toBe(1);
      expect(JSON.parse(run.stdout)).toMatchObject({ result: 'failed', 'job-names': [] });
      expect(readFileSync(join(dir, 'o.env'), 'utf8')).toContain('RUNAI_RESULT=failed\n');
      expect(JSON.parse(readFileSync(join(dir, 'o.json'), 'utf8'))).toMatchObject({ result: 'failed' });
    });

    it('the variables of its own dotenv, which a later CI job receives, are never taken for typos', async () => {
      const { env } = await control();
      const dir = mkdtempSync(join(tmpdir(), 'dotenv-'));
      const first = await runCli(['--project', 'team-a', '--image', 'i', '--dotenv', join(dir, 'o.env')], env);
      expect(first.code).toBe(0);
      const passedOn = Object.fromEntries(
        readFileSync(join(dir, 'o.env'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      expect(Object.keys(passedOn)).toEqual(expect.arrayContaining(['RUNAI_RESULT', 'RUNAI_RESULTS', 'RUNAI_JOB_NAMES', 'RUNAI_GPU_HOURS', 'RUNAI_URLS']));
      const next = await runCli(['--project', 'team-a', '--image', 'i', '--dry-run'], { ...env, ...passedOn });
      expect(next.code).toBe(0);
      expect(next.stderr).not.toContain('is not the variable of any input');
      rmSync(dir, { recursive: true, force: true });
    });

    it('a message that names a value to set writes it as an option', async () => {
      const { env } = await control();
      const run = await runCli(['--project', 'team-a', '--attach', 'some-job'], env);
      expect(run.code).toBe(2);
      // The default, which the user did not give, is not quoted as theirs.
      expect(run.stderr).toContain("Input 'wait': 'attach' follows jobs: set --wait finished (or --wait running).");
      expect(run.stderr).not.toContain("'wait: finished'");
    });

    it('an option left without its value never takes the next option: a dry run stays a dry run', async () => {
      const { env, emulator } = await control();
      const run = await runCli(['--project', 'team-a', '--image', 'i', '--command', '--dry-run'], env);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--command needs a value (a value that starts with "--" is given as --command=VALUE).');
      const flag = await runCli(['--project', 'team-a', '--image', 'i', '--interactive', '--dry-run'], env);
      expect(flag.code).toBe(0);
      expect(flag.stderr).toContain('/api/v1/workloads/workspaces');
      expect(emulator.requests.filter((r) => r.target === 'submit')).toHaveLength(0);
    });

    it('a malformed option never shows its value, which may be a secret', async () => {
      const { env } = await control();
      const run = await runCli(['--Client-Secret', 'S3CRET-ONE', '--client_secret=S3CRET-TWO', '-token', 'S3CRET-THREE'], env);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--Client-Secret is not an option: options are --lowercase-names');
      expect(run.stderr).not.toMatch(/S3CRET/);
    });

    it('-h and --help print every option, with its variable; nothing is sent', async () => {
      for (const flag of ['-h', '--help']) {
        const run = await runCli([flag]);
        expect(run.code).toBe(0);
        expect(run.stdout).toContain('Usage: submit-runai-job');
        expect(run.stdout).toContain('--external-token  RUNAI_EXTERNAL_TOKEN');
        // What only the GitHub Action takes is named as such, not offered as an option.
        expect(run.stdout).not.toContain('--pr-comment');
        expect(run.stdout).toContain("The GitHub Action's own inputs, which the command line refuses: pr-comment, github-token.");
      }
    });

    it('an option missing its value before --version or --help is a bad input, not a version printed with nothing sent', async () => {
      for (const flag of ['--version', '--help']) {
        const run = await runCli(['--project', 'team-a', '--image', 'i', '--command', flag]);
        expect(run.code).toBe(2);
        expect(run.stdout).toBe('');
        expect(run.stderr).toContain('--command needs a value');
      }
    });

    it('a secret that starts with "--" after its option is never named as an unknown option', async () => {
      const { env } = await control();
      const misspelt = await runCli(['--client_secret', '--correct-horse-battery-staple', '--project', 'team-a'], env);
      expect(misspelt.code).toBe(2);
      expect(misspelt.stderr).toContain('argument 2, after --client_secret, is not an option (not shown: it may be a value)');
      expect(misspelt.stderr).not.toContain('correct-horse');
      for (const option of ['--client-secret', '--token']) {
        const run = await runCli([option, '--correct-horse-battery-staple', '--project', 'team-a'], env);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain(`${option} needs a value; the argument after it was not read, as it may be the secret`);
        expect(run.stderr).not.toContain('correct-horse');
      }
    });

    it('a command killed outright (a CI job’s timeout) has written its files once its jobs were submitted', async () => {
      const { env } = await control({ plan: [{ phase: 'Running' }] });
      const dir = mkdtempSync(join(tmpdir(), 'killed-'));
      const [outputs, summary, dotenv] = ['o.json', 's.md', 'o.env'].map((file) => join(dir, file));
      const name = unique('killedcli');
      const run = await runCli(
        ['--project', 'team-a', '--image', 'i', '--name', name, '--wait', 'finished', '--outputs', outputs!, '--summary', summary!, '--dotenv', dotenv!],
        env,
        { stopWhen: { text: runs(name), signal: 'SIGKILL' } },
      );
      expect(run.code).toBeNull();
      expect(JSON.parse(readFileSync(outputs!, 'utf8'))).toMatchObject({ 'job-name': name, result: 'submitted' });
      expect(readFileSync(summary!, 'utf8')).toContain(name);
      expect(readFileSync(dotenv!, 'utf8')).toContain(`RUNAI_JOB_NAME=${name}`);
    });

    it('output files replace a link planted at their path instead of writing through it', async () => {
      const { env } = await control();
      const dir = mkdtempSync(join(tmpdir(), 'links-'));
      const victim = join(dir, 'victim');
      writeFileSync(victim, 'precious');
      const files = ['o.json', 's.md', 'o.env'].map((file) => join(dir, file));
      for (const file of files) symlinkSync(victim, file);
      const name = unique('link');
      const run = await runCli(
        ['--project', 'team-a', '--image', 'i', '--name', name, '--outputs', files[0]!, '--summary', files[1]!, '--dotenv', files[2]!],
        env,
      );
      expect(run.code).toBe(0);
      expect(readFileSync(victim, 'utf8')).toBe('precious');
      expect(files.map((file) => lstatSync(file).isFile())).toEqual([true, true, true]);
      expect(JSON.parse(readFileSync(files[0]!, 'utf8'))).toMatchObject({ 'job-name': name });
      expect(readFileSync(files[2]!, 'utf8')).toContain(`RUNAI_JOB_NAME=${name}`);
      rmSync(dir, { recursive: true, force: true });
    });

    it('a reader that goes away (2>&1 | head) costs only the text: the job is still waited for, and the files written', async () => {
      const { env } = await control({ plan: [{ phase: 'Running', ms: 1500 }, { phase: 'Completed' }] });
      const dir = mkdtempSync(join(tmpdir(), 'pipe-'));
      const name = unique('pipe');
      const run = await runCli(
        [
          '--project',
          'team-a',
          '--image',
          'i',
          '--name',
          name,
          '--wait',
          'finished',
          '--poll-interval-seconds',
          '1',
          '--debug',
          '--dotenv',
          join(dir, 'o.env'),
        ],
        env,
        { command: ['bash', '-o', 'pipefail', '-c', '"$0" "$@" 2>&1 | head -n 1', node, join(DIST, 'cli/index.js')] },
      );
      expect(run.code).toBe(0);
      expect(readFileSync(join(dir, 'o.env'), 'utf8')).toContain('RUNAI_STATUS=Completed');
      rmSync(dir, { recursive: true, force: true });
    });

    it('a stdout that cannot be written (a full disk) fails the command, saying so: the outputs a later CI job reads are lost', async () => {
      const { env } = await control();
      const run = await runCli(['--project', 'team-a', '--image', 'i', '--name', unique('full')], env, {
        command: ['bash', '-c', '"$0" "$@" > /dev/full', node, join(DIST, 'cli/index.js')],
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/submit-runai-job failed: the outputs could not be written to stdout \(ENOSPC/);
    });

    it('a job named constructor is a job like any other', async () => {
      const { env } = await control();
      const run = await runCli(['--project', 'team-a', '--image', 'i', '--name', 'constructor'], env);
      expect(run.outputs).toMatchObject({ 'job-name': 'constructor', urls: { constructor: expect.stringContaining('/workloads') } });
      expect(run.stderr).toMatch(/^constructor\s+Creating\s+http/m);
      expect(run.code).toBe(0);
    });

    it('a secret given as an option is used, warned of, and never printed', async () => {
      const { env, secret } = await control();
      const { RUNAI_CLIENT_SECRET: _, ...withoutSecret } = env;
      const run = await runCli(['--project', 'team-a', '--image', 'i', '--client-secret', secret, '--debug'], withoutSecret);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain(
        'warning: --client-secret is on the command line, where other processes can read it: give it as RUNAI_CLIENT_SECRET instead.',
      );
      expect(`${run.stdout}${run.stderr}`).not.toContain(secret);
    });

    it('on GitLab and Jenkins, the workload says which pipeline or build made it', async () => {
      const { env, workload } = await control();
      const fromGitlab = unique('gl');
      await runCli(['--project', 'team-a', '--image', 'i', '--name', fromGitlab], {
        ...env,
        GITLAB_CI: 'true',
        CI_PIPELINE_ID: '4242',
        CI_COMMIT_SHA: '0123456789abcdef0123456789abcdef01234567',
        CI_PIPELINE_URL: 'https://gitlab.com/acme/vision/-/pipelines/4242',
        CI_PROJECT_PATH: 'acme/vision',
      });
      const gitlab = workload(fromGitlab)!.request.spec;
      expect(gitlab.labels).toEqual(expect.arrayContaining([{ name: 'gitlab.com/pipeline-id', value: '4242' }]));
      expect(gitlab.annotations).toEqual(expect.arrayContaining([{ name: 'gitlab.com/pipeline', value: 'https://gitlab.com/acme/vision/-/pipelines/4242' }]));
      const fromJenkins = unique('jk');
      await runCli(['--project', 'team-a', '--image', 'i', '--name', fromJenkins], {
        ...env,
        JENKINS_URL: 'https://ci.example.com/',
        GIT_URL: 'https://builder:ghp_SECRETTOKEN@github.com/acme/vision.git',
        BUILD_NUMBER: '17',
        BUILD_URL: 'https://ci.example.com/job/train/17/',
      });
      const jenkins = workload(fromJenkins)!.request.spec;
      expect(jenkins.labels).toEqual(expect.arrayContaining([{ name: 'jenkins.io/build-number', value: '17' }]));
      expect(jenkins.annotations).toEqual(expect.arrayContaining([{ name: 'jenkins.io/build', value: 'https://ci.example.com/job/train/17/' }]));
      // A remote's credentials stay out of the workload.
      expect(jenkins.annotations).toEqual(expect.arrayContaining([{ name: 'jenkins.io/repository', value: 'https://github.com/acme/vision.git' }]));
      expect(JSON.stringify(jenkins)).not.toContain('SECRETTOKEN');
    });

    it('a Jenkins Replay or Rebuild, a new build, follows the job an earlier build of the commit is running; a build without GIT_COMMIT says it keys nothing', async () => {
      const { env, emulator } = await control({ plan: [{ phase: 'Running' }] });
      const job = `train-${unique('replay')}`;
      const build = (n: number) => ({
        ...env,
        JENKINS_URL: 'https://ci.example.com/',
        JOB_NAME: job,
        STAGE_NAME: 'Train',
        GIT_COMMIT: 'c0ffee1',
        BUILD_NUMBER: `${n}`,
      });
      const args = ['--project', 'team-a', '--image', 'i', '--gpu', '1'];
      const first = await runCli(args, build(7));
      const replay = await runCli(args, build(8));
      expect(replay.code).toBe(0);
      expect(replay.outputs).toMatchObject({ 'job-name': first.outputs!['job-name'], reused: 'true' });
      expect(replay.stderr).toContain('submitted by run 7');
      expect(emulator.requests.filter((r) => r.target === 'submit')).toHaveLength(1);
      // No commit: nothing to key the jobs by, said, and submitted as asked.
      const { GIT_COMMIT: _, ...uncommitted } = build(9);
      const unkeyed = await runCli(args, uncommitted);
      expect(unkeyed.code).toBe(0);
      expect(unkeyed.stderr).toContain("warning: 'reuse' cannot take effect: this CI run does not say its commit, job and run number (on Jenkins, GIT_COMMIT");
      // A dry run, how a new Jenkinsfile is tried, says so too.
      const tried = await runCli([...args, '--dry-run'], uncommitted);
      expect(tried.stderr).toContain("warning: 'reuse' cannot take effect");
    });

    it('speaks the Researcher API from RUNAI_* variables alone', async () => {
      const emulator = await startEmulator();
      closing.push(emulator);
      const s = emulator.settings();
      const name = unique('clir');
      const run = await runCli([], {
        RUNAI_BASE_URL: s['base-url']!,
        RUNAI_AUTH_URL: s['auth-url']!,
        RUNAI_REALM: s.realm!,
        RUNAI_CLIENT_ID: s['client-id']!,
        RUNAI_CLIENT_SECRET: s['client-secret']!,
        RUNAI_PROJECT: 'team-a',
        RUNAI_IMAGE: 'i',
        RUNAI_NAME: name,
      });
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({ 'job-name': name });
      expect(emulator.jobs.some((j) => j.name === name)).toBe(true);
    });

    it('npx runs it from the packed tarball, with nothing installed beside it', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'cli-pack-'));
      try {
        // Not a synchronous call: this process serves the emulators of the tests running beside this one.
        const { stdout: packed } = await promisify(execFile)('npm', ['pack', '--ignore-scripts', '--pack-destination', dir, '--silent'], {
          cwd: ROOT,
          encoding: 'utf8',
        });
        const file = packed.trim().split('\n').pop()!;
        const tarball = join(dir, file);
        expect(existsSync(tarball)).toBe(true);
        // The contract package's one dependency, from a registry on loopback: nothing else is installed.
        const registry = await startRegistry(['openapi-fetch', 'openapi-typescript-helpers'], dir);
        const run = await runCli(
          ['--version'],
          { npm_config_cache: join(dir, 'cache'), npm_config_registry: registry.url, npm_config_update_notifier: 'false' },
          {
            command: ['npx', '--yes', '--package', tarball, 'submit-runai-job'],
          },
        ).finally(() => registry.close());
        expect(run.stdout.trim()).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
        expect(run.code).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
