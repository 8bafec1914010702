import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small, real OpenID provider on 127.0.0.1 for the refusal tests: discovery, JWKS, an authorize
 * endpoint that approves at once, and a token endpoint that checks client auth and PKCE and then
 * issues an ID token bent the way the test asks (wrong iss, wrong aud, expired, tampered...).
 * Our code talks to it over HTTP exactly as it would to Google.
 */
export type Twist = 'none' | 'wrong-issuer' | 'wrong-audience' | 'expired' | 'tampered' | 'foreign-key' | 'wrong-nonce' | 'no-email';

export interface FakeIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  twist: Twist;
  close(): Promise<void>;
}

interface PendingCode {
  nonce: string;
  challenge: string;
  redirectUri: string;
  used: boolean;
}

export async function startFakeIssuer(): Promise<FakeIssuer> {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const codes = new Map<string, PendingCode>();
  const state: FakeIssuer = {
    issuer: '',
    clientId: 'test-client',
    clientSecret: 'test-secret-0123456789',
    twist: 'none',
    close: async () => undefined,
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url!, state.issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: state.issuer,
        authorization_endpoint: `${state.issuer}/authorize`,
        token_endpoint: `${state.issuer}/token`,
        jwks_uri: `${state.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks')
      return json(200, { keys: [{ ...key.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      const code = randomUUID();
      codes.set(code, {
        nonce: p.get('nonce') ?? '',
        challenge: p.get('code_challenge') ?? '',
        redirectUri: p.get('redirect_uri') ?? '',
        used: false,
      });
      const back = new URL(p.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const body = new URLSearchParams(await readBody(req));
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
        : [body.get('client_id'), body.get('client_secret')];
      if (basic[0] !== state.clientId || basic[1] !== state.clientSecret) return json(401, { error: 'invalid_client' });
      const pending = codes.get(body.get('code') ?? '');
      if (!pending || pending.used) return json(400, { error: 'invalid_grant' });
      pending.used = true;
      const verifier = body.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== pending.challenge)
        return json(400, { error: 'invalid_grant', error_description: 'PKCE' });
      return json(200, {
        access_token: randomUUID(),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken(state, pending, key.privateKey, foreign.privateKey, kid),
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

function idToken(state: FakeIssuer, pending: PendingCode, signingKey: KeyObject, foreignKey: KeyObject, kid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const t = state.twist;
  const claims: Record<string, unknown> = {
    iss: t === 'wrong-issuer' ? 'https://evil.example' : state.issuer,
    sub: 'fake-subject-1',
    aud: t === 'wrong-audience' ? 'someone-else' : state.clientId,
    iat: t === 'expired' ? now - 7200 : now,
    exp: t === 'expired' ? now - 3600 : now + 300,
    nonce: t === 'wrong-nonce' ? 'not-the-nonce' : pending.nonce,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...(t === 'no-email' ? {} : { email: 'grace@example.com', email_verified: true }),
  };
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = enc({ alg: 'RS256', typ: 'JWT', kid });
  const body = enc(claims);
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), t === 'foreign-key' ? foreignKey : signingKey).toString('base64url');
  if (t === 'tampered') {
    // Signed honestly, then the payload is changed in transit: the signature no longer matches.
    return `${head}.${enc({ ...claims, sub: 'someone-else-entirely' })}.${signature}`;
  }
  return `${head}.${body}.${signature}`;
}

function readBody(req: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
