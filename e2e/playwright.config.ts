import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORTS, HOST_URL, remoteOrigin } from './ports';

const root = join(__dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const snapshot = join(root, 'mall-api', '.snapshot', 'seed.tar.gz');
const REMOTES = ['checkout', 'orders', 'aftersales', 'reviews', 'account'] as const;

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: HOST_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      // A fresh seeded database for each run, from the snapshot the mall-api build made.
      command: 'npx tsx src/main.ts',
      cwd: join(root, 'mall-api'),
      url: `http://127.0.0.1:${E2E_PORTS.api}/health`,
      env: { PORT: String(E2E_PORTS.api), ...(existsSync(snapshot) ? { MALL_DB_SNAPSHOT: snapshot } : { MALL_DB: 'memory' }) },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    ...REMOTES.map((bundle) => ({
      command: `node ${join(root, 'shared', 'scripts', 'serve-static.mjs')} ${join(root, `mfe-${bundle}`, 'dist')} --port ${E2E_PORTS[bundle]}`,
      url: `http://127.0.0.1:${E2E_PORTS[bundle]}/mf-manifest.json`,
      reuseExistingServer: false,
    })),
    {
      command: 'npx tsx server/serve.ts',
      cwd: join(root, 'host'),
      url: `http://127.0.0.1:${E2E_PORTS.host}/storefront-config.json`,
      env: {
        PORT: String(E2E_PORTS.host),
        MALL_API_URL: `http://127.0.0.1:${E2E_PORTS.api}`,
        ...Object.fromEntries(REMOTES.map((b) => [`REMOTE_${b.toUpperCase()}_URL`, `${remoteOrigin(b)}/mf-manifest.json`])),
      },
      reuseExistingServer: false,
    },
  ],
});
