import { useQuery } from '@tanstack/react-query';
import type { StyleSpecification } from 'maplibre-gl';
import type { MapConfig } from '../../../core/api/maps';
import type { RouteOf } from '../../../core/api/endpoint';
import type { GetMapConfig } from '../../../core/api/maps.endpoints';
import { callApi } from '../../lib/api-client';

/** Type-only import of the contract: pages with a map do not load the maps schemas (and zod) for one GET. */
const mapConfig = { method: 'GET', path: '/api/map-config' } satisfies RouteOf<typeof GetMapConfig>;

/** GET /api/map-config once per session: the offline base map, or MAP_STYLE_URL's real tiles. */
export function useMapConfig(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [mapConfig.path],
    queryFn: () => callApi<typeof GetMapConfig>(mapConfig, {}),
    staleTime: Infinity,
    retry: 1,
  });
}

/** The remote style when configured; otherwise the offline style (also when the config could not be read). */
export function baseStyle(config: MapConfig | undefined, offline: () => StyleSpecification): StyleSpecification | string {
  return config?.style === 'remote' && config.styleUrl ? config.styleUrl : offline();
}
