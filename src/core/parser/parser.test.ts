import { describe, expect, it } from 'vitest';
import { TripRequestSchema } from '../trip-request/schema';
import { parseTripText } from './index';

// A Monday: "next Friday" is 2025-06-13, "this weekend" starts 2025-06-07.
const TODAY = '2025-06-02';
const parse = (text: string, extra = {}) => parseTripText(text, { today: TODAY, ...extra });

describe('parseTripText: everyday requests', () => {
  it('"5 days in Lisbon in May for two under €2,000, no museums"', () => {
    const r = parse('5 days in Lisbon in May for two under €2,000, no museums');
    expect(r.request).toMatchObject({
      destinations: [{ kind: 'city', cityId: 'Lisbon' }],
      days: 5,
      startDate: '2026-05-01',
      travellers: { adults: 2 },
      budget: { amount: 200000, currency: 'EUR' },
      avoidTags: ['museum'],
    });
    expect(r.assumptions.join(' ')).toMatch(/starts on 2026-05-01/);
    expect(r.understood.map((u) => u.field)).toEqual(
      expect.arrayContaining(['destinations', 'dates', 'travellers', 'budget', 'avoid', 'duration']),
    );
    expect(r.understood.find((u) => u.field === 'budget')).toMatchObject({ text: '€2,000', value: '€2,000.00 for the whole trip' });
    expect(() => TripRequestSchema.parse(r.request)).not.toThrow();
  });

  it('"a week in Japan, Tokyo and Kyoto, relaxed pace, vegetarian" (no date: asks for one)', () => {
    const r = parse('a week in Japan, Tokyo and Kyoto, relaxed pace, vegetarian');
    expect(r.request).toBeNull();
    expect(r.missing).toEqual(['dates']);
    expect(r.intent).toMatchObject({
      region: { name: 'Japan' },
      destinations: [{ name: 'Tokyo' }, { name: 'Kyoto' }],
      days: 7,
      pace: 'relaxed',
      diets: ['vegetarian'],
    });
    const dated = parse('a week in Japan, Tokyo and Kyoto, relaxed pace, vegetarian, starting April 5').request!;
    expect(dated).toMatchObject({ startDate: '2026-04-05', days: 7, pace: { preset: 'relaxed' }, food: { diets: ['vegetarian'] } });
    expect(dated.destinations.map((d) => (d.kind === 'city' ? d.cityId : d.region))).toEqual(['Tokyo', 'Kyoto']);
  });

  it('assumes no more cities in a region than the catalog has there, and keeps a count the text states', () => {
    const citiesInRegion = (region: string) => (region === 'PT' ? 2 : 10);
    const resolvePlace = (name: string, kind: string) => (kind === 'region' && name === 'Portugal' ? 'PT' : undefined);
    const assumed = parseTripText('Portugal for 2 weeks from 3 May 2027', { today: '2026-11-27', citiesInRegion, resolvePlace });
    expect(assumed.request?.destinations).toEqual([{ kind: 'region', region: 'PT', count: 2 }]);
    expect(assumed.assumptions).toContain('"Portugal": assumed 2 cities');
    const stated = parseTripText('4 cities in Portugal for 2 weeks from 3 May 2027', { today: '2026-11-27', citiesInRegion, resolvePlace });
    expect(stated.request?.destinations).toEqual([{ kind: 'region', region: 'PT', count: 4 }]);
  });

  it('stops written in sequence keep their order; a list leaves it to the planner', () => {
    const order = (text: string) => {
      const r = parse(`${text}, 9 days from 1 June`).request!;
      return { stops: r.destinations.map((d) => (d.kind === 'city' ? d.cityId : d.region)), fixed: r.orderFixed ?? false };
    };
    expect(order('Tokyo, then Kyoto, then Osaka')).toEqual({ stops: ['Tokyo', 'Kyoto', 'Osaka'], fixed: true });
    expect(order('Lisbon → Porto')).toEqual({ stops: ['Lisbon', 'Porto'], fixed: true });
    expect(order('3 days in Rome then 4 in Florence')).toEqual({ stops: ['Rome', 'Florence'], fixed: true });
    expect(order('Rome, Venice and Florence')).toEqual({ stops: ['Rome', 'Venice', 'Florence'], fixed: false });
    expect(order('Trip to Paris and London')).toEqual({ stops: ['Paris', 'London'], fixed: false });
    const r = parse('Tokyo, then Kyoto, from 1 June for 6 days');
    expect(r.understood.find((u) => u.field === 'order')).toEqual({
      field: 'order',
      text: 'Tokyo, then Kyoto',
      value: 'in this order: Tokyo, Kyoto',
    });
    // A stay's unit said once ("then London for 3"), or written without "for" ("Kyoto 3 nights then Tokyo 4 nights").
    const stays = (text: string) => parse(text).intent.destinations.map((d) => [d.name, d.days]);
    expect(stays('Paris for 4 days then London for 3, from 10 May')).toEqual([
      ['Paris', 4],
      ['London', 3],
    ]);
    expect(stays('Kyoto 3 nights then Tokyo 4 nights from 12 October')).toEqual([
      ['Kyoto', 3],
      ['Tokyo', 4],
    ]);
    // One city is no order at all.
    expect(parse('Rome, then back home, 4 days from 1 June').request?.orderFixed).toBeUndefined();
  });

  it('visits a day ("no more than 2 activities a day", "2-3 sights a day") are pace, not money; "Paris in spring"', () => {
    const r = parse('Paris in spring for a week, art museums, no more than 2 activities a day');
    expect(r.request?.budget).toBeUndefined();
    expect(r.request?.pace).toMatchObject({ maxActivitiesPerDay: 2 });
    expect(r.request?.destinations).toEqual([{ kind: 'city', cityId: 'Paris', windows: [] }]);
    expect(r.understood.find((u) => u.field === 'pace')?.value).toBe('at most 2 visits a day');
    expect(parse('Rome for 4 days from 2 May, 2-3 sights a day').request?.pace).toMatchObject({
      minActivitiesPerDay: 2,
      maxActivitiesPerDay: 3,
    });
    expect(parse('Rome for 4 days from 2 May, at least three things per day').request?.pace).toMatchObject({ minActivitiesPerDay: 3 });
    // A budget beside it is still read.
    expect(parse('Rome for 4 days from 2 May, max 2 museums a day, budget 900 euros').request?.budget).toEqual({
      amount: 90000,
      currency: 'EUR',
    });
  });

  it('"happy to go back to the same restaurant" lets a restaurant come back on another day', () => {
    for (const text of [
      'Kyoto for 5 days from 2 May, vegetarian, happy to go back to the same restaurant',
      "Kyoto for 5 days from 2 May, we don't mind eating at the same place twice",
      'Kyoto for 5 days from 2 May, repeat restaurants are fine',
    ])
      expect(parse(text).request?.food).toMatchObject({ repeatRestaurants: true });
    expect(parse('Kyoto for 5 days from 2 May, vegetarian').request?.food).not.toHaveProperty('repeatRestaurants');
  });

  it('"first week of October", "the end of May", "cherry blossom season": a month and a day, said as assumed', () => {
    const start = (text: string) => parse(text).request?.startDate;
    expect(start('Istanbul 5 days, first week of October, we love food')).toBe('2025-10-01');
    expect(start('Rome for 4 days, second week of July')).toBe('2025-07-08');
    expect(start('Paris at the end of May for 4 days')).toBe('2026-05-24');
    const kyoto = parse('Kyoto in cherry blossom season for 4 days');
    expect(kyoto.request).toMatchObject({ startDate: '2026-04-01', days: 4, destinations: [{ cityId: 'Kyoto' }] });
    expect(kyoto.assumptions.join(' ')).toMatch(/assumed the trip starts on 2026-04-01/);
  });

  it('"flying into Lisbon … and out of Porto": an open jaw is two stops in that order, not an origin', () => {
    const r = parse("We're flying into Lisbon on May 3 and out of Porto on May 9")!;
    expect(r.request).toMatchObject({ startDate: '2026-05-03', days: 7, orderFixed: true });
    expect(r.request?.destinations.map((d) => (d.kind === 'city' ? d.cityId : d.region))).toEqual(['Lisbon', 'Porto']);
    expect(r.request?.origin).toBeUndefined();
    // Flying out of a city before any destination is still where the trip starts.
    expect(parse('Flying out of Boston to Lisbon on May 3 for a week').request?.origin).toBe('Boston');
  });

  it('"Singapore stopover 2 days then Bali for a week": a stopover opens a request like a trip does', () => {
    const r = parse('Singapore stopover 2 days from 5 March then Bali for a week');
    expect(r.intent.destinations).toContainEqual({ name: 'Singapore', days: 2, windows: [] });
  });

  it('"Road trip California", "Roadtrip Scotland": the place after a road trip is where it goes', () => {
    for (const [text, place] of [
      ['Road trip California 10 days from 1 July, 2 adults', 'California'],
      ['Roadtrip Scotland, a week from 3 May', 'Scotland'],
    ] as const) {
      const r = parse(text);
      expect(r.intent.region?.name ?? r.intent.destinations[0]?.name).toBe(place);
      expect(r.intent.wantsDriving).toBe(true);
    }
  });

  it('a region that is a stop of its own keeps its place among the cities ("Bali then Singapore")', () => {
    const resolvePlace = (name: string, kind: string) =>
      kind === 'region' && name === 'Bali' ? 'ID-BA' : kind === 'city' ? name : undefined;
    const inRegion = () => false;
    const stops = (text: string) =>
      parseTripText(text, { today: TODAY, resolvePlace, inRegion }).request!.destinations.map((d) =>
        d.kind === 'city' ? d.cityId : d.region,
      );
    expect(stops('10 days Bali then Singapore from 15 March')).toEqual(['ID-BA', 'Singapore']);
    expect(stops('10 days Singapore then Bali from 15 March')).toEqual(['Singapore', 'ID-BA']);
  });

  it('"Singapore 2 days then Bali for a week": the week is Bali\'s stay, not the whole trip', () => {
    const resolvePlace = (name: string, kind: string) =>
      kind === 'region' && name === 'Bali' ? 'ID-BA' : kind === 'city' ? name : undefined;
    const options = { today: TODAY, resolvePlace, inRegion: () => false, citiesInRegion: () => 1 };
    const r = parseTripText('Singapore 2 days from 5 March then Bali for a week', options).request!;
    expect(r.days).toBe(9);
    expect(r.destinations).toEqual([
      { kind: 'city', cityId: 'Singapore', days: 2, windows: [] },
      { kind: 'region', region: 'ID-BA', count: 1, minDaysEach: 7, maxDaysEach: 7 },
    ]);
    const first = parseTripText('A week in Bali then 3 days in Singapore from 4 May', options).request!;
    expect(first.days).toBe(10);
    expect(first.destinations.map((d) => (d.kind === 'city' ? d.cityId : d.region))).toEqual(['ID-BA', 'Singapore']);
    // Shared out when the region gets more than one city: 9 days over 2 cities is 4 or 5 days each.
    const spain = parseTripText('Lisbon for 3 days then 9 days in Spain from 1 April', {
      ...options,
      resolvePlace: (name: string, kind: string) => (kind === 'region' && name === 'Spain' ? 'ES' : kind === 'city' ? name : undefined),
      citiesInRegion: () => 3,
    }).request!;
    expect(spain).toMatchObject({
      days: 12,
      destinations: [
        { cityId: 'Lisbon', days: 3 },
        { region: 'ES', count: 2, minDaysEach: 4, maxDaysEach: 5 },
      ],
    });
    // Alone, a region's length is the trip's, whatever its cities share.
    expect(parseTripText('Bali for a week from 5 March', options).request).toMatchObject({ days: 7, destinations: [{ region: 'ID-BA' }] });
  });

  it('"with a day trip to Sintra": a place to see from the stay, not a stop, and "a day trip" is not the length', () => {
    const r = parse('Lisbon for 5 days from 2 June with a day trip to Sintra');
    expect(r.request).toMatchObject({ days: 5, mustSee: ['Sintra'], destinations: [{ kind: 'city', cityId: 'Lisbon' }] });
    expect(r.request?.destinations).toHaveLength(1);
    expect(r.understood.find((u) => u.field === 'must-see')?.value).toBe('Sintra (a day trip)');
    expect(parse('Lisbon 5 days from 2 June, 2 day trips').request?.days).toBe(5);
    // One we hold no data for is left out, and said so: the rest of the trip is still planned.
    const resolvePlace = (name: string, kind: string) => (kind === 'city' && name === 'Tokyo' ? 'tokyo' : undefined);
    const fuji = parseTripText('Tokyo 5 days from 3 May with a day trip to Mount Fuji', { today: TODAY, resolvePlace });
    expect(fuji.request).toMatchObject({ days: 5, destinations: [{ cityId: 'tokyo' }] });
    expect(fuji.request).not.toHaveProperty('mustSee');
    expect(fuji.assumptions).toContain('day trip to Mount Fuji: not among our places, so the plan leaves it out');
    // Alone, the place of a day trip is where the trip goes.
    expect(parse('One day trip to Sintra from Lisbon on 3 June').request).toMatchObject({
      days: 1,
      origin: 'Lisbon',
      destinations: [{ cityId: 'Sintra' }],
    });
  });

  it('"Tokyo for 4 days then Kyoto for 3 in May": the second "for 3" is a stay, not three people', () => {
    const r = parse('Tokyo for 4 days then Kyoto for 3 in May').request!;
    expect(r).toMatchObject({ days: 7, travellers: { adults: 1 } });
    expect(r.destinations).toMatchObject([
      { cityId: 'Tokyo', days: 4 },
      { cityId: 'Kyoto', days: 3 },
    ]);
    // After a month it is still the party: "Rome for 5 days in June for 2".
    expect(parse('Rome for 5 days in June for 2').request).toMatchObject({ days: 5, travellers: { adults: 2 } });
    expect(parse('Paris for 4 days in June for 3 of us').request).toMatchObject({ travellers: { adults: 3 } });
  });

  it('"weekend in Paris with kids aged 5 and 8"', () => {
    const r = parse('weekend in Paris with kids aged 5 and 8');
    expect(r.request).toMatchObject({
      destinations: [{ cityId: 'Paris' }],
      startDate: '2025-06-07',
      days: 2,
      travellers: { adults: 2, childAges: [5, 8] },
    });
    expect(r.assumptions).toEqual(expect.arrayContaining([expect.stringMatching(/weekend/), expect.stringMatching(/assumed 2 adults/)]));
  });

  it('dates like "from June 3 to June 9", "3–9 June", "between 12 and 15 August", ISO and across the new year', () => {
    expect(parse('Rome from June 3 to June 9').request).toMatchObject({ startDate: '2025-06-03', days: 7 });
    expect(parse('Rome, 3–9 June, 2 adults and 2 kids').request).toMatchObject({
      startDate: '2025-06-03',
      days: 7,
      travellers: { adults: 2 },
    });
    expect(parse('Barcelona between 12 and 15 August with my girlfriend').request).toMatchObject({
      startDate: '2025-08-12',
      days: 4,
      travellers: { adults: 2 },
    });
    expect(parse('Heading to Berlin on 2025-09-10 for 4 nights').request).toMatchObject({ startDate: '2025-09-10', days: 5 });
    expect(parse('New York from Dec 28 to Jan 3').request).toMatchObject({ startDate: '2025-12-28', days: 7 });
    expect(parse('Oslo from March 3 to March 5').request).toMatchObject({ startDate: '2026-03-03' });
    expect(parse('Madrid from March 3 to March 5, 2024').request).toMatchObject({ startDate: '2024-03-03', days: 3 });
    expect(parse('Porto, the 8th to the 10th of March 2026').request).toMatchObject({ startDate: '2026-03-08', days: 3 });
  });

  it('relative dates: next Friday, this Friday, tomorrow, this/next weekend, in two weeks, next month', () => {
    expect(parse('3 nights in Barcelona next Friday').request).toMatchObject({ startDate: '2025-06-13', days: 4 });
    expect(parse('London this Friday for 2 nights').request).toMatchObject({ startDate: '2025-06-06' });
    expect(parse('Miami tomorrow for 5 days').request).toMatchObject({ startDate: '2025-06-03', days: 5 });
    expect(parse('Bruges this weekend').request).toMatchObject({ startDate: '2025-06-07', days: 2 });
    expect(parse('Bruges next weekend').request).toMatchObject({ startDate: '2025-06-14', days: 2 });
    expect(parse('Ghent in two weeks for 3 days').request).toMatchObject({ startDate: '2025-06-16', days: 3 });
    expect(parse('Paris for 5 days next month').request).toMatchObject({ startDate: '2025-07-01', days: 5 });
  });

  it('"in N days" is how long unless it says when ("leaving in 3 days", "from now", or a length said elsewhere)', () => {
    // Seen in use: "Paris, Rome, … and Dublin in 2 days for €50" started the trip in two days and asked how long it lasts.
    const ten = parse('Paris, Rome, Berlin, Vienna, Prague, Madrid, Lisbon, Amsterdam, London and Dublin in 2 days for €50');
    expect(ten.intent).toMatchObject({ days: 2 });
    expect(ten.missing).toEqual(['dates']);
    expect(parse('Paris and Rome in 4 days').intent).toMatchObject({ days: 4 });
    expect(parse('Rome in two weeks from June 3').request).toMatchObject({ startDate: '2025-06-03', days: 14 });
    expect(parse('Lisbon for 4 days, leaving in 3 days').request).toMatchObject({ startDate: '2025-06-05', days: 4 });
    expect(parse('Lisbon in 3 days from now for a weekend').request).toMatchObject({ startDate: '2025-06-05', days: 2 });
    expect(parse('Ghent in two weeks for 3 days').request).toMatchObject({ startDate: '2025-06-16', days: 3 });
  });

  it('texting shorthand and a stay written "10 days <City>": w/, &, no cue word', () => {
    expect(parse('Barcelona w/ kids for a week from August 3').request).toMatchObject({
      destinations: [expect.objectContaining({ cityId: 'Barcelona' })],
      travellers: { adults: 2 },
    });
    expect(parse('Paris & Amsterdam, 5 days from June 10, me & my wife').request).toMatchObject({
      destinations: [expect.objectContaining({ cityId: 'Paris' }), expect.objectContaining({ cityId: 'Amsterdam' })],
      travellers: { adults: 2 },
    });
    expect(parse('Honeymoon: 10 days Lisbon then Porto from May 4').request?.destinations).toEqual([
      expect.objectContaining({ cityId: 'Lisbon' }),
      expect.objectContaining({ cityId: 'Porto' }),
    ]);
  });

  it('"with my parents" is three people, the writer included (seen: one adult was assumed)', () => {
    expect(parse('Marrakech and Fes 6 days, from 3 March, with my parents (in their 70s)').request?.travellers).toMatchObject({
      adults: 3,
    });
    expect(parse('My parents and I want to visit Lisbon for 4 days from 3 March').request?.travellers).toMatchObject({ adults: 3 });
  });

  it('walking: "not too much walking" is short walks; "walk at most 5 km a day" is that limit', () => {
    expect(parse('Marrakech for 6 days from 3 March, with my parents, not too much walking').request?.mobility).toMatchObject({
      maxWalkKmPerDay: 4,
      maxWalkKmPerLeg: 1,
    });
    expect(parse('Rome for 4 days from 3 March, we can walk at most 5 km a day').request?.mobility).toMatchObject({ maxWalkKmPerDay: 5 });
    expect(parse('Rome for 4 days from 3 March').request?.mobility).toBeUndefined();
  });

  it('kids with their ages in brackets; "with friends" is at least three', () => {
    expect(parse('Barcelona w/ kids (5 & 8) for a week from August 3').request).toMatchObject({
      travellers: { adults: 2, childAges: [5, 8] },
    });
    expect(parse('Rome with the kids (ages 4, 9) from June 3 to June 7').request).toMatchObject({ travellers: { childAges: [4, 9] } });
    const friends = parse('Sydney over New Year for 5 days from Dec 30 with friends');
    expect(friends.request).toMatchObject({ travellers: { adults: 3 } });
    expect(friends.assumptions).toContain('party size not given: assumed 3 adults');
    // The writer travels too: "with 4 friends" is five people; "4 friends" on their own are four.
    const five = parse('Cape Town for 5 days from March 3 with 4 friends');
    expect(five.request).toMatchObject({ travellers: { adults: 5 } });
    expect(five.understood).toContainEqual(expect.objectContaining({ text: 'with 4 friends', value: '5 people' }));
    expect(parse('Lisbon for 4 days from May 3, me and 2 colleagues').request).toMatchObject({ travellers: { adults: 3 } });
    expect(parse('Lisbon for 4 days from May 3, 4 friends').request).toMatchObject({ travellers: { adults: 4 } });
  });

  it('durations: a fortnight, one-week, week-long, 10 nights, long weekend', () => {
    expect(parse('Thailand for a fortnight from December 1st').request).toMatchObject({ days: 14, startDate: '2025-12-01' });
    expect(parse('a one-week trip to Crete from July 7').request).toMatchObject({ days: 7 });
    expect(parse('week-long vacation in Sicily starting August 2').request).toMatchObject({ days: 7 });
    expect(parse('10 nights in Bali from September 1').request).toMatchObject({ days: 11 });
    expect(parse('a long weekend in Amsterdam').request).toMatchObject({ days: 3 });
  });
});

