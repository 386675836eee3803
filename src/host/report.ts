// What a step leaves behind, for any host: the outputs and a Markdown summary (service text through safe-text.ts).
import { GENERATION_OUTPUTS } from '../backends/generations.js';
import type { Outcome } from '../core/submit.js';
import { costOf, didNotDoAsAsked, endedWhen, NOT_LISTED, whyOf, type Watched } from '../core/watched.js';
import { lastLines } from '../core/logs.js';
import type { Report } from '../core/session.js';
import { failureMessage, ServiceFailure, StepStopped } from '../errors.js';
import { MIN_MASKED_LENGTH } from '../secrets.js';
import { formatDuration, tally } from '../log.js';
import { forCode as code, forFencedBlock as fenced, forLink as link, forRow as row, forSummary as text } from '../safe-text.js';

/** How a job came out, the same on every generation (`status` is the service's own word), best first: `result` is the worst. */
const RESULTS = ['succeeded', 'running', 'submitted', 'stopped', 'timed-out', 'failed'] as const;
type Result = (typeof RESULTS)[number];

/** A followed job's result by how its wait ended: failed or stuck, failed. */
const BY_END: Partial<Record<string, Result>> = { succeeded: 'succeeded', running: 'running', gone: 'stopped', stopped: 'stopped' };

/** Each created job's result by name, and the step's: the worst, a job not created counting as failed. */
function resultsOf({ outcomes = [], watched, waitEnded, dryRun, failure }: Report): { result: Result | ''; results: Record<string, Result> } {
  // A step that failed before any job was created (a token refused, a project unknown) failed: a later step or CI job reads so.
  if (dryRun || !outcomes.length) return { result: dryRun ? '' : waitEnded === 'stopped' ? 'stopped' : failure ? 'failed' : '', results: {} };
  const resultOf = (outcome: Outcome): Result => {
    const { created } = outcome;
    if (!created) return unsent(outcome) ? 'stopped' : 'failed';
    const job = watched?.find((j) => j.name === created.name);
    // Not followed: a stop while submitting deleted it, else nothing was waited for.
    if (!job) return waitEnded === 'stopped' ? 'stopped' : 'submitted';
    // Seen running (wait: running), then deleted by the step with the rest (a stop, wait-timeout-minutes): no longer running, as they are not.
    if (job.end && !(job.end === 'running' && job.deletedByStep)) return BY_END[job.end] ?? 'failed';
    // Not ended: the wait ran out, was stopped (unless it left the job running, as asked: what it was last seen doing), or fail-fast ended it.
    if (job.leftRunning) return job.started ? 'running' : 'submitted';
    return waitEnded === 'timeout' ? 'timed-out' : waitEnded === 'stopped' || waitEnded === 'failed-fast' ? 'stopped' : 'failed';
  };
  const results: Record<string, Result> = {};
  let worst = 0;
  for (const outcome of outcomes) {
    const result = resultOf(outcome);
    if (outcome.created) results[outcome.created.name] = result;
    worst = Math.max(worst, RESULTS.indexOf(result));
  }
  return { result: RESULTS[worst]!, results };
}

/** A job not sent because the step was stopped: stopped, not failed, however soon the answers of those in flight came. */
const unsent = (outcome: Outcome) => !outcome.created && outcome.failure instanceof StepStopped;

/** A job's entry in a record by job name: a job may be called `constructor`, which only its own members are. */
export const entryOf = (record: Record<string, string>, name: string): string | undefined => (Object.hasOwn(record, name) ? record[name] : undefined);

