import type { DayWindow } from '../trip-request/schema';
import type { Diagnostics } from './diagnostics';
import type { Problem } from './problem';
import { regionLabel } from './labels';

/** One stop to place: a named city, or one of a region's `count` cities (any of `candidates`). */
export interface Slot {
  kind: 'city' | 'region';
  group: string;
  candidates: string[];
  minDays: number;
  maxDays: number;
  windows: DayWindow[];
}

/** True when a stay over days [first, last] satisfies every date window of its slot. */
export function windowsHold(windows: DayWindow[], first: number, last: number): boolean {
  return windows.every((w) => (w.presence === 'all' ? first <= w.fromDay && w.toDay <= last : first <= w.toDay && w.fromDay <= last));
}

export function buildSlots(p: Problem, diag: Diagnostics): Slot[] {
  const r = p.request;
  const fixed = new Set(r.destinations.flatMap((d) => (d.kind === 'city' ? [d.cityId] : [])));
  const slots: Slot[] = [];
  r.destinations.forEach((d, i) => {
    if (d.kind === 'city') {
      if (!p.catalog.city(d.cityId)) diag.add('catalog-consistency', `Unknown city ${d.cityId}`);
      slots.push({
        kind: 'city',
        group: `city:${i}`,
        candidates: p.catalog.city(d.cityId) ? [d.cityId] : [],
        minDays: d.days ?? d.minDays ?? 1,
        maxDays: d.days ?? d.maxDays ?? p.D,
        windows: d.windows,
      });
    } else {
      const candidates = p.catalog
        .cities({ region: d.region })
        .map((c) => c.id)
        .filter((id) => !fixed.has(id) && id !== p.origin?.id);
      if (candidates.length < d.count) {
        const names = candidates.map((id) => p.catalog.city(id)?.name ?? id).join(', ');
        const have = candidates.length === 1 ? 'one city' : `${candidates.length} cities`;
        diag.add(
          'route-shape',
          `${d.count} cities were asked in ${regionLabel(p.catalog, d.region)}, and we plan ${have} there${names ? ` (${names})` : ''}`,
        );
      }
      for (let k = 0; k < d.count; k++) {
        slots.push({
          kind: 'region',
          group: r.orderFixed ? `region:${i}:${k}` : `region:${i}`,
          candidates,
          minDays: d.minDaysEach ?? 1,
          maxDays: d.maxDaysEach ?? p.D,
          windows: [],
        });
      }
    }
  });
  return slots;
}
