import type { CatalogPlace } from '../../../../core/api/trip-catalog';
import type { EditOpInput } from '../../../../core/api/trips';

/**
 * How the assistant applies a proposal: through the open itinerary's editor (optimistic view, If-Match PATCH,
 * auto-save badge, 412 conflict dialog). The page that owns the editor provides it; the assistant never saves itself.
 */
export interface TripEditorPort {
  itineraryId: string;
  version: number;
  apply(ops: EditOpInput[], places: CatalogPlace[], message: string): void;
}

const fmt = (iso: string, opts: Intl.DateTimeFormatOptions) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { ...opts, timeZone: 'UTC' });

/** "Lisbon, 12–15 May" (or "Lisbon, 30 May – 2 Jun"). */
export function tripLabel(t: { title: string; startDate: string; endDate: string; cities: Array<{ name: string }> }): string {
  const where =
    t.cities
      .map((c) => c.name)
      .slice(0, 2)
      .join(' & ') || t.title;
  const sameMonth = t.startDate.slice(0, 7) === t.endDate.slice(0, 7);
  const range = sameMonth
    ? `${fmt(t.startDate, { day: 'numeric' })}–${fmt(t.endDate, { day: 'numeric', month: 'short' })}`
    : `${fmt(t.startDate, { day: 'numeric', month: 'short' })} – ${fmt(t.endDate, { day: 'numeric', month: 'short' })}`;
  return `${where}, ${range}`;
}

export const SUGGESTED_PROMPTS_TRIP = [
  'Is my trip feasible?',
  'Make day 2 more relaxed',
  'Which museums are open at 10:00 on day 1?',
  'Swap the dinner on day 1 for something vegetarian',
];
export const SUGGESTED_PROMPTS = [
  'Plan 4 days in Lisbon from 12 May for two',
  'What is the weather in Rome in October?',
  'Plugs and tipping in Japan',
  'Convert 100 EUR to USD',
];
