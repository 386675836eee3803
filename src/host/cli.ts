// The command line's host (`npx submit-runai-job`): the action's inputs as --options or RUNAI_* variables, the log on
// stderr with secrets replaced, outputs as JSON on stdout, a summary and a dotenv to files, and exit codes a CI system reads.
import { accessSync, constants, lstatSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { openHttpClient, proxyFor } from './http.js';
import type { Report, SessionHost } from '../core/session.js';
import { editDistance, fieldSchema, jobFields, nearest } from '../contract/validate.js';
import { inputName } from '../problems.js';
import { FAILURE_PREFIX, failureOf, InputError, InputNotTaken } from '../errors.js';
import { isMap, readInputFile, readJson } from '../formats.js';
import { getInputs, type InputSource } from '../inputs.js';
import { drainedOf, type Log } from '../log.js';
import { forJson, forLine, forLog, forOneLine } from '../safe-text.js';
import { redact } from '../secrets.js';
import { DECLARED_INPUTS } from '../generated/inputs.js';
import { originOf } from './origin.js';
import { cleanupSummaryOf, entryOf, givenHidden, OUTPUTS, outputsOf, summaryOf } from './report.js';
import { runStep } from './step.js';
import { RECORD_PREFIX } from '../core/record.js';
import { NOT_LISTED } from '../core/watched.js';

/** What a CI system reads of the exit: success, the jobs or the service failed, the inputs are wrong, or the run was stopped. */
const EXIT = { ok: 0, failed: 1, badInput: 2, stopped: { SIGINT: 130, SIGTERM: 143 } } as const;

/** Options of the command line itself, beside the action's inputs. */
const OWN = {
  outputs: 'Write the outputs, the JSON object printed on stdout, to this file too.',
  summary: 'Write the Markdown summary (what the action puts in the step summary) to this file.',
  dotenv: 'Write the outputs to this file as RUNAI_JOB_NAME=… lines (a GitLab dotenv report, a Jenkins properties file).',
  record: 'Keep in this file the jobs the command may leave unfinished (killed outright, or its deleting cut short), for --post.',
  post: "Be the post step, as the action has one: delete the jobs a --record file holds as unfinished, and exit (GitLab's after_script).",
  debug: 'Print the debug log too: each request, and the status it was answered with (also RUNAI_DEBUG=1).',
  help: 'Print this help.',
  version: 'Print the version.',
};

/** The environment variable of an input: `base-url` → RUNAI_BASE_URL. */
const envName = (input: string) => `RUNAI_${input.toUpperCase().replaceAll('-', '_')}`;

const INPUTS = new Map(DECLARED_INPUTS.map((input) => [input.name, input]));
/** Inputs that mean true given alone (`--dry-run`): those with a true-or-false default, and the job's boolean fields. */
const FLAGS = new Set([
  ...DECLARED_INPUTS.filter((input) => input.default === 'true' || input.default === 'false').map((input) => input.name),
  ...jobFields.filter((field) => fieldSchema(field)?.type === 'boolean').map(inputName),
]);

const isOurs = (name: string) => INPUTS.has(name) || Object.hasOwn(OWN, name);
/** The command line's own switches, true unless `=false`; its other options name a file it writes. */
const isSwitch = (name: string): name is 'help' | 'version' | 'debug' => name === 'help' || name === 'version' || name === 'debug';
type FileOption = 'outputs' | 'summary' | 'dotenv' | 'record' | 'post';
const isFileOption = (name: string): name is FileOption => Object.hasOwn(OWN, name) && !isSwitch(name);
/** `--name` or `--name=value`, the name in lowercase: what a missing value must not swallow. */
const OPTION = /^--([a-z][a-z0-9-]*)(?:=([\s\S]*))?$/;
/** What names an argument that looks like an option, without any value: a value may be a secret. */
const optionPart = (arg: string) => /^-{1,2}[A-Za-z][\w-]*/.exec(arg)?.[0];
/** An argument that names an option that is not one of ours, without a value of its own: what follows may be its value. */
const wantsValue = (arg: string) => (OPTION.test(arg) ? !arg.includes('=') && !isOurs(arg.slice(2)) : optionPart(arg) === arg && arg !== '-h');

/** `--name value`, `--name=value`, `--flag` alone: a missing value never takes the next option, and a problem quotes only option names. */
function parseArguments(args: readonly string[]) {
  const files: Partial<Record<FileOption, string>> = {};
  const parsed = { given: new Map<string, string>(), files, debug: undefined as boolean | undefined, help: false, version: false, problems: [] as string[] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [, name = '', inline] = OPTION.exec(arg) ?? [];
    const next = args[i + 1];
    const nextIsValue = next !== undefined && !OPTION.test(next);
    // The short form every command line has.
    if (arg === '-h') parsed.help = true;
    // After an option that is not one and took no value, this may be its value: a secret, not shown.
    else if (!isOurs(name) && i > 0 && wantsValue(args[i - 1]!))
      parsed.problems.push(`argument ${i + 1}, after ${optionPart(args[i - 1]!)}, is not an option (not shown: it may be a value)`);
    else if (!isOurs(name)) {
      // A malformed option (`--Client-Secret`, `--client_secret=…`) is named by what precedes any value; its value is skipped.
      const shown = optionPart(arg);
      const near = name && nearest(name, [...INPUTS.keys(), ...Object.keys(OWN)]);
      parsed.problems.push(
        name
          ? `--${name} is not an option${near ? `; did you mean --${near}?` : ': --help lists them'}`
          : shown
            ? `${shown} is not an option: options are --lowercase-names, such as --base-url`
            : `argument ${i + 1} is not an option: give each input as --NAME VALUE (or --NAME=VALUE)`,
      );
      if (shown && !arg.includes('=') && nextIsValue) i++;
    } else if (isSwitch(name)) parsed[name] = inline?.toLowerCase() !== 'false';
    else if (inline === undefined && !nextIsValue && !FLAGS.has(name)) {
      // A secret may start with "--": the argument after a secret's option is skipped unread, never named as an option.
      const secret = INPUTS.get(name)?.secret === true && next !== undefined;
      if (secret) i++;
      const how = secret
        ? `; the argument after it was not read, as it may be the secret (one that starts with "--" is given as --${name}=VALUE, or in ${envName(name)})`
        : next !== undefined
          ? ` (a value that starts with "--" is given as --${name}=VALUE)`
          : '';
      parsed.problems.push(`--${name} needs a value${how}`);
    } else {
      const value = inline ?? (nextIsValue ? args[++i]! : 'true');
      const file = isFileOption(name);
      if (file ? Object.hasOwn(files, name) : parsed.given.has(name))
        parsed.problems.push(`--${name} is given twice: give it once${file ? '' : ', several values as one (lines, or a list or map)'}`);
      // Empty, it is most often a variable not set where the command runs (GitLab's after_script runs in a shell of its own): read as not
      // given, `--gpu "$GPUS"` would submit without a GPU, and hide RUNAI_GPU.
      else if (!value.trim()) parsed.problems.push(`--${name} is given an empty ${file ? 'path' : 'value'}: is the variable it is given from set here?`);
      else if (file) files[name] = value;
      else parsed.given.set(name, value);
    }
  }
  return parsed;
}

/** A RUNAI_ variable that is no input's, as a typo of one (RUNAI_GPUS, RUNAI_BASEURL, RUNAI_PROJET): the input's variable, if so. Stricter
 *  than nearest(), whose "did you mean" a warning may still give: a pipeline's own variables (RUNAI_URL, RUNAI_CLUSTER_URL, RUNAI_IMAGE_TAG)
 *  are no typos and must not fail it, and neither is a variable nearer to an output's (another version's dotenv). */
function misspeltVariable(name: string, outputs: readonly string[]): string | undefined {
  const words = (variable: string) => variable.slice('RUNAI_'.length).toLowerCase().replaceAll('_', '-');
  const near = (a: string, b: string) => a.replaceAll('-', '') === b.replaceAll('-', '') || editDistance(a, b) <= (Math.min(a.length, b.length) >= 6 ? 2 : 1);
  const given = words(name);
  if (outputs.some((output) => near(given, words(output)))) return undefined;
  const nearby = DECLARED_INPUTS.filter(({ name: input }) => near(given, input)).map(({ name: input }) => ({ input, distance: editDistance(given, input) }));
  const best = nearby.sort((a, b) => a.distance - b.distance)[0];
  return best && envName(best.input);
}

/** A message in the command line's words: an input set to a value (`'wait: finished'`, a workflow's `with:`) as an option (`--wait finished`),
 *  a step as a command (not GitHub's checkout step), and the post step as its option. */
const inCliWords = (text: string) =>
  text
    .replace(/'([a-z][a-z0-9-]*): ([^'\n]+)'/g, (written, name: string, value: string) => (INPUTS.has(name) ? `--${name} ${value}` : written))
    // Not inside a name (`train-step-3`, `--post-step`): only the word.
    .replace(/(?<![\w."/-])(?<!post |checkout` )([Ss])tep(s?)(?![\w"/-])/g, (_, s: string, plural: string) => `${s === 'S' ? 'C' : 'c'}ommand${plural}`)
    .replace(/\bpost step\b/g, '$& (--post)');

