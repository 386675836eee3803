// The contract against the vendor documentation's own examples (as openapi/runai.yaml quotes them).
import { describe, expect, it } from 'vitest';
import { checkJob, excerpt, readItems, serviceMessage, trimBaseUrl } from '../../src/contract/index.js';
import { job, validateJob, validateJobCreated, validateTokenResponse } from '../../src/contract/generated/validators.js';
import { createAjv, inlineReferences, readSchemas } from '../../scripts/schemas.mjs';

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

describe('the rules of the vendor documentation (openapi/runai.yaml)', () => {
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

describe('the job validator, generated in parts', () => {
  // One validator of the whole job, compiled here as scripts/generate.mjs once did.
  const ajv = createAjv();
  ajv.addSchema({ $id: 'runai', $defs: inlineReferences(readSchemas()) });
  const whole = ajv.getSchema('runai#/$defs/Job')!;

  // Values of every JSON type and of the document's formats, tried in every field.
  const values: unknown[] = [
    null,
    true,
    false,
    0,
    1,
    -1,
    0.5,
    1.5,
    2,
    70000,
    '',
    'x',
    'Abc',
    '1Gi',
    '1GB',
    '/abs',
    'rel',
    '4d',
    'Never',
    'nodeport',
    [],
    ['a'],
    [1],
    [{}],
    [{ size: '3Gi', path: '/p' }],
    [{ size: 'x', path: 'p', readOnly: 'no' }],
    [{ container: 80 }],
    [{ container: 'x', external: -1 }],
    {},
    { A: '1' },
    { A: 1, B: 0.5 },
    { 'bad key': 'v' },
    { '/h': '/c' },
    { '/h': 'c' },
    { a: { b: 1 } },
  ];
  const fields = Object.keys(job.properties!);
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const jobs: unknown[] = [
    null,
    [],
    'job',
    1,
    {},
    { project: 'p' },
    { project: 'p', image: 'i', gpus: 1 },
    { project: 'p', image: 'i', parallelism: 2, elastic: true, interactive: true },
  ];
  for (const field of fields) for (const value of values) jobs.push({ project: 'p', image: 'i', [field]: value });
  for (let i = 0; i < 2000; i++) {
    const job: Record<string, unknown> = random(4) ? { project: 'p', image: 'i' } : {};
    for (let n = random(5) + 1; n > 0; n--) job[random(8) ? fields[random(fields.length)]! : 'unknownField'] = values[random(values.length)];
    jobs.push(job);
  }

  it(`reports what one validator of the whole job reports, in the same order (${fields.length} fields, ${values.length} values each, 2000 mixes)`, () => {
    let invalid = 0;
    for (const job of jobs) {
      const valid = whole(job);
      expect([validateJob(job), validateJob.errors ?? null], JSON.stringify(job)).toEqual([valid, whole.errors ?? null]);
      if (!valid) invalid++;
    }
    // The corpus holds both kinds, or the comparison would prove little.
    expect(invalid).toBeGreaterThan(1000);
    expect(jobs.length - invalid).toBeGreaterThan(100);
  });
});

describe('wire helpers', () => {
  it('a base URL with a path prefix and trailing slashes never yields //api', () => {
    expect(`${trimBaseUrl('https://c.example.com/researcher//')}/api/v1/jobs`).toBe('https://c.example.com/researcher/api/v1/jobs');
    // A run of slashes is trimmed in one pass (a /\/+$/ pattern retries from every one of them).
    expect(trimBaseUrl(`https://c.example.com${'/'.repeat(40_000)}`)).toBe('https://c.example.com');
  });

  it('problems are data: a kind, the path, the value, what is expected and a likely fix', () => {
    const problems = checkJob({ project: 'p', image: 'i', gpus: 1, memory: '8GB', parallelism: 2, environment: { '1X': 'a' }, pvc: [{ size: '1Gi' }] });
    expect(problems).toHaveLength(5);
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'unknown-field', path: ['gpus'], value: 'gpus', suggestion: 'gpu' },
        {
          kind: 'rule',
          path: ['parallelism'],
          value: 2,
          expected: 'parallelism above 1 needs completions, and cannot be combined with elastic or interactive',
        },
        { kind: 'bad-name', path: ['environment', '1X'], value: '1X', expected: expect.stringMatching(/^an environment variable name/) },
        {
          kind: 'invalid-value',
          path: ['memory'],
          value: '8GB',
          expected: 'a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one)',
          suggestion: '8Gi',
        },
        { kind: 'missing', path: ['pvc', 0, 'path'], expected: 'an absolute path, starting with "/"' },
      ]),
    );
  });

  it("a rule the document gives no sentence for is said as a person would, not in the validator's words", () => {
    // A value of the wrong type for a field of allowed values is told both.
    expect(checkJob({ project: 'p', image: 'i', imagePullPolicy: 1 }).map((p) => p.expected)).toEqual(['a string', 'one of Always, IfNotPresent, Never']);
    expect(checkJob({ project: 'p', image: 'i', command: '' })).toEqual([
      { kind: 'invalid-value', path: ['command'], value: '', expected: 'text that is not empty' },
    ]);
  });

  it("the service's own words: message and details, OAuth errors, a clean excerpt of HTML", () => {
    expect(serviceMessage({ status: 409, message: 'Conflict', details: 'the job x already exists' })).toBe('Conflict: the job x already exists');
    expect(serviceMessage({ error: 'invalid_client', error_description: 'Invalid client credentials' })).toBe('Invalid client credentials');
    expect(serviceMessage('<html><head><title>502</title><style>p{}</style></head><body><h1>502 Bad Gateway</h1></body></html>')).toBe('502 Bad Gateway');
    // Cut before a word, never inside one: what a cut left of a secret, no masker would find.
    expect(excerpt(`${'word '.repeat(39)}Db-Pa55w0rd-XYZ and more`)).toBe(`${'word '.repeat(39).trimEnd()}…`);
    expect(excerpt('x'.repeat(500))).toBe('…');
  });
});

describe('a list read as it arrives', () => {
  it('keeps its items and the members beside them, but not a hostile page’s hundreds of large members', async () => {
    const big = 'x'.repeat(60 * 1024);
    const members = Array.from({ length: 300 }, (_, i) => `"m${i}": {"text": "${big}"}`).join(', ');
    const body = `{"next": 500, "data": [{"name": "a"}, {"name": "b"}], ${members}}`;
    const chunks = (async function* () {
      for (let at = 0; at < body.length; at += 65_536) yield Buffer.from(body.slice(at, at + 65_536));
    })();
    const names: unknown[] = [];
    const read = await readItems(chunks, { key: 'data', onItem: (item) => names.push((item as { name: string }).name) });
    expect(names).toEqual(['a', 'b']);
    expect(read.members.next).toBe(500);
    // 64 KiB of members in all, then none: two of 60 KiB at most, not 300 (18 MB of text).
    expect(Object.keys(read.members).length).toBeLessThanOrEqual(3);
  });
});
