import { expect, test, type Page } from './fixtures';
import { navigate } from './helpers';
import { shiftsSoFar, sumShiftsFromNow } from './layoutShift';

/**
 * Issue 32 and issue 30 item 10 (CLS 0): the listing's skeleton cards are exactly as tall as the
 * cards that replace them, and nothing moves as they do. The listing's calls are held by the
 * journey and released by it, never by a timer.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The first wait after a navigation: a remote screen loads its chunks (slow on a busy 2-core machine). */
const LOADED = { timeout: 30_000 };
/** A category without subcategories: its page's head is the same before and after its answer. */
const LEAF_CATEGORY = '/c/living-room/sofas/corner-sofas';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const skeletons = (page: Page) => page.getByRole('main').locator('.checkout-product-card--skeleton');

/** Holds the browser's listing calls until the journey calls the returned release. */
async function holdListingCalls(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/catalogue\/listing$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const heightOf = async (page: Page, selector: ReturnType<typeof cards>) => (await selector.boundingBox())!.height;

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}) });

    test('a listing opened in the app shows skeleton cards exactly as tall as its cards, and nothing moves when they come', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(LOADED);
      await expect(page.locator('[data-hydrating]')).toHaveCount(0);
      const release = await holdListingCalls(page);
      await navigate(page, LEAF_CATEGORY);
      await expect(skeletons(page).first()).toBeVisible(LOADED);
      const skeleton = await heightOf(page, skeletons(page).first());
      await sumShiftsFromNow(page);
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Corner sofas' })).toBeVisible();
      await expect(skeletons(page)).toHaveCount(0);
      // Cards with and without a rating, every one "Ships in N days": all as tall as the skeleton.
      await expect(cards(page).getByText(/^Ships in \d+ days?$/).first()).toBeVisible();
      for (const card of await cards(page).all()) expect(Math.abs((await heightOf(page, card)) - skeleton)).toBeLessThanOrEqual(1);
      expect(await shiftsSoFar(page)).toBe(0);
    });
  });
}

test.describe('on a phone, the next page', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('loading under the shown cards is drawn as skeleton cards as tall as the cards that replace them, and nothing moves', async ({ page }) => {
    await page.goto('/c/living-room');
    await expect(cards(page)).toHaveCount(24, LOADED);
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    const rated = cards(page).filter({ hasText: /out of 5/ });
    const unrated = cards(page).filter({ hasNotText: /out of 5/ });
    const release = await holdListingCalls(page);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(skeletons(page)).toHaveCount(24);
    const skeleton = await heightOf(page, skeletons(page).first());
    expect(Math.abs((await heightOf(page, rated.first())) - skeleton)).toBeLessThanOrEqual(1);
    expect(Math.abs((await heightOf(page, unrated.first())) - skeleton)).toBeLessThanOrEqual(1);
    await sumShiftsFromNow(page);
    release();
    await expect(cards(page)).toHaveCount(48);
    await expect(skeletons(page)).toHaveCount(0);
    expect(Math.abs((await heightOf(page, cards(page).nth(24))) - skeleton)).toBeLessThanOrEqual(1);
    expect(await shiftsSoFar(page)).toBe(0);
  });
});
