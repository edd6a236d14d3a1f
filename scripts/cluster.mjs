#!/usr/bin/env node
/**
 * The storefront as a shop that outgrew one machine runs it, on one machine: N mall-api processes
 * (CLUSTER_API_PROCESSES, default 2) on one PostgreSQL database behind the host's proxy, which
 * sends requests to them in turn, each remote on its own origin. Every process runs the scheduler;
 * the jobs' advisory locks let one of them do each job.
 *
 *   npm run start:cluster                      # a throwaway PostgreSQL cluster (scripts/with-postgres.mjs)
 *   DATABASE_URL=postgres://… npm run start:cluster   # an existing, empty or mall-api database
 *
 * Ports as `npm start`: host 8080, remotes 8081-8085, mall-api 8090 and up. Ctrl-C stops it all.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const database = process.env.DATABASE_URL || process.env.E2E_DATABASE_URL;

if (!database) {
  // No database named: run inside a throwaway cluster, which hands its URL down.
  const child = spawn(process.execPath, [join(ROOT, 'scripts/with-postgres.mjs'), '--', process.execPath, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, POSTGRES_REQUIRED: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  const count = Math.max(1, Number(process.env.CLUSTER_API_PROCESSES ?? 2));
  const REMOTES = { checkout: 8081, orders: 8082, aftersales: 8083, reviews: 8084, account: 8085 };
  const children = [];
  const run = (name, command, args, cwd, env = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((line) => `[${name}] ${line.replace(/^\[[^\]]+\] /, '')}`).join('\n');
      child.stdout.on('data', (chunk) => {
        console.log(prefix(chunk));
        if (/listening on|storefront on| on http:\/\//i.test(chunk.toString())) resolve(child);
      });
      child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
      child.on('exit', (code) => reject(new Error(`${name} exited (${code})`)));
    });
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopAll(); setTimeout(() => process.exit(0), 3500).unref(); });

  try {
    const api = (i) => run(`mall-api ${i + 1}`, 'npx', ['tsx', 'src/main.ts'], join(ROOT, 'mall-api'), { PORT: String(8090 + i), DATABASE_URL: database });
    // The first process migrates and seeds an empty database; the others start on what it made.
    await api(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => api(i + 1)));
    await Promise.all(
      Object.entries(REMOTES).map(([bundle, port]) =>
        run(`mfe-${bundle}`, process.execPath, [join(ROOT, 'shared/scripts/serve-static.mjs'), join(ROOT, `mfe-${bundle}`, 'dist'), '--port', String(port)], ROOT),
      ),
    );
    const apiUrls = Array.from({ length: count }, (_, i) => `http://127.0.0.1:${8090 + i}`).join(',');
    await run('host', 'npx', ['tsx', 'server/serve.ts'], join(ROOT, 'host'), { PORT: '8080', MALL_API_URL: apiUrls });
    console.log(`\n[cluster] storefront on http://localhost:8080 — ${count} mall-api processes (${apiUrls}) on PostgreSQL`);
  } catch (error) {
    console.error(`[cluster] ${error.message}`);
    stopAll();
    process.exit(1);
  }
}
