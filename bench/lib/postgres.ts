/** The PostgreSQL URL to benchmark against (DATABASE_URL, else the local test database), if it answers. */
export async function reachablePostgresUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  try {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    await c.connect();
    await c.end();
    return url;
  } catch {
    return null;
  }
}
