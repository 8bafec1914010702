import type { FastifyInstance } from 'fastify';
import { buildPrincipal, type Principal } from '../modules/auth/testing/principals';
import { bearer, generateItinerary } from '../modules/trips/testing/trips-fixtures';
import type { Operation } from './openapi-operations';

/**
 * Real resources to put into path parameters, so generated requests reach the code behind validation. Known
 * parameter names get a real value of the owner's; an endpoint added later with a new parameter gets a well-formed
 * id that matches nothing (still covered for 4xx/5xx, anonymous and envelope; its owner rows then say "not found").
 */
export interface ApiWorld {
  owner: Principal;
  other: Principal;
  itineraryId: string;
  etag: string;
  itemId: string;
  publicId: string;
  placeId: string;
  geonameId: string;
}

export async function buildWorld(app: FastifyInstance): Promise<ApiWorld> {
  const owner = await buildPrincipal(app);
  const other = await buildPrincipal(app);
  const trip = await generateItinerary(app, owner, {}, 'World trip');
  const itemId = trip.plan.days.flatMap((d) => d.items).find((i) => i.kind === 'visit')!.id;
  const share = await app.inject({ method: 'POST', url: `/api/itineraries/${trip.id}/share`, headers: bearer(owner) });
  const places = await app.inject({ method: 'GET', url: '/api/destinations/lisbon/places?limit=1' });
  const city = await app.inject({ method: 'GET', url: '/api/destinations/lisbon' });
  // Loads the city index (135k cities, seconds on a busy machine) here, not inside the first test that needs it.
  await app.inject({ method: 'GET', url: '/api/cities/autocomplete?q=lis' });
  return {
    owner,
    other,
    itineraryId: trip.id,
    etag: trip.etag,
    itemId,
    publicId: share.json().data.publicId,
    placeId: places.json().data.items[0].id,
    geonameId: String(city.json().data.geonameId),
  };
}

/** A fresh resource of the owner for one destructive call, keyed by the collection the path names. */
export async function freshPathValues(
  app: FastifyInstance,
  world: ApiWorld,
  op: Operation,
  owner: Principal = world.owner,
): Promise<Record<string, string>> {
  const values = staticValues(world, op);
  if (op.path.startsWith('/api/itineraries/{id}')) {
    const copy = await app.inject({
      method: 'POST',
      url: `/api/itineraries/${world.itineraryId}/duplicate`,
      headers: bearer(owner),
      payload: {},
    });
    values.id = copy.json().data.id;
    if (op.path.endsWith('/restore')) await app.inject({ method: 'DELETE', url: `/api/itineraries/${values.id}`, headers: bearer(owner) });
  } else if (op.path.startsWith('/api/assistant/conversations/{id}')) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/assistant/conversations',
      headers: bearer(owner),
      payload: { itineraryId: world.itineraryId },
    });
    values.id = created.json().data.id;
  } else if (op.path.startsWith('/api/auth/tokens/{id}')) {
    const created = await owner.browser.request('POST', '/api/auth/tokens', { json: { name: 'matrix', expiresInDays: 1 } });
    values.id = created.json().data.id;
  } else if (op.path.startsWith('/api/auth/sessions/{id}')) {
    const email = (await owner.browser.request('GET', '/api/auth/user')).json().data.email as string;
    const second = await buildPrincipal(app, { email });
    values.id = second.sessionId;
  } else if (op.path.startsWith('/api/billing/checkout/{id}') || op.path.startsWith('/api/billing/sandbox/checkout/{id}')) {
    values.id = await openCheckout(app, owner);
  } else if (op.path.startsWith('/api/billing/invoices/{id}')) {
    const invoices = (await owner.browser.request('GET', '/api/billing/overview')).json().data.invoices as Array<{ id: string }>;
    if (!invoices.length) {
      const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Matrix' };
      await owner.browser.request('POST', `/api/billing/sandbox/checkout/${await openCheckout(app, owner)}/pay`, { json: card });
    }
    values.id = (await owner.browser.request('GET', '/api/billing/overview')).json().data.invoices[0].id;
  }
  return values;
}

/** An open checkout of the owner (inserted directly: an owner who already pays cannot start another one). */
async function openCheckout(app: FastifyInstance, owner: Principal): Promise<string> {
  const id = `chk_matrix_${Math.random().toString(36).slice(2)}`;
  const userId = (await owner.browser.request('GET', '/api/auth/user')).json().data.id as string;
  await app.deps.database.query(
    `INSERT INTO checkout_sessions (id, user_id, plan_id, billing, provider, currency, subtotal_minor, tax_minor, total_minor, expires_at)
     VALUES ($1, $2, 'explorer', 'monthly', 'sandbox', 'EUR', 700, 140, 840, now() + interval '1 hour')`,
    [id, userId],
  );
  return id;
}

/** Values for parameters whose resource is not consumed by the call. */
export function staticValues(world: ApiWorld, op: Operation): Record<string, string> {
  const id = op.path.startsWith('/api/destinations/') ? 'lisbon' : op.path.startsWith('/api/places/') ? world.placeId : world.itineraryId;
  return { id, day: '1', itemId: world.itemId, publicId: world.publicId, format: 'ics', code: 'PT', geonameId: world.geonameId };
}

/** The If-Match a write needs, for the itinerary in `values.id`. */
export async function etagOf(app: FastifyInstance, principal: Principal, id: string): Promise<string | undefined> {
  const res = await app.inject({ method: 'GET', url: `/api/itineraries/${id}`, headers: bearer(principal) });
  return res.statusCode === 200 ? String(res.headers.etag) : undefined;
}
