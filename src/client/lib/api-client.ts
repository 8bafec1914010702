import type { QueryFunction } from '@tanstack/react-query';
import { fillPath, type DataOf, type Endpoint, type RequestOf, type RouteOf } from '../../core/api/endpoint';
import { ApiError, normalizeApiError, THROTTLED_MESSAGE } from './api-error';
import { authHeaders } from './auth-token';

export { ApiError, normalizeApiError } from './api-error';

type Scalar = string | number | boolean;

/** DESIGN §4 list parameters plus any filter key/value pairs. Arrays are sent comma-separated. */
export interface ReadParams {
  fields?: string[] | string;
  limit?: number;
  cursor?: string | null;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  search?: string;
  [filter: string]: Scalar | Scalar[] | null | undefined;
}

/** What every generic read returns (spec §7): the server's optimized response as is, or `{ data, optimized: false }`. */
export interface ReadResult<T> {
  data: T;
  optimized: boolean;
  meta?: { timestamp: string; requestId: string };
  [extra: string]: unknown;
}

export function buildQueryString(params: ReadParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const READ_HEADERS = { Accept: 'application/json', 'X-Optimize': 'true', 'Cache-Control': 'no-cache' } as const;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Raised for a non-OK read: message "status: body text" (spec §7), with the envelope's fields attached. */
function readError(status: number, text: string, url: string): ApiError {
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the plain text is the body
  }
  const normalized = normalizeApiError(parsed ?? text, { status, url, method: 'GET' });
  const message = normalized.message === THROTTLED_MESSAGE ? THROTTLED_MESSAGE : `${status}: ${text || normalized.message}`;
  return new ApiError(message, {
    code: normalized.code,
    status,
    details: normalized.details,
    requestId: normalized.requestId,
    url,
    method: 'GET',
    serverMessage: normalized.message,
  });
}

export interface ReadOptions {
  signal?: AbortSignal;
  /** What a 401 means: `null` (signed out, the default query function) or an error. */
  on401?: 'returnNull' | 'throw';
}

export async function apiRead<T = unknown>(
  path: string,
  params: ReadParams | undefined,
  options: ReadOptions & { on401: 'returnNull' },
): Promise<ReadResult<T> | null>;
export async function apiRead<T = unknown>(path: string, params?: ReadParams, options?: ReadOptions): Promise<ReadResult<T>>;
export async function apiRead<T = unknown>(
  path: string,
  params: ReadParams = {},
  options: ReadOptions = {},
): Promise<ReadResult<T> | null> {
  const url = `${path}${buildQueryString(params)}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'GET',
      credentials: 'include',
      headers: { ...READ_HEADERS, ...authHeaders() },
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err; // cancellation is not an API error
    throw normalizeApiError(err, { url, method: 'GET' });
  }
  if (res.status === 401 && options.on401 === 'returnNull') return null;
  if (!res.ok) throw readError(res.status, await res.text(), url);
  if (res.status === 204) return { data: null as T, optimized: false };
  const json: unknown = await res.json();
  if (isRecord(json) && 'optimized' in json) return json as ReadResult<T>;
  // Our envelope: hand the page its data (and meta), flagged as not optimized.
  if (isRecord(json) && json.success === true && 'data' in json)
    return { data: json.data as T, meta: json.meta as ReadResult<T>['meta'], optimized: false };
  return { data: json as T, optimized: false };
}

export type { HttpMethod } from '../../core/api/endpoint';
type HttpMethod = Endpoint['method'];

export interface WriteOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Generic write (spec §7): JSON body, cookies included; returns the envelope's unwrapped `data`. */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(), ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw normalizeApiError(err, { url: path, method });
  }
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // plain-text body
  }
  if (!res.ok || (isRecord(json) && json.success === false)) {
    throw normalizeApiError(json ?? (text || `${res.status} ${res.statusText}`), { status: res.status, url: path, method });
  }
  if (isRecord(json) && json.success === true && 'data' in json) return json.data as T;
  return json as T;
}

/**
 * The default query function: the query key is `[path, params?]`. A 401 yields null (signed out)
 * rather than an error screen.
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const [path, params] = queryKey as [string, ReadParams | undefined];
  if (typeof path !== 'string') throw new Error('Query keys must start with the API path');
  return apiRead(path, isRecord(params) ? (params as ReadParams) : {}, { signal, on401: 'returnNull' });
};

export interface CallOptions {
  signal?: AbortSignal;
}

/** The URL of one call: the endpoint's path with its params filled in, plus the query string. */
export function urlOf<E extends Endpoint>(endpoint: E | RouteOf<E>, request: Pick<RequestOf<E>, 'params' | 'query'>): string {
  const path = fillPath(endpoint.path, request.params as Record<string, unknown> | undefined);
  return `${path}${buildQueryString(request.query as ReadParams | undefined)}`;
}

/**
 * Calls one endpoint of src/core/api, typed from its contract: `callApi(GetItinerary, { params: { id } })`.
 * Reads go through `apiRead` (spec §7 read headers and "status: body" errors), writes through `apiRequest`;
 * both answer the envelope's unwrapped `data`. (Where a contract's schemas must stay out of the first page
 * load, a module passes `RouteOf<typeof X>` from a type-only import instead, with `callApi<typeof X>(route, …)`;
 * see features/itinerary/api/routes.ts.)
 */
export async function callApi<E extends Endpoint>(
  endpoint: E | RouteOf<E>,
  request: RequestOf<E>,
  options: CallOptions = {},
): Promise<DataOf<E>> {
  const path = fillPath(endpoint.path, request.params as Record<string, unknown> | undefined);
  const headers = request.headers as Record<string, string> | undefined;
  if (endpoint.method === 'GET' && !headers) {
    return (await apiRead<DataOf<E>>(path, request.query as ReadParams | undefined, { signal: options.signal, on401: 'throw' })).data;
  }
  const url = `${path}${buildQueryString(request.query as ReadParams | undefined)}`;
  return apiRequest<DataOf<E>>(endpoint.method, url, request.body, { headers, signal: options.signal });
}
