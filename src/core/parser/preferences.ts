import type { HouseRule } from '../trip-request/schema';
import { isConsumed, matchAll, note, type ParseContext } from './context';
import { AVOID_WORDS, CUISINES, DIETS, INTEREST_WORDS } from './lexicon';
import { isNegated } from './negation';

/** Pace, diets, cuisines, interests and dislikes, lodging room type and house rules. */
export function extractPace(ctx: ParseContext): void {
  const t = ctx.text;
  const relaxed = new RegExp(
    String.raw`\b(?:relax(?:ed|ing)|slow(?:er)?|leisurely|easy[- ]?going|laid[- ]back|chill(?:ed)?|unhurried|not ` +
      String.raw`(?:too )?(?:busy|packed|rushed|hectic)|take it easy|lazy)\b(?:\s+pace)?`,
    'i',
  ).exec(t);
  const packed = new RegExp(
    String.raw`\b(?:packed|busy|action[- ]packed|fast[- ]paced|intense|jam[- ` +
      String.raw`]packed|full[- ]on|see as much as (?:possible|we can|i can))\b(?:\s+pace)?`,
    'i',
  ).exec(t);
  const balanced = /\b(?:balanced|moderate|medium)\s+pace\b|\bnot too slow\b/i.exec(t);
  const hit = relaxed ?? (packed && !isNegated(t, packed.index, 15) ? packed : null) ?? balanced;
  if (!hit) return;
  ctx.intent.pace = hit === relaxed ? 'relaxed' : hit === packed ? 'packed' : 'balanced';
  note(ctx, 'pace', hit[0], `${ctx.intent.pace} pace`);
}

const FOOD_CONTEXT =
  /\b(?:cuisines?|food|foods|restaurants?|din(?:e|ing)|eat(?:ing)?|meals?|dishes|taste|tasting|culinary|try(?:ing)?|palate|palette)\b/i;

export function extractFood(ctx: ParseContext): void {
  const t = ctx.text;
  for (const [word, diet] of Object.entries(DIETS)) {
    for (const m of matchAll(t, new RegExp(`\\b${word.replace('-', '[- ]?')}\\b`, 'i'))) {
      if (isNegated(t, m.index, 20) || ctx.intent.diets.includes(diet)) continue;
      ctx.intent.diets.push(diet);
      note(ctx, 'diets', m[0], diet);
    }
  }
  // Cuisines only where the sentence is about food ("European cities" is not a cuisine request).
  const sentences = t.split(/(?<=[.!?\n])\s+/);
  let offset = 0;
  for (const s of sentences) {
    const at = t.indexOf(s, offset);
    offset = at + s.length;
    if (!FOOD_CONTEXT.test(s)) continue;
    for (const c of CUISINES) {
      if (c === 'Vegetarian' || c === 'Vegan') continue;
      const m = new RegExp(`\\b${c}\\b`, 'i').exec(s);
      if (!m || isNegated(s, m.index, 30) || ctx.intent.cuisines.includes(c)) continue;
      ctx.intent.cuisines.push(c);
    }
    const found = ctx.intent.cuisines.filter((c) => new RegExp(`\\b${c}\\b`, 'i').test(s));
    if (found.length) note(ctx, 'cuisines', s, found.join(', '));
  }
}

export function extractInterests(ctx: ParseContext): void {
  const t = ctx.text.replace(/\bparty\s+of\b/gi, 'group of');
  for (const [re, tag] of AVOID_WORDS) {
    for (const m of matchAll(t, re)) {
      if (!isNegated(t, m.index, 25)) continue;
      if (!ctx.intent.avoidTags.includes(tag)) ctx.intent.avoidTags.push(tag);
      note(
        ctx,
        'avoid',
        t.slice(Math.max(0, t.lastIndexOf(' ', m.index - 2) + 1), m.index + m[0].length),
        `avoid ${tag.replace('-', ' ')}`,
      );
    }
  }
  for (const [re, key] of INTEREST_WORDS) {
    for (const m of matchAll(t, re)) {
      if (isNegated(t, m.index, 25) || ctx.intent.interests.includes(key) || isConsumed(ctx, m.index, m.index + m[0].length)) continue;
      // Lodging and party-size words are not interests ("children under 10" as a house rule, "kids" as travellers).
      if (
        key === 'family' &&
        !/\b(?:family[- ]friendly|kid[- ]friendly|for (?:the )?kids|zoos?|aquariums?|theme parks?)\b/i.test(
          m[0] + t.slice(m.index, m.index + 20),
        )
      )
        continue;
      ctx.intent.interests.push(key);
      note(ctx, 'interests', m[0], key);
    }
  }
}

