import opening_hours from 'opening_hours';

export interface OpenState {
  open: boolean;
  /** True when the rule says "unknown" (e.g. "by appointment") or could not be evaluated. */
  unknown: boolean;
  /** Local wall time (YYYY-MM-DDTHH:mm) of the next change within a week, if any. */
  nextChange: string | null;
  comment: string | null;
}

/** A local wall-clock time "2026-06-01T10:30" as a Date whose local fields are those values. */
export function wallTime(local: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) throw new Error(`Not a local date-time: ${local}`);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
}

function formatWall(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

const cache = new Map<string, opening_hours>();

export function parseOpeningHours(value: string, country: string, at: { lat: number; lon: number }): opening_hours {
  const key = `${country}|${value}`;
  let oh = cache.get(key);
  if (!oh) {
    oh = new opening_hours(value, { lat: at.lat, lon: at.lon, address: { country_code: country.toLowerCase(), state: '' } });
    if (cache.size > 5000) cache.clear();
    cache.set(key, oh);
  }
  return oh;
}

/**
 * Is a place open at a local date-time of its own time zone? The opening_hours library reads a Date's
 * local fields, so the wall time is built as a local Date; no time-zone arithmetic is needed.
 */
export function openAt(value: string, country: string, coords: { lat: number; lon: number }, local: string): OpenState {
  try {
    const oh = parseOpeningHours(value, country, coords);
    const at = wallTime(local);
    const it = oh.getIterator(at);
    const next = it.advance(new Date(at.getTime() + 7 * 86_400_000)) ? it.getDate() : null;
    return {
      open: oh.getState(at),
      unknown: oh.getUnknown(at),
      nextChange: next ? formatWall(next) : null,
      comment: oh.getComment(at) ?? null,
    };
  } catch {
    return { open: false, unknown: true, nextChange: null, comment: null };
  }
}
