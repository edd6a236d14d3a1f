import { expect, test, type Page } from './fixtures';
import { BUDGETS, HOST_INITIAL_REGRESSION_CEILING_GZIP_BYTES } from '../budgets';
import { fromOrigin, initialScripts, recordScripts, settle, sumGzip } from '../measure';
import { HOST_URL, remoteOrigin } from '../ports';
import { REMOTES, type Remote } from '../storefront';
import { DEMO_BUYER, logIn } from './helpers';

const FIRST_SCREEN: Record<Remote, string> = {
  checkout: '/cart',
  orders: '/buyer/orders',
  aftersales: '/buyer/as',
  reviews: '/buyer/comments',
  account: '/buyer/profile',
};

async function scriptsOn(page: Page, path: string) {
  const recorder = recordScripts(page);
  await page.goto(path);
  await settle(page);
  return recorder.stop();
}

test.describe('bundle budgets (gzip bytes, deterministic for a build)', () => {
  test('the host sends its frame and home page without growing (its own scripts, before any remote)', async ({ page }) => {
    const scripts = await initialScripts(page, await scriptsOn(page, '/'));
    const host = sumGzip(fromOrigin(scripts, HOST_URL));
    console.log(`host initial JS: ${host} B gzip in ${fromOrigin(scripts, HOST_URL).length} scripts (goal ${BUDGETS.hostInitialJsGzipBytes} B)`);
    expect(host).toBeLessThanOrEqual(HOST_INITIAL_REGRESSION_CEILING_GZIP_BYTES);
  });

  test('dialog code is not part of the initial load: it comes once the page is idle', async ({ page }) => {
    const all = await scriptsOn(page, '/');
    const initial = await initialScripts(page, all);
    expect(all.length).toBeGreaterThan(initial.length);
  });

  test('a host-only page loads no remote', async ({ page }) => {
    const scripts = await scriptsOn(page, '/login');
    expect(scripts.filter((s) => s.origin !== HOST_URL)).toEqual([]);
  });

  for (const bundle of REMOTES) {
    test(`${bundle}: entry plus first screen within budget, and no other remote loaded`, async ({ page }) => {
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
      await page.goto('/login');
      const scripts = await scriptsOn(page, FIRST_SCREEN[bundle]);
      await expect(page.locator(`[data-boundary="${bundle}"]`).first()).toBeVisible();
      // Its entry and screen were measured (a screen drawn from nothing of its own would be a fault).
      expect(fromOrigin(scripts, remoteOrigin(bundle)).length).toBeGreaterThan(0);
      const own = sumGzip(fromOrigin(scripts, remoteOrigin(bundle)));
      console.log(`${bundle}: ${own} B gzip`);
      const others = REMOTES.filter((b) => b !== bundle && fromOrigin(scripts, remoteOrigin(b)).length > 0);
      expect(others).toEqual([]);
      expect(own).toBeLessThanOrEqual(BUDGETS.remoteEntryAndFirstRouteGzipBytes);
    });
  }
});
