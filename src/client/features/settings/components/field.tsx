import { ApiError } from '../../../lib/api-error';

/** The server's VALIDATION_FAILED details (`[{ path: 'body.firstName', message }]`) keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const item of error.details as Array<{ path?: string; message?: string }>) {
    const key = String(item.path ?? '')
      .split('.')
      .filter((p) => p !== 'body')
      .join('.');
    if (key && item.message && !out[key]) out[key] = item.message;
  }
  return out;
}

/** A short, polite "Saved" / error line under a form (role=status so screen readers hear it). */
export function SaveStatus({ state, error }: { state: 'idle' | 'pending' | 'success' | 'error'; error?: unknown }) {
  const text =
    state === 'pending'
      ? 'Saving…'
      : state === 'success'
        ? 'Saved'
        : state === 'error'
          ? error instanceof Error
            ? error.message
            : 'Not saved'
          : '';
  return (
    <p role="status" className={state === 'error' ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
      {text}
    </p>
  );
}
