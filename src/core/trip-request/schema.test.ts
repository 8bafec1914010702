import { describe, expect, it } from 'vitest';
import { partySize, requiredHouseRules, roomTypeAllowed, tripDates, tripLength } from './derive';
import { resolvePace } from './pace';
import { TripRequestSchema } from './schema';

describe('TripRequestSchema', () => {
  it('fills defaults for a minimal request', () => {
    const r = TripRequestSchema.parse({ destinations: [{ kind: 'city', cityId: 'lisbon' }], startDate: '2026-05-04', days: 5 });
    expect(r.transferDayCounts).toBe('arrival');
    expect(r.travellers).toEqual({ adults: 1, childAges: [], pets: 0 });
    expect(r.transport.modes).toContain('train');
    expect(r.pace.preset).toBe('balanced');
    expect(r.destinations[0]).toMatchObject({ kind: 'city', windows: [] });
  });

  it('needs a length or an end date, and valid windows', () => {
    expect(TripRequestSchema.safeParse({ destinations: [{ kind: 'city', cityId: 'x' }], startDate: '2026-05-04' }).success).toBe(false);
    const r = TripRequestSchema.parse({ destinations: [{ kind: 'city', cityId: 'x' }], startDate: '2026-05-04', endDate: '2026-05-10' });
    expect(tripLength(r)).toBe(7);
    expect(tripDates(r).at(-1)).toBe('2026-05-10');
    expect(
      TripRequestSchema.safeParse({
        destinations: [{ kind: 'city', cityId: 'x', windows: [{ fromDay: 3, toDay: 2 }] }],
        startDate: '2026-05-04',
        days: 3,
      }).success,
    ).toBe(false);
  });

  it('derives the party, house rules and room types', () => {
    const r = TripRequestSchema.parse({
      destinations: [{ kind: 'region', region: 'Texas', count: 2 }],
      startDate: '2026-05-04',
      days: 5,
      travellers: { adults: 2, childAges: [4, 12], pets: 1 },
      lodging: { houseRules: ['smoking'] },
    });
    expect(partySize(r)).toBe(4);
    expect(requiredHouseRules(r)).toEqual(['children-under-10', 'pets', 'smoking']);
    expect(roomTypeAllowed('not-shared', 'hotel-room')).toBe(true);
    expect(roomTypeAllowed('private', 'entire')).toBe(false);
  });

  it('resolves pace presets with overrides', () => {
    const p = resolvePace({ preset: 'packed', dayStart: '07:30', meals: ['dinner', 'breakfast'] });
    expect(p).toMatchObject({ dayStart: 450, dayEnd: 1380, maxActivities: 6, meals: ['breakfast', 'dinner'] });
  });
});
