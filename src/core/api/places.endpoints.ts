import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageOf } from './envelope';
import {
  CityAutocompleteQuerySchema,
  CitySchema,
  ClimateMonthResponseSchema,
  ClimateQuerySchema,
  DestinationDetailSchema,
  PlaceDetailQuerySchema,
  PlaceDetailSchema,
  PlaceListQuerySchema,
  PlaceSummarySchema,
} from './places';

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

const Id = z.object({ id: z.string().min(1).max(120) });

export const GetDestination = defineEndpoint({
  method: 'GET',
  path: '/api/destinations/:id',
  summary: 'A destination: climate, costs, neighbourhoods, airports',
  params: Id,
  response: DestinationDetailSchema,
});

export const GetDestinationClimate = defineEndpoint({
  method: 'GET',
  path: '/api/destinations/:id/climate',
  summary: 'Climate normals for one month',
  params: Id,
  query: ClimateQuerySchema,
  response: ClimateMonthResponseSchema,
});

export const GetPlace = defineEndpoint({
  method: 'GET',
  path: '/api/places/:id',
  summary: 'A place, and whether it is open at a local date-time (`at`)',
  params: Id,
  query: PlaceDetailQuerySchema,
  response: PlaceDetailSchema,
});
