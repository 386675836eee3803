// What the service (or a proxy in front of it) sends back is data, never instructions. These
// make such text inert where the action shows it: a log line, where the runner obeys any line
// that starts with `::`, and the step summary, which GitHub renders as Markdown and HTML.
import { redact } from './secrets.js';

/**
 * JSON for a terminal or a file: the same values, with the control characters JSON leaves raw
 * (DEL, the C1 controls a terminal may obey, the Unicode line separators) written as `\u` escapes.
 */
export function forJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(/[\x7f-\x9f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A value for one line of a `KEY=VALUE` file: every control character, line breaks among them,
 * replaced by U+FFFD, so that a value can neither start another variable nor move a terminal.
 */
export function forOneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  return String(text).replace(/[\x00-\x1f\x7f-\x9f\u2028\u2029]/g, '\uFFFD');
}

/**
 * Text for a log line: `%`, line breaks and every other control character are written as
 * `%XX`, the runner's own escape, so that the text cannot end the line and start a command.
 */
export function forLog(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it escapes
  return String(text).replace(/[%\x00-\x1f\x7f-\x9f\u2028\u2029]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Characters that start HTML, a link or image, a code span, an escape or a cell's end. */
const SUMMARY_ACTIVE = /[&<>|\\`[\]]/g;

/** Control characters (ESC, BEL, C1): a terminal or a file viewer would act on them. */
// eslint-disable-next-line no-control-regex -- control characters are what it replaces
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;
/** The zero-width space, which breaks what GitHub's Markdown would otherwise make live. */
const BREAK = '\u200B';

/**
 * Text for the step summary, outside a code span: HTML and Markdown show as the characters
 * they are (numeric references), a `|` cannot end a table cell, line breaks become spaces, and
 * control characters are replaced. GitHub makes links of bare addresses (`https://…`, `www.…`,
 * `a@b.example`) and pings of `@name` and `#123`, also after references are decoded, so those are
 * broken by a zero-width space instead: service text links, pings and commands nothing.
 */
export function forSummary(text: string): string {
  return String(text)
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(CONTROLS, '\uFFFD')
    .replace(/:(?=\/\/)/g, `:${BREAK}`)
    .replace(/www\./gi, (www) => `${www.slice(0, 3)}${BREAK}.`)
    .replace(/[@#]/g, (c) => `${c}${BREAK}`)
    .replace(SUMMARY_ACTIVE, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text for a code span in a summary table: nothing renders inside one but `|` and backticks. */
export function forCode(text: string): string {
  return `\`${text
    .replace(/`/g, "'")
    .replace(/\|/g, '\\|')
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(CONTROLS, '\uFFFD')}\``;
}

/** What an HTTP header value such as a bearer can hold: visible ASCII, no spaces or line breaks. */
export const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** The most of one sentence of service text the action keeps: a reason, an event, a message. */
const SENTENCE_LIMIT = 300;

/**
 * One sentence of service text as the action keeps it: every secret redacted before it can be cut
 * or escaped into a form the runner does not mask, runs of white space as one space, and at most
 * SENTENCE_LIMIT characters, so that a hostile answer cannot flood a log line or the summary.
 */
export function sentence(text: string): string {
  const flat = redact(String(text)).replace(/\s+/g, ' ').trim();
  return flat.length > SENTENCE_LIMIT ? `${flat.slice(0, SENTENCE_LIMIT - 1)}…` : flat;
}

/**
 * A link in the step summary: its text as a code span, and an http(s) address written so that
 * nothing in it can end the link, the cell or the table; anything else is shown without a link.
 */
export function forLink(text: string, url: string | undefined): string {
  if (!url || !/^https?:\/\//.test(url)) return forCode(text);
  const href = url
    .replace(/[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g, (c) => encodeURIComponent(c))
    .replace(/[()'|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `[${forCode(text)}](${href})`;
}

/**
 * One line of a job's own log, shown after a prefix that names the job (so that it can never
 * start a workflow command): control characters, which could end the line or rewrite it on a
 * terminal, become U+FFFD, and the line is cut at LOG_LINE_LIMIT characters.
 */
export function forLogLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  const clean = String(text).replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]/g, '\uFFFD');
  return clean.length > LOG_LINE_LIMIT ? `${clean.slice(0, LOG_LINE_LIMIT)}… (cut)` : clean;
}

/** The most of one log line the action shows. */
const LOG_LINE_LIMIT = 2_000;
/**
 * The most of one log line kept as it arrives: longer than the line shown, so that a secret that
 * crosses the cut is still whole when it is masked; the rest of the line is dropped unheld.
 */
export const LOG_ARRIVAL_LIMIT = 16 * 1024;

/**
 * Lines of text in a fenced block of the step summary: the fence is longer than any run of
 * backticks in them, so that nothing in a line can close it and start Markdown or HTML.
 */
export function forFencedBlock(lines: string[]): string {
  const longest = Math.max(2, ...lines.map((l) => Math.max(0, ...[...l.matchAll(/`+/g)].map((m) => m[0].length))));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${lines.join('\n')}\n${fence}`;
}
