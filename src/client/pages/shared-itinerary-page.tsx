import { Link, useParams } from 'react-router';
import { Eye } from 'lucide-react';
import { ApiError, errorMessageForUser } from '../lib/api-error';
import { usePageTitle } from '../lib/use-page-title';
import { paths } from '../config/paths';
import { sharedTripTitle } from '../../core/first-screen/itinerary';
import { useSharedItinerary } from '../features/itinerary/api/get-shared-itinerary';
import { ItineraryScreen } from '../features/itinerary/components/itinerary-screen';
import { ItineraryMissing, ItinerarySkeleton } from '../features/itinerary/components/itinerary-states';

/** /shared/{publicId}: the itinerary screen, read-only, for anyone with the link (no sign-in, no private notes). */
export function SharedItineraryPage() {
  const { publicId = '' } = useParams();
  const query = useSharedItinerary(publicId);
  usePageTitle(query.data ? sharedTripTitle(query.data.title) : 'Shared itinerary');
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return gone ? (
      <ItineraryMissing
        title="This link does not work"
        message="The trip is no longer shared, or the link is mistyped. Ask the person who sent it for a new one."
      />
    ) : (
      <ItineraryMissing title="Could not load this trip" message={errorMessageForUser(query.error)} retry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <ItinerarySkeleton />;
  return (
    <>
      <div className="border-b border-border bg-primary-soft text-primary-soft-foreground print:hidden">
        <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 text-sm sm:px-6">
          <Eye className="size-4" aria-hidden="true" />A shared trip, read-only.
          <Link to={paths.generate.getHref()} className="font-semibold underline underline-offset-2">
            Plan your own
          </Link>
        </p>
      </div>
      <ItineraryScreen doc={query.data} editor={null} exportBase={`/api/shared/${encodeURIComponent(publicId)}`} />
    </>
  );
}
