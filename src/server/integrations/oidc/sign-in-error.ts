import * as oidc from 'openid-client';

export type SignInFailure =
  | 'transaction_missing'
  | 'state_mismatch'
  | 'nonce_mismatch'
  | 'issuer_mismatch'
  | 'audience_mismatch'
  | 'token_expired'
  | 'bad_signature'
  | 'code_rejected'
  | 'cancelled'
  | 'provider_error'
  | 'provider_unreachable'
  | 'email_missing'
  | 'invalid_response';

/** A refused sign-in: `reason` is stable (tests, logs); `message` is for the person. */
export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailure,
    message: string,
    options?: unknown,
  ) {
    super(message, options === undefined ? undefined : { cause: options });
    this.name = 'SignInError';
  }
}

const PROTOCOL_PROBLEM = 'The answer from the sign-in provider could not be verified, so you were not signed in. Please try again.';

/** Maps openid-client's (oauth4webapi's) errors onto our reasons; the message never leaks token contents. */
export function classifySignInError(err: unknown): SignInError {
  if (err instanceof SignInError) return err;
  if (err instanceof oidc.AuthorizationResponseError) {
    return err.error === 'access_denied'
      ? new SignInError('cancelled', 'Sign-in was cancelled.', err)
      : new SignInError('provider_error', 'The sign-in provider refused the request. Please try again.', err);
  }
  if (err instanceof oidc.ResponseBodyError) {
    return new SignInError('code_rejected', 'The sign-in code was refused (it may have been used already). Please sign in again.', err);
  }
  // openid-client wraps oauth4webapi's error: the specific text is on the cause.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
  const message = `${err instanceof Error ? err.message : String(err)} ${cause}`;
  const code = (err as { code?: string } | null)?.code;
  if (/"state"/.test(message))
    return new SignInError('state_mismatch', 'This sign-in did not match the one your browser started. Please try again.', err);
  if (/"nonce"/.test(message)) return new SignInError('nonce_mismatch', PROTOCOL_PROBLEM, err);
  if (/"iss"/.test(message)) return new SignInError('issuer_mismatch', PROTOCOL_PROBLEM, err);
  if (/"aud"|"azp"/.test(message)) return new SignInError('audience_mismatch', PROTOCOL_PROBLEM, err);
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return new SignInError('token_expired', PROTOCOL_PROBLEM, err);
  if (/signature/i.test(message) || code === 'OAUTH_KEY_SELECTION_FAILED') return new SignInError('bad_signature', PROTOCOL_PROBLEM, err);
  return new SignInError('invalid_response', PROTOCOL_PROBLEM, err);
}
