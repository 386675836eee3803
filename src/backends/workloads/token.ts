// The control plane's token, in the grant and path the installation takes, and what its answer tells of the version (openapi/workloads.yaml, /api/v1/token).
import type { TokenResponse } from '../../contract/client.js';
import { before, LATEST_VERSION, OLDEST_VERSION, since, type ControlPlaneVersion, type VersionRange } from '../../contract/versions.js';
import type { TokenForm, WorkloadsClient } from '../../contract/workloads-client.js';
import type { ServiceFailure } from '../../errors.js';
import type { Settings } from '../../inputs.js';
import type { TokenEndpoint } from '../../service/token.js';
import { OPERATIONS } from './operations.js';

/** The control plane's token: v1's `client_credentials` first (2.20 and later, which service accounts need; `app_token` is deprecated from 2.20). A 400
 *  or 401 asks once with `app_token` (2.18, 2.19, or an older Application's credentials), kept for renewals; a 404 asks v2. Neither spends `max-attempts`.
 *  `external-token` is exchanged (`external_token_exchange`, from 2.22), with no other form to fall back to: the hint names both causes of a refusal. */
export function controlPlaneToken(control: WorkloadsClient, settings: Settings): TokenEndpoint | undefined {
  const { credentials, externalToken } = settings;
  if (!credentials && externalToken === undefined) return undefined;
  // expiresIn is documented from 2.24: its presence says 2.24 or later.
  const newest = since('TokenResponseV1.expiresIn');
  const byLifetime = (oldest: ControlPlaneVersion) => (response: TokenResponse) =>
    response.expires_in !== undefined ? { oldest: newest, newest: LATEST_VERSION } : { oldest, newest: before(newest) };
  const way = (form: TokenForm, grant: string, version: (response: TokenResponse) => VersionRange): TokenEndpoint => ({
    url: control.url(`/api/${form === 'v2' ? 'v2' : 'v1'}/token`),
    issuer: 'the control plane',
    form: `${form === 'v2' ? 'v2' : 'v1'}, ${grant}`,
    operation: form === 'v1-external' ? OPERATIONS.externalToken : OPERATIONS.token,
    send: () =>
      form === 'v1-external' ? control.requestToken(form, '', externalToken!) : control.requestToken(form, credentials!.clientId, credentials!.clientSecret),
    version,
  });
  if (externalToken !== undefined) return way('v1-external', 'external_token_exchange', byLifetime(since('TokenRequestV1ExternalToken')));
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
            why: `The control plane refused the client_credentials grant (HTTP ${refused.status}${refused.details.serviceMessage ? `: ${refused.details.serviceMessage}` : ''}): asking again with app_token, the grant Run:ai ${OLDEST_VERSION} and ${before(since('TokenRequestV1'))} take instead; should it be refused too, the credentials are wrong.`,
            // A 401 is about the credentials, which the older grant cannot mend: it is what to report.
            firstSaysMore: refused.status === 401,
          }
        : notServed(refused),
  };
}
