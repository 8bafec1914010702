import * as oidc from 'openid-client';
import type { Config } from '../../config/config';
import type { VerifiedIdentity } from '../../modules/users/users.service';
import { BUILTIN_PROVIDER_NAME, type BuiltinProvider } from './builtin-provider';
import { SignInError, classifySignInError } from './sign-in-error';

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface RelyingParty {
  /** "builtin" or the issuer URL: stored as users.provider. */
  providerName: string;
  isBuiltin: boolean;
  redirectUri: string;
  /** `selectAccount`: ask the provider to let the person choose an account (after a logout, not straight back in). */
  authorizationUrl(checks: AuthorizationChecks, opts?: { selectAccount?: boolean }): Promise<URL>;
  /** Validates the callback (state, iss), redeems the code (PKCE) and the ID token (signature, iss, aud, exp, nonce). */
  complete(callbackUrl: URL, checks: AuthorizationChecks): Promise<VerifiedIdentity>;
}

type FetchLike = (url: string, options: { method?: string; headers?: HeadersInit; body?: unknown }) => Promise<Response>;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * openid-client 6 as the relying party, for the configured issuer (Google or any OpenID provider,
 * found by discovery) or for the built-in one (metadata known, reached in-process).
 */
export function createRelyingParty(config: Config, builtin: { provider: BuiltinProvider; fetch: FetchLike } | null): RelyingParty {
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  let pending: Promise<oidc.Configuration> | null = null;

  const configure = async (): Promise<oidc.Configuration> => {
    let configuration: oidc.Configuration;
    if (builtin) {
      const { provider, clientId, clientSecret, issuer } = builtin.provider;
      configuration = new oidc.Configuration(
        {
          issuer,
          authorization_endpoint: provider.urlFor('authorization'),
          token_endpoint: provider.urlFor('token'),
          userinfo_endpoint: provider.urlFor('userinfo'),
          jwks_uri: provider.urlFor('jwks'),
          authorization_response_iss_parameter_supported: true,
          id_token_signing_alg_values_supported: ['RS256'],
        },
        clientId,
        clientSecret,
        oidc.ClientSecretBasic(clientSecret),
      );
      configuration[oidc.customFetch] = builtin.fetch as never;
      // Requests never leave the process, so plain http is not exposed to a network.
      if (issuer.startsWith('http://')) oidc.allowInsecureRequests(configuration);
    } else {
      const issuer = new URL(config.OIDC_ISSUER!);
      // http only for a provider on this machine during development and tests.
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname) && config.NODE_ENV !== 'production';
      configuration = await oidc.discovery(issuer, config.OIDC_CLIENT_ID!, config.OIDC_CLIENT_SECRET!, undefined, {
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      });
    }
    // Verify the ID token's signature against the provider's JWKS even though it came over TLS.
    oidc.enableNonRepudiationChecks(configuration);
    return configuration;
  };

  const getConfiguration = () => {
    pending ??= configure().catch((err) => {
      pending = null;
      throw new SignInError('provider_unreachable', 'The sign-in provider could not be reached. Please try again in a moment.', err);
    });
    return pending;
  };

  return {
    providerName: builtin ? BUILTIN_PROVIDER_NAME : config.OIDC_ISSUER!.replace(/\/$/, ''),
    isBuiltin: !!builtin,
    redirectUri,
    async authorizationUrl(checks, opts = {}) {
      const configuration = await getConfiguration();
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        // The local page is always shown, so one browser can switch between local people.
        ...(builtin ? { prompt: 'login' } : opts.selectAccount ? { prompt: 'select_account' } : {}),
      });
    },
    async complete(callbackUrl, checks) {
      const configuration = await getConfiguration();
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        let claims: Record<string, unknown> = { ...tokens.claims() };
        if (typeof claims.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
          claims = { ...info, ...claims };
        }
        return identityFrom(this.providerName, claims);
      } catch (err) {
        throw classifySignInError(err);
      }
    },
  };
}

function identityFrom(provider: string, claims: Record<string, unknown>): VerifiedIdentity {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);
  const email = str(claims.email);
  if (!email) throw new SignInError('email_missing', 'The sign-in provider did not share an e-mail address, which Wayfarer needs.');
  const [first, ...rest] = (str(claims.name) ?? '').split(/\s+/);
  const picture = str(claims.picture);
  return {
    provider,
    subject: String(claims.sub),
    email,
    firstName: str(claims.given_name) ?? (first || null),
    lastName: str(claims.family_name) ?? (rest.join(' ') || null),
    avatarUrl: picture && picture.startsWith('https://') ? picture : null,
  };
}
