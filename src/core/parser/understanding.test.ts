import { describe, expect, it } from 'vitest';
import { TripRequestSchema } from '../trip-request/schema';
import { parseTripText } from './index';

const TODAY = '2025-06-02';
const parse = (text: string, extra = {}) => parseTripText(text, { today: TODAY, ...extra });
const when = 'from June 3 to June 9';

describe('travellers', () => {
  it.each([
    [`Rome ${when} for two`, { adults: 2, childAges: [] }],
    [`Rome ${when}, a group of 6 people`, { adults: 6 }],
    [`Rome ${when}, solo`, { adults: 1 }],
    [`Rome ${when} for me and my wife`, { adults: 2 }],
    [`Rome ${when} for a family of four with 2 kids`, { adults: 2, childAges: [10, 10] }],
    [`Rome ${when}, 2 adults and 3 children`, { adults: 2 }],
    [`Rome ${when} with my 7-year-old and a baby`, { childAges: [7, 0] }],
    [`Rome ${when} for a couple`, { adults: 2 }],
    [`Rome ${when} with our dog`, { pets: 1 }],
  ])('%s', (text, want) => {
    expect(parse(text).request?.travellers).toMatchObject(want);
  });

  it('"we" without a number means at least two people (and says so)', () => {
    const r = parse(`We want Rome ${when}`);
    expect(r.request?.travellers?.adults).toBe(2);
    expect(r.assumptions.join(' ')).toMatch(/assumed 2 adults/);
  });
});

describe('places', () => {
  const stops = (text: string) => {
    const r = parse(text).request;
    return {
      origin: r?.origin,
      to: r?.destinations.map((d) => (d.kind === 'city' ? `${d.cityId}${d.days ? ` ${d.days}` : ''}` : `${d.count} in ${d.region}`)),
    };
  };

  it.each([
    [`Trip to Rome from London ${when}`, { origin: 'London', to: ['Rome'] }],
    [`London to Edinburgh by train ${when}`, { origin: 'London', to: ['Edinburgh'] }],
    [`I live in Boston and want to visit Lisbon and Porto ${when}`, { origin: 'Boston', to: ['Lisbon', 'Porto'] }],
    [`Flying out of Chicago to Miami ${when}`, { origin: 'Chicago', to: ['Miami'] }],
    [`Starting in St. Louis, heading to Salt Lake City ${when}`, { origin: 'St. Louis', to: ['Salt Lake City'] }],
    [`A trip to Rio de Janeiro ${when}`, { origin: undefined, to: ['Rio de Janeiro'] }],
    [`Visit 3 cities in Texas ${when}, departing from Denver`, { origin: 'Denver', to: ['3 in Texas'] }],
    [`From Reno to Oregon, covering 2 cities ${when}`, { origin: 'Reno', to: ['2 in Oregon'] }],
    [`3 days in Rome then 4 in Florence starting July 1`, { origin: undefined, to: ['Rome 3', 'Florence 4'] }],
    [`Two weeks in Italy: Rome, Florence and Venice starting July 1`, { origin: undefined, to: ['Rome', 'Florence', 'Venice'] }],
    [`Leaving Charlotte in North Carolina to see San Juan, Puerto Rico ${when}`, { origin: 'Charlotte', to: ['San Juan'] }],
  ])('%s', (text, want) => {
    expect(stops(text)).toEqual(want);
  });

  it('a country alone becomes a region stop with a stated guess of how many cities', () => {
    const r = parse('Solo backpacking in Thailand for a fortnight from December 1st');
    expect(r.request?.destinations).toEqual([{ kind: 'region', region: 'Thailand', count: 4 }]);
    expect(r.assumptions.join(' ')).toMatch(/Thailand.*4 cities/);
  });

  it('maps names to catalog ids when given a resolver', () => {
    const r = parse(`Trip to Lisbon from NYC ${when}`, {
      resolvePlace: (name: string) => ({ Lisbon: 'lisbon-pt', NYC: 'new-york-us' })[name],
    });
    expect(r.request).toMatchObject({ origin: 'new-york-us', destinations: [{ cityId: 'lisbon-pt' }] });
  });

  it('does not take sentence openers, months or cuisines for places', () => {
    const r = parse('Please plan Rome from June 3 to June 9. Additionally, we like Italian food. Also Mexican.');
    expect(r.request?.destinations).toEqual([{ kind: 'city', cityId: 'Rome', windows: [] }]);
  });
});

