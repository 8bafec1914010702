import { normalizeName } from '../geo/normalize';

/** A trip the assistant could be talking about: what the user sees of it in My Trips. */
export interface TripCandidate {
  id: string;
  title: string;
  cityNames: readonly string[];
}

// "my trip", "our itinerary", "the plan", "day 2", "this holiday": the message is about a trip of theirs.
const TRIP_WORDS = /\b(?:my|our|the|this)\s+(?:[\w'-]+\s+){0,4}?(?:trip|itinerary|plan|holiday|vacation|journey)\b|\bday\s+\d{1,2}\b/i;

// "plan my trip to…", "a new itinerary": asking for another trip, not about one they have.
const NEW_TRIP =
  /^\s*(?:please\s+)?(?:plan|create|build)\b|\bmake\s+(?:me\s+)?an?\s+(?:trip|itinerary|plan)\b|\bnew\s+(?:trip|itinerary|plan)\b/i;

const mentions = (hay: string, name: string) => {
  const key = normalizeName(name);
  return key.length >= 3 && hay.includes(` ${key} `);
};

/**
 * The trip a message with no trip chosen is about, when that is beyond doubt: it speaks of a trip ("my London trip",
 * "day 2") and exactly one of the user's current trips has a city or title it names; or it names none and the user
 * has only one trip. Null otherwise (the assistant then asks the user to pick one): a guess would edit the wrong plan.
 */
export function inferTrip(text: string, trips: readonly TripCandidate[]): string | null {
  if (!TRIP_WORDS.test(text) || NEW_TRIP.test(text) || trips.length === 0) return null;
  const hay = ` ${normalizeName(text)} `;
  const named = trips.filter((t) => mentions(hay, t.title) || t.cityNames.some((c) => mentions(hay, c)));
  if (named.length === 1) return named[0]!.id;
  if (named.length === 0 && trips.length === 1) return trips[0]!.id;
  return null;
}
