// The document's rules on every job's whole request, once inputs set spec members directly: a
// separate module, so that the validators load only for such a step.
import type { Job } from '../../contract/client.js';
import type { Problem } from '../../problems.js';
import { toWorkload } from '../../contract/workloads-mapping.js';
import { requestProblems } from '../../contract/workloads-request-check.js';
import type { SpecExtras } from '../../contract/workloads-spec.js';
import { inputFor, type SpecInput } from './spec-inputs.js';

/**
 * The document's rules on every job's whole request, extras included: what no version takes is
 * named by the input that gave it, once however many jobs share it.
 */
export function planRequests(jobs: Job[], extras: SpecExtras, given: readonly SpecInput[]): Problem[] {
  const found = new Map<string, Problem>();
  for (const job of jobs) {
    const { kind, request } = toWorkload(job, { projectId: '1', clusterId: '00000000-0000-4000-8000-000000000000' }, undefined, undefined, extras);
    for (const problem of requestProblems(kind, request)) {
      const input = inputFor(problem.path, given);
      if (!input) continue;
      const located = { ...problem, source: { inputs: [input] } };
      found.set(`${input}\u0000${problem.path.join('.')}\u0000${problem.kind}`, located);
    }
  }
  return [...found.values()];
}
