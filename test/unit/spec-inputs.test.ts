// The workloads API's own inputs: what a line cannot be is named by its number, whether the line
// cannot be read at all or says something a toleration or a claim cannot be; and what 'spec' would
// replace is named by every place that sets it.
import { expect, it } from 'vitest';
import { planRequests } from '../../src/backends/workloads/spec-inputs.js';
import { readSpecInputs } from '../../src/backends/workloads/spec-inputs.js';
import { planJobs, type JobInputs } from '../../src/job.js';
import { describeProblem } from '../../src/problems.js';

const messages = async (inputs: Record<string, string>) => (await readSpecInputs((name) => inputs[name])).problems.map(describeProblem);

it.each([
  ['gpu=present', `Input 'tolerations' line 3: "gpu=present" is not valid: expected KEY[=VALUE]:EFFECT[:SECONDS] per line`],
  [
    'gpu=present:Bogus',
    `Input 'tolerations' line 3 at effect: "Bogus" is not valid: expected an "effect": one of NoSchedule, NoExecute, PreferNoSchedule, Any.`,
  ],
  ['gpu:NoExecute:x', `Input 'tolerations' line 3 at seconds: "x" is not valid: expected whole "seconds" from 1, with the effect NoExecute only.`],
])('a toleration line %j, after a good one and a blank line, is named by its number', async (bad, message) => {
  expect(await messages({ tolerations: `nvidia.com/gpu=present:NoSchedule\n\n${bad}` })).toEqual([expect.stringContaining(message)]);
});

it('a claim line that cannot be read is named by its number', async () => {
  expect(await messages({ 'existing-pvc': 'datasets:/data:ro\ncheckpoints' })).toEqual([
    expect.stringContaining(`Input 'existing-pvc' line 2: "checkpoints" is not valid: expected CLAIM_NAME:CONTAINER_PATH[:ro] per line`),
  ]);
});

it('the same mistakes in YAML are named by their place in the sequence', async () => {
  expect(await messages({ tolerations: '[{key: gpu, effect: NoSchedule}, {key: gpu, effect: Bogus}]' })).toEqual([
    expect.stringContaining(`Input 'tolerations' at [1].effect: "Bogus" is not valid`),
  ]);
});

it('seconds written with spaces around them are taken, and a number past what is exact is refused', async () => {
  expect(await messages({ tolerations: 'gpu:NoExecute: 30' })).toEqual([]);
  expect(await messages({ tolerations: 'gpu:NoExecute:99999999999999999999' })).toEqual([expect.stringContaining("Input 'tolerations' line 1 at seconds")]);
});

it('a toleration’s key is checked as Kubernetes checks it: a long prefix is taken, a name of more than 63 characters or with a space is refused', async () => {
  const prefix = 'dedicated.gpu-training.ml-platform.corp.example.com';
  expect(await messages({ tolerations: `${prefix}/a100-80gb-exclusive=true:NoSchedule` })).toEqual([]);
  expect(await messages({ tolerations: `${'n'.repeat(64)}:NoSchedule` })).toEqual([expect.stringContaining("Input 'tolerations' line 1 at key")]);
  expect(await messages({ tolerations: `${'p'.repeat(254)}/gpu:NoSchedule` })).toEqual([expect.stringContaining("Input 'tolerations' line 1 at key")]);
  expect(await messages({ tolerations: '- {key: nvidia gpu, effect: NoSchedule}' })).toEqual([expect.stringContaining("Input 'tolerations' at [0].key")]);
});

it('an image pull secret is a Kubernetes name: a dotted one, which 2.22 takes, is read; 2.23 refuses it once the version is known', async () => {
  expect(await messages({ 'image-pull-secrets': 'ghcr.pull, nvcr-pull' })).toEqual([]);
  expect(await messages({ 'image-pull-secrets': 'ghcr.pull\nGhcr_Pull' })).toEqual([
    expect.stringContaining(`Input 'image-pull-secrets': "Ghcr_Pull" is not valid: expected secret names (lowercase letters, digits, "-" and ".")`),
  ]);
});

/** The problems 'spec' makes over the jobs these inputs plan. */
async function conflicts(spec: string, inputs: Partial<JobInputs>) {
  const { extras, given } = await readSpecInputs((name) => (name === 'spec' ? spec : undefined));
  const planned = planJobs({ ...inputs, fields: { project: 'p', image: 'i', ...inputs.fields } });
  return (await planRequests(planned, extras!, given)).map(describeProblem);
}

