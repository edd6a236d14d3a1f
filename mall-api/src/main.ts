import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app';
import { readConfig, readDbChoice, startWarnings } from './config';
import { openDatabase } from './db/open';
import { installStreetProvider, streetProviderFromEnv } from './domain/addressStreets';
import { guardProcess, serveApp } from './http/server';
import { scheduledJobs } from './scheduler/jobs';
import { startScheduler } from './scheduler/scheduler';

const HOST = '127.0.0.1';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8090);
  const choice = readDbChoice();
  // Before the database opens: a wrong setting stops the start with nothing to close.
  const streets = streetProviderFromEnv();
  installStreetProvider(streets.factory);
  const db = await openDatabase(choice);
  const config = readConfig();
  for (const warning of startWarnings(config)) console.warn(`[mall-api] ${'!'.repeat(12)} ${warning}`);
  // A database thrown away at exit keeps its uploads in a folder thrown away with it.
  const throwaway = (choice.kind === 'snapshot' || choice.kind === 'memory') && !process.env.MALL_MEDIA_DIR;
  if (throwaway) config.mediaDir = await mkdtemp(join(tmpdir(), 'mall-media-'));
  const dropMedia = () => (throwaway ? rm(config.mediaDir, { recursive: true, force: true }) : Promise.resolve());
  const app = createApp(db, config);
  // MALL_SCHEDULER=off: a process that only serves (others on the same database run the jobs).
  const scheduler =
    process.env.MALL_SCHEDULER === 'off'
      ? null
      : startScheduler(db, scheduledJobs(config), {
          report: (outcome) =>
            'error' in outcome
              ? console.error(`[mall-api] job ${outcome.job} failed:`, outcome.error)
              : console.log(`[mall-api] job ${outcome.job}: ${outcome.changed} changed`),
        });
  const server = serveApp(app, { port, hostname: HOST }, (listening) => {
    const where = choice.kind === 'postgres' ? 'postgres' : choice.kind === 'dir' ? choice.dataDir : choice.kind;
    console.log(`[mall-api] listening on http://${HOST}:${listening} (db: ${where}; streets: ${streets.describe})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Close the database cleanly: PGlite killed mid-write loses its sequence state.
    server.close(() => {
      (scheduler ? scheduler.stop() : Promise.resolve())
        .then(() => db.close())
        .catch((error: unknown) => console.error('[mall-api] closing the database failed:', error))
        .finally(() => void dropMedia().finally(() => process.exit()));
    });
    // Keep-alive connections would hold close() open; a stop must not hang.
    setTimeout(() => {
      console.error(`[mall-api] ${signal}: connections still open, closing anyway`);
      void db.close().finally(() => void dropMedia().finally(() => process.exit()));
    }, 3000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  guardProcess(process, (reason) => {
    process.exitCode = 1;
    stop(reason);
  });
}

main().catch((error: unknown) => {
  console.error('[mall-api] failed to start:', error);
  process.exit(1);
});