describe('parseTripText: money', () => {
  const budget = (text: string) => parse(`Trip to Rome from June 3 to June 9 for 2 people, ${text}`).request?.budget;
  it.each([
    ['budget $1,400', { amount: 140000, currency: 'USD' }],
    ['under €2,000', { amount: 200000, currency: 'EUR' }],
    ['2000 euros max', { amount: 200000, currency: 'EUR' }],
    ['£1500 total', { amount: 150000, currency: 'GBP' }],
    ['¥150,000', { amount: 150000, currency: 'JPY' }],
    ['budget 1.5k USD', { amount: 150000, currency: 'USD' }],
    ['about 3 grand', { amount: 300000, currency: 'USD' }],
    ['budget three thousand dollars', { amount: 300000, currency: 'USD' }],
    ['CHF 900', { amount: 90000, currency: 'CHF' }],
    ['spend no more than 800 pounds', { amount: 80000, currency: 'GBP' }],
    ['budget R40,000', { amount: 4000000, currency: 'ZAR' }],
    ['about 25000 rand', { amount: 2500000, currency: 'ZAR' }],
    ['S$3,000', { amount: 300000, currency: 'SGD' }],
    ['NZ$ 4000', { amount: 400000, currency: 'NZD' }],
    ['R$ 9.000', { amount: 900000, currency: 'BRL' }],
    ['฿60,000', { amount: 6000000, currency: 'THB' }],
    ['₩3,000,000', { amount: 3000000, currency: 'KRW' }],
  ])('%s', (text, want) => {
    expect(budget(text)).toEqual(want);
  });

  it('takes no rand from a word ending in r before a number ("our 3 kids", "for 2")', () => {
    expect(parse('Rome from June 3 to June 9 with our 3 kids').request?.budget).toBeUndefined();
  });

  it('per person and per day budgets are turned into a trip total, and said so', () => {
    const pp = parse('3 nights in Barcelona next Friday for two, £800 per person');
    expect(pp.request?.budget).toEqual({ amount: 160000, currency: 'GBP' });
    expect(pp.assumptions.join(' ')).toMatch(/per person/);
    expect(parse('Vienna for 4 days from July 1, $100 a day').request?.budget).toEqual({ amount: 40000, currency: 'USD' });
  });

  it('does not read counts or dates as money', () => {
    expect(parse('Rome for 3 days from June 3 for 4 people').request?.budget).toBeUndefined();
    expect(parse('Rome from June 3 to June 9 with children under 10, budget $2,800').request?.budget).toEqual({
      amount: 280000,
      currency: 'USD',
    });
  });
});
