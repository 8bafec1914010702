import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeReturnTo } from './auth';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnTo('/settings?tab=tokens#new')).toBe('/settings?tab=tokens#new');
    expect(safeReturnTo('/itinerary/abc')).toBe('/itinerary/abc');
  });

  it.each([
    '//evil.example',
    'https://evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/api/auth/logout',
    '/login',
    '/oidc/auth',
    '/x\u0000y',
    '',
    undefined,
    42,
  ])('refuses %s', (value) => expect(safeReturnTo(value)).toBe('/dashboard'));

  it('never returns anything a browser would treat as another origin', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeReturnTo(s);
        expect(new URL(out, 'https://wayfarer.example').origin).toBe('https://wayfarer.example');
      }),
    );
  });
});
