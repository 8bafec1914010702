import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quota } from '../../../../core/api/trips';
import { apiRead } from '../../../lib/api-client';

export const quotaQueryKey = ['/api/itineraries/quota'] as const;

/** GET /api/itineraries/quota: today's generation allowance (per user, per UTC day). */
export async function getQuota(signal?: AbortSignal): Promise<Quota> {
  return (await apiRead<Quota>('/api/itineraries/quota', {}, { signal, on401: 'throw' })).data;
}

export const getQuotaQueryOptions = () =>
  queryOptions({ queryKey: quotaQueryKey, queryFn: ({ signal }) => getQuota(signal), staleTime: 0, refetchOnMount: true });

export function useQuota() {
  return useQuery(getQuotaQueryOptions());
}
