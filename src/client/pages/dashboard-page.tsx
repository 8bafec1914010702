import { useCallback, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';
import { TripsView } from '../features/trips/components/trips-view';
import { MY_TRIPS_INTRO } from '../../core/my-trips/format';
import { filtersFromSearchParams, searchParamsFromFilters, type TripFilters } from '../../core/my-trips/filters';

/** /dashboard (behind the guard): My Trips. Filters live in the URL so Back and reload keep the view. */
export function DashboardPage() {
  usePageTitle('My trips');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const heading = useRef<HTMLHeadingElement>(null);
  const setFilters = useCallback(
    (next: TripFilters) => setSearchParams(searchParamsFromFilters(next), { replace: true }),
    [setSearchParams],
  );
  const fallbackFocus = useCallback(() => heading.current, []);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none sm:text-4xl">
            My trips
          </h1>
          <p className="mt-2 text-muted-foreground">{MY_TRIPS_INTRO}</p>
        </div>
        <Button asChild size="lg">
          <Link to={paths.generate.getHref()}>
            <Plus aria-hidden="true" /> Plan a new trip
          </Link>
        </Button>
      </header>
      <TripsView filters={filters} onFiltersChange={setFilters} fallbackFocus={fallbackFocus} />
    </div>
  );
}