describe('preferences', () => {
  it('pace, diets, interests and dislikes', () => {
    const r = parse(`Miami ${when}, beaches and nightlife, not too busy, gluten-free, no museums, we love food markets`);
    expect(r.request).toMatchObject({ pace: { preset: 'relaxed' }, food: { diets: ['gluten-free'] }, avoidTags: ['museum'] });
    expect(r.request?.interests?.map((i) => i.tag)).toEqual(expect.arrayContaining(['beaches', 'nightlife', 'food']));
    expect(r.request?.interests?.map((i) => i.tag)).not.toContain('art');
    expect(parse(`Rome ${when}, packed itinerary`).request?.pace?.preset).toBe('packed');
    expect(parse(`Rome ${when} at a leisurely pace`).request?.pace?.preset).toBe('relaxed');
  });

  it('cuisines only where the sentence is about food, not "European cities"', () => {
    expect(parse(`Rome ${when}. We'd love to try Chinese and Mexican food.`).request?.food?.cuisines).toEqual(['Chinese', 'Mexican']);
    expect(parse(`Rome ${when}. We visit European cities.`).request?.food?.cuisines).toEqual([]);
    expect(parse(`Rome ${when}. No Indian food, but French cuisine please.`).request?.food?.cuisines).toEqual(['French']);
  });

  it('lodging: room type and house rules, with negation and double negation', () => {
    expect(parse(`Rome ${when}, entire apartment, pet-friendly`).request?.lodging).toMatchObject({
      roomType: 'entire',
      houseRules: ['pets'],
    });
    expect(parse(`Rome ${when}, rooms that are not shared, we are smokers`).request?.lodging).toMatchObject({
      roomType: 'not-shared',
      houseRules: ['smoking'],
    });
    expect(parse(`Rome ${when}, private rooms, no smoking`).request?.lodging).toMatchObject({ roomType: 'private', houseRules: [] });
    expect(parse(`Rome ${when}, a place that does not restrict parties`).request?.lodging?.houseRules).toEqual(['parties']);
    expect(parse(`Rome ${when}, travelling with children under 10`).request?.lodging?.houseRules).toEqual(['children-under-10']);
  });

  it('transport: exclusions, "by train", direct-only and step-free', () => {
    expect(parse(`Rome ${when}, we will not be flying`).request?.transport?.modes).not.toContain('flight');
    expect(parse(`Rome ${when}. We aren't going to drive ourselves.`).request?.transport?.modes).not.toContain('self-drive');
    const both = parse(`Rome ${when}. We'll not be flying and will presumably drive.`).request?.transport?.modes;
    expect(both).not.toContain('flight');
    expect(both).toContain('self-drive');
    expect(parse(`London to Paris by train ${when}`).request?.transport?.modes).toEqual(['train']);
    expect(parse(`Rome ${when}, step-free please`).request?.mobility).toEqual({ stepFree: true });
  });
});

describe('benchmark-style prompts (written for these tests)', () => {
  it('a TravelPlanner-style query', () => {
    const text =
      'Could you plan a 5-day trip for a group of 3, leaving from Tulsa and ' +
      'visiting 2 cities in Kansas from April 4th to April 8th, 2022? ' +
      'Our budget is $3,300. We need entire rooms that allow visitors, and we would rather not fly. We enjoy Italian and Indian cuisines.';
    const r = parse(text);
    expect(r.request).toMatchObject({
      origin: 'Tulsa',
      returnToOrigin: true,
      destinations: [{ kind: 'region', region: 'Kansas', count: 2 }],
      startDate: '2022-04-04',
      days: 5,
      travellers: { adults: 3 },
      budget: { amount: 330000, currency: 'USD' },
      lodging: { roomType: 'entire', houseRules: ['visitors'] },
      food: { cuisines: ['Italian', 'Indian'] },
    });
    expect(r.request?.transport?.modes).not.toContain('flight');
  });

  it('a NATURAL PLAN-style prompt: stays, day windows, one-way and two-way direct flights, both-count days', () => {
    const text =
      'You plan to visit 3 European cities for 7 days in total. You only take direct flights to commute between cities. ' +
      ('You plan to stay in Lyon for 3 days. You want to spend 2 days in Bern. ' +
        'During day 1 and day 3, you have to attend a conference in Lyon. ') +
      ('You would like to visit Turin for 4 days.\n\nHere are the cities ' +
        'that have direct flights:\nfrom Lyon to Turin, Turin and Bern.\n\n') +
      'Find a trip plan of visiting the cities for 7 days by taking direct flights to commute between them.';
    const r = parse(text, { defaultStartDate: '2025-09-01' });
    expect(r.request).toMatchObject({
      returnToOrigin: false,
      transferDayCounts: 'both',
      days: 7,
      startDate: '2025-09-01',
      destinations: [
        { cityId: 'Lyon', days: 3, windows: [{ fromDay: 1, toDay: 3, presence: 'all' }] },
        { cityId: 'Bern', days: 2 },
        { cityId: 'Turin', days: 4 },
      ],
      transport: {
        modes: ['flight'],
        directOnly: true,
        connections: [
          { from: 'Lyon', to: 'Turin', bidirectional: false },
          { from: 'Turin', to: 'Bern', bidirectional: true },
        ],
      },
    });
    expect(r.request?.origin).toBeUndefined();
    expect(() => TripRequestSchema.parse(r.request)).not.toThrow();
    expect(r.understood.map((u) => u.field)).toEqual(expect.arrayContaining(['connections', 'day-windows', 'stay-lengths', 'transport']));
  });

  it('says what is missing instead of guessing a destination', () => {
    const r = parse('I need a holiday from June 3 to June 9 for two, budget $2,000');
    expect(r.request).toBeNull();
    expect(r.missing).toEqual(['destination']);
    expect(r.intent.budget).toEqual({ amount: 2000, currency: 'USD', per: 'trip' });
  });
});
