import { devices, expect, test, type Page } from './fixtures';
import { shiftsSoFar, sumShiftsSinceLoad } from './layoutShift';

/**
 * Issue 30 item 10 (CLS 0, also as late sections load): the product page opened cold moves nothing,
 * on a phone (the top bar as the app takes over) and on a desktop (as the sections below the
 * purchase panel arrive while the buyer scrolls to the bottom).
 */
const PHONE = { width: 390, height: 844 };
/** A remote screen loads its chunks slowly on a busy 2-core machine (throttled here too). */
const LOADED = { timeout: 30_000 };
const PRODUCT = '/product/bergen-extendable-dining-table';

const hydrated = (page: Page) => expect(page.locator('[data-hydrating]')).toHaveCount(0, LOADED);

/** A phone's slower CPU (Lighthouse's mobile factor): hydration comes late, after first paint. */
async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
for (const [name, device] of [
  ['a phone', pixel],
  // The server guesses the layout from the user agent: a desktop browser in a narrow window is guessed wrong.
  ['a narrow desktop window', { viewport: PHONE }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use(device);

    test('a product page opened cold moves nothing as the app takes over the server-drawn page (the top bar kept its 44 px)', async ({ page }) => {
      await throttleCpu(page);
      await page.goto(PRODUCT);
      await sumShiftsSinceLoad(page);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Bergen extendable dining table' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      expect(await shiftsSoFar(page)).toBe(0);
    });
  });
}
