import { INTEREST_KEYS, type Interest } from '../../../../core/places/interests';
import { PLACE_CATEGORIES, type PlaceCategory } from '../../../../core/places/categories';

/** What the explorer shows, all of it in the URL so a link reopens the same view (and back/forward step through it). */
export interface ExplorerView {
  lat: number;
  lon: number;
  zoom: number;
  category: PlaceCategory | null;
  interest: Interest | null;
  freeOnly: boolean;
  /** Local date-time of each place, "2026-06-01T10:00". */
  openAt: string | null;
  openNow: boolean;
  place: string | null;
}

export const DEFAULT_VIEW: ExplorerView = {
  lat: 30,
  lon: 10,
  zoom: 1.6,
  category: null,
  interest: null,
  freeOnly: false,
  openAt: null,
  openNow: false,
  place: null,
};

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v && (list as readonly string[]).includes(v) ? (v as T) : null;

export function parseView(params: URLSearchParams): ExplorerView {
  const [lat, lon] = (params.get('c') ?? '').split(',').map(Number);
  const zoom = Number(params.get('z'));
  const at = params.get('at');
  return {
    lat: Number.isFinite(lat) && params.has('c') ? clamp(lat!, -85, 85) : DEFAULT_VIEW.lat,
    lon: Number.isFinite(lon) && params.has('c') ? clamp(lon!, -180, 180) : DEFAULT_VIEW.lon,
    zoom: params.has('z') && Number.isFinite(zoom) ? clamp(zoom, 0, 20) : DEFAULT_VIEW.zoom,
    category: oneOf(PLACE_CATEGORIES, params.get('cat')),
    interest: oneOf(INTEREST_KEYS, params.get('interest')),
    freeOnly: params.get('free') === '1',
    openAt: at && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(at) ? at : null,
    openNow: params.get('now') === '1',
    place: params.get('place')?.slice(0, 120) || null,
  };
}

export function viewParams(v: ExplorerView): URLSearchParams {
  const p = new URLSearchParams();
  p.set('c', `${round(v.lat, 4)},${round(v.lon, 4)}`);
  p.set('z', String(round(v.zoom, 2)));
  if (v.category) p.set('cat', v.category);
  if (v.interest) p.set('interest', v.interest);
  if (v.freeOnly) p.set('free', '1');
  if (v.openAt) p.set('at', v.openAt);
  if (v.openNow) p.set('now', '1');
  if (v.place) p.set('place', v.place);
  return p;
}

/**
 * The box a viewport of `width` × `height` CSS pixels shows around the centre at `zoom` (web Mercator, 512 px
 * tiles), as the API's "west,south,east,north". Derived from the URL alone, so the list matches on reload.
 */
export function viewBBox(v: Pick<ExplorerView, 'lat' | 'lon' | 'zoom'>, width: number, height: number): string {
  const degPerPx = 360 / (512 * 2 ** v.zoom);
  const halfLon = (width / 2) * degPerPx;
  const halfLat = (height / 2) * degPerPx * Math.cos((v.lat * Math.PI) / 180);
  const south = clamp(v.lat - halfLat, -85, 85);
  const north = clamp(v.lat + halfLat, -85, 85);
  let west = v.lon - halfLon;
  let east = v.lon + halfLon;
  if (east - west >= 360) [west, east] = [-180, 180];
  else {
    if (west < -180) west += 360;
    if (east > 180) east -= 360;
  }
  return [west, south, east, north].map((n) => round(n, 4)).join(',');
}
