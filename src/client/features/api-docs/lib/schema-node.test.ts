import { describe, expect, it } from 'vitest';
import { buildSchemaNode } from './schema-node';
import type { OpenApiDocument } from './openapi-types';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: { schemas: { Loop: { type: 'object', properties: { next: { $ref: '#/components/schemas/Loop' } } } } },
};

describe('buildSchemaNode', () => {
  it('describes properties with type, requirement, constraints and enums', () => {
    const node = buildSchemaNode(doc, {
      type: 'object',
      required: ['email'],
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        kind: { type: 'string', enum: ['contact', 'support'], default: 'contact' },
        stack: { anyOf: [{ type: 'string', maxLength: 16000 }, { type: 'null' }] },
        latencyMs: { type: ['number', 'null'] },
        tags: { type: 'array', items: { type: 'string' } },
      },
    });
    expect(node.type).toBe('object');
    const [email, kind, stack, latency, tags] = node.children;
    expect(email).toMatchObject({ name: 'email', required: true, type: 'string', constraints: ['format: email', 'max length 254'] });
    expect(kind).toMatchObject({ required: false, enumValues: ['contact', 'support'], constraints: ['default "contact"'] });
    expect(stack).toMatchObject({ type: 'string', nullable: true, constraints: ['max length 16000'] });
    expect(latency).toMatchObject({ type: 'number', nullable: true });
    expect(tags).toMatchObject({ type: 'array of string' });
  });

  it('stops at recursive references', () => {
    const node = buildSchemaNode(doc, { $ref: '#/components/schemas/Loop' });
    expect(node.type).toBe('Loop');
    expect(node.children[0]).toMatchObject({ name: 'next', type: 'Loop', children: [] });
  });
});
