/**
 * A throwaway PostgreSQL cluster: initdb in a temporary folder, the server on 127.0.0.1 only (trust
 * auth, no fsync: it is thrown away), stopped and removed by stop(). Used by with-postgres.mjs (the
 * PostgreSQL test pass, start:cluster) and the bench's multi-process load test.
 *
 * initdb refuses to run as root: as root the cluster belongs to the `postgres` user (the Debian
 * package creates it) or `nobody`.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder holding initdb, pg_ctl and postgres (Debian's versioned folders first, then PATH), or null. */
export function serverBinaries() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
      const dir = join(debian, version, 'bin');
      if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
    }
  }
  // Debian's /usr/bin wrappers need a cluster configuration; the real binaries are preferred above.
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
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

/** Starts a cluster; answers its URL (database `postgres`) and stop(). Throws when it cannot. */
export async function startCluster(bin = serverBinaries()) {
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : null;
  const root = mkdtempSync(join(tmpdir(), 'mall-pg-'));
  const dataDir = join(root, 'data');
  if (owner) {
    const uid = Number(spawnSync('id', ['-u', owner], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', owner], { encoding: 'utf8' }).stdout);
    chownSync(root, uid, gid);
    chmodSync(root, 0o700);
  }
  /** Runs a PostgreSQL tool as the cluster's owner. */
  const asOwner = (tool, args) =>
    owner
      ? spawnSync('runuser', ['-u', owner, '--', join(bin, tool), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, tool), args, { encoding: 'utf8' });
  const fail = (what, result) => {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`[postgres] ${what}:\n${result.stdout}\n${result.stderr}`);
  };

  const port = await freePort();
  const started = Date.now();
  const init = asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  if (init.status !== 0) fail('initdb failed', init);
  const options = `-h 127.0.0.1 -p ${port} -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = asOwner('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(root, 'server.log'), '-w', 'start']);
  if (start.status !== 0) fail('the server did not start', start);

  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    bin,
    startMs: Date.now() - started,
    stop() {
      if (stopped) return;
      stopped = true;
      asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
