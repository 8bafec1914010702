import type { JsonSchema, OpenApiDocument } from './openapi-types';
import { resolveRef } from './resolve-ref';

const MAX_DEPTH = 8;

/** Plausible values for common string formats and names, so examples read like real requests. */
const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'traveller@example.com',
  'date-time': '2026-05-14T09:30:00.000Z',
  date: '2026-05-14',
  time: '09:30:00',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3f1c2a9e-6b7d-4c1e-9a2f-5d8e7b6a4c31',
  ipv4: '192.0.2.1',
};

function nonNullTypes(schema: JsonSchema): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.filter((t) => t !== 'null');
}

function numberExample(schema: JsonSchema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined);
  if (low !== undefined) return low;
  if (schema.maximum !== undefined && schema.maximum < 0) return schema.maximum;
  return integer ? 1 : 1.5;
}

function stringExample(schema: JsonSchema, name?: string): string {
  if (schema.format && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format]!;
  const lower = name?.toLowerCase() ?? '';
  let value = lower.includes('email')
    ? 'traveller@example.com'
    : lower.endsWith('at') || lower.includes('timestamp')
      ? '2026-05-14T09:30:00.000Z'
      : lower.includes('url')
        ? 'https://example.com'
        : 'string';
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
}

/**
 * Builds an example value from a JSON Schema: explicit examples first, then const/enum/default,
 * then a value per type. References are followed with a guard so recursive schemas terminate.
 */
export function exampleFromSchema(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  name?: string,
  depth = 0,
  seen: ReadonlySet<string> = new Set(),
): unknown {
  if (!schema || depth > MAX_DEPTH) return null;
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return {};
    const target = resolveRef(doc, schema.$ref);
    return target ? exampleFromSchema(doc, target, name, depth + 1, new Set([...seen, schema.$ref])) : null;
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;

  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const preferred =
      variants.find((v) => !(v.type === 'null' || (Array.isArray(v.type) && v.type.every((t) => t === 'null')))) ?? variants[0];
    return exampleFromSchema(doc, preferred, name, depth + 1, seen);
  }
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((part) => exampleFromSchema(doc, part, name, depth + 1, seen));
    return parts.every((p) => p && typeof p === 'object' && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[parts.length - 1];
  }

  const type = nonNullTypes(schema)[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = exampleFromSchema(doc, child, key, depth + 1, seen);
      if (!schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        out.key = exampleFromSchema(doc, schema.additionalProperties, 'key', depth + 1, seen);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: Math.min(count, 3) }, () => exampleFromSchema(doc, schema.items, name, depth + 1, seen));
    }
    case 'string':
      return stringExample(schema, name);
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.type === 'null' ? null : {};
  }
}
