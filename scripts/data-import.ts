#!/usr/bin/env -S npx tsx
// `npm run data:import -- <file> --destination <id> [--dry-run] [--format geojson|overpass|csv] [--source NAME]`
// Adds or updates a destination's places from OpenStreetMap GeoJSON, Overpass JSON or CSV
// (columns: data/IMPORTING.md). Writes to the configured database (DATABASE_URL or PGLITE_DIR);
// stop a running PGlite server first, since PGlite allows one process at a time.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config/config';
import { createDatabase } from '../src/server/db/create-db';
import { migrate } from '../src/server/db/migrate';
import { newKnowledgeBase } from '../src/server/modules/places/knowledge-base';
import { formatReport, importPlaces } from '../src/server/modules/places/import/import.service';
import type { ImportFormat } from '../src/server/modules/places/import/parse';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    destination: { type: 'string', short: 'd' },
    'dry-run': { type: 'boolean' },
    format: { type: 'string' },
    source: { type: 'string' },
  },
});
const file = positionals[0];
if (!file || !values.destination) {
  console.error('Usage: npm run data:import -- <file> --destination <id> [--dry-run] [--format geojson|overpass|csv] [--source NAME]');
  process.exit(2);
}
if (values.format && !['geojson', 'overpass', 'csv'].includes(values.format)) {
  console.error(`--format must be geojson, overpass or csv (got ${values.format})`);
  process.exit(2);
}

const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  await migrate(database);
  const kb = newKnowledgeBase();
  await kb.reloadImported(database.db);
  const report = await importPlaces(database.db, kb, {
    file,
    text: readFileSync(file, 'utf8'),
    destinationId: values.destination,
    dryRun: values['dry-run'] ?? false,
    ...(values.format ? { format: values.format as ImportFormat } : {}),
    ...(values.source ? { source: values.source } : {}),
  });
  console.log(formatReport(report));
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
