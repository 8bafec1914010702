import { addDays } from '../time/dates';
import type { Violation } from '../planner/types';
import type { CheckContext } from './context';
import { eachDay } from './reuse';

function countDays(c: CheckContext): Map<string, number[]> {
  const m = new Map<string, number[]>();
  c.counts.forEach((cities, i) => cities.forEach((city) => m.set(city, [...(m.get(city) ?? []), i + 1])));
  return m;
}

/** Cities visited in order (excluding the origin), from the days' end cities and transfers. */
function visitOrder(c: CheckContext): string[] {
  const seq: string[] = [];
  for (const p of c.presence)
    for (const city of [p.start, ...p.transfers.map((t) => t.toCityId)]) {
      if (city !== c.origin && seq[seq.length - 1] !== city) seq.push(city);
    }
  return seq;
}

export function checkStayLengths(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  const days = countDays(c);
  const fixed = new Set<string>();
  for (const d of c.r.destinations) {
    if (d.kind !== 'city') continue;
    fixed.add(d.cityId);
    const n = days.get(d.cityId)?.length ?? 0;
    const name = c.city(d.cityId)?.name ?? d.cityId;
    const lo = d.days ?? d.minDays ?? 1;
    const hi = d.days ?? d.maxDays ?? Infinity;
    if (n < lo || n > hi) out.push({ message: `${name} gets ${n} days; asked ${d.days ?? `${lo}-${hi === Infinity ? 'any' : hi}`}` });
  }
  const others = [...days.keys()].filter((x) => !fixed.has(x));
  let expected = 0;
  for (const d of c.r.destinations) {
    if (d.kind !== 'region') continue;
    expected += d.count;
    for (const city of others) {
      const n = days.get(city)?.length ?? 0;
      if (n < (d.minDaysEach ?? 1) || n > (d.maxDaysEach ?? Infinity))
        out.push({ message: `${c.city(city)?.name ?? city} gets ${n} days; asked ${d.minDaysEach ?? 1}-${d.maxDaysEach ?? 'any'}` });
    }
  }
  if (others.length !== expected) out.push({ message: `Plan visits ${others.length} cities besides those named; asked ${expected}` });
  const seq = visitOrder(c);
  const seen = new Set<string>();
  for (const city of seq) {
    if (seen.has(city)) out.push({ message: `${c.city(city)?.name ?? city} is visited twice` });
    seen.add(city);
  }
  if (c.r.orderFixed) {
    const named = c.r.destinations.flatMap((d) => (d.kind === 'city' ? [d.cityId] : []));
    const order = seq.filter((x) => named.includes(x));
    if (order.join('>') !== named.join('>'))
      out.push({ message: `Cities are not in the order asked (${named.map((id) => c.city(id)?.name ?? id).join(', ')})` });
  }
  return out;
}

export function checkDateWindows(c: CheckContext): Violation[] | 'n/a' {
  const windows = c.r.destinations.flatMap((d) => (d.kind === 'city' ? d.windows.map((w) => ({ cityId: d.cityId, w })) : []));
  if (!windows.length) return 'n/a';
  const days = countDays(c);
  const out: Violation[] = [];
  for (const { cityId, w } of windows) {
    const present = days.get(cityId) ?? [];
    const want = Array.from({ length: w.toDay - w.fromDay + 1 }, (_, i) => w.fromDay + i);
    const ok = w.presence === 'all' ? want.every((d) => present.includes(d)) : want.some((d) => present.includes(d));
    if (!ok)
      out.push({
        message:
          `${c.city(cityId)?.name ?? cityId} must be ${w.presence === 'all' ? 'on every day' : 'on some day'} of ` +
          `${w.fromDay}-${w.toDay}; plan has days ${present.join(', ') || 'none'}`,
      });
  }
  return out;
}

export function checkRouteEndpoints(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  const first = c.presence[0];
  const last = c.presence[c.presence.length - 1];
  if (!first || !last) return [{ message: 'The plan has no days' }];
  if (c.origin) {
    if (first.transfers[0]?.fromCityId !== c.origin)
      out.push({ message: `Day 1 does not leave from ${c.city(c.origin)?.name ?? c.origin}`, day: 1 });
    if (c.r.returnToOrigin && last.end !== c.origin)
      out.push({ message: `The trip does not end back in ${c.city(c.origin)?.name ?? c.origin}`, day: last.day.day });
  } else {
    const firstStop = c.r.destinations[0];
    if (c.r.orderFixed && firstStop?.kind === 'city' && first.start !== firstStop.cityId)
      out.push({ message: `The trip does not start in ${c.city(firstStop.cityId)?.name ?? firstStop.cityId}`, day: 1 });
  }
  return out;
}

