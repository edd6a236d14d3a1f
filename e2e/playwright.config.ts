import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS, HOST_URL } from './ports';
import { E2E_API_ENV, E2E_HOST_ENV, storefrontServers } from './storefront';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';


export default defineConfig({
  testDir: './tests',
  // Two lanes share CI's 2 cores (scripts/lanes.mjs): a journey takes up to twice as long as alone.
  timeout: 60_000,
  // A remote's screen can take over 7 s to appear on a busy 2-core machine (8 s seen beside builds).
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: HOST_URL,
    // No trace unless asked for (E2E_TRACE=retain-on-failure, or --trace on one file): recording DOM
    // snapshots cost a quarter of the journeys' CPU (order-list + checkout: 182 -> 140 s of CPU), and
    // CI keeps only the printed report. When on, no screenshots: the screencast cost a third more.
    trace: process.env.E2E_TRACE ? { mode: process.env.E2E_TRACE as 'on' | 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: storefrontServers(E2E_PORTS, { apiEnv: E2E_API_ENV, hostEnv: E2E_HOST_ENV }).map((server) => ({
    command: server.command,
    cwd: server.cwd,
    env: server.env,
    url: server.url,
    timeout: 60_000,
    reuseExistingServer: false,
  })),
});
