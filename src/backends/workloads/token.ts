// The control plane's token, in the grant and path the installation takes, and what the answer
// tells of the control plane's version (openapi/workloads.yaml, /api/v1/token).
import type { TokenResponse } from '../../contract/client.js';
import { before, LATEST_VERSION, OLDEST_VERSION, since, type ControlPlaneVersion, type VersionRange } from '../../contract/versions.js';
import type { TokenForm, WorkloadsClient } from '../../contract/workloads-client.js';
import type { ServiceFailure } from '../../errors.js';
import type { Settings } from '../../inputs.js';
import type { TokenEndpoint } from '../../service/token.js';
import { OPERATIONS } from './operations.js';

/**
 * The control plane's token. v1's `app_token` grant first: every documented version takes it
 * (2.18 and 2.19 take no other; from 2.20 it is deprecated, still documented in 2.24, and the
 * vendor's own SDK sends it), so the secret goes only where it can be used. A 400 or 401 there is
 * a version or a credential (a service account's) that wants `client_credentials` (2.20 and
 * later): asked once, and kept for renewals; a 404 is an installation without v1, asked through
 * v2. What answers tells the version (workloads.yaml, /api/v1/token).
 */
export function controlPlaneToken(control: WorkloadsClient, settings: Settings): TokenEndpoint | undefined {
  const credentials = settings.credentials;
  if (!credentials) return undefined;
  // expiresIn is documented from 2.24: its presence says 2.24 or later.
  const newest = since('TokenResponseV1.expiresIn');
  const byLifetime = (oldest: ControlPlaneVersion) => (response: TokenResponse) =>
    response.expires_in !== undefined ? { oldest: newest, newest: LATEST_VERSION } : { oldest, newest: before(newest) };
  const way = (form: TokenForm, grant: string, version: (response: TokenResponse) => VersionRange): TokenEndpoint => ({
    url: control.url(`/api/${form === 'v2' ? 'v2' : 'v1'}/token`),
    issuer: 'the control plane',
    form: `${form === 'v2' ? 'v2' : 'v1'}, ${grant}`,
    operation: OPERATIONS.token,
    send: () => control.requestToken(form, credentials.clientId, credentials.clientSecret),
    version,
  });
  const v2 = way('v2', 'client_credentials', () => ({ oldest: newest, newest: LATEST_VERSION }));
  const notServed = (refused: ServiceFailure) =>
    refused.status === 404 ? { endpoint: v2, why: `${refused.details.url} answered 404: requesting the token from ${v2.url} instead.` } : undefined;
  const clientCredentials = { ...way('v1', 'client_credentials', byLifetime(since('TokenRequestV1'))), otherwise: notServed };
  return {
    ...way('v1-app-token', 'app_token', byLifetime(OLDEST_VERSION)),
    otherwise: (refused) =>
      refused.status === 400 || refused.status === 401
        ? {
            endpoint: clientCredentials,
            why: `The control plane refused the app_token grant (HTTP ${refused.status}${refused.details.serviceMessage ? `: ${refused.details.serviceMessage}` : ''}): asking with client_credentials, the grant of Run:ai ${since('TokenRequestV1')} and later, which service accounts use.`,
            // A 401 is about the credentials, which the other grant cannot mend: it is what to report.
            firstSaysMore: refused.status === 401,
          }
        : notServed(refused),
  };
}
