import { expect, test } from './fixtures';
import { remoteOrigin } from '../ports';
import { DEMO_BUYER, logIn } from './helpers';

test.describe('federation', () => {
  // The orders remote is taken offline: Chromium logs each refused request for its manifest, and
  // nothing else may be logged (the resilience plugin turns the failure into the fallback).
  test.describe(() => {
    test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/] });

    test('with one remote offline, its pages show a fallback and the rest keeps working', async ({ page }) => {
      await page.route(`${remoteOrigin('orders')}/**`, (route) => route.abort('connectionrefused'));
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);

      await page.getByRole('link', { name: 'My orders' }).first().click();
      const fallback = page.getByRole('alert').filter({ hasText: 'Your orders could not be loaded' });
      await expect(fallback).toBeVisible({ timeout: 15_000 });
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

      // The top bar and the other bundles are unaffected.
      await page.getByRole('link', { name: 'Cart' }).click();
      await expect(page.getByRole('heading', { name: /Your cart|Your cart is empty/ }).or(page.getByText('Your cart is empty.'))).toBeVisible();
      await page.getByRole('link', { name: 'Furniture Mall' }).click();
      await expect(page.locator('[data-boundary="checkout"] article').first()).toBeVisible();

      // Still offline on a second visit; then the remote comes back and Retry loads it without a reload.
      await page.getByRole('link', { name: 'My orders' }).first().click();
      await expect(fallback).toBeVisible({ timeout: 15_000 });
      await page.unroute(`${remoteOrigin('orders')}/**`);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('[data-boundary="orders"]').first()).toBeVisible({ timeout: 15_000 });
    });
  });

  test('React is loaded once when all five remotes are on the page', async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    // Visit a screen of every remote in one page session (client-side navigation).
    for (const [path, bundle] of [
      ['/cart', 'checkout'],
      ['/buyer/orders', 'orders'],
      ['/buyer/as', 'aftersales'],
      ['/buyer/comments', 'reviews'],
      ['/buyer/profile', 'account'],
    ] as const) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator(`[data-boundary="${bundle}"]`).first()).toBeVisible({ timeout: 15_000 });
    }
    const react = await page.evaluate(() => {
      const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean; from: string; useIn: string[] }>>> }> } }).__FEDERATION__;
      const host = federation.__INSTANCES__.find((i) => i.name === 'host')!;
      const versions = host.shareScopeMap.default!.react!;
      return Object.entries(versions).map(([version, info]) => ({ version, loaded: info.loaded === true, from: info.from, useIn: info.useIn }));
    });
    const loaded = react.filter((v) => v.loaded);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]!.from).toBe('host');
    const scriptUrls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    for (const bundle of ['checkout', 'orders', 'aftersales', 'reviews', 'account'] as const) {
      expect(scriptUrls.some((u) => u.startsWith(remoteOrigin(bundle)))).toBe(true);
    }
  });
});
