import { haversineKm } from '../../../../core/geo/distance';
import { editDistance, normalizeName } from '../../../../core/geo/normalize';
import { PlaceSchema, type Destination, type Place } from '../../../../core/places/schema';
import { parseOpeningHours } from '../../../../core/places/opening';
import type { Candidate, Skipped } from './parse';

export interface ImportPlan {
  added: Place[];
  merged: Array<{ place: Place; into: string; ref: string }>;
  skipped: Skipped[];
  warnings: Array<{ ref: string; warning: string }>;
}

const SAME_NAME_KM = 0.25;
const SIMILAR_NAME_KM = 0.05;

/** Two records are the same place when their names match (or nearly) and they are close together. */
export function isSamePlace(a: Pick<Place, 'name' | 'coordinates'>, b: Pick<Place, 'name' | 'coordinates'>): boolean {
  const km = haversineKm(a.coordinates, b.coordinates);
  const na = normalizeName(a.name);
  const nb = normalizeName(b.name);
  if (na === nb) return km <= SAME_NAME_KM;
  return km <= SIMILAR_NAME_KM && (editDistance(na, nb, 2) <= 2 || na.includes(nb) || nb.includes(na));
}

function slug(text: string): string {
  return normalizeName(text).replace(/ /g, '-').slice(0, 60).replace(/-+$/, '') || 'place';
}

/** Existing data wins; the import only fills what the existing record lacks. */
function mergeInto(existing: Place, incoming: Omit<Place, 'id'>): Place {
  return {
    ...incoming,
    ...existing,
    tags: [...new Set([...existing.tags, ...incoming.tags])].slice(0, 12),
    website: existing.website ?? incoming.website,
    address: existing.address ?? incoming.address,
    stepFree: existing.stepFree ?? incoming.stepFree,
  };
}

/**
 * Validates candidates against the schema, the destination's radius and the hours grammar, then
 * de-duplicates them against what the destination already has and against each other.
 */
export function planImport(destination: Destination, existing: Place[], candidates: Candidate[], skippedEarlier: Skipped[]): ImportPlan {
  const plan: ImportPlan = { added: [], merged: [], skipped: [...skippedEarlier], warnings: [] };
  const known = [...existing];
  const ids = new Set(existing.map((p) => p.id));
  for (const c of candidates) {
    const km = haversineKm(destination.coordinates, c.place.coordinates);
    if (km > destination.radiusKm) {
      plan.skipped.push({
        ref: c.ref,
        reason: `${km.toFixed(1)} km from ${destination.name}, outside its ${destination.radiusKm} km radius`,
      });
      continue;
    }
    try {
      parseOpeningHours(c.place.openingHours, destination.country, c.place.coordinates);
    } catch (err) {
      plan.skipped.push({
        ref: c.ref,
        reason: `opening_hours "${c.place.openingHours}" does not parse: ${String((err as Error).message ?? err).split('\n')[0]}`,
      });
      continue;
    }
    const twin = known.find((k) => isSamePlace(k, c.place));
    if (twin) {
      const merged = PlaceSchema.safeParse(mergeInto(twin, c.place));
      if (merged.success) {
        plan.merged.push({ place: merged.data, into: twin.id, ref: c.ref });
        known[known.indexOf(twin)] = merged.data;
      } else plan.skipped.push({ ref: c.ref, reason: merged.error.issues[0]!.message });
      continue;
    }
    let id = `${destination.id}-${slug(c.place.name)}`;
    for (let n = 2; ids.has(id); n++) id = `${destination.id}-${slug(c.place.name)}-${n}`;
    const parsed = PlaceSchema.safeParse({ ...c.place, id });
    if (!parsed.success) {
      plan.skipped.push({ ref: c.ref, reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      continue;
    }
    ids.add(id);
    known.push(parsed.data);
    plan.added.push(parsed.data);
    if (c.warning) plan.warnings.push({ ref: c.ref, warning: c.warning });
  }
  return plan;
}
