import { useState, type DragEvent } from 'react';
import {
  AlertTriangle,
  CalendarClock,
  Clock,
  GripVertical,
  Pin,
  PinOff,
  Shuffle,
  StickyNote,
  Trash2,
  Utensils,
  Landmark,
} from 'lucide-react';
import type { Notice, Violation } from '../../../../core/planner/types';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { duration, formatMinute, money } from '../lib/format';
import { catalogEntry, type PickedPlace } from '../lib/client-catalog';
import type { PlaceItem } from '../../../../core/edits/retime';
import { useItineraryScreen } from './itinerary-context';
import { MoveMenu, type MoveTarget } from './move-menu';
import { NoteEditor } from './note-editor';
import { TimeForm } from './time-form';

export interface PlaceItemProps {
  item: PlaceItem;
  day: number;
  /** Position among the day's visits and meals. */
  position: number;
  count: number;
  days: MoveTarget[];
  number: number;
  violations: Violation[];
  /** Informational notes from the report (holiday hours unconfirmed): shown, never counted as problems. */
  notices?: Notice[];
  onMove: (item: PlaceItem, to: 'up' | 'down' | number) => void;
  registerMoveButton: (id: string, el: HTMLButtonElement | null) => void;
  drag?: {
    dragging: boolean;
    dropBefore: boolean;
    dropAfter: boolean;
    onDragStart: (e: DragEvent<HTMLLIElement>) => void;
    onDragEnd: () => void;
    onDragOver: (e: DragEvent<HTMLLIElement>) => void;
    onDrop: (e: DragEvent<HTMLLIElement>) => void;
  };
}

