/** Spec §9: a bearer token (personal access token) may be kept in client storage under this key. */
export const AUTH_TOKEN_STORAGE_KEY = 'wayfarer-token';

export function getStoredToken(): string | null {
  try {
    const token = globalThis.localStorage?.getItem(AUTH_TOKEN_STORAGE_KEY);
    return token && token.trim() ? token.trim() : null;
  } catch {
    return null;
  }
}

export function authHeaders(): Record<string, string> {
  const token = getStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
