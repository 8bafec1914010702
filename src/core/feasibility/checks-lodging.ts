import { roomsNeeded, roomTypeAllowed } from '../trip-request/derive';
import type { Violation } from '../planner/types';
import type { CheckContext } from './context';

function nights(c: CheckContext) {
  return c.plan.days.flatMap((d) => (d.lodging ? [{ day: d.day, n: d.lodging, l: c.lodgings.get(d.lodging.lodgingId) }] : []));
}

export function checkLodgingEveryNight(c: CheckContext): Violation[] | 'n/a' {
  if (!c.r.lodging.required) return 'n/a';
  const out: Violation[] = [];
  c.presence.forEach((p, i) => {
    if (i + 1 >= c.D) return;
    const d = p.day;
    if (!d.lodging) out.push({ message: `No lodging for the night of day ${d.day}`, day: d.day });
    else if (d.lodging.cityId !== p.end || c.lodgings.get(d.lodging.lodgingId)?.cityId !== p.end)
      out.push({ message: `The night of day ${d.day} is booked in ${d.lodging.cityId}, but the day ends in ${p.end}`, day: d.day });
  });
  return out;
}

/** Each run of consecutive nights at one place lasts at least the listing's minimum. */
export function checkMinimumNights(c: CheckContext): Violation[] | 'n/a' {
  const list = nights(c);
  if (!list.length) return 'n/a';
  const out: Violation[] = [];
  let i = 0;
  while (i < list.length) {
    let j = i;
    const first = list[i] as (typeof list)[number];
    while (
      j + 1 < list.length &&
      (list[j + 1] as (typeof list)[number]).n.lodgingId === first.n.lodgingId &&
      (list[j + 1] as (typeof list)[number]).day === (list[j] as (typeof list)[number]).day + 1
    )
      j++;
    const run = j - i + 1;
    if (first.l && run < first.l.minimumNights)
      out.push({ message: `${first.l.name} needs at least ${first.l.minimumNights} nights; the plan books ${run}`, day: first.day });
    i = j + 1;
  }
  return out;
}

export function checkOccupancy(c: CheckContext): Violation[] | 'n/a' {
  const list = nights(c);
  if (!list.length) return 'n/a';
  const out: Violation[] = [];
  for (const { day, n, l } of list) {
    if (!l) continue;
    const need = roomsNeeded(c.people, l.maxOccupancy);
    if (n.rooms < need)
      out.push({ message: `${l.name} sleeps ${l.maxOccupancy} per unit: ${c.people} people need ${need}, plan books ${n.rooms}`, day });
    if (c.r.lodging.maxRooms !== undefined && n.rooms > c.r.lodging.maxRooms)
      out.push({ message: `${l.name} needs ${n.rooms} units; at most ${c.r.lodging.maxRooms} allowed`, day });
  }
  return out;
}

export function checkHouseRules(c: CheckContext): Violation[] | 'n/a' {
  if (!c.rules.length) return 'n/a';
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const { day, l } of nights(c)) {
    if (!l || seen.has(l.id)) continue;
    seen.add(l.id);
    const broken = l.forbids.filter((f) => c.rules.includes(f));
    if (broken.length) out.push({ message: `${l.name} does not allow ${broken.join(', ')}`, day });
  }
  return out;
}

export function checkRoomType(c: CheckContext): Violation[] | 'n/a' {
  if (c.r.lodging.roomType === 'any') return 'n/a';
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const { day, l } of nights(c)) {
    if (!l || seen.has(l.id)) continue;
    seen.add(l.id);
    if (!roomTypeAllowed(c.r.lodging.roomType, l.roomType))
      out.push({ message: `${l.name} is a ${l.roomType} room; asked ${c.r.lodging.roomType}`, day });
  }
  return out;
}
