import { useId } from 'react';
import { INTEREST_KEYS, INTERESTS, type Interest } from '../../../../core/places/interests';
import { PLACE_CATEGORIES, type PlaceCategory } from '../../../../core/places/categories';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { ExplorerView } from '../lib/view-state';

const label = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace('-', ' ');

/** Filters (each change is a new history entry): category, interest, free only, open at a local date-time, open now. */
export function FiltersPanel({
  view,
  onChange,
  disabled = false,
}: {
  view: ExplorerView;
  onChange(patch: Partial<ExplorerView>): void;
  /** Until the page is hydrated (the prerendered HTML's controls do nothing yet). */
  disabled?: boolean;
}) {
  const id = useId();
  const [date = '', time = ''] = (view.openAt ?? '').split('T');
  const setOpenAt = (d: string, t: string) => onChange({ openAt: d && t ? `${d}T${t}` : null, openNow: false });
  return (
    <fieldset className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm" disabled={disabled}>
      <legend className="sr-only">Filters</legend>
      <div>
        <label htmlFor={`${id}-cat`} className="font-medium">
          Category
        </label>
        <Select
          id={`${id}-cat`}
          value={view.category ?? ''}
          onChange={(e) => onChange({ category: (e.target.value || null) as PlaceCategory | null })}
        >
          <option value="">All categories</option>
          {PLACE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {label(c)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-int`} className="font-medium">
          Interest
        </label>
        <Select
          id={`${id}-int`}
          value={view.interest ?? ''}
          onChange={(e) => onChange({ interest: (e.target.value || null) as Interest | null })}
        >
          <option value="">Any interest</option>
          {INTEREST_KEYS.map((k) => (
            <option key={k} value={k}>
              {INTERESTS[k].label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-date`} className="font-medium">
          Open on (local date)
        </label>
        <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setOpenAt(e.target.value, time || '10:00')} />
      </div>
      <div>
        <label htmlFor={`${id}-time`} className="font-medium">
          at (local time)
        </label>
        <Input id={`${id}-time`} type="time" value={time} onChange={(e) => setOpenAt(date, e.target.value)} disabled={!date} />
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-4"
          checked={view.openNow}
          onChange={(e) => onChange({ openNow: e.target.checked, openAt: null })}
        />
        Open now
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-4" checked={view.freeOnly} onChange={(e) => onChange({ freeOnly: e.target.checked })} />
        Free only
      </label>
      {view.openAt && (
        <button
          type="button"
          className="col-span-2 justify-self-start text-primary underline underline-offset-2"
          onClick={() => onChange({ openAt: null })}
        >
          Clear the opening time
        </button>
      )}
    </fieldset>
  );
}
