import { sql } from 'drizzle-orm';
import type { Place } from '../../../../core/places/schema';
import type { Db } from '../../../db/create-db';
import { importedPlaces } from '../imported-places.table';

/** Writes every accepted place of one import in one transaction: all of them or none. */
export async function upsertImportedPlaces(db: Db, destinationId: string, source: string, places: readonly Place[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const place of places) {
      await tx
        .insert(importedPlaces)
        .values({ id: place.id, destinationId, source, data: place })
        .onConflictDoUpdate({ target: importedPlaces.id, set: { data: place, source, updatedAt: sql`now()` } });
    }
  });
}