/** The inputs only the GitHub Action takes: refused here, and so marked in --help. */
const GITHUB_ONLY: NonNullable<InputSource['refuses']> = {
  'pr-comment': { unless: 'false', why: "the command line writes no pull request comment: the GitHub Action does ('pr-comment'). Remove it" },
  'github-token': { unless: '', why: "the command line writes no pull request comment, for which alone the token is ('pr-comment'). Remove it" },
};

function help(): string {
  const wrap = (text: string) => text.replace(/(.{1,92})(\s+|$)/g, '      $1\n').trimEnd();
  const lines = [
    'Usage: submit-runai-job [--INPUT VALUE]... [--outputs FILE] [--summary FILE] [--dotenv FILE] [--record FILE]',
    '       submit-runai-job --post FILE   (after it, however it ended: deletes what its --record FILE holds)',
    '',
    "Submits a Run:ai job, or a sweep, waits for it and deletes it if stopped (Ctrl-C): the GitHub Action's",
    'core, for GitLab CI, Jenkins or any shell. Every input of the action is an option (--base-url URL) or an',
    'environment variable (RUNAI_BASE_URL); an option wins. Give secrets (RUNAI_CLIENT_SECRET, RUNAI_TOKEN) in',
    "the environment: a command line's options can be read by other processes. A true-or-false input given",
    'alone means true (--dry-run).',
    '',
    'Outputs are one JSON object on stdout; the log is on stderr. Exit codes: 0 done, 1 the jobs or the service',
    'failed, 2 an input is wrong (no job was submitted), 130 or 143 stopped by SIGINT or SIGTERM (the jobs it',
    'waits for deleted, unless --cancel-on-stop false).',
    '',
    'Options:',
    ...Object.entries(OWN).map(([name, text]) => `  --${name}${isFileOption(name) ? ' FILE' : ''}\n${wrap(text)}`),
    ...DECLARED_INPUTS.filter((input) => !GITHUB_ONLY[input.name]).map(
      // A default the runner fills in (`${{ toJSON(matrix) }}`) is none here.
      (input) =>
        `  --${input.name}${input.default?.includes('${{') === false ? ` (default: ${input.default})` : ''}  ${envName(input.name)}\n${wrap(input.description)}`,
    ),
    '',
    `The GitHub Action's own inputs, which the command line refuses: ${Object.keys(GITHUB_ONLY).join(', ')}.`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The job's states at a glance, for a terminal: one row per job. */
function table(report: Report, values: Record<string, unknown>): string {
  const { 'job-names': names, statuses, urls } = values as { 'job-names': string[]; statuses: Record<string, string>; urls: Record<string, string> };
  if (!names.length) return '';
  // A state is the service's word, and a terminal obeys control characters: each cell is made inert.
  const rows = [
    ['job', 'state', 'where'],
    ...names.map((name) => [name, entryOf(statuses, name) ?? (report.watched ? NOT_LISTED : 'submitted'), entryOf(urls, name) ?? ''].map(forLog)),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const pad = (cell: string, column: number) => cell.padEnd(widths[column]!);
  return rows.map((row) => row.map(pad).join('  ').trimEnd()).join('\n');
}

/** The outputs as JSON values, as stdout and --outputs give them: the action's JSON-text outputs (job-names, statuses, …) parsed. */
const valuesOf = (report: Report) => Object.fromEntries(Object.entries(outputsOf(report)).map(([name, text]) => [name, readJson(text)?.value ?? text]));

/** Runs the command line with these arguments and environment; resolves to the exit code. */
export async function runCli(args: readonly string[], env: NodeJS.ProcessEnv = process.env, version = ''): Promise<number> {
  const parsed = parseArguments(args);
  const debug = parsed.debug ?? /^(1|true)$/i.test(env.RUNAI_DEBUG?.trim() ?? ''); // an option wins, as for inputs
  // A reader that has gone (`2>&1 | head`) loses only the text: the wait, deletion, files and exit code are the same.
  const gone = { stderr: false, stdout: false };
  for (const stream of ['stderr', 'stdout'] as const) process[stream].on('error', () => (gone[stream] = true));
  // Nothing prints a secret: every line goes through redact(), which knows each secret mask() was given (no masker is needed); nor a
  // command a runner would obey (the command line may run in a workflow's step), or a reordering character (forLine).
  const write = (line: string) => void (gone.stderr || process.stderr.write(`${redact(forLine(line))}\n`));
  /** The command line's own verdicts and warnings, in its words (a command, not a step); a job's log lines and the service's text are left as they are. */
  const say = (line: string) => write(inCliWords(line));
  const log: Log = {
    info: write,
    warning: (message) => say(`warning: ${message}`),
    debug: (message) => debug && write(`debug: ${message}`),
    group: (title) => write(`▸ ${title}`),
    drained: drainedOf(process.stderr),
  };
  /** Problems of the options and variables, and then those of the inputs: every one at once, with nothing sent (exit 2). */
  const refuse = (problems: string[]) => {
    const what = problems.length > 1 ? `${problems.length} problems in the options and inputs need` : 'a problem in the options or inputs needs';
    write(`${FAILURE_PREFIX}: ${what} fixing; nothing was sent.`);
    for (const problem of problems) say(`  - ${problem}${/[?.]$/.test(problem) ? '' : '.'}`);
    write('Each input is an option (--NAME) or an environment variable (RUNAI_NAME): --help lists them.');
    return EXIT.badInput;
  };
  if (parsed.help || parsed.version) {
    // A problem first: `--command --version` is a value missing, not a request for the version that exits 0 having sent nothing.
    if (parsed.problems.length) return refuse(parsed.problems);
    process.stdout.write(parsed.help ? help() : `${version}\n`);
    return EXIT.ok;
  }
  for (const { name } of DECLARED_INPUTS.filter((input) => input.secret && parsed.given.has(input.name)))
    log.warning(`--${name} is on the command line, where other processes can read it: give it as ${envName(name)} instead.`);
  // A RUNAI_ variable that is a typo of an input's (RUNAI_GPUS) is refused, as a misspelt option is: the job would run without
  // what it meant (no GPU). Any other is said. The outputs' variables (a --dotenv an earlier CI job passes on) are known.
  const variables = DECLARED_INPUTS.map((input) => envName(input.name));
  const outputs = [...OUTPUTS.map(envName), 'RUNAI_DEBUG'];
  const problems = [...parsed.problems];
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith('RUNAI_') || variables.includes(name) || outputs.includes(name)) continue;
    const typo = misspeltVariable(name, outputs);
    const near = nearest(name, variables);
    const said = `${forLog(name)} is not the variable of any input, and ${typo ? 'would be ignored' : 'is not read'}`;
    if (typo) problems.push(`${said}: did you mean ${typo}?`);
    else log.warning(`${said}${near ? `: did you mean ${near}?` : ': --help lists the inputs'}`);
  }
  // A file that cannot be written is said now, before anything is sent, not once the jobs have run; so is one named twice, which would lose a record.
  const named = new Map<string, string>();
  for (const [option, file] of Object.entries(parsed.files)) {
    const same = named.get(resolve(file));
    const why =
      option === 'post'
        ? undefined
        : parsed.files.post && option !== 'summary'
          ? '--post writes no file but the summary it adds to: run it on its own'
          : same
            ? `--${same} writes it too`
            : unwritable(file);
    if (why) problems.push(`--${option} ${forLog(file)} cannot be written: ${why}`);
    named.set(resolve(file), option);
  }
  const source: InputSource = { read: (name) => (parsed.given.get(name) ?? env[envName(name)])?.trim() || undefined, warn: log.warning, refuses: GITHUB_ONLY };
  // As an option only: RUNAI_DRY_RUN reaches a template's after_script (Jenkins' post block) as it reached the dry run, which recorded nothing.
  if (parsed.files.post && /^true$/i.test(parsed.given.get('dry-run') ?? ''))
    problems.push('--post deletes what its file records, and --dry-run would delete nothing: run --post without --dry-run');
  /** The files asked for (--outputs, --summary, --dotenv), written whole each time; false when one could not be, said unless `quiet`. */
  const writeFiles = (report: Report, quiet = false): boolean => {
    let written = true;
    for (const [file, text] of [
      [parsed.files.outputs, () => `${forJson(valuesOf(report), 2)}\n`],
      // A summary is of jobs: none before any was submitted, as on GitHub (an earlier run's, in a kept workspace, is removed).
      // No CI system masks an artifact as GitHub's runner masks a step summary: a job's log may print what a masked variable gave it.
      [parsed.files.summary, () => (report.outcomes?.length ? summaryOf(report, '', undefined, true, givenHidden(report)) : undefined)],
      [parsed.files.dotenv, () => dotenvOf(Object.entries(outputsOf(report)), log)],
    ] as const) {
      if (!file) continue;
      try {
        const body = text();
        // What a service said reaches the outputs and the files too: every secret is replaced in them as in the log.
        if (body !== undefined) writeReplacing(file, redact(body));
        else if (lstatSync(file, { throwIfNoEntry: false })?.isFile()) rmSync(file);
      } catch (error) {
        written = false;
        if (!quiet) write(`${FAILURE_PREFIX}: ${file} could not be written (${(error as Error).message}): check that its folder exists and can be written.`);
      }
    }
    return written;
  };
  // With an option or a variable wrong, the inputs are still read and checked, sending nothing, so that one run says every problem. Its
  // files say it failed (an earlier run's, in a kept workspace, would say otherwise), unless one of them is what is wrong.
  if (problems.length) {
    const messages = (error: unknown) => (error instanceof InputError ? error.messages : [error instanceof Error ? error.message : String(error)]);
    await getInputs(source, { connectionOnly: !!parsed.files.post }).catch((error: unknown) => problems.push(...messages(error)));
    if (!parsed.files.post) {
      const failed: Report = { failure: { cause: '' } };
      if (!problems.some((p) => /^--(outputs|summary|dotenv|record) /.test(p))) writeFiles(failed, true);
      // As a run refused for a value does: its outputs printed, and an earlier run's record emptied (a --post next would delete that run's jobs).
      if (parsed.files.record && !problems.some((p) => p.startsWith('--record '))) recorder(parsed.files.record, log);
      if (!gone.stdout) process.stdout.write(`${forJson(valuesOf(failed), 2)}\n`);
    }
    return refuse(problems);
  }
  const host: SessionHost = {
    log,
    save: parsed.files.record ? recorder(parsed.files.record, log) : undefined,
    // The files are written once the jobs are submitted, so that a job killed later (a CI timeout) still keeps them.
    progress: (report) => void writeFiles(report, true),
    failNow: (cause, known) => {
      say(`${FAILURE_PREFIX}: ${cause}`);
      if (known) writeFiles(known, true);
    },
    http: openHttpClient,
    proxyFor,
  };
  // The post step's lines are the command's own (no job's log is among them): in its words, as its verdicts are.
  if (parsed.files.post) return postStep(parsed.files.post, source, { ...host, log: { ...log, info: say }, origin: originOf(env) }, parsed.files.summary);
  const { report, stop } = await runStep(source, host, () => originOf(env));
  // Every report has outputs: one that failed before any job was created (a token refused, a project unknown) says so (result: failed), for the next job to read.
  const values = valuesOf(report);
  // A reader gone loses only the text; a stdout that cannot be written (a full disk) loses the outputs, and fails the command.
  const lost = gone.stdout ? null : await new Promise<Error | null | undefined>((done) => process.stdout.write(`${redact(forJson(values, 2))}\n`, done));
  const rows = table(report, values);
  if (rows) write(`\n${rows}`);
  const unprinted = lost && (lost as NodeJS.ErrnoException).code !== 'EPIPE' ? lost : undefined;
  if (unprinted) write(`${FAILURE_PREFIX}: the outputs could not be written to stdout (${unprinted.message}).`);
  const unwritten = !writeFiles(report) || unprinted !== undefined;
  if (!report.failure) return unwritten ? EXIT.failed : EXIT.ok;
  say(`${FAILURE_PREFIX}: ${report.failure.cause}`);
  if (report.failure.error instanceof InputError || report.failure.error instanceof InputNotTaken) {
    write('Each input is an option (--NAME) or an environment variable (RUNAI_NAME): --help lists them.');
    return EXIT.badInput;
  }
  if (report.failure.error instanceof Error && report.failure.error.stack) log.debug(report.failure.error.stack);
  const by = stop?.by;
  return by === 'SIGINT' || by === 'SIGTERM' ? EXIT.stopped[by] : EXIT.failed;
}

/** `save` for --record: the records as the action's post step reads them, the file replaced whole at each change, and emptied first. */
function recorder(file: string, log: Log): NonNullable<SessionHost['save']> {
  const records: Record<string, string> = {};
  let said = false;
  const write = (change: Record<string, string> = {}) => {
    Object.assign(records, change);
    try {
      writeReplacing(file, `${JSON.stringify(records)}\n`);
    } catch (error) {
      if (!said) log.warning(`--record ${forLog(file)} could not be written (${(error as Error).message}): --post may not know every job to delete.`);
      said = true;
    }
  };
  write();
  return (name, value) => write({ [name]: value });
}

/** --post: deletes what a --record file holds as unfinished, then empties it; what it could not delete stays, for another --post. */
async function postStep(file: string, source: InputSource, host: SessionHost, summary?: string): Promise<number> {
  const nothing = (why: string) => {
    host.log.info(`Nothing to delete: ${forLog(file)} ${why}.`);
    return EXIT.ok;
  };
  const refused = (why: string) => {
    host.failNow(`--post ${forLog(file)} ${why}: nothing was deleted.`);
    return EXIT.badInput;
  };
  const read = readInputFile(resolve(file));
  if ('why' in read) return read.absent ? nothing('does not exist: the command wrote no record') : refused(`could not be read (${read.why})`);
  const records = readJson(read.text)?.value;
  // Only a file of records, never one merely named by mistake (--post runai-outputs.json), is read and then emptied.
  if (!isMap(records) || !Object.entries(records).every(([key, value]) => key.startsWith(RECORD_PREFIX) && typeof value === 'string'))
    return refused('is not a file --record wrote');
  if (!Object.values(records).some(Boolean)) return nothing('records no unfinished job');
  const { deleteRecorded } = await import('../core/session.js');
  const { failure, deletion } = await getInputs(source, { connectionOnly: true })
    .then((settings) => deleteRecorded(settings, records as Record<string, string>, host))
    .catch((error: unknown): Report => ({ failure: failureOf(error) }));
  // What the stopped command's summary could not say, added to it as the action's post step adds to the step's: a CI system's artifact
  // would still show the jobs running.
  // One that could not start (its connection inputs missing or wrong in after_script's own shell) deleted nothing: every recorded job is left.
  const recorded = () =>
    Object.values(records as Record<string, string>)
      .filter(Boolean)
      .map((value) => readJson(value)?.value)
      .flatMap((job) => (isMap(job) && typeof job.name === 'string' ? [job.byPrefix ? `${job.name}-…` : job.name] : []));
  const cleaned = deletion ? cleanupSummaryOf(deletion) : failure ? cleanupSummaryOf({ deleted: [], gone: [], left: recorded() }) : '';
  if (summary && cleaned) {
    try {
      // Added to a file as its bytes are; a device or a pipe (/dev/stdout), which would never end a read, is given the addition alone.
      const before = lstatSync(summary, { throwIfNoEntry: false })?.isFile() ? readFileSync(summary) : Buffer.alloc(0);
      writeReplacing(summary, Buffer.concat([before, Buffer.from(`${before.length ? '\n' : ''}${redact(cleaned)}`)]));
    } catch (error) {
      host.log.warning(`--summary ${forLog(summary)} could not be written (${(error as Error).message}).`);
    }
  }
  if (!failure) {
    try {
      writeReplacing(file, '{}\n'); // so that a later --post never takes a job of the same name for these
    } catch {
      // not emptied: a later --post finds these jobs gone
    }
    return EXIT.ok;
  }
  host.failNow(`${failure.cause} ${forLog(file)} keeps the records, for another --post.`);
  return failure.error instanceof InputError ? EXIT.badInput : EXIT.failed;
}

/** Why a file cannot be written where it is named, or nothing: a folder in its place, its folder missing or read-only. */
function unwritable(file: string): string | undefined {
  if (/[/\\]$/.test(file)) return 'it names a folder: name a file in it';
  try {
    const kind = statSync(file, { throwIfNoEntry: false });
    if (kind?.isDirectory()) return 'it is a folder: name a file in it';
    // A file is written beside it and renamed over it (writeReplacing), a device or a pipe as it is.
    const written = kind && !kind.isFile() ? file : dirname(file);
    if (written !== file && !statSync(written).isDirectory()) return 'a part of its path is a file, not a folder';
    accessSync(written, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'its folder does not exist: create it first';
    return code === 'ENOTDIR' ? 'a part of its path is a file, not a folder' : 'it may not be written here: name another path';
  }
}

/** GitLab refuses a dotenv report of 5 KB or more (its default limit), failing the CI job that made it. */
const DOTENV_LIMIT = 5 * 1024 - 1;
let saidDotenv = false;

/** `RUNAI_JOB_NAME=value` lines, one each, whatever a service said; within DOTENV_LIMIT without the lists of every job, said once. */
function dotenvOf(outputs: [string, string][], log: Log): string {
  const lines = outputs.map(([name, value]) => `${envName(name)}=${forOneLine(value)}\n`);
  if (Buffer.byteLength(lines.join('')) <= DOTENV_LIMIT) return lines.join('');
  if (!saidDotenv) log.warning(`--dotenv leaves out the lists of every job (as JSON), over GitLab's 5 KB for a dotenv report: --outputs holds them.`);
  saidDotenv = true;
  return lines.filter((_, i) => !/^[[{]/.test(outputs[i]![1])).join('');
}

/** Writes a file by renaming a new one over it: a link planted at the path is replaced, never followed, and nothing is left half-written. */
function writeReplacing(file: string, text: string | Buffer): void {
  // A device or a pipe (/dev/stdout, a FIFO, a shell's >(…)) is written as it is: only a file is replaced.
  const kind = lstatSync(file, { throwIfNoEntry: false });
  if (kind && !kind.isFile() && !kind.isSymbolicLink()) return writeFileSync(file, text);
  const fresh = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(fresh, text, { flag: 'wx', mode: 0o644 });
    renameSync(fresh, file);
  } catch (error) {
    rmSync(fresh, { force: true });
    throw error;
  }
}
