import { useMemo, useState } from 'react';
import { CodeBlock } from '../../../components/content/code-block';
import type { Operation } from '../lib/operations';
import type { JsonSchema, MediaType, OpenApiDocument } from '../lib/openapi-types';
import { exampleFromSchema } from '../lib/schema-example';
import { buildSchemaNode } from '../lib/schema-node';
import { MethodBadge } from './method-badge';
import { ParametersTable } from './parameters-table';
import { SchemaTree } from './schema-tree';

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '400': 'Bad request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not found',
  '409': 'Conflict',
  '412': 'Precondition failed',
  '422': 'Unprocessable',
  '429': 'Too many requests',
  '503': 'Not ready',
};

function jsonMedia(content: Record<string, MediaType> | undefined): MediaType | undefined {
  if (!content) return undefined;
  return content['application/json'] ?? Object.values(content)[0];
}

/** Reads the operation's security requirements (alternatives) into one sentence. */
function authText(doc: OpenApiDocument, op: Operation): string {
  const security = op.security ?? doc.security ?? [];
  const schemes = new Set(security.flatMap((req) => Object.keys(req)));
  if (schemes.size === 0 || security.some((req) => Object.keys(req).length === 0)) return 'No sign-in required.';
  const names = [...schemes].map((s) =>
    s === 'session' ? 'the session cookie' : s === 'bearer' ? 'a personal access token (Authorization: Bearer)' : s,
  );
  const text = `Requires sign-in: ${names.join(' or ')}.`;
  return schemes.has('session') && !schemes.has('bearer') ? `${text} Personal access tokens are not accepted here.` : text;
}

export function OperationCard({ doc, op }: { doc: OpenApiDocument; op: Operation }) {
  const body = jsonMedia(op.requestBody?.content);
  const titleId = `${op.key}-title`;
  const [open, setOpen] = useState(false);
  return (
    <article
      id={op.key}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-xl border border-border bg-card p-5 text-card-foreground"
    >
      <h3 id={titleId} className="flex flex-wrap items-center gap-3">
        <MethodBadge method={op.method} /> <code className="font-mono text-base font-semibold break-all">{op.path}</code>
      </h3>
      {op.summary && <p className="mt-2 font-medium">{op.summary}</p>}
      {op.description && <p className="mt-1 text-sm text-muted-foreground">{op.description}</p>}
      <p className="mt-2 text-sm text-muted-foreground">
        {authText(doc, op)}
        {op.deprecated && ' Deprecated.'}
      </p>
      {/* The schemas and examples render only once opened: ~60 operations with every response would make the page
          heavy to lay out and to audit. */}
      <details className="group mt-4 rounded-lg border border-border" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer px-4 py-2.5 text-sm font-semibold text-primary">
          Parameters, request and responses
        </summary>
        {open && <OperationDetails doc={doc} op={op} body={body} />}
      </details>
    </article>
  );
}

function OperationDetails({ doc, op, body }: { doc: OpenApiDocument; op: Operation; body: MediaType | undefined }) {
  return (
    <div className="space-y-6 border-t border-border p-4">
      {op.parameters.length > 0 && (
        <div>
          <h4 className="mb-2 font-semibold">Parameters</h4>
          <ParametersTable parameters={op.parameters} />
        </div>
      )}
      {body?.schema && (
        <div>
          <h4 className="mb-2 font-semibold">Request body{op.requestBody?.required ? ' (required)' : ''}</h4>
          <SchemaWithExample
            doc={doc}
            schema={body.schema}
            example={body.example}
            label={`Example request body for ${op.method.toUpperCase()} ${op.path}`}
          />
        </div>
      )}
      <div>
        <h4 className="mb-2 font-semibold">Responses</h4>
        <ul className="space-y-4">
          {Object.entries(op.responses ?? {}).map(([status, response]) => {
            const media = jsonMedia(response.content);
            const heading = `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
            return (
              <li key={status}>
                <p className="text-sm font-semibold">
                  <span className="font-mono">{heading}</span>
                  {response.description && response.description !== 'Default Response' && (
                    <span className="font-normal text-muted-foreground"> · {response.description}</span>
                  )}
                </p>
                {media?.schema && (
                  <SchemaWithExample
                    doc={doc}
                    schema={media.schema}
                    example={media.example}
                    label={`Example ${status} response for ${op.method.toUpperCase()} ${op.path}`}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function SchemaWithExample({
  doc,
  schema,
  example,
  label,
}: {
  doc: OpenApiDocument;
  schema: JsonSchema;
  example?: unknown;
  label: string;
}) {
  const node = useMemo(() => buildSchemaNode(doc, schema), [doc, schema]);
  const json = useMemo(() => JSON.stringify(example ?? exampleFromSchema(doc, schema), null, 2), [doc, schema, example]);
  return (
    <div className="mt-2 grid gap-3 lg:grid-cols-2">
      <SchemaTree node={node} />
      <CodeBlock label={label} code={json} className="text-xs" />
    </div>
  );
}
