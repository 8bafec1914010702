import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Home, RotateCw, TriangleAlert } from 'lucide-react';
import { buttonVariants } from '../components/ui/button';
import { reportRenderError } from '../lib/error-reporter';

export const RENDER_ERROR_TITLE = 'Something went wrong';
export const RENDER_ERROR_MESSAGE =
  "We're sorry, but something unexpected happened. The error has been logged and our team will investigate.";

/**
 * Spec §8 render-error fallback. Uses plain <a>/<button> (not router links) so it works even when the
 * router or a provider above it is what failed.
 */
export function RenderErrorFallback() {
  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-xl flex-col items-center justify-center px-4 py-20 text-center" role="alert">
      <span
        className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground"
        data-decorative
      >
        <TriangleAlert className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{RENDER_ERROR_TITLE}</h1>
      <p className="mt-3 text-muted-foreground">{RENDER_ERROR_MESSAGE}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants({})} onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" /> Reload Page
        </button>
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          <Home aria-hidden="true" /> Go Home
        </a>
      </div>
    </div>
  );
}

/** Catches render errors outside the router (providers, the router itself) and reports them. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportRenderError(error, info.componentStack);
  }

  override render() {
    return this.state.error ? (this.props.fallback ?? <RenderErrorFallback />) : this.props.children;
  }
}

/** The router's errorElement: a page (or the layout) threw while rendering. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) void reportRenderError(error);
  }, [error]);
  return <RenderErrorFallback />;
}
