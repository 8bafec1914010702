import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccessibility } from '../../../lib/accessibility-provider';
import type { Logout } from '../../../../core/api/auth.endpoints';
import type { RouteOf } from '../../../../core/api/endpoint';
import { authHeaders } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';

export const LOGOUT_FAILED_MESSAGE = 'Logout failed';

/** POST /api/auth/logout (spec §7): sent with credentials, response read as JSON; non-OK → "Logout failed". */
const route: RouteOf<typeof Logout> = { method: 'POST', path: '/api/auth/logout' };

export async function logout(): Promise<unknown> {
  const res = await fetch(route.path, {
    method: route.method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...authHeaders() },
  });
  if (!res.ok) throw new Error(LOGOUT_FAILED_MESSAGE);
  return res.json().catch(() => null);
}

/**
 * Log out: on success the whole client cache is cleared, "You have been logged out" is announced and
 * the browser goes to /login?loggedOut=1, which says so and waits for a click on Sign in (spec §4/§7); on failure
 * the message is shown as a toast.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { announce } = useAccessibility();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      announce('You have been logged out');
      void navigate(paths.login.getHref({ loggedOut: true }));
    },
    onError: (error) => {
      toast({ title: error instanceof Error ? error.message : LOGOUT_FAILED_MESSAGE, variant: 'destructive' });
    },
  });
}
