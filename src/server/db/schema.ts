/** Every drizzle table, gathered for the typed `db`. Each module owns its `*.table.ts`. */
export * from '../modules/client-errors/client-errors.table';
export * from '../modules/contact/contact.table';
export * from '../modules/auth/auth.tables';
export * from '../modules/places/imported-places.table';
export * from '../modules/trips/trips.table';
export * from '../modules/admin/access/access.tables';
export * from '../modules/admin/audit/audit.table';
export * from '../modules/assistant/assistant.table';
export * from '../modules/billing/billing.tables';
