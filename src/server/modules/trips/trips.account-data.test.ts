import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPrincipal } from '../auth/testing/principals';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateItinerary } from './testing/trips-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('trips in the account data', () => {
  it('"export my data" includes my trips and nobody else\'s', async () => {
    const me = await buildPrincipal(t.app, { name: 'Export Trips', email: 'export-trips@example.com' });
    const other = await buildPrincipal(t.app, { name: 'Someone Else', email: 'someone-else@example.com' });
    const mine = await generateItinerary(t.app, me, {}, 'My exported trip');
    await generateItinerary(t.app, other, {}, 'Not mine');
    const res = await me.browser.request('GET', '/api/settings/export');
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(res.body);
    const exported = (data.data ?? data).itineraries as Array<{ id: string; title: string; plan: unknown }>;
    expect(exported.map((i) => i.title)).toEqual(['My exported trip']);
    expect(exported[0]).toMatchObject({ id: mine.id, shared: false });
    expect(exported[0]!.plan).toBeTruthy();
  });
});
