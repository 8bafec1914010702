import type { Db } from '../../../db/create-db';
import { AppError } from '../../../lib/app-error';
import type { KnowledgeBase } from '../knowledge-base';
import { upsertImportedPlaces } from './import.repository';
import { planImport, type ImportPlan } from './merge';
import { detectFormat, parseImport, type ImportFormat } from './parse';

export interface ImportOptions {
  file: string;
  text: string;
  destinationId: string;
  format?: ImportFormat;
  source?: string;
  dryRun?: boolean;
}
export interface ImportReport extends ImportPlan {
  destinationId: string;
  format: ImportFormat;
  dryRun: boolean;
  written: number;
}

/** Parses, validates and merges an import; unless dry-run, writes every accepted place in one transaction. */
export async function importPlaces(db: Db, kb: KnowledgeBase, opts: ImportOptions): Promise<ImportReport> {
  const destination = kb.destination(opts.destinationId);
  if (!destination) throw new AppError('NOT_FOUND', `Unknown destination "${opts.destinationId}" (see data/destinations)`);
  const format = opts.format ?? detectFormat(opts.file, opts.text);
  let parsed;
  try {
    parsed = parseImport(format, opts.text);
  } catch (err) {
    throw new AppError('VALIDATION_FAILED', `${opts.file} is not valid ${format}: ${(err as Error).message}`);
  }
  const existing = kb.places(destination.id).map((p) => p.place);
  const plan = planImport(destination, existing, parsed.candidates, parsed.skipped);
  const rows = [...plan.added, ...plan.merged.map((m) => m.place)];
  if (!opts.dryRun && rows.length) {
    const source = opts.source ?? `${format}:${opts.file.split('/').pop()}`;
    await upsertImportedPlaces(db, destination.id, source, rows);
    await kb.reloadImported(db);
  }
  return { ...plan, destinationId: destination.id, format, dryRun: !!opts.dryRun, written: opts.dryRun ? 0 : rows.length };
}

export function formatReport(r: ImportReport): string {
  const lines = [
    `${r.dryRun ? 'Dry run' : 'Import'} into ${r.destinationId} (${r.format}): ${r.added.length} new, ` +
      `${r.merged.length} merged, ${r.skipped.length} skipped${r.dryRun ? '' : `, ${r.written} written`}.`,
    ...r.added.map((p) => `  + ${p.id}  ${p.name} [${p.category}] ${p.openingHours}`),
    ...r.merged.map((m) => `  = ${m.ref} → ${m.into}`),
    ...r.skipped.map((s) => `  - ${s.ref}: ${s.reason}`),
    ...r.warnings.map((w) => `  ! ${w.ref}: ${w.warning}`),
  ];
  return lines.join('\n');
}
