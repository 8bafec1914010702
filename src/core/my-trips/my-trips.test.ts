import { describe, expect, it } from 'vitest';
import { formatCities, formatCost, formatDateRange } from './format';
import { DEFAULT_FILTERS, filtersFromSearchParams, searchParamsFromFilters } from './filters';

describe('format-trip', () => {
  it('formats date ranges compactly as calendar dates', () => {
    expect(formatDateRange('2026-04-12', '2026-04-14')).toBe('12–14 Apr 2026');
    expect(formatDateRange('2026-04-30', '2026-05-02')).toBe('30 Apr – 2 May 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(formatDateRange('2026-04-12', '2026-04-12')).toBe('12 Apr 2026');
  });

  it('names one city with its country, several as a list', () => {
    expect(formatCities([{ id: 'lisbon', name: 'Lisbon', country: 'PT', timeZone: 'Europe/Lisbon' }])).toBe('Lisbon, Portugal');
    expect(
      formatCities([
        { id: 'a', name: 'Paris', country: 'FR', timeZone: 'x' },
        { id: 'b', name: 'Lyon', country: 'FR', timeZone: 'x' },
        { id: 'c', name: 'Nice', country: 'FR', timeZone: 'x' },
      ]),
    ).toBe('Paris, Lyon and Nice');
  });

  it('shows cost against the budget in minor units', () => {
    expect(formatCost({ total: 75680, budget: 150000, currency: 'EUR' })).toBe('€756.80 of €1,500.00 budget');
    expect(formatCost({ total: 12000, budget: null, currency: 'JPY' })).toBe('¥12,000');
  });
});

describe('list filters in the URL', () => {
  it('round-trips and leaves defaults out of the URL', () => {
    expect(searchParamsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    const f = { search: 'lisbon', sortBy: 'startDate', sortOrder: 'asc', status: 'upcoming', archived: true } as const;
    const params = searchParamsFromFilters(f);
    expect(params.toString()).toBe('q=lisbon&sort=startDate%3Aasc&status=upcoming&archived=1');
    expect(filtersFromSearchParams(params)).toEqual(f);
  });

  it('ignores values it does not know', () => {
    expect(filtersFromSearchParams(new URLSearchParams('sort=drop&status=soon&archived=yes'))).toEqual(DEFAULT_FILTERS);
  });
});
