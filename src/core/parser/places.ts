import { consume, isConsumed, matchAll, note, type ParseContext } from './context';
import { COUNT_RE, NOT_PLACE_WORDS, REGION_NAMES, SUBDIVISIONS, countValue, monthNumber } from './lexicon';
import { ADJECTIVES, SENTENCE_WORDS } from './place-words';
import type { ParseOptions } from './types';

/**
 * Places by grammar: a capitalised name ("Salt Lake City", "St. Petersburg", "Rio de Janeiro") counts only
 * after a cue that gives its role: origin ("from", "departing from", "starting in", "I live in") or destination
 * ("to", "heading to", "visit", "in", "at"). Names listed after a destination ("Tokyo and Kyoto", "Rome, then
 * Florence") share its role. "3 cities in Texas" is a region the engine fills.
 */
const WORD = "(?:(?:St|Ste|Mt|Ft|Pt)\\.|\\p{Lu}[\\p{L}'’\\-]*)";
const CONNECTOR = '(?:de|del|della|di|da|das|do|dos|du|la|le|les|of|on|upon|am|im|an|der|sur|en|el|al)';
export const PLACE = `${WORD}(?:\\s(?:${CONNECTOR}\\s)?${WORD})*`;

const ORIGIN_CUE = new RegExp(
  String.raw`(?:\bfrom|\bdepart(?:ing|s|ure)?(?:\s+from)?|\bleav(?:e|es|ing)(?:\s+from)?|\bstart(?:ing|s|ed)?(?:\s+off)?(?:\s+(?:our` +
    String.raw`|my|the)\s+(?:journey|trip|travels?|vacation|holiday))?\s+(?:in|from|at)|\bembark\w*\s+(?:\w+\s+){0,3}(?:in|from)|\bbegi` +
    (String.raw`n(?:ning|s)?\s+(?:in|from|at)|\bcommenc(?:e|es|ing)\s+(?:in|from|at)|\boriginat(?:e|es|ing)\s+(?:in|from)|\bout\s+of` +
      (String.raw`|\bbased\s+in|\bliv(?:e|ing)\s+in|\bhome\s+(?:is\s+)?in` +
        String.raw`|\binitiating\s+from|\bflying\s+out\s+of)\s+(?:the\s+city\s+of\s+)?$`)),
  'i',
);
const DEST_CUE = new RegExp(
  String.raw`(?:\bwant(?:\s+to\s+(?:go\s+to|see|visit))?|\bplan(?:ning)?(?:\s+a\s+trip\s+to)?|\bbook|\bfancy|\bthinking\s+(?:of` +
    String.raw`|about)|\bto|\binto|\btowards?|\bheading(?:\s+(?:to|towards?|for))?|\bgo(?:ing)?\s+to` +
    String.raw`|\bvisit(?:ing|s)?(?:\s+to)?|\bexplor(?:e|` +
    (String.raw`ing)|\bin|\bat|\bend(?:ing|s)?\s+in|\bconclud(?:e|es|ing)\s+in|\bdestination(?:\s+is)?|\bthrough|\baround|\bcover(?:ing` +
      String.raw`|s)?|\bsee(?:ing)?|\bdiscover(?:ing)?|\bincluding|\broad[-\s]?trip|\b\d+\s*(?:days?|nights?))` +
      String.raw`\s+(?:the\s+city\s+of\s+|just\s+|only\s+|beautiful\s+|lovely\s+)?$`),
  'i',
);
/** What follows a bare name that opens a request ("Rome, 3-9 June", "Paris for 5 days", "Oslo in May"). */
const MON = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';
const TRIP_DETAIL = new RegExp(
  `^(?:\\s*[,:(–-]\\s*(?:\\d|the\\s+\\d|(?:${MON})|(?:from|for|between|next|this|with|in|on|then)\\s)` +
    `|\\s+(?:for|between|from|on|over|next|this|tomorrow|today|tonight` +
    `|at\\s+(?:christmas|easter|new\\s+year|thanksgiving|the\\s+(?:end|start|beginning)\\s+of)` +
    `|in\\s+(?:(?:${MON})[a-z]*|\\d|an?\\s|one\\s|two\\s|three\\s|four\\s|five\\s|six\\s` +
    `|(?:the\\s+)?(?:spring|summer|autumn|fall|winter)|(?:early|mid|late)\\b|(?:[\\w-]+\\s+){1,2}season\\b)` +
    `|with|then|trip|getaway|weekend|vacation|holiday|city break|stopover|layover)\\b` +
    `|\\s+\\d|\\s*,?\\s+(?:and|&)\\s+(?=\\p{Lu})|\\s*(?:→|->)\\s*)`,
  'iu',
);
const CITY_STATES = new Set(['Singapore', 'Hong Kong', 'Monaco', 'Macau', 'Vatican City']);
/** Words between two stops that fix their order: "Tokyo, then Kyoto", "Bali → Singapore", "Rome followed by Naples". */
const IN_ORDER = new RegExp(
  String.raw`\bthen\b|→|->|\band\s+(?:fly(?:ing)?\s+)?out\s+of\b|\bfollowed\s+by\b|\bafter\s+that\b|\b(?:and\s+)?finally\b` +
    String.raw`|\bbefore\s+(?:heading|going|moving|flying|continuing)\b`,
  'i',
);
const LIST_SEP = /^(?:\s*[,:]\s*(?:and\s+|then\s+|plus\s+)?|\s+(?:and|then|plus|&)\s+|\s*(?:->|→|–|-)\s*)$/i;

