import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config';
import { AppError } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Content-Security-Policy the built client satisfies (no inline script; see docs/decisions/003). */
export function contentSecurityPolicy(config: Config) {
  const mapOrigins = config.MAP_STYLE_URL ? [new URL(config.MAP_STYLE_URL).origin] : [];
  const oidcOrigins = config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...mapOrigins],
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    frameAncestors: ["'none'"],
    formAction: ["'self'", ...oidcOrigins],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
  };
}

/**
 * Helmet's headers, worked out once: they are the same for every response (no nonces). @fastify/helmet built a
 * whole Helmet middleware, CSP string included, on every request (~6% of a small read's CPU, profiled under load).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // CSRF defence for cookie-authenticated writes: the browser's Origin (or Sec-Fetch-Site) must say
  // same origin. Bearer-token calls carry no ambient credentials and are exempt.
  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.headers.cookie) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return;
    // Compared with PUBLIC_URL only: the Host header is the client's to choose, so it proves nothing.
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (origin && allowed.has(origin)) return;
    throw new AppError('FORBIDDEN', 'Cross-site request refused', { reason: 'origin_mismatch' });
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
