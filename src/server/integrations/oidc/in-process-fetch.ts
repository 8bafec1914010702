import type { FastifyInstance } from 'fastify';

export const INTERNAL_HEADER = 'x-wayfarer-internal';

type FetchOptions = { method?: string; headers?: HeadersInit; body?: unknown };

/**
 * The relying party reaches the built-in provider through the app itself (Fastify inject) instead of
 * a socket: the same HTTP handlers answer, but nothing depends on PUBLIC_URL being reachable from
 * the server or on any network at all. Only URLs on our own origin are served this way.
 */
export function inProcessFetch(app: FastifyInstance, origin: string, internalKey: string) {
  return async (url: string, options: FetchOptions = {}): Promise<Response> => {
    const target = new URL(url);
    if (target.origin !== origin) throw new Error(`in-process fetch refused for ${target.origin}`);
    const headers: Record<string, string> = {};
    new Headers(options.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = target.host;
    headers[INTERNAL_HEADER] = internalKey;
    if (target.protocol === 'https:') headers['x-forwarded-proto'] = 'https';
    const res = await app.inject({
      method: (options.method ?? 'GET') as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers,
      ...(options.body === undefined || options.body === null ? {} : { payload: String(options.body) }),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) out.append(name, String(item));
    }
    const noBody = [101, 204, 205, 304].includes(res.statusCode);
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}
