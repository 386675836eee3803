// What a person needs from an error body: the service's own words, never a wall of HTML.

const EXCERPT_LIMIT = 200;

/**
 * The service's own message from an error body: `message` and `details` (the service's shape),
 * `error` and `error_description` (OAuth 2.0), or a short clean excerpt of a text or HTML page.
 */
export function serviceMessage(body: unknown): string {
  if (body && typeof body === 'object') {
    const fields = body as Record<string, unknown>;
    const parts = [fields.message, fields.details, fields.error_description ?? fields.error]
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .map((part) => excerpt(part));
    if (parts.length) return [...new Set(parts)].join(': ');
    return excerpt(JSON.stringify(body));
  }
  return typeof body === 'string' ? excerpt(body) : '';
}

/** Plain text of a body: tags, scripts and styles dropped, white space folded, length capped. */
export function excerpt(text: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1];
  const plain = text
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const chosen = plain || (title ?? '').trim();
  return chosen.length > EXCERPT_LIMIT ? `${chosen.slice(0, EXCERPT_LIMIT - 1)}…` : chosen;
}
