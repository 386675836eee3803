// A request's spec members beyond its job (node pools, a git source, the `spec` input merged over all), and what of it
// the versions it may go to do not take. The document's own rules are workloads-request-check.ts's, loaded only when needed.
import { versions } from './generated/workloads-versions.js';
import { compareVersions, CONTROL_PLANE_VERSIONS, inRange, type ControlPlaneVersion, type VersionRange } from './versions.js';

/** An object in the API's terms, and a place in one (`['spec', 'storage', 'pvc', 0]`). */
type Members = Record<string, unknown>;
type Path = (string | number)[];

/** Spec members beside the job's: from typed inputs, then an object merged over everything (`spec`). */
export interface SpecExtras {
  /** Members in the API's terms: arrays (node pools, tolerations, claims) are added to the job's, objects merged. */
  members?: Members;
  /** Merged over the whole spec last: objects member by member, anything else replaced. */
  override?: Members;
  /** A distributed training's master: merged over the workers' spec to make its own. */
  master?: Members;
}

/** A training, a workspace or a distributed training (workloads-mapping.ts decides which a job is). */
export type WorkloadKind = 'training' | 'workspace' | 'distributed';

const isObject = (value: unknown): value is Members => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `into` with `from` merged over it: objects member by member; arrays added (`append`) or replaced. */
function merged(into: Members, from: Members, append: boolean): Members {
  const out: Members = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const before = out[key];
    if (isObject(before) && isObject(value)) out[key] = merged(before, value, append);
    else if (append && Array.isArray(before) && Array.isArray(value)) out[key] = [...before, ...value];
    else out[key] = value;
  }
  return out;
}

/** The spec with the extras: the typed inputs' members, then the `spec` input's object over all of it. */
export const withExtras = <T extends object>(spec: T, extras: SpecExtras | undefined): T =>
  merged(merged(spec as Members, extras?.members ?? {}, true), extras?.override ?? {}, false) as T;

/** A master's lists merged by name, in place (a variable may refer to earlier ones): replacing them would drop the job's variables and the step's labels. */
const KEPT_BY_NAME = ['environmentVariables', 'labels', 'annotations'] as const;

const allNamed = (list: unknown): list is { name: string }[] => Array.isArray(list) && list.every((item) => isObject(item) && typeof item.name === 'string');

/** A distributed training's master: the `master` input merged over a worker's spec; lists but those above replaced. */
export function masterSpec(worker: Members, master: Members): Members {
  const out = merged(worker, master, false);
  for (const key of KEPT_BY_NAME) {
    const [before, given] = [worker[key], master[key]];
    if (!allNamed(before) || !allNamed(given)) continue;
    const replacing = new Map(given.map((item) => [item.name, item]));
    const names = new Set(before.map((item) => item.name));
    out[key] = [...before.map((item) => replacing.get(item.name) ?? item), ...[...replacing.values()].filter((item) => !names.has(item.name))];
  }
  return out;
}

/** Where a place in a request was given: in a master's spec, its path in the `master` input (a list kept by name indexed
 *  as given there); undefined where the master only keeps the workers' value (found at the workers' own path). `missing`: the path's last member is absent. */
export function whereGiven(request: Members, master: Members | undefined, path: Readonly<Path>, missing = false): Path | undefined {
  const spec = request.masterSpec;
  if (path[0] !== 'masterSpec' || !master || !isObject(spec)) return [...path];
  let mapped = path.slice(1);
  const [key, index, ...rest] = mapped;
  const [merged, given] = [spec[key!], master[key!]];
  // A list kept by name is a new one, holding the master's own items, each name once: a name given
  // twice is refused (repeatedInMaster), and a request is checked only when no input has a problem.
  if (typeof index === 'number' && Array.isArray(merged) && Array.isArray(given) && merged !== given) {
    const own = given.indexOf(merged[index]);
    if (own < 0) return undefined;
    mapped = [key!, own, ...rest];
  }
  // Own members only: a member named "toString" is no more the master's than any other.
  let node: unknown = master;
  for (const part of missing ? mapped.slice(0, -1) : mapped) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return ['masterSpec', ...mapped];
}

