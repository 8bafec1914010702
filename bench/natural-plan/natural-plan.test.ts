import { describe, expect, it } from 'vitest';
import { planTrip } from '../../src/core/planner/index';
import { catalogFor, renderNaturalPlan, requestFromConstraints } from './adapter';
import { exampleScore, parseResponse } from './scorer';
import { violations } from './validate';

const GOLDEN = [
  'Here is the trip plan for visiting the 3 European cities for 7 days:',
  '',
  '**Day 1-3:** Arriving in Lyon and visit Lyon for 3 days.',
  '**Day 3:** Fly from Lyon to Turin.',
  '**Day 3-5:** Visit Turin for 3 days.',
  '**Day 5:** Fly from Turin to Bern.',
  '**Day 5-7:** Visit Bern for 3 days.',
].join('\n');

describe('NATURAL PLAN scorer port', () => {
  it('rebuilds stays from flight days (a flight day counts for both cities)', () => {
    expect(parseResponse(GOLDEN)).toEqual([
      ['Lyon', 3],
      ['Turin', 3],
      ['Bern', 3],
    ]);
    expect(exampleScore('Lyon**Turin**Bern', '3**3**3', parseResponse(GOLDEN))).toBe(1);
  });

  it('is exact match: another order or length scores 0, and so does an unparseable answer', () => {
    expect(exampleScore('Lyon**Bern**Turin', '3**3**3', parseResponse(GOLDEN))).toBe(0);
    expect(exampleScore('Lyon**Turin**Bern', '3**2**4', parseResponse(GOLDEN))).toBe(0);
    expect(parseResponse('I could not find a plan.')).toEqual([]);
    expect(exampleScore('Lyon**Turin**Bern', '3**3**3', [])).toBe(0);
  });

  it('stops reading at the span that reaches the trip length (alternative plans after it are ignored)', () => {
    const twice = `${GOLDEN}\n\nAlternatively:\n**Day 1-2:** Visit Bern.\n**Day 2:** Fly from Bern to Lyon.`;
    expect(parseResponse(twice)).toEqual([
      ['Lyon', 3],
      ['Turin', 3],
      ['Bern', 3],
    ]);
  });
});

describe('NATURAL PLAN through the engine', () => {
  const constraints = {
    trip_length: 7,
    city_length: [
      { city: 'Bern', days: 3 },
      { city: 'Lyon', days: 3 },
      { city: 'Turin', days: 3 },
    ],
    city_day_ranges: [{ city: 'Lyon', start: 1, end: 3 }],
    direct_flights: [
      { from: 'Lyon', to: 'Turin' },
      { from: 'Turin', to: 'Bern' },
      { from: 'Bern', to: 'Lyon' },
    ],
  };

  it('plans stays, windows and one-way flights, and renders the golden format', () => {
    const request = requestFromConstraints(constraints);
    const result = planTrip(request, catalogFor(['Bern', 'Lyon', 'Turin']), { relaxations: false });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const text = renderNaturalPlan(result.plan, 7);
    expect(parseResponse(text)).toEqual([
      ['Lyon', 3],
      ['Turin', 3],
      ['Bern', 3],
    ]);
    expect(text.split('\n')[2]).toBe('**Day 1-3:** Arriving in Lyon and visit Lyon for 3 days.');
    expect(
      violations(parseResponse(text), constraints.city_length, constraints.city_day_ranges, 7, request.transport!.connections!),
    ).toEqual([]);
  });

  it('the independent check names what a plan breaks', () => {
    const conns = [{ from: 'Lyon', to: 'Turin', bidirectional: false }];
    expect(
      violations(
        [
          ['Turin', 3],
          ['Lyon', 3],
          ['Bern', 3],
        ],
        constraints.city_length,
        constraints.city_day_ranges,
        7,
        conns,
      ),
    ).toEqual(['no direct flight Turin -> Lyon', 'Lyon days 3-5 miss days 1-3', 'no direct flight Lyon -> Bern']);
  });
});
