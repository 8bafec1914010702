import { z } from 'zod';
import { mapOsmTags, type Mapped } from './osm-tags';
import { CUISINES, DIETS, MEALS, PLACE_CATEGORIES, type Place } from '../../../../core/places/schema';
import { parseCsvRows } from '../../../../core/csv/csv';

export type ImportFormat = 'geojson' | 'overpass' | 'csv';
export interface Candidate {
  place: Omit<Place, 'id'>;
  ref: string;
  warning?: string;
}
export interface Skipped {
  ref: string;
  reason: string;
}
export interface Parsed {
  candidates: Candidate[];
  skipped: Skipped[];
}

export function detectFormat(file: string, text: string): ImportFormat {
  if (/\.csv$/i.test(file)) return 'csv';
  const head = text.trimStart().slice(0, 2000);
  if (head.startsWith('{') && /"elements"\s*:/.test(head)) return 'overpass';
  return 'geojson';
}

function centroid(coords: unknown): [number, number] | null {
  const pts: Array<[number, number]> = [];
  const walk = (c: unknown) => {
    if (Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number') pts.push([c[0], c[1]]);
    else if (Array.isArray(c)) c.forEach(walk);
  };
  walk(coords);
  if (!pts.length) return null;
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
}

function collect(out: Parsed, ref: string, mapped: Mapped | { skip: string }) {
  if ('skip' in mapped) out.skipped.push({ ref, reason: mapped.skip });
  else out.candidates.push({ place: mapped.place, ref, ...(mapped.warning ? { warning: mapped.warning } : {}) });
}

export function parseGeoJson(text: string): Parsed {
  const doc = JSON.parse(text) as {
    features?: Array<{ id?: unknown; properties?: Record<string, string>; geometry?: { coordinates?: unknown } }>;
  };
  const out: Parsed = { candidates: [], skipped: [] };
  (doc.features ?? []).forEach((f, i) => {
    const ref = String(f.id ?? f.properties?.['@id'] ?? `feature ${i + 1}`);
    const c = centroid(f.geometry?.coordinates);
    if (!c) return void out.skipped.push({ ref, reason: 'no geometry' });
    collect(out, ref, mapOsmTags(f.properties ?? {}, c[1], c[0]));
  });
  return out;
}

export function parseOverpass(text: string): Parsed {
  const doc = JSON.parse(text) as {
    elements?: Array<{
      type: string;
      id: number;
      lat?: number;
      lon?: number;
      center?: { lat: number; lon: number };
      tags?: Record<string, string>;
    }>;
  };
  const out: Parsed = { candidates: [], skipped: [] };
  for (const el of doc.elements ?? []) {
    const ref = `${el.type}/${el.id}`;
    if (!el.tags) continue; // untagged nodes are way geometry, not places
    const lat = el.lat ?? el.center?.lat;
    const lon = el.lon ?? el.center?.lon;
    if (lat === undefined || lon === undefined) {
      out.skipped.push({ ref, reason: 'no coordinates (use `out center` for ways)' });
      continue;
    }
    collect(out, ref, mapOsmTags(el.tags, lat, lon));
  }
  return out;
}

const list = (s: string | undefined) =>
  (s ?? '')
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);
const bool = (s: string | undefined) => (s === 'true' || s === 'yes' ? true : s === 'false' || s === 'no' ? false : null);

/** CSV columns (header row, any order): see data/IMPORTING.md. */
export const CsvRowSchema = z.object({
  name: z.string().min(2),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  category: z.enum(PLACE_CATEGORIES),
  opening_hours: z.string().min(2),
  tags: z.string().optional(),
  visit_minutes: z.coerce.number().int().optional(),
  price: z.coerce.number().int().nonnegative().optional(),
  popularity: z.coerce.number().int().min(1).max(100).optional(),
  description: z.string().optional(),
  cuisines: z.string().optional(),
  price_level: z.coerce.number().int().min(1).max(4).optional(),
  meals: z.string().optional(),
  diets: z.string().optional(),
  step_free: z.string().optional(),
  family_friendly: z.string().optional(),
  website: z.string().optional(),
  address: z.string().optional(),
});

export function parseCsv(text: string): Parsed {
  const [header, ...rows] = parseCsvRows(text);
  const out: Parsed = { candidates: [], skipped: [] };
  if (!header) return out;
  const cols = header.map((h) => h.trim().toLowerCase());
  rows.forEach((cells, i) => {
    const ref = `row ${i + 2}`;
    const raw = Object.fromEntries(cols.map((c, j) => [c, cells[j]?.trim() || undefined]));
    const r = CsvRowSchema.safeParse(raw);
    if (!r.success)
      return void out.skipped.push({ ref, reason: r.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ') });
    const v = r.data;
    const food = v.category === 'food';
    out.candidates.push({
      ref,
      place: {
        name: v.name,
        coordinates: { lat: v.lat, lon: v.lon },
        category: v.category,
        tags: list(v.tags),
        visitMinutes: v.visit_minutes ?? (food ? 75 : 60),
        openingHours: v.opening_hours,
        price: v.price ?? 0,
        popularity: v.popularity ?? 40,
        stepFree: bool(v.step_free),
        familyFriendly: bool(v.family_friendly),
        description: v.description ?? `${v.name} (imported).`,
        ...(v.website ? { website: v.website } : {}),
        ...(v.address ? { address: v.address } : {}),
        ...(food
          ? {
              cuisines: list(v.cuisines).filter((c): c is (typeof CUISINES)[number] => (CUISINES as readonly string[]).includes(c)),
              priceLevel: v.price_level ?? 2,
              meals: list(v.meals).filter((m): m is (typeof MEALS)[number] => (MEALS as readonly string[]).includes(m)),
              diets: list(v.diets).filter((d): d is (typeof DIETS)[number] => (DIETS as readonly string[]).includes(d)),
            }
          : {}),
      },
    });
  });
  return out;
}

export function parseImport(format: ImportFormat, text: string): Parsed {
  return format === 'csv' ? parseCsv(text) : format === 'overpass' ? parseOverpass(text) : parseGeoJson(text);
}
