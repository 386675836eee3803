// The job inputs: every format, good and bad, with the exact message a user reads.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { planJobs, type JobInputs } from '../../src/job.js';
import { readMapInput } from '../../src/formats.js';

const base = { project: 'team-a', image: 'python:3.12' };

function plan(fields: Record<string, string>, more: Partial<JobInputs> = {}) {
  return planJobs({ fields: { ...base, ...fields }, ...more });
}

function problems(fields: Record<string, string>, more: Partial<JobInputs> = {}): string[] {
  try {
    plan(fields, more);
  } catch (error) {
    if (error instanceof InputError) return error.messages;
    throw error;
  }
  throw new Error('expected the inputs to be refused');
}

describe('single job inputs', () => {
  it.each([
    ['8', '8Gi'],
    ['512m', '512Mi'],
    ['8g', '8Gi'],
  ])('memory %j, which Kubernetes takes for next to no bytes (a number alone is bytes, m thousandths of one), is refused: %s is meant', (text, meant) => {
    const expected = 'a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one)';
    expect(problems({ memory: text })).toEqual([`Input 'memory': "${text}" is not valid: expected ${expected}. Did you mean "${meant}"?`]);
  });

  it('a request above its limit is refused, naming both, the units compared (1Gi is more than 1G); at or under its limit, or a limit alone, is taken', () => {
    const why = 'Kubernetes refuses a request above its limit, and the job would never start. Raise the limit, or lower the request.';
    expect(problems({ cpu: '4', cpuLimit: '2', memory: '1Gi', memoryLimit: '1G' })).toEqual([
      `Input 'cpu': 4 — above 'cpu-limit' (2): ${why}`,
      `Input 'memory': "1Gi" — above 'memory-limit' (1G): ${why}`,
    ]);
    expect(problems({ memory: '2e9', memoryLimit: '1.5G' })).toEqual([`Input 'memory': "2e9" — above 'memory-limit' (1.5G): ${why}`]);
    for (const fields of <Record<string, string>[]>[
      { cpu: '2', cpuLimit: '2' },
      { memory: '1G', memoryLimit: '1Gi' },
      { memory: '512Mi', memoryLimit: '0.5Gi' },
      { memoryLimit: '1k' },
    ])
      expect(plan(fields)).toHaveLength(1);
  });

  it('a value tagged `!` is text as written (YAML’s non-specific tag), not refused with the tags that would drop what they tag', () => {
    expect(plan({ environment: 'SEED: ! 12' })[0]!.job.environment).toEqual({ SEED: '12' });
    expect(problems({ environment: 'SEED: !!omap [A: 1]' })[0]).toContain('the tag !!omap is not read here');
  });

  it('sends only what was set', () => {
    expect(plan({})).toEqual([{ job: base, label: '', sources: expect.any(Map) }]);
  });

  it.each([
    ['interactive', 'true', true],
    ['tty', 'False', false],
    ['gpu', '2', 2],
    ['gpu', '0.5', 0.5],
    ['cpu', '1.5', 1.5],
    ['cpu-limit', '4', 4],
    ['backoff-limit', '0', 0],
    ['memory', '512Mi', '512Mi'],
    ['memory', '0.5Gi', '0.5Gi'],
    ['memory', '8589934592', '8589934592'],
    ['memory', '1e9', '1e9'],
    ['memory-limit', '1G', '1G'],
    ['ttl-after-finish', '2m', '2m'],
    ['image-pull-policy', 'IfNotPresent', 'IfNotPresent'],
    ['service-type', 'nodeport', 'nodeport'],
    ['name', 'train-resnet-1', 'train-resnet-1'],
    ['working-dir', '/workspace', '/workspace'],
  ])('%s: %j', (input, text, value) => {
    const field = input.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    const extra: Record<string, string> = field === 'serviceType' ? { ports: '80' } : {};
    expect(plan({ [field]: text, ...extra })[0]!.job[field as 'gpu']).toEqual(value);
  });

  it.each([
    ['interactive', 'yes', `Input 'interactive': "yes" is not valid: expected true or false.`],
    // A name every object has is no boolean, and is quoted as given, not as what the object holds under it.
    ['interactive', 'constructor', `Input 'interactive': "constructor" is not valid: expected true or false.`],
    ['cpuLimit', '1.5', `Input 'cpu-limit': "1.5" is not valid: expected a whole number, such as 2.`],
    ['gpu', 'one', `Input 'gpu': "one" is not valid: expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5.`],
    ['gpu', '1.5', `Input 'gpu': 1.5 is not valid: expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5.`],
    ['cpu', '0', `Input 'cpu': 0 is not valid: expected a number of CPU units above 0, such as 0.5 or 2.`],
    [
      'memory',
      '1GB',
      `Input 'memory': "1GB" is not valid: expected a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one). Did you mean "1Gi"?`,
    ],
    [
      'memory',
      '1 gb',
      `Input 'memory': "1 gb" is not valid: expected a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one). Did you mean "1Gi"?`,
    ],
    [
      'memory',
      'lots',
      `Input 'memory': "lots" is not valid: expected a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one).`,
    ],
    [
      'name',
      'Train_1',
      `Input 'name': "Train_1" is not valid: expected a DNS-1035 label: at most 63 characters of lowercase letters, digits and "-", starting with a letter and ending with a letter or digit, such as "train-resnet-1".`,
    ],
    [
      'name',
      `a${'b'.repeat(63)}`,
      `Input 'name': "a${'b'.repeat(63)}" is not valid: expected a DNS-1035 label: at most 63 characters of lowercase letters, digits and "-", starting with a letter and ending with a letter or digit, such as "train-resnet-1".`,
    ],
    ['imagePullPolicy', 'always', `Input 'image-pull-policy': "always" is not valid: expected one of Always, IfNotPresent, Never.`],
    ['ttlAfterFinish', '5 minutes', `Input 'ttl-after-finish': "5 minutes" is not valid: expected a duration such as 5s, 2m, 3h or 4d.`],
    [
      'image',
      'my image',
      `Input 'image': "my image" is not valid: expected a container image reference without spaces, such as "gcr.io/run-ai-demo/quickstart".`,
    ],
    ['parallelism', '2', `Input 'parallelism': 2 — parallelism above 1 needs completions, and cannot be combined with elastic or interactive.`],
    ['serviceType', 'ingress', `Input 'service-type': "ingress" — a service type needs at least one port to expose.`],
  ])('%s %j is refused', (field, text, message) => {
    expect(problems({ [field]: text })).toEqual([message]);
  });

  it('names the missing required fields and where to set them', () => {
    expect(() => planJobs({ fields: {} })).toThrow(InputError);
    try {
      planJobs({ fields: {} });
    } catch (error) {
      expect((error as InputError).messages).toEqual([
        `The job has no project: set the 'project' input, or "project" in 'job' or 'job-file' (expected a project name, one word such as "team-a").`,
        `The job has no image: set the 'image' input, or "image" in 'job' or 'job-file' (expected a container image reference without spaces, such as "gcr.io/run-ai-demo/quickstart").`,
      ]);
    }
  });

  it('an enumeration lists its values', () => {
    expect(problems({ serviceType: 'NodePort', ports: '80' })).toEqual([
      `Input 'service-type': "NodePort" is not valid: expected one of portforward, loadbalancer, nodeport, ingress.`,
    ]);
  });

  it('reports every bad input at once', () => {
    expect(problems({ gpu: '3.5', memory: '8GB', interactive: 'maybe' })).toHaveLength(3);
  });
});

