import { useState, type FormEvent, type ReactNode } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

export interface Column<T> {
  label: string;
  /** Present when the server can sort by this column. */
  sortKey?: string;
  render: (row: T) => ReactNode;
}

interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** Server-side list state (spec list conventions): search, sortBy/sortOrder and a stack of cursors for paging back. */
export function useTableState(pageSize = 20) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ sortBy?: string; sortOrder: 'asc' | 'desc' }>({ sortOrder: 'desc' });
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    query: { limit: pageSize, search: search || undefined, ...sort, cursor: cursors.at(-1) },
    offset: cursors.length * pageSize,
    search,
    sort,
    setSearch: (s: string) => (setSearch(s), setCursors([])),
    toggleSort: (key: string) => (
      setSort((cur) => ({ sortBy: key, sortOrder: cur.sortBy === key && cur.sortOrder === 'desc' ? 'asc' : 'desc' })),
      setCursors([])
    ),
    next: (cursor: string) => setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => c.slice(0, -1)),
    reset: () => setCursors([]),
  };
}

export type TableState = ReturnType<typeof useTableState>;

interface DataTableProps<T> {
  caption: string;
  columns: Array<Column<T>>;
  page: Page<T> | undefined;
  state: TableState;
  rowKey: (row: T) => string | number;
  searchLabel?: string;
  loading?: boolean;
  error?: Error | null;
  filters?: ReactNode;
}

export function DataTable<T>({ caption, columns, page, state, rowKey, searchLabel, loading, error, filters }: DataTableProps<T>) {
  const [draft, setDraft] = useState(state.search);
  const id = caption.toLowerCase().replace(/\W+/g, '-');
  const submit = (e: FormEvent) => (e.preventDefault(), state.setSearch(draft.trim()));
  const first = page && page.items.length ? state.offset + 1 : 0;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        {searchLabel && (
          <form role="search" onSubmit={submit} className="flex items-end gap-2">
            <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-search`}>
              {searchLabel}
              <Input id={`${id}-search`} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} className="w-64" />
            </label>
            <Button type="submit" variant="outline">
              Search
            </Button>
          </form>
        )}
        {filters}
      </div>
      {error && (
        <p role="alert" className="text-destructive">
          {error.message}
        </p>
      )}
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/50">
            <tr>
              {columns.map((c) => {
                const active = c.sortKey && state.sort.sortBy === c.sortKey;
                return (
                  <th
                    key={c.label}
                    scope="col"
                    className="px-3 py-2 font-semibold"
                    aria-sort={active ? (state.sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortKey ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
                        onClick={() => state.toggleSort(c.sortKey!)}
                      >
                        {c.label}
                        {active &&
                          (state.sort.sortOrder === 'asc' ? (
                            <ArrowUp className="size-3" aria-hidden="true" />
                          ) : (
                            <ArrowDown className="size-3" aria-hidden="true" />
                          ))}
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {page?.items.map((row) => (
              <tr key={rowKey(row)} className="border-t align-top">
                {columns.map((c) => (
                  <td key={c.label} className="px-3 py-2">
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
            {page && page.items.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground">
                  Nothing matches.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p role="status" aria-live="polite">
          {loading ? 'Loading…' : page ? `${first}–${state.offset + page.items.length} of ${page.total}` : ''}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={state.offset === 0} onClick={state.previous}>
            Previous page
          </Button>
          <Button variant="outline" size="sm" disabled={!page?.nextCursor} onClick={() => page?.nextCursor && state.next(page.nextCursor)}>
            Next page
          </Button>
        </div>
      </div>
    </div>
  );
}
