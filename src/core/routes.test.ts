import { describe, expect, it } from 'vitest';
import { hrefOf, matchRoute, REDIRECT_PATHS, ROUTES } from './routes';

describe('route table', () => {
  it('fills each parameter in order, URL-encoded', () => {
    expect(hrefOf('/itinerary/:id', 'a b/c')).toBe('/itinerary/a%20b%2Fc');
    expect(hrefOf('/x/:a/y/:b', '1', '2')).toBe('/x/1/y/2');
    expect(hrefOf('/pricing')).toBe('/pricing');
  });
  it('matches every screen by its own path and nothing else by a redirect path', () => {
    expect(matchRoute(hrefOf(ROUTES.itinerary.path, 'itn_1'))).toBe('itinerary');
    expect(matchRoute('/pricing/')).toBe('pricing');
    for (const path of REDIRECT_PATHS) expect(matchRoute(path)).toBe('notFound');
  });
});
