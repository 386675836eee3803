// The Researcher API's token: the realm's Keycloak endpoint, in the form `token-request` asks.
import type { RunaiClient, TokenRequest } from '../../contract/client.js';
import { tokenUrl } from '../../contract/urls.js';
import type { Settings } from '../../inputs.js';
import { forLog } from '../../safe-text.js';
import type { TokenEndpoint } from '../../service/token.js';
import { OPERATIONS } from './operations.js';

export function realmToken(client: RunaiClient, settings: Settings): TokenEndpoint | undefined {
  const credentials = settings.credentials;
  if (!credentials?.realm) return undefined;
  const { realm, clientId, clientSecret } = credentials;
  return {
    url: tokenUrl(settings.authUrl, realm),
    issuer: `realm '${forLog(realm)}'`,
    operation: OPERATIONS.token,
    send: () => client.requestToken(realm, tokenForm(settings, clientId, clientSecret)),
  };
}

/** The token request's form, as `token-request` asks: with the OpenID scope and an id_token asked for, or the minimal one. */
function tokenForm(settings: Pick<Settings, 'tokenRequest'>, clientId: string, clientSecret: string): TokenRequest {
  return settings.tokenRequest === 'openid'
    ? { grant_type: 'client_credentials', scope: 'openid', response_type: 'id_token', client_id: clientId, client_secret: clientSecret }
    : { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret };
}
