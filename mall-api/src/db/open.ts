import type { DbChoice } from '../config';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPg } from './pg';
import { openPglite } from './pglite';
import { seed, seededVersion, SEED_VERSION } from '../seed';

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
    let version = await seededVersion(db);
    if (version !== null && version < SEED_VERSION && choice.kind === 'dir') {
      // The embedded demo database holds only demo data: one filled by an older seed lacks what
      // newer screens need (addresses, pay channels…), so it starts over. PostgreSQL is never reset.
      console.warn(`[mall-api] ${choice.dataDir} was seeded by seed version ${version}; re-creating it with version ${SEED_VERSION}`);
      await db.exec('drop schema public cascade; create schema public;');
      await migrate(db);
      version = null;
    }
    if (version === null) await seed(db, now);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