/** The outputs: the jobs' names, pages and results, and after a wait each one's last state in the service's word. */
export function outputsOf(report: Report, commentUrl = ''): Record<string, string> {
  const { outcomes = [], watched = [] } = report;
  const names = outcomes.flatMap((o) => o.created?.name ?? []);
  // Without a wait, the state each job's creation (or the list that found it) said.
  const before = outcomes.flatMap(({ created }) => (created?.statusBefore !== undefined ? [[created.name, created.statusBefore]] : []));
  const after = watched.filter((j) => j.status !== undefined || j.end === 'gone' || j.deletedByStep).map((j) => [j.name, stateOf(j)]);
  const statuses = Object.fromEntries(watched.length ? after : before);
  const page = report.whereabouts?.page;
  const { result, results } = resultsOf(report);
  return {
    'job-name': names[0] ?? '',
    'job-names': JSON.stringify(names),
    result,
    results: JSON.stringify(results),
    url: (names[0] && page) ?? '',
    urls: JSON.stringify(page === undefined ? {} : Object.fromEntries(names.map((name) => [name, page]))),
    // Whether a job was followed rather than submitted, for a later step to tell (`reuse`).
    reused: outcomes.length && !report.dryRun ? String(outcomes.some((o) => o.reused)) : '',
    'gpu-hours': gpuHoursOf(watched),
    // The pull request's comment (the GitHub Action's pr-comment), where one was written.
    'comment-url': commentUrl,
    ...GENERATION_OUTPUTS,
    ...report.outputs,
    // The first job's in input order, as job-name is: the jobs may be created in another order.
    status: (names[0] && entryOf(statuses, names[0])) ?? '',
    statuses: JSON.stringify(statuses),
  };
}

/** What a single job's summary heads with: how it ended, a job that could not start by what stopped it. */
const headline = (job: Watched): string =>
  job.end !== 'stuck'
    ? text(headingState(job))
    : stuckAs(job) === 'never listed'
      ? 'never listed'
      : `could not start${job.status ? `: ${text(job.status)}` : ''}`;

/** What kept a stuck job from doing as asked, in a few words. */
const stuckAs = ({ stuck }: Watched) =>
  stuck && 'pendingMs' in stuck ? 'not started in time' : stuck && 'unlistedMs' in stuck ? 'never listed' : 'could not start';

/** A job's last state in the outputs: Deleted once someone, or this step, deleted it. */
const stateOf = (job: Watched): string => (job.end === 'gone' || job.deletedByStep ? 'Deleted' : (job.status ?? ''));

/** What a summary's heading says of a followed job's state: its last, once its wait ended or the step deleted it; else unfinished. */
const headingState = (job: Watched): string => (job.end || job.deletedByStep ? stateOf(job) : 'unfinished');

/** The GPU-hours of the jobs followed, where any job's GPUs are known; empty otherwise. */
function gpuHoursOf(watched: Watched[]): string {
  const known = watched.map((j) => costOf(j).gpuHours).filter((h): h is number => h !== undefined);
  return known.length ? known.reduce((a, b) => a + b, 0).toFixed(2) : '';
}

/** A followed job's time pending and running, and its GPU-hours where its GPUs are known. */
function costCell(job: Watched | undefined): string {
  if (!job) return '—';
  const { pendingMs, runningMs, gpuHours } = costOf(job);
  if (runningMs === undefined) return 'started before this step: its time is not known';
  const gpus = gpuHours !== undefined ? `, ${gpuHours.toFixed(2)} GPU-hours (${job.gpus} GPU${job.gpus === 1 ? '' : 's'})` : '';
  return `${pendingMs !== undefined ? `pending ${formatDuration(pendingMs)}, ` : ''}running ${formatDuration(runningMs)}${gpus}`;
}

/** A reused job's cell says which run submitted it, and links that run where its page is known. */
const reusedNote = ({ reused }: Outcome): string =>
  reused ? ` (reused: submitted by ${reused.run === undefined ? 'an earlier run' : `run ${link(reused.run, reused.page)}`})` : '';

/** What an attached job's image and resources are, to a step that did not send its request. */
const ATTACHED = '_attached: as it was submitted, before this step_';

function imageOf({ planned, sent, attached }: Outcome): string {
  if (attached) return ATTACHED;
  const workers = code(sent?.image ?? planned.job.image);
  return sent?.master && sent.master.image !== sent.image ? `${workers} (workers), ${code(sent.master.image ?? '')} (master)` : workers;
}

