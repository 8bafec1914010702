import { ArrowDown, ArrowUp, ArrowUpDown, CalendarArrowDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DeferredDropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { dayLabel } from '../lib/format';

export interface MoveTarget {
  day: number;
  date: string;
}

/**
 * The keyboard path for drag and drop: up, down, or to the end of another day. One per visit and meal, so the menu
 * mounts on first use (`DeferredDropdownMenu`).
 */
export function MoveMenu({
  name,
  canUp,
  canDown,
  days,
  currentDay,
  onMove,
  triggerRef,
}: {
  name: string;
  canUp: boolean;
  canDown: boolean;
  days: MoveTarget[];
  currentDay: number;
  onMove: (to: 'up' | 'down' | number) => void;
  triggerRef?: (el: HTMLButtonElement | null) => void;
}) {
  return (
    <DeferredDropdownMenu
      trigger={
        <Button ref={triggerRef} variant="ghost" size="sm" aria-label={`Move ${name}`} data-move-trigger>
          <ArrowUpDown aria-hidden="true" />
          Move
        </Button>
      }
    >
      <DropdownMenuContent align="start">
        <MoveMenuItems name={name} canUp={canUp} canDown={canDown} days={days} currentDay={currentDay} onMove={onMove} />
      </DropdownMenuContent>
    </DeferredDropdownMenu>
  );
}

/** The menu's items: rendered only while the menu is open (a trip has one menu per visit and meal). */
function MoveMenuItems({
  name,
  canUp,
  canDown,
  days,
  currentDay,
  onMove,
}: Pick<Parameters<typeof MoveMenu>[0], 'name' | 'canUp' | 'canDown' | 'days' | 'currentDay' | 'onMove'>) {
  return (
    <>
      <DropdownMenuLabel className="text-muted-foreground">Move {name}</DropdownMenuLabel>
      <DropdownMenuItem disabled={!canUp} onSelect={() => onMove('up')}>
        <ArrowUp aria-hidden="true" /> Move up
      </DropdownMenuItem>
      <DropdownMenuItem disabled={!canDown} onSelect={() => onMove('down')}>
        <ArrowDown aria-hidden="true" /> Move down
      </DropdownMenuItem>
      {days.length > 1 && <DropdownMenuSeparator />}
      {days
        .filter((d) => d.day !== currentDay)
        .map((d) => (
          <DropdownMenuItem key={d.day} onSelect={() => onMove(d.day)}>
            <CalendarArrowDown aria-hidden="true" /> Move to day {d.day} ({dayLabel(d.date)})
          </DropdownMenuItem>
        ))}
    </>
  );
}
