import pg from 'pg';

/**
 * Optional: MALL_TEST_DATABASE_URL=postgres://... runs the HTTP suites on PostgreSQL instead of
 * PGlite (same SQL, other driver). The seeded database becomes a template; each test file gets
 * its own copy of it.
 */
export const TEST_DATABASE_URL = process.env.MALL_TEST_DATABASE_URL;
export const TEMPLATE_DB = 'mall_seed_template';

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function admin<T>(base: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