interface Mention {
  name: string;
  start: number;
  end: number;
  role: 'origin' | 'destination';
  cue: string;
}

/** Strip leading words that cannot start a name ("The", months, cuisines) and reject what is left if empty. */
function cleanName(raw: string): { name: string; offset: number } | null {
  const words = raw.split(/\s+/);
  let offset = 0;
  // "Slow-paced", "Art-filled": a sentence word with a suffix is still not a name.
  const opener = (w: string) => SENTENCE_WORDS.has(w) || (w.includes('-') && SENTENCE_WORDS.has(w.split('-')[0]!));
  while (
    words.length &&
    (NOT_PLACE_WORDS.has(words[0]!) || (opener(words[0]!) && !ADJECTIVES.has(words[0]!)) || monthNumber(words[0]!) !== undefined)
  ) {
    offset += words[0]!.length + 1;
    words.shift();
  }
  // A month or a weekday inside the name ends it ("Paris May" in "Paris May 3").
  const cut = words.findIndex(
    (w) => monthNumber(w) !== undefined || /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(w),
  );
  const kept = cut >= 0 ? words.slice(0, cut) : words;
  // A connector left dangling by the cut is not part of the name ("Omaha on" in "Omaha on March 2nd").
  while (kept.length && new RegExp(`^${CONNECTOR}$`).test(kept[kept.length - 1]!)) kept.pop();
  const name = kept.join(' ').replace(/['’]s$/, '');
  if (!name || NOT_PLACE_WORDS.has(name) || SENTENCE_WORDS.has(name) || /^(?:St|Mt|Ft)\.$/.test(name)) return null;
  return { name, offset };
}

function mentions(ctx: ParseContext): Mention[] {
  const t = ctx.text;
  const out: Mention[] = [];
  for (const m of matchAll(t, new RegExp(PLACE, 'gu'))) {
    const cleaned = cleanName(m[0]);
    if (!cleaned) continue;
    const start = m.index + cleaned.offset;
    const end = start + cleaned.name.length;
    if (isConsumed(ctx, start, end)) continue;
    const before = t.slice(Math.max(0, start - 40), start);
    const prev = out[out.length - 1];
    // "Charlotte in North Carolina", "San Juan, Puerto Rico": a state right after a city qualifies it.
    if (
      prev &&
      prev.end <= start &&
      /^(?:\s*,\s*|\s+in\s+)$/.test(t.slice(prev.end, start)) &&
      (SUBDIVISIONS.has(cleaned.name) || REGION_NAMES.has(cleaned.name)) &&
      !REGION_NAMES.has(prev.name) &&
      !SUBDIVISIONS.has(prev.name)
    )
      continue;
    // "into Lisbon … and out of Porto": flying out of a city after arriving in another is where the trip ends.
    const endsThere = !!prev && prev.role === 'destination' && /\bout\s+of\s+$/i.test(before);
    const origin = endsThere ? null : ORIGIN_CUE.exec(before);
    const dest = origin ? null : DEST_CUE.exec(before);
    const after = t.slice(end, end + 40);
    const bare = !SENTENCE_WORDS.has(cleaned.name.split(' ')[0]!);
    const sentenceStart = bare && /(?:^|[.!?\n]\s*)$/.test(t.slice(0, start));
    if (origin) out.push({ name: cleaned.name, start, end, role: 'origin', cue: origin[0] });
    else if (dest || endsThere) out.push({ name: cleaned.name, start, end, role: 'destination', cue: dest?.[0] ?? 'out of' });
    // "London to Edinburgh": a name right before "to <Name>" is where the trip starts.
    else if (bare && /^\s+to\s+\p{Lu}/u.test(after) && (sentenceStart || !prev))
      out.push({ name: cleaned.name, start, end, role: 'origin', cue: '' });
    // "Rome, 3-9 June", "Paris for 5 days": a name opening the request, followed by trip details.
    else if (sentenceStart && (TRIP_DETAIL.test(after) || /^\s*,\s*\p{Lu}/u.test(after)))
      out.push({ name: cleaned.name, start, end, role: 'destination', cue: '' });
    // "Rome for 3 days and Florence for 2": a second stay written the same way as the first.
    else if (
      prev &&
      prev.role === 'destination' &&
      /(?:\band|\bthen|,)\s+$/i.test(t.slice(prev.end, start)) &&
      new RegExp(`^\\s+(?:for\\s+(?:${COUNT_RE}|a|one)\\b|(?:${COUNT_RE}|a|one)[-\\s]+(?:days?|nights?|weeks?)\\b)`, 'i').test(after)
    ) {
      out.push({ name: cleaned.name, start, end, role: 'destination', cue: '' });
    } else if (prev && prev.role === 'destination' && LIST_SEP.test(t.slice(prev.end, start))) {
      out.push({ name: cleaned.name, start, end, role: 'destination', cue: '' });
    }
  }
  return out;
}

/** "3 cities in Texas", "2 cities in the state", "visiting just one city", "8 European cities". */
function extractRegion(ctx: ParseContext): void {
  const re = new RegExp(
    `\\b(${COUNT_RE}|a|one|a single|a solitary|just one|only ` +
      (`one)\\s+(?:different\\s+|unique\\s+|distinct\\s+|separate\\s+|other\\s+|more\\s+)?(?:([A-Z][a-z]+)\\s+)?(?:cities|city` +
        `|towns?|destinations?|places|stops)\\b(?:\\s+(?:in|across|within|throughout|around|of)\\s+(?:the\\s+state\\s+of\\s+)?)?`),
    'gi',
  );
  // The place is read case-sensitively (a name is capitalised); the count phrase is not.
  const placeAt = new RegExp(`^(?:the state|the country|the region|${PLACE})`, 'u');
  for (const m of matchAll(ctx.text, re)) {
    const count = countValue(m[1]!.replace(/^(?:a single|a solitary|just one|only one)$/i, 'one'));
    if (count === undefined) continue;
    const adjective = m[2] && /^[A-Z]/.test(m[2]) ? m[2] : undefined;
    const hasPreposition = /\s(?:in|across|within|throughout|around|of)\s+$/i.test(m[0]);
    const rawPlace = hasPreposition ? placeAt.exec(ctx.text.slice(m.index + m[0].length))?.[0] : undefined;
    const place = rawPlace && !/^the\s/i.test(rawPlace) ? cleanName(rawPlace.replace(/\s+(?:State|state)$/, ''))?.name : undefined;
    consume(ctx, m.index, m.index + m[0].length + (rawPlace?.length ?? 0));
    if (adjective && !place) {
      // "8 European cities": how many cities the listed ones make, not a region to fill.
      ctx.intent.totalCities = count;
      note(ctx, 'region', m[0], `${count} cities`);
      continue;
    }
    ctx.intent.region = { name: place ?? '', count };
    note(
      ctx,
      'region',
      m[0],
      place ? `${count} ${count === 1 ? 'city' : 'cities'} in ${place}` : `${count} ${count === 1 ? 'city' : 'cities'}`,
    );
  }
}

const DAY_TRIP_TO = /\bday[-\s]?trips?\s+(?:out\s+)?(?:to|from\s+\S+(?:\s+\S+)?\s+to)\s+(?:the\s+)?$/i;

/** Days bound to a city: "3 days in Rome", "stay in Oslo for 5 days", "Porto for 2 nights", "then 4 in Florence". */
function bindStayLengths(ctx: ParseContext, dests: Mention[]): Map<string, number> {
  const t = ctx.text;
  const out = new Map<string, number>();
  const joined = (a: Mention | undefined, b: Mention | undefined) => !!a && !!b && LIST_SEP.test(t.slice(a.end, b.start));
  dests.forEach((d, k) => {
    // "5 days in Rome and Florence", "Paris and London for a week": the length covers the whole list.
    const listed = { next: joined(d, dests[k + 1]), prev: joined(dests[k - 1], d) };
    const win = Math.max(0, d.start - 40);
    // "Rome for 3 days", "Kyoto 3 nights"; after a first stay the unit may be left out: "then London for 3".
    const after =
      new RegExp(
        `^\\s+(?:(?:stopover|layover|stay)\\s+)?(?:for\\s+(?:a\\s+)?(${COUNT_RE}|a|one)?|(${COUNT_RE}|a|one))` +
          `\\s*(?:-\\s*)?(days?|nights?|weeks?)\\b`,
        'i',
      ).exec(t.slice(d.end, d.end + 30)) ??
      (out.size > 0
        ? new RegExp(`^\\s+for\\s+(${COUNT_RE})()()(?=\\s*(?:[,.;]|$|\\s+(?:then|and|before|followed|in|on|from|during)\\b))`, 'i').exec(
            t.slice(d.end, d.end + 30),
          )
        : null);
    const before = new RegExp(
      `\\b(${COUNT_RE}|a|one)[-\\s]+(?:more\\s+|full\\s+|whole\\s+)?(days?|nights?|weeks?)\\s+(?:\\w+\\s+){0,2}(?:in|at)\\s+$`,
      'i',
    ).exec(t.slice(win, d.start));
    // "3 days in Rome then 4 in Florence": the unit is left out after a first stay.
    const elliptic = out.size > 0 ? new RegExp(`\\b(${COUNT_RE})\\s+(?:more\\s+)?(?:in|at)\\s+$`, 'i').exec(t.slice(win, d.start)) : null;
    const hit =
      after && !listed.prev
        ? { n: after[1] ?? after[2], unit: after[3] || 'days', pos: d.end, len: after[0].length }
        : before && !listed.next
          ? { n: before[1], unit: before[2]!, pos: win + before.index, len: before[0].length }
          : elliptic
            ? { n: elliptic[1], unit: 'days', pos: win + elliptic.index, len: elliptic[0].length }
            : null;
    if (!hit) return;
    const n = countValue(hit.n ?? 'one') ?? 1;
    const days = hit.unit.toLowerCase().startsWith('week') ? 7 * n : n;
    out.set(d.name, days);
    const mention = ctx.durations.find((x) => x.start >= hit.pos - 1 && x.start <= hit.pos + hit.len);
    if (mention) mention.city = d.name;
  });
  return out;
}

/** "between day 2 and day 4", "during day 1 and day 2", "from day 3 to day 5", "on day 6" with one city in the sentence. */
function bindWindows(ctx: ParseContext, dests: Mention[]): Map<string, { fromDay: number; toDay: number }[]> {
  const out = new Map<string, { fromDay: number; toDay: number }[]>();
  const re = /\b(?:between|during|from)\s+day\s+(\d+)\s+(?:and|to|through|until|-)\s+(?:day\s+)?(\d+)\b|\bon\s+day\s+(\d+)\b/gi;
  for (const m of matchAll(ctx.text, re)) {
    const sentenceStart = Math.max(ctx.text.lastIndexOf('. ', m.index) + 1, ctx.text.lastIndexOf('\n', m.index) + 1);
    const next = ctx.text.slice(m.index).search(/\.(\s|$)|\n/);
    const sentenceEnd = next < 0 ? ctx.text.length : m.index + next;
    const inSentence = [...new Set(dests.filter((d) => d.start >= sentenceStart && d.end <= sentenceEnd).map((d) => d.name))];
    if (inSentence.length !== 1) continue;
    const fromDay = Number(m[1] ?? m[3]);
    const toDay = Number(m[2] ?? m[3]);
    if (toDay < fromDay) continue;
    const city = inSentence[0]!;
    out.set(city, [...(out.get(city) ?? []), { fromDay, toDay }]);
    note(ctx, 'day-windows', ctx.text.slice(sentenceStart, sentenceEnd).trim(), `in ${city} on days ${fromDay}–${toDay}`);
  }
  return out;
}

export function extractPlaces(ctx: ParseContext, options: ParseOptions = { today: ctx.today }): void {
  extractRegion(ctx);
  const found = mentions(ctx);
  // Place names are explained: later steps must not read "Myrtle Beach" as an interest in beaches.
  for (const m of found) consume(ctx, m.start, m.end);
  const origin = found.find((m) => m.role === 'origin');
  if (origin) {
    ctx.intent.origin = origin.name;
    note(ctx, 'origin', `${origin.cue}${origin.name}`, origin.name);
  }
  const named = found.filter((m) => m.role === 'destination' && m.name !== origin?.name);
  // "Tokyo 5 days with a day trip to Nikko": an outing from a stop is a place to see there, not a stop of its own.
  const outings = named.filter((m) => DAY_TRIP_TO.test(ctx.text.slice(Math.max(0, m.start - 30), m.start)));
  const dests = outings.length < named.length ? named.filter((m) => !outings.includes(m)) : named;
  for (const m of dests === named ? [] : outings) {
    if (!ctx.intent.mustSee.includes(m.name)) ctx.intent.mustSee.push(m.name);
    (ctx.intent.outings ??= []).push(m.name);
    note(ctx, 'must-see', ctx.text.slice(m.start, m.end), `${m.name} (a day trip)`);
  }
  const region = ctx.intent.region;
  // "covering 2 cities in the state" / "3 cities" without a name: the region is the destination named.
  if (region && !region.name) {
    const named = dests.find((d) => (region.count ?? 0) > 1 || REGION_NAMES.has(d.name));
    if ((region.count ?? 0) > 1 && named) region.name = named.name;
  }
  const resolve = options.resolvePlace;
  // City-states are cities even though they are countries too ("Kuala Lumpur and Singapore"). A state or province
  // ("California", "Bali") is a region unless a curated city has its name ("New York", "Washington").
  const isRegion = (name: string) =>
    !CITY_STATES.has(name) &&
    (REGION_NAMES.has(name) || (!!resolve && resolve(name, 'city') === undefined && resolve(name, 'region') !== undefined));
  const countries = dests.filter((d) => isRegion(d.name));
  // A curated sight named like a destination ("Cusco … Machu Picchu", "Machu Picchu and Cusco") is a place to see.
  const isSight = (name: string) => !!resolve && resolve(name, 'city') === undefined && resolve(name, 'sight') !== undefined;
  for (const d of dests.filter((x) => isSight(x.name))) {
    if (!ctx.intent.mustSee.includes(d.name)) ctx.intent.mustSee.push(d.name);
    note(ctx, 'must-see', d.name, d.name);
  }
  const cities = dests.filter((d) => d.name !== region?.name && !isRegion(d.name) && !isSight(d.name));
  if (!region && countries.length === 1) {
    ctx.intent.region = { name: countries[0]!.name };
    note(ctx, 'region', countries[0]!.name, countries[0]!.name);
  }
  if (region && !region.name) delete ctx.intent.region;
  // A region that is a stop of its own takes a length like a city ("Singapore 2 days then Bali for a week").
  // Alone, its length is the trip's ("10 nights in Bali").
  const regionStop = ownRegionMention(ctx, dests, cities, options);
  const withRegion = regionStop && cities.length > 0;
  const stays = bindStayLengths(ctx, withRegion ? [...cities, regionStop].sort((a, b) => a.start - b.start) : cities);
  if (withRegion && stays.has(regionStop.name)) {
    ctx.intent.region!.days = stays.get(regionStop.name);
  }
  const windows = bindWindows(ctx, cities);
  const seen = new Set<string>();
  for (const c of cities) {
    if (seen.has(c.name)) continue;
    seen.add(c.name);
    ctx.intent.destinations.push({ name: c.name, days: stays.get(c.name), windows: windows.get(c.name) ?? [] });
  }
  if (ctx.intent.destinations.length) {
    note(
      ctx,
      'destinations',
      cities
        .map((c) => c.name)
        .filter((n, k, a) => a.indexOf(n) === k)
        .join(', '),
      ctx.intent.destinations.map((d) => d.name).join(', '),
    );
  }
  for (const [city, days] of stays) note(ctx, 'stay-lengths', city, `${days} days in ${city}`);
  readOrder(ctx, cities, regionStop);
}

/**
 * The mention of a region that is a stop of its own ("10 days Bali then Singapore"); one that qualifies the cities
 * named ("Japan: Tokyo then Kyoto") is not (buildRequest decides the same way).
 */
function ownRegionMention(ctx: ParseContext, dests: Mention[], cities: Mention[], options: ParseOptions): Mention | undefined {
  const region = ctx.intent.region;
  if (!region) return undefined;
  const resolve = (name: string, kind: 'city' | 'region') => options.resolvePlace?.(name, kind) ?? name;
  const ownStop = cities.every((c) => !(options.inRegion?.(resolve(c.name, 'city'), resolve(region.name, 'region')) ?? true));
  return ownStop ? dests.find((d) => d.name === region.name) : undefined;
}

/**
 * Stops written as a sequence ("Tokyo, then Kyoto, then Osaka"; "10 days Bali then Singapore") are visited in that
 * order; a list ("Rome, Venice and Florence") leaves the order to the planner. A region named among the cities
 * keeps its place in the text.
 */
function readOrder(ctx: ParseContext, cities: Mention[], regionMention: Mention | undefined): void {
  // Only a region that is a stop of its own has a place in the order (ownRegionMention).
  const region = ctx.intent.region;
  if (region && regionMention) {
    region.at = ctx.intent.destinations.filter((d) => {
      const first = cities.find((c) => c.name === d.name);
      return !!first && first.start < regionMention.start;
    }).length;
  }
  const stops = [...cities, ...(regionMention ? [regionMention] : [])].sort((a, b) => a.start - b.start);
  const names = stops.map((s) => s.name).filter((n, k, a) => a.indexOf(n) === k);
  if (names.length < 2) return;
  const sequenced = stops.some((s, k) => k > 0 && IN_ORDER.test(ctx.text.slice(stops[k - 1]!.end, s.start)));
  if (!sequenced) return;
  ctx.intent.orderFixed = true;
  note(ctx, 'order', ctx.text.slice(stops[0]!.start, stops[stops.length - 1]!.end), `in this order: ${names.join(', ')}`);
}
