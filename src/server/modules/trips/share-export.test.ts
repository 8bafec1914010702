import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItineraryDetail } from '../../../core/api/trips';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { subscribe } from '../billing/testing/billing-fixtures';
import { parseXml } from './testing/parse-xml';
import { bearer, generateItinerary } from './testing/trips-fixtures';

let t: TestApp;
let owner: Principal;
let trip: ItineraryDetail;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildPrincipal(t.app);
  const generated = await generateItinerary(t.app, owner, {}, 'Lisbon & friends');
  const item = generated.plan.days[0]!.items.find((i) => i.kind === 'visit')!;
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/itineraries/${generated.id}`,
    headers: { ...bearer(owner), 'if-match': generated.etag },
    payload: {
      ops: [
        { op: 'setItemNote', itemId: item.id, text: 'PRIVATE: door code 1234', visibility: 'private' },
        { op: 'setDayNote', day: 1, text: 'Meet at the hotel at 9', visibility: 'shared' },
        { op: 'setDayNote', day: 2, text: 'PRIVATE: call the bank', visibility: 'private' },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  trip = res.json().data;
});
afterAll(async () => t.close());

const anon = (url: string) => t.app.inject({ method: 'GET', url });

describe('share links', () => {
  it('shows the same itinerary read-only to anyone, without private notes or owner data, until revoked', async () => {
    const share = await t.app.inject({ method: 'POST', url: `/api/itineraries/${trip.id}/share`, headers: bearer(owner) });
    const { publicId, url } = share.json().data;
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`${t.app.deps.config.publicUrl}/shared/${publicId}`);
    const again = await t.app.inject({ method: 'POST', url: `/api/itineraries/${trip.id}/share`, headers: bearer(owner) });
    expect(again.json().data.publicId).toBe(publicId);
    const view = await anon(`/api/shared/${publicId}`);
    expect(view.statusCode).toBe(200);
    const data = view.json().data;
    expect(data).toMatchObject({ publicId, readOnly: true, title: 'Lisbon & friends', exportFormats: ['ics', 'gpx'] });
    expect(data.plan.days).toHaveLength(trip.plan.days.length);
    expect(data.notes).toEqual({ items: {}, days: { 1: expect.objectContaining({ text: 'Meet at the hotel at 9' }) } });
    for (const key of ['share', 'etag', 'version', 'archived', 'ownerId']) expect(data).not.toHaveProperty(key);
    expect(view.body).not.toContain('PRIVATE');
    const ics = await anon(`/api/shared/${publicId}/export.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).not.toContain('PRIVATE');
    expect(ics.body).toContain(`URL:${url}`);

    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/itineraries/${trip.id}/share`, headers: bearer(owner) });
    expect(revoke.json().data).toEqual({ shared: false });
    expect((await anon(`/api/shared/${publicId}`)).statusCode).toBe(404);
    expect((await anon(`/api/shared/${publicId}/export.gpx`)).statusCode).toBe(404);
    const fresh = await t.app.inject({ method: 'POST', url: `/api/itineraries/${trip.id}/share`, headers: bearer(owner) });
    expect(fresh.json().data.publicId).not.toBe(publicId);
  });

  it('stops working when the trip is deleted', async () => {
    const copy = (await t.app.inject({ method: 'POST', url: `/api/itineraries/${trip.id}/duplicate`, headers: bearer(owner) })).json().data;
    const { publicId } = (await t.app.inject({ method: 'POST', url: `/api/itineraries/${copy.id}/share`, headers: bearer(owner) })).json()
      .data;
    expect((await anon(`/api/shared/${publicId}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/itineraries/${copy.id}`, headers: bearer(owner) });
    expect((await anon(`/api/shared/${publicId}`)).statusCode).toBe(404);
  });

  it('is not carried to a copy: a copy of a shared, archived trip is neither, with the same plan', async () => {
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: bearer(owner) });
    const original = (await post(`/api/itineraries/${trip.id}/duplicate`)).json().data;
    expect((await post(`/api/itineraries/${original.id}/share`)).statusCode).toBe(200);
    expect((await post(`/api/itineraries/${original.id}/archive`)).statusCode).toBe(200);
    const copy = (await post(`/api/itineraries/${original.id}/duplicate`)).json().data;
    expect(copy).toMatchObject({ share: null, archived: false, version: 1 });
    expect(copy.plan).toEqual(original.plan);
    expect(copy.request).toEqual(original.request);
  });
});

describe('exports', () => {
  const get = (format: string) =>
    t.app.inject({ method: 'GET', url: `/api/itineraries/${trip.id}/export.${format}`, headers: bearer(owner) });

  it('serves a calendar with a VTIMEZONE and TZID-qualified events for every visit and meal', async () => {
    const res = await get('ics');
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Lisbon-friends.ics"');
    const lines = res.body
      .split('\r\n')
      .reduce<string[]>((acc, l) => (l.startsWith(' ') ? [...acc.slice(0, -1), acc[acc.length - 1] + l.slice(1)] : [...acc, l]), []);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('TZID:Europe/Lisbon');
    const starts = lines.filter((l) => l.startsWith('DTSTART;TZID=Europe/Lisbon:'));
    const placeItems = trip.plan.days.flatMap((d) => d.items.filter((i) => i.kind !== 'transfer'));
    expect(starts).toHaveLength(placeItems.length);
    const first = placeItems[0]!;
    expect(starts[0]).toBe(
      `DTSTART;TZID=Europe/Lisbon:20300506T${String(Math.floor(first.startMinute / 60)).padStart(2, '0')}` +
        `${String(first.startMinute % 60).padStart(2, '0')}00`,
    );
    // The owner's own export keeps their private notes.
    expect(res.body.replace(/\r\n /g, '')).toContain('PRIVATE: door code 1234');
  });

  it('refuses KML and GeoJSON on the Free plan with 402 naming the limit, and serves them once the owner pays', async () => {
    const refused = await get('kml');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message:
        'KML (Google Earth) export is not included in the Free plan (it has Calendar (.ics), GPX route). ' +
        'Upgrade to Explorer on the pricing page to get it.',
      details: { planId: 'free', upgradeTo: 'explorer', format: 'kml' },
    });
    const { publicId } = (await t.app.inject({ method: 'POST', url: `/api/itineraries/${trip.id}/share`, headers: bearer(owner) })).json()
      .data;
    expect((await anon(`/api/shared/${publicId}/export.geojson`)).statusCode).toBe(402);
    expect((await subscribe(owner.browser, 'explorer')).paid.statusCode).toBe(200);
    expect((await anon(`/api/shared/${publicId}`)).json().data.exportFormats).toEqual(['ics', 'gpx', 'kml', 'geojson']);
    expect((await anon(`/api/shared/${publicId}/export.geojson`)).statusCode).toBe(200);
    for (const [format, type, root] of [
      ['gpx', 'application/gpx+xml', 'gpx'],
      ['kml', 'application/vnd.google-earth.kml+xml', 'kml'],
    ] as const) {
      const res = await get(format);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      const doc = parseXml(res.body);
      expect(doc.documentElement.localName).toBe(root);
      expect(res.body).toContain('Lisbon &amp; friends');
    }
    const geo = await get('geojson');
    expect(geo.headers['content-type']).toContain('application/geo+json');
    const fc = JSON.parse(geo.body);
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features.filter((f: { geometry: { type: string } }) => f.geometry.type === 'LineString')).toHaveLength(trip.plan.days.length);
    expect((await get('pdf')).statusCode).toBe(400);
  });
});
