import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { useMapSearch, type SearchResult } from '../api/map-api';

/** A combobox (ARIA 1.2 pattern): type two letters, arrows to move, Enter to choose; the map flies to the choice. */
export function SearchBox({ onChoose, disabled = false }: { onChoose(result: SearchResult): void; disabled?: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useMapSearch(text);
  const results = open && text.trim().length >= 2 ? (search.data ?? []) : [];

  const choose = (r: SearchResult) => {
    setText(r.name);
    setOpen(false);
    onChoose(r);
  };

  return (
    <div className="relative" role="search">
      <label htmlFor={`${id}-q`} className="sr-only">
        Search cities and places
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={`${id}-q`}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={results.length ? `${id}-opt-${active}` : undefined}
        placeholder="Search cities and places"
        disabled={disabled}
        className="pl-9"
        value={text}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && results.length) {
            e.preventDefault();
            setActive((a) => (a + 1) % results.length);
          } else if (e.key === 'ArrowUp' && results.length) {
            e.preventDefault();
            setActive((a) => (a - 1 + results.length) % results.length);
          } else if (e.key === 'Enter' && results[active]) {
            e.preventDefault();
            choose(results[active]);
          } else if (e.key === 'Escape') setOpen(false);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Search results"
        hidden={!results.length}
        className={
          'absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border ' +
          'border-border bg-popover p-1 text-popover-foreground shadow-lg'
        }
      >
        {results.map((r, i) => (
          <li
            key={`${r.kind}:${r.id}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer rounded-md px-3 py-2 text-sm ${i === active ? 'bg-muted' : ''}`}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(r);
            }}
          >
            <span className="font-medium">{r.name}</span>{' '}
            <span className="text-muted-foreground">· {r.kind === 'destination' ? `City, ${r.context}` : r.context}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {open && text.trim().length >= 2 && search.data ? `${search.data.length} results` : ''}
      </p>
    </div>
  );
}
