// Distributed trainings on the workloads API ('workers' and 'framework'): submitted to their own
// endpoint with the master the same as a worker unless 'master' says otherwise, waited for,
// cancelled (by the step and by its post step), logged, and swept as a training is.
import { afterAll, describe, expect, it } from 'vitest';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { runAction } from '../helpers/run-action.js';
import { runnersOnly, runtimes } from '../helpers/runtimes.js';
import { runs, unique } from '../helpers/waiting.js';

type Options = NonNullable<Parameters<typeof startWorkloadsEmulator>[0]>;

describe.concurrent.each(runtimes())('distributed trainings, on $name', ({ node }) => {
  const started: Awaited<ReturnType<typeof startWorkloadsEmulator>>[] = [];
  afterAll(() => Promise.all(started.map((e) => e.close())));
  const scene = async (options: Options = {}) => {
    const emulator = await startWorkloadsEmulator(options);
    started.push(emulator);
    const inputs = (more: Record<string, string>) => ({
      ...emulator.settings(),
      project: 'team-a',
      image: 'pytorch/pytorch:2.4',
      annotate: 'false',
      workers: '3',
      framework: 'pytorch',
      'poll-interval-seconds': '1',
      ...more,
    });
    const workload = (name: string) => emulator.workloads.find((w) => w.name === name)!;
    const sent = (target: string) => emulator.requests.filter((r) => r.target === target);
    return { emulator, inputs, workload, sent };
  };

  it('is submitted to /distributed with the master as a worker, waited for to its end, and its id output', async () => {
    const { inputs, workload, emulator } = await scene({ plan: [{ phase: 'Pending', ms: 300 }, { phase: 'Running', ms: 600 }, { phase: 'Completed' }] });
    const name = unique('ddp');
    const run = await runAction(inputs({ name, gpu: '8', wait: 'finished' }), { node });
    expect(run.error).toBe('');
    expect(workload(name).kind).toBe('distributed');
    expect(workload(name).request).toMatchObject({
      name,
      masterSpecSameAsWorker: true,
      spec: { numWorkers: 3, distributedFramework: 'PyTorch', image: 'pytorch/pytorch:2.4', compute: { gpuDevicesRequest: 8 } },
    });
    expect(emulator.requests.some((r) => r.target === 'submit' && String(r.path) === '/api/v1/workloads/distributed')).toBe(true);
    expect(run.log).toMatch(new RegExp(`${name}: (Pending|Running) → Completed after`));
    expect(run.outputs['workload-id']).toBe(workload(name).id);
    expect(run.outputs.status).toBe('Completed');
  });

  it('SIGINT while it runs deletes it at its own path; the post step deletes what a killed step recorded', async () => {
    const { inputs, workload, sent } = await scene({ plan: [{ phase: 'Pending', ms: 200 }, { phase: 'Running' }] });
    const first = unique('dstop');
    const run = await runAction(inputs({ name: first, wait: 'finished' }), { node, stopWhen: { text: runs(first), signal: 'SIGINT' } });
    expect(run.escalatedTo).toBeUndefined(); // ended before the runner's next signal
    expect(workload(first).deletedBy).toBe('action');
    expect(sent('delete').map((r) => String(r.path))).toEqual([`/api/v1/workloads/distributed/${workload(first).id}`]);
    const second = unique('dkill');
    const main = await runAction(inputs({ name: second, wait: 'finished' }), { node, stopWhen: { text: runs(second), signal: 'SIGKILL' } });
    const post = await runAction(inputs({ name: second, wait: 'finished' }), { node, post: main.state });
    expect(post.error).toBe('');
    expect(workload(second).deletedBy).toBe('action');
  });

  runnersOnly(node, () => {
    it("the master's own spec, merged over a worker's", async () => {
      const { inputs, workload } = await scene();
      const name = unique('dmaster');
      const run = await runAction(inputs({ name, gpu: '4', framework: 'MPI', master: '{image: trainer/master:1, compute: {gpuDevicesRequest: 0}}' }), { node });
      expect(run.error).toBe('');
      // The summary shows what each side is sent.
      expect(run.summary).toContain('| **Image** | `pytorch/pytorch:2.4` (workers), `trainer/master:1` (master) |');
      expect(run.summary).toContain('| **Resources** | 4 GPU (workers), 0 GPU (master) |');
      const request = workload(name).request;
      expect(request.masterSpecSameAsWorker).toBe(false);
      expect(request.masterSpec).toMatchObject({ image: 'trainer/master:1', compute: { gpuDevicesRequest: 0 } });
      expect(request.masterSpec.numWorkers).toBeUndefined();
      expect(request.spec).toMatchObject({ numWorkers: 3, distributedFramework: 'MPI', compute: { gpuDevicesRequest: 4 } });
    });

    it("the master keeps the job's variables and the step's labels beside its own, and replaces other lists", async () => {
      const { inputs, workload } = await scene();
      const name = unique('dmlist');
      const master = JSON.stringify({
        environmentVariables: [
          { name: 'ROLE', value: 'master' },
          { name: 'LR', value: '0' },
        ],
        labels: [{ name: 'role', value: 'master' }],
        nodePools: ['cpu'],
        tolerations: [],
      });
      const tolerations = 'nvidia.com/gpu=present:NoSchedule';
      const run = await runAction(inputs({ name, environment: 'LR=0.1\nDATA=/data', labels: 'team=vision', 'node-pools': 'a100', tolerations, master }), {
        node,
      });
      expect(run.error).toBe('');
      const { spec, masterSpec } = workload(name).request;
      expect(spec.environmentVariables).toEqual([
        { name: 'LR', value: '0.1' },
        { name: 'DATA', value: '/data' },
      ]);
      expect(masterSpec.environmentVariables).toEqual([
        { name: 'LR', value: '0' },
        { name: 'DATA', value: '/data' },
        { name: 'ROLE', value: 'master' },
      ]);
      expect(masterSpec.labels).toEqual([
        { name: 'team', value: 'vision' },
        { name: 'role', value: 'master' },
      ]);
      expect(spec.nodePools).toEqual(['a100']);
      expect(masterSpec.nodePools).toEqual(['cpu']);
      expect(spec.tolerations).toHaveLength(1);
      expect(masterSpec.tolerations).toEqual([]);
    });

    it('a failed one says why, with the last lines of its log', async () => {
      const { inputs } = await scene({
        plan: [
          { phase: 'Running', ms: 400, logs: ['rank 0: NCCL init'] },
          { phase: 'Failed', condition: { type: 'Failed', reason: 'Error', message: 'worker 2 exited with code 1' }, logs: ['rank 2: CUDA error'] },
        ],
      });
      const name = unique('dfail');
      const run = await runAction(inputs({ name, wait: 'finished' }), { node });
      expect(run.error).toContain(`"${name}" ended Failed after`);
      expect(run.error).toContain('worker 2 exited with code 1');
      expect(run.log).toContain(`${name} | rank 2: CUDA error`);
    });

    it('attached, one someone else submitted shows its log as one the step submitted: its framework is the list’s, the log’s path', async () => {
      const { inputs } = await scene({
        plan: [
          { phase: 'Running', ms: 2500, logs: ['rank 0: NCCL init'] },
          { phase: 'Failed', condition: { type: 'Failed', reason: 'Error', message: 'worker 2 exited with code 1' }, logs: ['rank 2: CUDA error'] },
        ],
      });
      const name = unique('dattach');
      expect((await runAction(inputs({ name, wait: 'false' }), { node })).error).toBe('');
      const { image: _image, workers: _workers, framework: _framework, annotate: _annotate, ...attaching } = inputs({ attach: name, wait: 'finished' });
      const run = await runAction(attaching, { node });
      expect(run.error).toContain('worker 2 exited with code 1');
      expect(run.log).toContain(`${name} | rank 2: CUDA error`);
    });

    it('a sweep of distributed trainings is one of each', async () => {
      const { inputs, emulator } = await scene();
      const prefix = unique('dsweep');
      const run = await runAction(inputs({ name: prefix, matrix: '{"environment.LR": [0.1, 0.01]}' }), { node });
      expect(run.error).toBe('');
      expect(emulator.workloads.filter((w) => w.name.startsWith(prefix)).map((w) => w.kind)).toEqual(['distributed', 'distributed']);
    });

    it('what a distributed training cannot be is named before anything is sent', async () => {
      const { inputs, sent } = await scene();
      const bad = await runAction(inputs({ interactive: 'true', completions: '2', workers: '0', framework: 'Horovod' }), { node });
      expect(bad.error).toContain(`Input 'workers': "0" is not valid: expected a whole number of workers from 1`);
      expect(bad.error).toContain(`Input 'framework': "Horovod" is not valid: expected one of PyTorch, MPI, TF, JAX, XGBoost.`);
      const half = await runAction(inputs({ framework: '' }), { node });
      expect(half.error).toContain("Input 'workers': it makes a distributed training, which also needs 'framework'.");
      const rules = await runAction(inputs({ interactive: 'true', completions: '2' }), { node });
      expect(rules.error).toContain("Input 'interactive': true — not a field a distributed training has");
      expect(rules.error).toContain("Input 'completions': 2 — not a field a distributed training has");
      expect(sent('submit')).toHaveLength(0);
    });

    it("a wrong item of the master's is named where 'master' has it, in the document's words, before anything is sent", async () => {
      const { inputs, sent } = await scene();
      const master = JSON.stringify({
        environmentVariables: [
          { name: 'LR', value: '0' },
          { name: 'ROLE', valeu: 'master' },
        ],
        labels: [
          { name: 'role', value: 'master' },
          { name: 'bad name!', value: 'x' },
        ],
      });
      const run = await runAction(inputs({ environment: 'LR=0.1\nDATA=/data\nSEED=1', labels: 'team=vision', master }), { node });
      // Merged with the job's three, ROLE is the fourth variable: the user wrote it second.
      expect(run.error).toContain(`Input 'master' at masterSpec.environmentVariables[1]: "valeu" is not a field of this object; did you mean "value"?`);
      expect(run.error).toContain(
        `Input 'master' at masterSpec.labels[1].name: "bad name!" is not valid: expected a Kubernetes label name of at most 63 characters`,
      );
      expect(run.error).not.toContain('pattern');
      expect(sent('submit')).toHaveLength(0);
    });

    it('JAX where the control plane may be older than 2.21 is warned of, refused by one that is, and taken from 2.21', async () => {
      // A value is the control plane's to take: one whose token answer says 2.20 to 2.23 may take it, whatever its cluster's version.
      const old = await scene({ version: '2.20' });
      const run = await runAction(old.inputs({ name: unique('jax'), framework: 'JAX' }), { node });
      expect(run.stdout).toContain(
        "::warning::Input 'framework' sends spec.distributedFramework: Run:ai 2.20 or earlier takes only one of MPI, PyTorch, TF, XGBoost, and this control plane is Run:ai 2.20 to 2.23, as its token answer says, so it may refuse or drop it.",
      );
      expect(run.error).toContain('HTTP 400');
      const newer = await scene({ version: '2.21' });
      const taken = await runAction(newer.inputs({ name: unique('jax'), framework: 'JAX' }), { node });
      expect(taken.error).toBe('');
    });
  });
});
