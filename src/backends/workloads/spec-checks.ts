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
  for (const { job, sources } of planned) {
    for (const problem of replacedBySpec(job, sources, extras, given)) found.set(`spec\u0000${problem.path.join('.')}\u0000${problem.expected}`, problem);
    const { kind, request } = toWorkload(job, PLACEMENT, undefined, undefined, extras);
    for (const problem of requestProblems(kind, request)) {
      const input = inputFor(problem.path, given);
      if (!input) continue;
      const located = { ...problem, source: { inputs: [input] } };
      found.set(`${input}\u0000${problem.path.join('.')}\u0000${problem.kind}`, located);
    }
  }
  return [...found.values()];
}

/** Where a check's requests go: any ids of the right form, as nothing is sent. */
const PLACEMENT = { projectId: '1', clusterId: '00000000-0000-4000-8000-000000000000' };

/**
 * What 'spec' would replace that another input sets: the workload would get the spec's value
 * while the summary and the dry run show the other's, so it is refused. The labels and
 * annotations 'spec' would replace are the 'labels', 'annotations' and 'annotate' inputs'.
 */
function replacedBySpec(job: Job, sources: PlannedJob['sources'], extras: SpecExtras, given: readonly SpecInput[]): Problem[] {
  const override = extras.override;
  if (!override) return [];
  const specOf = (of: Job) =>
    toWorkload(of, PLACEMENT, undefined, undefined, extras.members ? { members: extras.members } : undefined).request.spec as Record<string, unknown>;
  const spec = specOf(job);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const problem = (path: string[], expected: string): Problem => ({
    kind: 'rule',
    path: ['spec', ...path],
    value: valueAt(override, path),
    source: { inputs: ['spec'] },
    expected,
  });
  const problems: Problem[] = [];
  for (const list of ['labels', 'annotations'] as const) {
    if (override[list] !== undefined) {
      problems.push(
        problem(
          [list],
          `${list} belong in the '${list}' input, which adds them to those the step gives every workload ('annotate'): 'spec' would replace them all. Move them to '${list}'`,
        ),
      );
    }
  }
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
    const setters = [
      ...(typed ? [`input '${typed}'`] : []),
      ...fields.map((field) => {
        const source = sources.get(field);
        return source ? givenIn(field, source) : `the job's "${field}"`;
      }),
    ];
    if (!setters.length) continue;
    problems.push(
      problem(
        path,
        `${setters.join(' and ')} ${setters.length > 1 ? 'set' : 'sets'} it too, and 'spec' would replace that without a word. Set it in one place`,
      ),
    );
  }
  return problems;
}
