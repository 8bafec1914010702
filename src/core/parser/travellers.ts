import { consume, isConsumed, matchAll, note, type ParseContext } from './context';
import { COUNT_RE, MONTH_RE, WEEKDAYS, countValue } from './lexicon';

/**
 * Who travels: "for two", "a group of 4", "solo", "family of four", "2 adults and 3 kids", "with kids aged 5
 * and 8", "my 7-year-old", "with our dog". `adults` is the party size when the text gives a total without
 * saying how many are children (TravelPlanner's "4 people, including children under 10").
 */
const PEOPLE = '(?:people|persons?|pax|travell?ers|individuals|guests|adults|of us|friends|colleagues)';
const KIDS = '(?:kids?|children|child|sons?|daughters?|toddlers?|babies|baby|teens?|teenagers?)';

/**
 * "Tokyo for 4 days then Kyoto for 3": after a first stay, "for N" after a place name is that place's stay (read
 * by bindStayLengths in places.ts), not a party of N.
 */
const CALENDAR_WORD = new RegExp(`^(?:${MONTH_RE}|${WEEKDAYS.join('|')}|easter|christmas)$`, 'i');
function isSecondStay(t: string, m: RegExpExecArray): boolean {
  if (!/^for\s/i.test(m[0])) return false;
  const firstStay = new RegExp(`\\bfor\\s+(?:a\\s+)?(?:${COUNT_RE}|a|one)\\s*(?:-\\s*)?(?:days?|nights?|weeks?)\\b`, 'i');
  const word = /\b(\p{Lu}[\p{L}'-]*)\s+$/u.exec(t.slice(Math.max(0, m.index - 40), m.index))?.[1];
  const afterPlace = !!word && !CALENDAR_WORD.test(word);
  return afterPlace && firstStay.test(t.slice(0, m.index));
}

export function extractTravellers(ctx: ParseContext): void {
  const t = ctx.text;
  const i = ctx.intent;
  let total: number | undefined;
  let totalText = '';
  let adults: number | undefined;
  const take = (m: RegExpExecArray) => consume(ctx, m.index, m.index + m[0].length);

  const totalRules: RegExp[] = [
    new RegExp(`\\b(?:group|party|family|team)\\s+of\\s+(${COUNT_RE})\\b(?:\\s+${PEOPLE})?`, 'i'),
    new RegExp(`\\b(${COUNT_RE})\\s+(?:of\\s+us|${PEOPLE})\\b`, 'i'),
    new RegExp(
      `\\bfor\\s+(?:the\\s+)?(${COUNT_RE})(?!\\s*(?:-|\\s)?(?:days?|nights?|weeks?|hours?|months?|cities|city|stops?|%|[$€£¥]))\\b`,
      'i',
    ),
    new RegExp(`\\b(?:we|there)\\s+are\\s+(${COUNT_RE})\\b`, 'i'),
  ];
  // "with 4 friends", "me and 3 colleagues": the writer travels too.
  const withOthers = new RegExp(
    `\\b(?:with|(?:me|i)\\s+(?:and|&|\\+))\\s+(?:my\\s+)?(${COUNT_RE})\\s+(?:friends|colleagues|mates|others)\\b`,
    'i',
  ).exec(t);
  const others = withOthers ? countValue(withOthers[1]!) : undefined;
  if (withOthers && others !== undefined && others > 0 && others < 50) {
    total = others + 1;
    totalText = withOthers[0];
    take(withOthers);
  }
  for (const re of total === undefined ? totalRules : []) {
    const m = re.exec(t);
    if (m && !isConsumed(ctx, m.index, m.index + m[0].length) && !isSecondStay(t, m)) {
      const n = countValue(m[1]!);
      if (n !== undefined && n > 0 && n <= 50) {
        total = n;
        totalText = m[0];
        take(m);
        break;
      }
    }
  }
  if (total === undefined) {
    const single = /\b(?:solo|alone|by myself|on my own|single (?:person|traveller|traveler)|one person|just me|for myself|for me)\b/i.exec(
      t,
    );
    const couple = new RegExp(
      String.raw`\b(?:couple|(?:a|for a)\s+(?:pair|duo)|for us two|the two of us|(?:(?:me|i) and|with) my ` +
        (String.raw`(?:wife|husband|partner|girlfriend|boyfriend|friend|fiancée?` +
          String.raw`|spouse|mum|mom|dad|mother|father|sister|brother)|honeymoon)\b` +
          String.raw`|\bmy (?:wife|husband|partner|girlfriend|boyfriend|fiancée?|spouse) and (?:i|me)\b`),
      'i',
    ).exec(t);
    // "with my parents", "my in-laws and I": the writer and two more.
    const withTwo =
      /\b(?:(?:me|i) and|with) my (?:parents|in-laws|grandparents)\b|\bmy (?:parents|in-laws|grandparents) and (?:i|me)\b/i.exec(t);
    if (withTwo) {
      total = 3;
      totalText = withTwo[0];
      take(withTwo);
    } else if (couple) {
      total = 2;
      totalText = couple[0];
      take(couple);
    } else if (single) {
      total = 1;
      totalText = single[0];
      take(single);
    }
  }

  const adultsRe = new RegExp(`\\b(${COUNT_RE})\\s+adults?\\b`, 'i').exec(t);
  if (adultsRe) {
    adults = countValue(adultsRe[1]!);
    take(adultsRe);
    note(ctx, 'travellers', adultsRe[0], `${adults} adults`);
  }

  // Children: ages ("kids aged 5 and 8", "a 7-year-old"), or a count ("2 kids").
  const ages: number[] = [];
  // "kids aged 5 and 8", "kids (ages 5, 8)", "kids (5 and 8)".
  const agedRe = new RegExp(
    `\\b${KIDS}\\s*(?:\\(\\s*(?:(?:aged|ages|age)\\s+)?|(?:aged|ages|age|of)\\s+)((?:\\d{1,2}(?:\\s*(?:,|and|&)\\s*)?)+)`,
    'gi',
  );
  for (const m of matchAll(t, agedRe)) {
    for (const a of m[1]!.match(/\d{1,2}/g) ?? []) ages.push(Number(a));
    take(m);
    note(ctx, 'travellers', m[0], `children aged ${m[1]!.match(/\d{1,2}/g)!.join(', ')}`);
  }
  for (const m of matchAll(t, new RegExp(`\\b(${COUNT_RE}|an?)[-\\s]+(?:year|yr)s?[-\\s]+old\\b`, 'gi'))) {
    if (isConsumed(ctx, m.index, m.index + m[0].length)) continue;
    const age = countValue(m[1]!.toLowerCase() === 'an' ? 'one' : m[1]!);
    if (age !== undefined && age < 18) {
      ages.push(age);
      take(m);
      note(ctx, 'travellers', m[0], `a child aged ${age}`);
    }
  }
  for (const baby of matchAll(t, /\b(?:a|an|our|my|one)\s+(baby|infant|toddler)\b/gi)) {
    ages.push(baby[1]!.toLowerCase() === 'toddler' ? 2 : 0);
    take(baby);
    note(ctx, 'travellers', baby[0], `a ${baby[1]!.toLowerCase()}`);
  }
  const kidsCount = new RegExp(`\\b(${COUNT_RE})\\s+(?:young\\s+|little\\s+|small\\s+)?${KIDS}\\b`, 'i').exec(t);
  let children = ages.length || undefined;
  if (kidsCount && !isConsumed(ctx, kidsCount.index, kidsCount.index + kidsCount[0].length)) {
    children = Math.max(children ?? 0, countValue(kidsCount[1]!) ?? 0) || undefined;
    take(kidsCount);
    note(ctx, 'travellers', kidsCount[0], `${children} children`);
  } else if (!children && total === undefined && new RegExp(`\\bwith\\s+(?:the\\s+|my\\s+|our\\s+)?${KIDS}\\b`, 'i').test(t)) {
    const m = new RegExp(`\\bwith\\s+(?:the\\s+|my\\s+|our\\s+)?${KIDS}\\b`, 'i').exec(t)!;
    const plural = /s\b|children/i.test(m[0]);
    children = plural ? 2 : 1;
    ctx.assumptions.push(`"${m[0]}": assumed ${children} ${children === 1 ? 'child' : 'children'}`);
    note(ctx, 'travellers', m[0], plural ? 'children (how many not said)' : 'a child');
  }

  const pets = /\b(?:with|and|bring(?:ing)?)\s+(?:my|our|a|the|(\w+))\s+(dogs?|cats?|pets?|puppy)\b/i.exec(t);
  if (pets) {
    i.pets = countValue(pets[1] ?? '') ?? 1;
    note(ctx, 'travellers', pets[0], `${i.pets} pet${i.pets > 1 ? 's' : ''}`);
  }

  i.childAges = ages;
  if (children !== undefined && children > ages.length) i.children = children;
  if (adults !== undefined) i.adults = adults;
  else if (total !== undefined) {
    const kids = Math.max(children ?? 0, ages.length);
    // "family of four with two kids": 2 adults. A bare total without a child count is the party size.
    i.adults = kids > 0 && kids < total && /family|with|and|including/i.test(t) ? total - kids : total;
  }
  if (total !== undefined) note(ctx, 'travellers', totalText, `${total} ${total === 1 ? 'person' : 'people'}`);
}
