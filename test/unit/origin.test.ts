// Where a workload came from, as the CI system's variables tell it: a Git remote's credentials,
// in every form git accepts, never reach the workload's annotations.
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
});

describe('a job’s 360 minutes', () => {
  it('a stop past 5 hours of a step is taken for the job’s timeout-minutes on any runner (earlier steps ran too); not earlier', async () => {
    const { nearJobLimit } = await import('../../src/host/github.js');
    const hour = 3_600_000;
    expect(nearJobLimit(5.2 * hour)).toBe(true);
    expect(nearJobLimit(5.9 * hour)).toBe(true);
    expect(nearJobLimit(2 * hour)).toBe(false);
  });
});
