import { Skeleton } from '../../../components/ui/skeleton';

/** At least a screen tall, as the timeline that replaces it is: the footer below does not jump up into view and back. */
export function ItinerarySkeleton() {
  return (
    <div
      className="mx-auto grid min-h-dvh w-full max-w-7xl content-start gap-6 px-4 py-10 sm:px-6"
      aria-busy="true"
      aria-label="Loading the itinerary"
    >
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <div className="grid gap-8 lg:grid-cols-[1fr_23rem]">
        <div className="grid gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
