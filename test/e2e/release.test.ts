// A release, as far as it can be proven here (nothing can be published from this machine): the
// release workflow's checks (the tag, package.json and the CHANGELOG agree; the notes are the
// version's section), the package published with `npm publish` to a registry on loopback and run
// with `npx` in an empty folder as a GitLab job would, the templates pinned to the version being
// released, and the GitLab CI/CD component read by gitlab-ci-local against GitLab's schema.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseNotes } from '../../scripts/release-notes.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { publish, startReleased } from '../helpers/registry.js';
import { distReady, ROOT } from '../helpers/run-action.js';
import { runnersRuntime } from '../helpers/runtimes.js';

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const notes = releaseNotes as (tag: string, changelog: string, packageVersion: string) => string;

describe('the release notes', () => {
  const changelog = '# Changelog\n\n## 1.2.0 (2026-12-01)\n\n- A thing.\n\n## 1.1.0 (unreleased)\n\n- Another.\n';
  it('are the version’s CHANGELOG section, without its heading', () => {
    expect(notes('v1.2.0', changelog, '1.2.0')).toBe('- A thing.\n');
  });
  it('refuse a tag that is no version, one package.json does not say, one without a section, and one marked unreleased', () => {
    expect(() => notes('1.2.0', changelog, '1.2.0')).toThrow('"1.2.0" is not a release tag: expected vMAJOR.MINOR.PATCH');
    expect(() => notes('v1.2.0', changelog, '1.1.0')).toThrow('package.json says 1.1.0, the tag v1.2.0');
    expect(() => notes('v1.3.0', changelog, '1.3.0')).toThrow('CHANGELOG.md has no "## 1.3.0" section');
    expect(() => notes('v1.1.0', changelog, '1.1.0')).toThrow('CHANGELOG.md marks 1.1.0 unreleased');
  });
});

describe('the templates', () => {
  it('pin the version package.json is at, the one a release publishes', () => {
    for (const file of ['ci/gitlab/submit-runai-job.yml', 'templates/submit-runai-job.yml', 'ci/jenkins/Jenkinsfile']) {
      const pins = [...readFileSync(join(ROOT, file), 'utf8').matchAll(/submit-runai-job@(\d+\.\d+\.\d+)/g)].map((m) => m[1]);
      expect(pins.length, file).toBeGreaterThan(0);
      expect(new Set(pins), file).toEqual(new Set([version]));
    }
  });
});

describe.each(runnersRuntime())('a release, on $name', ({ node }) => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'release-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('published with npm publish to a registry on loopback, runs from npx in an empty folder against the emulator', async () => {
    await distReady();
    const emulator = await startWorkloadsEmulator();
    const packs = join(work, 'packs');
    const registry = await startReleased(packs);
    try {
      expect(registry.published).toEqual([`submit-runai-job@${version}`]);
      // A version is published once: the release workflow cannot overwrite one.
      await expect(publish(registry, packs)).rejects.toThrow();
      const empty = join(work, 'empty');
      mkdirSync(empty);
      const s = emulator.settings();
      const { stdout } = await promisify(execFile)(
        'npx',
        ['--yes', '--package', `submit-runai-job@${version}`, 'submit-runai-job', '--project', 'team-a', '--image', 'python:3.12', '--name', 'from-npx'],
        {
          cwd: empty,
          env: {
            PATH: `${dirname(node)}:${process.env.PATH}`,
            HOME: join(work, 'home'),
            npm_config_registry: registry.url,
            npm_config_cache: join(work, 'npm-cache'),
            npm_config_update_notifier: 'false',
            RUNAI_BASE_URL: s['base-url']!,
            RUNAI_CLIENT_ID: s['client-id']!,
            RUNAI_CLIENT_SECRET: s['client-secret']!,
          },
        },
      );
      expect(JSON.parse(stdout)).toMatchObject({ 'job-name': 'from-npx', result: 'submitted' });
      expect(emulator.workloads.map((w) => w.name)).toEqual(['from-npx']);
    } finally {
      await registry.close();
      await emulator.close();
    }
  });

  it('the GitLab CI/CD component passes GitLab’s schema with its inputs, and makes the job they name', async () => {
    const dir = join(work, 'component');
    mkdirSync(join(dir, 'templates'), { recursive: true });
    writeFileSync(join(dir, 'templates/submit-runai-job.yml'), readFileSync(join(ROOT, 'templates/submit-runai-job.yml'), 'utf8'));
    writeFileSync(
      join(dir, '.gitlab-ci.yml'),
      'include:\n  - local: templates/submit-runai-job.yml\n    inputs:\n      job-name: train\n      base-url: https://tenant.run.ai\n      project: team-a\n      image: python:3.12\n      wait: finished\n',
    );
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', ...args], { cwd: dir, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'init');
    const { stdout, stderr } = await promisify(execFile)(node, [join(ROOT, 'node_modules/gitlab-ci-local/dist/index.js'), '--list'], {
      cwd: dir,
      env: { PATH: `${dirname(node)}:${process.env.PATH}`, HOME: join(work, 'home') },
    });
    expect(`${stdout}${stderr}`).toContain('json schema validated');
    expect(stdout).toMatch(/^train\s/m);
  });
});
