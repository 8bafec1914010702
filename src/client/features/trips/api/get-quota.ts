import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quota } from '../../../../core/api/trips';
import type { GetQuota } from '../../../../core/api/trips.endpoints';
import { route } from './routes';
import { callApi } from '../../../lib/api-client';

export const quotaQueryKey = [route.quota.path] as const;

/** GET /api/itineraries/quota: today's generation allowance (per user, per UTC day). */
export function getQuota(signal?: AbortSignal): Promise<Quota> {
  return callApi<typeof GetQuota>(route.quota, {}, { signal });
}

export const getQuotaQueryOptions = () =>
  queryOptions({ queryKey: quotaQueryKey, queryFn: ({ signal }) => getQuota(signal), staleTime: 0, refetchOnMount: true });

export function useQuota() {
  return useQuery(getQuotaQueryOptions());
}
