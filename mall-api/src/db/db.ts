/**
 * The one database seam. Both drivers (embedded PGlite, node-postgres) run the same SQL.
 * Queries stick to types both parse alike: integer (never bigint/numeric: cast counts with ::int),
 * text, boolean, jsonb, timestamptz (a Date).
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; fn must use the given tx, not the Db (PGlite has one connection). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The first row, or undefined. */
export async function one<T>(q: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}

/** count(*) of `from ... where ...` (the same clause the page query used). */
export async function countRows(q: Queryable, fromWhere: string, params?: unknown[]): Promise<number> {
  const rows = await q.query<{ n: number }>(`select count(*)::int as n ${fromWhere}`, params);
  return rows[0]?.n ?? 0;
}
