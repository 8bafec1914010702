import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItineraryDetail } from '../../../core/api/trips';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { subscribe } from '../billing/testing/billing-fixtures';
import { setUserStatus } from '../users/users.service';
import { bearer, buildTripRequest, generateItinerary } from './testing/trips-fixtures';

/**
 * Every itinerary endpoint against every kind of caller. Ids always belong to `owner`; each call gets a fresh copy
 * of the owner's trip (with its current ETag) so destructive rows do not disturb the next caller.
 * Other users get 404 for the owner's ids (existence never leaks); anonymous and suspended callers get 401;
 * the share link is public and read-only.
 */
let t: TestApp;
let owner: Principal;
let other: Principal;
let suspended: Principal;
let base: ItineraryDetail;

beforeAll(async () => {
  // Hundreds of calls from one address: the global per-IP limit is not what this file tests.
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  [owner, other, suspended] = [await buildPrincipal(t.app), await buildPrincipal(t.app), await buildPrincipal(t.app)];
  // Every row shares a fresh copy (~115 live links): the owner pays for Pro (200 share links) through the sandbox.
  expect((await subscribe(owner.browser, 'pro')).paid.statusCode).toBe(200);
  base = await generateItinerary(t.app, owner);
  await setUserStatus(t.database.db, suspended.userId, 'suspended');
});
afterAll(async () => t.close());

type Caller = 'anonymous' | 'ownerSession' | 'ownerToken' | 'other' | 'suspended';
const CALLERS: Caller[] = ['anonymous', 'ownerSession', 'ownerToken', 'other', 'suspended'];
interface Target {
  it: ItineraryDetail;
  publicId: string;
}
interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (x: Target) => string;
  body?: (x: Target) => unknown;
  ifMatch?: boolean;
  prepare?: (x: Target) => Promise<void>;
  expect: Record<Caller, number>;
}

const owned = (okStatus = 200) => ({ anonymous: 401, ownerSession: okStatus, ownerToken: okStatus, other: 404, suspended: 401 });
const anyUser = (okStatus = 200) => ({ anonymous: 401, ownerSession: okStatus, ownerToken: okStatus, other: okStatus, suspended: 401 });
const everyone = { anonymous: 200, ownerSession: 200, ownerToken: 200, other: 200, suspended: 200 };
const firstVisit = (x: Target) => x.it.plan.days[1]!.items.find((i) => i.kind === 'visit')!.id;

const rows: Row[] = [
  { name: 'list', method: 'GET', url: () => '/api/itineraries', expect: anyUser() },
  { name: 'quota', method: 'GET', url: () => '/api/itineraries/quota', expect: anyUser() },
  {
    name: 'parse',
    method: 'POST',
    url: () => '/api/itineraries/parse',
    body: () => ({ text: '3 days in Lisbon in May' }),
    expect: anyUser(),
  },
  {
    name: 'generate',
    method: 'POST',
    url: () => '/api/itineraries/generate',
    body: () => ({ request: buildTripRequest({ days: 2 }) }),
    expect: anyUser(201),
  },
  { name: 'read', method: 'GET', url: (x) => `/api/itineraries/${x.it.id}`, expect: owned() },
  {
    name: 'patch',
    method: 'PATCH',
    url: (x) => `/api/itineraries/${x.it.id}`,
    ifMatch: true,
    body: () => ({ ops: [{ op: 'rename', title: 'Matrix' }] }),
    expect: owned(),
  },
  { name: 'delete', method: 'DELETE', url: (x) => `/api/itineraries/${x.it.id}`, expect: owned() },
  {
    name: 'restore',
    method: 'POST',
    url: (x) => `/api/itineraries/${x.it.id}/restore`,
    expect: owned(),
    prepare: async (x) =>
      void expect((await t.app.inject({ method: 'DELETE', url: `/api/itineraries/${x.it.id}`, headers: bearer(owner) })).statusCode).toBe(
        200,
      ),
  },
  { name: 'duplicate', method: 'POST', url: (x) => `/api/itineraries/${x.it.id}/duplicate`, expect: owned(201) },
  { name: 'archive', method: 'POST', url: (x) => `/api/itineraries/${x.it.id}/archive`, expect: owned() },
  { name: 'unarchive', method: 'POST', url: (x) => `/api/itineraries/${x.it.id}/unarchive`, expect: owned() },
  { name: 'replan', method: 'POST', url: (x) => `/api/itineraries/${x.it.id}/days/2/replan`, ifMatch: true, expect: owned() },
  { name: 'swap', method: 'POST', url: (x) => `/api/itineraries/${x.it.id}/items/${firstVisit(x)}/swap`, ifMatch: true, expect: owned() },
  { name: 'share', method: 'POST', url: (x) => `/api/itineraries/${x.it.id}/share`, expect: owned() },
  { name: 'unshare', method: 'DELETE', url: (x) => `/api/itineraries/${x.it.id}/share`, expect: owned() },
  ...(['ics', 'gpx', 'kml', 'geojson'] as const).map((f): Row => ({
    name: `export.${f}`,
    method: 'GET',
    url: (x) => `/api/itineraries/${x.it.id}/export.${f}`,
    expect: owned(),
  })),
  { name: 'shared view', method: 'GET', url: (x) => `/api/shared/${x.publicId}`, expect: everyone },
  { name: 'shared export', method: 'GET', url: (x) => `/api/shared/${x.publicId}/export.ics`, expect: everyone },
  // A share link grants no access to the owner's endpoints.
  {
    name: 'public id as itinerary id',
    method: 'GET',
    url: (x) => `/api/itineraries/${x.publicId}`,
    expect: { anonymous: 401, ownerSession: 404, ownerToken: 404, other: 404, suspended: 401 },
  },
];

