// What the service (or a proxy in front of it) sends back is data, never instructions. These make such text inert where the action shows it: a log line,
// where the runner obeys any line that starts with `::`, and the step summary, which GitHub renders as Markdown and HTML.
/* eslint-disable no-control-regex -- control characters are what this file replaces and escapes */
import { cutAtWord } from './contract/service-error.js';
import { redact, redactCut } from './secrets.js';

/** Characters that show as nothing or as a space (zero-width spaces and joiners, direction marks, a soft hyphen, a byte-order mark, a
 *  non-breaking space): pasted into a name, they make another that reads the same. */
const INVISIBLE_CHARS = '\\u00a0\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff';
export const INVISIBLE = new RegExp(`[${INVISIBLE_CHARS}]`);
/** One word: no whitespace, nothing invisible. */
export const ONE_WORD = new RegExp(`^[^\\s${INVISIBLE_CHARS}]+$`);
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** Text with every invisible character as its `\u` escape, so that a message shows it. */
export const visible = (text: string): string => text.replace(new RegExp(INVISIBLE.source, 'g'), escaped);

/** JSON for a terminal or a file, with what JSON leaves raw (DEL, the C1 controls a terminal obeys, U+2028/9, what shows as nothing) as `\u` escapes. */
export const forJson = (value: unknown, indent?: number): string => visible(JSON.stringify(value, null, indent).replace(/[\x7f-\x9f\u2028\u2029]/g, escaped));

/** A value for one line of a `KEY=VALUE` file: control characters (line breaks too) as U+FFFD, so it cannot start another. */
export const forOneLine = (text: string): string => String(text).replace(/[\x00-\x1f\x7f-\x9f\u2028\u2029]/g, '\uFFFD');

/** Characters that reorder the text around them (U+202A-E, U+2066-9): shown as U+FFFD, so a line reads as it is stored. */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

// The runner obeys a line that starts with `::` and, in its older form, `##[name]` anywhere in a line: both are broken, the latter by a zero-width space.
/** Any line the step writes, whatever service text an error's message quotes: no `##[` command, no reordering character. */
export const forLine = (text: string) => String(text).replaceAll('##[', '##\u200B[').replace(BIDI, '\uFFFD');

/** A character as `%XX`, its code in hex: the runner's escape, and a URL's. */
const percentEncoded = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
/** Text for a log line: control characters as `%XX`, the runner's escape, so it cannot end the line and start a command. A `%` is left as
 *  written: the runner hides a workflow's secret only as it stands, `%` and all. */
export const forLog = (text: string): string => forLine(String(text).replace(/[\x00-\x1f\x7f-\x9f\u2028\u2029]/g, percentEncoded));

/** Control characters (ESC, BEL, C1): a terminal or a file viewer would act on them. */
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;
const LINE_BREAKS = /[\r\n\u2028\u2029]+/g;
/** Text on one line, without controls. */
const flat = (text: string) => String(text).replace(LINE_BREAKS, ' ').replace(CONTROLS, '\uFFFD').replace(BIDI, '\uFFFD');

/** What GitHub's Markdown would make live: HTML, a link, an image, a code span, an escape, a cell's end, a ping, an issue's number
 *  (`#12`, `GH-12`) or a commit's (seven hex digits or more, letters and digits both); and GitLab's, where the command line's summary is
 *  posted: a merge request (`!12`), a label (`~bug`), a milestone (`%v1`), a snippet (`$12`), an iteration (`*iteration:3`). */