/** The names given twice in the master's lists kept by name, which the merge would keep once without a word: each repeat where the request has it, against its first. */
export function repeatedInMaster(master: Members): { path: Path; value: string; reason: string }[] {
  const repeats: ReturnType<typeof repeatedInMaster> = [];
  for (const key of KEPT_BY_NAME) {
    const list = master[key];
    if (!allNamed(list)) continue;
    const firstOf = new Map<string, number>();
    for (const [at, { name }] of list.entries()) {
      const first = firstOf.get(name);
      if (first !== undefined) repeats.push({ path: ['masterSpec', key, at], value: name, reason: `at [${first}] and [${at}]` });
      else firstOf.set(name, at);
    }
  }
  return repeats;
}

/** The paths of members an override replaces in `spec` rather than merges into: set there already, and not both objects. */
export const replacedMembers = (spec: Members, override: Members): string[][] =>
  Object.entries(override).flatMap(([key, value]) => {
    const before = spec[key];
    if (before === undefined) return [];
    return isObject(before) && isObject(value) ? replacedMembers(before, value).map((rest) => [key, ...rest]) : [[key]];
  });

/** A request's path as its document keys it: `spec.storage.pvc[].claimName`. */
export const memberKey = (path: Readonly<Path>) => path.map((p) => (typeof p === 'number' ? '[]' : `.${p}`)).join('');

export const SCHEMA_OF = { training: 'TrainingRequest', workspace: 'WorkspaceRequest', distributed: 'DistributedRequest' } as const;

/** A member or value some control-plane versions do not take. */
interface VersionGap {
  /** Where in the request: `['spec', 'imagePullSecrets']`. */
  path: Path;
  /** Why some versions do not take it, as a clause: "it is in Run:ai 2.22 or later". */
  why: string;
  /** No version the control plane may be takes it, or the cluster's lacks it (else only some of the control plane's do not). */
  certain: boolean;
  /** The cluster's version lacks it (else the control plane's decide). */
  byCluster?: true;
}

/** Members that say in a newer version's words what every version has another way: a workspace's `preemptibility` (a priority class
 *  before 2.24) and a git source's `secretRef` (`passwordSecret`, deprecated from 2.23). The control plane reads them and gives its
 *  cluster what it makes of them, so only the control plane is to have them (workloads-mapping.ts writes them in its form). */
const RESPELLINGS = [/^\.preemptibility$/, /^\.storage\.git\[\]\.secretRef(\.|$)/];
const respells = (path: Path) => RESPELLINGS.some((member) => member.test(memberKey(path.slice(1))));

/** The versions a rule covers, in words. */
const span = (rule: { since?: string; until?: string }) =>
  rule.since && rule.until ? `${rule.since} to ${rule.until}` : rule.since ? `${rule.since} or later` : `${rule.until} or earlier`;

/** What of a request some version in `range`, the control plane's, may not take: a member it lacks (x-since, x-until), a value it
 *  refuses (x-vendor); and a member the `cluster`'s version lacks, which its workloads cannot carry, but for the respellings above. */
export function versionGaps(kind: WorkloadKind, request: unknown, range: VersionRange, cluster?: ControlPlaneVersion): VersionGap[] {
  const possible = CONTROL_PLANE_VERSIONS.filter((v) => compareVersions(v, range.oldest) >= 0 && compareVersions(v, range.newest) <= 0);
  const gaps: VersionGap[] = [];
  const walk = (value: unknown, path: Path) => {
    const mark = path.length ? versions[`${SCHEMA_OF[kind]}${memberKey(path)}`] : undefined;
    if (mark) {
      const lacking = possible.filter((v) => !inRange(v, mark));
      const byCluster = cluster !== undefined && !inRange(cluster, mark) && !respells(path);
      if (lacking.length || byCluster) {
        const certain = byCluster || lacking.length === possible.length;
        return void gaps.push({ path, why: `it is in Run:ai ${span(mark)}`, certain, ...(byCluster ? { byCluster } : {}) });
      }
      for (const rule of mark.vendor ?? []) {
        const refusing = takes(rule, value) ? [] : possible.filter((v) => inRange(v, rule));
        if (refusing.length) {
          const what = rule.pattern
            ? `a value matching ${String(rule.pattern)}`
            : `one ${rule.enum ? 'of' : 'with'} ${[rule.enum ?? rule.required].flat().join(', ')}`;
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

const takes = (rule: Members, value: unknown) =>
  (!Array.isArray(rule.enum) || rule.enum.includes(value)) &&
  (typeof rule.pattern !== 'string' || typeof value !== 'string' || new RegExp(rule.pattern).test(value)) &&
  (!Array.isArray(rule.required) || !isObject(value) || rule.required.every((member) => member in value));
