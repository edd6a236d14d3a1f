#!/usr/bin/env node
/**
 * Runs a command beside a throwaway PostgreSQL cluster: initdb in a temporary folder, the server on
 * 127.0.0.1 only (trust auth, no fsync: it is thrown away), the command with
 * MALL_TEST_DATABASE_URL and E2E_DATABASE_URL pointing at it, then the cluster stopped and removed.
 *
 *   node scripts/with-postgres.mjs -- <command> [args…]
 *
 * Without PostgreSQL's server binaries on the machine (Debian: `apt-get install postgresql`;
 * .ci/run installs it) the command is skipped with a printed notice and the exit status is 0:
 * the embedded database's run has already covered the same suites. POSTGRES_REQUIRED=1 turns the
 * skip into a failure.
 *
 * initdb refuses to run as root: as root the cluster belongs to the `postgres` user (the Debian
 * package creates it) or `nobody`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args…]');
  process.exit(2);
}

/** The folder holding initdb, pg_ctl and postgres: PATH first, then Debian's versioned folders. */
function serverBinaries() {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  const candidates = [];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(join(debian, version, 'bin'));
  }
  for (const dir of candidates) if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  // Debian's /usr/bin wrappers need a cluster configuration; the real binaries are preferred above.
  return onPath && existsSync(onPath.replace(/pg_ctl$/, 'initdb')) ? onPath.replace(/\/pg_ctl$/, '') : null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const bin = serverBinaries();
if (!bin) {
  const notice = '[postgres] PostgreSQL is not installed (apt-get install postgresql): SKIPPING the PostgreSQL run of: ' + command.join(' ');
  console.log(`\n${'!'.repeat(notice.length)}\n${notice}\n${'!'.repeat(notice.length)}\n`);
  process.exit(process.env.POSTGRES_REQUIRED === '1' ? 1 : 0);
}

const asRoot = process.getuid?.() === 0;
const owner = asRoot ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : null;
const root = mkdtempSync(join(tmpdir(), 'mall-pg-'));
const dataDir = join(root, 'data');
const socketDir = root;
if (owner) {
  const uid = Number(spawnSync('id', ['-u', owner], { encoding: 'utf8' }).stdout);
  const gid = Number(spawnSync('id', ['-g', owner], { encoding: 'utf8' }).stdout);
  chownSync(root, uid, gid);
  chmodSync(root, 0o700);
}
/** Runs a PostgreSQL tool as the cluster's owner. */
const asOwner = (tool, args, options = {}) =>
  owner ? spawnSync('runuser', ['-u', owner, '--', join(bin, tool), ...args], options) : spawnSync(join(bin, tool), args, options);

const port = await freePort();
const started = Date.now();
const init = asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], { encoding: 'utf8' });
if (init.status !== 0) {
  console.error(`[postgres] initdb failed:\n${init.stdout}\n${init.stderr}`);
  rmSync(root, { recursive: true, force: true });
  process.exit(1);
}
const options = `-h 127.0.0.1 -p ${port} -k ${socketDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
const start = asOwner('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(root, 'server.log'), '-w', 'start'], { encoding: 'utf8' });
if (start.status !== 0) {
  console.error(`[postgres] the server did not start:\n${start.stdout}\n${start.stderr}`);
  rmSync(root, { recursive: true, force: true });
  process.exit(1);
}
const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`[postgres] cluster on 127.0.0.1:${port} (${bin}) ready in ${Date.now() - started} ms`);

let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { encoding: 'utf8' });
  rmSync(root, { recursive: true, force: true });
};

const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, MALL_TEST_DATABASE_URL: url, E2E_DATABASE_URL: url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
