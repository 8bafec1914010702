import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListSessions, RevokeAllSessions, RevokeSession } from '../../../../core/api/auth.endpoints';
import { callApi } from '../../../lib/api-client';

// The sessions endpoints: list, revoke one, revoke all ("sign out everywhere").
export const sessionsQueryKey = [ListSessions.path] as const;

export const getSessions = () => callApi(ListSessions, {});
export const getSessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, staleTime: 0 });
export const useSessions = () => useQuery(getSessionsQueryOptions());

export const revokeSession = (id: string) => callApi(RevokeSession, { params: { id } });
export const revokeAllSessions = () => callApi(RevokeAllSessions, {});

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}

export function useRevokeAllSessions(options: { onSuccess: () => void }) {
  return useMutation({ mutationFn: revokeAllSessions, onSuccess: options.onSuccess });
}