const SUMMARY_ACTIVE = /[&<>|\\`[\]@#]|[!$]\d|[~%][\w"]|\*iteration:|:\/\/|www\.|\bgh-\d|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b/i;

// Text for the step summary: as it is where nothing in it is live, else a code span, inside which GitHub renders,
// links and pings nothing. Text is never escaped, as the runner hides a workflow's secrets in a summary only where
// they stand whole; in a code span they do, but for a `|`, which a table cell needs escaped even there (forRow).
export function forSummary(text: string): string {
  const line = flat(text);
  return SUMMARY_ACTIVE.test(line) ? forCode(line) : line;
}

/** Text for a code span, fenced by more backticks than it holds, so none can close it. */
export function forCode(text: string): string {
  const line = flat(text);
  const fence = '`'.repeat(longestRun(line) + 1);
  const pad = /^`|`$/.test(line) ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/** A table row of summary text: a `|` ends a cell even in a code span, unless escaped, which GitHub then shows as `|`. */
export const forRow = (cells: unknown[]) => `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`;

const longestRun = (line: string) => Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length));

/** What an HTTP header value such as a bearer can hold: visible ASCII, no spaces or line breaks. */
export const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** The most of one sentence of service text the action keeps: a reason, an event, a message. */
const SENTENCE_LIMIT = 300;

/** One sentence of service text, redacted before it is cut (a cut secret is not masked), on one line, at most SENTENCE_LIMIT long. */
export const sentence = (text: string): string => cutAtWord(redact(String(text)).replace(/\s+/g, ' ').trim(), SENTENCE_LIMIT - 1);

/** A summary link: its text as a code span, an http(s) address escaped so it cannot end the link, cell or table; else no link. */
export function forLink(text: string, url: string | undefined): string {
  if (!url || !/^https?:\/\//.test(url)) return forCode(text);
  const href = url.replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g, encodeURIComponent).replace(/[()'|]/g, percentEncoded);
  return `[${forCode(text)}](${href})`;
}

/** A terminal's escape sequences (CSI: colours, cursor moves; OSC: titles, links, to their terminator; and the shorter ones, such as a reset): a
 *  training's coloured log line would read `�[31mERROR�[0m` as data, and a terminal showing the command line's log would act on some. Dropped;
 *  an OSC without its terminator loses only its `ESC ]`, not the rest of the line. */
const TERMINAL_ESCAPES = /\x1b\[[0-?]*[ -/]*[@-~]|\x9b[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)|\x1b[ -/]*[0-~]/g;

/** A line of a job's log, shown after the job's name (so never a command): escape sequences dropped, then masked (a secret an escape split is
 *  whole again), other controls as U+FFFD, cut at LOG_LINE_LIMIT. */
export function forLogLine(text: string): string {
  // A line cut as it arrived (LOG_ARRIVAL_LIMIT) may end inside a secret, which escapes dropped may have brought under the cut below: it is
  // cut again before its last word, and the start of any masked secret goes with it; so is an escape the cut left unfinished.
  const raw = String(text);
  const arrivedCut = Buffer.byteLength(raw) >= LOG_ARRIVAL_LIMIT;
  const line = (arrivedCut ? raw.replace(/(?:\x1b\[|\x9b)[0-?]*[ -/]*$|\x1b[ -/]*$/, '') : raw).replace(TERMINAL_ESCAPES, '');
  const masked = arrivedCut ? redactCut(line) : redact(line);
  const clean = forLine(masked.replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]/g, '\uFFFD'));
  const limit = arrivedCut ? Math.min(LOG_LINE_LIMIT, clean.length - 1) : LOG_LINE_LIMIT;
  return clean.length > limit ? `${cutAtWord(clean, limit)} (cut)` : clean;
}

/** The most of one log line the action shows. */
const LOG_LINE_LIMIT = 2_000;
/** The most of a log line kept as it arrives: more than is shown, so a secret across the cut is whole when masked. */
export const LOG_ARRIVAL_LIMIT = 16 * 1024;

/** Lines in a fenced block of the summary, fenced by more backticks than any line holds, so none can close it. */
export function forFencedBlock(lines: string[]): string {
  const fence = '`'.repeat(Math.max(2, ...lines.map(longestRun)) + 1);
  return `${fence}text\n${lines.join('\n')}\n${fence}`;
}
