import type { FeasibilityReport, Notice, PlanItem, Violation } from '../../../../core/planner/types';
import { formatMoney } from '../../../../core/money/currencies';
import { formatMinute } from '../../../../core/time/dates';
import { dateRange, dayLabel } from '../../../../core/time/date-labels';

export { dateRange, dayLabel, formatMinute };

export function money(minor: number, currency: string) {
  return formatMoney(minor, currency);
}

export function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** "HH:MM" for <input type="time"> (wraps past midnight). */
export function toTimeInput(minute: number): string {
  return formatMinute(((minute % 1440) + 1440) % 1440);
}

export function fromTimeInput(value: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const MODE_LABEL: Record<string, string> = {
  walk: 'Walk',
  transit: 'Public transport',
  taxi: 'Taxi',
  flight: 'Flight',
  train: 'Train',
  bus: 'Bus',
  ferry: 'Ferry',
  'self-drive': 'Drive',
  drive: 'Drive',
};

export function itemTitle(item: PlanItem, cityName: (id: string) => string): string {
  if (item.kind !== 'transfer') return item.name;
  if (item.scope === 'intercity')
    return `${MODE_LABEL[item.mode] ?? item.mode}${item.service ? ` ${item.service}` : ''} to ${cityName(item.toCityId)}`;
  // An organised tour's own vehicle (core TransferItem.operator), not the city's buses.
  if (item.operator === 'tour') return 'Tour minibus';
  return `${MODE_LABEL[item.mode] ?? item.mode}`;
}

/** Failing checks' violations grouped by item id, and those that belong to a whole day; the report's notes by item. */
export function violationsIndex(report: FeasibilityReport) {
  const byItem = new Map<string, Violation[]>();
  const byDay = new Map<number, Violation[]>();
  const general: Violation[] = [];
  const notices = new Map<string, Notice[]>();
  for (const n of report.notices ?? []) if (n.itemId) notices.set(n.itemId, [...(notices.get(n.itemId) ?? []), n]);
  for (const check of report.checks) {
    if (check.status !== 'fail') continue;
    for (const v of check.violations) {
      if (v.itemId) byItem.set(v.itemId, [...(byItem.get(v.itemId) ?? []), v]);
      else if (v.day) byDay.set(v.day, [...(byDay.get(v.day) ?? []), v]);
      else general.push(v);
    }
  }
  return { byItem, byDay, general, notices };
}

export const violationKey = (v: Violation) => `${v.day ?? ''}|${v.itemId ?? ''}|${v.message}`;
