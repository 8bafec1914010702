import { bigint, boolean, date, integer, json, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CityRef, Cover, ItineraryNotes } from '../../../core/api/trips';
import type { Plan } from '../../../core/planner/types';
import type { TripRequest } from '../../../core/trip-request/schema';
import { users } from '../users/users.table';

/** See migrations/0300_itineraries.sql. Timestamps are written from JS (ms precision) so cursors round-trip. */
export const itineraries = pgTable('itineraries', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  version: integer('version').notNull().default(1),
  request: json('request').$type<TripRequest>().notNull(),
  plan: json('plan').$type<Plan>().notNull(),
  notes: json('notes').$type<ItineraryNotes>().notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  cities: jsonb('cities').$type<CityRef[]>().notNull(),
  searchText: text('search_text').notNull(),
  travellers: integer('travellers').notNull(),
  currency: text('currency').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  budget: bigint('budget', { mode: 'number' }),
  feasible: boolean('feasible').notNull(),
  cover: jsonb('cover').$type<Cover>().notNull(),
  publicId: text('public_id').unique('itineraries_public_id_key'),
  sharedAt: timestamp('shared_at', { withTimezone: true }),
  /** A trip the assistant planned, not yet kept (migrations/0430_itinerary_drafts.sql, decision 013). */
  draft: boolean('draft').notNull().default(false),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ItineraryRow = typeof itineraries.$inferSelect;
export type NewItineraryRow = typeof itineraries.$inferInsert;
