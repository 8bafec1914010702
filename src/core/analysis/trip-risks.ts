import { formatMinute } from '../time/dates';
import { openIntervals } from '../time/opening-hours';
import type { Catalog, CatalogAttraction, Plan } from '../planner/types';

export interface Margin {
  day: number;
  date: string;
  kind: 'closing' | 'departure';
  /** The place that closes, or the departure (e.g. "train to Porto"). */
  name: string;
  /** Minutes to spare: before the place closes after the visit ends, or between the last plan and leaving. */
  slackMinutes: number;
  /** Local time of the closing or the departure, HH:MM. */
  at: string;
}

export interface WeatherRisk {
  day: number;
  date: string;
  name: string;
  month: number;
  rainyDays: number;
  highC: number;
  lowC: number;
  risk: 'low' | 'moderate' | 'high';
  reason: string;
}

export type ClimateLookup = (cityId: string, month: number) => { rainyDays: number; highC: number; lowC: number } | null;

const OUTDOOR_CATEGORIES = new Set(['nature', 'viewpoint', 'day-trip']);
const OUTDOOR_TAGS = new Set(['park', 'beach', 'hiking', 'gardens', 'garden', 'lake', 'wildlife', 'boat', 'cycling', 'outdoors']);

/** Outdoors: nature, viewpoints and day trips, or places tagged as parks, beaches, gardens, hikes, boats… */
export function isOutdoor(a: Pick<CatalogAttraction, 'category' | 'tags'>): boolean {
  return OUTDOOR_CATEGORIES.has(a.category) || a.tags.some((t) => OUTDOOR_TAGS.has(t));
}

/** The `limit` smallest slacks: before a visited place closes, and before each inter-city departure. */
export function tightestMargins(plan: Plan, catalog: Catalog | null, limit: number): Margin[] {
  const out: Margin[] = [];
  for (const d of plan.days) {
    let lastEnd: number | null = null;
    for (const it of d.items) {
      if (it.kind === 'transfer' && it.scope === 'intercity' && lastEnd !== null) {
        const to = catalog?.city(it.toCityId)?.name ?? it.toCityId;
        out.push({
          day: d.day,
          date: d.date,
          kind: 'departure',
          name: `${it.mode} to ${to}`,
          slackMinutes: it.startMinute - lastEnd,
          at: formatMinute(it.startMinute),
        });
      }
      if ((it.kind === 'visit' || it.kind === 'meal') && catalog) {
        const city = catalog.city(it.cityId);
        const place =
          it.kind === 'visit'
            ? catalog.attractions(it.cityId).find((p) => p.id === it.placeId)
            : catalog.restaurants(it.cityId).find((p) => p.id === it.placeId);
        const ctx = { countryCode: city?.countryCode, lat: city?.coordinates?.lat, lon: city?.coordinates?.lon };
        const iv = place?.openingHours
          ? openIntervals(place.openingHours, d.date, ctx).find(([a, b]) => a <= it.startMinute && it.endMinute <= b)
          : null;
        if (iv && iv[1] < 1440)
          out.push({
            day: d.day,
            date: d.date,
            kind: 'closing',
            name: it.name,
            slackMinutes: iv[1] - it.endMinute,
            at: formatMinute(iv[1]),
          });
      }
      if (it.kind !== 'transfer' || it.scope === 'local') lastEnd = it.endMinute;
    }
  }
  return out.sort((a, b) => a.slackMinutes - b.slackMinutes || a.day - b.day).slice(0, limit);
}

function riskOf(c: { rainyDays: number; highC: number; lowC: number }): Pick<WeatherRisk, 'risk' | 'reason'> {
  if (c.rainyDays >= 12) return { risk: 'high', reason: `rain on ${c.rainyDays} days of an average month` };
  if (c.highC >= 33) return { risk: 'high', reason: `hot: highs around ${c.highC} °C` };
  if (c.highC <= 5) return { risk: 'high', reason: `cold: highs around ${c.highC} °C` };
  if (c.rainyDays >= 8) return { risk: 'moderate', reason: `rain on ${c.rainyDays} days of an average month` };
  if (c.highC >= 30) return { risk: 'moderate', reason: `warm: highs around ${c.highC} °C` };
  if (c.highC <= 10) return { risk: 'moderate', reason: `cool: highs around ${c.highC} °C` };
  return { risk: 'low', reason: `${c.rainyDays} rainy days, highs around ${c.highC} °C` };
}

/** Each outdoor visit with the month's climate normals of its city and a plain risk level. */
export function weatherRisks(plan: Plan, catalog: Catalog | null, climate: ClimateLookup): WeatherRisk[] {
  if (!catalog) return [];
  const out: WeatherRisk[] = [];
  for (const d of plan.days)
    for (const it of d.items) {
      if (it.kind !== 'visit') continue;
      const place = catalog.attractions(it.cityId).find((p) => p.id === it.placeId);
      const month = Number(d.date.slice(5, 7));
      const c = climate(it.cityId, month);
      if (!place || !isOutdoor(place) || !c) continue;
      out.push({ day: d.day, date: d.date, name: it.name, month, rainyDays: c.rainyDays, highC: c.highC, lowC: c.lowC, ...riskOf(c) });
    }
  return out;
}
