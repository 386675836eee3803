// The command line in the CI systems it is written for. The GitLab CI template is checked by
// gitlab-ci-local against GitLab's own schema, and its job is run by it (in a shell, as a shell
// runner would) against the emulator, installing the packed package from a registry on loopback.
// The Jenkins example has no linter that runs without a Jenkins controller: what it asks of the
// command line is checked instead (every RUNAI_* variable and option it uses exists).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARED_INPUTS } from '../../src/generated/inputs.js';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { startReleased } from '../helpers/registry.js';
import { distReady, ROOT } from '../helpers/run-action.js';
import { runnersRuntime } from '../helpers/runtimes.js';
import { parseAllDocuments } from 'yaml';

const TEMPLATE = join(ROOT, 'ci/gitlab/submit-runai-job.yml');
const JENKINSFILE = join(ROOT, 'ci/jenkins/Jenkinsfile');
const GITLAB_CI_LOCAL = join(ROOT, 'node_modules/gitlab-ci-local/dist/index.js');

// gitlab-ci-local wants the runners' Node (24).
describe.each(runnersRuntime())('CI systems, on $name', ({ node }) => {
  let work: string;
  /** Folders put before PATH: rsync's stand-in (test/helpers/rsync.mjs) where Debian's rsync is not installed. */
  let path = '';
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'ci-systems-'));
    try {
      execFileSync('rsync', ['--version'], { stdio: 'ignore' });
    } catch {
      const bin = join(work, 'bin');
      mkdirSync(bin);
      writeFileSync(join(bin, 'rsync'), `#!/bin/sh\nexec "${node}" "${join(ROOT, 'test/helpers/rsync.mjs')}" "$@"\n`, { mode: 0o755 });
      path = `${bin}:`;
    }
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** A GitLab project that includes the template and extends it, as a user's .gitlab-ci.yml does. */
  const project = (name: string, template = readFileSync(TEMPLATE, 'utf8')) => {
    const dir = join(work, name);
    mkdirSync(join(dir, 'ci'), { recursive: true });
    writeFileSync(join(dir, 'ci/submit-runai-job.yml'), template);
    writeFileSync(
      join(dir, '.gitlab-ci.yml'),
      'include:\n  - local: ci/submit-runai-job.yml\ntrain:\n  extends: .submit-runai-job\n  variables:\n    RUNAI_PROJECT: team-a\n    RUNAI_IMAGE: python:3.12\n',
    );
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', ...args], { cwd: dir, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'init');
    git('remote', 'add', 'origin', 'https://gitlab.example.com/acme/vision.git');
    return dir;
  };

  const gitlabCiLocal = (dir: string, args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number | null; out: string }>((done) => {
      const child = spawn(node, [GITLAB_CI_LOCAL, ...args], {
        cwd: dir,
        env: { PATH: `${path}${dirname(node)}:${process.env.PATH}`, HOME: join(work, 'home'), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      child.on('close', (code) => {
        clearTimeout(timer);
        done({ code, out });
      });
    });

  it('the GitLab template passes GitLab’s schema, and a typo in it would not', async () => {
    const good = await gitlabCiLocal(project('lint'), ['--list']);
    expect(good.out).toContain('json schema validated');
    expect(good.out).toMatch(/^train\s/m);
    expect(good.code).toBe(0);
    const bad = await gitlabCiLocal(project('typo', readFileSync(TEMPLATE, 'utf8').replace('  artifacts:', '  artefacts:')), ['--list']);
    expect(bad.code).not.toBe(0);
  });

  it('the GitLab component takes a GPU count quoted, as its usage says, and no image, to follow a workload that exists (RUNAI_ATTACH)', async () => {
    const dir = project('component');
    mkdirSync(join(dir, 'templates'));
    writeFileSync(join(dir, 'templates/submit-runai-job.yml'), readFileSync(join(ROOT, 'templates/submit-runai-job.yml'), 'utf8'));
    execFileSync('git', ['add', 'templates'], { cwd: dir, stdio: 'ignore' });
    const inputs = "    inputs:\n      base-url: https://tenant.run.ai\n      project: team-a\n      gpu: '1'\n";
    writeFileSync(join(dir, '.gitlab-ci.yml'), `include:\n  - local: templates/submit-runai-job.yml\n${inputs}`);
    execFileSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', 'commit', '-qam', 'the component'], { cwd: dir, stdio: 'ignore' });
    const listed = await gitlabCiLocal(dir, ['--list']);
    expect(listed.out).toMatch(/^submit-runai-job\s/m);
    expect(listed.code, listed.out).toBe(0);
  });

  it('a GitLab job made from the template, as shipped, installs the released package from a registry and submits, with its outputs as artifacts and a dotenv report', async () => {
    await distReady();
    const emulator = await startWorkloadsEmulator();
    // The release as the release workflow publishes it: the packed package, with `npm publish`.
    const registry = await startReleased(join(work, 'packs'));
    try {
      const dir = project('run');
      const s = emulator.settings();
      const variables = {
        RUNAI_BASE_URL: s['base-url']!,
        RUNAI_CLIENT_ID: s['client-id']!,
        RUNAI_CLIENT_SECRET: s['client-secret']!,
        RUNAI_NAME: 'from-gitlab',
        npm_config_registry: registry.url,
        npm_config_cache: join(work, 'npm-cache'),
        npm_config_update_notifier: 'false',
      };
      const run = await gitlabCiLocal(dir, [
        '--force-shell-executor',
        '--artifacts-to-source',
        ...Object.entries(variables).flatMap(([k, v]) => ['--variable', `${k}=${v}`]),
        'train',
      ]);
      expect(run.out).not.toContain(s['client-secret']!);
      expect(run.code, run.out).toBe(0);
      const workload = emulator.workloads.find((w) => w.name === 'from-gitlab')!;
      expect(workload.request.spec.image).toBe('python:3.12');
      // gitlab-ci-local sets GitLab's predefined variables: the workload says which pipeline made it.
      expect(workload.request.spec.labels).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'gitlab.com/pipeline-id' })]));
      expect(JSON.parse(readFileSync(join(dir, 'runai-outputs.json'), 'utf8'))).toMatchObject({ 'job-name': 'from-gitlab', 'workload-id': workload.id });
      expect(readFileSync(join(dir, 'runai.env'), 'utf8')).toContain('RUNAI_JOB_NAME=from-gitlab\n');
      expect(readFileSync(join(dir, 'runai-summary.md'), 'utf8')).toContain('from-gitlab');
    } finally {
      await registry.close();
      await emulator.close();
    }
  });

  it('the GitLab templates stop waiting, then the script, in time for after_script to delete what is left before the job’s timeout', () => {
    const minutes = (duration: string) => Number.parseInt(duration, 10) * (duration.endsWith('h') ? 60 : 1);
    for (const file of [TEMPLATE, join(ROOT, 'templates/submit-runai-job.yml')]) {
      const [job] = Object.values(
        parseAllDocuments(readFileSync(file, 'utf8')).at(-1)!.toJS() as Record<
          string,
          { variables: Record<string, string>; timeout: string; after_script: string[] }
        >,
      );
      const { SUBMIT_RUNAI_JOB_WAIT_MINUTES: wait, RUNNER_SCRIPT_TIMEOUT: script, RUNNER_AFTER_SCRIPT_TIMEOUT: after } = job!.variables;
      expect(Number(wait), file).toBeLessThan(minutes(script!));
      expect(minutes(script!) + minutes(after!), file).toBeLessThan(minutes(job!.timeout));
      expect(job!.after_script, file).toEqual([expect.stringContaining('--post')]);
    }
  });

  it('the GitLab templates stop waiting 20 minutes before a runner’s lower maximum timeout (CI_JOB_TIMEOUT), where no after_script would run', () => {
    for (const file of [TEMPLATE, join(ROOT, 'templates/submit-runai-job.yml')]) {
      const [job] = Object.values(
        parseAllDocuments(readFileSync(file, 'utf8')).at(-1)!.toJS() as Record<string, { variables: Record<string, string>; script: string[] }>,
      );
      const line = job!.script.find((step) => step.includes('RUNAI_WAIT_TIMEOUT_MINUTES'))!;
      const waitFor = (env: Record<string, string>) =>
        execFileSync('sh', ['-c', `${line}; echo "\${RUNAI_WAIT_TIMEOUT_MINUTES:-unset}"`], {
          env: { PATH: process.env.PATH, SUBMIT_RUNAI_JOB_WAIT_MINUTES: job!.variables.SUBMIT_RUNAI_JOB_WAIT_MINUTES!, ...env },
          encoding: 'utf8',
        }).trim();
      expect(waitFor({ RUNAI_WAIT: 'finished', CI_JOB_TIMEOUT: '10800' }), file).toBe('160');
      expect(waitFor({ RUNAI_WAIT: 'finished', CI_JOB_TIMEOUT: '21600' }), file).toBe('340');
      expect(waitFor({ RUNAI_WAIT: 'finished' }), file).toBe('340');
      // A short job's: two thirds of it; one GitLab did not give as a number: none.
      expect(waitFor({ RUNAI_WAIT: 'finished', CI_JOB_TIMEOUT: '1200' }), file).toBe('13');
      expect(waitFor({ RUNAI_WAIT: 'finished', CI_JOB_TIMEOUT: '3h' }), file).toBe('340');
      expect(waitFor({ RUNAI_WAIT: 'finished', CI_JOB_TIMEOUT: '10800', RUNAI_WAIT_TIMEOUT_MINUTES: '90' }), file).toBe('90');
      expect(waitFor({ CI_JOB_TIMEOUT: '10800' }), file).toBe('unset');
    }
  });

  it('the GitLab templates remove what they upload before anything else: a job failing before the command runs uploaded an earlier stage’s outputs, passed down as artifacts, as its own', () => {
    for (const file of [TEMPLATE, join(ROOT, 'templates/submit-runai-job.yml')]) {
      type Job = { script: string[]; artifacts: { paths: string[]; reports: { dotenv: string } } };
      const [job] = Object.values(parseAllDocuments(readFileSync(file, 'utf8')).at(-1)!.toJS() as Record<string, Job>);
      const removed = /^rm -f (.+)$/.exec(job!.script[0]!)![1]!.split(' ');
      expect(removed, file).toEqual(expect.arrayContaining([...job!.artifacts.paths, job!.artifacts.reports.dotenv]));
    }
  });

  /** The command line a GitLab job runs for the workload `name`, once it runs: found by the variable only that job has. */
  const commandLineOf = async (name: string) => {
    for (let tries = 0; tries < 600; tries++) {
      for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
        try {
          const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
          const ours = command.some((arg) => arg.endsWith('bin/submit-runai-job')) && command.includes('--record');
          if (ours && readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`RUNAI_NAME=${name}`)) {
            const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]!;
            return { pid: Number(pid), parentCommand: readFileSync(`/proc/${parent}/comm`, 'utf8').trim() };
          }
        } catch {
          // a process that ended meanwhile
        }
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    throw new Error(`no command line ran for ${name}`);
  };

  it('a cancelled GitLab job deletes its Run:ai job: the command line is the script’s own process, so the SIGTERM of a cancel reaches it, and after_script deletes what a killed one left', async () => {
    await distReady();
    // Jobs that run until deleted.
    const emulator = await startWorkloadsEmulator({ plan: [{ phase: 'Pending', ms: 500 }, { phase: 'Running' }] });
    const registry = await startReleased(join(work, 'packs'));
    try {
      const s = emulator.settings();
      const cancelled = async (name: string, signal: NodeJS.Signals) => {
        const variables = {
          RUNAI_BASE_URL: s['base-url']!,
          RUNAI_CLIENT_ID: s['client-id']!,
          RUNAI_CLIENT_SECRET: s['client-secret']!,
          RUNAI_NAME: name,
          RUNAI_WAIT: 'finished',
          npm_config_registry: registry.url,
          npm_config_cache: join(work, 'npm-cache'),
          npm_config_update_notifier: 'false',
        };
        const run = gitlabCiLocal(project(name), [
          '--force-shell-executor',
          ...Object.entries(variables).flatMap(([k, v]) => ['--variable', `${k}=${v}`]),
          'train',
        ]);
        const commandLine = await commandLineOf(name);
        // A Kubernetes runner signals the script's own processes (its shell's children); through npx, the command line was a grandchild.
        expect(commandLine.parentCommand).toMatch(/^(ba|da)?sh$/);
        while (!emulator.workloads.some((w) => w.name === name)) await new Promise((wait) => setTimeout(wait, 50));
        process.kill(commandLine.pid, signal);
        return { ...(await run), workload: emulator.workloads.find((w) => w.name === name)! };
      };
      // SIGTERM: the command line deletes its job and exits 143; after_script finds nothing left.
      const terminated = await cancelled('cancelled-term', 'SIGTERM');
      expect(terminated.workload.deletedBy, terminated.out).toBe('action');
      expect(terminated.out).toContain('deleted "cancelled-term"');
      expect(terminated.out).not.toContain(s['client-secret']!);
      // SIGKILL, as a shell runner's cancel kills: nothing of the command line runs, and after_script deletes what it recorded.
      const killed = await cancelled('cancelled-kill', 'SIGKILL');
      expect(killed.workload.deletedBy, killed.out).toBe('action');
      expect(killed.out).toContain('Cancelled: deleted job "cancelled-kill"');
      // Its summary file taken too (what it adds is test/e2e/cli.test.ts's to check): after_script is no place to refuse it.
      expect(killed.out).not.toMatch(/--summary runai-summary.md c(an|ould) ?not be written/);
      expect(killed.out).not.toContain(s['client-secret']!);
    } finally {
      await registry.close();
      await emulator.close();
    }
  });

  it('the Jenkins example asks only for inputs and options the command line has', () => {
    const text = readFileSync(JENKINSFILE, 'utf8');
    const inputs = new Set(DECLARED_INPUTS.map((input) => `RUNAI_${input.name.toUpperCase().replaceAll('-', '_')}`));
    const variables = [...text.matchAll(/^\s+(RUNAI_[A-Z_]+)\s*=/gm)].map((m) => m[1]!);
    expect(variables.length).toBeGreaterThan(5);
    for (const variable of variables) expect(inputs, variable).toContain(variable);
    const options = [...text.matchAll(/bin\/submit-runai-job (--[a-z-]+[^']*)'/g)].flatMap((m) => [...m[1]!.matchAll(/--([a-z-]+)/g)].map((o) => o[1]!));
    expect([...new Set(options)].sort()).toEqual(['dotenv', 'outputs', 'post', 'record', 'summary']);
    // --post adds to the summary what it deleted, before the summary is archived; its failure (a job left to delete by hand) does not skip the archive.
    expect(text).toMatch(/sh\(returnStatus: true, script: '[^']*--post \S+ --summary runai-summary\.md'\)\s*\n\s*archiveArtifacts/);
    // The secret comes from Jenkins' credentials store, never from the file.
    expect(text).toMatch(/RUNAI_CLIENT_SECRET = credentials\('/);
    // A kept workspace: what the post block archives is removed before the build's first step, or a build that fails before the command
    // runs archives an earlier build's results as its own.
    const archived = /archiveArtifacts artifacts: '([^']+)'/.exec(text)![1]!.split(', ');
    const removed = /sh 'rm -f ([^']+)'/.exec(text)![1]!.split(' ');
    expect(removed).toEqual(expect.arrayContaining(archived));
  });
});
