import { useDeferredValue, useId, useState } from 'react';
import { Plus, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useSearchPlaces } from '../api/search-places';
import type { PickedPlace } from '../lib/client-catalog';
import { duration } from '../lib/format';

/** "Add a place": search the destination's places and put one at the end of the day. */
export function AddPlaceDialog({
  day,
  cities,
  onAdd,
}: {
  day: number;
  cities: Array<{ id: string; name: string }>;
  onAdd: (place: PickedPlace) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [cityId, setCityId] = useState(cities[0]?.id ?? '');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const results = useSearchPlaces(cityId, deferred, open && !!cityId);
  const items = results.data?.items ?? [];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="print:hidden">
          <Plus aria-hidden="true" /> Add place<span className="sr-only"> to day {day}</span>
        </Button>
      </DialogTrigger>
      {/* Only while open: a closed dialog's content still sets its state as the timeline commits (issue 16). */}
      {open && (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Add a place to day {day}</DialogTitle>
            <DialogDescription>It goes at the end of the day; the checker tells you at once if it does not fit.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-search`}>Search places</Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id={`${id}-search`}
                  type="search"
                  className="pl-9"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  placeholder="Museum, park, restaurant…"
                  autoComplete="off"
                />
              </div>
            </div>
            {cities.length > 1 && (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-city`}>City</Label>
                <Select id={`${id}-city`} value={cityId} onChange={(e) => setCityId(e.target.value)}>
                  {cities.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </div>
            )}
          </div>
          <div aria-live="polite" className="sr-only">
            {results.isFetching ? 'Searching…' : `${items.length} places found`}
          </div>
          <ul className="grid max-h-[50dvh] gap-2 overflow-y-auto" aria-label="Places found">
            {results.isError && <li className="text-sm text-destructive">Could not load places. Check the connection and try again.</li>}
            {!results.isLoading && items.length === 0 && !results.isError && (
              <li className="text-sm text-muted-foreground">No places match “{deferred}”.</li>
            )}
            {items.map(
              (p) =>
                p.id &&
                p.name && (
                  <li key={p.id} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
                    <div className="min-w-0">
                      <p className="font-semibold">{p.name}</p>
                      <p className="text-xs text-muted-foreground">
                        <span className="capitalize">{p.category}</span>
                        {p.visitMinutes ? ` · ${duration(p.visitMinutes)}` : ''}
                        {p.openingHours ? ` · ${p.openingHours}` : ''}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      aria-label={`Add ${p.name}`}
                      onClick={() => {
                        onAdd({ ...p, id: p.id!, name: p.name!, destinationId: p.destinationId ?? cityId });
                        setOpen(false);
                        setSearch('');
                      }}
                    >
                      Add
                    </Button>
                  </li>
                ),
            )}
          </ul>
        </DialogContent>
      )}
    </Dialog>
  );
}