const RULES: [HouseRule, RegExp][] = [
  ['smoking', /\bsmok(?:ing|ers?|e)\b/i],
  [
    'parties',
    new RegExp(
      String.raw`\b(?:allow|permit|host|throw|hold|welcome|accept)\w*\s+(?:\w+\s+){0,3}part(?:y|ies)\b` +
        String.raw`|\bpart(?:y|ies)\s+(?:are\s+|is\s+)?(?:allowed|permitted|friendly|welcome)|\bparty[- ` +
        (String.raw`]friendly\b|\b(?:not|n't|never|without|nor)\s+(?:\w+\s+){0,2}(?:restrict` +
          String.raw`|ban|prohibit|forbid)\w*\s+(?:\w+\s+){0,2}part(?:y|ies)\b`),
      'i',
    ),
  ],
  ['visitors', /\bvisitors?(?:[- ]friendly)?\b/i],
  ['pets', /\bpets?(?:[- ]friendly)?\b|\bdogs?\b|\bcats?\b/i],
  [
    'children-under-10',
    new RegExp(
      String.raw`\b(?:children|kids?)\s+(?:who\s+are\s+)?under\s+(?:the\s+age\s+of\s+)?(?:10` +
        String.raw`|ten)\b|\ballow\s+young\s+children\b|\bchild(?:ren)?[- ` +
        String.raw`]friendly\b|\bkid[- ]friendly\b|\bunder\s+10\s+years\b`,
      'i',
    ),
  ],
];

export function extractMobility(ctx: ParseContext): void {
  const m = new RegExp(
    String.raw`\b(?:step[- ]free|wheelchair(?:[- ]accessible| user)?|no stairs|mobility ` +
      String.raw`(?:issues|needs)|reduced mobility|accessible (?:places|hotels?|rooms?))\b`,
    'i',
  ).exec(ctx.text);
  if (m) {
    ctx.intent.stepFree = true;
    note(ctx, 'mobility', m[0], 'step-free access');
  }
  extractWalking(ctx);
}

/** "walk at most 5 km a day"; "not too much walking", "can't walk far": short walks (1 km a leg, 4 km a day). */
const STATED_WALK = new RegExp(
  String.raw`\b(?:walk(?:ing)?\s+)?(?:at most|no more than|max(?:imum)?|up to|under)\s+(\d{1,2})\s*km` +
    String.raw`(?:\s+of\s+walking)?\s+(?:a|per|each)\s+day\b`,
  'i',
);
const LITTLE_WALKING = new RegExp(
  String.raw`\b(?:not (?:too )?much walking|(?:limited|minimal|little|less) walking` +
    String.raw`|(?:can(?:'|no)?t|cannot|don'?t) walk (?:far|much|long distances)|short walks only)\b`,
  'i',
);

function extractWalking(ctx: ParseContext): void {
  const stated = STATED_WALK.exec(ctx.text);
  if (stated && /walk/i.test(stated[0])) {
    ctx.intent.walking = { perDayKm: Number(stated[1]) };
    note(ctx, 'mobility', stated[0], `at most ${stated[1]} km of walking a day`);
    return;
  }
  const little = LITTLE_WALKING.exec(ctx.text);
  if (!little) return;
  ctx.intent.walking = { perDayKm: 4, perLegKm: 1 };
  note(ctx, 'mobility', little[0], 'short walks: at most 1 km at a time and 4 km a day');
}

export function extractLodging(ctx: ParseContext): void {
  const t = ctx.text;
  for (const [rule, re] of RULES) {
    const m = re.exec(t);
    if (!m) continue;
    // "not subject to visitor restrictions": a negated restriction is a permission.
    const restriction = /^\s*restrict/i.test(t.slice(m.index + m[0].length));
    if (isNegated(t, m.index, 15) !== restriction) continue;
    ctx.intent.houseRules.push(rule);
    note(ctx, 'house-rules', m[0], `lodging must allow ${rule.replace(/-/g, ' ')}`);
  }
  const room: [NonNullable<typeof ctx.intent.roomType>, RegExp][] = [
    [
      'not-shared',
      new RegExp(
        String.raw`\b(?:not|non|no|neither)[-\s]?(?:be\s+)?(?:a\s+)?shared\b|\b(?:rooms?|acc` +
          String.raw`ommodations?)\s+(?:that\s+)?(?:are|is)\s+not\s+shared\b|\bavoid\s+shared\b`,
        'i',
      ),
    ],
    ['shared', /\bshared\s+(?:rooms?|accommodations?|dorms?)\b|\bdorm(?:itory|s)?\b/i],
    ['private', /\bprivate\s+rooms?\b/i],
    [
      'entire',
      new RegExp(
        String.raw`\bentire\s+(?:rooms?|homes?|apartments?|places?|houses?|flats?|units?)\b|\bwhole\s+(?:apartm` +
          String.raw`ents?|houses?|homes?|places?|flats?)\b|\b(?:our|my)\s+own\s+(?:apartment|place|flat|house)\b`,
        'i',
      ),
    ],
  ];
  for (const [type, re] of room) {
    const m = re.exec(t);
    if (!m) continue;
    ctx.intent.roomType = type;
    note(
      ctx,
      'room-type',
      m[0],
      { 'not-shared': 'no shared rooms', shared: 'shared room', private: 'private room', entire: 'entire home' }[type],
    );
    break;
  }
}
