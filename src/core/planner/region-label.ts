import { regionName } from '../geo/region-name';
import type { Catalog } from './catalog-types';

/** A region as people name it: a subdivision by its cities' name for it ("ID-BA" → "Bali"), else a country or continent. */
export function regionLabel(catalog: Catalog, region: string): string {
  return catalog.cities({ region }).find((c) => c.subdivision?.code === region)?.subdivision?.name ?? regionName(region);
}
