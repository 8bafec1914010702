import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { bearer, generateItinerary } from './testing/trips-fixtures';

/**
 * Issue 15: conditional writes are decided by the database, not by an earlier read. A PATCH and a DELETE sent
 * together with the same If-Match: exactly one wins. Parallel shares: one link, and it works. On PGlite by
 * default; on PostgreSQL (real concurrency, a pool of connections) when DATABASE_URL is set.
 */
let t: TestApp;
let owner: Principal;
let baseId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  owner = await buildPrincipal(t.app);
  baseId = (await generateItinerary(t.app, owner, {}, 'Race base')).id;
});
afterAll(async () => t.close());

async function copy(): Promise<{ id: string; etag: string }> {
  const res = await t.app.inject({ method: 'POST', url: `/api/itineraries/${baseId}/duplicate`, headers: bearer(owner), payload: {} });
  return { id: res.json().data.id, etag: String(res.headers.etag) };
}

describe('atomic conditional writes', () => {
  it('30 of 30 concurrent PATCH + DELETE pairs with one If-Match give exactly one success', async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < 30; trial++) {
      const { id, etag } = await copy();
      const headers = { ...bearer(owner), 'if-match': etag };
      const [patch, del] = await Promise.all([
        t.app.inject({
          method: 'PATCH',
          url: `/api/itineraries/${id}`,
          headers,
          payload: { ops: [{ op: 'rename', title: `Trial ${trial}` }] },
        }),
        t.app.inject({ method: 'DELETE', url: `/api/itineraries/${id}`, headers }),
      ]);
      const wins = [patch, del].filter((r) => r.statusCode === 200).length;
      const losers = [patch, del].filter((r) => r.statusCode !== 200).map((r) => r.statusCode);
      outcomes.push(`${patch.statusCode}/${del.statusCode}`);
      expect(wins, `trial ${trial}: PATCH ${patch.statusCode}, DELETE ${del.statusCode}`).toBe(1);
      expect([412, 404]).toContain(losers[0]);
      const after = await t.app.inject({ method: 'GET', url: `/api/itineraries/${id}`, headers: bearer(owner) });
      // The winner's effect is what stands: deleted (404), or renamed and live.
      if (del.statusCode === 200) expect(after.statusCode).toBe(404);
      else expect(after.json().data.title).toBe(`Trial ${trial}`);
    }
    expect(outcomes).toHaveLength(30);
  });

  it('20 parallel shares return one link, and that link works', async () => {
    const { id } = await copy();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: `/api/itineraries/${id}/share`, headers: bearer(owner) })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const links = new Set(results.map((r) => r.json().data.publicId as string));
    expect(links.size).toBe(1);
    const shared = await t.app.inject({ method: 'GET', url: `/api/shared/${[...links][0]}` });
    expect(shared.statusCode).toBe(200);
  });

  it('a DELETE with a stale If-Match is refused with 412 and deletes nothing', async () => {
    const { id, etag } = await copy();
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${id}`,
      headers: { ...bearer(owner), 'if-match': etag },
      payload: { ops: [{ op: 'rename', title: 'Moved on' }] },
    });
    expect(renamed.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'DELETE', url: `/api/itineraries/${id}`, headers: { ...bearer(owner), 'if-match': etag } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.code).toBe('PRECONDITION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: `/api/itineraries/${id}`, headers: bearer(owner) })).statusCode).toBe(200);
  });
});
