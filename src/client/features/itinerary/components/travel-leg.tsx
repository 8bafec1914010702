import { Bus, Car, Footprints, Plane, Ship, TrainFront } from 'lucide-react';
import type { TransferItem, Violation } from '../../../../core/planner/types';
import { cn } from '../../../lib/cn';
import { duration, formatMinute, itemTitle, money } from '../lib/format';
import { useItineraryScreen } from './itinerary-context';

const ICONS = {
  walk: Footprints,
  transit: Bus,
  bus: Bus,
  taxi: Car,
  'self-drive': Car,
  drive: Car,
  flight: Plane,
  train: TrainFront,
  ferry: Ship,
} as Record<string, typeof Bus>;

/** The travel leg between two stops (local), or the journey between cities. */
export function TravelLeg({ item, violations }: { item: TransferItem; violations: Violation[] }) {
  const { doc, cityName } = useItineraryScreen();
  const Icon = ICONS[item.mode] ?? Car;
  const intercity = item.scope === 'intercity';
  // A day trip's long ride (out from the lodging before dawn, or back) shows when it runs.
  const fromLodging = !intercity && doc.plan.days.some((d) => d.lodging?.lodgingId === item.fromPlaceId);
  const timed = !intercity && item.durationMinutes >= 60;
  return (
    <li
      data-testid="travel-leg"
      className={cn(
        'flex items-start gap-3 break-inside-avoid',
        intercity
          ? 'rounded-xl border border-dashed border-primary/50 bg-primary-soft/40 p-3'
          : 'ml-4 border-l-2 border-dotted border-border py-1 pl-5',
      )}
    >
      <Icon className={cn('mt-0.5 shrink-0 text-primary', intercity ? 'size-5' : 'size-4')} aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className={cn(intercity ? 'font-semibold' : 'text-muted-foreground')}>
          {fromLodging && 'From your lodging: '}
          {intercity ? itemTitle(item, cityName) : `${itemTitle(item, cityName)} ${duration(item.durationMinutes)}`}
          {timed && ` · ${formatMinute(item.startMinute)}–${formatMinute(item.endMinute)}`}
          {item.distanceKm !== null && <span className="text-muted-foreground"> · {item.distanceKm.toFixed(1)} km</span>}
          {item.cost > 0 && <span className="text-muted-foreground"> · {money(item.cost, doc.plan.currency)}</span>}
          {intercity && (
            <span className="font-normal text-muted-foreground">
              {' · '}
              {formatMinute(item.startMinute)}–{formatMinute(item.endMinute)} ({duration(item.durationMinutes)})
              {item.timeZone !== item.endTimeZone && ', local times at each end'}
            </span>
          )}
        </p>
        {intercity && <p className="text-muted-foreground">{item.reason}</p>}
        {violations.map((v) => (
          <p key={v.message} className="font-medium text-destructive" data-testid="item-violation">
            {v.message}
          </p>
        ))}
      </div>
    </li>
  );
}
