import type { SchemaNode } from '../lib/schema-node';

/** A schema as a nested list: readable by eye and by screen reader, one property per item. */
export function SchemaTree({ node }: { node: SchemaNode }) {
  if (node.children.length === 0) {
    return (
      <div className="rounded-lg border border-border p-3 text-sm">
        <NodeLine node={node} />
      </div>
    );
  }
  return (
    <div className="rounded-lg border border-border p-3 text-sm">
      <p className="text-muted-foreground">
        <span className="font-mono text-foreground">{node.type}</span>
        {node.nullable && ', nullable'}
        {node.description && <> · {node.description}</>}
      </p>
      <Children nodes={node.children} />
    </div>
  );
}

function Children({ nodes }: { nodes: SchemaNode[] }) {
  return (
    <ul className="mt-2 space-y-2 border-l border-border pl-4">
      {nodes.map((child, index) => (
        <li key={`${child.name ?? ''}-${index}`}>
          <NodeLine node={child} />
          {child.children.length > 0 && <Children nodes={child.children} />}
        </li>
      ))}
    </ul>
  );
}

function NodeLine({ node }: { node: SchemaNode }) {
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        {node.name && <code className="font-mono font-semibold text-foreground">{node.name}</code>}
        <span className="font-mono text-muted-foreground">
          {node.type}
          {node.nullable && ' | null'}
        </span>
        {node.required && <span className="text-xs font-semibold text-accent-soft-foreground">required</span>}
        {node.constraints.length > 0 && <span className="text-xs text-muted-foreground">{node.constraints.join(' · ')}</span>}
      </p>
      {node.description && <p className="text-muted-foreground">{node.description}</p>}
      {node.enumValues && (
        <p className="text-muted-foreground">
          {node.enumValues.length === 1 ? 'Always ' : 'One of '}
          {node.enumValues.map((v, i) => (
            <span key={String(v)}>
              {i > 0 && ', '}
              <code className="rounded bg-muted px-1 font-mono text-foreground">{JSON.stringify(v)}</code>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
