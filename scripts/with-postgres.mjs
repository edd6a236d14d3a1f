#!/usr/bin/env node
/**
 * Runs a command beside a throwaway PostgreSQL cluster (postgres-cluster.mjs), with
 * MALL_TEST_DATABASE_URL and E2E_DATABASE_URL pointing at it, then stops and removes the cluster.
 *
 *   node scripts/with-postgres.mjs -- <command> [args…]
 *
 * Without PostgreSQL's server binaries on the machine (Debian: `apt-get install postgresql`;
 * .ci/run installs it) the command is skipped with a printed notice and the exit status is 0:
 * the embedded database's run has already covered the same suites. POSTGRES_REQUIRED=1 turns the
 * skip into a failure.
 */
import { spawn } from 'node:child_process';
import { serverBinaries, startCluster } from './postgres-cluster.mjs';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args…]');
  process.exit(2);
}

const bin = serverBinaries();
if (!bin) {
  const notice = '[postgres] PostgreSQL is not installed (apt-get install postgresql): SKIPPING the PostgreSQL run of: ' + command.join(' ');
  console.log(`\n${'!'.repeat(notice.length)}\n${notice}\n${'!'.repeat(notice.length)}\n`);
  process.exit(process.env.POSTGRES_REQUIRED === '1' ? 1 : 0);
}

let cluster;
try {
  cluster = await startCluster(bin);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`[postgres] cluster on 127.0.0.1:${cluster.port} (${bin}) ready in ${cluster.startMs} ms`);

const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, MALL_TEST_DATABASE_URL: cluster.url, E2E_DATABASE_URL: cluster.url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
