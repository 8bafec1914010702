import { hrefOf, REDIRECTS, ROUTES, SIGN_IN_PATH, type PathArgs, type RouteKey } from '../../core/routes';

/**
 * Links to every screen (STYLE: bulletproof-react `config/paths.ts`), derived from the one route table in
 * src/core/routes.ts: `paths.itinerary.getHref(id)`. No path is written here a second time.
 */
type PathEntry<P extends string> = { path: P; getHref: (...values: PathArgs<P>) => string };
type ScreenPaths = { [K in Exclude<RouteKey, 'notFound'>]: PathEntry<(typeof ROUTES)[K]['path']> };
type RedirectPaths = { [K in keyof typeof REDIRECTS]: PathEntry<(typeof REDIRECTS)[K]['path']> };

const entry = <P extends string>(path: P): PathEntry<P> => ({ path, getHref: (...values) => hrefOf(path, ...values) });

const screens = Object.fromEntries(
  (Object.keys(ROUTES) as RouteKey[]).filter((key) => key !== 'notFound').map((key) => [key, entry(ROUTES[key].path)]),
) as ScreenPaths;
const redirects = Object.fromEntries(Object.entries(REDIRECTS).map(([key, r]) => [key, entry(r.path)])) as RedirectPaths;

export const paths = {
  ...screens,
  ...redirects,
  /** After a logout the page says so and waits for the person (docs/decisions: logged-out page). */
  login: {
    path: REDIRECTS.login.path,
    getHref: (opts: { loggedOut?: boolean } = {}) => (opts.loggedOut ? `${REDIRECTS.login.path}?loggedOut=1` : REDIRECTS.login.path),
  },
  /** Server route that starts sign-in; `returnTo` brings the user back where they were going. */
  signIn: {
    path: SIGN_IN_PATH,
    getHref: (returnTo?: string, opts: { selectAccount?: boolean } = {}) => {
      const query = new URLSearchParams({ ...(returnTo ? { returnTo } : {}), ...(opts.selectAccount ? { prompt: 'select_account' } : {}) });
      return query.size ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
    },
  },
};
