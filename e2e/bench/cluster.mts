// Issue 17: the multi-process deployment under load. Two mall-api processes on one throwaway
// PostgreSQL, behind a host whose proxy sends requests to them in turn; autocannon at 64
// connections on the order list and the order detail, through the host as a browser's calls go.
import { join } from 'node:path';
import { portsFrom, ROOT, storefrontServers } from '../storefront.ts';
import { startCluster } from '../../scripts/postgres-cluster.mjs';
import { autocannon, buyerCookie, type LoadResult } from './load.mts';
import { startServers } from './processes.ts';

const CONNECTIONS = 64;
const PORTS = { api: [19191, 19192], host: 19190 };

export type ClusterLoad =
  | { skipped: string }
  | { processes: number; connections: number; durationSeconds: number; orderList: LoadResult; orderDetail: LoadResult; errorsBudget: 0; held: boolean };

interface Options {
  buyer: { email: string; password: string };
  seededOrderId: number;
  orderList: [path: string, body: unknown];
  orderDetailPath: string;
  seconds: number;
  log(message: string): void;
}

export async function measureClusterLoad({ buyer, seededOrderId, orderList, orderDetailPath, seconds, log }: Options): Promise<ClusterLoad> {
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  try {
    cluster = await startCluster();
  } catch (error) {
    const skipped = error instanceof Error ? error.message : String(error);
    log(`SKIPPED the PostgreSQL load test: ${skipped}`);
    return { skipped };
  }
  const api = storefrontServers(portsFrom(19080)).find((s) => s.name === 'mall-api')!;
  const apiProcess = (port: number) => ({
    ...api,
    env: { PORT: String(port), DATABASE_URL: cluster.url },
    url: `http://127.0.0.1:${port}/health`,
  });
  const stops: Array<() => Promise<void>> = [];
  try {
    // The first process migrates and seeds the empty database; the second starts on what it made.
    stops.push((await startServers([apiProcess(PORTS.api[0]!)])).stop);
    stops.push((await startServers([apiProcess(PORTS.api[1]!)])).stop);
    const host = storefrontServers(portsFrom(19080)).find((s) => s.name === 'host')!;
    stops.push(
      (
        await startServers([
          {
            ...host,
            cwd: join(ROOT, 'host'),
            env: { ...host.env, PORT: String(PORTS.host), MALL_API_URL: PORTS.api.map((p) => `http://127.0.0.1:${p}`).join(',') },
            url: `http://127.0.0.1:${PORTS.host}/storefront-config.json`,
          },
        ])
      ).stop,
    );
    const base = `http://127.0.0.1:${PORTS.host}`;
    const cookie = await buyerCookie(base, buyer);
    const run = (name: string, path: string, body: unknown) => {
      const result = autocannon(`${base}${path}`, { connections: CONNECTIONS, seconds, cookie, body });
      log(`cluster load ${name}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
      return result;
    };
    const list = run('order list', orderList[0], orderList[1]);
    const detail = run('order detail', orderDetailPath, { id: seededOrderId });
    const held = [list, detail].every((r) => r.errors === 0 && r.non2xx === 0);
    return { processes: PORTS.api.length, connections: CONNECTIONS, durationSeconds: seconds, orderList: list, orderDetail: detail, errorsBudget: 0, held };
  } finally {
    for (const stop of stops.reverse()) await stop();
    cluster.stop();
  }
}

export function clusterMarkdown(result: ClusterLoad): string[] {
  if ('skipped' in result) return ['', `## Two mall-api processes on PostgreSQL: SKIPPED (${result.skipped})`];
  const row = (name: string, r: LoadResult) => `| ${name} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors} | ${r.non2xx} |`;
  return [
    '',
    `## Two mall-api processes on PostgreSQL, through the host (${result.connections} connections, ${result.durationSeconds} s each)`,
    '',
    '| route | req/s | p50 | p99 | errors | non-2xx |',
    '|---|---|---|---|---|---|',
    row('order list', result.orderList),
    row('order detail', result.orderDetail),
    '',
    `Budget: 0 errors and 0 non-2xx at ${result.connections} connections (${result.held ? 'held' : 'NOT held'}).`,
  ];
}
