// Where the calls go, apart from the client so that checking inputs or a dry run loads no HTTP code.

/** The hosted service's token issuer; self-hosted installations use their UI's address. */
export const HOSTED_AUTH_URL = 'https://app.run.ai';

/** Removes trailing slashes, so that `https://host/prefix/` never yields `//api`. */
export function trimBaseUrl(url: string): string {
  // A loop, not /\/+$/: that pattern retries from every slash, quadratic in a run of them.
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

/** The realm's token endpoint (Keycloak's path). */
export function tokenUrl(authUrl: string, realm: string): string {
  return `${trimBaseUrl(authUrl)}/auth/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`;
}
