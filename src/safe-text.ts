// What the service (or a proxy in front of it) sends back is data, never instructions. These
// make such text inert where the action shows it: a log line, where the runner obeys any line
// that starts with `::`, and the step summary, which GitHub renders as Markdown and HTML.
/* eslint-disable no-control-regex -- control characters are what this file replaces and escapes */
import { redact } from './secrets.js';

/** JSON for a terminal or a file, with what JSON leaves raw (DEL, the C1 controls a terminal obeys, U+2028/9) as `\u` escapes. */
export function forJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(/[\x7f-\x9f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A value for one line of a `KEY=VALUE` file: control characters (line breaks too) as U+FFFD, so it cannot start another. */
export function forOneLine(text: string): string {
  return String(text).replace(/[\x00-\x1f\x7f-\x9f\u2028\u2029]/g, '\uFFFD');
}

/** The zero-width space, which breaks what GitHub's Markdown would otherwise make live, and the runner's older commands. */
const BREAK = '\u200B';

/** Characters that reorder the text around them (U+202A-E, U+2066-9): shown as U+FFFD, so a line reads as it is stored. */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

// The runner obeys a line that starts with `::` and, in its older form, `##[name]` anywhere in a line: both are broken.
const inert = (text: string) => text.replaceAll('##[', `##${BREAK}[`).replace(BIDI, '\uFFFD');

/** Text for a log line: `%` and control characters as `%XX`, the runner's escape, so it cannot end the line and start a command. */
export function forLog(text: string): string {
  return inert(String(text).replace(/[%\x00-\x1f\x7f-\x9f\u2028\u2029]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`));
}

/** Characters that start HTML, a link or image, a code span, an escape or a cell's end. */
const SUMMARY_ACTIVE = /[&<>|\\`[\]]/g;

/** Control characters (ESC, BEL, C1): a terminal or a file viewer would act on them. */
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;
/** Text on one line, without controls. */
const flat = (text: string) =>
  String(text)
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(CONTROLS, '\uFFFD')
    .replace(BIDI, '\uFFFD');

// Text for the step summary outside a code span: HTML and Markdown as numeric references, on one line, without controls.
// GitHub links bare addresses and pings `@name`, `#123` and `GH-123` even after decoding: a zero-width space breaks them.
// A commit's hash is left whole: it links only a commit of the repository, and breaking runs of hex digits would break the
// hex secrets the runner hides in a summary only when they are whole.
export function forSummary(text: string): string {
  return flat(text)
    .replace(/:(?=\/\/)/g, `:${BREAK}`)
    .replace(/www\./gi, (www) => `${www.slice(0, 3)}${BREAK}.`)
    .replace(/[@#]/g, (c) => `${c}${BREAK}`)
    .replace(/\bgh-(?=\d)/gi, (gh) => `${gh.slice(0, 2)}${BREAK}-`)
    .replace(SUMMARY_ACTIVE, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text for a code span in a summary table: nothing renders inside one but `|` and backticks. */
export const forCode = (text: string): string => `\`${flat(text).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;

/** What an HTTP header value such as a bearer can hold: visible ASCII, no spaces or line breaks. */
export const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** The most of one sentence of service text the action keeps: a reason, an event, a message. */
const SENTENCE_LIMIT = 300;

/** One sentence of service text, redacted before it is cut (a cut secret is not masked), on one line, at most SENTENCE_LIMIT long. */
export function sentence(text: string): string {
  const flat = redact(String(text)).replace(/\s+/g, ' ').trim();
  return flat.length > SENTENCE_LIMIT ? `${flat.slice(0, SENTENCE_LIMIT - 1)}…` : flat;
}

/** A summary link: its text as a code span, an http(s) address escaped so it cannot end the link, cell or table; else no link. */
export function forLink(text: string, url: string | undefined): string {
  if (!url || !/^https?:\/\//.test(url)) return forCode(text);
  const href = url
    .replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g, (c) => encodeURIComponent(c))
    .replace(/[()'|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `[${forCode(text)}](${href})`;
}

/** A line of a job's log, shown after the job's name (so never a command): controls as U+FFFD, cut at LOG_LINE_LIMIT. */
export function forLogLine(text: string): string {
  const clean = inert(String(text).replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]/g, '\uFFFD'));
  return clean.length > LOG_LINE_LIMIT ? `${clean.slice(0, LOG_LINE_LIMIT)}… (cut)` : clean;
}

/** The most of one log line the action shows. */
const LOG_LINE_LIMIT = 2_000;
/** The most of a log line kept as it arrives: more than is shown, so a secret across the cut is whole when masked. */
export const LOG_ARRIVAL_LIMIT = 16 * 1024;

/** Lines in a fenced block of the summary, fenced by more backticks than any line holds, so none can close it. */
export function forFencedBlock(lines: string[]): string {
  const longest = Math.max(2, ...lines.map((l) => Math.max(0, ...[...l.matchAll(/`+/g)].map((m) => m[0].length))));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${lines.join('\n')}\n${fence}`;
}
