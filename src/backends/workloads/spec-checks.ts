// The document's rules on every job's whole request, once inputs set spec members directly: a
// separate module, so that the validators load only for such a step.
import type { Job } from '../../contract/client.js';
import type { PlannedJob } from '../../job.js';
import { givenIn, inWords, type Problem, type ProblemSource } from '../../problems.js';
import { toWorkload } from '../../contract/workloads-mapping.js';
import { requestProblems } from '../../contract/workloads-request-check.js';
import { replacedMembers, whereGiven, type SpecExtras } from '../../contract/workloads-spec.js';
import { valueAt } from '../../contract/validate.js';
import { inputFor, type SpecInput } from './spec-inputs.js';

/**
 * The document's rules on every job's whole request, extras included: what no version takes is
 * named by the input that gave it, once however many jobs share it.
 */
export function planRequests(planned: PlannedJob[], extras: SpecExtras, given: readonly SpecInput[]): Problem[] {
  const found = new Map<string, Problem>();
  /** What 'spec' would replace, by member: every place that sets it over all the jobs, a `jobs` list's items together. */
  const replaced = new Map<string, { path: string[]; setters: Map<string, { setter: Setter; items: number[] }> }>();
  for (const { job, sources } of planned) {
    for (const { path, setters } of replacedBySpec(job, sources, extras, given)) {
      const key = path.join('\u0000');
      const member = replaced.get(key) ?? replaced.set(key, { path, setters: new Map() }).get(key)!;
      for (const setter of setters) {
        const place = 'text' in setter ? setter.text : givenIn(setter.field, setter.source, []);
        const seen = member.setters.get(place) ?? member.setters.set(place, { setter, items: [] }).get(place)!;
        if ('source' in setter && setter.source.item !== undefined) seen.items.push(setter.source.item);
      }
    }
    const { kind, request } = toWorkload(job, PLACEMENT, undefined, undefined, extras);
    for (const problem of requestProblems(kind, request)) {
      const input = inputFor(problem.path, given);
      // What the master keeps of the workers' is named where the workers' spec gives it.
      const path = whereGiven(request, extras.master, problem.path, problem.kind === 'missing');
      if (!input || !path) continue;
      const located = { ...problem, path, source: { inputs: [input] } };
      found.set(`${input}\u0000${path.join('.')}\u0000${problem.kind}`, located);
    }
  }
  const fromSpec = [...replaced.values()].map(({ path, setters }) => {
    const who = [...setters.values()].map(({ setter, items }) => ('text' in setter ? setter.text : givenIn(setter.field, setter.source, items)));
    const expected =
      path.length === 1 && (path[0] === 'labels' || path[0] === 'annotations')
        ? `${path[0]} belong in the '${path[0]}' input, which adds them to those the step gives every workload ('annotate'): 'spec' would replace them all. Move them to '${path[0]}'`
        : `${setBy(who)} ${who.length > 1 ? 'set' : 'sets'} it too, and 'spec' would replace that without a word. Set it in one place`;
    return { kind: 'rule', path: ['spec', ...path], value: valueAt(extras.override!, path), source: { inputs: ['spec'] }, expected } satisfies Problem;
  });
  return [...fromSpec, ...found.values()];
}

/** The setters in words: with a comma before the last when one of them lists items with "and". */
const setBy = (who: string[]) =>
  who.length > 2 || who.slice(0, -1).some((w) => w.includes(' and ')) ? `${who.slice(0, -1).join(', ')}, and ${who.at(-1)}` : inWords(who);

/** What sets a member: another input, in words, or a job field and the input that gave it. */
type Setter = { text: string } | { field: string; source: ProblemSource };

/** Where a check's requests go: any ids of the right form, as nothing is sent. */
const PLACEMENT = { projectId: '1', clusterId: '00000000-0000-4000-8000-000000000000' };

/**
 * What 'spec' would replace that another input sets, by member, with what sets it: the workload
 * would get the spec's value while the summary and the dry run show the other's, so it is
 * refused. The labels and annotations 'spec' would replace are the 'labels', 'annotations' and
 * 'annotate' inputs': those members come with no setters.
 */
function replacedBySpec(job: Job, sources: PlannedJob['sources'], extras: SpecExtras, given: readonly SpecInput[]): { path: string[]; setters: Setter[] }[] {
  const override = extras.override;
  if (!override) return [];
  const specOf = (of: Job) =>
    toWorkload(of, PLACEMENT, undefined, undefined, extras.members ? { members: extras.members } : undefined).request.spec as Record<string, unknown>;
  const spec = specOf(job);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const conflicts: { path: string[]; setters: Setter[] }[] = [];
  for (const list of ['labels', 'annotations'] as const) if (override[list] !== undefined) conflicts.push({ path: [list], setters: [] });
  // Every place that gave a field: for the environment, each variable's (or the input that gave none).
  const placesOf = (field: string) => {
    const variables = field === 'environment' ? [...sources].filter(([key]) => key.startsWith('environment.')).map(([, source]) => source) : [];
    return variables.length ? variables : [sources.get(field)].filter((source) => source !== undefined);
  };
  /** The spec without each job field, made once for all the members replaced. */
  let withoutEach: [string, Record<string, unknown>][] | undefined;
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
    withoutEach ??= Object.keys(job).map((key) => [key, specOf({ ...job, [key]: undefined })]);
    const fields = withoutEach.filter(([, other]) => !same(valueAt(other, path), valueAt(spec, path))).map(([key]) => key);
    const setters: Setter[] = [
      ...(typed ? [{ text: `input '${typed}'` }] : []),
      ...fields.flatMap((field): Setter[] => {
        const places = placesOf(field);
        return places.length ? places.map((source) => ({ field, source })) : [{ text: `the job's "${field}"` }];
      }),
    ];
    if (setters.length) conflicts.push({ path, setters });
  }
  return conflicts;
}
