import type { QueryOf } from '../api/endpoint';
import { ITINERARY_STATUSES, type ItineraryStatus } from '../api/trip-constants';
import type { ListItineraries } from '../api/trips.endpoints';

/** What the My Trips toolbar controls; kept in the URL so Back, reload and shared links keep the view. */
export interface TripFilters {
  search: string;
  sortBy: 'updatedAt' | 'createdAt' | 'startDate' | 'title';
  sortOrder: 'asc' | 'desc';
  status: ItineraryStatus | 'all';
  archived: boolean;
}

export const SORT_OPTIONS = [
  { value: 'updatedAt:desc', label: 'Last edited' },
  { value: 'createdAt:desc', label: 'Newest' },
  { value: 'startDate:asc', label: 'Soonest trip' },
  { value: 'startDate:desc', label: 'Latest trip' },
  { value: 'title:asc', label: 'Title A–Z' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
const DEFAULT_SORT: SortValue = 'updatedAt:desc';

export const STATUS_OPTIONS = [
  { value: 'all', label: 'All dates' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'ongoing', label: 'Happening now' },
  { value: 'past', label: 'Past' },
] as const;

export const DEFAULT_FILTERS: TripFilters = { search: '', sortBy: 'updatedAt', sortOrder: 'desc', status: 'all', archived: false };

export const sortValueOf = (f: Pick<TripFilters, 'sortBy' | 'sortOrder'>): SortValue => {
  const value = `${f.sortBy}:${f.sortOrder}`;
  return SORT_OPTIONS.some((o) => o.value === value) ? (value as SortValue) : DEFAULT_SORT;
};

export function filtersFromSearchParams(params: URLSearchParams): TripFilters {
  const sort = SORT_OPTIONS.find((o) => o.value === params.get('sort'))?.value ?? DEFAULT_SORT;
  const [sortBy, sortOrder] = sort.split(':') as [TripFilters['sortBy'], TripFilters['sortOrder']];
  const status = params.get('status');
  return {
    search: params.get('q') ?? '',
    sortBy,
    sortOrder,
    status: (ITINERARY_STATUSES as readonly string[]).includes(status ?? '') ? (status as ItineraryStatus) : 'all',
    archived: params.get('archived') === '1',
  };
}

/** Only what differs from the defaults reaches the URL, so /dashboard stays clean. */
export function searchParamsFromFilters(f: TripFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set('q', f.search);
  const sort = sortValueOf(f);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (f.status !== 'all') params.set('status', f.status);
  if (f.archived) params.set('archived', '1');
  return params;
}

export const hasActiveFilters = (f: TripFilters) => f.search.trim() !== '' || f.status !== 'all';

/** Trips per page of My Trips (the first one is also sent with the page, decision 046). */
export const PAGE_SIZE = 12;

/** The list query as the contract defines it (the cursor travels separately, as the page parameter). */
export type ListParams = Omit<QueryOf<typeof ListItineraries>, 'cursor'>;

/**
 * The list read for a view of My Trips: the browser's and the page the server sends with its first screen (decision
 * 046). `today` decides each trip's status: the traveller's local date in the browser ("ongoing" means today where
 * they are), the UTC date on the server, which knows no time zone.
 */
export function listParamsOf(filters: TripFilters, today: string) {
  return {
    limit: PAGE_SIZE,
    search: filters.search.trim() || undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    status: filters.status === 'all' ? undefined : filters.status,
    archived: filters.archived ? 'true' : 'false',
    today,
  } satisfies ListParams;
}
