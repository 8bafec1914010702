import { ZoomIn } from 'lucide-react';
import type { MapDestination, MapFeature } from '../../../../core/api/maps';
import { formatMoney } from '../../../../core/money/currencies';
import { KeepFocus } from '../../../components/keep-focus';
import { cn } from '../../../lib/cn';

function nearestName(list: MapDestination[], lat: number, lon: number) {
  let best: MapDestination | undefined;
  let bestD = Infinity;
  for (const d of list) {
    const dist = (d.coordinates.lat - lat) ** 2 + (d.coordinates.lon - lon) ** 2;
    if (dist < bestD) [best, bestD] = [d, dist];
  }
  return best?.name ?? 'this area';
}

const categoryLabel = (c: string) => c.charAt(0).toUpperCase() + c.slice(1).replace('-', ' ');

/**
 * What is in view, in the map's order of importance: the accessible alternative to the canvas. Choosing a
 * place selects it (map and details follow); choosing a group zooms the map in on it. A keyboard user on the list
 * stays on their entry while the map's answers reorder it.
 */
export function PlaceList({
  features,
  total,
  destinations,
  selected,
  onSelect,
  onZoom,
}: {
  features: MapFeature[];
  total: number;
  destinations: MapDestination[];
  selected: string | null;
  onSelect(id: string): void;
  onZoom(lat: number, lon: number): void;
}) {
  if (!features.length)
    return <p className="p-3 text-sm text-muted-foreground">No places in view match. Zoom out, move the map or loosen the filters.</p>;
  return (
    <KeepFocus>
      <ul aria-label="Places in view" className="divide-y divide-border">
        {features.map((f) => {
          if (f.type === 'cluster') {
            const where = nearestName(destinations, f.coordinates.lat, f.coordinates.lon);
            const key = `c:${f.coordinates.lat},${f.coordinates.lon}`;
            return (
              <li key={key}>
                <button
                  type="button"
                  data-focus-key={key}
                  className={
                    'flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left text-sm ' +
                    'hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring'
                  }
                  onClick={() => onZoom(f.coordinates.lat, f.coordinates.lon)}
                >
                  <ZoomIn aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  <span>
                    <span className="font-semibold">{f.count} places</span> near {where}{' '}
                    <span className="text-muted-foreground">(zoom in)</span>
                  </span>
                </button>
              </li>
            );
          }
          const p = f.place;
          const isSelected = p.id === selected;
          return (
            <li key={p.id}>
              <button
                type="button"
                aria-current={isSelected ? 'true' : undefined}
                data-place-id={p.id}
                data-focus-key={p.id}
                className={cn(
                  'flex min-h-11 w-full flex-col px-3 py-2 text-left text-sm ' +
                    'hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  isSelected && 'bg-primary-soft',
                )}
                onClick={() => onSelect(p.id)}
              >
                <span className="font-semibold">{p.name}</span>
                <span className="text-muted-foreground">
                  {categoryLabel(p.category)} · {p.visitMinutes} min · {p.price === 0 ? 'Free' : formatMoney(p.price, p.currency)}
                </span>
              </button>
            </li>
          );
        })}
        {total > features.length && (
          <li className="px-3 py-2 text-xs text-muted-foreground">
            Showing {features.length} of {total}; zoom in for the rest.
          </li>
        )}
      </ul>
    </KeepFocus>
  );
}
