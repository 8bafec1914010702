import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../create-db';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

/** The embedded database on its own thread (decision 034), spoken to over the PostgreSQL protocol. */
describe('PGlite on a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ pgliteDir: 'memory://' });
    await database.exec(`CREATE TABLE notes (id int PRIMARY KEY, body json NOT NULL, at timestamptz NOT NULL DEFAULT now())`);
  });
  afterAll(async () => database.close());

  it('answers queries, keeps constraint errors as PostgreSQL reports them, and rolls a failed transaction back', async () => {
    const doc = { days: Array.from({ length: 300 }, (_, i) => ({ i, text: `Day ${i}: ünïcode ✓` })) };
    await database.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, JSON.stringify(doc)]);
    const [row] = await database.query<{ body: typeof doc }>('SELECT body FROM notes WHERE id = $1', [1]);
    expect(row!.body).toEqual(doc);

    const duplicate = await database.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['{}']).catch((err: unknown) => err);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'notes_pkey' });

    await expect(
      database.execInTransaction(`INSERT INTO notes (id, body) VALUES (2, '{}'); INSERT INTO notes (id, body) VALUES (1, '{}');`),
    ).rejects.toMatchObject({
      code: '23505',
    });
    expect(await database.query('SELECT id FROM notes ORDER BY id')).toEqual([{ id: 1 }]);
  });

  it('serves many concurrent queries on its one connection, each with its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => database.query<{ n: number }>('SELECT $1::int * 2 AS n', [i])));
    expect(answers.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 60 }, (_, i) => i * 2));
  });
});

describe('the database thread on its own', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await startPgliteThread('memory://', []);
  });
  afterAll(async () => thread.stop());
  const connect = async () => {
    const client = new pg.Client({ host: thread.host, port: thread.port, user: 'postgres', database: 'postgres' });
    await client.connect();
    return client;
  };

  it('rolls back what a client that disconnected inside a transaction left open, before the next session starts', async () => {
    const first = await connect();
    await first.query('CREATE TABLE t (id int PRIMARY KEY)');
    await first.query('BEGIN');
    await first.query('INSERT INTO t VALUES (1)');
    // The next connection waits for its turn: PGlite is one backend, so sessions must not interleave.
    const second = connect();
    const order: string[] = [];
    void second.then(() => order.push('second connected'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    order.push('first still open');
    first.on('error', () => undefined); // the crash below is the point
    (first as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const client = await second;
    expect(order).toEqual(['first still open', 'second connected']);
    expect((await client.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 0 }]);
    await client.query('INSERT INTO t VALUES (1)');
    await client.end();
  });

  it('keeps its socket in a directory of its own and removes it when stopped', async () => {
    const other = await startPgliteThread('memory://', []);
    expect(existsSync(path.join(other.host, `.s.PGSQL.${other.port}`))).toBe(true);
    await other.stop();
    expect(existsSync(other.host)).toBe(false);
  });

  it('fails to start with a clear error when its data directory cannot be used, leaving nothing behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wayfarer-not-a-dir-'));
    const file = path.join(dir, 'file');
    writeFileSync(file, 'not a database');
    try {
      await expect(startPgliteThread(path.join(file, 'db'), [])).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
