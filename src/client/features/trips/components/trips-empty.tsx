import { Link } from 'react-router';
import { Archive, Map as MapGlyph, SearchX, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** No trips at all: the page's one job is to lead to the generator. */
export function NoTripsYet() {
  return (
    <section
      aria-labelledby="no-trips-title"
      className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-border bg-card px-6 py-14 text-center"
    >
      <span className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <MapGlyph aria-hidden="true" className="size-8" />
      </span>
      <h2 id="no-trips-title" className="text-2xl font-semibold tracking-tight">
        No trips yet
      </h2>
      <p className="mt-3 text-pretty text-muted-foreground">
        Tell Wayfarer where and when you want to go. The planner builds a day-by-day itinerary where every stop is open when you arrive and
        the total stays inside your budget.
      </p>
      <Button asChild size="lg" className="mt-7">
        <Link to={paths.generate.getHref()}>
          <Sparkles aria-hidden="true" /> Plan your first trip
        </Link>
      </Button>
    </section>
  );
}

export function NoMatches({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-border bg-card px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mb-4 size-10 text-muted-foreground" />
      <h2 className="text-xl font-semibold">{search.trim() ? `No trips match “${search.trim()}”` : 'No trips match these filters'}</h2>
      <p className="mt-2 text-muted-foreground">Try another word, or clear the search and filters to see every trip.</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Clear search and filters
      </Button>
    </div>
  );
}

export function NoArchivedTrips({ onShowActive }: { onShowActive: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-border bg-card px-6 py-12 text-center">
      <Archive aria-hidden="true" className="mb-4 size-10 text-muted-foreground" />
      <h2 className="text-xl font-semibold">No archived trips</h2>
      <p className="mt-2 text-muted-foreground">Archive a trip from its menu to tidy it away without deleting it.</p>
      <Button variant="outline" className="mt-6" onClick={onShowActive}>
        Show active trips
      </Button>
    </div>
  );
}
