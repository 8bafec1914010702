import { HTTP_METHODS, type HttpMethodName, type OpenApiDocument, type OperationObject, type Parameter } from './openapi-types';

export interface Operation extends OperationObject {
  key: string;
  method: HttpMethodName;
  path: string;
  tag: string;
  parameters: Parameter[];
}

export interface OperationGroup {
  tag: string;
  description?: string;
  operations: Operation[];
}

const UNTAGGED = 'Other';

/** A stable, URL-safe anchor for an operation: "get-api-health-ready". */
export function operationAnchor(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every operation of the document, path-level parameters merged in, in document order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const own = op.parameters ?? [];
      const inherited = (item.parameters ?? []).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      out.push({
        ...op,
        key: operationAnchor(method, path),
        method,
        path,
        tag: op.tags?.[0] ?? UNTAGGED,
        parameters: [...inherited, ...own],
      });
    }
  }
  return out;
}

/** Groups by first tag: tags declared in the document first (in their order), then the rest alphabetically. */
export function groupByTag(doc: OpenApiDocument, operations: Operation[]): OperationGroup[] {
  const groups = new Map<string, Operation[]>();
  for (const op of operations) groups.set(op.tag, [...(groups.get(op.tag) ?? []), op]);
  const declared = (doc.tags ?? []).map((t) => t.name);
  const order = [...declared.filter((t) => groups.has(t)), ...[...groups.keys()].filter((t) => !declared.includes(t)).sort()];
  return order.map((tag) => ({ tag, description: doc.tags?.find((t) => t.name === tag)?.description, operations: groups.get(tag)! }));
}

/** Case-insensitive match on every word of the query against method, path, tag, summary and description. */
export function filterOperations(operations: Operation[], query: string): Operation[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return operations;
  return operations.filter((op) => {
    const haystack = [op.method, op.path, op.tag, op.summary, op.description, op.operationId].filter(Boolean).join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

export function tagAnchor(tag: string): string {
  return `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
