import { z } from 'zod';

/**
 * One rule for every value that reaches the API (issue 15). PostgreSQL cannot store NUL in text, and a lone
 * UTF-16 surrogate has no UTF-8 encoding: both made a write fail with 500. The server applies
 * `findUnsafeInput` to every request's params, query and body before validation; `text()` is the same rule as a
 * zod string builder, so forms built on the contracts refuse such text before sending it.
 */
export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_NODES = 50_000;

// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null when it can. */
export function unsafeTextReason(s: string): string | null {
  if (NUL.test(s)) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(s)) return 'must be valid Unicode (a lone surrogate was sent)';
  return null;
}

/** A string the database can store: the default string builder of request contracts. */
export function text() {
  return z.string().refine((s) => unsafeTextReason(s) === null, { message: 'must be valid text without NUL or lone surrogates' });
}

export interface InputProblem {
  path: string;
  message: string;
}

/**
 * Walks a parsed request part without recursion (a 5,000-deep body must not overflow the stack) and returns the
 * first problem: a string or key the database cannot store, nesting deeper than MAX_JSON_DEPTH, or more values
 * than MAX_JSON_NODES.
 */
export function findUnsafeInput(value: unknown, root = ''): InputProblem | null {
  const stack: Array<{ v: unknown; path: string; depth: number }> = [{ v: value, path: root, depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (++nodes > MAX_JSON_NODES) return { path: root, message: `has more than ${MAX_JSON_NODES} values` };
    if (typeof v === 'string') {
      const reason = unsafeTextReason(v);
      if (reason) return { path, message: reason };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { path, message: `is nested deeper than ${MAX_JSON_DEPTH} levels` };
    for (const [k, child] of Object.entries(v)) {
      const reason = unsafeTextReason(k);
      if (reason) return { path, message: `has a key that ${reason}` };
      stack.push({ v: child, path: path ? `${path}.${k}` : k, depth: depth + 1 });
    }
  }
  return null;
}

/** Resource ids as the server makes them (`itn_…`, `tok_…`, share ids): checked by shape before any query. */
export const ResourceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'not a valid id');
export const IdParamsSchema = z.object({ id: ResourceIdSchema });

/** True for a real calendar date `YYYY-MM-DD` (2030-02-31 and 2024-99-99 are not). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

/** A calendar date `YYYY-MM-DD`, refused unless it exists. */
export function isoDate(message = 'use a real date as YYYY-MM-DD') {
  return z.string().refine(isCalendarDate, { message });
}

/** An ISO-8601 instant as the server writes them (`toISOString()`), refused unless it parses. */
export function isoInstant() {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/)
    .refine((s) => isCalendarDate(s.slice(0, 10)) && !Number.isNaN(Date.parse(s)), { message: 'not a valid time' });
}
