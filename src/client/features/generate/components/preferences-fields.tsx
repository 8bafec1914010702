import { useId } from 'react';
import { Check } from 'lucide-react';
import { INTERESTS, INTEREST_KEYS, type Interest } from '../../../../core/places/interests';
import { PACE_PRESETS, type PacePreset } from '../../../../core/trip-request/schema';
import { cn } from '../../../lib/cn';

/** Interests as toggle buttons (aria-pressed): quicker than checkboxes to scan, announced as on/off. */
export function InterestsField({ value, onChange }: { value: Interest[]; onChange: (next: Interest[]) => void }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-medium">
        Interests
      </p>
      <div className="flex flex-wrap gap-2">
        {INTEREST_KEYS.map((key) => {
          const on = value.includes(key);
          return (
            <button
              key={key}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((k) => k !== key) : [...value, key])}
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium ' +
                  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                on ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background text-foreground hover:bg-muted',
              )}
            >
              {on && <Check aria-hidden="true" className="size-4" />}
              {INTERESTS[key].label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

const PACE_TEXT: Record<PacePreset, { label: string; description: string }> = {
  relaxed: { label: 'Relaxed', description: 'Late starts, few stops, long breaks' },
  balanced: { label: 'Balanced', description: 'A full day with time to breathe' },
  packed: { label: 'Packed', description: 'Early starts, as much as fits' },
};

/** Pace as a native radio group styled as cards (arrow keys move between them). */
export function PaceField({ name, value, onChange }: { name: string; value: PacePreset; onChange: (next: PacePreset) => void }) {
  return (
    <div role="radiogroup" aria-labelledby={`${name}-label`} className="space-y-2">
      <p id={`${name}-label`} className="text-sm font-medium">
        Pace
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        {PACE_PRESETS.map((preset) => (
          <label
            key={preset}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === preset ? 'border-primary bg-primary-soft' : 'border-input hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={preset}
              checked={value === preset}
              onChange={() => onChange(preset)}
              className="mt-1 size-4 accent-(--primary)"
            />
            <span>
              <span className="block text-sm font-semibold">{PACE_TEXT[preset].label}</span>
              <span className={cn('block text-xs', value === preset ? 'text-primary-soft-foreground' : 'text-muted-foreground')}>
                {PACE_TEXT[preset].description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
