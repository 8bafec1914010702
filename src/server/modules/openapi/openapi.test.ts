import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Operation {
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
}

let t: TestApp;
let operations: Array<[string, Operation]>;
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
});
afterAll(async () => t.close());

const errorCodes = (op: Operation, status: number): unknown[] => {
  const schema = op.responses[status]?.content?.['application/json']?.schema;
  return schema?.properties?.error?.properties?.code?.enum ?? [];
};
const find = (name: string) => operations.find(([n]) => n === name)?.[1];

describe('OpenAPI document: error responses', () => {
  it('gives every operation a 400 with the error envelope schema (success false, error code, meta)', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const [name, op] of operations) {
      const schema = op.responses[400]?.content?.['application/json']?.schema;
      expect(schema?.properties?.success?.enum, name).toEqual([false]);
      expect(schema?.required, name).toEqual(expect.arrayContaining(['success', 'error', 'meta']));
      expect(errorCodes(op, 400), name).toContain('VALIDATION_FAILED');
      expect(errorCodes(op, 500), name).toEqual(['INTERNAL']);
    }
  });

  it('gives every guarded operation a 401, and public ones none', () => {
    for (const [name, op] of operations) {
      if (op.security?.length) expect(errorCodes(op, 401), name).toEqual(['UNAUTHORIZED']);
      else expect(op.responses[401], name).toBeUndefined();
    }
    expect(find('GET /api/itineraries')?.responses[401]).toBeDefined();
    expect(find('GET /api/health')?.responses[401]).toBeUndefined();
  });

  it('lists 412 and 428 on itinerary edits, 404 on paths with an id, 422 where the engine may refuse', () => {
    for (const name of [
      'PATCH /api/itineraries/{id}',
      'POST /api/itineraries/{id}/days/{day}/replan',
      'POST /api/itineraries/{id}/items/{itemId}/swap',
    ]) {
      const op = find(name)!;
      expect(errorCodes(op, 412), name).toEqual(['PRECONDITION_FAILED']);
      expect(errorCodes(op, 428), name).toEqual(['PRECONDITION_REQUIRED']);
      expect(errorCodes(op, 404), name).toEqual(['NOT_FOUND']);
    }
    expect(errorCodes(find('POST /api/itineraries/{id}/days/{day}/replan')!, 422)).toEqual(['INFEASIBLE']);
    expect(errorCodes(find('POST /api/itineraries/generate')!, 429)).toEqual(
      expect.arrayContaining(['RATE_LIMIT_EXCEEDED', 'QUOTA_EXCEEDED']),
    );
  });

  it('lists 429 where the rate limit applies and not where it is switched off', () => {
    expect(errorCodes(find('POST /api/contact')!, 429)).toEqual(['RATE_LIMIT_EXCEEDED']);
    expect(find('GET /api/health')?.responses[429]).toBeUndefined();
  });

  it('keeps each route’s own success response', () => {
    expect(find('POST /api/contact')?.responses[201]).toBeDefined();
    expect(find('GET /api/itineraries/{id}')?.responses[200]).toBeDefined();
  });
});
