import { z } from 'zod';
import { text } from './input-rules';
import { PreferencesSchema } from './settings';

/** Cookie names and limits of sign-in (DESIGN §4, spec §4 Session, §9). */
export const AUTH_TX_COOKIE = 'wf_auth_tx';
/** Server-side idle expiry matches the client's automatic logout (spec §9: 3 hours). */
export { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_WARNING_MS } from '../session-defaults';
/** A session ends after this long even when in constant use; signing in again is cheap. */
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60_000;
export const TOKEN_PREFIX = 'wf_pat_';
export const TOKEN_MAX_DAYS = 365;
/** Spec §9: "A bearer token may be kept in client storage" — under this key (used by the API client and error logger). */
export const BEARER_TOKEN_STORAGE_KEY = 'wayfarer-token';

/** The signed-in user as GET /api/auth/user returns it (spec §3: firstName, lastName, email). */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable().optional(),
  role: z.enum(['user', 'admin']).optional(),
  preferences: PreferencesSchema.optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const LogoutResultSchema = z.object({ loggedOut: z.literal(true) });

/** Where to come back to after sign-in: a path on this site only (no open redirect). */
export function safeReturnTo(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length > 1000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  if (value.startsWith('/api/') || value === '/login' || value === '/register' || value.startsWith('/oidc')) return fallback;
  return value;
}

export const SignInQuerySchema = z.object({
  returnTo: text().max(1000).optional(),
  prompt: z
    .enum(['select_account'])
    .optional()
    .describe('After a logout: let the person choose an account instead of signing straight back in'),
});

export const SessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const RevokedSchema = z.object({ revoked: z.number().int() });

export const CreateTokenSchema = z
  .object({
    name: text().trim().min(1, 'Give the token a name').max(80, 'At most 80 characters'),
    expiresInDays: z.coerce.number().int().min(1).max(TOKEN_MAX_DAYS),
  })
  .strict();
export type CreateToken = z.infer<typeof CreateTokenSchema>;

export const TokenInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe('The first characters of the token, to recognise it'),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TokenInfo = z.infer<typeof TokenInfoSchema>;

export const CreatedTokenSchema = TokenInfoSchema.extend({ token: z.string().describe('Shown once; only its hash is kept') });
export type CreatedToken = z.infer<typeof CreatedTokenSchema>;

/** Token and session ids, checked by shape before any query. */
export { IdParamsSchema as IdParamSchema } from './input-rules';
