import type { z } from 'zod';
import type { DestinationDetailSchema, DestinationSummarySchema, PlaceDetailSchema, PlaceSummary } from '../../../core/api/places';
import type { Destination } from '../../../core/places/schema';
import type { KbPlace, KnowledgeBase } from './knowledge-base';

export function presentDestinationSummary(kb: KnowledgeBase, d: Destination): z.infer<typeof DestinationSummarySchema> {
  return {
    id: d.id,
    name: d.name,
    country: d.country,
    countryName: kb.countries.get(d.country)?.name ?? null,
    continent: d.continent,
    kind: d.kind,
    coordinates: d.coordinates,
    description: d.description,
    currency: d.currency,
    timeZone: d.timeZone,
    bestMonths: d.bestMonths,
    placeCount: kb.places(d.id).length,
    geonameId: d.geonameId,
  };
}

export function presentDestinationDetail(kb: KnowledgeBase, d: Destination): z.infer<typeof DestinationDetailSchema> {
  const categories: Record<string, number> = {};
  for (const { place } of kb.places(d.id)) categories[place.category] = (categories[place.category] ?? 0) + 1;
  return {
    ...presentDestinationSummary(kb, d),
    radiusKm: d.radiusKm,
    languages: d.languages,
    climate: d.climate,
    costs: d.costs,
    neighbourhoods: d.neighbourhoods,
    airports: d.airports,
    sources: d.sources,
    categories,
  };
}

export function presentPlaceSummary({ place: p, destination: d, source }: KbPlace): PlaceSummary {
  return {
    id: p.id,
    name: p.name,
    coordinates: p.coordinates,
    category: p.category,
    tags: p.tags,
    visitMinutes: p.visitMinutes,
    price: p.price,
    popularity: p.popularity,
    description: p.description,
    openingHours: p.openingHours,
    destinationId: d.id,
    currency: d.currency,
    source,
  };
}

export function presentPlaceDetail(entry: KbPlace, openAt: z.infer<typeof PlaceDetailSchema>['openAt']): z.infer<typeof PlaceDetailSchema> {
  const { place, destination: d, source } = entry;
  return { ...place, destinationId: d.id, destinationName: d.name, currency: d.currency, timeZone: d.timeZone, source, openAt };
}
