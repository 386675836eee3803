// The workloads API's own inputs as lines: what a line cannot be is named by its number, whether
// the line cannot be read at all or says something a toleration or a claim cannot be.
import { expect, it } from 'vitest';
import { readSpecInputs } from '../../src/backends/workloads/spec-inputs.js';
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
