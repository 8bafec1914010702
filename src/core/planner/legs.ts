import { vehiclesNeeded } from '../trip-request/derive';
import type { IntercityOption } from './catalog-types';
import { tieBreak, type Problem } from './problem';

export interface PricedOption {
  o: IntercityOption;
  cost: number;
  selfDrive: boolean;
}
export interface LegBound {
  any: number;
  noDrive: number;
  withCar: number;
}

/** Inter-city options per (from, to, day), filtered by the request's modes and connection graph, cheapest first. */
export class Legs {
  private cache = new Map<string, PricedOption[]>();
  private bounds = new Map<string, LegBound>();

  constructor(private p: Problem) {}

  options(from: string, to: string, day: number): PricedOption[] {
    const key = `${from}>${to}@${day}`;
    let list = this.cache.get(key);
    if (!list) {
      const { p } = this;
      if (p.direct && !p.direct.has(`${from}>${to}`)) list = [];
      else {
        list = p.catalog
          .connections(from, to, p.dates[day - 1] as string)
          .filter((o) => p.modes.has(o.mode) && o.durationMinutes > 0)
          .map((o) => ({ o, selfDrive: o.mode === 'self-drive', cost: optionCost(o, p.people) }))
          .sort(
            (a, b) => a.cost - b.cost || a.o.durationMinutes - b.o.durationMinutes || tieBreak(a.o.id, p.seed) - tieBreak(b.o.id, p.seed),
          );
      }
      this.cache.set(key, list);
    }
    return list;
  }

  /** Hours of the fastest allowed option, its station or airport time included (Infinity when none). */
  fastestHours(from: string, to: string, day: number): number {
    let min = Infinity;
    for (const x of this.options(from, to, day)) min = Math.min(min, x.o.durationMinutes + bufferFor(this.p, x.o));
    return min / 60;
  }

  /** Cheapest cost of the leg overall, without self-drive, and in a car trip (self-drive, train or bus). */
  bound(from: string, to: string, day: number): LegBound {
    const key = `${from}>${to}@${day}`;
    let b = this.bounds.get(key);
    if (!b) {
      b = { any: Infinity, noDrive: Infinity, withCar: Infinity };
      for (const x of this.options(from, to, day)) {
        b.any = Math.min(b.any, x.cost);
        if (!x.selfDrive) b.noDrive = Math.min(b.noDrive, x.cost);
        if (carCompatible(x.o)) b.withCar = Math.min(b.withCar, x.cost);
      }
      this.bounds.set(key, b);
    }
    return b;
  }
}

/** Time to be at the station or airport before an inter-city departure (the request's buffers). */
export function bufferFor(p: Problem, o: IntercityOption): number {
  return o.mode === 'flight' ? p.request.transport.flightBufferMinutes : p.request.transport.groundBufferMinutes;
}

/** A trip that self-drives keeps its car: no flights or taxis between cities. */
export function carCompatible(o: IntercityOption): boolean {
  return o.mode !== 'flight' && o.mode !== 'taxi';
}

export function optionCost(o: IntercityOption, people: number): number {
  return o.priceUnit === 'person' ? o.price * people : o.price * vehiclesNeeded(people, o.vehicleCapacity ?? 4);
}
