// Which generation a step speaks when 'api' is not given: the workloads API unless a 'realm' (the
// Researcher API's token issuer) is given, said in the log; and a token request that finds no
// endpoint points at the other generation.
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator/emulator.mjs';
import { startWorkloadsEmulator } from '../emulator/workloads.mjs';
import { runAction } from '../helpers/run-action.js';
import { runnersRuntime } from '../helpers/runtimes.js';
import { unique } from '../helpers/waiting.js';

describe.concurrent.each(runnersRuntime())('the generation chosen for the user, on $name', ({ node }) => {
  const closing: { close(): Promise<unknown> }[] = [];
  afterAll(() => Promise.all(closing.map((e) => e.close())));
  const control = async () => {
    const emulator = await startWorkloadsEmulator();
    closing.push(emulator);
    const { api: _api, ...settings } = emulator.settings();
    return { emulator, settings };
  };
  const cluster = async () => {
    const emulator = await startEmulator();
    closing.push(emulator);
    return emulator;
  };

  it('no api and no realm: the workloads API, said first in the log', async () => {
    const { emulator, settings } = await control();
    const name = unique('auto-w');
    const run = await runAction({ ...settings, project: 'team-a', image: 'python:3.12', name }, { node });
    expect(run.error).toBe('');
    expect(run.log.split('\n').find((l) => l.startsWith('Using'))).toBe(
      "Using the control plane's workloads API ('api: workloads', Run:ai 2.18 and later), as no 'realm' is given; set 'api: researcher' for an older installation's Researcher API.",
    );
    expect(emulator.workloads.some((w) => w.name === name)).toBe(true);
    expect(run.outputs['workload-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("api: auto with a realm: the Researcher API, and the log says it is the realm's doing", async () => {
    const emulator = await cluster();
    const name = unique('auto-r');
    const run = await runAction({ ...emulator.settings(), api: 'auto', project: 'team-a', image: 'python:3.12', name }, { node });
    expect(run.error).toBe('');
    expect(run.log).toContain("Using the Researcher REST API ('api: researcher'), as 'realm' is given; set 'api' to choose.");
    expect(emulator.jobs.some((j) => j.name === name)).toBe(true);
  });

  it('a given api is not second-guessed, and says nothing of a choice', async () => {
    const emulator = await cluster();
    const { realm: _realm, ...withoutRealm } = emulator.settings();
    const run = await runAction({ ...withoutRealm, api: 'researcher', token: await emulator.issueToken(), project: 'team-a', image: 'i' }, { node });
    expect(run.error).toBe('');
    expect(run.log).not.toContain('Using the');
  });

  it('a realm given to a control plane: the token 404 points at api: workloads', async () => {
    const { settings } = await control();
    const run = await runAction({ ...settings, 'auth-url': settings['base-url']!, realm: 'acme', project: 'team-a', image: 'i' }, { node });
    expect(run.error).toContain('HTTP 404');
    expect(run.error).toContain("A control plane of Run:ai 2.18 or later issues tokens itself: for it, set 'api: workloads' and remove 'realm'.");
  });

  it('an api that is neither is named with the three it may be, and nothing is sent', async () => {
    const { emulator, settings } = await control();
    const before = emulator.requests.length;
    const run = await runAction({ ...settings, api: 'v2', project: 'team-a', image: 'i' }, { node });
    expect(run.error).toContain(`Input 'api': "v2" is not valid: expected one of researcher, workloads, auto.`);
    expect(emulator.requests.length).toBe(before);
  });
});
