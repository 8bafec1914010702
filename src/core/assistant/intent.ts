import { normalizeName } from '../geo/normalize';
import { formatMinute } from '../time/dates';
import { categoryIn, conversionIn, cuisineIn, dayIn, daysIn, dietIn, matchName, monthIn, timeIn, type Named } from './entities';
import type { ToolCall } from './tools';

/** What the built-in brain knows of the conversation's world: the trip's items, nearby places, destinations. */
export interface Lexicon {
  items: Array<Named & { id: string; day: number; kind: 'visit' | 'meal'; meal?: string }>;
  places: Named[];
  cities: Named[];
  days: number;
}

export type Understanding = { call: ToolCall } | { reply: 'help' | 'unknown' | 'need-trip' };

const has = (t: string, re: RegExp) => re.test(t);
const namesFully = (text: string, n: Named) => matchName(text, [n]) !== null && normalizeName(text).includes(normalizeName(n.name));
const hhmm = (m: number | undefined) => (m === undefined ? undefined : formatMinute(m));
const opt = <K extends string, V>(k: K, v: V | undefined) => (v === undefined ? {} : ({ [k]: v } as Record<K, V>));

/**
 * The built-in brain's reading of one message (deterministic, no network): which tool to call with which input,
 * or a plain reply. Order matters: the most specific patterns are tried first.
 */
