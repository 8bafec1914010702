import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageOf } from './envelope';
import { CityAutocompleteQuerySchema, CitySchema, PlaceListQuerySchema, PlaceSummarySchema } from './places';

// The knowledge-base endpoints the client calls. (The other /api/destinations, /api/places and map routes are
// documented by their server routes and get a contract here when a client calls them.)
export const SearchCities = defineEndpoint({
  method: 'GET',
  path: '/api/cities/autocomplete',
  summary: 'City search over ~135k GeoNames cities: diacritic-insensitive, typo-tolerant, by population',
  query: CityAutocompleteQuerySchema,
  response: z.array(CitySchema),
});

export const ListDestinationPlaces = defineEndpoint({
  method: 'GET',
  path: '/api/destinations/:id/places',
  summary: "A destination's places, filtered by category, tag, interest or opening time",
  params: z.object({ id: z.string().min(1).max(120) }),
  query: PlaceListQuerySchema,
  response: pageOf(PlaceSummarySchema.partial()),
});
