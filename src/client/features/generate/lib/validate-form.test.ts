import { describe, expect, it } from 'vitest';
import { GenerateBodySchema } from '../../../../core/api/trips';
import { TripRequestSchema } from '../../../../core/trip-request/schema';
import { emptyFormValues, fromTripRequest, toTripRequest, type FormValues } from './form-values';
import { validateForm } from './validate-form';

const lisbon = (overrides: Partial<FormValues> = {}): FormValues => ({
  ...emptyFormValues('EUR'),
  destinations: [{ destinationId: 'lisbon', name: 'Lisbon', country: 'PT', days: '' }],
  startDate: '2026-12-10',
  endDate: '2026-12-12',
  ...overrides,
});

describe('validateForm (GenerateBodySchema, the server’s schema)', () => {
  it('turns a complete form into a body the server schema accepts', () => {
    const result = validateForm(lisbon({ budgetAmount: '1500.50', interests: ['art'], childAges: ['7'], title: ' Lisbon ' }), '2026-11-22');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = GenerateBodySchema.parse(result.body);
    expect(body.request).toMatchObject({
      destinations: [{ kind: 'city', cityId: 'lisbon' }],
      startDate: '2026-12-10',
      days: 3,
      budget: { amount: 150050, currency: 'EUR' },
      travellers: { adults: 2, childAges: [7], pets: 0 },
      interests: [{ tag: 'art', weight: 1 }],
    });
    expect(body.title).toBe('Lisbon');
    expect(body.today).toBe('2026-11-22');
  });

  it('flags every empty essential at once', () => {
    const result = validateForm(emptyFormValues());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['destinations', 'endDate', 'startDate']);
  });

  it('maps nested issues onto the fields a person can fix', () => {
    const result = validateForm(lisbon({ endDate: '2026-12-01', adults: '0', childAges: ['5', '19'], budgetAmount: 'lots', modes: [] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      endDate: expect.stringContaining('on or after'),
      adults: expect.any(String),
      'childAges.1': expect.any(String),
      budgetAmount: expect.any(String),
      modes: expect.any(String),
    });
    expect(result.errors['childAges.0']).toBeUndefined();
  });

  it('rejects trips over 60 days like the server does', () => {
    const result = validateForm(lisbon({ endDate: '2027-03-01' }));
    expect(result.ok).toBe(false);
  });
});

describe('fromTripRequest / toTripRequest', () => {
  it('round-trips a parsed request and keeps the fields the form does not show', () => {
    const request = TripRequestSchema.parse({
      origin: 'porto',
      destinations: [{ kind: 'city', cityId: 'lisbon', days: 3, windows: [{ fromDay: 1, toDay: 2 }] }],
      startDate: '2026-12-01',
      days: 3,
      travellers: { adults: 2, childAges: [4], pets: 1 },
      budget: { amount: 150000, currency: 'EUR' },
      interests: [
        { tag: 'food', weight: 1 },
        { tag: 'jazz', weight: 0.5 },
      ],
      food: { cuisines: ['portuguese'], diets: ['vegetarian'] },
      avoidTags: ['museum'],
      pace: { preset: 'relaxed', dayStart: '10:00' },
    });
    const values = fromTripRequest(request, { cities: [{ id: 'lisbon', name: 'Lisbon', country: 'PT' }] });
    expect(values).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      adults: '2',
      childAges: ['4'],
      pets: '1',
      budgetAmount: '1500',
      currency: 'EUR',
      interests: ['food'],
      pace: 'relaxed',
    });
    expect(values.destinations).toEqual([{ destinationId: 'lisbon', name: 'Lisbon', country: 'PT', days: '3' }]);

    const back = TripRequestSchema.parse(toTripRequest(values));
    expect(back.origin).toBe('porto');
    expect(back.food).toEqual({ cuisines: ['portuguese'], diets: ['vegetarian'] });
    expect(back.avoidTags).toEqual(['museum']);
    expect(back.pace).toMatchObject({ preset: 'relaxed', dayStart: '10:00' });
    expect(back.interests.map((i) => i.tag).sort()).toEqual(['food', 'jazz']);
    expect(back.destinations[0]).toMatchObject({ cityId: 'lisbon', days: 3, windows: [{ fromDay: 1, toDay: 2, presence: 'all' }] });
    expect(back.budget).toEqual({ amount: 150000, currency: 'EUR' });
  });

  it('keeps a fixed order and a region stop where the request had it, after the cities before it', () => {
    const request = TripRequestSchema.parse({
      destinations: [
        { kind: 'region', region: 'ID-BA', count: 1 },
        { kind: 'city', cityId: 'singapore' },
      ],
      orderFixed: true,
      startDate: '2027-03-15',
      days: 10,
    });
    const values = fromTripRequest(request, { cities: [{ id: 'singapore', name: 'Singapore', country: 'SG' }] });
    expect(values.orderFixed).toBe(true);
    const back = toTripRequest({
      ...values,
      destinations: [...values.destinations, { destinationId: 'kuala-lumpur', name: 'KL', country: 'MY', days: '' }],
    });
    expect(back.orderFixed).toBe(true);
    expect(back.destinations.map((d) => (d.kind === 'city' ? d.cityId : d.region))).toEqual(['ID-BA', 'singapore', 'kuala-lumpur']);
    // Unticked, or one stop left: the planner chooses the order.
    expect(toTripRequest({ ...values, orderFixed: false }).orderFixed).toBe(false);
    expect(toTripRequest(lisbon({ orderFixed: true })).orderFixed).toBe(false);
  });

  it('carries diets (those without a box too) and the allowance to come back to a place', () => {
    const request = TripRequestSchema.parse({
      destinations: [{ kind: 'city', cityId: 'lisbon' }],
      startDate: '2027-03-15',
      days: 4,
      food: { cuisines: ['portuguese'], diets: ['vegetarian', 'pescatarian'], repeatRestaurants: true },
    });
    const values = fromTripRequest(request);
    expect(values).toMatchObject({ diets: ['vegetarian'], repeatRestaurants: true });
    expect(toTripRequest({ ...values, diets: ['vegetarian', 'gluten-free'] }).food).toEqual({
      cuisines: ['portuguese'],
      diets: ['vegetarian', 'gluten-free', 'pescatarian'],
      repeatRestaurants: true,
    });
    expect(toTripRequest({ ...values, repeatRestaurants: false }).food).not.toHaveProperty('repeatRestaurants');
    expect(validateForm(lisbon({ diets: ['vegan'], repeatRestaurants: true })).ok).toBe(true);
  });

  it('uses minor units of the chosen currency (JPY has none)', () => {
    const r = toTripRequest(lisbon({ budgetAmount: '200000', currency: 'JPY' }));
    expect(r.budget).toEqual({ amount: 200000, currency: 'JPY' });
  });
});