/** Days and dates line up, cities chain, at most one inter-city transfer a day, region cities belong to it. */
export function checkRouteShape(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  if (c.plan.days.length !== c.D) out.push({ message: `Plan has ${c.plan.days.length} days; the trip has ${c.D}` });
  return out.concat(
    eachDay(c, 'route-shape', (_, i) => routeShapeOfDay(c, i)),
    routeRegions(c),
  );
}

/** One day of checkRouteShape: numbered and dated in turn, chained from the day before, in the cities it is in. */
function routeShapeOfDay(c: CheckContext, i: number): Violation[] {
  const out: Violation[] = [];
  const p = c.presence[i] as CheckContext['presence'][number];
  const d = p.day;
  if (d.day !== i + 1 || d.date !== addDays(c.r.startDate, i))
    out.push({ message: `Day ${i + 1} is numbered ${d.day} on ${d.date}`, day: i + 1 });
  if (p.transfers.length > 1) out.push({ message: `Day ${d.day} has ${p.transfers.length} inter-city transfers`, day: d.day });
  if (p.transfers[0] && p.transfers[0].fromCityId !== p.start)
    out.push({ message: `Day ${d.day} departs from ${p.transfers[0].fromCityId} but starts in ${p.start}`, day: d.day });
  if (d.cityId !== p.end) out.push({ message: `Day ${d.day} says it ends in ${d.cityId}, transfers put it in ${p.end}`, day: d.day });
  for (const it of d.items) {
    if (it.kind === 'transfer' && it.scope === 'intercity') continue;
    const here = [p.start, ...p.transfers.map((t) => t.toCityId)];
    if (!here.includes(it.cityId))
      out.push({ message: `${it.id} is in ${it.cityId}, where the traveller is not on day ${d.day}`, day: d.day, itemId: it.id });
  }
  return out;
}

/** The cities a region trip counts days for all belong to one of its regions. */
function routeRegions(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  const fixed = new Set(c.r.destinations.flatMap((d) => (d.kind === 'city' ? [d.cityId] : [])));
  const regions = c.r.destinations.flatMap((d) => (d.kind === 'region' ? [d.region] : []));
  if (regions.length) {
    for (const city of new Set(c.counts.flat())) {
      if (fixed.has(city)) continue;
      const info = c.city(city);
      if (!info || !regions.some((r) => info.regions.includes(r)))
        out.push({ message: `${info?.name ?? city} is not in ${regions.join(' or ')}` });
    }
  }
  return out;
}

export function checkTransportModes(c: CheckContext): Violation[] {
  const out: Violation[] = [];
  const transfers = c.presence.flatMap((p) => p.transfers.map((t) => ({ t, day: p.day.day })));
  for (const { t, day } of transfers) {
    if (!c.r.transport.modes.includes(t.mode as never))
      out.push({ message: `${t.mode} from ${t.fromCityId} to ${t.toCityId} is not an allowed mode`, day, itemId: t.id });
  }
  if (c.r.transport.selfDriveExclusive && transfers.some(({ t }) => t.mode === 'self-drive')) {
    for (const { t, day } of transfers) {
      if (t.mode === 'flight' || t.mode === 'taxi')
        out.push({ message: `The trip self-drives but day ${day} uses a ${t.mode}`, day, itemId: t.id });
    }
  }
  return out;
}

export function checkDirectConnections(c: CheckContext): Violation[] | 'n/a' {
  if (!c.r.transport.directOnly || !c.r.transport.connections) return 'n/a';
  const ok = new Set<string>();
  for (const e of c.r.transport.connections) {
    ok.add(`${e.from}>${e.to}`);
    if (e.bidirectional) ok.add(`${e.to}>${e.from}`);
  }
  return c.presence.flatMap((p) =>
    p.transfers
      .filter((t) => !ok.has(`${t.fromCityId}>${t.toCityId}`))
      .map((t) => ({ message: `No direct connection from ${t.fromCityId} to ${t.toCityId}`, day: p.day.day, itemId: t.id })),
  );
}
