import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { meta } from '../../lib/envelope';
import type { EditableDoc } from '../../../core/edits/apply-edits';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { utf8Join } from '../../lib/json-once';
import { Lru } from '../../lib/lru';
import { acceptsGzip, gzipPrefix, gzipWithTail, type GzipPrefix } from '../../lib/pre-gzip';
import type { ItinerarySummaryRow } from './trips.repository';
import type { DetailExtras } from './trips.presenter';

/** What the serialized documents and their gzip prefixes may hold (bytes outside the JavaScript heap, decision 039). */
const DOCUMENT_CACHE_BYTES = 64 * 1024 * 1024;
const bufferBytes = { max: DOCUMENT_CACHE_BYTES, of: (b: Buffer) => b.length };
const gzipBytes = { max: DOCUMENT_CACHE_BYTES / 4, of: (g: GzipPrefix) => g.deflated.length };
/**
 * The parsed documents are in the JavaScript heap: a parsed plan takes 1.18-1.27 times its JSON there (measured on
 * 2- to 14-day plans, heap after a full collection), and its JSON is ~4.5 KB a day, report included. So they are
 * sized by their days (counting is free; serializing a notes-only edit's plan just to size it would not be), and held
 * to the same budget as the serialized ones. By count alone, 500 trips of 60 days could keep well over 100 MB.
 */
const HEAP_PER_DAY = 6 * 1024;
const docBytes = { max: DOCUMENT_CACHE_BYTES, of: (d: EditableDoc) => HEAP_PER_DAY * (1 + d.plan.days.length) };

/**
 * Itinerary documents by (id, version). A version's document never changes — every save makes a new version
 * through `UPDATE ... WHERE version = $expected`, which only one writer wins — so this cache can never serve
 * stale data, on one instance or many. It spares reads and saves from fetching and decoding the large plan
 * (the driver decodes JSON on the request thread). `json` holds serialized details for the same reason, as UTF-8
 * bytes: a Buffer lives outside the JavaScript heap, so the garbage collector neither copies nor marks a cached
 * 250 KB document (as strings, 500 of them made every young-generation collection on the request thread copy
 * megabytes, decision 039), and sending one needs no encoding.
 */
export interface TripsCache {
  docs: Lru<EditableDoc>;
  json: Lru<Buffer>;
  /**
   * The current summary row of an itinerary by id, so that a read needs no query (decision 018). Unlike the
   * documents above this can go stale, so every write publishes an invalidation (after it committed) and a load
   * that overlaps one is not stored (`epoch`).
   */
  heads: Lru<ItinerarySummaryRow>;
  /** The view (archived, shared, data version, day) first answered for each version, or '*' once it changed. */
  served: Lru<string>;
  epoch: { n: number };
  bus: InvalidationBus;
  /** `{"success":true,"data":<json>` compressed once per serialized document (same keys as `json`). */
  gzip: Lru<GzipPrefix>;
  /** A detail's places, catalog slice and opening windows by extrasKey (immutable once built: never mutate). */
  extras: Lru<DetailExtras>;
}

export function createTripsCache(bus: InvalidationBus): TripsCache {
  const cache: TripsCache = {
    docs: new Lru(500, docBytes),
    json: new Lru(500, bufferBytes),
    gzip: new Lru(200, gzipBytes),
    extras: new Lru(200),
    heads: new Lru(5000),
    served: new Lru(5000),
    epoch: { n: 0 },
    bus,
  };
  bus.subscribe((msg) => {
    cache.epoch.n++;
    if (msg === null) cache.heads.clear();
    else if (msg.kind === 'trip') {
      cache.heads.delete(msg.id);
      // Archive, share and restore keep the version: a client may hold this version in another view, so no 304s.
      if (msg.meta && msg.version !== undefined) cache.served.set(docKey(msg.id, msg.version), '*');
    }
  });
  return cache;
}

/** After a committed write to an itinerary's row. `version` with `meta`: a write that kept the version. */
export function tripChanged(cache: TripsCache, id: string, meta?: { version: number }) {
  return cache.bus.publish(meta ? { kind: 'trip', id, version: meta.version, meta: true } : { kind: 'trip', id });
}

export const docKey = (id: string, version: number) => `${id}.v${version}`;

/** RFC 9110 If-None-Match: weak comparison against any listed tag (or `*`). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const tag = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const s = t.trim();
    return s === '*' || s.replace(/^W\//, '') === tag;
  });
}

/** JSON already serialized: text, or UTF-8 bytes (the cached documents). */
type Serialized = string | Buffer;

const OPEN = '{"success":true,"data":';

/**
 * Sends an already serialized `data` in the success envelope (skips re-validating what we just built); `data` may
 * come in parts (e.g. a head around a cached document), joined as text, or as UTF-8 bytes when any part is bytes.
 */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, data: Serialized | Serialized[], status = 200) {
  return reply.status(status).type('application/json; charset=utf-8').send(enveloped(request, data));
}

function enveloped(request: FastifyRequest, data: Serialized | Serialized[]): Serialized {
  const parts = [OPEN, ...(Array.isArray(data) ? data : [data]), `,"meta":${JSON.stringify(meta(request))}}`];
  return parts.every((p) => typeof p === 'string') ? parts.join('') : utf8Join(parts);
}

const gzipOffThread = promisify(gzip);

/**
 * Like sendSerialized, gzipped when the client takes gzip, in zlib's thread pool (not on the request thread). For a
 * large answer made once (a new trip: 40-150 KB, about a seventh of that gzipped) on a route whose compression is
 * off because it also streams progress (generate).
 */
export async function sendSerializedGzip(request: FastifyRequest, reply: FastifyReply, data: Serialized[], status: number) {
  reply.header('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return sendSerialized(request, reply, data, status);
  const body = await gzipOffThread(enveloped(request, data));
  return reply.status(status).type('application/json; charset=utf-8').header('Content-Encoding', 'gzip').send(body);
}

/**
 * Like sendSerialized, but a client that takes gzip gets the document compressed once per version (`key` names
 * the serialized document); only the envelope's meta is compressed per response.
 */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, cache: TripsCache, key: string, json: Buffer) {
  reply.header('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return sendSerialized(request, reply, json);
  let prefix = cache.gzip.get(key);
  if (!prefix) cache.gzip.set(key, (prefix = gzipPrefix(utf8Join([OPEN, json]))));
  return reply
    .type('application/json; charset=utf-8')
    .header('Content-Encoding', 'gzip')
    .send(gzipWithTail(prefix, `,"meta":${JSON.stringify(meta(request))}}`));
}
