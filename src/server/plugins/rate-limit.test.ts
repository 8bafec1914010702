import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// With REDIS_URL set (CI), two app instances share one counter, as two servers behind a load
// balancer would; without it each instance counts alone (in-process default).
const redisUrl = process.env.REDIS_URL;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '6' });
  b = await createTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_MAX: '6' });
});
afterAll(async () => Promise.all([a.close(), b.close()]));

describe('global rate limit', () => {
  it(redisUrl ? 'is shared across instances through Redis' : 'is counted per instance in-process', async () => {
    const ip = `192.0.2.${randomInt(1, 254)}`; // fresh client so earlier runs on the same Redis don't count
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      codes.push((await app.inject({ method: 'GET', url: '/api/health/ready', remoteAddress: ip })).statusCode);
    }
    if (redisUrl) expect(codes.filter((c) => c === 429)).toHaveLength(2);
    else expect(codes.every((c) => c === 200)).toBe(true);
    const limited = await a.app.inject({ method: 'GET', url: '/api/health/ready', remoteAddress: ip });
    if (redisUrl) {
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });

  it('never limits the liveness probe', async () => {
    for (let i = 0; i < 10; i++)
      expect((await a.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.250' })).statusCode).toBe(200);
  });
});
