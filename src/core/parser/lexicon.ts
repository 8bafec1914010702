/** Word lists the free-text parser relies on. Plain data, no logic beyond lookups. */

export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_ABBR = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** 1-based month from a name or abbreviation ("Sept." too); undefined otherwise. */
export function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  const full = MONTHS.indexOf(w);
  if (full >= 0) return full + 1;
  const abbr = MONTH_ABBR.indexOf(w === 'sept' ? 'sep' : w);
  return abbr >= 0 ? abbr + 1 : undefined;
}

/** Regex source matching a month name or abbreviation (as a whole word). */
export const MONTH_RE = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, a: 1, an: 1, single: 1, solo: 1, two: 2, couple: 2, pair: 2, three: 3, four: 4, five: 5, six: 6, seven: 7,
  eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, dozen: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50,
};

/** Regex source for a count: digits or a number word. */
export const COUNT_RE = '(?:\\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)';

export function countValue(word: string): number | undefined {
  const w = word.toLowerCase().trim();
  if (/^\d+$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

/** Cuisines (as TravelPlanner and most restaurant data write them). */
export const CUISINES = [
  'Chinese', 'American', 'Italian', 'Mexican', 'Indian', 'Mediterranean', 'French', 'Japanese', 'Thai', 'Spanish', 'Greek',
  'Korean', 'Vietnamese', 'Turkish', 'Lebanese', 'Middle Eastern', 'Portuguese', 'German', 'Ethiopian', 'Peruvian',
  'Brazilian', 'Caribbean', 'Moroccan', 'Seafood', 'BBQ', 'Sushi', 'Tapas', 'Pizza', 'Vegetarian', 'Vegan',
];

/** Diet words -> the diet tag restaurants list. */
export const DIETS: Record<string, string> = {
  vegetarian: 'vegetarian', veggie: 'vegetarian', vegan: 'vegan', 'plant-based': 'vegan', halal: 'halal', kosher: 'kosher',
  'gluten-free': 'gluten-free', 'gluten free': 'gluten-free', coeliac: 'gluten-free', celiac: 'gluten-free',
  pescatarian: 'pescatarian', 'dairy-free': 'dairy-free', 'lactose-free': 'dairy-free', 'nut-free': 'nut-free',
};

/** Interest words -> interest keys of src/core/places/interests.ts. */
export const INTEREST_WORDS: [RegExp, string][] = [
  [/\b(museums?|art|galler(?:y|ies)|paintings?)\b/i, 'art'],
  [/\b(history|historic(?:al)?|heritage|castles?|palaces?|ruins|archaeolog\w*)\b/i, 'history'],
  [/\b(architecture|buildings)\b/i, 'architecture'],
  [/\b(nature|parks?|gardens?|hik(?:e|es|ing)|outdoors?|mountains?|lakes?|wildlife)\b/i, 'nature'],
  [/\b(views?|viewpoints?|sunsets?|skyline|panoramas?)\b/i, 'views'],
  [/\b(food|foodie|markets?|street food|wine|tastings?|culinary|gastronomy|eat(?:ing)? out)\b/i, 'food'],
  [/\b(nightlife|bars?|clubs?|clubbing|live music|party|partying)\b/i, 'nightlife'],
  [/\b(shopping|shops?|boutiques?)\b/i, 'shopping'],
  [/\b(kids?|children|family|families|zoos?|aquariums?|theme parks?)\b/i, 'family'],
  [/\b(beach(?:es)?|swimming|snorkel(?:l)?ing|seaside)\b/i, 'beaches'],
  [/\b(adventure|(?<![\d-]\s?)day trips?|boat(?:ing)?|kayak(?:ing)?)\b/i, 'adventure'],
];

/** Things people say they do not want -> place tags/categories to avoid. */
export const AVOID_WORDS: [RegExp, string][] = [
  [/\bmuseums?\b/i, 'museum'], [/\bgaller(?:y|ies)\b/i, 'gallery'], [/\bchurch(?:es)?\b/i, 'religious'],
  [/\b(?:theme parks?|amusement parks?)\b/i, 'theme-park'], [/\bzoos?\b/i, 'zoo'], [/\bshopping\b/i, 'shopping'],
  [/\bnightlife|clubs?|bars?\b/i, 'nightlife'], [/\bhik(?:e|es|ing)\b/i, 'hiking'], [/\bbeach(?:es)?\b/i, 'beach'],
  [/\btourist traps?\b/i, 'tourist-trap'], [/\bcrowds?|crowded\b/i, 'crowded'], [/\bstairs|steps\b/i, 'stairs'],
];

/** Countries and continents: a place name that is a region, not a city. */
export const REGION_NAMES = new Set([
  'Europe', 'Asia', 'Africa', 'South America', 'North America', 'Oceania', 'Scandinavia', 'the Balkans', 'Balkans',
  'Japan', 'China', 'South Korea', 'Korea', 'Taiwan', 'Thailand', 'Vietnam', 'Cambodia', 'Laos', 'Malaysia', 'Singapore',
  'Indonesia', 'Philippines', 'India', 'Sri Lanka', 'Nepal', 'Maldives', 'United Arab Emirates', 'UAE', 'Israel', 'Jordan',
  'Turkey', 'Egypt', 'Morocco', 'Tunisia', 'Kenya', 'Tanzania', 'South Africa', 'Namibia', 'Portugal', 'Spain', 'France',
  'Italy', 'Germany', 'Austria', 'Switzerland', 'Belgium', 'Netherlands', 'Holland', 'Luxembourg', 'Ireland', 'United Kingdom',
  'UK', 'England', 'Scotland', 'Wales', 'Iceland', 'Norway', 'Sweden', 'Finland', 'Denmark', 'Estonia', 'Latvia',
  'Lithuania', 'Poland', 'Czech Republic', 'Czechia', 'Slovakia', 'Hungary', 'Slovenia', 'Croatia', 'Bosnia', 'Serbia',
  'Montenegro', 'Albania', 'Greece', 'Bulgaria', 'Romania', 'Malta', 'Cyprus', 'Canada', 'United States', 'USA', 'US',
  'Mexico', 'Cuba', 'Costa Rica', 'Panama', 'Colombia', 'Peru', 'Chile', 'Argentina', 'Brazil', 'Ecuador', 'Bolivia',
  'Uruguay', 'Australia', 'New Zealand', 'Fiji', 'Tuscany', 'Provence', 'Andalusia', 'Bavaria', 'Sicily', 'Sardinia',
  'Bali', 'Hokkaido', 'Patagonia',
]);

/** States and provinces: after a city ("Charlotte in North Carolina", "San Juan, Puerto Rico") they only qualify it. */
export const SUBDIVISIONS = new Set([
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts',
  'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey',
  'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island',
  'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia',
  'Wisconsin', 'Wyoming', 'Puerto Rico', 'Ontario', 'Quebec', 'British Columbia', 'Alberta', 'Catalonia', 'Bavaria',
]);

/** Capitalised words that never start a place name (nationality adjectives, calendar words, pronouns). */
export const NOT_PLACE_WORDS = new Set([
  ...CUISINES, 'European', 'Asian', 'African', 'Latin', 'Day', 'Days', 'Week', 'Weekend', 'I', 'We', 'You', 'Our', 'My',
  'The', 'A', 'An', 'And', 'Or', 'But', 'Please', 'Here', 'There', 'This', 'That', 'It', 'Is', 'Christmas', 'Easter',
  'New Year', 'Thanksgiving', 'Airbnb', 'Uber',
]);
