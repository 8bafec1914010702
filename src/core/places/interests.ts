import type { Place, PlaceCategory } from './schema';

/**
 * Traveller interests and what they match in the knowledge base (a category, or a tag on any
 * category). Shared by the places API filters, the planner's scoring and the generator form.
 */
export const INTERESTS = {
  art: { label: 'Art & museums', categories: ['museum'], tags: ['art', 'gallery', 'museum'] },
  history: {
    label: 'History & heritage',
    categories: ['landmark'],
    tags: ['history', 'heritage', 'unesco', 'archaeology', 'castle', 'palace', 'religious'],
  },
  architecture: { label: 'Architecture', categories: ['landmark'], tags: ['architecture', 'modernism', 'gothic', 'baroque'] },
  nature: { label: 'Nature & parks', categories: ['nature'], tags: ['park', 'garden', 'hiking', 'beach', 'lake', 'mountain', 'wildlife'] },
  views: { label: 'Views', categories: ['viewpoint'], tags: ['view', 'viewpoint', 'sunset', 'skyline'] },
  food: { label: 'Food & markets', categories: ['food', 'market'], tags: ['food', 'market', 'street-food', 'wine'] },
  nightlife: { label: 'Nightlife', categories: ['nightlife'], tags: ['nightlife', 'bar', 'live-music', 'club'] },
  shopping: { label: 'Shopping', categories: ['shopping', 'market'], tags: ['shopping', 'design', 'crafts'] },
  family: { label: 'Family fun', categories: [], tags: ['family', 'kids', 'zoo', 'aquarium', 'theme-park'] },
  beaches: { label: 'Beaches', categories: [], tags: ['beach', 'swimming', 'snorkelling'] },
  adventure: { label: 'Adventure & day trips', categories: ['day-trip'], tags: ['hiking', 'adventure', 'boat', 'day-trip'] },
} as const satisfies Record<string, { label: string; categories: PlaceCategory[]; tags: string[] }>;

export type Interest = keyof typeof INTERESTS;
export const INTEREST_KEYS = Object.keys(INTERESTS) as [Interest, ...Interest[]];

export function matchesInterest(place: Pick<Place, 'category' | 'tags' | 'familyFriendly'>, interest: Interest): boolean {
  const def = INTERESTS[interest];
  if ((def.categories as readonly string[]).includes(place.category)) return true;
  if (interest === 'family' && place.familyFriendly) return true;
  return place.tags.some((t) => (def.tags as readonly string[]).includes(t));
}
