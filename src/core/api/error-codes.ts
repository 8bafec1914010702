/**
 * Stable error codes shared by server and client (DESIGN §4). Never rename one: clients and
 * integrators match on these strings. Each maps to the HTTP status the server answers with.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  COUPON_INVALID: 422,
  COUPON_UNKNOWN: 404,
  COUPON_EXPIRED: 410,
  COUPON_NOT_YET_VALID: 422,
  COUPON_USED_UP: 409,
  COUPON_ALREADY_REDEEMED: 409,
  COUPON_NOT_FOR_PLAN: 422,
  INFEASIBLE: 422,
  PRECONDITION_REQUIRED: 428,
  RATE_LIMIT_EXCEEDED: 429,
  QUOTA_EXCEEDED: 429,
  TOO_MANY_GENERATIONS: 429,
  INTERNAL: 500,
  /** Stripe (or another payment provider) refused or failed a call: nothing was changed on our side. */
  PAYMENT_PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