/** One visit or meal: time, place, cost, why, opening hours, problems found by the checker, note and edits. */
export function PlaceItemCard(props: PlaceItemProps) {
  const { item, day, position, count, days, number, violations, notices = [], onMove, registerMoveButton, drag } = props;
  const { doc, editor, swapItem, afterRemove } = useItineraryScreen();
  const [panel, setPanel] = useState<'time' | 'note' | null>(null);
  const info = doc.places[item.placeId];
  const note = doc.notes.items[item.id] ?? null;
  const Icon = item.kind === 'meal' ? Utensils : Landmark;
  const headingId = `item-${item.id}-name`;

  const remove = () => {
    if (!editor) return;
    const places = doc.plan.days[day - 1]?.items.filter((i) => i.kind !== 'transfer') ?? [];
    const next = places[position + 1] ?? places[position - 1] ?? null;
    const entry = 'catalog' in doc ? catalogEntry(doc.catalog, item) : null;
    editor.edit([{ op: 'removeItem', itemId: item.id }], { message: `Removed ${item.name} from day ${day}.` });
    afterRemove?.(day, next?.id ?? null);
    toast({
      title: `Removed ${item.name}`,
      action: {
        label: 'Undo',
        // Back under its own id (its note and any queued edit still refer to it), from its catalog entry.
        onClick: () =>
          editor.edit(
            [
              {
                op: 'addPlace',
                day,
                placeId: item.placeId,
                startMinute: item.startMinute,
                durationMinutes: Math.max(5, item.endMinute - item.startMinute),
                itemId: item.id,
                ...(item.kind === 'meal' ? { meal: item.meal } : {}),
              },
            ],
            {
              message: `Put ${item.name} back.`,
              picked: [
                {
                  id: item.placeId,
                  name: item.name,
                  destinationId: item.cityId,
                  category: info?.category as PickedPlace['category'],
                  coordinates: item.coordinates ?? undefined,
                  openingHours: info?.openingHours ?? undefined,
                  ...(entry ? { catalog: entry } : {}),
                },
              ],
            },
          ),
      },
    });
  };

  return (
    <li
      id={`item-${item.id}`}
      data-item-id={item.id}
      data-testid="place-item"
      aria-labelledby={headingId}
      draggable={!!drag}
      onDragStart={drag?.onDragStart}
      onDragEnd={drag?.onDragEnd}
      onDragOver={drag?.onDragOver}
      onDrop={drag?.onDrop}
      className={cn(
        'relative rounded-xl border bg-card p-3 shadow-soft transition-[opacity,box-shadow] break-inside-avoid sm:p-4 print:p-2',
        violations.length ? 'border-destructive/60' : 'border-border',
        drag?.dragging && 'opacity-50',
        drag?.dropBefore && 'shadow-[0_-3px_0_0_var(--primary)]',
        drag?.dropAfter && 'shadow-[0_3px_0_0_var(--primary)]',
      )}
    >
      <div className="flex gap-3">
        <div className="flex flex-col items-center gap-1 pt-0.5">
          {drag && <GripVertical className="size-4 cursor-grab text-muted-foreground print:hidden" aria-hidden="true" />}
          <span
            className="grid size-7 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
            aria-hidden="true"
          >
            {number}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="text-sm font-semibold tabular-nums text-muted-foreground">
              <time>{formatMinute(item.startMinute)}</time>–<time>{formatMinute(item.endMinute)}</time>
              <span className="sr-only">, </span>
              <span className="ml-2 font-normal">{duration(item.endMinute - item.startMinute)}</span>
            </p>
            <p className="text-sm font-semibold tabular-nums">{item.cost ? money(item.cost, doc.plan.currency) : 'Free'}</p>
          </div>
          <h3 id={headingId} className="mt-0.5 flex items-center gap-2 text-base font-semibold leading-snug">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{item.name}</span>
            {item.kind === 'meal' && <span className="text-xs font-medium capitalize text-muted-foreground">{item.meal}</span>}
            {item.locked && (
              <span
                className={
                  'inline-flex items-center gap-1 rounded-full bg-primary-soft ' + 'px-2 py-0.5 text-xs text-primary-soft-foreground'
                }
              >
                <Pin className="size-3" aria-hidden="true" />
                Pinned
              </span>
            )}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{item.reason}</p>
          {info?.openingHours && (
            <p className="mt-1 text-xs text-muted-foreground">
              <span className="font-semibold">Opening hours:</span> {info.openingHours}
            </p>
          )}
          {violations.length > 0 && (
            <ul className="mt-2 grid gap-1" aria-label={`Problems with ${item.name}`}>
              {violations.map((v) => (
                <li key={v.message} className="flex items-start gap-1.5 text-sm font-medium text-destructive" data-testid="item-violation">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {v.message}
                </li>
              ))}
            </ul>
          )}
          {notices.length > 0 && (
            <ul className="mt-2 grid gap-1" aria-label={`Notes on ${item.name}`}>
              {notices.map((n) => (
                <li key={n.message} className="flex items-start gap-1.5 text-sm text-muted-foreground" data-testid="item-notice">
                  <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {n.short ?? n.message}
                </li>
              ))}
            </ul>
          )}
          {note && panel !== 'note' && (
            <p className="mt-2 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="item-note">
              <span className="font-semibold">Note{note.visibility === 'shared' ? ' (shared)' : editor ? ' (private)' : ''}:</span>{' '}
              {note.text}
            </p>
          )}
          {editor && (
            <div className="mt-2 flex flex-wrap gap-1 print:hidden">
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={panel === 'time'}
                aria-label={`Change time of ${item.name}`}
                onClick={() => setPanel(panel === 'time' ? null : 'time')}
              >
                <Clock aria-hidden="true" /> Time
              </Button>
              <MoveMenu
                name={item.name}
                canUp={position > 0}
                canDown={position < count - 1}
                days={days}
                currentDay={day}
                onMove={(to) => onMove(item, to)}
                triggerRef={(el) => registerMoveButton(item.id, el)}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={!!item.locked}
                aria-label={`${item.locked ? 'Unpin' : 'Pin'} ${item.name}`}
                onClick={() =>
                  editor.edit([{ op: 'pinItem', itemId: item.id, pinned: !item.locked }], {
                    message: `${item.locked ? 'Unpinned' : 'Pinned'} ${item.name}.`,
                  })
                }
              >
                {item.locked ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />} {item.locked ? 'Unpin' : 'Pin'}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={panel === 'note'}
                aria-label={`Note for ${item.name}`}
                onClick={() => setPanel(panel === 'note' ? null : 'note')}
              >
                <StickyNote aria-hidden="true" /> Note
              </Button>
              {swapItem && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Swap ${item.name} for another place`}
                  disabled={editor.busy || !!item.locked}
                  onClick={() => swapItem(item.id, item.name)}
                >
                  <Shuffle aria-hidden="true" /> Swap
                </Button>
              )}
              <Button variant="ghost" size="sm" className="text-destructive" aria-label={`Remove ${item.name}`} onClick={remove}>
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            </div>
          )}
          {editor && panel === 'time' && (
            <TimeForm
              name={item.name}
              start={item.startMinute}
              end={item.endMinute}
              onCancel={() => setPanel(null)}
              onSave={(startMinute, endMinute) => {
                setPanel(null);
                editor.edit([{ op: 'setTime', itemId: item.id, startMinute, endMinute }], {
                  message: `${item.name} now ${formatMinute(startMinute)} to ${formatMinute(endMinute)}.`,
                });
              }}
            />
          )}
          {editor && panel === 'note' && (
            <NoteEditor
              label={`Note for ${item.name}`}
              initial={note}
              onCancel={() => setPanel(null)}
              onSave={({ text, visibility }) => {
                setPanel(null);
                editor.edit([{ op: 'setItemNote', itemId: item.id, text, visibility }], {
                  message: text ? `Note saved for ${item.name}.` : `Note deleted for ${item.name}.`,
                });
              }}
            />
          )}
        </div>
      </div>
    </li>
  );
}
