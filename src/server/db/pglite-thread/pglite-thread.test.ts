import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../create-db';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import { SOCKET_DIR_PREFIX, sweepStaleSocketDirs } from './stale-socket-dirs';

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

  it('serves many concurrent queries over its connections, each with its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => database.query<{ n: number }>('SELECT $1::int * 2 AS n', [i])));
    expect(answers.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 60 }, (_, i) => i * 2));
  });

  it('keeps a request that arrives in many pieces whole while other connections send theirs', async () => {
    // 2 MB crosses the socket in many chunks; a request runs only once its Sync has come.
    const big = JSON.stringify({ text: 'ü'.repeat(1_000_000) });
    const [, ...small] = await Promise.all([
      database.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [3, big]),
      ...Array.from({ length: 20 }, (_, i) => database.query<{ n: number }>('SELECT $1::int AS n', [i])),
    ]);
    expect(small.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const [row] = await database.query<{ body: { text: string } }>('SELECT body FROM notes WHERE id = 3');
    expect(row!.body.text).toHaveLength(1_000_000);
    await database.query('DELETE FROM notes WHERE id = 3');
  });

  it('runs concurrent transactions one after another: none sees another half done', async () => {
    await database.exec(`CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counter VALUES (1, 0)`);
    // Read, then write what was read plus one, in two round trips of one transaction, 30 at once with plain queries
    // in between: interleaved transactions would lose updates and leave fewer than 30.
    const bump = () =>
      database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`SELECT n FROM counter WHERE id = 1`)) as unknown as { rows: Array<{ n: number }> };
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.execute(sql`UPDATE counter SET n = ${rows[0]!.n + 1} WHERE id = 1`);
      });
    const reads = () => database.query<{ n: number }>('SELECT n FROM counter WHERE id = 1');
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 ? bump() : Promise.all([bump(), reads()]))));
    expect(await database.query('SELECT n FROM counter')).toEqual([{ n: 30 }]);
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
    // The next connection waits while the first holds a transaction open: PGlite is one backend (decision 042).
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

  it('shares the backend between sessions, each with its own prepared statements of the same name', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    await a.query('CREATE TABLE shared (id int PRIMARY KEY, who text NOT NULL)');
    // node-postgres prepares a named query once per connection; two sessions use the same name for different SQL.
    const asA = (i: number) => a.query({ name: 'same_name', text: 'INSERT INTO shared VALUES ($1, $2) RETURNING who', values: [i, 'a'] });
    const asB = (i: number) => b.query({ name: 'same_name', text: "SELECT $1::int * 10 AS n, 'b' AS who", values: [i] });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? asB(i) : asA(i))));
    answers.forEach((res, i) => expect(res.rows).toEqual(i % 2 ? [{ n: i * 10, who: 'b' }] : [{ who: 'a' }]));
    const prepared = async () =>
      (await a.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name);
    expect(await prepared()).toEqual(expect.arrayContaining([expect.stringMatching(/^s\d+_same_name$/)]));
    expect((await prepared()).filter((n) => n.endsWith('_same_name'))).toHaveLength(2);
    // A session's statements go with it.
    await b.end();
    await expect.poll(async () => (await prepared()).filter((n) => n.endsWith('_same_name'))).toHaveLength(1);
    await a.query('DROP TABLE shared');
    await a.end();
  });

  it("keeps one session's transaction whole: another session's statements wait until it commits or rolls back", async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    await a.query('CREATE TABLE ledger (id int PRIMARY KEY)');
    await a.query('BEGIN');
    await a.query('INSERT INTO ledger VALUES (1)');
    const order: string[] = [];
    const seenByB = b.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger').then((r) => {
      order.push('b read');
      return r.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A failed statement leaves the transaction open (aborted) and still A's alone.
    await expect(a.query('INSERT INTO ledger VALUES (1)')).rejects.toMatchObject({ code: '23505' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('a rolls back');
    await a.query('ROLLBACK');
    expect(await seenByB).toBe(0);
    expect(order).toEqual(['a rolls back', 'b read']);

    await a.query('BEGIN');
    await a.query('INSERT INTO ledger VALUES (2)');
    const write = b.query('INSERT INTO ledger VALUES (3)');
    await a.query('COMMIT');
    await write;
    expect((await b.query('SELECT id FROM ledger ORDER BY id')).rows).toEqual([{ id: 2 }, { id: 3 }]);
    await a.query('DROP TABLE ledger');
    await Promise.all([a.end(), b.end()]);
  });

  it('answers what a client sent before its goodbye, then closes the connection', async () => {
    const socket = createConnection(path.join(thread.host, `.s.PGSQL.${thread.port}`));
    const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8 + params.length);
    startup.writeInt32BE(196608, 4);
    const sqlText = Buffer.from("SELECT 'still answered' AS said\0");
    const query = Buffer.alloc(5);
    query.write('Q');
    query.writeInt32BE(4 + sqlText.length, 1);
    // Startup, a query and Terminate in one write: the answer comes before the close.
    socket.write(Buffer.concat([startup, params, query, sqlText, Buffer.from([0x58, 0, 0, 0, 4])]));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    await new Promise((resolve) => socket.once('close', resolve));
    const answer = Buffer.concat(chunks).toString('latin1');
    expect(answer).toContain('still answered');
    expect(answer.endsWith('Z\0\0\0\x05I')).toBe(true);
  });

  it('is not held up by a client that gave up while waiting for its turn', async () => {
    const first = await connect();
    // A raw connection that closes before its turn (a client timing out, a probe) must not block the ones after it.
    const quitter = createConnection(path.join(thread.host, `.s.PGSQL.${thread.port}`));
    await new Promise((resolve) => quitter.once('connect', resolve));
    quitter.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first.end();
    const next = await connect();
    expect((await next.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await next.end();
  });

  it('removes socket directories of processes that are gone, and keeps live, foreign and new ones', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'wayfarer-sweep-'));
    try {
      const make = (name: string, pid: number | null, ageMs: number) => {
        const dir = path.join(parent, `${SOCKET_DIR_PREFIX}${name}`);
        mkdirSync(dir);
        writeFileSync(path.join(dir, '.s.PGSQL.5432'), '');
        if (pid !== null) writeFileSync(path.join(dir, 'pid'), String(pid));
        const when = new Date(Date.now() - ageMs);
        utimesSync(dir, when, when);
        return dir;
      };
      // A pid no process has: spawn one and wait for it to end.
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
      const stale = make('stale', Number(gone), 120_000);
      const noPid = make('no-pid', null, 120_000);
      const live = make('live', process.pid, 120_000);
      const young = make('young', Number(gone), 1_000);
      mkdirSync(path.join(parent, 'someone-else'));
      expect(sweepStaleSocketDirs(parent).sort()).toEqual([noPid, stale].sort());
      expect([live, young, path.join(parent, 'someone-else')].every((d) => existsSync(d))).toBe(true);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
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
