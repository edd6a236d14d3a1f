import { PGlite, type Transaction } from '@electric-sql/pglite';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Db, Queryable } from './db';

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

function toDb(pg: PGlite): Db {
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

export type PgliteSource =
  | { kind: 'memory' }
  | { kind: 'dir'; dataDir: string }
  | { kind: 'snapshot'; file: string };

/** Opens PGlite in memory (initdb, 3-8 s), on a data directory, or from a dumpDataDir tarball (~1 s). */
export async function openPglite(source: PgliteSource): Promise<{ db: Db; pglite: PGlite }> {
  let pglite: PGlite;
  if (source.kind === 'dir') {
    await mkdir(source.dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir: source.dataDir });
  } else if (source.kind === 'snapshot') {
    const tarball = await readFile(source.file);
    pglite = await PGlite.create({ loadDataDir: new Blob([tarball]) });
  } else {
    pglite = await PGlite.create();
  }
  return { db: toDb(pglite), pglite };
}

export async function writeSnapshot(pglite: PGlite, file: string): Promise<number> {
  const blob = await pglite.dumpDataDir('gzip');
  const bytes = Buffer.from(await blob.arrayBuffer());
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return bytes.length;
}