describe('list and map inputs', () => {
  it('arguments: one per line, or a YAML or JSON sequence', () => {
    expect(plan({ arguments: '--epochs\n10\n\n--lr=0.1' })[0]!.job.arguments).toEqual(['--epochs', '10', '--lr=0.1']);
    expect(plan({ arguments: '["-e", "-f"]' })[0]!.job.arguments).toEqual(['-e', '-f']);
    expect(plan({ arguments: '- "a b"\n- ""' })[0]!.job.arguments).toEqual(['a b', '']);
    expect(problems({ arguments: '- "1"\n- [2]' })).toEqual([`Input 'arguments' item 2: [2] is not valid: expected a string.`]);
  });

  it('environment: KEY=VALUE per line as strings, or a map whose values may be numbers', () => {
    expect(plan({ environment: 'BATCH_SIZE=50\nURL=http://x/?a=b' })[0]!.job.environment).toEqual({ BATCH_SIZE: '50', URL: 'http://x/?a=b' });
    expect(plan({ environment: '{"BATCH_SIZE": 50, "LEARNING_RATE": 0.2}' })[0]!.job.environment).toEqual({ BATCH_SIZE: 50, LEARNING_RATE: 0.2 });
    expect(plan({ environment: 'SEED: 3\nNAME: x' })[0]!.job.environment).toEqual({ SEED: 3, NAME: 'x' });
    expect(problems({ environment: 'A=1\nnot a pair' })).toEqual([
      `Input 'environment' line 2: "not a pair" is not valid: expected KEY=VALUE per line, such as BATCH_SIZE=50.`,
    ]);
    expect(problems({ environment: 'A=1\nA=2' })).toEqual([`Input 'environment' line 2: "A" is given twice (lines 1 and 2); give each once.`]);
    expect(problems({ environment: '1BAD=x' })).toEqual([
      `Input 'environment' "1BAD": "1BAD" is not a valid name: expected an environment variable name of letters, digits, "_", "-" and ".", not starting with a digit.`,
    ]);
  });

  it('environment values are sent as written: YAML and JSON numbers that would change, and true/false, stay text', () => {
    const written = 'A: 1.10\nB: 0x1F\nC: 12345678901234567890\nD: 1e3\nE: True\nF: false\nG: 50\nH: 0.2\nI: "quoted"';
    expect(plan({ environment: written })[0]!.job.environment).toEqual({
      A: '1.10',
      B: '0x1F',
      C: '12345678901234567890',
      D: '1e3',
      E: 'True',
      F: 'false',
      G: 50,
      H: 0.2,
      I: 'quoted',
    });
    expect(plan({ environment: '{"A": 1.10, "B": 12345678901234567890, "C": true, "D": 50}' })[0]!.job.environment).toEqual({
      A: '1.10',
      B: '12345678901234567890',
      C: 'true',
      D: 50,
    });
    expect(planJobs({ fields: { ...base, environment: '{"C": true, "D": 50}' } }).map((p) => p.job.environment)).toEqual([{ C: 'true', D: 50 }]);
    // Numbers inside strings, after escaped quotes and backslashes, are the strings' own.
    expect(planJobs({ fields: { ...base, environment: String.raw`{"A": "x\" 1.10", "B": "a\\", "C": 50}` } })[0]!.job.environment).toEqual({
      A: 'x" 1.10',
      B: 'a\\',
      C: 50,
    });
    // Everywhere an environment is written: a job object, a list of jobs, and both matrix forms.
    const planned = plan(
      {},
      {
        job: 'environment: {PYTHON: 3.10}\ngpu: 0.50',
        jobs: '[{environment: {TORCH: 2.10}}]',
        matrix: 'environment.CUDA: [12.10, 11.8]\nenvironment: [{TAG: 1.0}]',
      },
    );
    expect(planned.map((p) => [p.job.environment, p.job.gpu])).toEqual([
      [{ PYTHON: '3.10', TORCH: '2.10', CUDA: '12.10', TAG: '1.0' }, 0.5],
      [{ PYTHON: '3.10', TORCH: '2.10', CUDA: 11.8, TAG: '1.0' }, 0.5],
    ]);
    expect(planned[0]!.label).toBe('jobs[0], environment.CUDA=12.10, environment={"TAG":"1.0"}');
  });

  it('arguments are text only: a number is sent as written, in every form they come in', () => {
    expect(plan({ arguments: '[--lr, 0.010, --epochs, 10, --fp16, true]' })[0]!.job.arguments).toEqual(['--lr', '0.010', '--epochs', '10', '--fp16', 'true']);
    expect(plan({ arguments: '["--epochs", 10]' })[0]!.job.arguments).toEqual(['--epochs', '10']);
    expect(planJobs({ fields: { ...base, arguments: '["--epochs", 10, true]' } })[0]!.job.arguments).toEqual(['--epochs', '10', 'true']);
    const planned = plan({}, { job: 'arguments: [--seed, 1]', jobs: '[{}, {arguments: [--seed, 2.50]}]', matrix: 'arguments: [[--lr, 1e-4]]' });
    expect(planned.map((p) => p.job.arguments)).toEqual([
      ['--lr', '1e-4'],
      ['--lr', '1e-4'],
    ]);
    expect(plan({}, { job: 'arguments: [--seed, 1]', jobs: '[{}, {arguments: [--seed, 2.50]}]' }).map((p) => p.job.arguments)).toEqual([
      ['--seed', '1'],
      ['--seed', '2.50'],
    ]);
  });

  it('names are kept as written too, and an anchored value is text where it is text and a number where it is one', () => {
    // Label names may be numbers to YAML; two that YAML reads as one are two names.
    expect(readMapInput('labels', '1.10: x\nTrue: y\n0x1F: z\n1.1: w')).toEqual({ '1.10': 'x', True: 'y', '0x1F': 'z', '1.1': 'w' });
    expect(Object.keys(readMapInput('labels', '1.10: x\nTrue: y\n0x1F: z\n1.1: w'))).toEqual(['1.10', 'True', '0x1F', '1.1']);
    const planned = plan(
      {},
      { job: 'environment: {A: &half 0.50, B: *half}\ngpu: *half', jobs: '[{environment: &env {C: 1.10}}, {environment: *env, gpu: 1}]' },
    );
    expect(planned.map((p) => [p.job.environment, p.job.gpu])).toEqual([
      [{ A: '0.50', B: '0.50', C: '1.10' }, 0.5],
      [{ A: '0.50', B: '0.50', C: '1.10' }, 1],
    ]);
    expect(plan({}, { job: 'gpu: &one 1.0\nenvironment: {ONE: *one}' })[0]!.job).toMatchObject({ gpu: 1, environment: { ONE: '1.0' } });
  });

  it('volume: HOST_PATH:CONTAINER_PATH per line, or a map', () => {
    expect(plan({ volume: '/raid/public/john/data:/root/data' })[0]!.job.volume).toEqual({ '/raid/public/john/data': '/root/data' });
    expect(plan({ volume: '"/raid/data": "/root/data"' })[0]!.job.volume).toEqual({ '/raid/data': '/root/data' });
    expect(problems({ volume: '/raid/data' })).toEqual([
      `Input 'volume' line 1: "/raid/data" is not valid: expected HOST_PATH:CONTAINER_PATH per line, such as /raid/public/data:/root/data.`,
    ]);
    expect(problems({ volume: '/raid:data' })).toEqual([`Input 'volume' "/raid": "data" is not valid: expected an absolute path, starting with "/".`]);
  });

  it('pvc: [STORAGE_CLASS]:SIZE:CONTAINER_PATH[:ro] per line, or a sequence', () => {
    expect(plan({ pvc: 'my-storage1:3Gi:/tmp/john:ro\n:10Gi:/data' })[0]!.job.pvc).toEqual([
      { storageClass: 'my-storage1', size: '3Gi', path: '/tmp/john', readOnly: true },
      { size: '10Gi', path: '/data' },
    ]);
    const yaml = '- storageClass: my-storage1\n  size: 3Gi\n  path: /tmp/john\n  readOnly: true';
    expect(plan({ pvc: yaml })[0]!.job.pvc).toEqual([{ storageClass: 'my-storage1', size: '3Gi', path: '/tmp/john', readOnly: true }]);
    expect(problems({ pvc: ':3Gi' })).toEqual([
      `Input 'pvc' line 1: ":3Gi" is not valid: expected [STORAGE_CLASS]:SIZE:CONTAINER_PATH[:ro] per line, such as :3Gi:/data or my-storage:3Gi:/data:ro.`,
    ]);
    expect(problems({ pvc: ':3Gi:/data:rw' })).toHaveLength(1);
    expect(problems({ pvc: ':3GB:/data' })).toEqual([
      `Input 'pvc' item 1 (size): "3GB" is not valid: expected a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one). Did you mean "3Gi"?`,
    ]);
    expect(problems({ pvc: '[{"size": "1Gi", "path": "/d", "mode": "ro"}]' })).toEqual([
      `Input 'pvc' item 1 (mode): is not a field here (fields: storageClass, size, path, readOnly).`,
    ]);
  });

  it('ports: [EXTERNAL:]CONTAINER per line in docker order, or a sequence', () => {
    expect(plan({ ports: '30022:22\n8888' })[0]!.job.ports).toEqual([
      { container: 22, external: 30022, autoGenerate: false },
      { container: 8888, autoGenerate: true },
    ]);
    const json = '[{"container":80,"external":32188,"autoGenerate":false},{"container":443,"autoGenerate":true}]';
    expect(plan({ ports: json })[0]!.job.ports).toEqual(JSON.parse(json));
    expect(problems({ ports: 'http' })).toEqual([
      `Input 'ports' line 1: "http" is not valid: expected [EXTERNAL:]CONTAINER (whole port numbers) per line, such as 30022:22 or 8888.`,
    ]);
    expect(problems({ ports: '70000' })).toEqual([`Input 'ports' item 1 (container): 70000 is not valid: expected a port number from 1 to 65535.`]);
  });

  it('a sequence where a map is expected, and broken YAML, are named', () => {
    expect(problems({ environment: '{A: [1' })[0]).toMatch(/^Input 'environment': "\{A: \[1" is not valid YAML or JSON \(.+\): expected a map\.$/);
    expect(problems({ pvc: '[1, 2' })[0]).toMatch(/^Input 'pvc': "\[1, 2" is not valid YAML or JSON/);
  });
});

