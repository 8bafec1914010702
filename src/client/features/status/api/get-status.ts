import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelopeOf } from '../../../../core/api/envelope';
import type { Health, Readiness } from '../../../../core/api/health';
import { GetHealth, GetReadiness } from '../../../../core/api/health.endpoints';
import { normalizeApiError } from '../../../lib/api-error';

export const STATUS_REFRESH_MS = 30_000;

const HealthEnvelope = envelopeOf(GetHealth.response);
const ReadinessEnvelope = envelopeOf(GetReadiness.response);

/**
 * Reads a health endpoint. Readiness answers 503 *with* its report when something is not ready, so a
 * non-OK status is not an error here as long as the body is the expected envelope.
 */
async function readEnvelope<T>(
  path: string,
  parse: (json: unknown) => { success: boolean; data?: { data: T } },
  signal?: AbortSignal,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' }, cache: 'no-store', signal });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw normalizeApiError(err, { url: path, method: 'GET' });
  }
  const json: unknown = await res.json().catch(() => undefined);
  const parsed = parse(json);
  if (parsed.success && parsed.data) return parsed.data.data;
  throw normalizeApiError(json ?? `${res.status} ${res.statusText}`, { status: res.status, url: path, method: 'GET' });
}

export const getHealth = (signal?: AbortSignal): Promise<Health> =>
  readEnvelope(GetHealth.path, (j) => HealthEnvelope.safeParse(j), signal);
export const getReadiness = (signal?: AbortSignal): Promise<Readiness> =>
  readEnvelope(GetReadiness.path, (j) => ReadinessEnvelope.safeParse(j), signal);

/** Live status: always fresh on arrival, then polled every 30 s while the page is open. */
const live = { staleTime: 0, refetchOnMount: 'always' as const, refetchInterval: STATUS_REFRESH_MS, retry: 1 };

export const getHealthQueryOptions = () =>
  queryOptions({ queryKey: [GetHealth.path], queryFn: ({ signal }) => getHealth(signal), ...live });
export const getReadinessQueryOptions = () =>
  queryOptions({ queryKey: [GetReadiness.path], queryFn: ({ signal }) => getReadiness(signal), ...live });

export function useSystemStatus() {
  const health = useQuery(getHealthQueryOptions());
  const readiness = useQuery(getReadinessQueryOptions());
  return { health, readiness };
}
