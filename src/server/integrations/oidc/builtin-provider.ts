import Provider, { type ProviderContext } from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Database } from '../../db/create-db';
import { loadBuiltinSecrets } from './builtin-secrets';
import { createOidcAdapter, readRecord } from './oidc-adapter';
import { renderErrorPage } from './interaction-page';

export const BUILTIN_PREFIX = '/oidc';
export const BUILTIN_CLIENT_ID = 'wayfarer';
export const BUILTIN_PROVIDER_NAME = 'builtin';

/** A local person as the sign-in page recorded them; the subject is derived from the e-mail. */
export interface LocalAccount {
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

export interface BuiltinProvider {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** Is the in-process provider to be used? Refuses production unless BUILTIN_OIDC_ENABLED=true (issue 3). */
export function builtinProviderWanted(config: Config): boolean {
  if (config.OIDC_ISSUER) return false;
  if (config.BUILTIN_OIDC_ENABLED === false) {
    throw new Error('No sign-in provider: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or BUILTIN_OIDC_ENABLED=true');
  }
  if (config.NODE_ENV === 'production' && config.BUILTIN_OIDC_ENABLED !== true) {
    throw new Error(
      'Refusing to start the built-in (local) sign-in provider with NODE_ENV=production: anyone could sign in as anyone. ' +
        'Configure OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or set BUILTIN_OIDC_ENABLED=true to allow it explicitly.',
    );
  }
  return true;
}

/**
 * The built-in OpenID provider (oidc-provider), mounted under /oidc of this app. It runs the real
 * protocol: authorization code + PKCE, signed ID tokens, userinfo; only the "who are you" step is a
 * local page where a person types a name and e-mail (interaction.routes.ts).
 */
export async function createBuiltinProvider(config: Config, database: Database, log: FastifyBaseLogger): Promise<BuiltinProvider> {
  const secrets = await loadBuiltinSecrets(database);
  const issuer = `${config.publicUrl}${BUILTIN_PREFIX}`;
  const redirectUri = `${config.publicUrl}/api/auth/callback`;

  const provider = new Provider(issuer, {
    adapter: createOidcAdapter(database),
    clients: [
      {
        client_id: BUILTIN_CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: 'Wayfarer',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Like Google, put the profile claims in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false }, userinfo: { enabled: true } },
    clientBasedCORS: () => false,
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${BUILTIN_PREFIX}/interaction/${interaction.uid}` },
    ttl: { Interaction: 600, Session: 600, AuthorizationCode: 60, AccessToken: 300, IdToken: 300, Grant: 600 },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = await readRecord<LocalAccount>(database, 'BuiltinAccount', sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          // The local page does not prove ownership of the address.
          email_verified: false,
          name: account.name,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    // Wayfarer is the only client and first-party: the person's consent is the sign-in itself.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const found = await ctx.oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: async (ctx: ProviderContext, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage({ title: 'Sign-in could not continue', message: out.error_description ?? out.error ?? 'Unknown error' });
    },
  });
  provider.proxy = config.TRUST_PROXY;
  // Koa prints errors to stderr unless someone listens; route them to our logger instead.
  provider.on('error', (err) => log.error({ err }, 'oidc-provider error'));
  provider.on('server_error', (_ctx, err) => log.error({ err }, 'oidc-provider server error'));
  return { provider, issuer, clientId: BUILTIN_CLIENT_ID, clientSecret: secrets.clientSecret, redirectUri };
}
