import { queryOptions } from '@tanstack/react-query';
import type { RouteOf } from '../../../../core/api/endpoint';
import type { GetBillingOverview } from '../../../../core/api/billing.endpoints';
import { callApi } from '../../../lib/api-client';

/** Type-only import of the contract: the itinerary page reads the owner's plan without the billing schemas (and zod). */
const overview = { method: 'GET', path: '/api/billing/overview' } satisfies RouteOf<typeof GetBillingOverview>;

export const overviewKey = [overview.path] as const;
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewKey,
    queryFn: ({ signal }) => callApi<typeof GetBillingOverview>(overview, {}, { signal }),
    staleTime: 0,
  });