/** The resources as sent, else as the job asks, and the master's where they differ. */
function resourcesOf({ planned: { job }, sent, attached }: Outcome): string {
  if (attached) return ATTACHED;
  const asked = [
    job.gpu !== undefined && `${job.gpu} GPU`,
    job.cpu !== undefined && `${job.cpu} CPU${job.cpuLimit !== undefined ? ` (limit ${job.cpuLimit})` : ''}`,
    job.memory !== undefined && `${job.memory} memory${job.memoryLimit !== undefined ? ` (limit ${job.memoryLimit})` : ''}`,
  ].filter(Boolean);
  const described = (resources: string | undefined, or = '') => (resources !== undefined ? text(resources) : or || 'service defaults');
  const workers = described(sent?.resources, asked.join(', '));
  return sent?.master && sent.master.resources !== sent.resources ? `${workers} (workers), ${described(sent.master.resources)} (master)` : workers;
}

/** GitHub drops a step summary over 1 MiB whole: a little under, for what the runner adds. */
const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;

/** The step summary: a heading, the job's table or a row per job, then why each failure ended so, logs cut last to fit `maxBytes`.
 *  Without `logs` (a pull request's comment), no log line: the runner hides the workflow's secrets in the step's log and summary,
 *  and nothing hides them in what the action writes through GitHub's API, where a job's log may print one. */
