import { createCuratedCatalog } from '../../../../core/planner/index';
import type { Catalog } from '../../../../core/planner/types';
import type { Destination } from '../../../../core/places/schema';
import type { TripRequest } from '../../../../core/trip-request/schema';
import { AppError } from '../../../lib/app-error';
import type { KnowledgeBase } from '../../places/knowledge-base';
import { ratesInto } from './rates';
import { loadTransportLinks } from '../../../../../data/load';
import { holidayTable } from '../../places/calendar';
import type { TransportLink } from '../../../../core/places/links';
import type { HolidayTable } from '../../../../core/time/closures';

/**
 * The planner's catalog over the knowledge base (curated + imported places), one per knowledge-base version and
 * planning currency. Building one takes ~20 ms and it is immutable, so it is cached; an import changes the
 * version and the next request builds afresh. Keyed by the base instance so test apps never share state.
 */
const cache = new WeakMap<KnowledgeBase, Map<string, Catalog>>();
let calendarData: { holidays: HolidayTable; links: TransportLink[] } | null = null;

/** The holiday calendar and real transport links: read once per process (static data shipped with the app). */
function calendar(): { holidays: HolidayTable; links: TransportLink[] } {
  calendarData ??= { holidays: holidayTable(), links: loadTransportLinks() };
  return calendarData;
}

export function catalogFor(kb: KnowledgeBase, currency: string): Catalog {
  let perBase = cache.get(kb);
  if (!perBase) cache.set(kb, (perBase = new Map()));
  const key = `${kb.version}|${currency}`;
  let catalog = perBase.get(key);
  if (!catalog) {
    const rates = ratesInto(currency);
    if (!rates) throw new AppError('VALIDATION_FAILED', `Trips cannot be planned in ${currency} yet`, { unsupportedCurrency: currency });
    const destinations: Destination[] = kb.destinations
      .filter((d) => rates[d.currency] !== undefined)
      .map((d) => ({ ...d, places: kb.places(d.id).map((p) => p.place) }));
    catalog = createCuratedCatalog(destinations, { currency, rates, holidays: calendar().holidays, links: calendar().links });
    for (const k of perBase.keys()) if (!k.startsWith(`${kb.version}|`)) perBase.delete(k);
    perBase.set(key, catalog);
  }
  return catalog;
}

/** The currency a request is planned in: its budget's, else the first named city's, else US dollars. */
export function planningCurrency(kb: KnowledgeBase, request: TripRequest): string {
  if (request.budget) return request.budget.currency.toUpperCase();
  const first = request.destinations.find((d) => d.kind === 'city');
  return (first && kb.destination(first.cityId)?.currency) ?? 'USD';
}

/**
 * Everything the request names must be in the knowledge base; otherwise a clear 400 that says which cities or
 * places have no curated data (the planner cannot invent them).
 */
export function assertPlannable(kb: KnowledgeBase, catalog: Catalog, request: TripRequest): void {
  const unknownCities: string[] = [];
  const unknownRegions: string[] = [];
  const unknownPlaces: string[] = [];
  const cityIds = [
    ...(request.origin ? [request.origin] : []),
    ...request.destinations.flatMap((d) => (d.kind === 'city' ? [d.cityId] : [])),
  ];
  for (const id of cityIds) if (!catalog.city(id)) unknownCities.push(id);
  for (const d of request.destinations)
    if (d.kind === 'region' && catalog.cities({ region: d.region }).length === 0) unknownRegions.push(d.region);
  for (const id of [...request.mustSee, ...request.pins.map((p) => p.placeId)]) if (!kb.place(id)) unknownPlaces.push(id);
  if (!unknownCities.length && !unknownRegions.length && !unknownPlaces.length) return;
  const parts = [
    unknownCities.length ? `no curated data for ${unknownCities.join(', ')}` : '',
    unknownRegions.length ? `no curated cities in ${unknownRegions.join(', ')}` : '',
    unknownPlaces.length ? `unknown places ${unknownPlaces.join(', ')}` : '',
  ].filter(Boolean);
  throw new AppError('VALIDATION_FAILED', `This trip cannot be planned yet: ${parts.join('; ')}. Pick destinations from the list.`, {
    unknownCities,
    unknownRegions,
    unknownPlaces,
  });
}
