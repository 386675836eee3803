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
export const tokenUrl = (authUrl: string, realm: string) => `${trimBaseUrl(authUrl)}/auth/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`;

/** The token endpoint's own path at the end of an 'auth-url' (`/auth`, `/auth/realms/runai`, the endpoint itself, copied from the issuer's
 *  address), and the address without it; undefined when there is none. The step adds /auth/realms/… itself. */
export function issuerPathAtEnd(authUrl: string): { path: string; address: string } | undefined {
  const { origin, pathname } = new URL(authUrl);
  const at = trimBaseUrl(pathname);
  const path = /\/auth(?:\/realms(?:\/.*)?)?$/i.exec(at)?.[0];
  return path ? { path, address: `${origin}${at.slice(0, -path.length)}` } : undefined;
}

/** The API's own path at the end of a 'base-url' (`/api`, `/api/v1`, `/api/v1/token`, … copied from the API's documentation), and the
 *  address without it; undefined when there is none. Every path the clients call below 'base-url' starts with api/v1 (or api/v2). The
 *  control plane's address has no path of its own; a cluster may serve the Researcher API under a prefix, maybe /api: not `certain`. */
export function apiPathAtEnd(baseUrl: string, api: 'researcher' | 'workloads'): { path: string; address: string; certain: boolean } | undefined {
  const { origin, pathname } = new URL(baseUrl);
  const at = trimBaseUrl(pathname);
  const path = /\/api(?:\/v\d+(?:\/.*)?)?$/i.exec(at)?.[0];
  return path ? { path, address: `${origin}${at.slice(0, -path.length)}`, certain: api === 'workloads' || path.toLowerCase() !== '/api' } : undefined;
}
