import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { defaultQueryFn } from './api-client';

const MINUTE = 60_000;
/** Spec §9 cache retention. */
export const GC_TIME = 15 * MINUTE;
export const MAX_QUERY_RETRIES = 2;

/** Spec §9 data freshness by path: map highlights 30 min, itineraries 10 min, admin 1 min, others 5 min. */
export function staleTimeFor(queryKey: QueryKey): number {
  const path = queryKey.filter((part) => typeof part === 'string').join('/');
  if (path.includes('map-highlights')) return 30 * MINUTE;
  if (path.includes('itineraries')) return 10 * MINUTE;
  if (path.includes('admin')) return MINUTE;
  return 5 * MINUTE;
}

/** Spec §8: no retry on 401, Unauthorized, 400 or validation errors, or code RATE_LIMIT_EXCEEDED. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError && error.code === 'RATE_LIMIT_EXCEEDED') return false;
  const message = error instanceof Error ? error.message : String(error);
  return !/401|Unauthorized|400|validation/i.test(message);
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryable(error);
}

export interface QueryClientOptions {
  /** Tests shorten the back-off; production keeps TanStack's exponential default. */
  retryDelay?: number;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  // Starting any mutation cancels every in-flight query (spec §9), so a read cannot land after a
  // write and overwrite fresher data with a stale answer.
  const mutationCache = new MutationCache({
    onMutate: async () => {
      await queryClient.cancelQueries();
    },
  });
  const queryClient: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: (query) => staleTimeFor(query.queryKey),
        gcTime: GC_TIME,
        retry: shouldRetryQuery,
        ...(options.retryDelay !== undefined ? { retryDelay: options.retryDelay } : {}),
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
