import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../core/api/auth';
import type { GetCurrentUser } from '../../../../core/api/auth.endpoints';
import type { RouteOf } from '../../../../core/api/endpoint';
import { authHeaders } from '../../../lib/auth-token';

/** The signed-in user as GET /api/auth/user returns it (spec §3); the schema lives in src/core/api/auth. */
export type { CurrentUser };

/**
 * A structural check instead of `CurrentUserSchema.parse`: this call is on every page's first load and
 * importing zod here would add ~25 KB gzip to the initial bundle. The server validates the shape.
 */
export function asCurrentUser(value: unknown): CurrentUser {
  const v = value as Partial<CurrentUser> | null;
  if (!v || typeof v.id !== 'string' || typeof v.email !== 'string') throw new Error('Unexpected response from /api/auth/user');
  return v as CurrentUser;
}

/** Type-only import of the contract: its schemas (and zod) stay out of the first page load; the path is checked. */
const route: RouteOf<typeof GetCurrentUser> = { method: 'GET', path: '/api/auth/user' };

export const userQueryKey = [route.path] as const;

/**
 * The server sets a readable `wf_signed_in` hint beside the httpOnly session cookie. Without it (and
 * without a stored access token) nobody can be signed in, so the request (and its 401) is skipped.
 */
export function maySignedIn(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((c) => c.trim().startsWith('wf_signed_in=')) || Object.keys(authHeaders()).length > 0;
}

/** 401 (or no auth endpoint yet) means "signed out": null, never an error screen. */
export async function getUser(): Promise<CurrentUser | null> {
  if (!maySignedIn()) return null;
  const res = await fetch(route.path, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', ...authHeaders() },
  });
  if (res.status === 401 || res.status === 404) return null;
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
  const body = await res.json();
  return asCurrentUser(body?.data ?? body);
}

/** Spec §7: no retry; stale time 0; cache kept 10 minutes; refetched on focus and on mount. */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    retry: false,
    staleTime: 0,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    refetchInterval: false,
  });

export function useUser() {
  const query = useQuery(getUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: !!user, error: query.error };
}

/** Avatar letter: first letter of the first name, else of the e-mail, else U (spec §2). */
export function avatarLetter(user: Pick<CurrentUser, 'firstName' | 'email'> | null): string {
  const source = user?.firstName?.trim() || user?.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}
