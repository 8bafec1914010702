import type { Plan } from '../planner/types';

/**
 * What every exporter takes: the plan plus names and zones of its cities. `notes` must already be filtered to
 * what the reader may see (a share link passes shared notes only). Pure data: runs in the browser too.
 */
export interface ExportInput {
  id: string;
  title: string;
  plan: Plan;
  cities: Record<string, { name: string; timeZone: string }>;
  notes?: { items: Record<string, { text: string }>; days: Record<string, { text: string }> };
  /** A link back to the itinerary (the owner's view or the share link). */
  url?: string;
  /** Stamps the files (DTSTAMP, GPX time): the caller's now (core reads no clock), or a fixed one for tests. */
  generatedAt: Date;
}

export const EXPORT_MIME = {
  ics: 'text/calendar; charset=utf-8',
  gpx: 'application/gpx+xml; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
} as const;
