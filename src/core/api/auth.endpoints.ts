import { z } from 'zod';
import {
  CreatedTokenSchema,
  CreateTokenSchema,
  CurrentUserSchema,
  IdParamSchema,
  LogoutResultSchema,
  RevokedSchema,
  SessionInfoSchema,
  TokenInfoSchema,
} from './auth';
import { defineEndpoint } from './endpoint';

/** Account-level actions refuse a personal access token (403 session_required). */
const SESSION_ONLY = ['FORBIDDEN'] as const;

export const GetCurrentUser = defineEndpoint({
  method: 'GET',
  path: '/api/auth/user',
  summary: 'The signed-in user',
  response: CurrentUserSchema,
});

export const Logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'End this session (server-side) and clear the cookie',
  response: LogoutResultSchema,
});

export const ListSessions = defineEndpoint({
  method: 'GET',
  path: '/api/auth/sessions',
  summary: 'My signed-in sessions',
  response: z.array(SessionInfoSchema),
});

export const RevokeSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/auth/sessions/:id',
  summary: 'Sign out one session',
  params: IdParamSchema,
  response: RevokedSchema,
});

export const RevokeAllSessions = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sessions/revoke-all',
  summary: 'Sign out everywhere (every session, this one included)',
  response: RevokedSchema,
  errors: SESSION_ONLY,
});

export const ListTokens = defineEndpoint({
  method: 'GET',
  path: '/api/auth/tokens',
  summary: 'My personal access tokens (never the secrets)',
  response: z.array(TokenInfoSchema),
});

export const CreateToken = defineEndpoint({
  method: 'POST',
  path: '/api/auth/tokens',
  summary: 'Create a personal access token',
  body: CreateTokenSchema,
  response: CreatedTokenSchema,
  status: 201,
  errors: [...SESSION_ONLY, 'PAYMENT_REQUIRED'],
});

export const RevokeToken = defineEndpoint({
  method: 'DELETE',
  path: '/api/auth/tokens/:id',
  summary: 'Revoke a personal access token',
  params: IdParamSchema,
  response: TokenInfoSchema,
});
