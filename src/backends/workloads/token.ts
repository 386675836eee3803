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
 * The control plane's token. v1's `client_credentials` grant first: the grant of 2.20 and later,
 * which service accounts need and which the newest versions document first (`app_token` is
 * deprecated from 2.20). A 400 or 401 there is a version without it (2.18 and 2.19), or
 * credentials only `app_token` takes (an Application's on an older installation): asked once with
 * `app_token`, and the grant that answered is kept for renewals; a 404 is an installation without
 * v1, asked through v2. Trying another documented form is not a retry: it spends none of
 * `max-attempts` (service/token.ts). What answers tells the version (workloads.yaml, /api/v1/token).
 */
export function controlPlaneToken(control: WorkloadsClient, settings: Settings): TokenEndpoint | undefined {
  if (settings.externalToken !== undefined) return externalExchange(control, settings.externalToken);
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
  const appToken = { ...way('v1-app-token', 'app_token', byLifetime(OLDEST_VERSION)), otherwise: notServed };
  return {
    ...way('v1', 'client_credentials', byLifetime(since('TokenRequestV1'))),
    otherwise: (refused) =>
      refused.status === 400 || refused.status === 401
        ? {
            endpoint: appToken,
            why: `The control plane refused the client_credentials grant (HTTP ${refused.status}${refused.details.serviceMessage ? `: ${refused.details.serviceMessage}` : ''}): asking with app_token, the grant of Run:ai ${OLDEST_VERSION} and ${before(since('TokenRequestV1'))}.`,
            // A 401 is about the credentials, which the older grant cannot mend: it is what to report.
            firstSaysMore: refused.status === 401,
          }
        : notServed(refused),
  };
}

/**
 * The identity provider's token exchanged for the control plane's (`external_token_exchange`,
 * from 2.22; workloads.yaml, TokenRequestV1ExternalToken). There is no other form to fall back
 * to: a refusal is the provider's token's, or a version without the grant, and the hint says both.
 */
function externalExchange(control: WorkloadsClient, externalToken: string): TokenEndpoint {
  const oldest = since('TokenRequestV1ExternalToken');
  const newest = since('TokenResponseV1.expiresIn');
  return {
    url: control.url('/api/v1/token'),
    issuer: 'the control plane',
    form: 'v1, external_token_exchange',
    operation: OPERATIONS.externalToken,
    send: () => control.requestToken('v1-external', '', externalToken),
    version: (response) => (response.expires_in !== undefined ? { oldest: newest, newest: LATEST_VERSION } : { oldest, newest: before(newest) }),
  };
}
