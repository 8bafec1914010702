import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/testing/principals';
import { bearer, ndjson } from './trips-fixtures';

export interface GenerationStream {
  /** The HTTP status and the first event line (sent once the generation holds its slot and counted its quota). */
  first: Promise<{ status: number; event: Record<string, unknown> }>;
  /** Every event, once the server ends the stream. */
  all: Promise<Array<Record<string, unknown>>>;
  /** What a browser's abort does: close the connection. */
  abort(): void;
}

/** POST /generate with `Accept: application/x-ndjson` over a real socket (the app must listen). */
export function openGenerationStream(app: FastifyInstance, p: Principal, payload: unknown): GenerationStream {
  const { port } = app.server.address() as { port: number };
  const body = JSON.stringify(payload);
  let abort = () => undefined as void;
  let resolveFirst: (v: { status: number; event: Record<string, unknown> }) => void = () => undefined;
  const first = new Promise<{ status: number; event: Record<string, unknown> }>((r) => (resolveFirst = r));
  const all = new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/itineraries/generate',
        method: 'POST',
        agent: false,
        headers: {
          ...bearer(p),
          accept: 'application/x-ndjson',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (text.includes('\n')) resolveFirst({ status: res.statusCode!, event: ndjson(text)[0]! });
        });
        res.on('end', () => {
          resolveFirst({
            status: res.statusCode!,
            event: text.includes('\n') ? ndjson(text)[0]! : (JSON.parse(text) as Record<string, unknown>),
          });
          resolve(ndjson(text));
        });
        res.on('error', () => resolve(ndjson(text)));
      },
    );
    abort = () => req.destroy();
    req.on('error', (err) => {
      if (!req.destroyed) reject(err);
      else resolve([]);
    });
    req.end(body);
  });
  return { first, all, abort: () => abort() };
}
