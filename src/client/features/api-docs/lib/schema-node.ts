import type { JsonSchema, OpenApiDocument } from './openapi-types';
import { refName, resolveRef } from './resolve-ref';

/** A JSON Schema flattened into what a reader needs: name, type, constraints, description, children. */
export interface SchemaNode {
  name?: string;
  required?: boolean;
  type: string;
  nullable: boolean;
  constraints: string[];
  description?: string;
  enumValues?: unknown[];
  children: SchemaNode[];
}

const MAX_DEPTH = 7;
const isNullSchema = (s: JsonSchema) =>
  s.type === 'null' || (Array.isArray(s.type) && s.type.length > 0 && s.type.every((t) => t === 'null'));

function constraintsOf(s: JsonSchema): string[] {
  const out: string[] = [];
  if (s.format) out.push(`format: ${s.format}`);
  if (s.minLength !== undefined) out.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) out.push(`max length ${s.maxLength}`);
  if (s.minimum !== undefined) out.push(`≥ ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) out.push(`≤ ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`< ${s.exclusiveMaximum}`);
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} items`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  if (s.pattern && !s.format) out.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  if (s.deprecated) out.push('deprecated');
  return out;
}

export function buildSchemaNode(
  doc: OpenApiDocument,
  input: JsonSchema | undefined,
  name?: string,
  required?: boolean,
  depth = 0,
  seen: ReadonlySet<string> = new Set(),
): SchemaNode {
  const base = { name, required, nullable: false, constraints: [] as string[], children: [] as SchemaNode[] };
  if (!input) return { ...base, type: 'any' };
  let schema = input;
  let refLabel: string | undefined;
  if (schema.$ref) {
    refLabel = refName(schema.$ref);
    if (seen.has(schema.$ref) || depth > MAX_DEPTH) return { ...base, type: refLabel, description: 'Defined above (recursive).' };
    seen = new Set([...seen, schema.$ref]);
    schema = resolveRef(doc, schema.$ref) ?? {};
  }
  const description = input.description ?? schema.description;
  let nullable = !!schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'));

  // anyOf [X, null] is how zod writes "nullable X": show it as X, nullable.
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((v) => !isNullSchema(v));
  if ((schema.anyOf ?? schema.oneOf)?.some(isNullSchema)) nullable = true;
  if (variants.length === 1 && !schema.properties) {
    const inner = buildSchemaNode(doc, variants[0], name, required, depth + 1, seen);
    return {
      ...inner,
      nullable: inner.nullable || nullable,
      description: inner.description ?? description,
      constraints: [...constraintsOf(schema), ...inner.constraints],
    };
  }
  const node: SchemaNode = { ...base, nullable, description, constraints: constraintsOf(schema), type: 'any' };
  if (schema.const !== undefined) node.enumValues = [schema.const];
  else if (schema.enum) node.enumValues = schema.enum;

  if (variants.length > 1) {
    node.type = schema.oneOf ? 'one of' : 'any of';
    node.children = depth > MAX_DEPTH ? [] : variants.map((v, i) => buildSchemaNode(doc, v, `option ${i + 1}`, undefined, depth + 1, seen));
    return node;
  }
  if (schema.allOf?.length) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      const resolved = part.$ref ? (resolveRef(doc, part.$ref) ?? {}) : part;
      Object.assign(merged.properties!, resolved.properties);
      merged.required!.push(...(resolved.required ?? []));
    }
    schema = { ...schema, ...merged };
  }
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter((t) => t !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  if (type === 'array') {
    const item = buildSchemaNode(doc, schema.items, undefined, undefined, depth + 1, seen);
    node.type = `array of ${item.type}`;
    node.children = item.children;
    node.enumValues = item.enumValues;
    node.constraints.push(...item.constraints);
  } else if (type === 'object') {
    node.type = refLabel ?? 'object';
    const requiredSet = new Set(schema.required ?? []);
    if (depth <= MAX_DEPTH) {
      node.children = Object.entries(schema.properties ?? {}).map(([key, child]) =>
        buildSchemaNode(doc, child, key, requiredSet.has(key), depth + 1, seen),
      );
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        node.children.push(buildSchemaNode(doc, schema.additionalProperties, '[any key]', false, depth + 1, seen));
      }
    }
  } else {
    node.type = types.length > 1 ? types.join(' | ') : (type ?? refLabel ?? 'any');
  }
  return node;
}
