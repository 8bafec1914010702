import type { FastifyReply, FastifyRequest } from 'fastify';
import { meta } from '../../lib/envelope';
import type { EditableDoc } from '../../../core/edits/apply-edits';

/** A small LRU (a Map keeps insertion order). */
export class Lru<T> {
  private readonly map = new Map<string, T>();
  constructor(private readonly max: number) {}
  get(key: string): T | undefined {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: T) {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
}

/**
 * Itinerary documents by (id, version). A version's document never changes — every save makes a new version
 * through `UPDATE ... WHERE version = $expected`, which only one writer wins — so this cache can never serve
 * stale data, on one instance or many. It spares reads and saves from fetching and decoding the large plan
 * (PGlite decodes JSON on the server's own thread). `json` holds serialized details for the same reason.
 */
export interface TripsCache {
  docs: Lru<EditableDoc>;
  json: Lru<string>;
}

export function createTripsCache(): TripsCache {
  return { docs: new Lru(500), json: new Lru(500) };
}

export const docKey = (id: string, version: number) => `${id}.v${version}`;

/** Sends an already serialized `data` in the success envelope (skips re-validating what we just built). */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, json: string, status = 200) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(`{"success":true,"data":${json},"meta":${JSON.stringify(meta(request))}}`);
}
