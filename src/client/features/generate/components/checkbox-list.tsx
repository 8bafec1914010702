import { cn } from '../../../lib/cn';

/** Options as a group of checkboxes, each a large target that shows its state (labelled by the element `legendId`). */
export function CheckboxList<T extends string>({
  legendId,
  options,
  labels,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  legendId: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T[];
  onChange: (next: T[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div role="group" aria-labelledby={legendId} aria-describedby={describedBy} className="grid gap-2 sm:grid-cols-2">
      {options.map((opt) => {
        const on = value.includes(opt);
        return (
          <label
            key={opt}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 text-sm font-medium ' +
                'transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              on ? 'border-primary bg-primary-soft text-primary-soft-foreground' : 'border-input hover:bg-muted',
            )}
          >
            <input
              type="checkbox"
              checked={on}
              aria-invalid={invalid || undefined}
              onChange={() => onChange(on ? value.filter((v) => v !== opt) : [...value, opt])}
              className="size-4 accent-(--primary)"
            />
            {labels[opt]}
          </label>
        );
      })}
    </div>
  );
}
