import type { FastifyInstance } from 'fastify';
import { TestBrowser } from './browser';

/** Where the flow stands once the built-in provider shows its sign-in page. */
export async function openSignInPage(browser: TestBrowser, returnTo = '/dashboard') {
  const start = await browser.request('GET', `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`);
  if (start.statusCode !== 302) throw new Error(`sign-in did not start: ${start.statusCode} ${start.body}`);
  const authorizeUrl = new URL(String(start.headers.location));
  const { res, path } = await browser.follow(start);
  if (res.statusCode !== 200 || !path.startsWith('/oidc/interaction/'))
    throw new Error(`no sign-in page: ${res.statusCode} ${path} ${res.body.slice(0, 300)}`);
  return { authorizeUrl, pagePath: path, page: res };
}

/** Submits the local sign-in form and follows until the provider redirects back to our callback. */
export async function submitSignIn(browser: TestBrowser, pagePath: string, person: { name: string; email: string }) {
  const posted = await browser.request('POST', `${pagePath}/login`, { form: person });
  if (posted.statusCode !== 303) throw new Error(`sign-in form refused: ${posted.statusCode} ${posted.body.slice(0, 300)}`);
  let res = posted;
  for (let i = 0; i < 10; i++) {
    const path = String(res.headers.location);
    const next = new URL(path, browser.origin);
    if (next.pathname === '/api/auth/callback') return { callbackUrl: next.pathname + next.search };
    res = await browser.request('GET', next.pathname + next.search);
    if (res.statusCode < 300 || res.statusCode >= 400)
      throw new Error(`provider stopped at ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  throw new Error('too many redirects');
}

/** The whole happy path; returns a browser holding the wf_session cookie. */
export async function signIn(app: FastifyInstance, person: { name: string; email: string }, returnTo = '/dashboard') {
  const browser = new TestBrowser(app);
  const { pagePath } = await openSignInPage(browser, returnTo);
  const { callbackUrl } = await submitSignIn(browser, pagePath, person);
  const done = await browser.request('GET', callbackUrl);
  if (done.statusCode !== 302) throw new Error(`callback refused: ${done.statusCode} ${done.body}`);
  return { browser, landedOn: String(done.headers.location) };
}
