import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  MapConfigSchema,
  MapDestinationSchema,
  MapHighlightsQuerySchema,
  MapHighlightsSchema,
  MapSearchQuerySchema,
  MapSearchResultSchema,
} from './maps';

export const GetMapConfig = defineEndpoint({
  method: 'GET',
  path: '/api/map-config',
  summary: 'Which base map to draw: the built-in offline map, or the MapLibre style of MAP_STYLE_URL',
  response: MapConfigSchema,
});

export const GetMapHighlights = defineEndpoint({
  method: 'GET',
  path: '/api/map-highlights',
  summary: 'Places in a bounding box for the map, filtered, clustered below zoom 11 (fresh for 30 minutes)',
  query: MapHighlightsQuerySchema,
  response: MapHighlightsSchema,
});

export const SearchMap = defineEndpoint({
  method: 'GET',
  path: '/api/map-search',
  summary: 'Destinations and places whose name matches, for the map search box',
  query: MapSearchQuerySchema,
  response: z.array(MapSearchResultSchema),
});

export const ListMapDestinations = defineEndpoint({
  method: 'GET',
  path: '/api/map-destinations',
  summary: 'Every curated destination as a point with its radius, for the map’s destinations layer',
  response: z.array(MapDestinationSchema),
});
