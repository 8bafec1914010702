import { describe, expect, it } from 'vitest';
import { filterOperations, groupByTag, listOperations, operationAnchor } from './operations';
import type { OpenApiDocument } from './openapi-types';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Wayfarer API', version: '1' },
  tags: [{ name: 'Trips', description: 'Your trips' }],
  paths: {
    '/api/health': { get: { summary: 'Liveness: the process answers', tags: ['System'] } },
    '/api/trips/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { summary: 'Read a trip', tags: ['Trips'] },
      patch: { summary: 'Rename a trip', tags: ['Trips'], parameters: [{ name: 'If-Match', in: 'header', required: true }] },
    },
    '/api/misc': { post: { summary: 'Untagged' } },
  },
};

describe('operations', () => {
  it('lists operations with path-level parameters merged in', () => {
    const ops = listOperations(doc);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual([
      'get /api/health',
      'get /api/trips/{id}',
      'patch /api/trips/{id}',
      'post /api/misc',
    ]);
    expect(ops[2]!.parameters.map((p) => p.name)).toEqual(['id', 'If-Match']);
    expect(ops[3]!.tag).toBe('Other');
  });

  it('groups declared tags first, then the others alphabetically', () => {
    const groups = groupByTag(doc, listOperations(doc));
    expect(groups.map((g) => [g.tag, g.operations.length])).toEqual([
      ['Trips', 2],
      ['Other', 1],
      ['System', 1],
    ]);
    expect(groups[0]!.description).toBe('Your trips');
  });

  it('filters on every word across method, path, tag and summary', () => {
    const ops = listOperations(doc);
    expect(filterOperations(ops, 'health').map((o) => o.path)).toEqual(['/api/health']);
    expect(filterOperations(ops, 'PATCH trips').map((o) => o.summary)).toEqual(['Rename a trip']);
    expect(filterOperations(ops, '  ')).toHaveLength(4);
    expect(filterOperations(ops, 'nothing-matches')).toEqual([]);
  });

  it('makes URL-safe anchors', () => {
    expect(operationAnchor('get', '/api/trips/{id}')).toBe('get-api-trips-id');
  });
});
