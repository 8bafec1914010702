import type { MealKind } from '../trip-request/schema';

type Windows = Partial<Record<MealKind, readonly [number, number]>>;
const h = (hh: number, mm = 0) => hh * 60 + mm;

/** Where nobody has said otherwise: lunch from noon (not 11:30), dinner from 18:00. */
const GENERAL: Windows = { lunch: [h(12), h(14, 30)], dinner: [h(18), h(21, 30)] };

/**
 * When locals sit down to eat (start windows), by country, for the curated catalog. Spain, Greece and Argentina
 * eat late; Portugal, Italy and the Levant a little later than the general windows; northern Europe and the
 * Nordics earlier. Sources: national tourism boards' dining guides (e.g. spain.info "Timetables", visitgreece.gr,
 * argentina.travel), read in our own words.
 */
const BY_COUNTRY: Record<string, Windows> = {
  ES: { lunch: [h(13, 30), h(15, 30)], dinner: [h(20), h(22, 30)] },
  GR: { lunch: [h(13), h(15, 30)], dinner: [h(19, 30), h(22, 30)] },
  AR: { lunch: [h(12, 30), h(15)], dinner: [h(20), h(22, 30)] },
  PT: { lunch: [h(12, 30), h(14, 45)], dinner: [h(19, 30), h(22)] },
  IT: { lunch: [h(12, 30), h(14, 30)], dinner: [h(19, 30), h(22)] },
  HR: { lunch: [h(12, 30), h(15)], dinner: [h(19), h(22)] },
  TR: { lunch: [h(12), h(14, 30)], dinner: [h(19), h(22)] },
  IL: { lunch: [h(12, 30), h(15)], dinner: [h(19), h(22)] },
  JO: { lunch: [h(13), h(15, 30)], dinner: [h(19, 30), h(22)] },
  MA: { lunch: [h(12, 30), h(15)], dinner: [h(19, 30), h(22)] },
  EG: { lunch: [h(13), h(15, 30)], dinner: [h(19, 30), h(22, 30)] },
  FI: { lunch: [h(11, 30), h(14)], dinner: [h(17, 30), h(21)] },
  NO: { lunch: [h(11, 30), h(14)], dinner: [h(17, 30), h(21)] },
  SE: { lunch: [h(11, 30), h(14)], dinner: [h(17, 30), h(21)] },
  DK: { lunch: [h(11, 30), h(14)], dinner: [h(17, 30), h(21)] },
  IS: { lunch: [h(11, 30), h(14)], dinner: [h(18), h(21)] },
};

/** Local meal start windows for a country (ISO 3166-1 alpha-2). */
export function mealWindowsOf(country: string): Windows {
  return { ...GENERAL, ...BY_COUNTRY[country] };
}
