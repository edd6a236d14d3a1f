import type { ChildProcess } from 'node:child_process';
import { E2E_PORTS } from '../ports';
import { originOf } from '../storefront';
import { expect, test } from './fixtures';
import { startHost, startRemote, stop } from './processes';

/**
 * A remote stopped while the host runs (issue 29, item 5): the host read its manifest and loaded its
 * server renderer, then the remote's origin goes away. Its server-rendered pages must still come at
 * once, with the contained notice and Retry drawn in the frame, and work in the browser (never a
 * frozen copy of the page), visited directly and from inside the app; once back, Retry loads it.
 * A host and a checkout origin of their own, so stopping checkout touches no other journey.
 */
test.describe('a remote stopped while the host runs (issue 29)', () => {
  test.describe.configure({ timeout: 120_000 });
  // Chromium logs each refused request for the stopped remote's manifest; nothing else may be logged.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/] });
  const checkoutPort = E2E_PORTS.host + 8;
  const hostPort = E2E_PORTS.host + 9;
  const origin = originOf(hostPort);
  let checkout: ChildProcess | undefined;
  let host: ChildProcess | undefined;
  test.beforeAll(async () => {
    checkout = await startRemote('checkout', checkoutPort);
    host = await startHost(hostPort, E2E_PORTS.api, { REMOTE_CHECKOUT_URL: `${originOf(checkoutPort)}/mf-manifest.json`, FIRST_SCREEN_WAIT_MS: '5000' });
  });
  test.afterAll(async () => {
    await stop(host);
    await stop(checkout);
  });

  const notice = /<section class="shell-remote-fallback" role="alert" data-boundary="checkout"><h2>[^<]+<\/h2><p>The cart and checkout could not be loaded\.[^<]*<\/p><button[^>]*>Retry<\/button><\/section>/;

  test('its pages come with the notice and Retry drawn by the server, work directly and from inside the app, and Retry loads it once back', async ({ page }) => {
    const product = `${origin}/product/oslo-3-seater-sofa`;
    const html = async (url: string) => (await page.request.get(url)).text();
    // Checkout's renderer is loaded: the product page comes drawn by checkout.
    await expect.poll(() => html(product), { timeout: 30_000 }).toContain('id="checkout-product-title"');

    await stop(checkout);
    // Within a manifest read (every 3 s) the host knows: the notice in the frame, the page still served at once.
    await expect.poll(() => html(product), { timeout: 20_000 }).toMatch(notice);
    const served = await page.request.get(product);
    expect(served.status()).toBe(200);
    expect(await served.text()).toMatch(/<div id="root"><!--\$--><div class="shell" data-hydrating="">[\s\S]*<header class="shell-topbar">[\s\S]*<section class="shell-remote-fallback"[\s\S]*<footer class="shell-footer">/);
    // The home keeps its hero, checkout's notice where its cards go; the cart page is checkout's too.
    const home = await html(`${origin}/`);
    expect(home).toContain('Recommended for you');
    expect(home).toMatch(notice);
    expect(await html(`${origin}/cart`)).toMatch(notice);

    // Directly: the server's notice is hydrated in place (the same node), Retry and the top bar work.
    // The app's start held back until the notice the server drew is in hand.
    let start!: () => void;
    const held = new Promise<void>((resolve) => (start = resolve));
    await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(product, { waitUntil: 'domcontentloaded' });
    const alert = page.getByRole('alert').filter({ hasText: 'The cart and checkout could not be loaded' });
    const drawn = await alert.elementHandle();
    start();
    await expect(page.locator('[data-hydrating]')).toHaveCount(0, { timeout: 20_000 });
    expect(await drawn?.evaluate((node) => node.isConnected)).toBe(true);
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    // From inside the app: the home and the cart show the notice; the host's own pages work.
    await page.getByRole('link', { name: 'Furniture Mall' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Furniture for every room/ })).toBeVisible();
    await expect(alert).toBeVisible();
    await page.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // The cart's own notice: the router keeps the home (its notice too) on screen while the cart's
    // region asks for checkout, so the home's hero gone first (a CI run restarted checkout while that
    // ask was still retrying: the cart then loaded by itself and there was no Retry to press).
    await expect(page.getByRole('heading', { level: 1, name: /Furniture for every room/ })).toHaveCount(0);
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Back: Retry loads checkout's screen without a reload, and the server draws its pages again.
    checkout = await startRemote('checkout', checkoutPort);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => html(product), { timeout: 20_000 }).toContain('id="checkout-product-title"');
  });
});