export function summaryOf(report: Report, address = '', maxBytes = MAX_SUMMARY_BYTES, logs = true, hide = (said: string) => said): string {
  // A comment hides what quotes a value given to a job's environment, or an argument that may be a secret: found once, for every fitting below.
  const given = logs ? [] : givenTo(report.outcomes);
  // Nor a value of a label that may be a secret, whole (`environment.HF_TOKEN=…`, `arguments=["--key","…"]`): a matrix may sweep them.
  const secrets = secretForms(given).map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const inLabel = secrets.length ? new RegExp(`(?<=[="])(${secrets.join('|')})(?=", |"|, |$)`, 'g') : undefined;
  const label = (o: Outcome) => text(hide(inLabel ? o.planned.label.replace(inLabel, '…') : o.planned.label)) || '—';
  const within = (logBytes: number, rows?: ReadonlySet<number>) => summaryWithin(report, address, logs ? logBytes : undefined, { given, label, hide }, rows);
  const bytes = (...parts: string[]) => Buffer.byteLength(parts.join(''));
  const whole = within(Number.POSITIVE_INFINITY);
  if (bytes(...whole) <= maxBytes) return whole.join('');
  const withLogs = (report.watched ?? []).filter((job) => job.logTail?.length).length;
  const share = Math.max(0, Math.floor((maxBytes - bytes(...within(0))) / Math.max(1, withLogs)) - 512);
  const fitted = within(share);
  if (bytes(...fitted) <= maxBytes) return fitted.join('');
  // Every job's row comes before what the service said of the failures, whose reasons and events no share bounds: as many rows as fit
  // beside it (a sweep of thousands), those of the jobs that need a look first, which leave it and the logs a quarter of the room at least.
  const order = rowsByConcern(report);
  const rowsOf = (count: number) => new Set(order.slice(0, count));
  const reserve = Math.floor(maxBytes / 4 / Math.max(1, withLogs));
  const room = maxBytes - Math.min(bytes(within(reserve, rowsOf(0))[1]), maxBytes / 4) - 200;
  let [fits, over] = [0, order.length + 1];
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (bytes(within(reserve, rowsOf(middle))[0]) <= room) fits = middle;
    else over = middle;
  }
  const [table, after] = within(reserve, rowsOf(fits));
  if (bytes(table, after) <= maxBytes) return table + after;
  // Then what the service said, its first jobs' whole, cut between two (a cut inside one could leave its log's block open, and what
  // follows inside it), and where the rest is.
  const cut = Buffer.from(table + after).toString('utf8', 0, maxBytes - 200);
  // A log's lines may read anything, "**" after an empty line too: its blocks, closed or cut open, are no place a job's section begins.
  const between = cut.replace(/^(`{3,})text\n[\s\S]*?(?:\n\1$|(?![\s\S]))/gm, (block) => ' '.repeat(block.length)).lastIndexOf('\n\n**');
  return `${cut.slice(0, Math.max(between, table.length - 1))}\n\n_The rest is left out, to keep this under GitHub's limit: the outputs name every job created._\n`;
}

/** The rows' indexes, those of the jobs that need a look first (not created, did not do as asked, deleted, unfinished), each group in order. */
function rowsByConcern({ outcomes = [], watched = [] }: Report): number[] {
  const byName = new Map(watched.map((job) => [job.name, job]));
  const concerns = (outcome: Outcome) => {
    const job = outcome.created && byName.get(outcome.created.name);
    return !outcome.created || (job !== undefined && (didNotDoAsAsked(job) || job.deletedByStep === true || !job.end));
  };
  return outcomes.map((_, i) => i).sort((a, b) => Number(concerns(outcomes[b]!)) - Number(concerns(outcomes[a]!)));
}

/** For a summary no runner masks (the command line's file, an artifact of its CI job): each value given to the jobs that may be a secret, as
 *  ***, in what the service said, the logs and the labels; not one that is a job's name, image or project, which it shows as such. */
export function givenHidden(report: Report): (said: string) => string {
  const shown = new Set((report.outcomes ?? []).flatMap(({ planned: { job }, created }) => [job.name, job.image, job.project, created?.name]));
  const secrets = secretForms(givenTo(report.outcomes).filter((value) => !shown.has(value)));
  // By their first 8 characters (none is shorter), longest first: one pass over a text finds them all, however many values a sweep of a
  // thousand jobs gives, where a search per value reads each text as often.
  const byStart = new Map<string, string[]>();
  for (const secret of secrets) byStart.set(secret.slice(0, 8), [...(byStart.get(secret.slice(0, 8)) ?? []), secret]);
  return (said) => {
    let out = '';
    let from = 0;
    let at = 0;
    while (at + 8 <= said.length) {
      const found = byStart.get(said.slice(at, at + 8))?.find((secret) => said.startsWith(secret, at));
      if (!found) {
        at++;
        continue;
      }
      out += `${said.slice(from, at)}***`;
      at += found.length;
      from = at;
    }
    return from ? `${out}${said.slice(from)}` : said;
  };
}

/** What the jobs were given where a workflow's secrets enter them: their environment's values, and their arguments that may be one. */
const givenTo = (outcomes: Outcome[] = []): string[] =>
  outcomes.flatMap(({ planned: { job } }) => [...Object.values(job.environment ?? {}).map(String), ...(job.arguments ?? []).filter(mayBeSecret)]);

/** Each value that may be a secret, as given and as a label's JSON quotes it (`arguments=["--token","ab\"c…"]`), longest first. */
const secretForms = (values: string[]): string[] =>
  [...new Set(values.filter(mayBeSecret).flatMap((value) => [value, JSON.stringify(value).slice(1, -1)]))].sort((a, b) => b.length - a.length);

/** A value given to a job that may be a secret: 8 characters or more, not a number nor an option's name (`--epochs`). */
const mayBeSecret = (value: string) => value.length >= 8 && !/^(-|[-+]?[\d.]+(e[-+]?\d+)?$)/i.test(value);

/** A word that could be a key or a password: 8 characters or more, with a digit or a symbol beyond a name's or an address's (`nvidia.com/gpu`). */
const SECRET_LIKE = /(?=\S{8})\S*(?:\d|[^\s\w./:-])/;
/** What the service said, where nothing hides a workflow's secret in it (a comment: `logs` false): only text without a word that could be one,
 *  nor a value `given` to a job's environment, where a workflow's secrets enter it. */
const shownIn = (logs: boolean, given: string[]) => (said: string | undefined) =>
  said === undefined || logs || (!SECRET_LIKE.test(said) && !given.some((v) => v.length >= MIN_MASKED_LENGTH && said.includes(v))) ? said : undefined;
const LEFT_TO_THE_STEP = "What the service said is in the step's log and summary, where the runner hides the workflow's secrets: a comment leaves it out.";

/** What a comment hides: the values `given` to the jobs (none in a summary), and each job's label without them; and what a summary no runner
 *  masks replaces in what the service said and the logs (`hide`). */
type Hiding = { given: string[]; label: (outcome: Outcome) => string; hide: (said: string) => string };

/** The summary in two parts, its table and what the service said of each job (with its log's last lines within `logBytes` each; undefined:
 *  none), and of a sweep's table only the rows `rows` names, where it names any. */
function summaryWithin(report: Report, address: string, logBytes: number | undefined, hiding: Hiding, rows?: ReadonlySet<number>): [string, string] {
  const { given, label, hide } = hiding;
  const { outcomes = [], watched, dryRun = false } = report;
  const cluster = report.whereabouts?.cluster ?? address;
  const created = outcomes.filter((o) => o.created).length;
  const stopped = outcomes.filter(unsent).length;
  const failed = outcomes.length - created - stopped;
  const how = outcomes.some((o) => o.attached) ? 'attached' : outcomes.some((o) => o.reused) ? 'submitted or reused' : 'submitted';
  const states = watched ? `; ${tally(watched.map(headingState), text)}` : '';
  const title = dryRun
    ? `Run:ai dry run: ${outcomes.length} job${outcomes.length > 1 ? 's' : ''} checked, nothing sent`
    : failed > 0
      ? // The created ones' states too: "1 of 300 jobs failed" alone reads as if the other 299 succeeded.
        `Run:ai: ${failed + stopped} of ${outcomes.length} job${outcomes.length > 1 ? 's' : ''} ${how === 'attached' ? 'not found' : 'not created'}${stopped ? ` (${stopped} stopped before ${stopped > 1 ? 'they were' : 'it was'} sent)` : ''}${created ? `; ${created} ${how}${states}` : ''}`
      : stopped > 0
        ? `Run:ai: ${created} of ${outcomes.length} jobs ${how} before the step was stopped${states}`
        : outcomes.length === 1
          ? `Run:ai job ${text(outcomes[0]!.created!.name)} ${watched?.[0] ? headline(watched[0]) : how}`
          : `Run:ai: ${created} jobs ${how}${states}`;
  // A Markdown heading, where a code span renders as in the table (a runner's HTML heading would show its backticks).
  const heading = `### ${title}\n`;
  const byName = new Map((watched ?? []).map((job) => [job.name, job]));
  /** A job's final state and how long it took, after a wait. */
  const ended = (name: string | undefined): string => {
    const job = name === undefined ? undefined : byName.get(name);
    if (!job) return '';
    // A job that could not start reads as what stopped it; its deletion is what the step did about it.
    const stuck = job.end === 'stuck' && job.status !== undefined;
    const state = stuck ? job.status! : stateOf(job) || NOT_LISTED;
    const mark = job.end === 'succeeded' || (job.end === 'running' && !job.deletedByStep) ? '✅ ' : didNotDoAsAsked(job) || job.deletedByStep ? '❌ ' : '';
    const how = job.end === 'stuck' ? `, ${stuckAs(job)}` : '';
    // Stopped, a job left undeleted (its deletion failed, or was deferred) is said so: not as if it were merely followed.
    const undeleted = report.waitEnded === 'stopped' && !job.leftRunning && !job.attached ? ': the step was stopped and could not delete it' : '';
    const when = job.end ? ` ${endedWhen(job)}` : job.deletedByStep ? '' : `, unfinished${undeleted}`;
    const said = whyOf(job) && hide(whyOf(job)!);
    const why = said && (shownIn(logBytes !== undefined, given)(said) ?? "… (in the step's summary)");
    return `${mark}${text(state)}${how}${when}${why ? `: ${text(why)}` : ''}${stuck && job.deletedByStep ? '; the step deleted it' : ''}`;
  };

  /** A failure's message, in a comment without what the service said in it: its message, and where it redirected (a request's value in it); the
   *  same of the failures it quotes (a job not sent after another's refusal, a lost answer's). */
  const unsaid = (message: string, failure: unknown) => {
    const quoted: ServiceFailure[] = [];
    for (let f = failure, depth = 0; f instanceof Error && depth < 8; f = f.cause, depth++) if (f instanceof ServiceFailure) quoted.push(f);
    const saidBy = quoted.flatMap(({ details: { serviceMessage, location } }) => [serviceMessage, location]);
    const said = logBytes === undefined ? saidBy.filter((text): text is string => !!text) : [];
    return said.reduce((out, text) => out.replaceAll(text, `… (${LEFT_TO_THE_STEP})`), message);
  };
  /** A job's cells, in the order both layouts show them: the one job's rows, or a sweep's columns. */
  const cells = (outcome: Outcome, one: boolean): [string, string][] => {
    const { planned, created: { name } = {}, failure } = outcome;
    const unnamed = dryRun ? (planned.job.name ? code(planned.job.name) : one ? '_named by the service_' : '—') : undefined;
    const what = name
      ? `${link(name, report.whereabouts?.page)}${reusedNote(outcome)}`
      : (unnamed ??
        (one
          ? `failed: ${text(hide(unsaid(failureMessage(failure), failure)))}`
          : `❌ ${text(hide(unsaid(String((failure as Error)?.message ?? failure), failure)))}`));
    const cost: [string, string][] = one && !name ? [] : [['Cost', costCell(name === undefined ? undefined : byName.get(name))]];
    const followed: [string, string][] = watched ? [['State', one ? ended(name) : ended(name) || '—'], ...cost] : [];
    return [['Job', what], ...followed, ['Project', code(planned.job.project)], ['Image', imageOf(outcome)], ['Resources', resourcesOf(outcome)]];
  };
  const after = `${explained(watched, logBytes, hiding)}${charts(watched)}`;
  if (outcomes.length === 1) {
    const rows = [...cells(outcomes[0]!, true), ['Cluster', text(cluster)]];
    return [`${heading}\n| | |\n|---|---|\n${rows.map(([k, v]) => row([`**${k}**`, v])).join('\n')}\n`, after];
  }
  const columns = ['#', 'Job', ...(watched ? ['State', 'Cost'] : []), 'Project', 'Image', 'Resources', 'Matrix / item'];
  const shown = outcomes.flatMap((o, i) => (!rows || rows.has(i) ? [row([i + 1, ...cells(o, false).map(([, v]) => v), label(o)])] : []));
  const left = outcomes.length - shown.length;
  const leftOut = left
    ? `\n_${left} more job${left > 1 ? 's are' : ' is'} left out of this table, to keep it under GitHub's limit (the jobs that need a look come first): the outputs name every job created._\n`
    : '';
  const table = `${heading}\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|\n${shown.join('\n')}\n${leftOut}\nCluster: ${text(cluster)}\n`;
  return [table, after];
}

const names = (list: string[]) => list.map((name) => code(name)).join(', ');

/** The post step's summary: what it deleted of the jobs the step left unfinished (the step's own summary was written before), and what
 *  it could not, to delete by hand; none when it deleted none and none is left. */
export function cleanupSummaryOf({ deleted, gone, left = [] }: NonNullable<Report['deletion']>): string {
  if (left.length) {
    const what = left.length === 1 ? 'an unfinished job' : `${left.length} unfinished jobs`;
    const deletedToo = deleted.length ? `\n\nDeleted (cancel-on-stop): ${names(deleted)}.` : '';
    return `### Run:ai: the post step could not delete ${what}\n\nStill to delete in the Run:ai user interface: ${names(left)}.${deletedToo}\n`;
  }
  // The step's own summary called them unfinished: that they are gone is said too.
  if (!deleted.length)
    return gone.length ? `### Run:ai: the post step found nothing left to delete\n\nNot found (deleted already, or never created): ${names(gone)}.\n` : '';
  const what = deleted.length === 1 ? 'its unfinished job' : `its ${deleted.length} unfinished jobs`;
  return `### Run:ai: the post step deleted ${what}\n\nDeleted (cancel-on-stop): ${names(deleted)}.${gone.length ? ` Already gone: ${names(gone)}.` : ''}\n`;
}

/** Each job's GPU utilisation as a Mermaid chart, with its mean: numbers only, so no service text. */
const charts = (watched: Watched[] | undefined): string =>
  (watched ?? [])
    .map(({ name, gpuUtilisation: samples = [] }) => {
      if (!samples.length) return '';
      const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
      return `\n**GPU utilisation of ${code(name)}** over its run: mean ${mean.toFixed(1)}%\n\n\`\`\`mermaid\nxychart-beta\n  y-axis "GPU utilisation (%)" 0 --> 100\n  line [${samples.join(', ')}]\n\`\`\`\n`;
    })
    .join('');

/** What the service said of each job that did not do as asked (reasons, events, its log's end), and any followed log. */
const explained = (watched: Watched[] | undefined, logBytes: number | undefined, { given, hide }: Hiding): string =>
  (watched ?? [])
    .filter((job) => (job.explanation && (job.explanation.reasons.length > 1 || job.explanation.events.length)) || job.logTail?.length || job.logNote)
    .map((job) => {
      const shown = (said: string | undefined) => shownIn(logBytes !== undefined, given)(said === undefined ? said : hide(said));
      const { reasons: all = [], events = [] } = job.explanation ?? {};
      const reasons = all.map(hide).filter(shown);
      const said = reasons.length > 1 ? `\n${reasons.map((r) => `- ${text(r)}`).join('\n')}\n` : '';
      const kept = events.map((e) => [e.at ?? '', e.type ?? '', ...[e.reason ?? '', e.message].map((said) => shown(said) ?? '…')]);
      const unsaid = reasons.length < all.length || kept.flat().includes('…') ? `\n${LEFT_TO_THE_STEP}\n` : '';
      const table = kept.length ? `\n| When | Type | Reason | Message |\n|---|---|---|---|\n${kept.map((cells) => row(cells.map(text))).join('\n')}\n` : '';
      const lines = logBytes === undefined ? [] : lastWithin(job.logTail ?? [], logBytes).map(hide);
      const left = (job.logTail?.length ?? 0) - lines.length;
      const more = left ? ` (${left} more left out, to keep the summary under GitHub's 1 MiB)` : job.logNote ? ` (${text(hide(job.logNote))})` : '';
      const log = lines.length
        ? `\n<details><summary>${lastLines(lines.length)} of its log${more}</summary>\n\n${fenced(lines)}\n\n</details>\n`
        : job.logTail?.length && logBytes === undefined
          ? `\nIts log's last lines are in the step's log and summary, where the runner hides the workflow's secrets: a comment leaves them out.\n`
          : job.logTail?.length
            ? `\nIts log's last lines are left out, to keep the summary under GitHub's 1 MiB: they are in the step's log.\n`
            : shown(job.logNote)
              ? `\nNo log is shown: ${text(hide(job.logNote!))}.\n`
              : '';
      if (!didNotDoAsAsked(job) && !job.explanation) return logBytes === undefined ? '' : `\n**The log of ${code(job.name)}**:\n${log}`;
      const heading = said || table ? ' (what the service said; warnings first, then the latest events)' : '';
      return `\n**Why ${code(job.name)}**${heading}:\n${said}${table}${unsaid}${log}`;
    })
    .join('');

/** The last of `lines` whose fenced block takes at most `bytes`. */
function lastWithin(lines: string[], bytes: number): string[] {
  let [used, from] = [0, lines.length];
  while (from > 0 && used + Buffer.byteLength(lines[from - 1]!) + 1 <= bytes) used += Buffer.byteLength(lines[--from]!) + 1;
  return lines.slice(from);
}

/** Every output the action sets (action.yml declares exactly these): what any report sets. */
export const OUTPUTS = Object.keys(outputsOf({}));
