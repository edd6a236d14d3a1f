/**
 * The package's build step: a fresh database, migrated and seeded, written as a PGlite
 * dumpDataDir tarball, so tests and browser tests start in about a second instead of running
 * initdb (5-8 s). Usage: tsx src/scripts/snapshot.ts [file]
 */
import { resolve } from 'node:path';
import { DEFAULT_SNAPSHOT } from '../config';
import { buildSnapshot } from '../db/snapshot';

const file = resolve(process.argv[2] ?? DEFAULT_SNAPSHOT);
const started = Date.now();
buildSnapshot(file)
  .then((bytes) => console.log(`[mall-api] snapshot ${file} (${(bytes / 1e6).toFixed(1)} MB) in ${Date.now() - started} ms`))
  .catch((error: unknown) => {
    console.error('[mall-api] snapshot failed:', error);
    process.exitCode = 1;
  });