async function target(): Promise<Target> {
  const copy = await t.app.inject({ method: 'POST', url: `/api/itineraries/${base.id}/duplicate`, headers: bearer(owner) });
  const it: ItineraryDetail = copy.json().data;
  const share = await t.app.inject({ method: 'POST', url: `/api/itineraries/${it.id}/share`, headers: bearer(owner) });
  return { it, publicId: share.json().data.publicId };
}

async function call(row: Row, caller: Caller, x: Target) {
  const headers: Record<string, string> = row.ifMatch ? { 'if-match': x.it.etag } : {};
  const json = row.body?.(x);
  const payload = json === undefined ? {} : { payload: json as object };
  if (caller === 'ownerSession') return owner.browser.request(row.method, row.url(x), { ...(json === undefined ? {} : { json }), headers });
  if (caller === 'anonymous') return t.app.inject({ method: row.method, url: row.url(x), headers, ...payload });
  const who = caller === 'ownerToken' ? owner : caller === 'other' ? other : suspended;
  return t.app.inject({ method: row.method, url: row.url(x), headers: { ...headers, ...bearer(who) }, ...payload });
}

describe('authorization matrix of the itinerary API', () => {
  for (const row of rows) {
    it(`${row.method} ${row.name}`, async () => {
      const got: Record<string, number> = {};
      for (const caller of CALLERS) {
        const x = await target();
        await row.prepare?.(x);
        const res = await call(row, caller, x);
        got[caller] = res.statusCode;
        // Whatever the status, the body is the envelope (files only on success).
        if (res.statusCode >= 400) expect(res.json().success).toBe(false);
      }
      expect(got).toEqual(row.expect);
    });
  }

  it('another user cannot tell an existing id from a missing one', async () => {
    const x = await target();
    const theirs = await t.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${x.it.id}`,
      headers: { ...bearer(other), 'if-match': x.it.etag },
      payload: { ops: [{ op: 'rename', title: 'pwned' }] },
    });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/itineraries/itn_does_not_exist',
      headers: { ...bearer(other), 'if-match': x.it.etag },
      payload: { ops: [{ op: 'rename', title: 'pwned' }] },
    });
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(missing.json().error.message);
    const still = await t.app.inject({ method: 'GET', url: `/api/itineraries/${x.it.id}`, headers: bearer(owner) });
    expect(still.json().data.title).toBe(x.it.title);
    // Even an invalid edit with the right ETag (the server holds that version in memory) says only 404.
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${x.it.id}`,
      headers: { ...bearer(other), 'if-match': x.it.etag },
      payload: { ops: [{ op: 'removeItem', itemId: 'nope' }] },
    });
    expect(invalid.statusCode).toBe(404);
  });
});
