import type { DbChoice } from '../config';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPg } from './pg';
import { openPglite } from './pglite';
import { isSeeded, seed } from '../seed';

/**
 * Opens the database the environment chose, brings its schema up to date and seeds it when it is
 * empty (a new data dir, a fresh memory DB or an empty PostgreSQL database).
 */
export async function openDatabase(choice: DbChoice, now = new Date()): Promise<Db> {
  const db =
    choice.kind === 'postgres'
      ? openPg(choice.url)
      : (await openPglite(choice.kind === 'snapshot' ? { kind: 'snapshot', file: choice.file } : choice)).db;
  try {
    await migrate(db);
    if (!(await isSeeded(db))) await seed(db, now);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