describe('job and job-file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'job-file-'));
  writeFileSync(join(dir, 'job.yaml'), 'project: from-file\nimage: file-image\ngpu: 1\nenvironment:\n  A: "1"\n  B: "2"\n');

  it('merge in order job-file, job, single inputs; environment merges by variable', () => {
    // A job-file path is the workspace's, as every path a workflow author writes.
    const workspace = process.env.GITHUB_WORKSPACE;
    process.env.GITHUB_WORKSPACE = dir;
    const [planned] = planJobs({ jobFile: 'job.yaml', job: '{"gpu": 2, "environment": {"B": "job"}}', fields: { image: 'input-image', environment: 'C=3' } });
    if (workspace === undefined) delete process.env.GITHUB_WORKSPACE;
    else process.env.GITHUB_WORKSPACE = workspace;
    expect(planned!.job).toEqual({ project: 'from-file', image: 'input-image', gpu: 2, environment: { A: '1', B: 'job', C: '3' } });
  });

  it('an unknown field is named with the nearest real one', () => {
    expect(problems({}, { job: '{"gpus": 1}' })).toEqual([`Input 'job': "gpus" is not a field of a job; did you mean "gpu"?`]);
    expect(problems({}, { job: 'image-pull-policy: Always' })).toEqual([
      `Input 'job': "image-pull-policy" is not a field of a job; did you mean "imagePullPolicy"?`,
    ]);
  });

  it('a field written in fewer or more words is named before one a letter or two away: mem, ttl, args, gpuCount', async () => {
    const { nearest } = await import('../../src/contract/validate.js');
    const inputs = ['memory', 'memory-limit', 'logs', 'arguments', 'tty', 'ttl-after-finish', 'gpu', 'pr-comment', 'token-request', 'image'];
    const pairs = ['mem', 'args', 'ttl', 'gpu_count', 'memory_request', 'imgae', 'gpus', 'MEMORY'].map((name) => [name, nearest(name, inputs)]);
    expect(Object.fromEntries(pairs)).toEqual({
      mem: 'memory',
      args: 'arguments',
      ttl: 'ttl-after-finish',
      gpu_count: 'gpu',
      memory_request: 'memory',
      imgae: 'image',
      gpus: 'gpu',
      MEMORY: 'memory',
    });
    // The job's own name, said with the word "job": not the prefix that would name it "train-1-…".
    expect(['job-name', 'jobName', 'workload_name'].map((name) => nearest(name, ['name', 'job-name-prefix', 'image']))).toEqual(['name', 'name', 'name']);
  });

  it('a bad value is located inside the object', () => {
    expect(problems({}, { job: '{"pvc": [{"size": "1GB", "path": "/d"}]}' })).toEqual([
      `Input 'job' at pvc[0].size: "1GB" is not valid: expected a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one). Did you mean "1Gi"?`,
    ]);
    // Quotes made the number text: said once, with what to remove, not once per type the value is not.
    expect(problems({}, { job: '{"gpu": "1"}' })).toEqual([
      `Input 'job' at gpu: "1" is not valid: expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5, without quotes: "1" in quotes is text.`,
    ]);
    expect(problems({}, { jobs: '- interactive: "true"\n  cpu: "0.5"' })).toEqual([
      `Input 'jobs' item 1 at interactive: "true" is not valid: expected true or false, without quotes: "true" in quotes is text.`,
      `Input 'jobs' item 1 at cpu: "0.5" is not valid: expected a number of CPU units above 0, such as 0.5 or 2, without quotes: "0.5" in quotes is text.`,
    ]);
    // Text that is no number is not told to lose its quotes.
    expect(problems({}, { job: '{"gpu": "two"}' })).toEqual([
      `Input 'job' at gpu: "two" is not valid: expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5.`,
    ]);
  });

  it('job must be a map, and the file must exist: a relative path that is not there may be a repository not checked out', () => {
    expect(problems({}, { job: '- a' })).toEqual([
      `Input 'job': expected a map of job fields, in YAML or JSON such as {"project": "team-a", "image": "python:3.12"}.`,
    ]);
    const missing = problems({}, { jobFile: 'nope.yaml' });
    expect(missing[0]).toMatch(
      /^Input 'job-file': cannot read "nope.yaml" \(no such file, looked for .+nope.yaml\): expected the path of a YAML or JSON job file of at most 1 MiB, relative to the workspace, which holds the repository only once it is checked out \(in GitHub Actions: an `actions\/checkout` step first\)\.$/,
    );
    // An absolute path is not the repository's: a checkout is not what it lacks.
    expect(problems({}, { jobFile: '/nonexistent/nope.yaml' })[0]).toMatch(/relative to the workspace\.$/);
  });
});

