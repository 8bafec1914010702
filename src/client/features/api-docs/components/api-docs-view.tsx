import { useDeferredValue, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useScrollToHash } from '../../../components/content/use-scroll-to-hash';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessageForUser } from '../../../lib/api-error';
import { useOpenApiDocument } from '../api/get-openapi';
import { filterOperations, groupByTag, listOperations, tagAnchor } from '../lib/operations';
import { ApiOverview } from './api-overview';
import { OperationCard } from './operation-card';
import type { OpenApiDocument } from '../lib/openapi-types';

/**
 * The reference: what applies to every endpoint first (static, so the prerendered page shows it at once), then the
 * endpoints from the live OpenAPI document.
 */
export function ApiDocsView() {
  const { data: doc, error, isPending, refetch } = useOpenApiDocument();
  useScrollToHash(!!doc);
  let endpoints;
  if (isPending)
    endpoints = (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading the endpoints…</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  else if (error || !doc)
    endpoints = (
      <Alert variant="destructive">
        <AlertDescription>
          <p className="font-semibold">The API reference could not be loaded</p>
          <p>{errorMessageForUser(error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  else endpoints = <ApiEndpoints doc={doc} />;
  return (
    <div className="space-y-12">
      <ApiOverview />
      {endpoints}
    </div>
  );
}

function ApiEndpoints({ doc }: { doc: OpenApiDocument }) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const operations = useMemo(() => listOperations(doc), [doc]);
  const visible = useMemo(() => filterOperations(operations, deferredQuery), [operations, deferredQuery]);
  const groups = useMemo(() => groupByTag(doc, visible), [doc, visible]);
  return (
    <>
      <section aria-labelledby="api-endpoints">
        <h2 id="api-endpoints" className="text-2xl font-semibold tracking-tight">
          Endpoints
        </h2>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          {doc.info.title} version {doc.info.version}, {operations.length} endpoints, generated from the same schemas the server validates
          with.
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:max-w-xl" role="search" aria-label="Endpoints">
          <label htmlFor="search" className="text-sm font-medium">
            Search endpoints
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="e.g. health, POST, trips"
              className="pl-9"
              aria-describedby="search-count"
              autoComplete="off"
            />
          </div>
          <p id="search-count" aria-live="polite" className="text-sm text-muted-foreground">
            {visible.length === operations.length
              ? `${operations.length} endpoints`
              : `${visible.length} of ${operations.length} endpoints match`}
          </p>
        </div>
        {groups.length > 1 && (
          <nav aria-label="Endpoint groups" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {groups.map((g) => (
                <li key={g.tag}>
                  <a
                    href={`#${tagAnchor(g.tag)}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium hover:bg-muted"
                  >
                    {g.tag} <span className="ml-1 text-muted-foreground">({g.operations.length})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {groups.length === 0 && <p className="mt-6">No endpoint matches “{deferredQuery}”. Try a shorter word or a path segment.</p>}
      </section>
      <div className="space-y-10">
        {groups.map((group) => (
          <section key={group.tag} id={tagAnchor(group.tag)} aria-labelledby={`${tagAnchor(group.tag)}-title`} className="scroll-mt-24">
            <h2 id={`${tagAnchor(group.tag)}-title`} className="text-xl font-semibold">
              {group.tag}
            </h2>
            {group.description && <p className="mt-1 text-muted-foreground">{group.description}</p>}
            <div className="mt-4 space-y-4">
              {group.operations.map((op) => (
                <OperationCard key={op.key} doc={doc} op={op} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
