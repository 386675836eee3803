// The contract against the vendor documentation's own examples (service-notes.md).
import { describe, expect, it } from 'vitest';
import { checkJob, excerpt, serviceMessage, trimBaseUrl } from '../../src/contract/index.js';
import { validateJobCreated, validateTokenResponse } from '../../src/contract/generated/validators.js';

describe('the documentation examples are valid', () => {
  it('the minimal submission', () => {
    expect(checkJob({ project: 'team-a', image: 'gcr.io/run-ai-demo/quickstart', gpu: 1 })).toEqual([]);
  });

  it('the template values', () => {
    expect(
      checkJob({
        project: 'team-a',
        image: 'i',
        pvc: [{ storageClass: 'my-storage1', size: '3Gi', path: '/tmp/john', readOnly: true }],
        volume: { '/raid/public/john/data': '/root/data' },
        ports: [
          { container: 80, external: 32188, autoGenerate: false },
          { container: 443, autoGenerate: true },
        ],
        arguments: ['-e', '-f'],
        environment: { BATCH_SIZE: 50, LEARNING_RATE: 0.2 },
      }),
    ).toEqual([]);
  });

  it('token responses: both documented variants, either case of token_type, and id-token only', () => {
    expect(validateTokenResponse({ access_token: 'a', expires_in: 36000, token_type: 'bearer' })).toBe(true);
    expect(validateTokenResponse({ access_token: 'a', id_token: 'b', expires_in: 36000, token_type: 'Bearer' })).toBe(true);
    expect(validateTokenResponse({ id_token: 'b' })).toBe(true);
    expect(validateTokenResponse({ token_type: 'bearer' })).toBe(false);
  });

  it('job creation answers: {"name"} and the {"data": {"name"}} envelope', () => {
    expect(validateJobCreated({ name: 'job-1' })).toBe(true);
    expect(validateJobCreated({ data: { name: 'job-1' } })).toBe(true);
    expect(validateJobCreated({ status: 'ok' })).toBe(false);
  });
});

describe('the rules of service-notes.md', () => {
  it.each([
    [{ gpu: 0.5 }, true],
    [{ gpu: 2 }, true],
    [{ gpu: 0 }, true],
    [{ gpu: 1.5 }, false],
    [{ gpu: -1 }, false],
    [{ memory: '512Mi' }, true],
    [{ memory: '20M' }, true],
    [{ memory: '1GB' }, false],
    [{ ttlAfterFinish: '4d' }, true],
    [{ ttlAfterFinish: '4 days' }, false],
    [{ name: 'a'.repeat(63) }, true],
    [{ name: 'a'.repeat(64) }, false],
    [{ name: '1abc' }, false],
    [{ name: 'abc-' }, false],
    [{ imagePullPolicy: 'Never' }, true],
    [{ serviceType: 'ingress', ports: [{ container: 80, autoGenerate: true }] }, true],
    [{ parallelism: 2, completions: 4 }, true],
    [{ parallelism: 2, completions: 4, elastic: true }, false],
    [{ parallelism: 2, completions: 4, interactive: true }, false],
  ])('%j valid: %s', (fields, valid) => {
    expect(checkJob({ project: 'p', image: 'i', ...fields }).length === 0).toBe(valid);
  });
});

describe('wire helpers', () => {
  it('a base URL with a path prefix and trailing slashes never yields //api', () => {
    expect(`${trimBaseUrl('https://c.example.com/researcher//')}/api/v1/jobs`).toBe('https://c.example.com/researcher/api/v1/jobs');
  });

  it("the service's own words: message and details, OAuth errors, a clean excerpt of HTML", () => {
    expect(serviceMessage({ status: 409, message: 'Conflict', details: 'the job x already exists' })).toBe('Conflict: the job x already exists');
    expect(serviceMessage({ error: 'invalid_client', error_description: 'Invalid client credentials' })).toBe('Invalid client credentials');
    expect(serviceMessage('<html><head><title>502</title><style>p{}</style></head><body><h1>502 Bad Gateway</h1></body></html>')).toBe('502 Bad Gateway');
    expect(excerpt('x'.repeat(500))).toHaveLength(200);
  });
});