export function understand(text: string, lx: Lexicon): Understanding {
  const t = text.toLowerCase();
  const day = dayIn(t, lx.days);
  const time = timeIn(t);
  const city = matchName(text, lx.cities);
  // A city named in the text ("my London trip") does not make a partial match for a place named after it (London Eye).
  const cityWords = new Set(city ? normalizeName(city.name).split(' ') : []);
  const place = matchName(text, lx.places, cityWords);
  // A place named in full ("Belém Tower") beats a trip item that only shares a word with it ("Pastéis de Belém").
  const matchedItem = matchName(text, lx.items, cityWords);
  const item = matchedItem && place && namesFully(text, place) && !namesFully(text, matchedItem) ? null : matchedItem;
  const trip = lx.days > 0;
  const edit = (input: Extract<ToolCall, { name: 'propose_edit' }>['input']): Understanding =>
    trip ? { call: { name: 'propose_edit', input } } : { reply: 'need-trip' };

  if (has(t, /^\s*(hi|hello|hey|help|what can you do|how does this work)\b/) && t.length < 40) return { reply: 'help' };
  const conv = conversionIn(text);
  if (conv && has(t, /\b(convert|how much|in|into|worth|to)\b/)) return { call: { name: 'convert_currency', input: conv } };
  if (
    has(t, /\b(plan|create|make|build|organi[sz]e|book)\b.*\b(trip|holiday|vacation|itinerary|getaway|weekend|break)\b/) ||
    has(t, /^\s*\d+\s*(days?|nights?)\s+in\b/) ||
    has(t, /\b(plan|organi[sz]e)\b.*\b\d+\s*(days?|nights?|weeks?)\b/)
  ) {
    return { call: { name: 'plan_trip', input: { text } } };
  }
  if (
    has(t, /\b(feasib|infeasib|work out|violation|problem|what'?s wrong|why .*(fail|not work|red|broken)|does (my|the) (trip|plan|day))/)
  ) {
    return trip ? { call: { name: 'explain_feasibility', input: opt('day', day) } } : { reply: 'need-trip' };
  }
  if (has(t, /\b(weather|climate|temperatures?|rain|rainy|how (hot|cold|warm)|sunny)\b/)) {
    return { call: { name: 'weather', input: { ...opt('city', city?.name), ...opt('month', monthIn(t)) } } };
  }
  if (
    has(
      t,
      new RegExp(
        String.raw`\b(plugs?|sockets?|adapter|voltage|tipping|tips?|tip|emergency|police|ambulance|visas?|drive ` +
          String.raw`on|driving side|what currency|local currency)\b`,
      ),
    )
  ) {
    return { call: { name: 'country_facts', input: opt('city', city?.name) } };
  }
  if (has(t, /\b(how (long|far)|travel time|distance|get from|walk from|minutes from)\b/)) {
    const names = [...lx.items, ...lx.places];
    const m = /\bfrom\s+(.+?)\s+to\s+(.+?)[?.!]*$/i.exec(text) ?? /\bbetween\s+(.+?)\s+and\s+(.+?)[?.!]*$/i.exec(text);
    const from = m ? matchName(m[1]!, names) : null;
    const to = m ? matchName(m[2]!, names) : null;
    if (from && to) return { call: { name: 'travel_time', input: { from: from.name, to: to.name } } };
  }
  if (
    has(
      t,
      /\b(lighter|relax|relaxed|less busy|less packed|fewer|slower|calmer|easier|too (busy|much|packed|full)|take it easy|more time)\b/,
    )
  ) {
    return edit({ action: 'lighter', ...opt('day', day) });
  }
  if (has(t, /\b(more packed|busier|pack(ed)? more|more (things|activities|sights|to do)|fill (up|in)|add more)\b/))
    return edit({ action: 'packed', ...opt('day', day) });
  if (has(t, /\b(re-?plan|redo|start over|reshuffle|rearrange|re-?do|regenerate|new plan)\b/))
    return edit({ action: 'replan', ...opt('day', day) });
  const cuisine = cuisineIn(text);
  const diet = dietIn(text);
  if (
    has(t, /\b(swap|replace|instead|switch|exchange|something else|alternative|different)\b/) ||
    ((item?.kind === 'meal' || (day && has(t, /\b(breakfast|lunch|dinner|meal)\b/))) &&
      (cuisine || diet) &&
      has(t, /\b(change|make|want|prefer|turn)\b/))
  ) {
    const meal =
      item ??
      (day
        ? lx.items.find((x) => x.day === day && x.kind === 'meal' && (!/\b(breakfast|lunch|dinner)\b/.test(t) || t.includes(x.meal ?? '')))
        : undefined);
    return edit({ action: 'swap', ...opt('item', meal?.name), ...opt('day', day), ...opt('cuisine', cuisine), ...opt('diet', diet) });
  }
  if (item && has(t, /\b(remove|delete|drop|skip|cancel|take out|take .+ out|get rid|don'?t want|no longer)\b/))
    return edit({ action: 'remove', item: item.name });
  if (item && has(t, /\b(move|shift|put|push|reschedule|bring|change|set|start|make|later|earlier)\b/)) {
    const days = daysIn(t);
    const to = /\bto day\s*(\d+)|\bon day\s*(\d+)/.exec(t);
    const target = to
      ? Number(to[1] ?? to[2])
      : days.length > 1
        ? days[days.length - 1]
        : days.length === 1 && days[0] !== item.day
          ? days[0]
          : !days.length && day !== undefined
            ? day
            : undefined;
    if (target !== undefined && target !== item.day)
      return edit({ action: 'move', item: item.name, day: target, ...opt('time', hhmm(time)) });
    if (time !== undefined) return edit({ action: 'retime', item: item.name, time: hhmm(time)! });
  }
  const asksAbout = has(
    t,
    /\b(tell me (more )?about|more about|what is|what's|info|information|details|opening hours|hours|when (does|is)|is .* open)\b/,
  );
  if (place && !item && has(t, /\b(add|include|visit|go to|fit in|squeeze|see|put)\b/) && !asksAbout) {
    return edit({ action: 'add', place: place.name, ...opt('day', day), ...opt('time', hhmm(time)) });
  }
  const named = item ?? place;
  if (named && asksAbout && !has(t, /\b(places|restaurants|museums|anything|something|what's open|what is open)\b/)) {
    return { call: { name: 'place_details', input: { place: named.name, ...opt('day', day) } } };
  }
  const category = categoryIn(t);
  if (
    has(
      t,
      /\b(open|find|where|recommend|suggest|show|any|near|nearby|close to|around|good|best|places?|somewhere|what to do|things to do)\b/,
    ) ||
    category ||
    cuisine ||
    diet
  ) {
    const near = /\b(near|nearby|close to|around|next to|by)\b/.test(t)
      ? matchName(text.replace(/^.*?\b(nearby|near|close to|around|next to|by)\b/i, ''), [...lx.items, ...lx.places])
      : null;
    return {
      call: {
        name: 'search_places',
        input: {
          ...opt('city', city?.name),
          ...(opt('category', (cuisine || diet) && !category ? 'food' : category) as object),
          ...opt('cuisine', cuisine),
          ...opt('diet', diet),
          ...opt('day', day),
          ...opt('openAt', hhmm(time) ?? (has(t, /\bopen now\b|\bright now\b/) ? undefined : undefined)),
          ...opt('near', near?.name),
        },
      },
    };
  }
  if (!trip && has(t, /\b(remove|move|add|swap|replace|reschedule|retime)\b/)) return { reply: 'need-trip' };
  return { reply: 'unknown' };
}
