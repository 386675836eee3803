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

describe('the hosted runner’s 6 hours', () => {
  it('a stop past 5.5 hours of a step on a GitHub-hosted runner is taken for its limit; not earlier, nor on another runner', async () => {
    const { nearHostedLimit } = await import('../../src/host/github.js');
    const hour = 3_600_000;
    expect(nearHostedLimit({ RUNNER_ENVIRONMENT: 'github-hosted' }, 5.6 * hour)).toBe(true);
    expect(nearHostedLimit({ RUNNER_ENVIRONMENT: 'github-hosted' }, 2 * hour)).toBe(false);
    expect(nearHostedLimit({ RUNNER_ENVIRONMENT: 'self-hosted' }, 5.9 * hour)).toBe(false);
    expect(nearHostedLimit({}, 5.9 * hour)).toBe(false);
  });
});
