import type { DbOrTx, Tx } from '../../db/create-db';

/**
 * What other modules contribute to "export my data" and "delete my account". Tables that reference
 * users(id) ON DELETE CASCADE are erased with the user row and only need `export`; data kept for
 * others (e.g. shared or financial records) should anonymise in `erase`.
 */
export interface AccountDataSection {
  name: string;
  export(db: DbOrTx, userId: string): Promise<unknown>;
  erase?(tx: Tx, userId: string): Promise<void>;
}

const sections = new Map<string, AccountDataSection>();

/** Call once at module load (e.g. beside your routes): `registerAccountData({ name: 'trips', export: ... })`. */
export function registerAccountData(section: AccountDataSection): void {
  sections.set(section.name, section);
}

export function accountDataSections(): AccountDataSection[] {
  return [...sections.values()];
}
