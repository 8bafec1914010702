import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../core/api/list-query';
import { buildPrincipal, type Principal } from '../modules/auth/testing/principals';
import { bearer, buildTripRequest } from '../modules/trips/testing/trips-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/** The inputs of issue 15 that gave 500 before, one by one; fuzz.test.ts covers the rest of the space. */
let t: TestApp;
let user: Principal;
beforeAll(async () => {
  t = await createTestApp();
  user = await buildPrincipal(t.app);
});
afterAll(async () => t.close());

const expectRefused = (res: { statusCode: number; json(): { error: { code: string } } }, status = 400, code = 'VALIDATION_FAILED') => {
  expect(res.statusCode).toBe(status);
  expect(res.json().error.code).toBe(code);
};

describe('the edge refuses what the database cannot store', () => {
  it('NUL and lone surrogates in stored strings, also without sign-in', async () => {
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'A\u0000', email: 'a@example.com', message: 'hello there, friend' },
      }),
    );
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/log-client-error', payload: { errorMessage: 'x\uDC00' } }));
    expectRefused(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/settings/profile',
        headers: bearer(user),
        payload: { firstName: 'Ada\u0000', lastName: '' },
      }),
    );
  });

  it('5,000-deep client-error extras', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-client-error',
      headers: { 'content-type': 'application/json' },
      payload: `{"errorMessage":"x","additionalContext":{"extras":${deep}}}`,
    });
    expectRefused(res);
  });

  it('ids by shape before any query: %00, and router errors in the envelope', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/itineraries/%00', headers: bearer(user) }));
    expectRefused(await t.app.inject({ method: 'DELETE', url: '/api/auth/tokens/a%00b', headers: bearer(user) }));
    expectRefused(
      await t.app.inject({ method: 'GET', url: `/api/itineraries/${'a'.repeat(300)}`, headers: bearer(user) }),
      414,
      'URI_TOO_LONG',
    );
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/itineraries/%E0%A4%A', headers: bearer(user) }), 400, 'BAD_REQUEST');
  });

  it('dates that do not exist', async () => {
    const gen = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries/generate',
      headers: bearer(user),
      payload: { request: buildTripRequest({ startDate: '2030-02-31' }) },
    });
    expectRefused(gen);
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/itineraries?status=upcoming&today=2024-99-99', headers: bearer(user) }));
    const cursor = encodeCursor({ v: 'not-a-date', id: 'itn_x' });
    expectRefused(await t.app.inject({ method: 'GET', url: `/api/itineraries?sortBy=startDate&cursor=${cursor}`, headers: bearer(user) }));
  });
});

describe('signed-in answers are not cached', () => {
  it.each(['/api/itineraries', '/api/settings', '/api/auth/tokens', '/api/auth/sessions', '/api/itineraries/quota'])('%s', async (url) => {
    const res = await user.browser.request('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('public reads keep their own policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
