import { describe, expect, it } from 'vitest';
import { formatPrice, PLANS, subscribeHref } from './plans';

describe('pricing plans', () => {
  it('shows whole currency from integer minor units, keeping a fraction only when there is one', () => {
    expect(formatPrice(700, 'EUR')).toBe('€7');
    expect(formatPrice(15_000, 'EUR')).toBe('€150');
    expect(formatPrice(650, 'EUR')).toBe('€6.50');
    expect(formatPrice(1_200, 'JPY')).toBe('¥1,200');
  });

  it('stores every price as an integer, and a yearly price is ten monthly ones', () => {
    for (const plan of PLANS) {
      expect(Number.isInteger(plan.monthlyMinor) && Number.isInteger(plan.yearlyMinor)).toBe(true);
      expect(plan.yearlyMinor).toBe(plan.monthlyMinor * 10);
    }
    expect(new Set(PLANS.map((p) => p.id)).size).toBe(PLANS.length);
  });

  it('links each plan to /subscribe with its id and billing period', () => {
    expect(subscribeHref('pro', 'yearly')).toBe('/subscribe?plan=pro&billing=yearly');
  });
});
