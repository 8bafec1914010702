import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { meta } from './envelope';
import { Lru } from './lru';

interface Entry {
  etag: string;
  json: string;
}

/** Serialized reads, keyed by data version + URL. */
const cache = new Lru<Entry>(2000);

/**
 * Cacheable public reads of read-mostly data: a weak ETag over the data (not the envelope's
 * per-response meta), Cache-Control max-age, 304 for a matching If-None-Match. The serialized data is
 * memoised per (version, URL), so a repeated query costs a string concatenation, not a recompute.
 * Pass `version` whenever the data can change (e.g. the knowledge base version after an import).
 */
export function sendCacheable<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: T | (() => T),
  maxAgeSeconds: number,
  version = '',
) {
  const json = () => ({ json: JSON.stringify(typeof produce === 'function' ? (produce as () => T)() : produce) });
  return sendCacheableJson(request, reply, json, maxAgeSeconds, version);
}

/**
 * `sendCacheable` for a producer that serializes its own data (exactly as JSON.stringify would), optionally with a
 * shorter string that determines that JSON (equal digests only for equal JSON) for the ETag to hash instead.
 */
export function sendCacheableJson(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => { json: string; digest?: string },
  maxAgeSeconds: number,
  version = '',
) {
  const key = `${version}|${request.url}`;
  let entry = version ? cache.get(key) : undefined;
  if (!entry) {
    const { json, digest = json } = produce();
    entry = { etag: `W/"${hash('sha1', digest, 'base64url').slice(0, 22)}"`, json };
    if (version) cache.set(key, entry);
  }
  reply.header('ETag', entry.etag);
  reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`);
  reply.header('Vary', 'Accept-Encoding');
  const inm = request.headers['if-none-match'];
  if (
    inm &&
    inm
      .split(',')
      .map((s) => s.trim())
      .includes(entry.etag)
  )
    return reply.status(304).send();
  // A string payload skips the response serializer: the data was validated when first produced.
  const m = meta(request);
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"success":true,"data":${entry.json},"meta":{"timestamp":"${m.timestamp}","requestId":${JSON.stringify(m.requestId)}}}`);
}
