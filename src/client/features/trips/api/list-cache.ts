import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '../../../../core/api/envelope';
import type { ItinerarySummary } from '../../../../core/api/trips';
import { itineraryListRoot, type ListParams } from './list-itineraries';

type ListData = InfiniteData<Page<ItinerarySummary>, string | null>;
export type ListSnapshot = Array<[QueryKey, ListData | undefined]>;

const paramsOf = (key: QueryKey) => key[1] as ListParams | undefined;

/** Cancels in-flight list reads (so they cannot overwrite the optimistic state) and remembers every cached list. */
export async function snapshotLists(client: QueryClient): Promise<ListSnapshot> {
  await client.cancelQueries({ queryKey: itineraryListRoot });
  return client.getQueriesData<ListData>({ queryKey: itineraryListRoot });
}

export function restoreLists(client: QueryClient, snapshot: ListSnapshot) {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** Applies `change` to every cached list: return the new item, or null to take it out of that list. */
export function updateTripInLists(
  client: QueryClient,
  id: string,
  change: (trip: ItinerarySummary, params: ListParams | undefined) => ItinerarySummary | null,
) {
  for (const [key, data] of client.getQueriesData<ListData>({ queryKey: itineraryListRoot })) {
    if (!data) continue;
    let removed = 0;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((trip) => {
        if (trip.id !== id) return [trip];
        const next = change(trip, paramsOf(key));
        if (next === null) removed += 1;
        return next === null ? [] : [next];
      }),
    }));
    const withTotals = removed ? pages.map((p) => (p.total === undefined ? p : { ...p, total: Math.max(0, p.total - removed) })) : pages;
    client.setQueryData<ListData>(key, { ...data, pages: withTotals });
  }
}

/** Whether a trip with this archived flag belongs in a list read with these parameters. */
export function belongsInList(archived: boolean, params: ListParams | undefined): boolean {
  if (!params || params.archived === 'all') return true;
  return params.archived === 'true' ? archived : !archived;
}

export function invalidateLists(client: QueryClient) {
  return client.invalidateQueries({ queryKey: itineraryListRoot });
}
