import { z } from 'zod';
import { text } from './input-rules';

/**
 * Generic list conventions (spec §7, DESIGN §4): every list endpoint accepts these, plus its own
 * filters. `fields` is a comma-separated projection; `cursor` is opaque (base64url of the sort key).
 */
export const ListQuerySchema = z.object({
  fields: z
    .string()
    .max(500)
    .regex(/^[A-Za-z0-9_,.]*$/, 'fields is a comma-separated list of field names')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: text().max(500).optional(),
  sortBy: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9_]+$/)
    .optional(),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  search: text().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Extends the generic list query with an endpoint's own filters and allowed sort keys. */
export function listQueryWith<const K extends readonly [string, ...string[]], S extends z.ZodRawShape>(sortKeys: K, filters: S) {
  return ListQuerySchema.extend({ sortBy: z.enum(sortKeys).optional(), ...filters });
}

export function parseFields(fields: string | undefined): string[] | null {
  if (!fields) return null;
  const list = fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return list.length ? list : null;
}

/** Keeps only the requested top-level fields of a presented object (`fields=` projection). */
export function pickFields<T extends Record<string, unknown>>(item: T, fields: string[] | null): Partial<T> {
  if (!fields) return item;
  const out: Partial<T> = {};
  for (const f of fields) if (f in item) (out as Record<string, unknown>)[f] = item[f];
  return out;
}

// Core runs in the browser too, so no Buffer: base64url through TextEncoder + btoa.
export function encodeCursor(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeBase64Url(text: string): string {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

export function decodeCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | null {
  if (!cursor) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(decodeBase64Url(cursor)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
