import { Skeleton } from '../components/ui/skeleton';

/** Shown while a page's chunk loads: a layout-shaped skeleton plus text for screen readers. */
export function PageLoading({ label = 'Loading page...' }: { label?: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-1/2 max-w-sm" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
      </div>
    </div>
  );
}
