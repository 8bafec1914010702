import { useState } from 'react';
import { AlertTriangle, BedDouble, ExternalLink, MapPinned, RefreshCw, StickyNote } from 'lucide-react';
import type { PlanDay, Notice, Violation } from '../../../../core/planner/types';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { dayLabel, money } from '../lib/format';
import { dayMapsUrl } from '../lib/maps-url';
import { isPlace, type PlaceItem } from '../../../../core/edits/retime';
import type { PickedPlace } from '../lib/client-catalog';
import { AddPlaceDialog } from './add-place-dialog';
import { useItineraryScreen } from './itinerary-context';
import type { MoveTarget } from './move-menu';
import { NoteEditor } from './note-editor';
import { PlaceItemCard } from './place-item';
import { TravelLeg } from './travel-leg';
import type { useDragReorder } from './use-drag-reorder';

export interface DaySectionProps {
  day: PlanDay;
  days: MoveTarget[];
  violations: { byItem: Map<string, Violation[]>; byDay: Map<number, Violation[]>; notices?: Map<string, Notice[]> };
  selected: boolean;
  onSelect: () => void;
  onMove: (item: PlaceItem, to: 'up' | 'down' | number) => void;
  onAdd: (day: number, place: PickedPlace) => void;
  onReplan: (day: number) => void;
  replanning: boolean;
  registerMoveButton: (id: string, el: HTMLButtonElement | null) => void;
  dnd: ReturnType<typeof useDragReorder> | null;
}