it("a member many jobs set is one problem, the 'jobs' items in runs, the setters in a list", async () => {
  const jobs = JSON.stringify([...Array.from({ length: 12 }, (_, i) => ({ gpu: i + 1 })), { name: 'x' }, { gpu: 2 }]);
  expect(await conflicts('{compute: {gpuDevicesRequest: 99}}', { jobs })).toEqual([
    `Input 'spec' at spec.compute.gpuDevicesRequest: 99 — "gpu" in 'jobs' items 1–12 and 14 sets it too, and 'spec' would replace that without a word. Set it in one place.`,
  ]);
  // The same value as the spec's replaces nothing: item 9 is not named.
  expect(await conflicts('{compute: {gpuDevicesRequest: 9}}', { jobs, fields: { gpu: '1' } })).toEqual([
    `Input 'spec' at spec.compute.gpuDevicesRequest: 9 — "gpu" in 'jobs' items 1–8, 10–12 and 14, and input 'gpu' set it too, and 'spec' would replace that without a word. Set it in one place.`,
  ]);
  expect(await conflicts('{compute: {gpuDevicesRequest: 9}}', { jobs: '[{gpu: 2}, {name: x}]', fields: { gpu: '1' } })).toEqual([
    `Input 'spec' at spec.compute.gpuDevicesRequest: 9 — "gpu" in 'jobs' item 1 and input 'gpu' set it too, and 'spec' would replace that without a word. Set it in one place.`,
  ]);
});

it('an environment given empty is named where it was given', async () => {
  expect(await conflicts('{environmentVariables: [{name: A, value: b}]}', { job: '{environment: {}}' })).toEqual([
    expect.stringContaining(`— "environment" in 'job' sets it too`),
  ]);
});

/** The problems of a distributed training's request, with these spec inputs. */
async function distributed(inputs: Record<string, string>, fields: JobInputs['fields'] = {}) {
  const read: Record<string, string> = { workers: '2', framework: 'PyTorch', ...inputs };
  const { extras, given, problems } = await readSpecInputs((name) => read[name]);
  if (problems.length) return problems.map(describeProblem);
  return (await planRequests(planJobs({ fields: { project: 'p', image: 'i', ...fields } }), extras!, given)).map(describeProblem);
}

it("a master's own item is named where 'master' has it; what it keeps of the workers' is named where they give it", async () => {
  const problems = await distributed({
    spec: '{environmentVariables: [{name: A, value: "1"}, {name: B, value: 2}], compute: {cpuMemoryRequest: lots}}',
    master: '{environmentVariables: [{name: X, value: "1"}, {name: A, value: 3}, {name: Y, valu: "1"}], image: other}',
  });
  expect(problems.filter((p) => p.includes("'master'"))).toEqual([
    "Input 'master' at masterSpec.environmentVariables[1].value: 3 is not valid: expected a string.",
    'Input \'master\' at masterSpec.environmentVariables[2]: "valu" is not a field of this object; did you mean "value"?',
  ]);
  expect(problems.filter((p) => p.includes("'spec'"))).toEqual([
    "Input 'spec' at spec.environmentVariables[1].value: 2 is not valid: expected a string.",
    `Input 'spec' at spec.compute.cpuMemoryRequest: "lots" is not valid: expected a Kubernetes quantity such as 512Mi, 8Gi, 1G or 20M.`,
  ]);
});

it("a name the master's lists give twice is refused, as the merge by name would keep one of them", async () => {
  const master = '{environmentVariables: [{name: X}, {name: X, value: "1"}]}';
  expect(await distributed({ master, spec: '{terminationGracePeriodSeconds: 60}' }, { environment: 'A=1' })).toEqual([
    `Input 'master' at masterSpec.environmentVariables[1]: "X" is given twice (at [0] and [1]); give each once: the master's lists are merged with the workers' by name.`,
  ]);
  expect(await distributed({ master: 'labels: [&x {name: a, value: b}, *x]' })).toEqual([expect.stringContaining('"a" is given twice (at [0] and [1])')]);
});

