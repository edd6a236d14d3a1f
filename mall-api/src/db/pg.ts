import pg from 'pg';
import type { Db, Queryable } from './db';

/** A PostgreSQL server through a pool; the same SQL as PGlite. */
export function openPg(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Queryable = {
        async query<T>(sql: string, params: unknown[] = []) {
          return (await client.query(sql, params)).rows as T[];
        },
        async exec(sql: string) {
          await client.query(sql);
        },
      };
      try {
        await client.query('begin');
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
