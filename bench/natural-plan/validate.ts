import type { DirectConnectionSchema } from '../../src/core/trip-request/schema';
import type { z } from 'zod';

/**
 * Independent checks of a rendered trip (not the engine's checker): does a parsed plan keep every stated
 * stay, window and direct-flight rule? Used to tell a wrong answer from a different valid one, and to show
 * where the golden plan itself needs a flight the constraints do not list.
 */
type Connection = z.input<typeof DirectConnectionSchema>;

export function hasLeg(connections: Connection[], from: string, to: string): boolean {
  return connections.some((c) => (c.from === from && c.to === to) || (c.bidirectional !== false && c.from === to && c.to === from));
}

export function violations(
  plan: [string, number][],
  stays: { city: string; days: number }[],
  windows: { city: string; start: number; end: number }[],
  tripLength: number,
  connections: Connection[],
): string[] {
  const out: string[] = [];
  if (plan.length !== stays.length) out.push(`${plan.length} cities instead of ${stays.length}`);
  let day = 1;
  plan.forEach(([city, days], k) => {
    const want = stays.find((s) => s.city === city);
    if (!want) out.push(`${city} was not asked for`);
    else if (want.days !== days) out.push(`${city} ${days} days instead of ${want.days}`);
    for (const w of windows.filter((x) => x.city === city)) {
      if (day > w.start || day + days - 1 < w.end) out.push(`${city} days ${day}-${day + days - 1} miss days ${w.start}-${w.end}`);
    }
    const next = plan[k + 1];
    if (next && !hasLeg(connections, city, next[0])) out.push(`no direct flight ${city} -> ${next[0]}`);
    day += days - 1;
  });
  if (day !== tripLength) out.push(`ends on day ${day} instead of ${tripLength}`);
  return out;
}
