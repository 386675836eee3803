// A character that shows as nothing (a zero-width space, a direction mark, a soft hyphen), pasted into an input: refused before anything
// is sent where it would make another name, and shown wherever a message quotes the value.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { getInputs } from '../../src/inputs.js';

const WORKLOADS = {
  api: 'workloads',
  'base-url': 'https://tenant.run.ai',
  'client-id': 'ci',
  'client-secret': 's3cret-value',
  project: 'team-a',
  image: 'python:3.12',
};
const RESEARCHER = { ...WORKLOADS, api: 'researcher', realm: 'runai' };

/** The step's problems for these inputs, read as a host reads them (trimmed). */
async function problems(base: Record<string, string>, given: Record<string, string>) {
  const inputs: Record<string, string> = { ...base, ...given };
  try {
    await getInputs({ read: (name) => inputs[name]?.trim() || undefined, warn: () => {} });
    return [];
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return error.messages;
  }
}

describe('a character that shows as nothing', () => {
  it.each([
    ['zero-width space', '\u200b'],
    ['right-to-left mark', '\u200f'],
    ['soft hyphen', '\u00ad'],
    ['word joiner', '\u2060'],
  ])('in project or image (%s) is refused on both APIs, not sent for "no project" or InvalidImageName', async (_, c) => {
    for (const base of [WORKLOADS, RESEARCHER]) {
      expect(await problems(base, { project: `team-a${c}` })).toEqual([expect.stringMatching(/^Input 'project': .*invisible character U\+/)]);
      expect(await problems(base, { image: `python:3.12${c}` })).toEqual([expect.stringMatching(/^Input 'image': .*invisible character U\+/)]);
    }
  });
  it('in a workloads name (cluster, node pool, priority class, category) is refused, not looked up or sent', async () => {
    for (const input of ['cluster', 'node-pools', 'priority-class', 'category'])
      expect(await problems(WORKLOADS, { [input]: 'high\u200b' })).toEqual([
        expect.stringMatching(new RegExp(`^Input '${input}': "high\\\\u200b" is not valid`)),
      ]);
  });
  it('in such a name given through spec or master is refused as through its own input', async () => {
    expect(await problems(WORKLOADS, { spec: 'nodePools: ["a100\u200b"]\ncategory: "Train\u200b"' })).toEqual([
      expect.stringMatching(/^Input 'spec' at nodePools\[0\]: "a100\\u200b" is not valid: expected a name without the invisible character/),
      expect.stringMatching(/^Input 'spec' at category: "Train\\u200b" is not valid/),
    ]);
  });

  it('is shown as its escape wherever a message quotes it: a sweep’s values too', async () => {
    expect(await problems(WORKLOADS, { project: undefined as unknown as string, matrix: '{"project": ["team-a\u200b"]}' })).toEqual([
      expect.not.stringContaining('\u200b'),
    ]);
  });

  it('is shown as its escape where a message quotes the value or a name', async () => {
    expect(await problems(WORKLOADS, { name: 'train\u200b' })).toEqual([expect.stringContaining(`Input 'name': "train\\u200b" is not valid`)]);
    expect(await problems(WORKLOADS, { job: 'image\u200b: python:3.12' })).toEqual([
      `Input 'job': "image\\u200b" is not a field of a job; did you mean "image"?`,
    ]);
    expect(await problems(WORKLOADS, { environment: 'SEED\u200b=1' })).toEqual([expect.stringContaining(`"SEED\\u200b" is not a valid name`)]);
    expect(await problems(WORKLOADS, { job: 'environment:\n\u00a0 SEED: "1"' })).toEqual([
      expect.stringContaining(`Input 'job': "\\u00a0 SEED" is not a field of a job`),
      expect.stringContaining('at environment: null'),
    ]);
  });
});
