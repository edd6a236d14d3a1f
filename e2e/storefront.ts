import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The workspace root: the nearest folder up from here holding pnpm-workspace.yaml (works from CJS and ESM). */
function workspaceRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The processes of a built storefront, as `npm start` runs them, on ports of the caller's choice. */
export const ROOT = workspaceRoot(process.cwd());
export const REMOTES = ['checkout', 'orders', 'aftersales', 'reviews', 'account'] as const;
export type Remote = (typeof REMOTES)[number];
export type Ports = { host: number; api: number } & Record<Remote, number>;

export const portsFrom = (base: number): Ports => ({
  host: base, checkout: base + 1, orders: base + 2, aftersales: base + 3, reviews: base + 4, account: base + 5, api: base + 10,
});

export const originOf = (port: number) => `http://localhost:${port}`;

export interface ServerSpec {
  name: string;
  command: string;
  cwd: string;
  env: Record<string, string>;
  /** Answers once the server is ready. */
  url: string;
}

/** Test-only switches mall-api honours (the journeys need a known captcha, and read e-mailed codes from the outbox). */
export const E2E_API_ENV: Record<string, string> = { MALL_TEST_CAPTCHA: 'K7QX', MALL_TEST_OUTBOX: '1' };

/**
 * mall-api's database: a fresh copy of the seeded snapshot for each run, or, with E2E_DATABASE_URL
 * (scripts/with-postgres.mjs sets it), that PostgreSQL database, which must start empty: mall-api
 * migrates and seeds it on start.
 */
function apiDatabase(snapshot: string): Record<string, string> {
  const postgres = process.env.E2E_DATABASE_URL;
  if (postgres) return { DATABASE_URL: postgres };
  return existsSync(snapshot) ? { MALL_DB_SNAPSHOT: snapshot } : { MALL_DB: 'memory' };
}

/**
 * Test-only setting of the host: how long a page waits for mall-api before it comes without its
 * first screen and the visitor's data (300 ms in production). The journeys check what pages come
 * with; a busy 2-core machine can miss 300 ms, which would make them depend on timing. The fallback
 * itself is the server's unit tests' (host/server/firstScreen).
 */
export const E2E_HOST_ENV: Record<string, string> = { FIRST_SCREEN_WAIT_MS: '5000' };

export function storefrontServers(
  ports: Ports,
  { hostDist, apiEnv = {}, hostEnv = {} }: { hostDist?: string; apiEnv?: Record<string, string>; hostEnv?: Record<string, string> } = {},
): ServerSpec[] {
  const snapshot = join(ROOT, 'mall-api', '.snapshot', 'seed.tar.gz');
  return [
    {
      name: 'mall-api',
      // A fresh seeded database for each run, from the snapshot the mall-api build made.
      command: 'npx tsx src/main.ts',
      cwd: join(ROOT, 'mall-api'),
      env: { ...apiEnv, PORT: String(ports.api), ...apiDatabase(snapshot) },
      url: `http://127.0.0.1:${ports.api}/health`,
    },
    ...REMOTES.map((bundle) => ({
      name: `mfe-${bundle}`,
      command: `node ${join(ROOT, 'shared', 'scripts', 'serve-static.mjs')} ${join(ROOT, `mfe-${bundle}`, 'dist')} --port ${ports[bundle]}`,
      cwd: ROOT,
      env: {},
      url: `http://127.0.0.1:${ports[bundle]}/mf-manifest.json`,
    })),
    {
      name: 'host',
      command: 'npx tsx server/serve.ts',
      cwd: join(ROOT, 'host'),
      env: {
        ...hostEnv,
        PORT: String(ports.host),
        MALL_API_URL: `http://127.0.0.1:${ports.api}`,
        ...(hostDist ? { HOST_DIST: hostDist } : {}),
        ...Object.fromEntries(REMOTES.map((b) => [`REMOTE_${b.toUpperCase()}_URL`, `${originOf(ports[b])}/mf-manifest.json`])),
      },
      url: `http://127.0.0.1:${ports.host}/storefront-config.json`,
    },
  ];
}
