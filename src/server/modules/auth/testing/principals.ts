import type { FastifyInstance } from 'fastify';
import type { TestBrowser } from './browser';
import { signIn } from './sign-in';

export interface Principal {
  browser: TestBrowser;
  userId: string;
  sessionId: string;
  token: string;
  tokenId: string;
}

let counter = 0;

/** A signed-in person with a browser session and one personal access token (buildX-style factory). */
export async function buildPrincipal(app: FastifyInstance, overrides: { name?: string; email?: string } = {}): Promise<Principal> {
  counter += 1;
  const person = {
    name: overrides.name ?? `Person ${counter} Test`,
    email: overrides.email ?? `person${counter}.${Date.now()}@example.com`,
  };
  const { browser } = await signIn(app, person);
  const me = (await browser.request('GET', '/api/auth/user')).json().data;
  const sessions = (await browser.request('GET', '/api/auth/sessions')).json().data;
  const created = await browser.request('POST', '/api/auth/tokens', { json: { name: 'test token', expiresInDays: 30 } });
  if (created.statusCode !== 201) throw new Error(`token not created: ${created.body}`);
  return { browser, userId: me.id, sessionId: sessions[0].id, token: created.json().data.token, tokenId: created.json().data.id };
}
