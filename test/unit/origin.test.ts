// Where a workload came from, as the CI system's variables tell it: a Git remote's credentials,
// in every form git accepts, never reach the workload's annotations.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { originOf } from '../../src/host/origin.js';

describe('a Jenkins remote with credentials', () => {
  it.each([
    ['https://u:TOK1@[fe80::1%25eth0]/acme/vision.git', 'https://[fe80::1%25eth0]/acme/vision.git'],
    ['ftps://u:TOK2@git.example.com/acme/vision.git', 'ftps://git.example.com/acme/vision.git'],
    ['git+ssh://u:TOK3@git.example.com/acme/vision.git', 'git+ssh://git.example.com/acme/vision.git'],
    ['u:TOK4@git.example.com:acme/vision.git', 'git.example.com:acme/vision.git'],
    ['https://a:TOK5@b@git.example.com/x.git', 'https://git.example.com/x.git'],
    ['https://github.com/acme/vision.git', 'https://github.com/acme/vision.git'],
  ])('%s is annotated as %s', (remote, shown) => {
    const origin = originOf({ JENKINS_URL: 'https://ci.example.com/', GIT_URL: remote, BUILD_NUMBER: '1' });
    expect(origin?.annotations['jenkins.io/repository']).toBe(shown);
    expect(JSON.stringify(origin)).not.toMatch(/TOK\d/);
  });
});

describe('the work of a Jenkins build', () => {
  it('is its job’s and stage’s: parallel stages of one build that send the same request never take each other’s job', () => {
    const build = { JENKINS_URL: 'https://ci.example.com/', JOB_NAME: 'vision/main', GIT_COMMIT: '9f2c1e0', BUILD_NUMBER: '41' };
    const scopes = ['Train A', 'Train B', undefined].map((STAGE_NAME) => originOf({ ...build, ...(STAGE_NAME ? { STAGE_NAME } : {}) }).work?.scope);
    expect(scopes).toEqual(['vision/main Train A', 'vision/main Train B', 'vision/main']);
  });

  it('is known without a root URL configured, where Jenkins sets neither JENKINS_URL nor BUILD_URL: a re-run would otherwise train again, unsaid', () => {
    const build = { JENKINS_HOME: '/var/jenkins_home', JOB_NAME: 'vision/main', GIT_COMMIT: '9f2c1e0', BUILD_NUMBER: '41' };
    expect(originOf(build).work?.scope).toBe('vision/main');
    expect(originOf(build).labels['jenkins.io/build-number']).toBe('41');
  });
});

describe('a job’s 360 minutes', () => {
  it('a stop past 5 hours of a step is taken for the job’s timeout-minutes on any runner (earlier steps ran too); not earlier', async () => {
    const { nearJobLimit } = await import('../../src/host/github.js');
    const hour = 3_600_000;
    expect(nearJobLimit(5.2 * hour)).toBe(true);
    expect(nearJobLimit(5.9 * hour)).toBe(true);
    expect(nearJobLimit(2 * hour)).toBe(false);
    // Past the 360 minutes, the job's limit was raised (a self-hosted runner): something else stopped it.
    expect(nearJobLimit(6 * hour)).toBe(true);
    expect(nearJobLimit(10 * hour)).toBe(false);
  });
});

describe('a GitHub run for a pull request at the default branch’s commit (pull_request_target, workflow_run, issue_comment)', () => {
  const BASE = '1111111111111111111111111111111111111111';
  const run = (event: string, payload: object, runId = '5001') => {
    const path = join(mkdtempSync(join(tmpdir(), 'origin-')), 'event.json');
    writeFileSync(path, JSON.stringify(payload));
    return originOf({
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'acme/models',
      GITHUB_WORKFLOW_REF: 'acme/models/.github/workflows/train.yml@refs/heads/main',
      GITHUB_JOB: 'train',
      GITHUB_ACTION: 'train',
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: path,
      GITHUB_SHA: BASE,
      GITHUB_REF: 'refs/heads/main',
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: '1',
    });
  };
  const head = (sha: string) => ({ number: 7, pull_request: { number: 7, head: { sha } } });

  it('pull_request_target: each push to the pull request is its own work, labelled with its head commit and the pull request', () => {
    const [first, second] = [run('pull_request_target', head('a'.repeat(40))), run('pull_request_target', head('b'.repeat(40)), '5002')];
    expect([first.work?.commit, second.work?.commit]).toEqual(['a'.repeat(40), 'b'.repeat(40)]);
    expect(first.labels).toMatchObject({ 'github.com/commit': 'a'.repeat(40), 'github.com/pull-request': '7' });
    expect(first.annotations['github.com/pull-request']).toBe('https://github.com/acme/models/pull/7');
  });

  it('pull_request_target or workflow_run whose payload cannot be read is no work: never keyed by the default branch’s commit', () => {
    const unread = run('pull_request_target', {});
    expect(unread.work).toBeUndefined();
    expect(unread.labels['github.com/commit']).toBeUndefined();
    expect(run('workflow_run', {}).work).toBeUndefined();
  });

  it('workflow_run: the commit the triggering run was for', () => {
    expect(run('workflow_run', { workflow_run: { head_sha: 'c'.repeat(40) } }).labels['github.com/commit']).toBe('c'.repeat(40));
  });

  it('issue_comment: each comment is its own work (it names no commit of the pull request); a re-run of one is the same', () => {
    const on = (id: number, runId?: string) => run('issue_comment', { issue: { number: 7, pull_request: {} }, comment: { id } }, runId).work?.scope;
    expect(on(1)).not.toBe(on(2));
    expect(on(1, '5009')).toBe(on(1));
    expect(run('issue_comment', { issue: { number: 7, pull_request: {} }, comment: { id: 1 } }).labels['github.com/pull-request']).toBe('7');
  });
});
