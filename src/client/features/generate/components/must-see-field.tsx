import { useId, useState } from 'react';
import { Loader2, Star, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useDestinationPlaces } from '../api/get-destination-places';
import type { DestinationValue, MustSeeValue } from '../lib/form-values';
import { useDebouncedValue } from '../lib/use-debounced-value';

const MAX_MUST_SEE = 20;
function countText(n: number, search: string, chosen: number): string {
  const found = search ? `${n} ${n === 1 ? 'place matches' : 'places match'} “${search}”` : `${n} ${n === 1 ? 'place' : 'places'}`;
  return `${found}${n > 1 ? ', most popular first' : ''}. ${chosen} chosen.`;
}

/**
 * Places the plan must include, picked from the chosen destinations' own places (a searchable checkbox list:
 * multi-select without a custom widget). The planner reports a must-see it cannot fit as a conflict.
 */
export function MustSeeField({
  destinations,
  value,
  onChange,
}: {
  destinations: DestinationValue[];
  value: MustSeeValue[];
  onChange: (next: MustSeeValue[]) => void;
}) {
  const id = useId();
  const [pick, setPick] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 250);
  const current = destinations.find((d) => d.destinationId === pick) ?? destinations[0] ?? null;
  const places = useDestinationPlaces(current?.destinationId ?? null, debounced);
  const chosen = new Set(value.map((m) => m.id));

  if (!current)
    return <p className="text-sm text-muted-foreground">Add a destination first, then choose the places you do not want to miss.</p>;

  const toggle = (place: { id: string; name: string }) =>
    onChange(
      chosen.has(place.id)
        ? value.filter((m) => m.id !== place.id)
        : [...value, { id: place.id, name: place.name, destinationId: current.destinationId }],
    );
  const items = places.data?.items ?? [];

  return (
    <div className="space-y-3">
      {value.length > 0 && (
        <ul aria-label="Chosen must-see places" className="flex flex-wrap gap-2">
          {value.map((m) => (
            <li
              key={m.id}
              className={
                'inline-flex items-center gap-1 rounded-full bg-primary-soft ' +
                'py-1 pr-1 pl-3 text-sm font-medium text-primary-soft-foreground'
              }
            >
              <Star aria-hidden="true" className="size-3.5" /> {m.name}
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${m.name}`}
                onClick={() => onChange(value.filter((x) => x.id !== m.id))}
                className="size-8"
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        {destinations.length > 1 && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-city`}>Places in</Label>
            <Select id={`${id}-city`} value={current.destinationId} onChange={(e) => setPick(e.target.value)}>
              {destinations.map((d) => (
                <option key={d.destinationId} value={d.destinationId}>
                  {d.name}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div className={cn('flex flex-col gap-1.5', destinations.length === 1 && 'sm:col-span-2')}>
          <Label htmlFor={`${id}-search`}>Find a place in {current.name}</Label>
          <Input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder="Museum, market, viewpoint…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-describedby={`${id}-count`}
          />
        </div>
      </div>
      <p id={`${id}-count`} role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        {places.isFetching && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {places.isError
          ? 'The places could not be loaded.'
          : places.data
            ? countText(places.data.total ?? items.length, debounced.trim(), value.length)
            : ''}
      </p>
      {places.isError && (
        <Button type="button" variant="outline" size="sm" onClick={() => void places.refetch()}>
          Try again
        </Button>
      )}
      <fieldset className="max-h-72 overflow-auto rounded-xl border border-border">
        <legend className="sr-only">Places in {current.name}</legend>
        <ul className="divide-y divide-border">
          {items.map((place) => (
            <li key={place.id}>
              <label
                className={
                  'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 ' + 'text-sm hover:bg-muted has-[:focus-visible]:bg-muted'
                }
              >
                <input
                  type="checkbox"
                  checked={chosen.has(place.id)}
                  disabled={!chosen.has(place.id) && value.length >= MAX_MUST_SEE}
                  onChange={() => toggle(place)}
                  className="size-4 accent-(--primary)"
                />
                <span className="min-w-0 flex-1 font-medium">{place.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground capitalize">{place.category.replace('-', ' ')}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
