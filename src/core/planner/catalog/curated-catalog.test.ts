import { describe, expect, it } from 'vitest';
import { loadDestinations } from '../../../../data/load';
import { checkPlan } from '../../feasibility';
import { planTrip } from '../index';
import { createCuratedCatalog } from './curated-catalog';

const all = loadDestinations();
const euro = all.filter((d) => d.currency === 'EUR');

describe('createCuratedCatalog', () => {
  it('exposes places, typical lodging and estimated connections', () => {
    const catalog = createCuratedCatalog(euro, { currency: 'EUR', rates: { USD: 0.92 } });
    const paris = catalog.city('paris');
    expect(paris?.timeZone).toBe('Europe/Paris');
    expect(catalog.attractions('paris').length).toBeGreaterThan(10);
    expect(catalog.restaurants('paris').every((r) => r.costPerPerson > 0)).toBe(true);
    expect(catalog.lodgings('paris').map((l) => l.id)).toEqual(['paris-stay-budget', 'paris-stay-mid', 'paris-stay-upscale']);
    const legs = catalog.connections('paris', 'lyon', '2026-05-04');
    expect(legs.map((l) => l.mode)).toEqual(expect.arrayContaining(['flight', 'train']));
  });

  it('refuses to mix currencies without a rate', () => {
    expect(() => createCuratedCatalog(all, { currency: 'EUR' })).toThrow(/exchange rate/);
  });

  it('plans a feasible week in Paris and a multi-city trip', () => {
    const catalog = createCuratedCatalog(euro, { currency: 'EUR', rates: { USD: 0.92 } });
    const week = {
      destinations: [{ kind: 'city' as const, cityId: 'paris' }],
      returnToOrigin: false,
      startDate: '2026-05-04',
      days: 7,
      travellers: { adults: 2, childAges: [], pets: 0 },
    };
    const res = planTrip(week, catalog);
    expect(res.status).toBe('ok');
    if (res.status === 'ok') expect(checkPlan(week, res.plan, catalog).feasible).toBe(true);
    const tour = {
      ...week,
      destinations: ['paris', 'lyon', 'nice'].map((cityId) => ({ kind: 'city' as const, cityId })),
      days: 9,
      budget: { amount: 500000, currency: 'EUR' },
    };
    const multi = planTrip(tour, catalog);
    expect(multi.status).toBe('ok');
    if (multi.status === 'ok') expect(multi.plan.stays.map((s) => s.cityId).sort()).toEqual(['lyon', 'nice', 'paris']);
  });

  it('plans in a zero-decimal currency', () => {
    const tokyo = all.filter((d) => d.id === 'tokyo');
    const catalog = createCuratedCatalog(tokyo);
    const res = planTrip(
      {
        destinations: [{ kind: 'city', cityId: 'tokyo' }],
        returnToOrigin: false,
        startDate: '2026-10-05',
        days: 3,
        budget: { amount: 300000, currency: 'JPY' },
      },
      catalog,
    );
    expect(res.status).toBe('ok');
    if (res.status === 'ok') expect(res.plan.currency).toBe('JPY');
  });
});