it("every name the master's lists give twice is named in one run, each repeat against its first", async () => {
  const master = '{environmentVariables: [{name: X}, {name: Y}, {name: X}, {name: X}], labels: [{name: a}, {name: a}]}';
  expect(await distributed({ master })).toEqual([
    expect.stringContaining('masterSpec.environmentVariables[2]: "X" is given twice (at [0] and [2])'),
    expect.stringContaining('masterSpec.environmentVariables[3]: "X" is given twice (at [0] and [3])'),
    expect.stringContaining('masterSpec.labels[1]: "a" is given twice (at [0] and [1])'),
  ]);
});

it("a member of the workers' named like an object's own (toString) is not the master's", async () => {
  expect(await distributed({ spec: '{toString: 1}', master: '{compute: {cpuCoreRequest: 1}}' })).toEqual([
    expect.stringMatching(/^Input 'spec' at spec: "toString" is not a field of this object/),
  ]);
});

it("a quantity written with a B is told the quantity it probably means, in 'spec' as in 'memory'", async () => {
  expect(await distributed({ spec: '{compute: {cpuMemoryLimit: 8GB}}' })).toEqual([expect.stringContaining('Did you mean "8Gi"?')]);
});

it('a git source with credentials in its address is refused in spec and master too, the token masked, as the git input refuses it', async () => {
  const { redact } = await import('../../src/secrets.js');
  const source = (token: string) => `{storage: {git: [{repository: "https://bob:${token}@github.com/acme/vision", path: /code}]}}`;
  for (const [input, token] of [
    ['spec', 'ghp_SpecS3cret123'],
    ['master', 'ghp_MasterS3cret123'],
  ] as const) {
    const said = await messages({ [input]: source(token), ...(input === 'master' ? { workers: '2', framework: 'PyTorch' } : {}) });
    expect(said).toContainEqual(expect.stringMatching(new RegExp(`^Input '${input}': expected a "repository" address without a user name or password`)));
    expect(said.join()).not.toContain(token);
    expect(redact(`cloning with ${token}`)).toBe('cloning with ***');
  }
});

it('a git source in spec without credentials, beside an SSH one, is taken: one address is not read across the next', async () => {
  const spec = '{storage: {git: [{repository: "https://git.corp.example", branch: main}, {repository: "git@github.com:acme/other.git", path: /b}]}}';
  expect(await messages({ spec })).toEqual([]);
});

it('a git address with a user name or password is refused without showing it, and the token is masked: the workload would keep it for all to read', async () => {
  const { redact } = await import('../../src/secrets.js');
  for (const git of [
    'https://bob:ghp_S3cretToken123@github.com/acme/vision',
    '{repository: "https://bob:ghp_S3cretToken123@github.com/acme/vision", path: /code}',
  ]) {
    const said = await messages({ git });
    expect(said).toEqual([
      `Input 'git': expected a "repository" address without a user name or password (not shown here): name a Kubernetes secret that holds them in "secret".`,
    ]);
    expect(said.join()).not.toContain('ghp_');
  }
  expect(redact('cloning with ghp_S3cretToken123')).toBe('cloning with ***');
  // JSON's escaped slashes hide nothing.
  expect(await messages({ git: '{"repository": "https:\\/\\/bob:ghp_Other5ecret@github.com\\/acme\\/v", "path": "/code"}' })).toHaveLength(1);
  expect(redact('ghp_Other5ecret')).toBe('***');
  // An SSH address's user is no secret.
  for (const repository of ['git@github.com:acme/vision.git', 'ssh://git@github.com/acme/vision.git'])
    expect(await messages({ git: `{repository: "${repository}", path: /code}` })).toEqual([]);
});

it('node pools and pull secrets written as a YAML or JSON list are the names they list, not names with brackets or quotes', async () => {
  for (const pools of ['[a100, default]', '["a100", "default"]', '- a100\n- default', '- "a100"\n- "default"', 'a100, default']) {
    const { extras, problems } = await readSpecInputs((name) => (name === 'node-pools' ? pools : undefined));
    expect(problems).toEqual([]);
    expect(extras?.members).toEqual({ nodePools: ['a100', 'default'] });
  }
});

