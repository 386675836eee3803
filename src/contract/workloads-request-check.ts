// A workload request checked against openapi/workloads.yaml's rules, compiled into validators: a
// member that does not exist is named with the nearest that does. Loaded only by a step whose
// inputs set spec members directly (the validators are the largest module of the workloads API).
import type { ErrorObject } from './generated/validator-types.js';
import { validateDistributedRequest, validateTrainingRequest, validateWorkspaceRequest } from './generated/workloads-requests.js';
import { expectedAt, members } from './generated/workloads-members.js';
import { invalidValue, nearest, pathOf, ruleSentence, valueAt, type FieldProblem } from './validate.js';
import { memberKey, schemaOf, type WorkloadKind } from './workloads-spec.js';

/**
 * What of a request the document does not allow, as problems located by their path in the
 * request: a member it does not have (with the nearest it does), a value of the wrong kind.
 */
export function requestProblems(kind: WorkloadKind, request: unknown): FieldProblem[] {
  const validate = { training: validateTrainingRequest, workspace: validateWorkspaceRequest, distributed: validateDistributedRequest }[kind];
  if (validate(request)) return [];
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const problem = describe(kind, error, request);
    if (!problem) continue;
    const key = `${problem.path.join('.')}\u0000${problem.expected ?? ''}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems;
}

function describe(kind: WorkloadKind, error: ErrorObject, request: unknown): FieldProblem | undefined {
  // A conditional rule's failure is its branch's own ("claimName is required"), reported already.
  if (error.keyword === 'if') return undefined;
  const path = pathOf(error);
  const at = `${schemaOf(kind)}${memberKey(path)}`;
  if (error.keyword === 'additionalProperties') {
    const member = String(error.params.additionalProperty);
    const known = members[at] ?? [];
    const suggestion = nearest(member, known);
    return { kind: 'unknown-field', path: [...path, member], value: member, ...(suggestion ? { suggestion } : { fields: known }) };
  }
  if (error.keyword === 'required') return { kind: 'missing', path: [...path, String(error.params.missingProperty)] };
  const allowed = error.params.allowedValues as unknown[] | undefined;
  // The document's sentence where it has one: a pattern is no way to tell a person what a label is.
  const sentence = expectedAt[at];
  const expected = allowed ? `one of ${allowed.join(', ')}` : (sentence ?? ruleSentence(error));
  return invalidValue(path, valueAt(request, path), expected);
}
