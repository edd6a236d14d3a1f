import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/app';
import { DEFAULT_SNAPSHOT, type AppConfig } from '../../src/config';
import type { Db, Queryable } from '../../src/db/db';
import { openDatabase } from '../../src/db/open';
import { serveApp } from '../../src/http/server';
import { Client } from './client';
import { admin, databaseUrl, TEMPLATE_DB, TEST_DATABASE_URL } from './postgres';

export interface TestServer {
  url: string;
  db: Db;
  /** This server's own media folder (uploaded files' bytes), removed at close. */
  mediaDir: string;
  /** Every statement the app sent through its Db (transactions included), in order. */
  statements: string[];
  /** A new caller with its own cookie jar. */
  client(): Client;
  close(): Promise<void>;
}

let copies = 0;

/** The app's Db, recording each statement it is asked to run. */
function recording(db: Db, statements: string[]): Db {
  const record = (q: Queryable): Queryable => ({
    query: <T>(sql: string, params?: unknown[]) => {
      statements.push(sql);
      return q.query<T>(sql, params);
    },
    exec: (sql: string) => {
      statements.push(sql);
      return q.exec(sql);
    },
  });
  return { ...record(db), transaction: (fn) => db.transaction((tx) => fn(record(tx))), close: () => db.close() };
}

/** A fresh copy of the seeded database: the PGlite snapshot, or a copy of the PostgreSQL template. */
async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const db = await openDatabase(existsSync(DEFAULT_SNAPSHOT) ? { kind: 'snapshot', file: DEFAULT_SNAPSHOT } : { kind: 'memory' });
    return { db, drop: async () => undefined };
  }
  const base = TEST_DATABASE_URL;
  const name = `mall_test_${process.pid}_${++copies}`;
  await admin(base, (client) => client.query(`create database ${name} template ${TEMPLATE_DB}`));
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl(base, name) });
  return { db, drop: () => admin(base, (client) => client.query(`drop database ${name}`)).then(() => undefined) };
}

/** A real HTTP server on a free port over a fresh copy of the seeded database. */
export async function startTestServer(options: Partial<AppConfig> = {}): Promise<TestServer> {
  const { db, drop } = await freshDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), 'mall-test-media-'));
  const statements: string[] = [];
  const app = createApp(recording(db, statements), { checkAnswers: true, mediaDir, ...options });
  // The server main.ts runs (its answers to what Node refuses before the app), on a free port.
  const server = await new Promise<ReturnType<typeof serveApp>>((resolve) => {
    const s = serveApp(app, { port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    db,
    mediaDir,
    statements,
    client: () => new Client(url, options.product ?? 'mall'),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
