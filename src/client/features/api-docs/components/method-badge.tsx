import { cn } from '../../../lib/cn';

const STYLES: Record<string, string> = {
  get: 'bg-primary-soft text-primary-soft-foreground',
  post: 'bg-accent-soft text-accent-soft-foreground',
  put: 'bg-secondary text-secondary-foreground',
  patch: 'bg-secondary text-secondary-foreground',
  delete: 'bg-card text-destructive border border-destructive',
};

/** The HTTP method as text (never colour alone), in a fixed-width pill so paths line up. */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-16 shrink-0 justify-center rounded-md px-2 py-0.5 font-mono text-xs font-bold uppercase',
        STYLES[method] ?? 'bg-muted text-foreground',
      )}
    >
      {method.toUpperCase()}
    </span>
  );
}
