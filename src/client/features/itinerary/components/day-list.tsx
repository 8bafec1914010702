import { memo, useCallback, type CSSProperties } from 'react';
import type { PlanDay, Notice, Violation } from '../../../../core/planner/types';
import type { PlaceItem } from '../../../../core/edits/retime';
import type { PickedPlace } from '../lib/client-catalog';
import { DaySection } from './day-section';
import type { MoveTarget } from './move-menu';
import type { useDragReorder } from './use-drag-reorder';
import { useProgressiveCount } from './use-progressive-count';

export interface DayListProps {
  days: PlanDay[];
  moveTargets: MoveTarget[];
  violations: { byItem: Map<string, Violation[]>; byDay: Map<number, Violation[]>; notices?: Map<string, Notice[]> };
  mapDay: number;
  setMapDay: (day: number) => void;
  onMove: (item: PlaceItem, to: 'up' | 'down' | number) => void;
  onAdd: (day: number, place: PickedPlace) => void;
  onReplan: (day: number) => void;
  replanning: number | null;
  registerMoveButton: (id: string, el: HTMLButtonElement | null) => void;
  dnd: ReturnType<typeof useDragReorder> | null;
}

/**
 * The days of the timeline: the first one in the first render, the others one by one after it (issue 16), each in
 * a placeholder about its size until then. Memoized, as each day is: a change elsewhere on the screen (the map's
 * day, the save state) does not re-render the timeline.
 */
export const DayList = memo(function DayList({ days, mapDay, setMapDay, replanning, ...rest }: DayListProps) {
  const shown = useProgressiveCount(days.length);
  return (
    <ol aria-label="Days" className="grid content-start gap-12">
      {days.map((day, i) =>
        i < shown ? (
          <MemoDay
            key={day.day}
            day={day}
            selected={mapDay === day.day}
            onSelect={setMapDay}
            replanning={replanning === day.day}
            {...rest}
          />
        ) : (
          <DayPlaceholder key={day.day} day={day} />
        ),
      )}
    </ol>
  );
});

type MemoDayProps = Omit<DayListProps, 'days' | 'mapDay' | 'setMapDay' | 'replanning'> & {
  day: PlanDay;
  selected: boolean;
  onSelect: (day: number) => void;
  replanning: boolean;
};

const MemoDay = memo(function MemoDay({ day, moveTargets, onSelect, ...rest }: MemoDayProps) {
  const select = useCallback(() => onSelect(day.day), [onSelect, day.day]);
  return <DaySection day={day} days={moveTargets} onSelect={select} {...rest} />;
});

/** About the height the day will take (header, visits and meals, travel legs), so nothing below it jumps. */
function DayPlaceholder({ day }: { day: PlanDay }) {
  const places = day.items.filter((i) => i.kind !== 'transfer').length;
  const style = { '--places': places, '--legs': day.items.length - places } as CSSProperties;
  return (
    <li
      aria-hidden="true"
      data-testid="day-placeholder"
      style={style}
      className={
        'rounded-xl bg-muted/40 h-[calc(7rem+var(--places)*15.5rem+var(--legs)*2.8rem)] ' +
        'sm:h-[calc(6rem+var(--places)*12rem+var(--legs)*2.5rem)]'
      }
    />
  );
}
