import type { JsonSchema, OpenApiDocument } from './openapi-types';

/** Follows a local `$ref` ("#/components/schemas/Trip") through the document; undefined if it points nowhere. */
export function resolveRef(doc: OpenApiDocument, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node && typeof node === 'object' ? (node as JsonSchema) : undefined;
}

/** The short name of a reference, for display: "#/components/schemas/Trip" → "Trip". */
export function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}
