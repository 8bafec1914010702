/**
 * Is the word at `index` negated? Looks back a few words inside the same clause for "no", "not", "don't",
 * "without", "avoid", "prefer not to"... A "but" after the negation releases it ("not cheap but museums").
 */
const NEGATION = new RegExp(
  String.raw`\b(?:no|not|non|never|without|avoid(?:ing)?|skip(?:ping)?|except|excluding|exclude|nor|hate|dislike` +
    String.raw`|\w+n't|dont|doesnt|wont|cant|isnt|arent|werent|wouldnt|shouldnt|didnt|havent|cannot|neither|rather ` +
    String.raw`not|prefer not|free of|instead of)\b`,
  'gi',
);

export function isNegated(text: string, index: number, window = 60): boolean {
  const start = Math.max(0, index - window);
  let before = text.slice(start, index);
  // A comma ends the reach of a negation too: "not too busy, gluten-free" says nothing against gluten-free.
  const clauseBreak = Math.max(
    before.lastIndexOf('. '),
    before.lastIndexOf('? '),
    before.lastIndexOf('! '),
    before.lastIndexOf(';'),
    before.lastIndexOf('\n'),
    before.lastIndexOf(','),
  );
  if (clauseBreak >= 0) before = before.slice(clauseBreak + 1);
  let last = -1;
  for (const m of before.matchAll(NEGATION)) last = m.index ?? -1;
  if (last < 0) return false;
  const rest = before.slice(last);
  // "not only X but also Y", "no museums, but art galleries": the negation does not reach past "but"/"and also".
  if (
    new RegExp(
      String.raw`\bbut\b|\bhowever\b|\balso\b|\bplus\b|\b(?:and|or|so)\s+(?:(?:will|would|we|i|are|a` +
        String.raw`m|is|want|prefer|plan|can|may|might)\b|(?:\w+ly\s+)?(?:will|would|want|prefer|plan))`,
      'i',
    ).test(rest)
  )
    return false;
  // "not shared rooms" is about the rooms; "not too busy" is about pace: both are handled by their extractors.
  return true;
}
