import { remoteOrigin } from '../ports';
import { devices, expect, test, type Page, type Route } from './fixtures';
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
/** In a set of three, from a shop with more in stock, with reviews: every late section. */
const REVIEWED = '/product/fjord-armchair';
const DESKTOP = { width: 1440, height: 900 };

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

/** Holds the late sections' calls and the reviews team's code until the journey releases them. */
async function holdLateSections(page: Page): Promise<{ held: () => number; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const hold = async (route: Route) => {
    held += 1;
    await released;
    await route.continue();
  };
  await page.route(/\/(combined_item\/itemCombinedFlow|item\/recommendByItem|item\/reviews)$/, hold);
  await page.route(new RegExp(`^${remoteOrigin('reviews')}/`), hold);
  return { held: () => held, release };
}

const scrollToTheBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

for (const [name, device] of [
  ['a desktop', { viewport: DESKTOP }],
  ['a phone', pixel],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use(device);

    test('the late sections hold their places: scrolled to the bottom before they come, nothing moves when they do', async ({ page }) => {
      await page.goto(REVIEWED);
      await hydrated(page);
      await sumShiftsSinceLoad(page);
      const late = await holdLateSections(page);
      // The buyer goes straight to the bottom (the footer in view) while the sections' answers are away.
      await scrollToTheBottom(page);
      await expect.poll(late.held, LOADED).toBeGreaterThanOrEqual(3);
      late.release();
      await expect(page.getByRole('button', { name: /^Add the set "Reading corner/ })).toBeVisible(LOADED);
      await expect(page.getByRole('region', { name: /^More from / }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Latest reviews' }).getByRole('article').first()).toBeVisible(LOADED);
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      await scrollToTheBottom(page);
      expect(await shiftsSoFar(page)).toBe(0);
    });
  });
}
