import { describe, expect, it } from 'vitest';
import { loadDestinations } from '../../../../data/load';
import { parseTripText } from '../index';
import { createNameResolver } from '../resolve';
import { CORPUS, type Expected } from './sentences';

const resolver = createNameResolver(loadDestinations());
const resolvePlace = (name: string, kind: 'city' | 'region' | 'place' | 'sight', near?: readonly string[]) =>
  kind === 'city' ? resolver.city(name) : kind === 'place' || kind === 'sight' ? resolver.place(name, near, kind === 'sight') : undefined;

function read(text: string): Expected & { missingOut: string[] } {
  const r = parseTripText(text, { today: '2026-03-01', defaultCurrency: 'EUR', resolvePlace });
  const q = r.request;
  const dests =
    q?.destinations?.flatMap((d) => (d.kind === 'city' ? [d.cityId] : [])) ??
    r.intent.destinations.map((d) => resolver.city(d.name) ?? d.name);
  return {
    dest: dests,
    days: q?.days,
    start: q?.startDate,
    adults: q?.travellers?.adults,
    budget: q?.budget ? [q.budget.amount / 100, q.budget.currency] : undefined,
    drive: q?.transport?.modes?.includes('self-drive'),
    must: q?.mustSee ?? [],
    origin: q?.origin ?? (r.intent.origin ? resolver.city(r.intent.origin) : undefined),
    tier: q?.lodging?.tier,
    quick: q?.pace?.quickMeals,
    missingOut: [...r.missing],
  };
}

describe('the reader understands everyday requests', () => {
  it('has at least 200 sentences', () => expect(CORPUS.length).toBeGreaterThanOrEqual(200));

  it.each(CORPUS)('%s', (text, want) => {
    const got = read(text);
    if (want.dest) expect(got.dest).toEqual(want.dest);
    if (want.days !== undefined) expect(got.days).toBe(want.days);
    if (want.start) expect(got.start).toBe(want.start);
    if (want.adults !== undefined) expect(got.adults).toBe(want.adults);
    if (want.budget) expect(got.budget).toEqual(want.budget);
    if (want.drive !== undefined) expect(got.drive).toBe(want.drive);
    if (want.must) expect(got.must).toEqual(want.must);
    if (want.origin) expect(got.origin).toBe(want.origin);
    if (want.tier) expect(got.tier).toBe(want.tier);
    if (want.quick !== undefined) expect(got.quick ?? false).toBe(want.quick);
    if (want.missing) expect(got.missingOut).toEqual(expect.arrayContaining(want.missing));
  });
});
