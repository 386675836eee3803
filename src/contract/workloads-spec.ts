// What a workload request holds beyond its job: spec members in the workloads API's own terms
// (node pools, tolerations, a git source, …), and a user's whole `spec` object merged over the
// rest; and what of a request the control-plane versions it may go to do not take, from the
// document's marks. The document's own rules are workloads-request-check.ts's, which loads the
// validators: only a step with such inputs needs them.
import { versions } from './generated/workloads-versions.js';
import { compareVersions, CONTROL_PLANE_VERSIONS, type VersionRange } from './versions.js';

/** Spec members beside the job's: from typed inputs, then an object merged over everything (`spec`). */
export interface SpecExtras {
  /** Members in the API's terms: arrays (node pools, tolerations, claims) are added to the job's, objects merged. */
  members?: Record<string, unknown>;
  /** Merged over the whole spec last: objects member by member, anything else replaced. */
  override?: Record<string, unknown>;
  /** A distributed training's master: merged over the workers' spec to make its own. */
  master?: Record<string, unknown>;
}

/** A training, a workspace or a distributed training (workloads-mapping.ts decides which a job is). */
export type WorkloadKind = 'training' | 'workspace' | 'distributed';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a merge treats a list both sides have: added to, replaced, or merged item by item by name. */
type Lists = 'append' | 'replace' | 'by-name';

type Named = { name: string };
const allNamed = (list: unknown[]): list is Named[] => list.every((item) => isObject(item) && typeof item.name === 'string');

/** `into` with `from` merged over it: objects member by member; lists as `lists` says. */
function merged(into: Record<string, unknown>, from: Record<string, unknown>, lists: Lists): Record<string, unknown> {
  const out: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const before = out[key];
    if (isObject(before) && isObject(value)) out[key] = merged(before, value, lists);
    else if (lists === 'append' && Array.isArray(before) && Array.isArray(value)) out[key] = [...before, ...value];
    else if (lists === 'by-name' && Array.isArray(before) && Array.isArray(value) && allNamed(before) && allNamed(value)) {
      const replacing = new Map(value.map((item) => [item.name, item]));
      const kept = before.filter((item) => !replacing.has(item.name));
      out[key] = [...kept, ...replacing.values()];
    } else out[key] = value;
  }
  return out;
}

/** The spec with the extras: the typed inputs' members, then the `spec` input's object over all of it. */
export function withExtras<T extends object>(spec: T, extras: SpecExtras | undefined): T {
  if (!extras) return spec;
  let out = spec as Record<string, unknown>;
  if (extras.members) out = merged(out, extras.members, 'append');
  if (extras.override) out = merged(out, extras.override, 'replace');
  return out as T;
}

/**
 * A distributed training's master: the `master` input merged over a worker's spec. A master is
 * told apart by a variable or a label of its own, so a list of named items (environment
 * variables, labels, annotations, tolerations, image pull secrets) keeps the worker's items and
 * takes the master's by name, where replacing it would drop the job's own without a word; any other list is
 * replaced, as node pools must be for a master that runs elsewhere.
 */
export function masterSpec(worker: Record<string, unknown>, master: Record<string, unknown>): Record<string, unknown> {
  return merged(worker, master, 'by-name');
}

/**
 * The members an override replaces in `spec` rather than merges into: set there already, and not
 * both objects. A path from the spec's root.
 */
export function replacedMembers(spec: Record<string, unknown>, override: Record<string, unknown>): string[][] {
  const out: string[][] = [];
  for (const [key, value] of Object.entries(override)) {
    const before = spec[key];
    if (before === undefined) continue;
    if (isObject(before) && isObject(value)) out.push(...replacedMembers(before, value).map((rest) => [key, ...rest]));
    else out.push([key]);
  }
  return out;
}

/** A request's path as its document keys it: `spec.storage.pvc[].claimName`. */
export const memberKey = (path: readonly (string | number)[]) => path.map((p) => (typeof p === 'number' ? '[]' : `.${p}`)).join('');

const SCHEMAS = { training: 'TrainingRequest', workspace: 'WorkspaceRequest', distributed: 'DistributedRequest' } as const;
export const schemaOf = (kind: WorkloadKind) => SCHEMAS[kind];

/** A member or value some control-plane versions do not take. */
export interface VersionGap {
  /** Where in the request: `['spec', 'imagePullSecrets']`. */
  path: (string | number)[];
  /** What the versions that lack it are missing, in words: "Run:ai 2.22 or later has it". */
  why: string;
  /** No version the control plane may be takes it (else only some of them do not). */
  certain: boolean;
}

const inRange = (version: string, rule: { since?: string; until?: string }) =>
  (rule.since === undefined || compareVersions(version, rule.since) >= 0) && (rule.until === undefined || compareVersions(version, rule.until) <= 0);

/** The versions a rule covers, in words. */
const span = (rule: { since?: string; until?: string }) =>
  rule.since && rule.until ? `${rule.since} to ${rule.until}` : rule.since ? `${rule.since} or later` : `${rule.until} or earlier`;

/**
 * What of a request the control plane may not take, for each version it may be (`range`): a
 * member its version lacks (x-since, x-until), a value its own rules refuse (x-vendor enum or
 * pattern). Empty when every version of the range takes all of it.
 */
export function versionGaps(kind: WorkloadKind, request: unknown, range: VersionRange): VersionGap[] {
  const possible = CONTROL_PLANE_VERSIONS.filter((v) => compareVersions(v, range.oldest) >= 0 && compareVersions(v, range.newest) <= 0);
  const gaps: VersionGap[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    const mark = path.length ? versions[`${schemaOf(kind)}${memberKey(path)}`] : undefined;
    if (mark) {
      const lacking = possible.filter((v) => !inRange(v, mark));
      if (lacking.length) {
        gaps.push({ path, why: `it is in Run:ai ${span(mark)}`, certain: lacking.length === possible.length });
        return;
      }
      for (const rule of mark.vendor ?? []) {
        const refusing = possible.filter((v) => inRange(v, rule) && !takes(rule, value));
        if (refusing.length) {
          const what = Array.isArray(rule.enum) ? `one of ${rule.enum.join(', ')}` : `a value matching ${String(rule.pattern)}`;
          gaps.push({ path, why: `Run:ai ${span(rule)} takes only ${what}`, certain: refusing.length === possible.length });
        }
      }
    }
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (isObject(value)) for (const [key, member] of Object.entries(value)) walk(member, [...path, key]);
  };
  walk(request, []);
  return gaps;
}

function takes(rule: Record<string, unknown>, value: unknown): boolean {
  if (Array.isArray(rule.enum) && !rule.enum.includes(value)) return false;
  if (typeof rule.pattern === 'string' && typeof value === 'string' && !new RegExp(rule.pattern).test(value)) return false;
  return true;
}
