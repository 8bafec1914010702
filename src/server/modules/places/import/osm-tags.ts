import { CUISINES, DIETS, type Place, type PlaceCategory } from '../../../../core/places/schema';

type Tags = Record<string, string | undefined>;

/** OpenStreetMap tags → our category (first rule that matches wins), with a tag that keeps the nuance. */
const RULES: Array<[(t: Tags) => boolean, PlaceCategory, string[]]> = [
  [(t) => ['restaurant', 'cafe', 'fast_food', 'food_court', 'ice_cream'].includes(t.amenity ?? ''), 'food', []],
  [(t) => t.amenity === 'marketplace', 'market', ['market']],
  [(t) => ['bar', 'pub', 'nightclub', 'biergarten'].includes(t.amenity ?? ''), 'nightlife', ['bar']],
  [(t) => t.tourism === 'museum', 'museum', ['museum']],
  [(t) => t.tourism === 'gallery', 'museum', ['art', 'gallery']],
  [(t) => t.tourism === 'viewpoint', 'viewpoint', ['view']],
  [(t) => ['zoo', 'aquarium', 'theme_park'].includes(t.tourism ?? ''), 'attraction', ['family']],
  [(t) => t.amenity === 'place_of_worship', 'landmark', ['religious']],
  [(t) => !!t.historic, 'landmark', ['history']],
  [(t) => ['park', 'garden', 'nature_reserve'].includes(t.leisure ?? '') || !!t.natural, 'nature', ['park']],
  [(t) => !!t.shop, 'shopping', ['shopping']],
  [(t) => t.tourism === 'attraction', 'attraction', []],
];

const VISIT_MINUTES: Record<PlaceCategory, number> = {
  attraction: 90,
  museum: 120,
  landmark: 45,
  nature: 90,
  viewpoint: 30,
  market: 60,
  food: 75,
  nightlife: 120,
  shopping: 60,
  'day-trip': 360,
};

const OUTDOOR: PlaceCategory[] = ['nature', 'viewpoint', 'landmark'];

export interface Mapped {
  place: Omit<Place, 'id'>;
  warning?: string;
}

/** Maps one OSM object to a Place, or explains why it can't be used. */
export function mapOsmTags(tags: Tags, lat: number, lon: number): Mapped | { skip: string } {
  const name = tags['name:en'] ?? tags.name;
  if (!name) return { skip: 'no name' };
  const rule = RULES.find(([match]) => match(tags));
  if (!rule) return { skip: `no supported category (${Object.keys(tags).slice(0, 4).join(', ')})` };
  const [, category, extraTags] = rule;
  let openingHours = tags.opening_hours?.trim();
  let warning: string | undefined;
  if (!openingHours) {
    if (!OUTDOOR.includes(category)) return { skip: 'no opening_hours (required for indoor places)' };
    openingHours = '24/7';
    warning = 'no opening_hours: outdoor place assumed always open';
  }
  const cuisines = (tags.cuisine ?? '')
    .split(/[;,]/)
    .map((c) => c.trim().replace(/_/g, '-'))
    .filter((c): c is (typeof CUISINES)[number] => (CUISINES as readonly string[]).includes(c));
  const diets = DIETS.filter((d) => tags[`diet:${d.replace('gluten-free', 'gluten_free')}`] === 'yes' || tags[`diet:${d}`] === 'only');
  const food = category === 'food';
  const popularity = Math.min(100, 35 + (tags.wikipedia ? 25 : 0) + (tags.wikidata ? 10 : 0) + (tags.tourism === 'attraction' ? 5 : 0));
  const description = (
    tags.description ??
    `${name}: ${category === 'food' ? 'a place to eat' : `a ${category.replace('-', ' ')}`} imported from OpenStreetMap.`
  ).slice(0, 240);
  const place: Omit<Place, 'id'> = {
    name: name.slice(0, 120),
    coordinates: { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 },
    category,
    tags: [...new Set([...extraTags, ...(tags.fee === 'yes' ? ['fee'] : [])])],
    visitMinutes: VISIT_MINUTES[category],
    openingHours,
    price: 0,
    popularity,
    stepFree: tags.wheelchair === 'yes' ? true : tags.wheelchair === 'no' ? false : null,
    familyFriendly: extraTags.includes('family') ? true : null,
    description: description.length >= 10 ? description : `${description} (OpenStreetMap)`,
    ...(tags.website?.startsWith('http') ? { website: tags.website } : {}),
    ...(tags['addr:street'] ? { address: [tags['addr:street'], tags['addr:housenumber']].filter(Boolean).join(' ') } : {}),
    ...(food
      ? {
          cuisines: cuisines.length ? cuisines : [tags.amenity === 'cafe' ? 'cafe' : 'local'],
          priceLevel: 2,
          meals: tags.amenity === 'cafe' ? ['breakfast', 'lunch'] : ['lunch', 'dinner'],
          ...(diets.length ? { diets } : {}),
        }
      : {}),
  };
  return warning ? { place, warning } : { place };
}
