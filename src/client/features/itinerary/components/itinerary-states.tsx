import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

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

export function ItineraryMissing({ title, message, retry }: { title: string; message: string; retry?: () => void }) {
  return (
    <div className="mx-auto grid w-full max-w-2xl justify-items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex flex-wrap gap-2">
        {retry && <Button onClick={retry}>Try again</Button>}
        <Button variant="outline" asChild>
          <Link to={paths.dashboard.getHref()}>My trips</Link>
        </Button>
        <Button variant="ghost" asChild>
          <Link to={paths.generate.getHref()}>Plan a trip</Link>
        </Button>
      </div>
    </div>
  );
}
