/** What a curated place is (core/places/schema.ts validates it). */
export const PLACE_CATEGORIES = [
  'attraction',
  'museum',
  'landmark',
  'nature',
  'viewpoint',
  'market',
  'food',
  'nightlife',
  'shopping',
  'day-trip',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];
