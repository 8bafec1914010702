import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { fromTimeInput, toTimeInput } from '../lib/format';

/** Change a visit's or meal's start and end (minutes since local midnight, kept on the same day). */
export function TimeForm({
  name,
  start,
  end,
  onSave,
  onCancel,
}: {
  name: string;
  start: number;
  end: number;
  onSave: (start: number, end: number) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(toTimeInput(start));
  const [to, setTo] = useState(toTimeInput(end));
  const [error, setError] = useState<string | null>(null);
  const offset = Math.floor(start / 1440) * 1440;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const a = fromTimeInput(from);
    let b = fromTimeInput(to);
    if (a === null || b === null) return setError('Enter both times as HH:MM.');
    if (b <= a) b += 1440; // ends after midnight
    if (b - a > 720) return setError('A visit can last at most 12 hours.');
    onSave(a + offset, b + offset);
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-3 print:hidden"
      aria-label={`Change time of ${name}`}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-start`}>Start</Label>
        <Input id={`${id}-start`} type="time" value={from} onChange={(e) => setFrom(e.target.value)} className="w-32" autoFocus required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-end`}>End</Label>
        <Input
          id={`${id}-end`}
          type="time"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="w-32"
          required
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Save time
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="w-full text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
