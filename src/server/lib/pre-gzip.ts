import { constants, crc32, deflateRawSync } from 'node:zlib';

/** RFC 1952 member header: deflate, no name, no mtime, OS unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** The compressed start of a body, ending on a byte boundary (sync flush), so more deflate blocks can follow. */
export interface GzipPrefix {
  deflated: Buffer;
  crc: number;
  size: number;
}

export function gzipPrefix(raw: Buffer): GzipPrefix {
  return { deflated: deflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }), crc: crc32(raw), size: raw.length };
}

/**
 * A gzip body from a cached, compressed prefix plus a short per-response tail (the envelope's meta): the tail is
 * deflated on its own and appended (a deflate stream is a sequence of blocks), the CRC continues from the prefix's.
 * Compressing a 100 KB itinerary costs milliseconds; this costs microseconds.
 */
export function gzipWithTail(prefix: GzipPrefix, tail: string): Buffer {
  const raw = Buffer.from(tail, 'utf8');
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(raw, prefix.crc) >>> 0, 0);
  trailer.writeUInt32LE((prefix.size + raw.length) >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, prefix.deflated, deflateRawSync(raw), trailer]);
}

/** Whether the client takes gzip (Accept-Encoding lists it without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
