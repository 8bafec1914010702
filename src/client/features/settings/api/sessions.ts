import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../core/api/auth';
import { apiRead, apiRequest } from '../../../lib/api-client';

// One file for the sessions endpoints: list, revoke one, revoke all ("sign out everywhere").
export const sessionsQueryKey = ['/api/auth/sessions'] as const;

export const getSessions = async () => (await apiRead<SessionInfo[]>('/api/auth/sessions', {}, { on401: 'throw' })).data;
export const getSessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, staleTime: 0 });
export const useSessions = () => useQuery(getSessionsQueryOptions());

export const revokeSession = (id: string) => apiRequest<{ revoked: number }>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);
export const revokeAllSessions = () => apiRequest<{ revoked: number }>('POST', '/api/auth/sessions/revoke-all');

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}

export function useRevokeAllSessions(options: { onSuccess: () => void }) {
  return useMutation({ mutationFn: revokeAllSessions, onSuccess: options.onSuccess });
}
