import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf, Endpoint, QueryOf, RequestOf } from '../../../../core/api/endpoint';
import { callApi } from '../../../lib/api-client';

/** One admin read keyed by path + query; admin data is fresh within a minute (spec §9). */
export function useAdminQuery<E extends Endpoint>(endpoint: E, request: RequestOf<E>, opts: { enabled?: boolean } = {}) {
  return useQuery<DataOf<E>>({
    queryKey: [endpoint.path, request.params ?? null, request.query ?? null],
    queryFn: () => callApi(endpoint, request),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // Fresh within a minute while the page is open, not only when it is focused again.
    refetchInterval: 60_000,
    retry: false,
    enabled: opts.enabled ?? true,
  });
}

/** A write that refreshes every admin read afterwards (lists, counts, the audit log). */
export function useAdminMutation<E extends Endpoint, V>(endpoint: E, toRequest: (vars: V) => RequestOf<E>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => callApi(endpoint, toRequest(vars)),
    onSuccess: () =>
      qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') && q.queryKey[0] !== '/api/admin/auth/me' }),
  });
}

export type ListQuery<E extends Endpoint> = NonNullable<QueryOf<E>>;
