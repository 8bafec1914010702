import type { z } from 'zod';
import type { ErrorCode } from './error-codes';

/**
 * One HTTP endpoint as data (decision "typed API contracts"): method, full path, the zod schemas of its
 * inputs and of the `data` its success envelope carries. The server registers its route from it
 * (src/server/lib/endpoint-route.ts) and the client calls it through `callApi` (src/client/lib/api-client.ts),
 * so both sides are typed from, and validated by, the same schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** The full path with `:param` placeholders, e.g. `/api/itineraries/:id`. */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The `data` of the success envelope. */
  response: z.ZodType;
  /** Success status; 200 when omitted. */
  status?: 200 | 201;
  /**
   * Domain error codes this endpoint answers besides those every route can give (validation, rate limit)
   * and those the route's shape implies (401 for signed-in routes, 404 for a `:param`, 412 with If-Match).
   * The OpenAPI document lists them.
   */
  errors?: readonly ErrorCode[];
}

/** Checks the shape and keeps the literal types (method, path, schemas) for both sides. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Input<E, K extends keyof Endpoint> = E extends { [P in K]: z.ZodType } ? z.input<E[K]> : never;

/** What a caller passes: `params`/`body` required when the endpoint has them; `query`/`headers` as declared. */
export type RequestOf<E extends Endpoint> = ([Input<E, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: Input<E, 'params'> }) &
  ([Input<E, 'query'>] extends [never] ? { query?: undefined } : { query?: Input<E, 'query'> }) &
  ([Input<E, 'body'>] extends [never] ? { body?: undefined } : { body: Input<E, 'body'> }) &
  ([Input<E, 'headers'>] extends [never] ? { headers?: undefined } : { headers?: Input<E, 'headers'> });

/** The unwrapped `data` of a success response. */
export type DataOf<E extends Endpoint> = z.output<E['response']>;

/** Method and path only: what the client needs at run time (no schema, so no zod in a bundle that only calls). */
export type RouteOf<E extends Endpoint> = Pick<E, 'method' | 'path'>;

/** `/api/itineraries/:id` + `{ id: 'a b' }` → `/api/itineraries/a%20b`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The query parameters an endpoint accepts (what a caller may send). */
export type QueryOf<E extends Endpoint> = Input<E, 'query'>;
