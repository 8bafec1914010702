import { z } from 'zod';
import { text } from './input-rules';

/**
 * The admin area's access rules (issue 13), one definition for server and client. Operators have their own
 * accounts and a short session in the `wf_admin` cookie (path /api/admin, SameSite=Strict), separate from
 * travellers' sessions.
 */
export const ADMIN_COOKIE = 'wf_admin';
export const ADMIN_COOKIE_PATH = '/api/admin';
export const ADMIN_SESSION_IDLE_MS = 15 * 60_000;
export const ADMIN_SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
/** Destructive actions need a password + code confirmation this recent. */
export const ADMIN_REAUTH_MS = 5 * 60_000;
export const ADMIN_LOCKOUT_FAILURES = 5;
export const ADMIN_LOCKOUT_MS = 15 * 60_000;
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_RECOVERY_CODES = 10;

export const ADMIN_ROLES = ['admin', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** read: every screen; suspend: suspend a user (support too); manage: everything else that writes. */
export type AdminPermission = 'read' | 'suspend' | 'manage';

export function adminCan(role: AdminRole, permission: AdminPermission): boolean {
  return role === 'admin' || permission === 'read' || permission === 'suspend';
}

const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'a 6-digit code from the authenticator app');
const RecoveryCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, 'a recovery code like abcde-12345');

export const AdminLoginSchema = z.object({
  email: z.email().max(320),
  password: text().min(1).max(200),
  /** A TOTP code or a recovery code; omitted on the first step. */
  code: z.union([TotpCode, RecoveryCode]).optional(),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

export const AdminMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  /** False until TOTP is enrolled: the session then reaches only the enrolment endpoints. */
  secondFactor: z.boolean(),
  reauthUntil: z.string().nullable(),
  idleTimeoutSeconds: z.number().int(),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

export const AdminLoginResultSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code') }),
  z.object({ step: z.literal('enrol'), admin: AdminMeSchema }),
  z.object({ step: z.literal('done'), admin: AdminMeSchema }),
]);
export type AdminLoginResult = z.infer<typeof AdminLoginResultSchema>;

export const TotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export const TotpEnableSchema = z.object({ code: TotpCode });
export const TotpEnabledSchema = z.object({ recoveryCodes: z.array(z.string()), admin: AdminMeSchema });
export const AdminReauthSchema = z.object({ password: text().min(1).max(200), code: z.union([TotpCode, RecoveryCode]) });
export const AdminLoggedOutSchema = z.object({ loggedOut: z.literal(true) });
