import type { Plan, PlanDay, TransferItem } from '../../../src/core/planner/types';
import { formatMinute } from '../../../src/core/time/dates';
import type { PlanDayEntry } from '../eval/types';

/**
 * An engine Plan in TravelPlanner's submission format: one object per day with "Name, City" entries, "-" for
 * none, "from A to B" on travel days, attractions as "Name, City;" and transport written the way the
 * benchmark's own sample plans write it.
 */
const hhmm = (minute: number) => formatMinute(((minute % 1440) + 1440) % 1440);

function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} hour${h === 1 ? '' : 's'} ${m} mins` : `${m} mins`;
}

export function transportText(t: TransferItem): string {
  const route = `from ${t.fromCityId} to ${t.toCityId}`;
  const dollars = Math.round(t.cost / 100);
  if (t.mode === 'flight') {
    return `Flight Number: ${t.service ?? ''}, ${route}, Departure Time: ${hhmm(t.startMinute)}, Arrival Time: ${hhmm(t.endMinute)}`;
  }
  const km = t.distanceKm === null ? '' : `, distance: ${t.distanceKm.toLocaleString('en-US')} km`;
  const label = t.mode === 'self-drive' ? 'Self-driving' : t.mode === 'taxi' ? 'Taxi' : t.mode[0]!.toUpperCase() + t.mode.slice(1);
  return `${label}, ${route}, duration: ${durationText(t.durationMinutes)}${km}, cost: ${dollars}`;
}

export function renderDay(day: PlanDay): PlanDayEntry {
  const place = (name: string, city: string) => `${name}, ${city}`;
  const transfer = day.items.find((i): i is TransferItem => i.kind === 'transfer' && i.scope === 'intercity');
  const meal = (kind: string) => {
    const m = day.items.find((i) => i.kind === 'meal' && i.meal === kind);
    return m && m.kind === 'meal' ? place(m.name, m.cityId) : '-';
  };
  const visits = day.items.filter((i) => i.kind === 'visit');
  return {
    days: day.day,
    current_city: day.fromCityId ? `from ${day.fromCityId} to ${day.cityId}` : day.cityId,
    transportation: transfer ? transportText(transfer) : '-',
    breakfast: meal('breakfast'),
    attraction: visits.length ? visits.map((v) => `${place(v.kind === 'visit' ? v.name : '', v.cityId)};`).join('') : '-',
    lunch: meal('lunch'),
    dinner: meal('dinner'),
    accommodation: day.lodging ? place(day.lodging.name, day.lodging.cityId) : '-',
  };
}

export function renderPlan(plan: Plan): PlanDayEntry[] {
  return plan.days.map(renderDay);
}
