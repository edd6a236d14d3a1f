import type { Queryable } from '../db/db';

type Row = Record<string, unknown>;

/** Plain objects and arrays go to jsonb columns as JSON text (node-postgres would turn arrays into SQL arrays). */
const toParam = (value: unknown) =>
  value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;

/** One multi-row insert per call; every row must have the same keys. */
export async function insertRows(tx: Queryable, table: string, rows: Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const values = rows.map((row) => {
    const placeholders = columns.map((column) => {
      params.push(toParam(row[column] ?? null));
      return `$${params.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await tx.query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`, params);
}

/** Seeded rows use fixed ids; new rows must start above them. */
export async function moveSequencesPast(tx: Queryable, tables: string[], floor: number): Promise<void> {
  for (const table of tables) {
    await tx.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest($1::int, (select coalesce(max(id), 0) from ${table})))`,
      [floor],
    );
  }
}
