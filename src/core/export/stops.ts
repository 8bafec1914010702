import { formatMoney } from '../money/currencies';
import type { MealItem, PlanDay, VisitItem } from '../planner/types';
import { addDays, zonedInstant } from '../time/dates';
import type { ExportInput } from './types';

export interface Stop {
  day: PlanDay;
  item: VisitItem | MealItem;
  lat: number;
  lon: number;
  /** UTC instants (ms). */
  start: number;
  end: number;
  description: string;
}

/** A local wall-clock minute of a day as its calendar date and minute of that date (minute may pass 1440). */
export function localDateTime(date: string, minute: number): { date: string; minute: number } {
  const offset = Math.floor(minute / 1440);
  return { date: addDays(date, offset), minute: minute - offset * 1440 };
}

/** One text for an item: why it is there, what it costs, and the (visible) note. */
export function describe(input: ExportInput, itemId: string, reason: string, cost: number): string {
  const lines = [reason];
  if (cost > 0) lines.push(`Cost: ${formatMoney(cost, input.plan.currency)}`);
  const note = input.notes?.items[itemId]?.text;
  if (note) lines.push(`Note: ${note}`);
  return lines.join('\n');
}

/** Visits and meals with known coordinates, in day and time order. */
export function stopsOf(input: ExportInput): Stop[] {
  return input.plan.days.flatMap((day) =>
    day.items.flatMap((item) => {
      if ((item.kind !== 'visit' && item.kind !== 'meal') || !item.coordinates) return [];
      return [
        {
          day,
          item,
          lat: item.coordinates.lat,
          lon: item.coordinates.lon,
          start: zonedInstant(day.date, item.startMinute, item.timeZone),
          end: zonedInstant(day.date, item.endMinute, item.timeZone),
          description: describe(input, item.id, item.reason, item.cost),
        },
      ];
    }),
  );
}

export function dayTitle(input: ExportInput, day: PlanDay): string {
  const city = input.cities[day.cityId]?.name ?? day.cityId;
  const from = day.fromCityId && day.fromCityId !== day.cityId ? `${input.cities[day.fromCityId]?.name ?? day.fromCityId} → ` : '';
  return `Day ${day.day} (${day.date}): ${from}${city}`;
}
