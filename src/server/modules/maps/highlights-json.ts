import { hash } from 'node:crypto';
import type { MapFeature } from '../../../core/api/maps';
import type { KbPlace } from '../places/knowledge-base';
import { presentPlaceSummary } from '../places/places.presenter';

type Cluster = Extract<MapFeature, { type: 'cluster' }>;

/** A place feature's JSON and a digest of it, made once per place object (a new knowledge-base version has new objects). */
const placeJson = new WeakMap<KbPlace, { json: string; digest: string }>();
function placeFeature(p: KbPlace) {
  let made = placeJson.get(p);
  if (!made) {
    const json = `{"type":"place","place":${JSON.stringify(presentPlaceSummary(p))}}`;
    placeJson.set(p, (made = { json, digest: hash('sha1', json, 'base64url') }));
  }
  return made;
}

/**
 * A cluster coordinate (already rounded to 5 decimals) as JSON.stringify writes it: the decimal r × 10^-5, which is
 * the shortest string that reads back as r / 1e5 (a double's neighbours are far closer than 10^-5 here). Made from
 * integers, which is cheaper than the general shortest-double algorithm.
 */
function coordinate(x: number) {
  const r = Math.round(x * 1e5);
  const a = Math.abs(r);
  const whole = Math.floor(a / 1e5);
  const frac = a - whole * 1e5;
  const sign = r < 0 ? '-' : '';
  if (frac === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(frac).padStart(5, '0').replace(/0+$/, '')}`;
}

const clusterJson = ({ coordinates: { lat, lon }, count, topPlaceId }: Cluster) =>
  `{"type":"cluster","coordinates":{"lat":${coordinate(lat)},"lon":${coordinate(lon)}},"count":${count},` +
  `"topPlaceId":${JSON.stringify(topPlaceId)}}`;

/**
 * The highlights as JSON (JSON.stringify's text, character for character) and a shorter string that determines it,
 * to hash for the ETag: each place by the digest of its JSON, each cluster by its JSON.
 */
export function highlightsJson(
  head: { zoom: number; clustered: boolean; total: number },
  features: ReadonlyArray<KbPlace | Cluster>,
): { json: string; digest: string } {
  const parts: string[] = [];
  let digest = `${head.zoom}|${head.clustered}|${head.total}|`;
  for (const f of features) {
    if ('type' in f) {
      const json = clusterJson(f);
      parts.push(json);
      digest += json;
    } else {
      const made = placeFeature(f);
      parts.push(made.json);
      digest += `#${made.digest}`;
    }
  }
  const json = `{"zoom":${JSON.stringify(head.zoom)},"clustered":${head.clustered},"total":${head.total},"features":[${parts.join(',')}]}`;
  return { json, digest };
}
