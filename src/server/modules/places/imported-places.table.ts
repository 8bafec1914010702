import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Place } from '../../../core/places/schema';

export const importedPlaces = pgTable('imported_places', {
  id: text('id').primaryKey(),
  destinationId: text('destination_id').notNull(),
  source: text('source').notNull(),
  data: jsonb('data').$type<Place>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ImportedPlaceRow = typeof importedPlaces.$inferSelect;
