import { useEffect, useId, useRef, useState } from 'react';
import { Archive, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { SORT_OPTIONS, sortValueOf, STATUS_OPTIONS, type TripFilters } from '../../../../core/my-trips/filters';

const SEARCH_DELAY_MS = 300;

interface TripsToolbarProps {
  filters: TripFilters;
  onChange: (next: TripFilters) => void;
}

/** Search (id="search", the Alt+3 target), sort, date filter and the archived toggle. */
export function TripsToolbar({ filters, onChange }: TripsToolbarProps) {
  const uid = useId();
  const [text, setText] = useState(filters.search);
  const sent = useRef(filters.search);
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });

  // The URL can change the search from outside (Back, "Clear filters"); follow it unless it is our own echo.
  useEffect(() => {
    if (filters.search !== sent.current) {
      sent.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      latest.current.onChange({ ...latest.current.filters, search: text });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div
      role="search"
      aria-label="Search and filter your trips"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-3 shadow-soft sm:p-4 lg:flex-row lg:items-end"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor="search">Search trips</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="search"
            type="search"
            name="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Title, city or country"
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <div className="flex flex-col gap-1.5 sm:w-52">
          <Label htmlFor={`${uid}-sort`}>Sort by</Label>
          <Select
            id={`${uid}-sort`}
            value={sortValueOf(filters)}
            onChange={(e) => {
              const [sortBy, sortOrder] = e.target.value.split(':') as [TripFilters['sortBy'], TripFilters['sortOrder']];
              onChange({ ...filters, sortBy, sortOrder });
            }}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-44">
          <Label htmlFor={`${uid}-status`}>When</Label>
          <Select
            id={`${uid}-status`}
            value={filters.status}
            onChange={(e) => onChange({ ...filters, status: e.target.value as TripFilters['status'] })}
          >
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant={filters.archived ? 'secondary' : 'outline'}
          aria-pressed={filters.archived}
          onClick={() => onChange({ ...filters, archived: !filters.archived })}
          className="col-span-2 rounded-lg sm:col-span-1"
        >
          <Archive aria-hidden="true" /> Archived
        </Button>
      </div>
    </div>
  );
}
