/** Spec §8: the one error type the client's api layer raises. */
export const THROTTLED_MESSAGE = 'Request throttled: Please wait before trying again';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';
export const ENVELOPE_FALLBACK_MESSAGE = 'Request failed';

export interface ApiErrorInit {
  code?: string;
  status?: number;
  details?: unknown;
  requestId?: string;
  url?: string;
  method?: string;
  /** The server's own message, when `message` is the spec's "status: body" form. */
  serverMessage?: string;
}

export class ApiError extends Error {
  readonly code: string;
  readonly status?: number;
  readonly details?: unknown;
  readonly requestId?: string;
  readonly url?: string;
  readonly method?: string;
  readonly serverMessage?: string;

  constructor(message: string, init: ApiErrorInit = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = init.code ?? 'UNKNOWN';
    this.status = init.status;
    this.details = init.details;
    this.requestId = init.requestId;
    this.url = init.url;
    this.method = init.method;
    this.serverMessage = init.serverMessage;
  }
}

export interface ErrorContext {
  status?: number;
  url?: string;
  method?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function isThrottled(text: string) {
  return /Resource quota exceeded|throttled/i.test(text);
}

/**
 * Turns anything thrown or returned by the server into an ApiError (spec §8):
 * envelope failure → its message or "Request failed"; legacy `{ error: string }` → code LEGACY_ERROR;
 * text mentioning "Resource quota exceeded" or "throttled" → the throttled message; fallback "Unknown error occurred".
 */
export function normalizeApiError(payload: unknown, ctx: ErrorContext = {}): ApiError {
  if (payload instanceof ApiError) return payload;
  const base = { status: ctx.status, url: ctx.url, method: ctx.method };

  if (isRecord(payload) && payload.success === false) {
    const error = isRecord(payload.error) ? payload.error : {};
    const meta = isRecord(payload.meta) ? payload.meta : {};
    const message = typeof error.message === 'string' && error.message ? error.message : ENVELOPE_FALLBACK_MESSAGE;
    return build(message, {
      ...base,
      code: typeof error.code === 'string' ? error.code : 'UNKNOWN',
      details: error.details,
      requestId: typeof meta.requestId === 'string' ? meta.requestId : undefined,
    });
  }
  if (isRecord(payload) && typeof payload.error === 'string') {
    return build(payload.error || UNKNOWN_ERROR_MESSAGE, { ...base, code: 'LEGACY_ERROR' });
  }
  if (payload instanceof Error) {
    const code = (payload as { code?: unknown }).code;
    const network = payload.name === 'TypeError' && ctx.status === undefined;
    return build(payload.message || UNKNOWN_ERROR_MESSAGE, {
      ...base,
      code: typeof code === 'string' ? code : network ? 'NETWORK_ERROR' : 'UNKNOWN',
    });
  }
  if (typeof payload === 'string' && payload.trim()) return build(payload, base);
  return build(UNKNOWN_ERROR_MESSAGE, base);
}

function build(message: string, init: ApiErrorInit) {
  return new ApiError(isThrottled(message) ? THROTTLED_MESSAGE : message, init);
}

/** The message to show a person: the server's own words rather than the "status: body" form. */
export function errorMessageForUser(error: unknown): string {
  if (error instanceof ApiError) return error.message === THROTTLED_MESSAGE ? error.message : (error.serverMessage ?? error.message);
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR_MESSAGE;
}
