import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeCursor, encodeCursor, ListQuerySchema, listQueryWith, parseFields, pickFields } from './list-query';

describe('generic list conventions', () => {
  it('applies defaults and coerces query-string numbers', () => {
    expect(ListQuerySchema.parse({})).toEqual({ limit: 20, sortOrder: 'asc' });
    expect(ListQuerySchema.parse({ limit: '50', sortOrder: 'desc', search: '  rome ' })).toMatchObject({
      limit: 50,
      sortOrder: 'desc',
      search: 'rome',
    });
  });

  it('refuses limits out of range and odd field lists', () => {
    expect(ListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ fields: 'name;drop table' }).success).toBe(false);
  });

  it('restricts sortBy to the endpoint keys and adds its filters', () => {
    const Q = listQueryWith(['name', 'createdAt'], { status: z.enum(['upcoming', 'past']).optional() });
    expect(Q.parse({ sortBy: 'name', status: 'past' })).toMatchObject({ sortBy: 'name', status: 'past' });
    expect(Q.safeParse({ sortBy: 'password' }).success).toBe(false);
  });

  it('projects fields and round-trips opaque cursors, rejecting garbage', () => {
    expect(pickFields({ a: 1, b: 2, c: 3 }, parseFields('a,c'))).toEqual({ a: 1, c: 3 });
    expect(pickFields({ a: 1 }, parseFields(''))).toEqual({ a: 1 });
    const Cursor = z.object({ at: z.string(), id: z.string() });
    const c = encodeCursor({ at: '2026-01-01', id: 'é✓' });
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c, Cursor)).toEqual({ at: '2026-01-01', id: 'é✓' });
    expect(decodeCursor('%%%', Cursor)).toBeNull();
    expect(decodeCursor(encodeCursor({ x: 1 }), Cursor)).toBeNull();
  });
});
