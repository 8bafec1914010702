import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config/config';
import { createDatabase, type Database } from '../db/create-db';

/**
 * A real app on a real database for one test file: in-memory PGlite by default, or a fresh schema on
 * the PostgreSQL server in DATABASE_URL (dropped at the end). Use inside `beforeAll` / `afterAll`.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const database = await createDatabase({ databaseUrl: url, pgSchema: schema });
    return {
      database,
      drop: async () => {
        await database.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await database.close();
      },
    };
  }
  const database = await createDatabase({ pgliteDir: 'memory://' });
  return { database, drop: () => database.close() };
}

export async function createTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({ config: testConfig({ REDIS_URL: undefined, ...env }), database, clientDir: '/nonexistent' });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
