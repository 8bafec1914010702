import type { ItineraryDetail } from '../api/trips';
import type { ItinerarySaved } from '../api/trip-saved';

// No zod here (type-only imports): the itinerary page's save path loads this without the schemas.
/** RFC 7240: a PATCH that sends `Prefer: return=minimal` gets the compact answer below (decision 031). */
export const PREFER_MINIMAL = 'return=minimal';

/** True when a Prefer header (RFC 7240: comma-separated preferences, parameters after `;`) asks for return=minimal. */
export function prefersMinimal(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((p) => p.split(';')[0]!.trim().toLowerCase().replace(/\s+/g, '') === PREFER_MINIMAL);
}

/** The detail a compact save answer stands for, given the version it was based on (a full detail passes through). */
export function mergeSaved(base: ItineraryDetail, saved: ItinerarySaved): ItineraryDetail {
  const days = saved.plan.days.map((d, i) => {
    const day = d ?? base.plan.days[i];
    if (!day) throw new Error(`The save answered no day ${i + 1} and the base version has none`);
    return day;
  });
  const { places, catalog, openingWindows, ...rest } = saved;
  const extras = places && catalog ? { places, catalog, openingWindows } : pickExtras(base);
  const detail: ItineraryDetail = { ...rest, ...extras, plan: { ...saved.plan, days } };
  if (detail.openingWindows === undefined) delete detail.openingWindows;
  return detail;
}

const pickExtras = (d: ItineraryDetail) => ({ places: d.places, catalog: d.catalog, openingWindows: d.openingWindows });
