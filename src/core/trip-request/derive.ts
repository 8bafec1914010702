import { diffDays, addDays } from '../time/dates';
import type { HouseRule, TripRequest } from './schema';

/** Meanings of a request shared by the engine and the checker (definitions, not scheduling). */
export function tripLength(r: TripRequest): number {
  return r.days ?? diffDays(r.startDate, r.endDate as string) + 1;
}

export function tripDates(r: TripRequest): string[] {
  return Array.from({ length: tripLength(r) }, (_, i) => addDays(r.startDate, i));
}

export function partySize(r: TripRequest): number {
  return r.travellers.adults + r.travellers.childAges.length;
}

/** Rules a lodging must allow: those asked for plus those implied by the party. */
export function requiredHouseRules(r: TripRequest): HouseRule[] {
  const rules = new Set<HouseRule>(r.lodging.houseRules);
  if (r.travellers.pets > 0) rules.add('pets');
  if (r.travellers.childAges.some((a) => a < 10)) rules.add('children-under-10');
  return [...rules].sort();
}

/** "Middle Eastern" and "middle-eastern" are the same cuisine. */
export function normalizeTag(s: string): string {
  return s
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

export function roomTypeAllowed(need: TripRequest['lodging']['roomType'], room: 'entire' | 'private' | 'shared' | 'hotel-room'): boolean {
  switch (need) {
    case 'any':
      return true;
    case 'entire':
      return room === 'entire';
    case 'private':
      return room === 'private' || room === 'hotel-room';
    case 'shared':
      return room === 'shared';
    case 'not-shared':
      return room !== 'shared';
  }
}

export function roomsNeeded(people: number, maxOccupancy: number): number {
  return Math.ceil(people / Math.max(1, maxOccupancy));
}

export function vehiclesNeeded(people: number, capacity: number): number {
  return Math.ceil(people / Math.max(1, capacity));
}
