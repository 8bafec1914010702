import { z } from 'zod';

/**
 * Real inter-city links between curated destinations (data/transport/links.json): the mode, the typical
 * fastest journey (station to station; for flights the time in the air), when services leave (first/last with
 * a typical interval, or a list of departures), the fare range per adult and where the figures come from.
 * A link runs both ways.
 */
const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const TransportLinkSchema = z
  .object({
    from: z.string().min(2),
    to: z.string().min(2),
    mode: z.enum(['train', 'bus', 'ferry', 'flight']),
    name: z.string().min(2).max(120),
    minutes: z.number().int().min(10).max(1500),
    first: HHMM.optional(),
    last: HHMM.optional(),
    everyMinutes: z.number().int().min(5).max(720).optional(),
    departures: z.array(HHMM).min(1).max(12).optional(),
    price: z.object({ currency: z.string().length(3), min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
    source: z.string().min(10),
  })
  .refine(
    (l) => l.departures !== undefined || (l.first !== undefined && l.last !== undefined && l.everyMinutes !== undefined),
    'either departures or first, last and everyMinutes',
  )
  .refine((l) => l.price.max >= l.price.min, 'price.max must be >= price.min');
export type TransportLink = z.infer<typeof TransportLinkSchema>;

export const TransportLinksSchema = z.object({ about: z.string().optional(), links: z.array(TransportLinkSchema) });

const TARGETS = [8 * 60 + 30, 11 * 60 + 30, 14 * 60 + 30, 17 * 60 + 30];
const hm = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
const fmt = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Departures offered to the planner: an explicit list as is, else the service nearest each of four times of day. */
export function linkDepartures(l: TransportLink): string[] {
  if (l.departures) return [...l.departures].sort();
  const first = hm(l.first as string);
  const last = hm(l.last as string);
  const every = l.everyMinutes as number;
  const grid: number[] = [];
  for (let t = first; t <= last; t += every) grid.push(t);
  const picked = new Set<number>();
  for (const target of TARGETS) {
    let best = grid[0] as number;
    for (const t of grid) if (Math.abs(t - target) < Math.abs(best - target)) best = t;
    picked.add(best);
  }
  return [...picked].sort((a, b) => a - b).map(fmt);
}
