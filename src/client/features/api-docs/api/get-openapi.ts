import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeApiError } from '../../../lib/api-error';
import type { OpenApiDocument } from '../lib/openapi-types';

/** GET /api/openapi.json: the OpenAPI document itself (not wrapped in the envelope). */
export async function getOpenApiDocument(signal?: AbortSignal): Promise<OpenApiDocument> {
  const res = await fetch('/api/openapi.json', { headers: { Accept: 'application/json' }, signal });
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok || !json || typeof json !== 'object' || !('paths' in json)) {
    throw normalizeApiError(json ?? `${res.status} ${res.statusText}`, { status: res.status, url: '/api/openapi.json', method: 'GET' });
  }
  return json as OpenApiDocument;
}

export const getOpenApiQueryOptions = () =>
  queryOptions({ queryKey: ['/api/openapi.json'], queryFn: ({ signal }) => getOpenApiDocument(signal), staleTime: 5 * 60_000 });

export function useOpenApiDocument() {
  return useQuery(getOpenApiQueryOptions());
}
