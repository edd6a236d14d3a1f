import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORTS } from '../ports';
import { originOf } from '../storefront';
import { expect, test } from './fixtures';
import { startHost, startRemote, stop } from './processes';
import { checkoutRelease } from './release';

/**
 * README "Deploy one team's bundle" (issue 29, item 7): checkout's new release replaces the old one on
 * its origin while the host runs; the host's server renders with the new renderer within seconds,
 * without a restart, and names the build it drew with; the page in the browser shows the new text.
 */
test.describe("deploying one team's bundle while the host runs (issue 29)", () => {
  test.describe.configure({ timeout: 120_000 });
  const checkoutPort = E2E_PORTS.host + 8;
  const hostPort = E2E_PORTS.host + 9;
  const origin = originOf(hostPort);
  const releases = [checkoutRelease('v1', 'release-1'), checkoutRelease('v2', 'release-2', (script) => script.replaceAll("'Add to cart'", "'Add to basket'").replaceAll('"Add to cart"', '"Add to basket"'))];
  // The origin's store of uploaded builds: each release stays under /builds/<buildId>/ once the next is current.
  const builds = join(mkdtempSync(join(tmpdir(), 'checkout-builds-')), 'builds');
  let checkout: ChildProcess | undefined;
  let host: ChildProcess | undefined;
  /** Makes a release the one checkout's origin serves as current (the older ones stay under their versioned paths). */
  const deploy = async (dir: string) => {
    await stop(checkout);
    checkout = await startRemote('checkout', checkoutPort, dir, builds);
  };
  test.beforeAll(async () => {
    checkout = await startRemote('checkout', checkoutPort, releases[0], builds);
    host = await startHost(hostPort, E2E_PORTS.api, { REMOTE_CHECKOUT_URL: `${originOf(checkoutPort)}/mf-manifest.json`, FIRST_SCREEN_WAIT_MS: '5000' });
  });
  test.afterAll(async () => {
    await stop(host);
    await stop(checkout);
    for (const dir of [...releases, builds]) rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  test("the host's pages follow the new release of checkout without a restart, naming the build they were drawn with", async ({ page }) => {
    const home = async () => (await page.request.get(`${origin}/`)).text();
    await expect.poll(home, { timeout: 30_000 }).toContain('"remoteBuilds":{"checkout":"release-1"}');
    expect(await home()).toContain('>Add to cart<');

    // The team uploads its new release: the origin now serves it.
    await deploy(releases[1] as string);
    await expect.poll(home, { timeout: 30_000 }).toContain('"remoteBuilds":{"checkout":"release-2"}');
    const drawn = await home();
    expect(drawn).toContain('>Add to basket<');
    expect(drawn).not.toContain('>Add to cart<');
    // The same host process all along.
    expect(host?.exitCode).toBeNull();

    await page.goto(`${origin}/`);
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await expect(page.locator('[data-boundary="checkout"] article').first().getByText('Add to basket')).toBeVisible();
    await expect(page.getByText('Add to cart', { exact: true })).toHaveCount(0);
  });

  test('a page keeps the build its HTML named: no flip to the newer release deployed meanwhile (issue 29, one version per page)', async ({ page }) => {
    const home = async () => (await page.request.get(`${origin}/`)).text();
    await deploy(releases[0] as string);
    await expect.poll(home, { timeout: 30_000 }).toContain('"remoteBuilds":{"checkout":"release-1"}');
    // The page leaves the server drawn by release 1; its requests to checkout's origin wait until release 2 is live there.
    let live: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (live = resolve));
    const fromCheckout: string[] = [];
    await page.route(`${originOf(checkoutPort)}/**`, async (route) => {
      fromCheckout.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('#first-screen-data').textContent()).toContain('"remoteBuilds":{"checkout":"release-1"}');
    await deploy(releases[1] as string);
    live();
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await expect(page.locator('[data-boundary="checkout"] article').first().getByText('Add to cart')).toBeVisible();
    await expect(page.getByText('Add to basket', { exact: true })).toHaveCount(0);
    // Its entry, code and styles all came from release 1's versioned path, none from the current pointer.
    expect(fromCheckout).toContain('/builds/release-1/remoteEntry.js');
    expect(fromCheckout.filter((path) => !path.startsWith('/builds/release-1/'))).toEqual([]);
  });
});
