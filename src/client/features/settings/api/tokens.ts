import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateToken, CreatedToken, TokenInfo } from '../../../../core/api/auth';
import { apiRead, apiRequest } from '../../../lib/api-client';

// One file for the personal access token endpoints: list, create (secret shown once), revoke.
export const tokensQueryKey = ['/api/auth/tokens'] as const;

export const getTokens = async () => (await apiRead<TokenInfo[]>('/api/auth/tokens', {}, { on401: 'throw' })).data;
export const getTokensQueryOptions = () => queryOptions({ queryKey: tokensQueryKey, queryFn: getTokens, staleTime: 0 });
export const useTokens = () => useQuery(getTokensQueryOptions());

export const createToken = (input: CreateToken) => apiRequest<CreatedToken>('POST', '/api/auth/tokens', input);
export const revokeToken = (id: string) => apiRequest<TokenInfo>('DELETE', `/api/auth/tokens/${encodeURIComponent(id)}`);

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQueryKey }) });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQueryKey }) });
}
