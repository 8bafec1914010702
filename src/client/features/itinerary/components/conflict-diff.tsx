import type { EditOpInput, ItineraryDetail } from '../../../../core/api/trips';
import { cn } from '../../../lib/cn';
import { formatMinute } from '../lib/format';
import { isPlace, type PlaceItem } from '../../../../core/edits/retime';

/** Plain words for one unsaved op, so the user knows what "keep mine" re-applies. */
export function describeOp(op: EditOpInput, doc: ItineraryDetail): string {
  const name = (id: string) => doc.plan.days.flatMap((d) => d.items).find((i) => i.id === id && i.kind !== 'transfer');
  const label = (id: string) => {
    const it = name(id);
    return it && it.kind !== 'transfer' ? it.name : 'an item';
  };
  switch (op.op) {
    case 'rename':
      return `Renamed the trip to “${op.title}”`;
    case 'moveItem':
      return `Moved ${label(op.itemId)} to day ${op.toDay}, position ${op.toIndex + 1}`;
    case 'setTime':
      return (
        `Set ${label(op.itemId)} to ${formatMinute(op.startMinute)}` +
        `${op.endMinute !== undefined ? `–${formatMinute(op.endMinute)}` : ''}`
      );
    case 'addPlace':
      return `Added a place to day ${op.day}`;
    case 'removeItem':
      return `Removed ${label(op.itemId)}`;
    case 'pinItem':
      return `${op.pinned ? 'Pinned' : 'Unpinned'} ${label(op.itemId)}`;
    case 'setItemNote':
      return `${op.text ? 'Wrote' : 'Deleted'} a note on ${label(op.itemId)}`;
    case 'setDayNote':
      return `${op.text ? 'Wrote' : 'Deleted'} the note of day ${op.day}`;
  }
}

const key = (i: PlaceItem) => `${i.id}@${i.startMinute}-${i.endMinute}`;

function Column({ title, doc, other, testId }: { title: string; doc: ItineraryDetail; other: ItineraryDetail; testId: string }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-lg border border-border p-3" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      <p className={cn('text-sm', doc.title !== other.title && 'font-semibold text-accent-soft-foreground')}>“{doc.title}”</p>
      {doc.plan.days.map((day) => {
        const otherKeys = new Set((other.plan.days[day.day - 1]?.items ?? []).filter(isPlace).map(key));
        const note = doc.notes.days[String(day.day)]?.text;
        return (
          <div key={day.day} className="mt-2">
            <h4 className="text-sm font-semibold">Day {day.day}</h4>
            {note && (
              <p className={cn('text-xs text-muted-foreground', note !== other.notes.days[String(day.day)]?.text && 'font-semibold')}>
                Note: {note}
              </p>
            )}
            <ul className="grid gap-0.5 text-sm">
              {day.items.filter(isPlace).map((i) => {
                const changed = !otherKeys.has(key(i));
                return (
                  <li key={i.id} className={cn('rounded px-1', changed && 'bg-accent-soft text-accent-soft-foreground')}>
                    <span className="tabular-nums">{formatMinute(i.startMinute)}</span> {i.name}
                    {changed && <span className="sr-only"> (differs)</span>}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** "Review both": the two versions side by side, differences highlighted. */
export function ConflictDiff({ mine, theirs }: { mine: ItineraryDetail; theirs: ItineraryDetail }) {
  return (
    <div className="grid max-h-[50dvh] gap-3 overflow-y-auto sm:grid-cols-2" tabIndex={0} aria-label="Both versions">
      <Column title="Your version" doc={mine} other={theirs} testId="diff-mine" />
      <Column title="Their version (saved)" doc={theirs} other={mine} testId="diff-theirs" />
    </div>
  );
}
