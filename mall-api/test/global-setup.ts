import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SNAPSHOT, PACKAGE_DIR } from '../src/config';
import { openDatabase } from '../src/db/open';
import { buildSnapshot } from '../src/db/snapshot';
import { admin, databaseUrl, TEMPLATE_DB, TEST_DATABASE_URL } from './helpers/postgres';

const SNAPSHOT_MAX_AGE_MS = 6 * 3600_000;

function newestSource(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    }),
  );
}

/**
 * Every test file loads the seeded snapshot (~1 s) instead of running initdb (5-8 s). Rebuild it
 * when missing, older than the schema or seed code, or old enough that its relative dates
 * (payment deadlines, "last 3 months") have drifted.
 */
export default async function globalSetup(): Promise<void> {
  if (TEST_DATABASE_URL) {
    await admin(TEST_DATABASE_URL, async (client) => {
      await client.query(`drop database if exists ${TEMPLATE_DB}`);
      await client.query(`create database ${TEMPLATE_DB}`);
    });
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(TEST_DATABASE_URL, TEMPLATE_DB) });
    await db.close();
  }
  const sources = Math.max(newestSource(join(PACKAGE_DIR, 'src/db')), newestSource(join(PACKAGE_DIR, 'src/seed')));
  const built = existsSync(DEFAULT_SNAPSHOT) ? statSync(DEFAULT_SNAPSHOT).mtimeMs : 0;
  if (built > sources && Date.now() - built < SNAPSHOT_MAX_AGE_MS) return;
  const started = Date.now();
  await buildSnapshot(DEFAULT_SNAPSHOT);
  console.log(`\n[mall-api tests] rebuilt the seed snapshot in ${Date.now() - started} ms`);
}
