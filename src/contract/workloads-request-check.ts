// A workload request checked against openapi/workloads.yaml's compiled rules, a missing member named with the nearest
// that exists. Loaded only by a step whose inputs set spec members (these validators are the API's largest module).
import type { ErrorObject } from './generated/validator-types.js';
import { validateDistributedRequest, validateTrainingRequest, validateWorkspaceRequest } from './generated/workloads-requests.js';
import { expectedAt, members } from './generated/workloads-members.js';
import { invalidValue, pathOf, problemsOf, ruleSentence, unknownField, valueAt, type FieldProblem } from './validate.js';
import { memberKey, SCHEMA_OF, type WorkloadKind } from './workloads-spec.js';

const VALIDATORS = { training: validateTrainingRequest, workspace: validateWorkspaceRequest, distributed: validateDistributedRequest };

/** What of a request the document does not allow, located by path: a member it lacks (with the nearest it has), a wrong value. */
export function requestProblems(kind: WorkloadKind, request: unknown): FieldProblem[] {
  const validate = VALIDATORS[kind];
  return validate(request) ? [] : problemsOf(validate.errors, (error) => describe(kind, error, request));
}

function describe(kind: WorkloadKind, error: ErrorObject, request: unknown): FieldProblem | undefined {
  // A conditional rule's failure is its branch's own ("claimName is required"), reported already.
  if (error.keyword === 'if') return undefined;
  const path = pathOf(error);
  const at = `${SCHEMA_OF[kind]}${memberKey(path)}`;
  if (error.keyword === 'additionalProperties') return unknownField(path, String(error.params.additionalProperty), members[at] ?? []);
  if (error.keyword === 'required') return { kind: 'missing', path: [...path, String(error.params.missingProperty)] };
  const allowed = error.params.allowedValues as unknown[] | undefined;
  // The document's sentence where it has one: a pattern is no way to tell a person what a label is.
  return invalidValue(path, valueAt(request, path), allowed ? `one of ${allowed.join(', ')}` : (expectedAt[at] ?? ruleSentence(error)));
}
