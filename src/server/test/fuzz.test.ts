import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../modules/trips/testing/trips-fixtures';
import { buildWorld, staticValues } from './api-world';
import { casesFor } from './fuzz-inputs';
import { isErrorEnvelope, label, loadOperations, nextIp } from './openapi-operations';
import { createTestApp } from './test-app';

/**
 * Issue 15: every operation in /api/openapi.json gets generated bad input (fast-check, seeded, a bounded number
 * of cases each) and must answer 4xx with the envelope, never 5xx. Operations come from the document, so
 * endpoints added later are fuzzed without touching this file. Runs on PGlite, or PostgreSQL with DATABASE_URL.
 */
const t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
const world = await buildWorld(t.app);
const operations = await loadOperations(t.app);
const totals = { operations: operations.length, requests: 0, serverErrors: 0 };
afterAll(async () => {
  console.log(
    `fuzz (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ` +
      `${totals.operations} operations, ${totals.requests} requests, ${totals.serverErrors} 5xx`,
  );
  await t.close();
});

describe('every operation refuses bad input with a 4xx envelope, never a 5xx', () => {
  it('finds the API in its OpenAPI document', () => expect(operations.length).toBeGreaterThan(30));

  operations.forEach((op, index) => {
    it(
      label(op),
      async () => {
        const ifMatch = op.parameters.some((p) => p.in === 'header' && p.name === 'if-match') ? { 'if-match': world.etag } : {};
        const failures: string[] = [];
        for (const c of casesFor(op, staticValues(world, op), 1500 + index)) {
          const headers = {
            ...bearer(world.owner),
            ...ifMatch,
            ...(c.payload !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {}),
          };
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: c.url,
            headers,
            remoteAddress: nextIp(),
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
          totals.requests += 1;
          if (res.statusCode >= 500) totals.serverErrors += 1;
          const bad =
            res.statusCode >= 500 ||
            (c.strict && (res.statusCode < 400 || res.statusCode >= 500)) ||
            (res.statusCode >= 400 && !isErrorEnvelope(res.body));
          if (bad) failures.push(`${c.what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        expect(failures).toEqual([]);
      },
      120_000,
    );
  });
});
