// The service's own words from an error body, never a wall of HTML; linear in the body's length: no server may make a client slower than its timeouts.

const EXCERPT_LIMIT = 200;
/** What a cut leaves out at its end: half a character, or a word of the visible ASCII keys and tokens are made of. A script written
 *  without spaces (Chinese, Japanese) has no word to cut before, and would be left out whole: it is cut between two characters. */
const WORD_AT_END = /[\ud800-\udbff]$|[^\s,;"'`(){}[\]<>\u0080-\uffff]*$/;

/** Text of at most `limit` characters, cut before a word, never inside one: what a cut left of a secret no masker would find. Before the last
 *  space where one is near (a password may hold a comma or a bracket); else between quotes, commas, brackets too (a JSON line without spaces). */
export function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  // Near: within a quarter of what is kept (at most 255), so that one early space does not cost a short text most of its words.
  const space = cut.search(new RegExp(`\\s\\S{0,${Math.min(255, Math.floor(limit / 4))}}$`));
  return `${(space > 0 ? cut.slice(0, space) : cut.replace(WORD_AT_END, '')).trimEnd()}…`;
}
const PIECE = EXCERPT_LIMIT * 8;

/** The service's message: `message` and `details`, OAuth 2.0's `error_description` or `error`, else an excerpt of the page. */
export function serviceMessage(body: unknown): string {
  if (!body || typeof body !== 'object') return typeof body === 'string' ? excerpt(body) : '';
  const fields = body as Record<string, unknown>;
  const said = wordsOf([fields.message, fields.details, fields.error_description ?? fields.error]);
  if (said) return said;
  try {
    return excerpt(JSON.stringify(body));
  } catch {
    return ''; // nested too deep to print
  }
}

/** What a token answer may show: OAuth 2.0's `error_description` or `error` only, never a token or an echoed request. */
export function tokenErrorMessage(body: unknown): string {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return wordsOf([fields.error_description ?? fields.error]);
}

function wordsOf(parts: unknown[]): string {
  const words = parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').map((part) => excerpt(part));
  return [...new Set(words)].filter(Boolean).join(': ');
}

/** Elements whose content is not text a person should read. */
const HIDDEN = new Set(['script', 'style', 'head']);
const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text of a body, capped: tags, scripts and styles dropped, entities decoded, white space folded. One pass. */
export function excerpt(text: string, orTitle = true): string {
  const closers = new ClosingTags(text);
  let plain = '';
  let pendingSpace = false;
  const emit = (chunk: string) => {
    for (const c of chunk) {
      if (c <= ' ' || (c >= '\x7f' && c <= '\x9f') || c === '\ufffd' || c === '\u2028' || c === '\u2029') pendingSpace = plain !== '';
      else {
        plain += pendingSpace ? ` ${c}` : c;
        pendingSpace = false;
      }
    }
  };
  let nextGt = -2; // where the next '>' is; -1 when there is none left
  for (let i = 0; i < text.length && plain.length <= EXCERPT_LIMIT;) {
    const lt = text.indexOf('<', i);
    const textEnd = lt < 0 ? text.length : lt;
    // In pieces, so that white space before the words costs no more than the words do.
    for (let at = i; at < textEnd && plain.length <= EXCERPT_LIMIT; at += PIECE) emit(decodeEntities(text.slice(at, Math.min(textEnd, at + PIECE))));
    if (lt < 0) break;
    if (nextGt !== -1 && nextGt <= lt) nextGt = text.indexOf('>', lt + 1);
    if (nextGt === -1) {
      // No tag can close: the rest is text, as a tag-stripping pattern would leave it.
      emit(decodeEntities(text.slice(lt, lt + PIECE)));
      break;
    }
    const name = tagName(text, lt + 1);
    emit(' ');
    i = nextGt + 1;
    const end = HIDDEN.has(name) ? closers.after(name, i) : -1;
    if (end >= 0) i = end;
  }
  return cutAtWord(plain || (orTitle ? titleOf(text, closers) : ''), EXCERPT_LIMIT - 1);
}

/** The page's <title>, when its body has no text. */
function titleOf(text: string, closers: ClosingTags): string {
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', lt + 1)) {
    if (tagName(text, lt + 1) !== 'title') continue;
    const open = text.indexOf('>', lt);
    const close = open < 0 ? -1 : closers.start('title', open + 1);
    return close < 0 ? '' : excerpt(text.slice(open + 1, close), false);
  }
  return '';
}

const tagName = (text: string, at: number): string => /^[A-Za-z]*/.exec(text.slice(at, at + 10))![0].toLowerCase();

const decodeEntities = (text: string) => (text.includes('&') ? text.replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!) : text);

/** Finds `</name`, case-insensitively. Each name's last answer is kept, so that as `from` grows a name costs one scan in all. */
class ClosingTags {
  private readonly last = new Map<string, { from: number; at: number }>();
  constructor(private readonly text: string) {}

  /** Where `</name …>` starts, at or after `from`; -1 when there is none. */
  start(name: string, from: number): number {
    const last = this.last.get(name);
    if (last && from >= last.from && (last.at < 0 || from <= last.at)) return last.at;
    let at = this.text.indexOf('</', from);
    while (at >= 0 && tagName(this.text, at + 2) !== name) at = this.text.indexOf('</', at + 2);
    this.last.set(name, { from, at });
    return at;
  }

  /** The position after `</name …>`, at or after `from`; -1 when there is none. */
  after(name: string, from: number): number {
    const at = this.start(name, from);
    const gt = at < 0 ? -1 : this.text.indexOf('>', at);
    // No '>' closes it, nor any later one: remembered as none, or each opening tag would scan again.
    if (gt < 0) this.last.set(name, { from, at: -1 });
    return gt < 0 ? -1 : gt + 1;
  }
}
