import { migrate } from './migrate';
import { openPglite, writeSnapshot } from './pglite';
import { seed } from '../seed';

/** A fresh in-memory database, migrated and seeded "now", written to file; returns its size. */
export async function buildSnapshot(file: string, now = new Date()): Promise<number> {
  const { db, pglite } = await openPglite({ kind: 'memory' });
  try {
    await migrate(db);
    await seed(db, now);
    return await writeSnapshot(pglite, file);
  } finally {
    await db.close();
  }
}
