import * as oidc from 'openid-client';
import { safeReturnTo } from '../../../core/api/auth';
import type { Db } from '../../db/create-db';
import type { RelyingParty } from '../../integrations/oidc/relying-party';
import { SignInError } from '../../integrations/oidc/sign-in-error';
import { hashSecret, randomSecret } from '../../lib/secrets';
import { upsertUserFromIdentity } from '../users/users.service';
import { insertAuthTransaction, takeAuthTransaction } from './sessions.repository';
import { startSession } from './sessions.service';

const TRANSACTION_MS = 10 * 60_000;

/**
 * Starts the authorization-code flow: fresh state, nonce and PKCE verifier are kept server-side;
 * the browser gets only a random id (cookie) to find them again at the callback.
 */
export async function beginSignIn(db: Db, rp: RelyingParty, returnTo: unknown, opts: { selectAccount?: boolean } = {}) {
  const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  const url = await rp.authorizationUrl(checks, opts);
  const transactionId = randomSecret();
  await insertAuthTransaction(db, {
    idHash: hashSecret(transactionId),
    ...checks,
    returnTo: safeReturnTo(returnTo),
    expiresAt: new Date(Date.now() + TRANSACTION_MS),
  });
  return { url, transactionId };
}

/**
 * Finishes sign-in: the transaction is single-use, openid-client validates state, iss, the code
 * exchange (PKCE) and the ID token (signature, iss, aud, exp, nonce); then the user is created or
 * updated and a new session replaces any the browser had.
 */
export async function completeSignIn(
  db: Db,
  rp: RelyingParty,
  input: { transactionId: string | undefined; callbackUrl: URL; previousCookie: string | undefined; userAgent: string | undefined },
) {
  const tx = input.transactionId ? await takeAuthTransaction(db, hashSecret(input.transactionId)) : null;
  if (!tx) {
    throw new SignInError('transaction_missing', 'This sign-in expired or was started in another browser. Please sign in again.');
  }
  const identity = await rp.complete(input.callbackUrl, { state: tx.state, nonce: tx.nonce, codeVerifier: tx.codeVerifier });
  const user = await upsertUserFromIdentity(db, identity);
  const session = await startSession(db, user, { previousCookie: input.previousCookie, userAgent: input.userAgent });
  return { user, session, returnTo: tx.returnTo };
}
