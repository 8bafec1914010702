import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * A minimal browser for integration tests: a cookie jar (with paths) and redirect following over
 * app.inject, so sign-in runs through the real endpoints of the app and of the built-in provider.
 */
export class TestBrowser {
  private cookies: StoredCookie[] = [];
  readonly origin: string;
  /** Each browser is its own client address, so per-IP rate limits count per browser as in real life. */
  readonly ip = `10.${rand()}.${rand()}.${rand()}`;

  constructor(readonly app: FastifyInstance) {
    this.origin = new URL(app.deps.config.publicUrl).origin;
  }

  cookie(name: string): string | undefined {
    return this.cookies.find((c) => c.name === name)?.value;
  }

  setCookie(name: string, value: string, path = '/') {
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
    this.cookies.push({ name, value, path });
  }

  clone(): TestBrowser {
    const copy = new TestBrowser(this.app);
    copy.cookies = this.cookies.map((c) => ({ ...c }));
    return copy;
  }

  async request(
    method: string,
    url: string,
    opts: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    const path = toPath(url);
    const pathname = path.split('?')[0]!;
    const cookieHeader = this.cookies
      .filter((c) => pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
      ...opts.headers,
    };
    let payload: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(opts.form).toString();
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(opts.json);
    }
    if (method !== 'GET') headers.origin ??= this.origin;
    const res = await this.app.inject({
      method: method as 'GET',
      url: path,
      headers,
      remoteAddress: this.ip,
      ...(payload === undefined ? {} : { payload }),
    });
    this.store(res);
    return res;
  }

  /** Follows 30x responses (GET), like a browser navigation; returns the last response and its path. */
  async follow(res: LightMyRequestResponse, max = 10) {
    let current = res;
    let path = '';
    for (let i = 0; i < max && current.statusCode >= 300 && current.statusCode < 400; i++) {
      path = toPath(String(current.headers.location));
      if (!path.startsWith('/api/') && !path.startsWith('/oidc/')) break;
      current = await this.request('GET', path);
    }
    return { res: current, path };
  }

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as Array<{ name: string; value: string; path?: string; maxAge?: number; expires?: Date }>) {
      const path = c.path ?? '/';
      this.cookies = this.cookies.filter((x) => !(x.name === c.name && x.path === path));
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (!expired) this.cookies.push({ name: c.name, value: c.value, path });
    }
  }
}

const rand = () => Math.floor(Math.random() * 254) + 1;

function toPath(url: string): string {
  if (url.startsWith('/')) return url;
  const u = new URL(url);
  return u.pathname + u.search;
}
