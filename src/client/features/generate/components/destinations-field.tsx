import { useState } from 'react';
import { ArrowDown, ArrowUp, Info, MapPin, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useAccessibility } from '../../../lib/accessibility-provider';
import { countryName } from '../../../../core/geo/region-name';
import type { DestinationValue } from '../lib/form-values';
import { DestinationCombobox } from './destination-combobox';
import { describedBy, FieldError } from '../../../components/ui/form-field';

/** A city moves one place earlier or later; the first has no "earlier", the last no "later". */
const MOVES = [
  { word: 'earlier', step: -1, Icon: ArrowUp },
  { word: 'later', step: 1, Icon: ArrowDown },
] as const;

interface DestinationsFieldProps {
  id: string;
  value: DestinationValue[];
  onChange: (next: DestinationValue[]) => void;
  /** Visit in the listed order; the order can then be changed here. */
  ordered: boolean;
  onOrderedChange: (ordered: boolean) => void;
  error?: string;
}

/** One or several curated cities, each with an optional fixed stay (several cities only), in a fixed order or not. */
export function DestinationsField({ id, value, onChange, ordered, onOrderedChange, error }: DestinationsFieldProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const { announce } = useAccessibility();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = notice ? `${id}-notice` : undefined;

  const remove = (d: DestinationValue) => {
    onChange(value.filter((x) => x.destinationId !== d.destinationId));
    announce(`${d.name} removed from your trip.`);
    // The button that had focus is gone: continue in the city search.
    document.getElementById(id)?.focus();
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [d] = next.splice(from, 1);
    next.splice(to, 0, d!);
    onChange(next);
    announce(`${d!.name} is now stop ${to + 1} of ${next.length}.`);
    // Keep focus on the city that moved: the same button, or the other one once it reaches an end.
    const direction = to < from ? 'earlier' : 'later';
    const other = direction === 'earlier' ? 'later' : 'earlier';
    requestAnimationFrame(() =>
      (
        document.getElementById(`${id}-${direction}-${d!.destinationId}`) ?? document.getElementById(`${id}-${other}-${d!.destinationId}`)
      )?.focus(),
    );
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Destinations</Label>
      <DestinationCombobox
        id={id}
        aria-invalid={!!error}
        aria-describedby={describedBy(errorId, noticeId, hintId)}
        chosen={value.map((d) => d.destinationId)}
        onNotice={setNotice}
        onChoose={(city) => {
          onChange([...value, { destinationId: city.destinationId, name: city.name, country: city.country, days: '' }]);
          announce(`${city.name} added to your trip.`);
        }}
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {value.length > 1
          ? ordered
            ? 'Wayfarer visits the cities in this order and chooses how long to stay in each, unless you fix the days.'
            : 'The planner chooses the order and how long to stay in each city, unless you fix the days.'
          : 'One city or several. Wayfarer plans the cities it has curated places for.'}
      </p>
      {notice && (
        <p id={noticeId} className="flex items-start gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-soft-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {notice}
        </p>
      )}
      <FieldError id={errorId} error={error} />
      {value.length > 1 && (
        <label className="mt-1 flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={ordered}
            onChange={(e) => onOrderedChange(e.target.checked)}
            className="size-4 accent-(--primary)"
          />
          Visit in this order
        </label>
      )}
      {value.length > 0 && (
        <ol aria-label="Cities in your trip" className="mt-2 space-y-2">
          {value.map((d, i) => (
            <li key={d.destinationId} className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2">
              <span
                className={
                  'flex size-7 shrink-0 items-center justify-center rounded-full ' + 'bg-primary text-xs font-bold text-primary-foreground'
                }
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1.5 font-medium">
                  <MapPin aria-hidden="true" className="size-4 text-primary" />
                  {d.name}
                </span>
                {d.country && <span className="block text-xs text-muted-foreground">{countryName(d.country)}</span>}
              </span>
              {value.length > 1 && (
                <span className="flex items-center gap-2">
                  <Label htmlFor={`${id}-days-${d.destinationId}`} className="text-sm font-normal text-muted-foreground">
                    Days<span className="sr-only"> in {d.name}</span>
                  </Label>
                  <Input
                    id={`${id}-days-${d.destinationId}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={60}
                    placeholder="Any"
                    value={d.days}
                    onChange={(e) => onChange(value.map((x) => (x.destinationId === d.destinationId ? { ...x, days: e.target.value } : x)))}
                    className="w-20"
                  />
                </span>
              )}
              {ordered && value.length > 1 && (
                <span className="flex">
                  {MOVES.filter((m) => value[i + m.step] !== undefined).map((m) => (
                    <Button
                      key={m.word}
                      id={`${id}-${m.word}-${d.destinationId}`}
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Move ${d.name} ${m.word}`}
                      onClick={() => move(i, i + m.step)}
                    >
                      <m.Icon aria-hidden="true" />
                    </Button>
                  ))}
                </span>
              )}
              <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${d.name}`} onClick={() => remove(d)}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
