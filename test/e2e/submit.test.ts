// The bundled action against the emulator: what a workflow step sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { runAction } from '../helpers/run-action.js';
import { runtimes } from '../helpers/runtimes.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

describe.each(runtimes())('submitting on $name', ({ node }) => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ prefix: '/researcher' });
  });
  afterAll(() => emulator.close());

  it('gets a token with the client credentials, submits the job and outputs its name', async () => {
    const before = emulator.jobs.length;
    const run = await runAction({ ...emulator.settings(), project: 'team-a', image: 'gcr.io/run-ai-demo/quickstart', gpu: '1' }, { node });
    if (run.error) console.log(run.log, emulator.requests.map((r) => [r.target, r.status]));
    expect(run.error).toBe('');
    expect(run.code).toBe(0);
    expect(emulator.jobs.length).toBe(before + 1);
    const created = emulator.jobs.at(-1)!;
    expect(run.outputs['job-name']).toBe(created.name);
    expect(JSON.parse(run.outputs['job-names']!)).toEqual([created.name]);
    expect(created.job).toEqual({ project: 'team-a', image: 'gcr.io/run-ai-demo/quickstart', gpu: 1 });
    expect(run.summary).toContain(created.name);
    expect(run.summary).toContain('team-a');
  });
});
