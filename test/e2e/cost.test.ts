// What a training cost: the time it waited to be scheduled, the time it ran, and GPU-hours (the
// GPUs it held while it ran, which an ended workload no longer reports, times its running time),
// in the outputs and the summary.
import { describe, expect, it } from 'vitest';
import { runAction } from '../helpers/run-action.js';
import { runtimes } from '../helpers/runtimes.js';
import { emulatorPerTest, unique, workloadsEmulatorPerTest } from '../helpers/waiting.js';

describe.concurrent.each(runtimes())('cost, on $name', ({ node }) => {
  const scene = workloadsEmulatorPerTest();
  const researcher = emulatorPerTest({});

  it('a job that held 2 GPUs and ran 90 minutes cost 3.00 GPU-hours, though it holds none once it has ended', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('cost');
    emulator.plan(name, [
      { phase: 'Pending', ms: 300, pendingSeconds: 120 },
      { phase: 'Running', ms: 2500, gpus: 2, pendingSeconds: 120, runningSeconds: 3000 },
      { phase: 'Completed', gpus: 0, pendingSeconds: 120, runningSeconds: 5400 },
    ]);
    const run = await runAction(inputs({ name, gpu: '2', wait: 'finished' }), { node });
    expect(run.error).toBe('');
    expect(run.outputs['gpu-hours']).toBe('3.00');
    expect(run.summary).toContain('| **Cost** | pending 2 min, running 90 min, 3.00 GPU-hours (2 GPUs) |');
  });

  it('a training that ran between two polls and was deleted by ttl-after-finish: its time and GPUs are what its entry among the deleted says', async () => {
    const { emulator, inputs } = await scene({});
    const name = unique('ttl-cost');
    emulator.plan(name, [
      { phase: 'Pending', ms: 300, pendingSeconds: 60 },
      { phase: 'Completed', gpus: 2, pendingSeconds: 60, runningSeconds: 5400 },
    ]);
    const run = await runAction(inputs({ name, gpu: '2', wait: 'finished', 'ttl-after-finish': '0s' }), { node });
    expect(run.error).toBe('');
    expect(run.log).toContain('and deleted since');
    expect(run.outputs['gpu-hours']).toBe('3.00');
  });

  it('wait: running: a job seen running while another queues holds its GPUs until the step ends, by the service’s count or the step’s own', async () => {
    for (const version of ['2.22', '2.24']) {
      const { emulator, inputs } = await scene({ version });
      const name = unique('runs-on');
      // 720 GPUs: each second of the 6 s the second job queues is 0.2 GPU-hours.
      emulator.plan(`${name}-1`, [{ phase: 'Running', gpus: 720, runningSeconds: 0 }]);
      emulator.plan(`${name}-2`, [
        { phase: 'Pending', ms: 6000 },
        { phase: 'Running', gpus: 0 },
      ]);
      const run = await runAction(inputs({ name, jobs: '[{}, {}]', wait: 'running', 'poll-interval-seconds': '1' }), { node });
      expect(run.error).toBe('');
      expect(Number(run.outputs['gpu-hours']), version).toBeGreaterThan(0.2);
    }
  });

  it('a sweep adds its jobs up; where no job says its GPUs, gpu-hours is empty', async () => {
    const { inputs } = await scene({
      plan: [
        { phase: 'Running', ms: 1500, gpus: 1, runningSeconds: 1800 },
        { phase: 'Completed', runningSeconds: 1800 },
      ],
    });
    const sweep = await runAction(inputs({ matrix: '{"gpu": [1, 1]}', wait: 'finished' }), { node });
    expect(sweep.outputs['gpu-hours']).toBe('1.00');
    const { inputs: none } = await scene({ plan: [{ phase: 'Completed', gpus: 0 }] });
    const cpuOnly = await runAction(none({ wait: 'finished' }), { node });
    expect(cpuOnly.outputs['gpu-hours']).toBe('');
    const noWait = await runAction(none({}), { node });
    expect(noWait.outputs['gpu-hours']).toBe('');
  });

  it('api: researcher: the GPUs its list says a job holds (currentAllocatedGPUs) count, over the time the step saw it run', async () => {
    const { inputs } = await researcher({ plan: [{ status: 'Running', ms: 2500 }, { status: 'Succeeded' }] });
    const run = await runAction(inputs({ name: unique('rcost'), gpu: '2', wait: 'finished' }), { node });
    expect(run.error).toBe('');
    expect(run.outputs['gpu-hours']).toMatch(/^\d+\.\d\d$/);
    expect(run.summary).toMatch(/\| \*\*Cost\*\* \| pending [^|]*, running [^|]*, \d+\.\d\d GPU-hours \(2 GPUs\) \|/);
  });
});
