// The one place that decides what is masked: a secret in every form the action sends it (a server may echo any), and every
// token an answer holds. What masking means is the host's (::add-mask::, or replacing in a terminal): useMasker().

/** What HTML writes for the characters it escapes: an error page that echoes a request writes a secret so, its quotes as each
 *  language's escaper does (Go's &#34;, Python's &#x27;). */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const QUOTES: Record<string, string>[] = [{}, { '"': '&#34;' }, { "'": '&#x27;' }];

/** Everything masked so far, longest first: what redact() removes from service text. */
const masked: string[] = [];

/** What the host does with a secret: the runner's ::add-mask::, say. Until a host says, it is only remembered. */
let hide: (secret: string) => void = () => {};

/** The host's masker, told of every secret from now on (and of those masked before). */
export function useMasker(masker: (secret: string) => void): void {
  hide = masker;
  for (const secret of masked) masker(secret);
}

/** Shorter, no value is anyone's secret, and masking it would hide every such letter or word of the log (getInputs says so). */
export const MIN_MASKED_LENGTH = 4;

/** The secrets given to mask(), each once. */
const given = new Set<string>();

/** Registers a secret with the runner, in every form it is sent in, before anything can print it. */
export function mask(secret: string | undefined): void {
  // One given already has had every form registered: a caller on a hot path (each request's proxy) costs a lookup.
  if (!secret || secret.length < MIN_MASKED_LENGTH || given.has(secret)) return;
  given.add(secret);
  // Its forms on the wire: as given; URL- and form-encoded, as JavaScript does and as Go escapes every symbol, in capitals or not; in
  // JSON; HTML-escaped as an error page echoes it; and in base64, as a server may quote what it was sent.
  const strictly = encodeURIComponent(secret).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const encoded = [encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2), strictly];
  const forms = new Set([
    secret,
    ...encoded.flatMap((form) => [form, form.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase())]),
    JSON.stringify(secret).slice(1, -1),
    ...QUOTES.map((quotes) => secret.replace(/[&<>"']/g, (c) => quotes[c] ?? HTML_ESCAPES[c]!)),
    Buffer.from(secret).toString('base64'),
  ]);
  const fresh = [...forms].filter((form) => !masked.includes(form));
  if (!fresh.length) return;
  for (const form of fresh) hide(form);
  masked.push(...fresh);
  masked.sort((a, b) => b.length - a.length);
}

/** Service text with every masked value as ***, before it is cut: the runner masks only whole occurrences. */
export const redact = (text: string): string => masked.reduce((out, secret) => out.replaceAll(secret, '***'), text);

/** Text cut at a limit, redacted: a secret the cut ran through is whole in none of its forms, so redact() misses it, and the
 *  start of it left at the end is replaced too. The text is cut already, so a few characters more lost at its end are no loss. */
export function redactCut(text: string): string {
  // A character the cut split in two is U+FFFD: not the secret's.
  const out = redact(text).replace(/\uFFFD$/, '');
  // The longest start of any form: a short one that happens to match would leave the rest of a longer one.
  let longest = 0;
  for (const secret of masked) {
    for (let n = Math.min(secret.length - 1, out.length); n > longest; n--) if (out.endsWith(secret.slice(0, n))) longest = n;
  }
  return longest ? `${out.slice(0, -longest)}***` : out;
}

/** A parsed body with redact() applied to every string in it. */
export function redactIn(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redact(value);
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactIn(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactIn(item, depth + 1)]));
}

const TOKEN_KEY = /token/i;
/** A JWT: three base64url parts, the first a JSON header. Tested on whole words only, so linear. */
const JWT = /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/;
/** Deeper than any token response; a hostile answer cannot make the walk unbounded. */
const MAX_DEPTH = 32;
/** No real token is shorter; masking a shorter string would blank it from every later line. */
export const MIN_TOKEN_LENGTH = 8;
/** More tokens than any real answer holds. */
const MAX_TOKENS_MASKED = 16;

/** Masks every token in a token endpoint's answer: a member named *token* at any depth (JSON or form), and any JWT. */
export function maskTokensIn(body: unknown, text?: string): void {
  // A hostile answer could name thousands of tokens, or one-letter ones: masks last the whole job
  // and a short one blanks every line, so only the first few plausible ones are registered.
  let left = MAX_TOKENS_MASKED;
  const maskToken = (value: string) => {
    if (value.length >= MIN_TOKEN_LENGTH && !masked.includes(value) && left-- > 0) mask(value);
  };
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || !value || typeof value !== 'object') return;
    for (const [key, member] of Object.entries(value)) {
      if (typeof member === 'string' && TOKEN_KEY.test(key) && key !== 'token_type') maskToken(member);
      else walk(member, depth + 1);
    }
  };
  walk(body, 0);
  const raw = text ?? (body && typeof body === 'object' ? JSON.stringify(body) : '');
  for (const word of raw.split(/[^\w.-]+/)) if (JWT.test(word)) maskToken(word);
  for (const [key, value] of text?.includes('=') ? new URLSearchParams(text.trim()) : []) walk({ [key]: value }, 0); // a form's pairs
}

/** Whether a JWT's own `exp` has passed, by the runner's clock; false for a token that is not a JWT. */
export const jwtExpired = (token: string) => (jwtTimes(token).exp ?? Infinity) * 1000 <= Date.now();

/** A JWT's times (`exp`, `iat`, in seconds) as its payload says them; empty for a token that is not a JWT. */
export function jwtTimes(token: string): { exp?: number; iat?: number } {
  try {
    const { exp, iat } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown; iat?: unknown };
    return { ...(typeof exp === 'number' ? { exp } : {}), ...(typeof iat === 'number' ? { iat } : {}) };
  } catch {
    return {};
  }
}
