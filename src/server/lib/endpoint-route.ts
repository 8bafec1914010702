import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { envelopeOf } from '../../core/api/envelope';
import type { Endpoint } from '../../core/api/endpoint';
import type { ErrorCode } from '../../core/api/error-codes';

/** Where a route sits in the OpenAPI document and how it is guarded and limited; the contract says the rest. */
export interface RouteExtras {
  tags: string[];
  /** Present on routes that need a signed-in user (the document then lists 401). */
  security?: Array<Record<string, string[]>>;
  config?: FastifyContextConfig;
  bodyLimit?: number;
  /** Extra documented responses (e.g. readiness answers 503 with its report). */
  responses?: Record<number, z.ZodType>;
}

type Field<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type SuccessStatus<E> = E extends { status: 201 } ? 201 : 200;

/**
 * Route options from an endpoint contract of src/core/api, for `app.route({ ...routeOf(X, extras), handler })`:
 * method, URL (under the /api prefix), the contract's schemas for validation and the success envelope, and
 * the contract's error codes in the route config for the OpenAPI document.
 */
export function routeOf<const E extends Endpoint>(endpoint: E, extras: RouteExtras) {
  const { params, query, body, headers } = endpoint;
  const status = (endpoint.status ?? 200) as SuccessStatus<E>;
  const schema = {
    tags: extras.tags,
    summary: endpoint.summary,
    ...(extras.security ? { security: extras.security } : {}),
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    ...(headers ? { headers } : {}),
    response: { ...extras.responses, [status]: envelopeOf(endpoint.response) },
  } as {
    tags: string[];
    summary: string;
    params: Field<E, 'params'>;
    querystring: Field<E, 'query'>;
    body: Field<E, 'body'>;
    headers: Field<E, 'headers'>;
    response: { [S in SuccessStatus<E>]: ReturnType<typeof envelopeOf<E['response']>> } & Record<number, z.ZodType>;
  };
  return {
    method: endpoint.method,
    url: endpoint.path.replace(/^\/api(?=\/)/, ''),
    schema,
    config: { ...extras.config, errors: endpoint.errors ?? [] },
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Domain error codes of the route (from its endpoint contract), listed in the OpenAPI document. */
    errors?: readonly ErrorCode[];
  }
}
