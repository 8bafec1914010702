import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../../../core/api/error-codes';
import { MetaSchema } from '../../../core/api/envelope';

/** What the OpenAPI transform sees of a route (the subset of Fastify's route options it reads). */
export interface RouteShape {
  url: string;
  schema?: { security?: unknown[]; headers?: unknown; body?: unknown; params?: unknown; querystring?: unknown };
  config?: { rateLimit?: unknown; errors?: readonly ErrorCode[] };
}

/**
 * The error codes one route can answer, derived from what the route is rather than listed by hand:
 * every route validates (400) and can fail (500); the global rate limit (429) unless switched off;
 * a security requirement means sign-in (401); a `:param` names something that may not exist (404); an
 * If-Match header means a stale version (412). Domain codes (403, 409, 422, 428, quotas) come from the
 * endpoint contract's `errors`, read from the route config.
 */
export function errorCodesOf(route: RouteShape): ErrorCode[] {
  const codes = new Set<ErrorCode>(['VALIDATION_FAILED', 'BAD_REQUEST']);
  if (route.schema?.body) codes.add('PAYLOAD_TOO_LARGE').add('UNSUPPORTED_MEDIA_TYPE');
  if (route.schema?.security?.length) codes.add('UNAUTHORIZED');
  if (/:[A-Za-z]/.test(route.url)) codes.add('NOT_FOUND');
  if (headerNames(route.schema?.headers).includes('if-match')) codes.add('PRECONDITION_FAILED');
  for (const code of route.config?.errors ?? []) codes.add(code);
  if (route.config?.rateLimit !== false) codes.add('RATE_LIMIT_EXCEEDED');
  codes.add('INTERNAL');
  return [...codes];
}

/** Header names of a route's header schema, whether still zod or already JSON schema. */
function headerNames(headers: unknown): string[] {
  if (!headers || typeof headers !== 'object') return [];
  const shape = (headers as { shape?: object }).shape ?? (headers as { properties?: object }).properties;
  return shape ? Object.keys(shape).map((k) => k.toLowerCase()) : [];
}

/** The error envelope as JSON schema, its `code` narrowed to the codes this status carries for the route. */
export function errorEnvelopeJsonSchema(codes: readonly ErrorCode[]) {
  const schema = z.object({
    success: z.literal(false),
    error: z.object({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]), message: z.string(), details: z.unknown().optional() }),
    meta: MetaSchema,
  });
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

/** Adds one response per error status to an operation's (already JSON-schema) responses; declared ones win. */
export function withErrorResponses(response: Record<string, unknown> | undefined, route: RouteShape): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, unknown> = { ...response };
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (out[status] !== undefined) continue;
    out[status] = { description: `Error envelope; error.code is one of: ${codes.join(', ')}`, ...errorEnvelopeJsonSchema(codes) };
  }
  return out;
}
