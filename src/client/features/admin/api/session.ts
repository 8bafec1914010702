import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLogin } from '../../../../core/api/admin-auth';
import {
  AdminLoginEndpoint,
  AdminLogout,
  AdminMeEndpoint,
  AdminReauth,
  AdminTotpEnable,
  AdminTotpSetup,
} from '../../../../core/api/admin-auth.endpoints';
import { ApiError, callApi } from '../../../lib/api-client';

export const adminMeKey = [AdminMeEndpoint.path] as const;

/** The operator session: data when signed in, `null` when there is none, so guards can redirect at once. */
export function useAdminMe() {
  return useQuery({
    queryKey: adminMeKey,
    queryFn: () => callApi(AdminMeEndpoint, {}),
    retry: false,
    staleTime: 0,
  });
}

export const useAdminLogin = () => useMutation({ mutationFn: (body: AdminLogin) => callApi(AdminLoginEndpoint, { body }) });
export const useTotpSetup = () => useMutation({ mutationFn: () => callApi(AdminTotpSetup, {}) });
export const useTotpEnable = () => useMutation({ mutationFn: (code: string) => callApi(AdminTotpEnable, { body: { code } }) });

export function useReauth() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => callApi(AdminReauth, { body }),
    onSuccess: (me) => qc.setQueryData(adminMeKey, me),
  });
}

export function useAdminLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(AdminLogout, {}),
    onSettled: () => {
      qc.setQueryData(adminMeKey, null);
      qc.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') && q.queryKey[0] !== adminMeKey[0] });
    },
  });
}

/** The reason a write was refused (`reauth_required`, `role`, …), if the server gave one. */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return null;
  const reason = (error.details as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : null;
}
