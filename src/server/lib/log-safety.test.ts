import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import type { Database } from '../db/create-db';
import { pino } from 'pino';
import { demoteClientGone, safeErrSerializer } from './log-safety';

/** Issue 15: a failed query's log entry names the query, never its parameters or the people in them. */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await createTestDatabase()));
afterAll(async () => drop());

describe('error log serializer', () => {
  it('drops the parameters of a failed query (e-mail, message text, token hash)', async () => {
    const email = 'ada.lovelace@example.com';
    const hash = 'a3f1c9e0b7d24f6e8a1b2c3d4e5f60718293a4b5c6d7e8f90112233445566778';
    const err = await database.db.execute(sql`SELECT ${email}::int, ${'a private message'}::text, ${hash}::text`).then(
      () => null,
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    const logged = JSON.stringify(safeErrSerializer(err!));
    expect(logged).toContain('SELECT');
    for (const secret of [email, 'a private message', hash]) expect(logged).not.toContain(secret);
  });
});

describe('log levels', () => {
  it('logs a stream the client closed early ("premature close") at debug; other errors stay errors', () => {
    const lines: Array<{ level: number; msg?: string }> = [];
    const log = pino(
      { level: 'debug', hooks: { logMethod: demoteClientGone } },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    log.error(new Error('premature close')); // as @fastify/compress logs a failed pipe
    log.error({ err: Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }) }, 'stream failed');
    log.error(new Error('disk full'));
    expect(lines.map((l) => l.level)).toEqual([20, 20, 50]);
  });
});
