// The inputs only the workloads API takes, read into spec members (node pools, tolerations, claims, git, GPU memory, a whole `spec`, …); the document's
// rules are checked on the whole request (planRequests). To add one: a reader below, a line in INPUT_OF, its input in action.yml.
import type { Job } from '../../contract/client.js';
import { expected as METADATA, validateLabelValue, validateObjectName, validateTolerationKey } from '../../contract/generated/workloads-metadata.js';
import { fieldSchema, formatPath, valueAt } from '../../contract/validate.js';
import { ANY_VERSION, type ControlPlaneVersion, type VersionRange } from '../../contract/versions.js';
import { preemptibleForm, toWorkload, type WorkloadKind } from '../../contract/workloads-mapping.js';
import { repeatedInMaster, replacedMembers, versionGaps, whereGiven, withExtras, type SpecExtras } from '../../contract/workloads-spec.js';
import { aboveLimit, attempt, isMap, FormatError, readLines, readYaml } from '../../formats.js';
import type { PlannedJob } from '../../job.js';
import { givenIn, inWords, type Problem } from '../../problems.js';
import { mask } from '../../secrets.js';
import { INVISIBLE, ONE_WORD } from '../../safe-text.js';

/** Which input gives the members under a request path; anything else under `spec` is the `spec` input's. */
const INPUT_OF = [
  ['spec.nodePools', 'node-pools'],
  ['spec.priorityClass', 'priority-class'],
  ['spec.category', 'category'],
  ['spec.imagePullSecrets', 'image-pull-secrets'],
  ['spec.tolerations', 'tolerations'],
  ['spec.storage.pvc', 'existing-pvc'],
  ['spec.storage.git', 'git'],
  ['spec.compute.gpuMemoryRequest', 'gpu-memory'],
  ['spec.compute.gpuRequestType', 'gpu-memory'],
  ['spec.numWorkers', 'workers'],
  ['spec.distributedFramework', 'framework'],
  ['masterSpec', 'master'],
] as const;

type SpecInput = (typeof INPUT_OF)[number][1] | 'spec';

/** The inputs that set members of the workload's spec directly. */
export const SPEC_INPUTS: readonly SpecInput[] = [...new Set(INPUT_OF.map(([, input]) => input)), 'spec'];

/** The frameworks of a distributed training, as the API spells them. */
const FRAMEWORKS = ['PyTorch', 'MPI', 'TF', 'JAX', 'XGBoost'];

/** A Kubernetes quantity, as the job's `memory` takes it: the vendor's own pattern for gpuMemoryRequest lets "1.2.3GiGi" through to the cluster. */
const QUANTITY = new RegExp(String(fieldSchema('memory')!.pattern));
const EFFECTS = ['NoSchedule', 'NoExecute', 'PreferNoSchedule', 'Any'];

const refuse = (value: unknown, expected: string, path: (string | number)[] = []) => {
  throw new FormatError({ kind: 'invalid-value', path, value, expected });
};

/** A one-word input's reader: the members `make` gives of it, or refused as `expected` unless it `fits`. */
const word = (fits: RegExp, expected: string, make: (text: string) => Record<string, unknown>) => (text: string) =>
  fits.test(text) ? make(text) : refuse(text, expected);

/** A list input's reader: its items, commas or lines, blanks ignored, each refused as `expected` unless it `fits`. No name holds a quote or
 *  a bracket: a YAML or JSON list (`[a100, default]`, `- a100`) is taken as meant. */
