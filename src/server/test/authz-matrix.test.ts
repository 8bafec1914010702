import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Principal } from '../modules/auth/testing/principals';
import { bearer } from '../modules/trips/testing/trips-fixtures';
import { buildWorld, etagOf, freshPathValues } from './api-world';
import { fillPath, isErrorEnvelope, label, loadOperations, nextIp, sampleOf, type Operation } from './openapi-operations';
import { createTestApp } from './test-app';

/**
 * Issue 15: every operation of /api/openapi.json that takes a resource id, tried as its owner (session and token),
 * another user, anonymous, and with the share link in place of the id. Secured operations without an id still
 * refuse anonymous callers. Operations come from the document, so later endpoints are covered automatically.
 */
const t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
const world = await buildWorld(t.app);
const operations = await loadOperations(t.app);
afterAll(async () => t.close());

const KNOWN_PARAMS = new Set(['id', 'day', 'itemId', 'publicId', 'format', 'code', 'geonameId']);
const withId = operations.filter((op) => op.parameters.some((p) => p.in === 'path'));
type Caller = 'ownerSession' | 'ownerToken' | 'other' | 'anonymous';

async function call(op: Operation, caller: Caller, values?: Record<string, string>): Promise<LightMyRequestResponse> {
  const principal: Principal = caller === 'other' ? world.other : world.owner;
  const v = values ?? (await freshPathValues(t.app, world, op));
  const url = fillPath(op, v);
  const needsEtag = op.parameters.some((p) => p.in === 'header' && p.name === 'if-match');
  const etag = needsEtag ? await etagOf(t.app, world.owner, v.id!) : undefined;
  const headers: Record<string, string> = { ...(etag ? { 'if-match': etag } : {}) };
  const payload = op.body ? JSON.stringify(sampleOf(op.body)) : undefined;
  if (payload) headers['content-type'] = 'application/json';
  if (caller === 'ownerSession' || caller === 'other')
    return principal.browser.request(op.method, url, { headers, ...(payload ? { json: JSON.parse(payload) } : {}) });
  if (caller === 'ownerToken') Object.assign(headers, bearer(principal));
  return t.app.inject({ method: op.method as 'GET', url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
}

const expectEnvelope = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (res.statusCode >= 400) expect(isErrorEnvelope(res.body), res.body.slice(0, 300)).toBe(true);
};

describe('authorization matrix over every operation that takes a resource id', () => {
  it('finds them in the OpenAPI document', () => expect(withId.length).toBeGreaterThan(15));

  for (const op of withId) {
    // A team member id needs a paid Team subscription first: billing/team.test.ts covers the owner's removal and a
    // member's refused removal of another; here it gets the unknown-resource rows (4xx envelope, no 5xx, anonymous).
    const known =
      !op.path.startsWith('/api/billing/team/members/') &&
      op.parameters.filter((p) => p.in === 'path').every((p) => KNOWN_PARAMS.has(p.name));
    it(`${label(op)}: owner, other user, anonymous, token, share link`, async () => {
      const session = await call(op, 'ownerSession');
      expectEnvelope(session);
      if (known)
        expect([401, 403, 404], `owner session got ${session.statusCode}: ${session.body.slice(0, 200)}`).not.toContain(session.statusCode);

      const token = await call(op, 'ownerToken');
      expectEnvelope(token);
      // A personal access token can do what the session can, except account-level actions (session only).
      if (token.statusCode === 403) expect(token.json().error.details).toEqual({ reason: 'session_required' });
      else if (known) expect(Math.floor(token.statusCode / 100)).toBe(Math.floor(session.statusCode / 100));

      const anonymous = await call(op, 'anonymous');
      expectEnvelope(anonymous);
      if (op.secured) expect(anonymous.json().error.code).toBe('UNAUTHORIZED');

      if (op.secured) {
        const other = await call(op, 'other');
        expectEnvelope(other);
        expect([403, 404], `another user got ${other.statusCode}`).toContain(other.statusCode);
        expect(other.body).not.toContain(world.itineraryId);
      }

      if (op.path.startsWith('/api/itineraries/{id}')) {
        // The share link's id is not an itinerary id: it opens the read-only view and nothing else.
        const values = await freshPathValues(t.app, world, op);
        const viaShare = await call(op, 'ownerToken', { ...values, id: world.publicId });
        expectEnvelope(viaShare);
        expect([400, 404, 412, 428]).toContain(viaShare.statusCode);
      }
      if (op.path.startsWith('/api/shared/{publicId}')) {
        const wrong = await call(op, 'anonymous', { publicId: world.itineraryId, format: 'ics' });
        expect(wrong.statusCode).toBe(404);
      }
    }, 120_000);
  }

  for (const op of operations.filter((o) => o.secured && !withId.includes(o))) {
    it(`${label(op)}: anonymous is refused`, async () => {
      const res = await call(op, 'anonymous', {});
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    });
  }
});
