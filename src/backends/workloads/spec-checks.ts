// The document's rules on every job's whole request, once inputs set spec members directly: a
// separate module, so that the validators load only for such a step.
import type { Job } from '../../contract/client.js';
import type { PlannedJob } from '../../job.js';
import { givenIn, type Problem } from '../../problems.js';
import { toWorkload } from '../../contract/workloads-mapping.js';
import { requestProblems } from '../../contract/workloads-request-check.js';
import { replacedMembers, type SpecExtras } from '../../contract/workloads-spec.js';
import { valueAt } from '../../contract/validate.js';
import { inputFor, type SpecInput } from './spec-inputs.js';

/**
 * The document's rules on every job's whole request, extras included: what no version takes is
 * named by the input that gave it, once however many jobs share it.
 */
export function planRequests(planned: PlannedJob[], extras: SpecExtras, given: readonly SpecInput[]): Problem[] {
  const found = new Map<string, Problem>();
  /** What 'spec' would replace, by member: every place that sets it, over all the jobs. */
  const replaced = new Map<string, { path: string[]; setters: Set<string> }>();
  for (const { job, sources } of planned) {
    for (const { path, setters } of replacedBySpec(job, sources, extras, given)) {
      const key = path.join('\u0000');
      const entry = replaced.get(key) ?? replaced.set(key, { path, setters: new Set() }).get(key)!;
      for (const setter of setters) entry.setters.add(setter);
    }
    const { kind, request } = toWorkload(job, PLACEMENT, undefined, undefined, extras);
    for (const problem of requestProblems(kind, request)) {
      const input = inputFor(problem.path, given);
      if (!input) continue;
      const located = { ...problem, source: { inputs: [input] } };
      found.set(`${input}\u0000${problem.path.join('.')}\u0000${problem.kind}`, located);
    }
  }
  const fromSpec = [...replaced.values()].map(({ path, setters }) => {
    const who = itemsTogether([...setters]);
    const expected =
      path.length === 1 && (path[0] === 'labels' || path[0] === 'annotations')
        ? `${path[0]} belong in the '${path[0]}' input, which adds them to those the step gives every workload ('annotate'): 'spec' would replace them all. Move them to '${path[0]}'`
        : `${who.join(' and ')} ${who.length > 1 ? 'set' : 'sets'} it too, and 'spec' would replace that without a word. Set it in one place`;
    return { kind: 'rule', path: ['spec', ...path], value: valueAt(extras.override!, path), source: { inputs: ['spec'] }, expected } satisfies Problem;
  });
  return [...fromSpec, ...found.values()];
}

/** `"gpu" in 'jobs' item 1` and `… item 3` as one: `"gpu" in 'jobs' items 1 and 3`. */
function itemsTogether(setters: string[]): string[] {
  const items = new Map<string, number[]>();
  const out: string[] = [];
  for (const setter of setters) {
    const item = / item (\d+)$/.exec(setter);
    if (!item) out.push(setter);
    else {
      const head = setter.slice(0, item.index);
      if (!items.has(head)) out.push(head);
      items.set(head, [...(items.get(head) ?? []), Number(item[1])]);
    }
  }
  return out.map((head) => {
    const numbers = items.get(head);
    if (!numbers) return head;
    const listed = numbers.length > 1 ? `items ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}` : `item ${numbers[0]}`;
    return `${head} ${listed}`;
  });
}

/** Where a check's requests go: any ids of the right form, as nothing is sent. */
const PLACEMENT = { projectId: '1', clusterId: '00000000-0000-4000-8000-000000000000' };

/**
 * What 'spec' would replace that another input sets, by member, with what sets it: the workload
 * would get the spec's value while the summary and the dry run show the other's, so it is
 * refused. The labels and annotations 'spec' would replace are the 'labels', 'annotations' and
 * 'annotate' inputs': those members come with no setters.
 */
function replacedBySpec(job: Job, sources: PlannedJob['sources'], extras: SpecExtras, given: readonly SpecInput[]): { path: string[]; setters: string[] }[] {
  const override = extras.override;
  if (!override) return [];
  const specOf = (of: Job) =>
    toWorkload(of, PLACEMENT, undefined, undefined, extras.members ? { members: extras.members } : undefined).request.spec as Record<string, unknown>;
  const spec = specOf(job);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const conflicts: { path: string[]; setters: string[] }[] = [];
  for (const list of ['labels', 'annotations'] as const) if (override[list] !== undefined) conflicts.push({ path: [list], setters: [] });
  // Every place that gave a field: for the environment, each variable's.
  const placesOf = (field: string) =>
    field === 'environment'
      ? [...sources].filter(([key]) => key.startsWith('environment.')).map(([, source]) => source)
      : [sources.get(field)].filter((source) => source !== undefined);
  for (const path of replacedMembers(spec, override)) {
    if (path[0] === 'labels' || path[0] === 'annotations') continue;
    // The same value twice replaces nothing.
    if (same(valueAt(spec, path), valueAt(override, path))) continue;
    const typed = inputFor(
      ['spec', ...path],
      given.filter((input) => input !== 'spec'),
    );
    // The job fields whose leaving out changes the member are the ones that set it. A member no
    // input sets is the action's default (one GPU for GPU memory), which 'spec' may change.
    const fields = Object.keys(job).filter((key) => !same(valueAt(specOf({ ...job, [key]: undefined }), path), valueAt(spec, path)));
    const setters = new Set([
      ...(typed ? [`input '${typed}'`] : []),
      ...fields.flatMap((field) => {
        const places = placesOf(field);
        return places.length ? places.map((source) => givenIn(field, source)) : [`the job's "${field}"`];
      }),
    ]);
    if (setters.size) conflicts.push({ path, setters: [...setters] });
  }
  return conflicts;
}
