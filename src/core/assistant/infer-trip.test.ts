import { describe, expect, it } from 'vitest';
import { inferTrip, type TripCandidate } from './infer-trip';

const london: TripCandidate = { id: 'itn_london', title: '5 days in London', cityNames: ['London'] };
const italy: TripCandidate = { id: 'itn_italy', title: 'Art in Italy', cityNames: ['Rome', 'Florence'] };
const lisbon: TripCandidate = { id: 'itn_lisbon', title: 'Lisbon weekend', cityNames: ['Lisbon'] };

describe('inferTrip', () => {
  it('takes the one trip whose city or title the message names', () => {
    expect(inferTrip('On day 2 of my London trip, swap the lunch', [italy, london, lisbon])).toBe('itn_london');
    expect(inferTrip('make day 3 in Florence lighter', [italy, london])).toBe('itn_italy');
    expect(inferTrip('add a museum to my art in italy plan', [italy, london])).toBe('itn_italy');
    expect(inferTrip('Remove the dinner on DAY 1 in são paulo', [{ id: 's', title: 'SP', cityNames: ['São Paulo'] }, london])).toBe('s');
  });

  it("takes the user's only trip when the message speaks of a trip without naming it", () => {
    expect(inferTrip('is my trip feasible?', [lisbon])).toBe('itn_lisbon');
    expect(inferTrip('re-plan day 2', [lisbon])).toBe('itn_lisbon');
  });

  it('does not guess: several candidates, no trip words, or no trips', () => {
    expect(inferTrip('is my trip feasible?', [lisbon, london])).toBeNull();
    expect(inferTrip('swap lunch on day 2 in London or Lisbon', [lisbon, london])).toBeNull();
    expect(inferTrip('museums open in London on Sunday', [london])).toBeNull();
    expect(inferTrip('plan 4 days in Lisbon', [lisbon])).toBeNull();
    expect(inferTrip('is my trip feasible?', [])).toBeNull();
    expect(inferTrip('Plan my trip to Lisbon in May for two', [lisbon])).toBeNull();
    expect(inferTrip('I want a new itinerary for day 1 in Lisbon', [lisbon])).toBeNull();
  });
});
