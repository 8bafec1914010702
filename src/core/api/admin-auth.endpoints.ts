import {
  AdminLoggedOutSchema,
  AdminLoginResultSchema,
  AdminLoginSchema,
  AdminMeSchema,
  AdminReauthSchema,
  TotpEnableSchema,
  TotpEnabledSchema,
  TotpSetupSchema,
} from './admin-auth';
import { defineEndpoint } from './endpoint';

export const AdminLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/login',
  summary: 'Operator sign-in: e-mail and password, then a TOTP or recovery code',
  body: AdminLoginSchema,
  response: AdminLoginResultSchema,
  errors: ['UNAUTHORIZED', 'RATE_LIMIT_EXCEEDED'],
});

export const AdminLogout = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/logout',
  summary: 'End the operator session',
  response: AdminLoggedOutSchema,
});

export const AdminMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/auth/me',
  summary: 'The signed-in operator, or null without an operator session (so signed-out pages load without a 401)',
  response: AdminMeSchema.nullable(),
});

export const AdminTotpSetup = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/totp/setup',
  summary: 'Start TOTP enrolment: a new secret and its QR code',
  response: TotpSetupSchema,
  errors: ['CONFLICT'],
});

export const AdminTotpEnable = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/totp/enable',
  summary: 'Finish TOTP enrolment with a code; answers the recovery codes once',
  body: TotpEnableSchema,
  response: TotpEnabledSchema,
  errors: ['CONFLICT', 'UNAUTHORIZED'],
});

export const AdminReauth = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/reauth',
  summary: 'Confirm password and code again before destructive actions',
  body: AdminReauthSchema,
  response: AdminMeSchema,
  errors: ['UNAUTHORIZED', 'RATE_LIMIT_EXCEEDED'],
});
