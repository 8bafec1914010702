import { asc, eq } from 'drizzle-orm';
import { registerAccountData } from '../settings/account-data';
import { itineraries } from './trips.table';

// "Export my data" includes every trip a person owns (archived and recently deleted ones too). Rows
// reference users(id) ON DELETE CASCADE, so account deletion erases them with the user.
registerAccountData({
  name: 'itineraries',
  export: async (db, userId) =>
    (await db.select().from(itineraries).where(eq(itineraries.ownerId, userId)).orderBy(asc(itineraries.createdAt))).map((row) => ({
      id: row.id,
      title: row.title,
      version: row.version,
      request: row.request,
      plan: row.plan,
      notes: row.notes,
      startDate: row.startDate,
      endDate: row.endDate,
      shared: row.publicId !== null,
      archivedAt: row.archivedAt,
      deletedAt: row.deletedAt,
      createdAt: row.createdAt,
    })),
});
