import { describe, expect, it } from 'vitest';
import { curatedKnowledgeBase } from '../places/knowledge-base';
import type { ToolContext } from './tool-context';
import { placeDetails, searchPlaces } from './tools.places';

/** The assistant's place answers honour special closures, as plans and the map do (Louvre: closed 25 December). */
describe('assistant place tools on a closure day', () => {
  const kb = curatedKnowledgeBase();
  // No trip: the tools answer about "today where the place is"; the trips service is not reached by these tools.
  const ctx = (iso: string): ToolContext => ({ kb, trip: null, catalog: null, now: new Date(iso), userId: 'u', trips: null as never });

  it('says the Louvre is closed on Christmas Day, and why, though its weekly rule opens it on a Friday', () => {
    const christmas = placeDetails(ctx('2026-12-25T10:00:00Z'), { place: 'Louvre Museum' });
    expect(christmas.data).toMatchObject({ hours: 'closed (Christmas Day: museum closed)', openNow: false });
    const friday = placeDetails(ctx('2026-12-18T10:00:00Z'), { place: 'Louvre Museum' });
    expect(friday.data).toMatchObject({ openNow: true });
    expect((friday.data as { hours: string }).hours).toMatch(/^\d\d:\d\d–\d\d:\d\d/);
  });

  it('leaves it out of "museums open at 11:00" in Paris that day', () => {
    const ids = (iso: string) =>
      searchPlaces(ctx(iso), { city: 'Paris', category: 'museum', openAt: '11:00' }).cards.map((c) => (c as { placeId: string }).placeId);
    expect(ids('2026-12-18T08:00:00Z')).toContain('paris-louvre-museum');
    expect(ids('2026-12-25T08:00:00Z')).not.toContain('paris-louvre-museum');
  });

  it('gives the shortened hours of 24 December with the reason, and calls the museum closed after its early close', () => {
    // Vienna is UTC+1 in December: 13:00Z is 14:00 there, 15:00Z is 16:00.
    const before = placeDetails(ctx('2026-12-24T13:00:00Z'), { place: 'Kunsthistorisches Museum' });
    expect(before.data).toMatchObject({ hours: '10:00–15:00 (Christmas Eve: closes at 15:00)', openNow: true });
    const after = placeDetails(ctx('2026-12-24T15:00:00Z'), { place: 'Kunsthistorisches Museum' });
    expect(after.data).toMatchObject({ openNow: false });
  });
});