export function DaySection({
  day,
  days,
  violations,
  selected,
  onSelect,
  onMove,
  onAdd,
  onReplan,
  replanning,
  registerMoveButton,
  dnd,
}: DaySectionProps) {
  const { doc, editor, cityName } = useItineraryScreen();
  const [editingNote, setEditingNote] = useState(false);
  const places = day.items.filter(isPlace);
  const note = doc.notes.days[String(day.day)] ?? null;
  const mapsUrl = dayMapsUrl(day);
  const dayProblems = violations.byDay.get(day.day) ?? [];
  const headingId = `day-${day.day}-heading`;
  const city =
    day.fromCityId && day.fromCityId !== day.cityId ? `${cityName(day.fromCityId)} → ${cityName(day.cityId)}` : cityName(day.cityId);
  const cities = [...new Set([day.cityId, ...(day.fromCityId ? [day.fromCityId] : [])])]
    .filter((id) => doc.cities.some((c) => c.id === id))
    .map((id) => ({ id, name: cityName(id) }));
  const dropAtEnd = dnd?.target?.day === day.day && dnd.target.slot === places.length;

  return (
    // Off screen, a day is neither styled nor laid out until it scrolls near (its last size is kept): adding the
    // later days after the first paint costs the main thread little (issue 16). Printing renders every day.
    <li className="[contain-intrinsic-block-size:auto_110rem] [content-visibility:auto] print:[content-visibility:visible]">
      <section
        aria-labelledby={headingId}
        className="day-section scroll-mt-24"
        id={`day-${day.day}`}
        data-testid="day-section"
        data-day={day.day}
      >
        <header className="flex flex-wrap items-end justify-between gap-3 border-b border-border pb-3">
          <div>
            <h2 id={headingId} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
              Day {day.day} <span className="font-medium text-muted-foreground">· {dayLabel(day.date)}</span>
            </h2>
            <p className="text-sm text-muted-foreground">{city}</p>
          </div>
          <div className="flex flex-wrap gap-1.5 print:hidden">
            <Button variant={selected ? 'secondary' : 'ghost'} size="sm" aria-pressed={selected} onClick={onSelect}>
              <MapPinned aria-hidden="true" /> Map<span className="sr-only"> of day {day.day}</span>
            </Button>
            {mapsUrl && (
              <Button variant="ghost" size="sm" asChild>
                <a href={mapsUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" /> Open in maps<span className="sr-only"> (day {day.day}, opens in a new tab)</span>
                </a>
              </Button>
            )}
            {editor && (
              <>
                <Button variant="ghost" size="sm" aria-expanded={editingNote} onClick={() => setEditingNote((v) => !v)}>
                  <StickyNote aria-hidden="true" /> Day note<span className="sr-only"> for day {day.day}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={replanning || editor.busy}
                  onClick={() => onReplan(day.day)}
                  title={editor.busy ? 'Wait until your edits are saved' : undefined}
                >
                  <RefreshCw className={cn(replanning && 'motion-safe:animate-spin')} aria-hidden="true" /> Re-plan
                  <span className="sr-only"> day {day.day}</span>
                </Button>
                <AddPlaceDialog day={day.day} cities={cities} onAdd={(p) => onAdd(day.day, p)} />
              </>
            )}
          </div>
        </header>
        {editor && editingNote && (
          <NoteEditor
            label={`Note for day ${day.day}`}
            initial={note}
            onCancel={() => setEditingNote(false)}
            onSave={({ text, visibility }) => {
              setEditingNote(false);
              editor.edit([{ op: 'setDayNote', day: day.day, text, visibility }], {
                message: text ? `Note saved for day ${day.day}.` : `Note deleted for day ${day.day}.`,
              });
            }}
          />
        )}
        {note && !editingNote && (
          <p className="mt-3 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="day-note">
            <span className="font-semibold">Day note{note.visibility === 'shared' ? ' (shared)' : editor ? ' (private)' : ''}:</span>{' '}
            {note.text}
          </p>
        )}
        {dayProblems.length > 0 && (
          <ul className="mt-3 grid gap-1" aria-label={`Problems on day ${day.day}`}>
            {dayProblems.map((v) => (
              <li key={v.message} className="flex items-start gap-1.5 text-sm font-medium text-destructive" data-testid="day-violation">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {v.message}
              </li>
            ))}
          </ul>
        )}
        <ol className="mt-4 grid gap-2.5 print:gap-1.5" aria-label={`Day ${day.day} schedule`}>
          {day.items.map((item) => {
            if (!isPlace(item)) return <TravelLeg key={item.id} item={item} violations={violations.byItem.get(item.id) ?? []} />;
            const index = places.indexOf(item);
            return (
              <PlaceItemCard
                key={item.id}
                item={item}
                day={day.day}
                position={index}
                count={places.length}
                days={days}
                number={index + 1}
                violations={violations.byItem.get(item.id) ?? []}
                notices={violations.notices?.get(item.id) ?? []}
                onMove={onMove}
                registerMoveButton={registerMoveButton}
                drag={
                  dnd
                    ? {
                        dragging: dnd.dragId === item.id,
                        dropBefore: dnd.target?.day === day.day && dnd.target.slot === index,
                        dropAfter: false,
                        ...dnd.itemHandlers(item.id, day.day, index),
                      }
                    : undefined
                }
              />
            );
          })}
          {places.length === 0 && (
            <li className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
              No visits or meals planned this day.
            </li>
          )}
          {dnd && (
            <li
              {...dnd.endZoneHandlers(day.day, places.length)}
              data-testid="day-drop-zone"
              aria-hidden={dnd.dragId ? undefined : true}
              className={cn(
                'grid min-h-11 place-items-center rounded-xl border-2 border-dashed ' +
                  'text-center text-sm text-muted-foreground transition-colors print:hidden',
                dnd.dragId ? 'border-primary/50' : 'border-transparent',
                dropAtEnd && 'bg-primary-soft',
              )}
            >
              {dnd.dragId ? `Drop here to move to the end of day ${day.day}` : ''}
            </li>
          )}
        </ol>
        {day.freeTime?.length ? (
          <ul className="mt-3 grid gap-1 text-sm text-muted-foreground" aria-label={`Day ${day.day} free time`} data-testid="day-free-time">
            {day.freeTime.map((f) => (
              <li key={f.startMinute}>{f.label}</li>
            ))}
          </ul>
        ) : null}
        {day.lodging && (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
            <BedDouble className="size-4 text-primary" aria-hidden="true" />
            <span>
              Night at <span className="font-semibold text-foreground">{day.lodging.name}</span> ·{' '}
              {money(day.lodging.cost, doc.plan.currency)}
            </span>
          </p>
        )}
      </section>
    </li>
  );
}
