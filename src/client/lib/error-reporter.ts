import { authHeaders } from './auth-token';

/** Spec §7: POST /api/log-client-error. Report types match ClientErrorReportSchema in src/core. */
export type ErrorReportType = 'error' | 'unhandledrejection' | 'render' | 'manual';

export interface ErrorReportInput {
  message: string;
  stack?: string | null;
  lineNumber?: number | null;
  columnNumber?: number | null;
  type: ErrorReportType;
  extras?: Record<string, unknown>;
}

export const ERROR_REPORT_ENDPOINT = '/api/log-client-error';
const MAX_REPORTS_PER_PAGE = 25;
const DUPLICATE_WINDOW_MS = 5000;

let userId: string | null = null;
let defaultEndpoint = ERROR_REPORT_ENDPOINT;

/** Where reports go; same-origin /api/log-client-error unless an absolute URL is needed (tests, native shell). */
export function setErrorReportEndpoint(url: string) {
  defaultEndpoint = url;
}
let sent = 0;
const recent = new Map<string, number>();

/** Set by the app when the signed-in user is known, so reports can be tied to a user. */
export function setErrorReporterUser(id: string | null) {
  userId = id;
}

const int = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : null);

export function buildErrorReport(input: ErrorReportInput, now = new Date()) {
  return {
    errorMessage: (input.message || 'Unknown error occurred').slice(0, 2000),
    stackTrace: input.stack ? input.stack.slice(0, 16_000) : null,
    url: typeof location !== 'undefined' ? location.href.slice(0, 2000) : null,
    additionalContext: {
      lineNumber: int(input.lineNumber),
      columnNumber: int(input.columnNumber),
      timestamp: now.toISOString(),
      userAgent: typeof navigator !== 'undefined' ? navigator.userAgent.slice(0, 512) : undefined,
      type: input.type,
      userId,
      extras: input.extras,
    },
  };
}

/**
 * Sends one report. Only the status is checked; a failure is a console.warn, never console.error and
 * never another report, so a broken endpoint cannot start a loop. Repeats within 5 s and anything past
 * 25 reports a page are dropped.
 */
export async function reportClientError(input: ErrorReportInput, endpoint = defaultEndpoint): Promise<boolean> {
  const key = `${input.type}:${input.message}`;
  const now = Date.now();
  const last = recent.get(key);
  if ((last !== undefined && now - last < DUPLICATE_WINDOW_MS) || sent >= MAX_REPORTS_PER_PAGE) return false;
  recent.set(key, now);
  sent++;
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', ...authHeaders() },
      body: JSON.stringify(buildErrorReport(input)),
      keepalive: true,
    });
    if (!res.ok) console.warn(`Client error report was not accepted (${res.status})`);
    return res.ok;
  } catch (err) {
    console.warn('Client error report could not be sent', err);
    return false;
  }
}

/** Manual report: `logError(err, { where: 'checkout' })`. */
export function logError(error: unknown, extras?: Record<string, unknown>) {
  const e = error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
  return reportClientError({ message: e.message, stack: e.stack, type: 'manual', extras });
}

export function reportRenderError(error: unknown, componentStack?: string | null) {
  const e = error instanceof Error ? error : new Error(String(error));
  return reportClientError({
    message: e.message,
    stack: e.stack,
    type: 'render',
    extras: componentStack ? { componentStack: componentStack.slice(0, 4000) } : undefined,
  });
}

/** Uncaught script errors and unhandled rejections. Returns an uninstall function. */
export function installGlobalErrorHandlers(target: Window = window) {
  const onError = (event: ErrorEvent) => {
    // Resource load errors (img/script) arrive without a message; they are not script errors.
    if (!event.message && !event.error) return;
    void reportClientError({
      message: event.message || String(event.error),
      stack: event.error instanceof Error ? event.error.stack : null,
      lineNumber: event.lineno,
      columnNumber: event.colno,
      type: 'error',
      extras: event.filename ? { filename: event.filename } : undefined,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason;
    // A cancelled query or aborted fetch is not a fault.
    if (reason?.name === 'AbortError' || reason?.name === 'CancelledError') return;
    void reportClientError({
      message: reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'Unhandled promise rejection',
      stack: reason instanceof Error ? reason.stack : null,
      type: 'unhandledrejection',
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Test hook: forget the duplicate window and the per-page count. */
export function resetErrorReporter() {
  sent = 0;
  recent.clear();
  userId = null;
  defaultEndpoint = ERROR_REPORT_ENDPOINT;
}