describe('jobs and matrix', () => {
  it('a jobs item’s own name crossed with a matrix is refused with the fix that works: remove it, not give each item a name', () => {
    const [said] = problems({ name: 'train' }, { jobs: '[{gpu: 1}, {name: eval, gpu: 0}]', matrix: 'environment.SEED: [1, 2]' });
    expect(said).toBe(
      `The step: "eval" is given twice (as the name of jobs 3 and 4); the jobs of one step need different names, and the matrix makes several jobs of 'jobs' item 2, each with its name: remove that name, and set 'name' once to have the jobs numbered.`,
    );
    // Two items of one name: each its own name is the fix.
    expect(problems({}, { jobs: '[{name: a}, {name: a}]' })[0]).toContain("give each 'jobs' item its own name");
  });

  it('a name prefix beside a name, which it would not name, is refused: for the job that has both', () => {
    const expected = "names only a job without a 'name' (the service names it <prefix>-<n>), and this job has one: remove the prefix, or the name.";
    expect(problems({ name: 'train', jobNamePrefix: 'sweep' })).toEqual([`Input 'job-name-prefix': ${expected}`]);
    expect(problems({ jobNamePrefix: 'sweep' }, { jobs: '[{"name": "a"}, {}]' })).toEqual([`Job 1 of 2 (jobs[0]): Input 'job-name-prefix': ${expected}`]);
    expect(plan({ jobNamePrefix: 'sweep' }, { jobs: '[{}, {}]' }).map((p) => p.job.jobNamePrefix)).toEqual(['sweep', 'sweep']);
    // Both given once for a whole matrix: said once.
    expect(problems({ name: 'train', jobNamePrefix: 'sweep' }, { matrix: '{"gpu": [1, 2, 3, 4]}' })).toEqual([`Input 'job-name-prefix': ${expected}`]);
  });

  it('crosses every jobs item with every matrix combination, in order', () => {
    const planned = plan({}, { jobs: '[{"image": "a"}, {"image": "b"}]', matrix: '{"gpu": [1, 2], "environment.SEED": [7]}' });
    expect(planned.map((p) => [p.job.image, p.job.gpu, p.job.environment])).toEqual([
      ['a', 1, { SEED: 7 }],
      ['a', 2, { SEED: 7 }],
      ['b', 1, { SEED: 7 }],
      ['b', 2, { SEED: 7 }],
    ]);
    expect(planned[1]!.label).toBe('jobs[0], gpu=2, environment.SEED=7');
  });

  it('a matrix variable merges into the environment of the other inputs', () => {
    const planned = plan({ environment: 'A=1' }, { matrix: 'environment.SEED: [1, 2]' });
    expect(planned.map((p) => p.job.environment)).toEqual([
      { A: '1', SEED: 1 },
      { A: '1', SEED: 2 },
    ]);
  });

  it('one bad item names its index and field', () => {
    expect(problems({}, { jobs: '[{"gpu": 1}, {"gpu": 7.5}]' })).toEqual([
      `Job 2 of 2 (jobs[1]): Input 'jobs' item 2 at gpu: 7.5 is not valid: expected a whole number of GPUs (0, 1, 2, …) or a fraction of one GPU between 0 and 1, such as 0.5.`,
    ]);
    expect(problems({}, { matrix: '{"gpus": [1]}' })).toEqual([
      `Input 'matrix': "gpus" is not valid: expected a job field (API name, such as "gpu") or environment.NAME as a key. Did you mean "gpu"?`,
    ]);
    expect(problems({}, { matrix: '{"memory": ["1Gi", "2GB"]}' })).toEqual([
      // The job's tag names the matrix values once.
      `Job 2 of 2 (memory=2GB): Input 'matrix': "2GB" is not valid: expected a Kubernetes quantity with its unit, such as 512Mi, 8Gi, 1G or 20M (a number alone counts bytes, and "m" thousandths of one). Did you mean "2Gi"?`,
    ]);
  });

  it('a name that is wrong as given is reported once, as given, not once per numbered job', () => {
    expect(problems({ name: 'Bad_Name' }, { matrix: '{"gpu": [1, 2, 3]}' })).toEqual([
      `Input 'name': "Bad_Name" is not valid: expected a DNS-1035 label: at most 63 characters of lowercase letters, digits and "-", starting with a letter and ending with a letter or digit, such as "train-resnet-1".`,
    ]);
  });

  it('a name that numbering pushes past 63 characters is said once, with how short it must be', () => {
    const name = `train-${'x'.repeat(56)}`; // 62 characters: valid alone, not with "-10"
    expect(problems({ name }, { matrix: '{"gpu": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}' })).toEqual([
      `Input 'name': "${name}" is not valid: expected at most 60 characters, as the 10 jobs are named after it with -1 to -10.`,
    ]);
    expect(plan({ name: name.slice(0, 60) }, { matrix: '{"gpu": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}' }).at(-1)!.job.name).toBe(`${name.slice(0, 60)}-10`);
  });

  it('a node type with a line break, or what no node label can hold, is refused before sending', () => {
    const expected = `expected a node label value: at most 63 letters, digits, "-", "_" and ".", starting and ending with a letter or digit, such as "a100".`;
    expect(problems({ nodeType: 'a100\nh100' })).toEqual([`Input 'node-type': "a100\\nh100" is not valid: ${expected}`]);
    expect(problems({ nodeType: 'A100 80GB' })).toEqual([`Input 'node-type': "A100 80GB" is not valid: ${expected}`]);
    expect(plan({ nodeType: 'dgx-a100_80gb.v2' })[0]!.job.nodeType).toBe('dgx-a100_80gb.v2');
  });

  it('an unknown field inside an object says which object', () => {
    expect(problems({}, { job: '{"pvc": [{"size": "1Gi", "path": "/d", "x": 1}]}' })).toEqual([
      `Input 'job' at pvc[0]: "x" is not a field of this object (fields: storageClass, size, path, readOnly).`,
    ]);
  });

  it('JSON reads as the YAML it also is, and a key given twice is still refused', () => {
    const json = '{"gpu": [1, 0.5], "environment.NOTE": ["a \\"quoted\\": text", "x"]}';
    const yaml = 'gpu: [1, 0.5]\nenvironment.NOTE: ["a \\"quoted\\": text", x]';
    expect(plan({}, { matrix: json }).map((p) => p.job)).toEqual(plan({}, { matrix: yaml }).map((p) => p.job));
    // JSON.parse alone would keep the second gpu list without a word.
    expect(problems({}, { matrix: '{"gpu": [1], "gpu": [2]}' })).toEqual([
      `Input 'matrix' is not valid YAML or JSON (Map keys must be unique: "gpu" is given twice, the second time at line 1): expected a map of job fields to lists of values.`,
    ]);
    expect(problems({}, { jobs: '[{"name": "a", "name": "b"}]' })).toEqual([
      `Input 'jobs' is not valid YAML or JSON (Map keys must be unique: "name" is given twice, the second time at line 1): expected a sequence of job objects.`,
    ]);
    // A ':' without the space after it is part of the name to YAML: said so, not as a value missing or a field unknown.
    expect(problems({}, { matrix: '{environment.SEED:1}' })).toEqual([
      `Input 'matrix': "environment.SEED:1" is one name to YAML, which ends a name at ": ": expected a map of job fields to lists of values.`,
    ]);
    expect(problems({}, { jobs: '[{gpu:1}]' })).toEqual([expect.stringContaining(`"gpu:1" is one name to YAML, which ends a name at ": "`)]);
    // Too deep to read at all: still a message about the input, not a crash.
    const deep = `{"gpu": ${'['.repeat(20000)}${']'.repeat(20000)}}`;
    expect(problems({}, { matrix: deep })).toEqual([expect.stringMatching(/^Input 'matrix' is not valid YAML or JSON \(.+\): expected a map/)]);
    // An alias inside what it names would be walked for ever: refused, on a field read as text or not.
    expect(problems({ environment: 'A: &a [*a]' })).toEqual([expect.stringMatching(/^Input 'environment': .*alias names a list or map that holds it/)]);
    expect(problems({}, { matrix: 'gpu: &a [1, *a]' })).toEqual([
      expect.stringMatching(/^Input 'matrix' is not valid YAML or JSON \(an alias names a list or map that holds it/),
    ]);
  });

  it('more than 1000 jobs is refused before anything is built', () => {
    const matrix = JSON.stringify({ gpu: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'environment.SEED': Array.from({ length: 100 }, (_, i) => i) });
    expect(problems({}, { matrix })).toEqual([
      `Input 'matrix': together they make 1100 jobs (1 × 1100), and at most 1000 can be submitted from one step: split the sweep across steps, or across the jobs of a matrix.`,
    ]);
  });
});
