import { inferTrip } from '../../../core/assistant/infer-trip';
import { listOwned } from '../trips/trips.repository';
import type { TripsContext } from '../trips/trips.service';
import * as repo from './assistant.repository';

/** The most recent trips looked at: enough for anyone's current plans, bounded for a message's cost. */
const CANDIDATES = 50;

/**
 * A conversation with no trip chosen whose message is plainly about one of the user's current (not archived)
 * trips — "day 2 of my London trip" — is attached to it, so the answer can propose edits at once instead of asking
 * the user to pick it. Only the user's own trips are read; null when the message leaves any doubt (core/inferTrip).
 */
export async function attachInferredTrip(trips: TripsContext, userId: string, conversationId: string, text: string, now: Date) {
  const rows = await listOwned(
    trips.db,
    { ownerId: userId, archived: 'false', today: now.toISOString().slice(0, 10) },
    'updatedAt',
    'desc',
    CANDIDATES,
    null,
  );
  const candidates = rows.slice(0, CANDIDATES).map((r) => ({ id: r.id, title: r.title, cityNames: r.cities.map((c) => c.name) }));
  const id = inferTrip(text, candidates);
  if (!id) return null;
  await repo.updateOwned(trips.db, userId, conversationId, { itineraryId: id });
  return { id, title: rows.find((r) => r.id === id)!.title };
}
