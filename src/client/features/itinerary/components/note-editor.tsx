import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { Label } from '../../../components/ui/label';
import { NOTE_MAX } from '../../../../core/api/trip-constants';

export interface NoteValue {
  text: string;
  visibility: 'private' | 'shared';
}

/** A note for an item or a day; private unless the user ticks "show on the share link". */
export function NoteEditor({
  label,
  initial,
  onSave,
  onCancel,
}: {
  label: string;
  initial: NoteValue | null;
  onSave: (v: NoteValue) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial?.text ?? '');
  const [shared, setShared] = useState(initial?.visibility === 'shared');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({ text: text.trim(), visibility: shared ? 'shared' : 'private' });
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-2 rounded-lg border border-border bg-surface p-3 print:hidden">
      <Label htmlFor={`${id}-text`}>{label}</Label>
      <Textarea id={`${id}-text`} value={text} maxLength={NOTE_MAX} rows={3} onChange={(e) => setText(e.target.value)} autoFocus />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-[var(--primary)]" checked={shared} onChange={(e) => setShared(e.target.checked)} />
        Show this note on the share link (otherwise only you see it)
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Save note
        </Button>
        {initial && (
          <Button type="button" size="sm" variant="outline" onClick={() => onSave({ text: '', visibility: 'private' })}>
            Delete note
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
