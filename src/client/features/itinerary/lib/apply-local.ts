import type { EditOpInput, ItineraryDetail } from '../../../../core/api/trips';
import { totalsOf } from '../../../../core/planner/assemble';
import type { FeasibilityReport, PlanDay } from '../../../../core/planner/types';
import { partySize } from '../../../../core/trip-request/derive';
import { resolvePace } from '../../../../core/trip-request/pace';
import type { PickedPlace } from './client-catalog';

/** Re-checks an edited document in the browser (local-report.ts, loaded lazily: the checker is large). */
export type LocalChecker = (doc: ItineraryDetail, picked: PickedPlace[], serverReport: ItineraryDetail['plan']['report']) => FeasibilityReport;
import { isPlace, retimeDayLocal, type PlaceItem } from './retime-local';

const mealAt = (minute: number) => (minute < 660 ? 'breakfast' : minute < 1020 ? 'lunch' : 'dinner') as 'breakfast' | 'lunch' | 'dinner';

/**
 * The optimistic document: the server's last version with the not-yet-saved ops applied, the same way the server
 * applies them (src/server/modules/trips/edits/apply-ops.ts), then (given `check`) the instant checks re-run.
 * An op the browser cannot apply (e.g. an item someone else removed) is skipped here; the server will say why.
 */
export function applyLocal(server: ItineraryDetail, ops: EditOpInput[], picked: PickedPlace[] = [], check?: LocalChecker): ItineraryDetail {
  if (!ops.length) return server;
  const doc: ItineraryDetail = structuredClone(server);
  const days = doc.plan.days;
  const orders: PlaceItem[][] = days.map((d) => d.items.filter(isPlace).sort((a, b) => a.startMinute - b.startMinute));
  const touched = new Set<number>();
  const fixed = new Set<string>();
  const stamp = new Date().toISOString();
  const dayStart = resolvePace(doc.request.pace).dayStart;
  const locate = (itemId: string) => {
    for (let d = 0; d < orders.length; d++) {
      const k = (orders[d] as PlaceItem[]).findIndex((x) => x.id === itemId);
      if (k >= 0) return { d, k, item: (orders[d] as PlaceItem[])[k] as PlaceItem };
    }
    return null;
  };

  for (const op of ops) {
    if (op.op === 'rename') doc.title = op.title.trim();
    else if (op.op === 'setItemNote' || op.op === 'setDayNote') {
      const bucket = op.op === 'setItemNote' ? doc.notes.items : doc.notes.days;
      const key = op.op === 'setItemNote' ? op.itemId : String(op.day);
      if (op.text.trim()) bucket[key] = { text: op.text, visibility: op.visibility ?? 'private', updatedAt: stamp };
      else delete bucket[key];
    } else if (op.op === 'pinItem' || op.op === 'removeItem' || op.op === 'moveItem' || op.op === 'setTime') {
      const found = locate(op.itemId);
      if (!found) continue;
      const { d, k, item } = found;
      const list = orders[d] as PlaceItem[];
      if (op.op === 'pinItem') {
        const next: PlaceItem = { ...item };
        if (op.pinned) next.locked = true;
        else delete next.locked;
        list[k] = next;
      } else if (op.op === 'removeItem') {
        list.splice(k, 1);
        delete doc.notes.items[op.itemId];
      } else if (op.op === 'moveItem') {
        const to = op.toDay - 1;
        const target = orders[to];
        if (!target) continue;
        list.splice(k, 1);
        const at = Math.min(op.toIndex, target.length);
        const slot = target[at]?.startMinute ?? target[at - 1]?.endMinute ?? dayStart;
        target.splice(at, 0, { ...item, startMinute: slot, endMinute: slot + (item.endMinute - item.startMinute) });
        if (item.locked) fixed.add(item.id);
        touched.add(to);
      } else {
        const end = op.endMinute ?? op.startMinute + (item.endMinute - item.startMinute);
        if (end <= op.startMinute) continue;
        list[k] = { ...item, startMinute: op.startMinute, endMinute: end };
        list.sort((a, b) => a.startMinute - b.startMinute);
        fixed.add(item.id);
      }
      touched.add(d);
    } else if (op.op === 'addPlace') {
      const d = op.day - 1;
      const target = orders[d];
      const place = picked.find((p) => p.id === op.placeId);
      if (!target || !place) continue;
      const index = Math.min(op.index ?? target.length, target.length);
      const start = op.startMinute ?? target[index]?.startMinute ?? target[index - 1]?.endMinute ?? dayStart;
      const length = op.durationMinutes ?? place.visitMinutes ?? 60;
      const city = doc.cities.find((c) => c.id === place.destinationId);
      const people = partySize(doc.request);
      const base = {
        id: op.itemId ?? `d${op.day}-add-${op.placeId}`, cityId: place.destinationId, startMinute: start, endMinute: start + length,
        timeZone: city?.timeZone ?? 'UTC', reason: 'Added by you', placeId: place.id, name: place.name, coordinates: place.coordinates ?? null,
        cost: (place.price ?? 0) * people,
      };
      target.splice(index, 0, place.category === 'food' ? { ...base, kind: 'meal', meal: op.meal ?? mealAt(start), cuisines: place.tags ?? [] } : { ...base, kind: 'visit' });
      target.sort((a, b) => a.startMinute - b.startMinute);
      if (op.startMinute !== undefined) fixed.add(base.id);
      doc.places[place.id] ??= {
        id: place.id, name: place.name, category: place.category ?? 'sight', openingHours: place.openingHours ?? null,
        description: place.description ?? null, address: null, website: null, coordinates: place.coordinates ?? null,
      };
      touched.add(d);
    }
  }
  if (!touched.size) return doc;
  for (const d of touched) days[d] = retimeDayLocal(days[d] as PlanDay, orders[d] as PlaceItem[], fixed, doc.request, server.plan.days[d] as PlanDay);
  doc.plan.totals = totalsOf(days);
  doc.total = doc.plan.totals.total;
  if (check) {
    doc.plan.report = check(doc, picked, server.plan.report);
    doc.feasible = doc.plan.report.feasible;
  }
  return doc;
}