it('a claim or a repository mounted at a relative path, or a toleration with Exists and a value, is refused before sending', async () => {
  expect(await messages({ 'existing-pvc': 'datasets: /data\ncheckpoints:ckpt' })).toEqual([
    `Input 'existing-pvc' line 2 at path: "ckpt" is not valid: expected an absolute path, starting with "/".`,
  ]);
  expect(await messages({ git: '{repository: "https://github.com/acme/vision", path: code}' })).toEqual([
    `Input 'git' at [0].path: "code" is not valid: expected an absolute path, starting with "/".`,
  ]);
  expect(await messages({ tolerations: '[{key: gpu, operator: Exists, value: present, effect: NoSchedule}]' })).toEqual([
    `Input 'tolerations' at [0].value: "present" is not valid: expected no "value" with the operator Exists, which takes any: remove it, or use Equal.`,
  ]);
  expect(await messages({ tolerations: '[{key: gpu, operator: Exists, value: "", effect: NoSchedule}]' })).toEqual([]);
});

it('a claim or a git secret no Kubernetes object can be named, and tolerations separated by commas, are refused saying what to write', async () => {
  expect(await messages({ 'existing-pvc': 'Datasets_v1:/data' })).toEqual([
    `Input 'existing-pvc' line 1 at claimName: "Datasets_v1" is not valid: expected a Kubernetes name: lowercase letters, digits, "-" and ".".`,
  ]);
  expect(await messages({ git: '{repository: "https://github.com/acme/vision", path: /code, secret: Git_Creds}' })).toEqual([
    `Input 'git' at [0].secret: "Git_Creds" is not valid: expected a Kubernetes name: lowercase letters, digits, "-" and ".".`,
  ]);
  expect(await messages({ tolerations: 'nvidia.com/gpu:NoSchedule,dedicated:NoSchedule' })).toEqual([
    `Input 'tolerations' line 1: "nvidia.com/gpu:NoSchedule,dedicated:NoSchedule" is not valid: expected one toleration per line (not separated by commas), KEY[=VALUE]:EFFECT[:SECONDS].`,
  ]);
});

it('two volumes at one path in the container, which Kubernetes refuses once the job is queued, are refused before sending', async () => {
  const problems = async (spec: Record<string, string>, fields: Record<string, string>) => {
    const { extras, given } = await readSpecInputs((name) => spec[name]);
    return (await planRequests(planJobs({ fields: { project: 'p', image: 'i', ...fields } }), extras!, given)).map(describeProblem);
  };
  expect(await problems({ 'existing-pvc': 'datasets:/data' }, { pvc: ':10Gi:/data' })).toEqual([
    `Inputs 'pvc' and 'existing-pvc': "/data" — two volumes would appear there in the container, which Kubernetes refuses: give each its own path.`,
  ]);
  expect(await problems({ 'existing-pvc': 'a:/data\nb:/data' }, {})).toEqual([
    `Input 'existing-pvc': "/data" — two volumes would appear there in the container, which Kubernetes refuses: give each its own path.`,
  ]);
  expect(
    await problems({ 'existing-pvc': 'datasets:/data', git: '{repository: "https://github.com/acme/v", path: /code}' }, { volume: '/raid:/scratch' }),
  ).toEqual([]);
});

it('a request above its limit that spec or master gives, which Kubernetes refuses, is refused before sending; at its limit, or the job’s own, not here', async () => {
  const problems = async (spec: Record<string, string>, fields: Record<string, string>) => {
    const { extras, given } = await readSpecInputs((name) => spec[name]);
    return (await planRequests(planJobs({ fields: { project: 'p', image: 'i', ...fields } }), extras!, given)).map(describeProblem);
  };
  const why = 'Kubernetes refuses a request above its limit, and the job would never start. Raise the limit, or lower the request.';
  expect(await problems({ spec: '{compute: {cpuCoreRequest: 4}}' }, { cpuLimit: '2' })).toEqual([
    `Input 'spec' at compute.cpuCoreRequest: 4 — above cpuCoreLimit (2): ${why}`,
  ]);
  expect(await problems({ workers: '1', framework: 'PyTorch', master: '{compute: {cpuMemoryRequest: 4Gi}}' }, { memoryLimit: '1Gi' })).toEqual([
    `Input 'master' at compute.cpuMemoryRequest: "4Gi" — above cpuMemoryLimit (1Gi): ${why}`,
  ]);
  expect(await problems({ spec: '{compute: {cpuCoreRequest: 2}}' }, { cpuLimit: '2' })).toEqual([]);
  expect(await problems({ spec: '{compute: {cpuMemoryRequest: 1G}}' }, { memoryLimit: '1Gi' })).toEqual([]);
});
