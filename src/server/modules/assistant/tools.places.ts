import type { PlaceCard } from '../../../core/assistant/schema';
import type { ToolInput } from '../../../core/assistant/tools';
import { haversineKm } from '../../../core/geo/distance';
import { formatMoney, toMinor } from '../../../core/money/currencies';
import { closureOnDay, isPlaceOpenAt, placeOpenAt } from '../../../core/places/open-state';
import { narrowToWindows } from '../../../core/time/closures';
import { parseOpeningHours, wallTime } from '../../../core/places/opening';
import { addDays } from '../../../core/time/dates';
import { localTravelMinutes } from '../../../core/time/local-travel';
import { holidays } from '../places/calendar';
import type { KbPlace } from '../places/knowledge-base';
import { ratesInto } from '../trips/planning/rates';
import { localNow, resolveCityId, resolvePlace, said, tripCityIdsOf, type ToolContext, type ToolResult } from './tool-context';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

/**
 * Opening hours on a local date as text ("09:00–18:00", "closed", "closed (Christmas Day)" for a special closure);
 * null when the rule cannot say.
 */
export function hoursOn(p: KbPlace, date: string): string | null {
  const closure = closureOnDay(p.place, p.destination.country, date, holidays());
  if (closure && !closure.windows) return `closed (${closure.label})`;
  try {
    const oh = parseOpeningHours(p.place.openingHours, p.destination.country, p.place.coordinates);
    const day = wallTime(`${date}T00:00`).getDate();
    // Wall-clock fields (as the library reads them): the next midnight is 24:00.
    const mins = (d: Date) => (d.getDate() !== day ? 1440 : d.getHours() * 60 + d.getMinutes());
    const weekly = oh
      .getOpenIntervals(wallTime(`${date}T00:00`), wallTime(`${addDays(date, 1)}T00:00`))
      .map(([a, b]) => [mins(a), mins(b)] as const);
    // Shortened hours narrow the weekly ones ("09:00–15:00 (Christmas Eve: closes at 15:00)").
    const spans = closure?.windows ? narrowToWindows(weekly, closure.windows) : weekly;
    const why = closure ? ` (${closure.label})` : '';
    if (!spans.length) return `closed${why}`;
    return spans.map(([a, b]) => `${clock(a)}–${clock(b)}`).join(', ') + why;
  } catch {
    return null;
  }
}

/** The local date a question is about: the trip day's date, else today where the place is. */
function dateFor(ctx: ToolContext, day: number | undefined, timeZone: string): string {
  const d = day && ctx.trip?.plan.days[day - 1];
  return d ? d.date : localNow(timeZone, ctx.now).slice(0, 10);
}

export function placeCard(ctx: ToolContext, p: KbPlace, date: string, at?: string, distanceKm: number | null = null): PlaceCard {
  const now = localNow(p.destination.timeZone, ctx.now);
  const state = (local: string) => {
    try {
      const s = placeOpenAt(p.place, p.destination.country, local, holidays());
      return s.unknown ? null : s.open;
    } catch {
      return null;
    }
  };
  return {
    type: 'place',
    placeId: p.place.id,
    name: p.place.name,
    category: p.place.category,
    destinationId: p.destination.id,
    description: p.place.description,
    hoursToday: hoursOn(p, date),
    openNow: state(now),
    openAtAsked: at ? state(`${date}T${at}`) : null,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    addable: tripCityIdsOf(ctx).includes(p.destination.id),
  };
}

function nearPoint(ctx: ToolContext, name: string): { lat: number; lon: number; name: string } | null {
  const item = ctx.trip?.plan.days
    .flatMap((d) => d.items)
    .find((i) => i.kind !== 'transfer' && i.name.toLowerCase() === name.toLowerCase());
  if (item && item.kind !== 'transfer' && item.coordinates) return { ...item.coordinates, name: item.name };
  const p = resolvePlace(ctx, name);
  return p ? { ...p.place.coordinates, name: p.place.name } : null;
}

export function searchPlaces(ctx: ToolContext, q: ToolInput<'search_places'>): ToolResult {
  const cityId = resolveCityId(ctx, q.city, q.day);
  const dest = cityId ? ctx.kb.destination(cityId) : undefined;
  if (!dest) return said('Which city? Name a destination (for example "museums open at 10:00 in Lisbon"), or pick a trip above.');
  const date = dateFor(ctx, q.day, dest.timeZone);
  let list = ctx.kb.places(dest.id);
  if (q.category)
    list = list.filter((p) => p.place.category === q.category || (q.category === 'landmark' && p.place.category === 'attraction'));
  if (q.cuisine) list = list.filter((p) => p.place.cuisines?.some((c) => c === q.cuisine || c.includes(q.cuisine!)));
  if (q.diet) list = list.filter((p) => p.place.diets?.includes(q.diet as never) || p.place.cuisines?.includes(q.diet as never));
  if (q.openAt)
    list = list.filter((p) => {
      try {
        return isPlaceOpenAt(p.place, dest.country, `${date}T${q.openAt}`, holidays());
      } catch {
        return false;
      }
    });
  const near = q.near ? nearPoint(ctx, q.near) : null;
  const withDistance = list.map((p) => ({ p, km: near ? haversineKm(near, p.place.coordinates) : null }));
  const ranked = near
    ? withDistance.filter((x) => x.km! <= 2.5).sort((a, b) => a.km! - b.km!)
    : withDistance.sort((a, b) => b.p.place.popularity - a.p.place.popularity);
  const top = ranked.slice(0, 6);
  const what = [q.diet, q.cuisine, q.category ?? 'places'].filter(Boolean).join(' ');
  const when = q.openAt ? ` open at ${q.openAt} on ${date}` : '';
  const where = near ? ` within 2.5 km of ${near.name}` : ` in ${dest.name}`;
  if (!top.length) return said(`I found no ${what}${when}${where} in our data. Try another time or a wider search.`, { results: [] });
  const cards = top.map(({ p, km }) => placeCard(ctx, p, date, q.openAt, km));
  const lines = cards.map(
    (c) => `- **${c.name}** (${c.category}${c.distanceKm !== null ? `, ${c.distanceKm} km` : ''}): ${c.hoursToday ?? 'hours unknown'}`,
  );
  return {
    text: `Here ${top.length === 1 ? 'is 1 place' : `are ${top.length} ${what}`}${when}${where}:\n\n${lines.join('\n')}`,
    cards,
    proposals: [],
    data: { results: cards.map((c) => ({ name: c.name, category: c.category, hours: c.hoursToday, km: c.distanceKm })) },
  };
}

