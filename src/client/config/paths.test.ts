import { describe, expect, it } from 'vitest';
import { REDIRECTS, ROUTES, type RouteKey } from '../../core/routes';
import { paths } from './paths';

describe('paths (derived from src/core/routes.ts)', () => {
  it('has one entry per screen and redirect, with the route table’s own path', () => {
    for (const key of Object.keys(ROUTES) as RouteKey[]) {
      if (key !== 'notFound') expect(paths[key].path).toBe(ROUTES[key].path);
    }
    for (const [key, r] of Object.entries(REDIRECTS)) expect(paths[key as keyof typeof REDIRECTS].path).toBe(r.path);
  });
  it('builds hrefs with parameters and the sign-in return path', () => {
    expect(paths.shared.getHref('pub 1')).toBe('/shared/pub%201');
    expect(paths.dashboard.getHref()).toBe('/dashboard');
    expect(paths.signIn.getHref('/generate')).toBe('/api/auth/google?returnTo=%2Fgenerate');
  });
});
