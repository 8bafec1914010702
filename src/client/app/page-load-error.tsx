import { Link } from 'react-router';
import { Home, RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';

export const PAGE_LOAD_DEFAULT_MESSAGE =
  'An error occurred while loading this page. This might be due to a network issue or temporary server problem.';

/** The stack when the browser gives one (it starts with "Name: message"), else "Name: message". */
function technicalDetails(error: Error): string {
  const head = `${error.name}: ${error.message}`;
  if (!error.stack) return head;
  return error.stack.startsWith(head) ? error.stack : `${head}\n\n${error.stack}`;
}

/** Spec §2/§8: "Failed to load {page}", the error message, Try Again, Go Home and collapsible details. */
export function PageLoadError({ page, error, onRetry }: { page: string; error: Error | null; onRetry: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <span
        className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground"
        data-decorative
      >
        <WifiOff className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Failed to load {page}</h1>
      <p className="mt-3 text-muted-foreground">{error?.message || PAGE_LOAD_DEFAULT_MESSAGE}</p>
      {error?.message ? <p className="mt-2 text-sm text-muted-foreground">{PAGE_LOAD_DEFAULT_MESSAGE}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" /> Try Again
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()}>
            <Home aria-hidden="true" /> Go Home
          </Link>
        </Button>
      </div>
      {error ? (
        <details className="mt-10 w-full rounded-lg border border-border bg-surface p-4 text-left text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-medium">Technical details</summary>
          <pre className="mt-3 max-h-64 overflow-auto text-xs break-words whitespace-pre-wrap text-muted-foreground">
            {technicalDetails(error)}
          </pre>
        </details>
      ) : null}
    </div>
  );
}