export function placeDetails(ctx: ToolContext, q: ToolInput<'place_details'>): ToolResult {
  const p = resolvePlace(ctx, q.place);
  if (!p) return said(`I could not find "${q.place}" in our places.`);
  const date = dateFor(ctx, q.day, p.destination.timeZone);
  const card = placeCard(ctx, p, date);
  const price = p.place.price ? formatMoney(p.place.price, p.destination.currency) : 'free';
  const text =
    `**${p.place.name}** (${p.place.category}, ${p.destination.name}): ${p.place.description}\n\n- Hours on ` +
    `${date}: ${card.hoursToday ?? 'unknown'} (rule: \`${p.place.openingHours}\`)\n- ` +
    (`${card.openNow === null ? 'Open now: unknown' : card.openNow ? 'Open now' : 'Closed now'}\n- Typical visit: ` +
      `${p.place.visitMinutes} min · ${p.place.cuisines ? 'Meal' : 'Ticket'}: ${price}`);
  return {
    text,
    cards: [card],
    proposals: [],
    data: { name: p.place.name, hours: card.hoursToday, rule: p.place.openingHours, openNow: card.openNow },
  };
}

export function weather(ctx: ToolContext, q: ToolInput<'weather'>): ToolResult {
  const cityId = resolveCityId(ctx, q.city);
  const dest = cityId ? ctx.kb.destination(cityId) : undefined;
  if (!dest) return said('Which city? For example "weather in Lisbon in May".');
  const month = q.month ?? Number((ctx.trip?.plan.startDate ?? ctx.now.toISOString()).slice(5, 7));
  const c = dest.climate.find((m) => m.month === month)!;
  const name = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  return said(
    `${dest.name} in ${name} (climate normals, not a ` +
      (`forecast): highs around ${c.highC} °C, lows ${c.lowC} °C, ${c.precipMm} mm of rain ` +
        `over about ${c.rainyDays} rainy days.${dest.bestMonths.includes(month) ? ' One of the best months to go.' : ''}`),
    c,
  );
}

export function travelTime(ctx: ToolContext, q: ToolInput<'travel_time'>): ToolResult {
  const a = nearPoint(ctx, q.from);
  const b = nearPoint(ctx, q.to);
  if (!a || !b) return said(`I could not place ${!a ? q.from : q.to}.`);
  const km = haversineKm(a, b);
  const walk = localTravelMinutes(km, 'walk');
  const transit = localTravelMinutes(km, 'transit');
  return said(
    `${a.name} → ${b.name}: about ${Math.round(km * 10) / 10} km as the crow ` +
      `flies; roughly ${walk} min on foot or ${transit} min by public ` +
      `transport (estimates).`,
    { km, walk, transit },
  );
}

export function countryFacts(ctx: ToolContext, q: ToolInput<'country_facts'>): ToolResult {
  const cityId = resolveCityId(ctx, q.city);
  const dest = cityId ? ctx.kb.destination(cityId) : undefined;
  const c = dest ? ctx.kb.countries.get(dest.country) : undefined;
  if (!dest || !c) return said('Which destination? For example "plugs and tipping in Japan" or "in Tokyo".');
  return said(
    `**${c.name}** (for ${dest.name}):\n\n- Currency: ${c.currency}\n- Plugs: type ${c.plugTypes.join(', ')}, ${c.voltage} V\n- Tipping: ` +
      `${c.tipping}\n- Emergency number: ${c.emergencyNumber}\n- Driving on the ${c.drivingSide}\n- Visas: rules depend ` +
      `on your passport; check ` +
      `the official government site before you book.`,
    c,
  );
}

export function convertCurrency(_ctx: ToolContext, q: ToolInput<'convert_currency'>): ToolResult {
  const rates = ratesInto(q.to.toUpperCase());
  const rate = rates?.[q.from.toUpperCase()];
  if (!rates || rate === undefined) return said(`I have no indicative rate between ${q.from} and ${q.to}.`);
  const out = formatMoney(toMinor(q.amount * rate, q.to.toUpperCase()), q.to.toUpperCase());
  return said(`${q.amount} ${q.from.toUpperCase()} ≈ **${out}** (indicative planning rate, not a quote).`, {
    amount: q.amount * rate,
    currency: q.to.toUpperCase(),
  });
}
