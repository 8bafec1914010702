import { describe, expect, it } from 'vitest';
import { exampleFromSchema } from './schema-example';
import type { OpenApiDocument } from './openapi-types';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      Node: {
        type: 'object',
        properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
      },
    },
  },
};

describe('exampleFromSchema', () => {
  it('builds an envelope example like the one the server documents', () => {
    const schema = {
      type: 'object',
      properties: {
        success: { type: 'boolean', enum: [true] },
        data: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: ['ready', 'not_ready'] },
            latencyMs: { type: ['number', 'null'] },
            email: { type: 'string', format: 'email' },
            count: { type: 'integer', minimum: 0 },
            stack: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 3 }] },
            tags: { type: 'array', items: { type: 'string' } },
            extras: { type: 'object', additionalProperties: { type: 'number' } },
          },
        },
        meta: { type: 'object', properties: { timestamp: { type: 'string' }, requestId: { type: 'string' } } },
      },
    };
    expect(exampleFromSchema(doc, schema)).toEqual({
      success: true,
      data: {
        status: 'ready',
        latencyMs: 1.5,
        email: 'traveller@example.com',
        count: 0,
        stack: 'str',
        tags: ['string'],
        extras: { key: 1.5 },
      },
      meta: { timestamp: '2026-05-14T09:30:00.000Z', requestId: 'string' },
    });
  });

  it('prefers explicit examples and defaults, and merges allOf objects', () => {
    expect(exampleFromSchema(doc, { type: 'string', example: 'Lisbon' })).toBe('Lisbon');
    expect(exampleFromSchema(doc, { type: 'string', default: 'contact', enum: undefined })).toBe('contact');
    expect(
      exampleFromSchema(doc, {
        allOf: [
          { type: 'object', properties: { a: { type: 'integer' } } },
          { type: 'object', properties: { b: { type: 'boolean' } } },
        ],
      }),
    ).toEqual({ a: 1, b: true });
  });

  it('terminates on recursive references', () => {
    expect(exampleFromSchema(doc, { $ref: '#/components/schemas/Node' })).toEqual({ name: 'string', children: [{}] });
    expect(exampleFromSchema(doc, { $ref: '#/components/schemas/Missing' })).toBeNull();
  });
});
