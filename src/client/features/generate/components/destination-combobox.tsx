import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { Loader2, MapPin, Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useCitySearch, type City } from '../api/search-cities';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { countryName } from '../../../../core/geo/region-name';
import type { ControlProps } from '../../../components/ui/form-field';

interface DestinationComboboxProps extends ControlProps {
  /** Curated destination ids already in the trip. */
  chosen: string[];
  onChoose: (city: City & { destinationId: string }) => void;
  /** Why a city could not be added (not curated, already chosen); shown under the field. */
  onNotice: (message: string | null) => void;
}

/**
 * ARIA 1.2 combobox over GET /api/cities/autocomplete: the input keeps focus, the listbox's active option is
 * aria-activedescendant; ↓/↑ move, Enter chooses, Escape closes (or clears when closed). Cities without curated
 * data stay listed (aria-disabled) so a person learns why their city cannot be planned yet.
 */
export const DestinationCombobox = forwardRef<HTMLInputElement, DestinationComboboxProps>(function DestinationCombobox(
  { chosen, onChoose, onNotice, id, ...aria },
  ref,
) {
  const uid = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(query.trim(), 200);
  const search = useCitySearch(debounced);
  const options = debounced.length >= 2 ? (search.data ?? []) : [];
  // "No match" only once the answer for exactly this text is in; until then the previous options stay.
  const settled = debounced === query.trim() && search.isSuccess && !search.isFetching;
  const expanded = open && query.trim().length >= 2 && (options.length > 0 || settled);
  const listboxId = `${uid}-listbox`;
  const optionId = (i: number) => `${uid}-option-${i}`;

  const choose = (city: City | undefined) => {
    if (!city) return;
    if (!city.destinationId) {
      onNotice(`Wayfarer has no curated places in ${city.name} yet, so it cannot plan days there. Choose a city marked “Curated”.`);
    } else if (chosen.includes(city.destinationId)) {
      onNotice(`${city.name} is already in your trip.`);
    } else {
      onNotice(null);
      onChoose({ ...city, destinationId: city.destinationId });
      setQuery('');
    }
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (n === 0) return;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Enter') {
      // Enter in the combobox picks a city; it never submits the whole form by accident.
      if (query.trim()) event.preventDefault();
      if (expanded && active >= 0) choose(options[active]);
      else if (expanded && n > 0) setActive(0);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const curatedCount = options.filter((o) => o.destinationId).length;
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        ref={ref}
        id={id}
        {...aria}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Type a city, e.g. Lisbon"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => query.trim().length >= 2 && setOpen(true)}
        className="pl-9 pr-9"
      />
      {search.isFetching && query.trim().length >= 2 && (
        <Loader2 aria-hidden="true" className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground" />
      )}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Matching cities"
        hidden={!expanded}
        className={
          'absolute inset-x-0 top-full z-30 mt-1.5 max-h-80 overflow-auto rounded-xl ' +
          'border border-border bg-popover p-1.5 text-popover-foreground shadow-lift'
        }
      >
        {options.map((city, i) => (
          <li
            key={city.geonameId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            aria-disabled={!city.destinationId || chosen.includes(city.destinationId)}
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => setActive(i)}
            onClick={() => choose(city)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
              i === active && 'bg-muted',
              !city.destinationId && 'text-muted-foreground',
            )}
          >
            <MapPin aria-hidden="true" className={cn('size-4 shrink-0', city.destinationId ? 'text-primary' : 'text-muted-foreground')} />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-foreground">{city.name}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {[/^[A-Za-z]/.test(city.admin) ? city.admin : null, countryName(city.country)].filter(Boolean).join(', ')}
              </span>
            </span>
            <span
              className={cn(
                'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                city.destinationId ? 'bg-primary-soft text-primary-soft-foreground' : 'bg-muted text-muted-foreground',
              )}
            >
              {city.destinationId ? (chosen.includes(city.destinationId) ? 'Added' : 'Curated') : 'No curated places yet'}
            </span>
          </li>
        ))}
        {options.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected="false" className="px-3 py-2 text-sm text-muted-foreground">
            No city matches “{query.trim()}”.
          </li>
        )}
      </ul>
      <p role="status" className="sr-only">
        {expanded
          ? options.length
            ? `${options.length} cities found, ${curatedCount} with curated places. Use the up and down arrows to choose.`
            : 'No matching city.'
          : ''}
      </p>
    </div>
  );
});
