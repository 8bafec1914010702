import type { FastifyInstance } from 'fastify';
import { ErrorEnvelopeSchema } from '../../core/api/envelope';

/**
 * The API as its own OpenAPI document describes it, for suites that must grow with the API (issue 15): a route
 * added by any module appears here without anyone listing it.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form, e.g. /api/itineraries/{id} */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Declares a security requirement: anonymous callers must get 401. */
  secured: boolean;
}

export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; security?: unknown[] }>
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema ?? null,
        secured: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
  return ops;
}

export const label = (op: Operation) => `${op.method} ${op.path}`;

/** Fills `{name}` segments; values are inserted raw, so callers decide the encoding. */
export function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? 'zz_unknown');
}

/** A plausible value for a schema (first enum, minimum lengths): a base that fuzz cases then break in one place. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.oneOf ?? schema.anyOf;
  if (choice?.length) return sampleOf(choice.find((s) => s.type !== 'null') ?? choice[0], depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key], depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sampleOf(schema.items, depth + 1));
    case 'string':
      return 'sample text'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** Every error answer is the envelope with a stable code. */
export function isErrorEnvelope(body: string): boolean {
  try {
    return ErrorEnvelopeSchema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

let ipCounter = 0;
/** A different client address per request, so per-IP rate limits never hide what the code under test does. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.99.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
