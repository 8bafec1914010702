import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateToken as CreateTokenInput } from '../../../../core/api/auth';
import { CreateToken, ListTokens, RevokeToken } from '../../../../core/api/auth.endpoints';
import { callApi } from '../../../lib/api-client';

// The personal access token endpoints: list, create (secret shown once), revoke.
export const tokensQueryKey = [ListTokens.path] as const;

export const getTokens = () => callApi(ListTokens, {});
export const getTokensQueryOptions = () => queryOptions({ queryKey: tokensQueryKey, queryFn: getTokens, staleTime: 0 });
export const useTokens = () => useQuery(getTokensQueryOptions());

export const createToken = (input: CreateTokenInput) => callApi(CreateToken, { body: input });
export const revokeToken = (id: string) => callApi(RevokeToken, { params: { id } });

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQueryKey }) });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeToken, onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQueryKey }) });
}