const list = (fits: Pick<RegExp, 'test'>, expected: string, make: (items: string[]) => Record<string, unknown>) => (text: string) => {
  const items = text.split(/[\n,"'[\]]/).flatMap((item) => item.trim().replace(/^-(\s+|$)/, '') || []);
  for (const item of items) if (!fits.test(item)) refuse(item, expected);
  return make(items);
};

/** An input's entries, as YAML or JSON (one, or a sequence) or as lines read by `line` if it has them, each made by `each` (its problems' paths start at
 *  its index). A line's problem is named by its number, as the job fields' line formats name theirs. */
function entriesOf<T>(text: string, what: string, others: string[], line: ((line: string) => unknown) | undefined, each: (entry: unknown, at: number) => T) {
  if (!line || /^\s*([[{]|- )/.test(text)) {
    // An entry's members are text, all but `others` (one map, or each of a sequence): `value: 1.10` is the text "1.10", not the number 1.1.
    const given = readYaml(text, what, (path) => path.length <= 2 && typeof path.at(-1) === 'string' && !others.includes(path.at(-1) as string));
    return (Array.isArray(given) ? given : [given]).map(each);
  }
  let index = 0;
  return readLines(text, (written) => {
    const read = line(written);
    try {
      return each(read, index++);
    } catch (error) {
      // Its path starts at the entry's index, which the line's number says instead.
      throw error instanceof FormatError && error.problem.path ? new FormatError({ ...error.problem, path: error.problem.path.slice(1) }) : error;
    }
  });
}

/** An entry of a list input, refused as `what` unless a map: its first member, as written, that is not one of `text` and `others`, or
 *  whose value is no text (nor a number) where text is wanted, refused. Its text members as text (null as absent), the others as given. */
function entryOf<Text extends string, Other extends string = never>(entry: unknown, at: number, what: string, text: Text[], others: Other[] = []) {
  if (!isMap(entry)) return refuse(entry, what, [at]);
  const known: string[] = [...text, ...others];
  const read: Record<string, unknown> = { ...entry };
  for (const [key, value] of Object.entries(entry)) {
    if (!known.includes(key)) refuse(key, `one of the members ${known.join(', ')}`, [at, key]);
    if (!(text as string[]).includes(key)) continue;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') refuse(value, `text for "${key}"`, [at, key]);
    read[key] = value === null ? undefined : String(value);
  }
  return read as { [K in Text]?: string } & { [K in Other]?: unknown };
}

const READERS: Record<Exclude<SpecInput, 'spec' | 'master'>, (text: string) => Record<string, unknown>> = {
  'node-pools': list(ONE_WORD, 'node pool names separated by commas or lines, such as "a100, default"', (nodePools) => ({ nodePools })),
  'priority-class': word(ONE_WORD, 'one priority class name, such as "low", "high" or "train"', (priorityClass) => ({ priorityClass })),
  category: word(ONE_WORD, 'one category name, such as "Train" or "Build"', (category) => ({ category })),
  'image-pull-secrets': list({ test: validateObjectName }, 'secret names (lowercase letters, digits, "-" and "."), separated by commas or lines', (names) => ({
    imagePullSecrets: names.map((name) => ({ name })),
  })),
  tolerations: (text) => ({
    tolerations: entriesOf(text, 'a YAML or JSON sequence of tolerations', ['seconds'], tolerationLine, (entry, i) => {
      const toleration = 'a toleration: {key, operator, value, effect, seconds}';
      const { name, key, operator, value, effect, seconds } = entryOf(entry, i, toleration, ['name', 'key', 'operator', 'value', 'effect'], ['seconds']);
      if (!key) refuse(undefined, 'a "key": the taint\'s key', [i]);
      // Kubernetes takes a toleration's key and value by the rules of a label's: another is accepted here and refused by the cluster.
      if (!validateTolerationKey(key!)) refuse(key, METADATA.TolerationKey, [i, 'key']);
      if (value !== undefined && !validateLabelValue(value)) refuse(value, METADATA.LabelValue, [i, 'value']);
      if (operator === 'Exists' && value) refuse(value, 'no "value" with the operator Exists, which takes any: remove it, or use Equal', [i, 'value']);
      if (!effect || !EFFECTS.includes(effect)) refuse(effect, `an "effect": one of ${EFFECTS.join(', ')}`, [i, 'effect']);
      if (seconds !== undefined && (!Number.isSafeInteger(seconds) || (seconds as number) < 1 || effect !== 'NoExecute'))
        refuse(seconds, 'whole "seconds" from 1, with the effect NoExecute only', [i, 'seconds']);
      return {
        name: name ?? `toleration-${i + 1}`,
        operator: operator ?? (value !== undefined ? 'Equal' : 'Exists'),
        key,
        ...(value !== undefined ? { value } : {}),
        effect,
        ...(seconds !== undefined ? { seconds } : {}),
      };
    }),
  }),
  'existing-pvc': (text) => {
    const line = (line: string) => {
      const [claimName, path, mode, ...rest] = line.split(':').map((part) => part.trim());
      if (!claimName || !path || rest.length || (mode !== undefined && mode !== 'ro' && mode !== 'rw'))
        refuse(line, 'CLAIM_NAME:CONTAINER_PATH[:ro] per line, such as "datasets:/data:ro"');
      return { claimName, path, ...(mode ? { readOnly: mode === 'ro' } : {}) };
    };
    const pvc = entriesOf(text, 'a YAML or JSON sequence of {claimName, path, readOnly}', ['readOnly'], line, (entry, i) => {
      const { claimName, path, readOnly } = entryOf(entry, i, 'a claim: {claimName, path, readOnly}', ['claimName', 'path'], ['readOnly']);
      if (readOnly !== undefined && typeof readOnly !== 'boolean') refuse(readOnly, 'true or false', [i, 'readOnly']);
      absolute(path, i);
      named(claimName, i, 'claimName');
      return { claimName, path, existingPvc: true, ...(readOnly !== undefined ? { readOnly } : {}) };
    });
    return { storage: { pvc } };
  },
  git: (text) => {
    refuseGitCredentials(text);
    const git = entriesOf(text, 'a YAML or JSON map {repository, path, branch, revision, secret}, or a sequence of them', [], undefined, (entry, i) => {
      const what = 'a git source: {repository, path, branch, revision, secret}';
      const { name, repository, branch, revision, path, secret } = entryOf(entry, i, what, ['repository', 'path', 'branch', 'revision', 'secret', 'name']);
      // A member given as null counts as given: it is left out, and the request's own check names it missing.
      if (isMap(entry) && (entry.repository === undefined || entry.path === undefined))
        refuse(undefined, 'a "repository" and a "path" (where it appears in the container) in each git source');
      absolute(path, i);
      named(secret, i, 'secret');
      const members = Object.entries({ name, repository, branch, revision, path, passwordSecret: secret });
      return Object.fromEntries(members.filter(([, value]) => value !== undefined));
    });
    return { storage: { git } };
  },
  workers: word(/^[1-9]\d{0,5}$/, 'a whole number of workers from 1, such as 4 (the master is besides them)', (text) => ({ numWorkers: Number(text) })),
  framework: word(new RegExp(`^(${FRAMEWORKS.join('|')})$`, 'i'), `one of ${FRAMEWORKS.join(', ')}`, (text) => ({
    distributedFramework: FRAMEWORKS.find((framework) => framework.toLowerCase() === text.toLowerCase()),
  })),
  'gpu-memory': word(QUANTITY, "an amount of one GPU's memory, as a Kubernetes quantity such as 20Gi or 40G", (text) => ({
    compute: { gpuRequestType: 'memory', gpuMemoryRequest: text },
  })),
};

/** A user or password in a git address is a token, which the workload would keep for anyone who can read it: refused, and not shown, wherever
 *  it is given (the 'git' input, or a git source in 'spec' or 'master'). An SSH address's user (git@) is no secret. JSON may escape the slashes. */
function refuseGitCredentials(text: string) {
  // Within one address: no quote, comma or brace (a JSON list of sources is one line).
  const [, scheme = '', credentials] = /([a-z][a-z0-9+.-]*):\\?\/\\?\/([^\s/\\@",{}]+)@/i.exec(text) ?? [];
  if (credentials && (/^https?$/i.test(scheme) || credentials.includes(':'))) {
    for (const part of credentials.split(':')) mask(part);
    refuse(undefined, 'a "repository" address without a user name or password (not shown here): name a Kubernetes secret that holds them in "secret"');
  }
}

/** A claim's or a secret's name, which Kubernetes gives only names of lowercase letters, digits, "-" and ".": another could name none. */
const named = (name: string | undefined, at: number, member: string) =>
  name !== undefined && !validateObjectName(name) && refuse(name, 'a Kubernetes name: lowercase letters, digits, "-" and "."', [at, member]);

/** Where a claim or a repository appears in the container: an absolute path, as a job's own volumes are. */
const absolute = (path: string | undefined, at: number) =>
  path !== undefined && !path.startsWith('/') && refuse(path, 'an absolute path, starting with "/"', [at, 'path']);

/** `key=value:Effect[:seconds]` or `key:Effect`, as `kubectl taint` writes a taint. */
function tolerationLine(line: string): Record<string, unknown> {
  // Spaces around its ":" and "=" are layout, as in the other line formats ('existing-pvc', 'ports'): kept, the key would be refused by the cluster.
  const [left, effect, seconds, ...rest] = line.split(':').map((part) => part.trim());
  if (!left || !effect || rest.length) return refuse(line, 'KEY[=VALUE]:EFFECT[:SECONDS] per line, such as "nvidia.com/gpu=present:NoSchedule"');
  if (effect.includes(',')) refuse(line, 'one toleration per line (not separated by commas), KEY[=VALUE]:EFFECT[:SECONDS]');
  const at = left.indexOf('=');
  return {
    key: at < 0 ? left : left.slice(0, at).trim(),
    ...(at < 0 ? {} : { value: left.slice(at + 1).trim() }),
    effect,
    // Text that is no number is shown as written when it is refused.
    ...(seconds !== undefined ? { seconds: /^\d+$/.test(seconds.trim()) ? Number(seconds) : seconds } : {}),
  };
}

/** The spec inputs given, read: the extras every workload carries, or the problems of each input. */
export async function readSpecInputs(read: (name: string) => string | undefined): Promise<{ extras?: SpecExtras; given: SpecInput[]; problems: Problem[] }> {
  const given = SPEC_INPUTS.filter((name) => read(name) !== undefined);
  if (!given.length) return { given, problems: [] };
  const problems: Problem[] = [];
  const extras: SpecExtras = {};
  for (const name of given) {
    attempt(problems, name, () => {
      if (name !== 'spec' && name !== 'master') {
        // Objects merge member by member: 'existing-pvc' and 'git' both give storage.
        extras.members = withExtras(extras.members ?? {}, { members: READERS[name](read(name)!) });
        return;
      }
      const whose = name === 'spec' ? "workload's" : "master's";
      const value = readYaml(read(name)!, `a YAML or JSON map of the ${whose} spec, such as "{terminationGracePeriodSeconds: 60}"`);
      if (!isMap(value)) return refuse(value, `a YAML or JSON map of the ${whose} spec members`);
      refuseGitCredentials(JSON.stringify((value.storage as { git?: unknown } | undefined)?.git ?? []));
      extras[name === 'spec' ? 'override' : 'master'] = value;
      // The names the typed inputs take, given here instead: one holding a character that shows as nothing names another.
      for (const member of ['nodePools', 'priorityClass', 'category'])
        for (const [i, item] of [value[member]].flat().entries())
          if (typeof item === 'string' && INVISIBLE.test(item)) {
            const path = Array.isArray(value[member]) ? [member, i] : [member];
            problems.push({
              kind: 'invalid-value',
              path,
              value: item,
              expected: 'a name without the invisible character it holds (pasted with it?)',
              source: { inputs: [name] },
            });
          }
      // Every repeat at once, as a job's repeated names are: one run finds them all.
      const expected = "give each once: the master's lists are merged with the workers' by name";
      if (name === 'master') for (const repeat of repeatedInMaster(value)) problems.push({ kind: 'repeated', ...repeat, expected, source: { inputs: [name] } });
    });
  }
  // A distributed training needs both, and the master's spec only means something in one.
  const needs = { workers: 'framework', framework: 'workers', master: 'workers' } as const;
  for (const [input, other] of Object.entries(needs) as [keyof typeof needs, SpecInput][]) {
    const expected = `it makes a distributed training, which also needs '${other}'. Set '${other}', or remove '${input}'`;
    if (given.includes(input) && !given.includes(other)) problems.push({ kind: 'rule', path: [], source: { inputs: [input] }, expected });
  }
  return { extras, given, problems };
}

/** The input that gave a request member: the typed input for its path when given, else `spec`. */
function inputFor(path: (string | number)[], given: readonly string[]): SpecInput | undefined {
  const key = path.filter((p) => typeof p === 'string').join('.');
  const typed = INPUT_OF.find(([prefix, input]) => given.includes(input) && (key === prefix || key.startsWith(`${prefix}.`)));
  return typed?.[1] ?? (given.includes('spec') ? 'spec' : undefined);
}

/** What of a request its versions do not take: refused, naming the input and how the version is known (`told`), when the cluster's
 *  version lacks it or no version the control plane may be (any, where none is known) takes it; warned of when some of those may not. */
export function versionCheck(
  job: Job,
  request: { kind: WorkloadKind; request: unknown },
  known: { range?: VersionRange; told: string; cluster?: { version: ControlPlaneVersion; told: string }; forms?: VersionRange },
  given: readonly string[],
  master?: Record<string, unknown>,
) {
  const out = { refused: [] as { line: string; told: string }[], doubtful: [] as string[] };
  // Until 2.23 a workspace asks to be preemptible by its priority class: a class given too would take its place without a word.
  const written = (known.forms ?? known.range ?? ANY_VERSION).newest;
  const form = job.interactive && job.preemptible === true ? preemptibleForm(written) : undefined;
  if (form?.member === 'priorityClass' && (request.request as { spec?: Record<string, unknown> }).spec?.priorityClass !== form.value) {
    const line = `Input '${inputFor(['spec', 'priorityClass'], given)}' sends spec.priorityClass, but 'preemptible: true' is priorityClass: ${form.value} in Run:ai ${written}`;
    out.refused.push({ line, told: known.cluster?.told ?? known.told });
  }
  for (const gap of versionGaps(request.kind, request.request, known.range ?? ANY_VERSION, known.cluster?.version)) {
    const path = whereGiven(request.request as Record<string, unknown>, master, gap.path);
    if (!path) continue;
    // What the job itself gives is the job's, whichever inputs give members beside it (a claim's storage class).
    const input = valueAt(toWorkload(job, PLACEMENT).request, path) === undefined ? inputFor(path, given) : undefined;
    const what = `${input ? `Input '${input}'` : `The job "${job.name ?? job.jobNamePrefix ?? 'job'}"`} sends ${formatPath(path)}`;
    if (gap.certain) out.refused.push({ line: `${what}, but ${gap.why}`, told: gap.byCluster ? known.cluster!.told : known.told });
    else out.doubtful.push(`${what}: ${gap.why}, and ${known.told}, so it may refuse or drop it`);
  }
  return out;
}

/** The document's rules on every job's whole request, extras included: what no version takes is named by its input, once however many jobs share it. */
export async function planRequests(plannedJobs: PlannedJob[], extras: SpecExtras, given: readonly string[]): Promise<Problem[]> {
  // The document's validators are the largest module of the workloads API: loaded only by a step that sets spec members.
  const { requestProblems } = await import('../../contract/workloads-request-check.js');
  const found = new Map<string, Problem>();
  /** What 'spec' would replace, by member: every place that sets it over all the jobs, a `jobs` list's items together. */
  const replaced = new Map<string, { path: string[]; setters: Map<string, { say: SaySetter; items: number[] }> }>();
  const setBy: SetBy = (path, say, item) => {
    const [key, place] = [path.join('\u0000'), say([])];
    const member = replaced.get(key) ?? replaced.set(key, { path, setters: new Map() }).get(key)!;
    const seen = member.setters.get(place) ?? member.setters.set(place, { say, items: [] }).get(place)!;
    if (item !== undefined) seen.items.push(item);
  };
  // The labels and annotations it would replace (the 'labels', 'annotations' and 'annotate' inputs'), whatever the jobs.
  for (const list of ['labels', 'annotations']) if (extras.override?.[list] !== undefined) replaced.set(list, { path: [list], setters: new Map() });
  for (const planned of plannedJobs) {
    replacedBySpec(planned, extras, given, setBy);
    const { kind, request } = toWorkload(planned.job, PLACEMENT, undefined, undefined, extras);
    for (const problem of sharedMountPaths(request)) found.set(`${problem.value}`, problem);
    for (const problem of overLimits(request, extras)) found.set(`${problem.source.inputs[0]}\u0000${problem.path.join('.')}`, problem);
    for (const problem of requestProblems(kind, request)) {
      const input = inputFor(problem.path, given);
      const path = whereGiven(request, extras.master, problem.path, problem.kind === 'missing');
      if (!input || !path) continue;
      found.set(`${input}\u0000${path.join('.')}\u0000${problem.kind}`, { ...problem, path, source: { inputs: [input] } });
    }
  }
  const fromSpec = [...replaced.values()].map(({ path, setters }) => {
    const who = [...setters.values()].map(({ say, items }) => say(items));
    const expected =
      path.length === 1 && (path[0] === 'labels' || path[0] === 'annotations')
        ? `${path[0]} belong in the '${path[0]}' input, which adds them to those the step gives every workload ('annotate'): 'spec' would replace them all. Move them to '${path[0]}'`
        : `${inList(who)} ${who.length > 1 ? 'set' : 'sets'} it too, and 'spec' would replace that without a word. Set it in one place`;
    return { kind: 'rule', path: ['spec', ...path], value: valueAt(extras.override!, path), source: { inputs: ['spec'] }, expected } satisfies Problem;
  });
  return [...fromSpec, ...found.values()];
}

/** Volumes that would appear at one path in the container, which Kubernetes refuses once the job is queued, and the inputs that give them. */
function sharedMountPaths(request: unknown): Problem[] {
  const storage = (request as { spec: { storage?: Record<string, { path?: string; mountPath?: string; existingPvc?: boolean }[]> } }).spec.storage ?? {};
  const inputs = new Map<string, string[]>();
  for (const [kind, items] of Object.entries(storage))
    for (const { path, mountPath = path, existingPvc } of Array.isArray(items) ? items : []) {
      const input = kind === 'pvc' ? (existingPvc ? 'existing-pvc' : 'pvc') : kind === 'hostPath' ? 'volume' : kind === 'git' ? 'git' : 'spec';
      if (mountPath !== undefined) inputs.set(mountPath, [...(inputs.get(mountPath) ?? []), input]);
    }
  const expected = 'two volumes would appear there in the container, which Kubernetes refuses: give each its own path';
  return [...inputs].flatMap(([path, from]) =>
    from.length > 1 ? [{ kind: 'rule', path: [], value: path, source: { inputs: [...new Set(from)] }, expected }] : [],
  );
}

/** A compute request above its limit where `spec` or `master` gives either, which Kubernetes refuses: the job would never start. Of the job's
 *  own fields ('cpu' beside 'cpu-limit'), planning the job says it. */
function overLimits(request: unknown, extras: SpecExtras): (Problem & { source: { inputs: string[] } })[] {
  type Compute = Record<string, string | number> | undefined;
  const sent = request as { spec: { compute?: Compute }; masterSpec?: { compute?: Compute } };
  const from = [
    { input: 'spec', compute: sent.spec.compute, given: extras.override?.compute as Compute },
    { input: 'master', compute: sent.masterSpec?.compute, given: extras.master?.compute as Compute },
  ];
  const pairs = [
    ['cpuCoreRequest', 'cpuCoreLimit'],
    ['cpuMemoryRequest', 'cpuMemoryLimit'],
  ] as const;
  return from.flatMap(({ input, compute, given }) =>
    pairs.flatMap(([asked, most]) => {
      const expected = given?.[asked] !== undefined || given?.[most] !== undefined ? aboveLimit(compute?.[asked], compute?.[most], most) : undefined;
      return expected ? [{ kind: 'rule' as const, path: ['compute', asked], value: compute?.[asked], source: { inputs: [input] }, expected }] : [];
    }),
  );
}

/** The setters in words: with a comma before the last when one of them lists items with "and". */
const inList = (who: string[]) =>
  who.length > 2 || who.slice(0, -1).some((w) => w.includes(' and ')) ? `${who.slice(0, -1).join(', ')}, and ${who.at(-1)}` : inWords(who);

/** A place that sets a member, in words, with the `jobs` items that do: another input, or a job field and the input that gave it. */
type SaySetter = (items: readonly number[]) => string;
type SetBy = (path: string[], say: SaySetter, item?: number) => void;

/** Where a check's requests go: any ids of the right form, as nothing is sent. */
const PLACEMENT = { projectId: '1', clusterId: '00000000-0000-4000-8000-000000000000' };

/** What 'spec' would replace in a job's request that another input sets, to `setBy` with each setter (a `jobs` item's with its item): the
 *  workload would get the spec's value while the summary shows the other's, so it is refused. */
function replacedBySpec({ job, sources }: PlannedJob, extras: SpecExtras, given: readonly string[], setBy: SetBy): void {
  const override = extras.override;
  if (!override) return;
  const specOf = (of: Job) => toWorkload(of, PLACEMENT, undefined, undefined, { members: extras.members }).request.spec as Record<string, unknown>;
  const spec = specOf(job);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  // Every place that gave a field: for the environment, each variable's (or the input that gave none).
  const variables = [...sources].filter(([key]) => key.startsWith('environment.')).map(([, source]) => source);
  /** The spec without each job field, made once for all the members replaced. */
  let withoutEach: [string, Record<string, unknown>][] | undefined;
  // The spec here has no labels or annotations (those the metadata inputs give): it replaces none of them.
  for (const path of replacedMembers(spec, override)) {
    if (same(valueAt(spec, path), valueAt(override, path))) continue; // the same value twice replaces nothing
    const typed = inputFor(['spec', ...path], given);
    if (typed && typed !== 'spec') setBy(path, () => `input '${typed}'`);
    // The job fields whose leaving out changes the member set it. One no input sets is the action's default (one GPU for GPU memory), which 'spec' may change.
    withoutEach ??= Object.keys(job).map((key) => [key, specOf({ ...job, [key]: undefined })]);
    for (const [field] of withoutEach.filter(([, other]) => !same(valueAt(other, path), valueAt(spec, path)))) {
      const places = field === 'environment' && variables.length ? variables : [sources.get(field)].filter((source) => source !== undefined);
      if (!places.length) setBy(path, () => `the job's "${field}"`);
      for (const source of places) setBy(path, (items) => givenIn(field, source, items), source.item);
    }
  }
}
