// The one place that decides what the runner masks. A secret is masked in every form the
// action sends it, because a server that echoes a request prints it in that form; and every
// token an answer holds is masked, whatever shape the answer has.
import * as core from '@actions/core';

/** The forms a secret takes on the wire: as given, URL-encoded, form-encoded (`+` for a space, `!` as %21) and inside JSON. */
export function secretForms(secret: string): string[] {
  const forms = [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2), JSON.stringify(secret).slice(1, -1)];
  return [...new Set(forms)].filter((form) => form !== '');
}

/** Registers a secret with the runner, in every form it is sent in, before anything can print it. */
export function mask(secret: string | undefined): void {
  if (!secret) return;
  for (const form of secretForms(secret)) core.setSecret(form);
}

const TOKEN_KEY = /token/i;
/** A JWT: three base64url parts, the first a JSON header. Tested on whole words only, so linear. */
const JWT = /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/;
/** Deeper than any token response; a hostile answer cannot make the walk unbounded. */
const MAX_DEPTH = 32;

/**
 * Masks every token in a token endpoint's answer, in any shape: a member whose name says token
 * (at any depth, in JSON or a form-encoded body), and any JWT in the text.
 */
export function maskTokensIn(body: unknown, text?: string): void {
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || !value || typeof value !== 'object') return;
    for (const [key, member] of Object.entries(value)) {
      if (typeof member === 'string' && TOKEN_KEY.test(key) && key !== 'token_type') mask(member);
      else walk(member, depth + 1);
    }
  };
  walk(body, 0);
  if (text === undefined) return;
  for (const word of text.split(/[^\w.-]+/)) if (JWT.test(word)) mask(word);
  if (text.includes('=')) {
    for (const [key, value] of new URLSearchParams(text.trim())) {
      if (TOKEN_KEY.test(key) && key !== 'token_type') mask(value);
    }
  }
}
