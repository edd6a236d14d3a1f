import { ROUTES } from '@mall/shared/routes';
import { expect, test, type Page } from './fixtures';
import { DEMO_BUYER, emptyCart, logIn, navigate, screenReady } from './helpers';
import { sampleUrl } from './routeSamples';

/** Issue 30: the narrowest phones in use (320 px, an iPhone SE in zoom) and a common one (390 px). */
const WIDTHS = [320, 390] as const;
/** English, and German: the longest words of the three languages. */
const LANGUAGES = ['en', 'de'] as const;

/** The page's width beyond the window, and the widest element that pushes it (to name in the failure). */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const limit = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return null;
    // The innermost elements past the edge: what to fix, not the containers they stretch.
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => el.getBoundingClientRect().right + window.scrollX > limit + 0.5);
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const label = (el: Element) => `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`;
    const name = innermost.slice(0, 3).map((el) => `${el.parentElement ? `${label(el.parentElement)} > ` : ''}${label(el)}`).join(', ') || '?';
    return `${width} > ${limit} (${name})`;
  });

test.describe('phones: no page is wider than the screen', () => {
  // The walk's /checkout is the empty cart's, which mall-api refuses (400) and the screen says so.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/] });

  for (const language of LANGUAGES) {
    test(`logged in, ${language}: every route at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
      test.setTimeout(8 * 60_000);
      // Logged in on a desktop, where the top bar shows Log out (a phone folds it into the menu).
      await page.setViewportSize({ width: 1280, height: 800 });
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
      await emptyCart(page);
      // The language the buyer chose: the host's server reads the cookie, the client its storage.
      await page.evaluate((lang) => {
        window.localStorage.setItem('mall.language', lang);
        document.cookie = `mall.language=${encodeURIComponent(lang)}; path=/`;
      }, language);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      const wide: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // The top bar folds into its menu button at phone widths (a media query listener): measured once it has.
        await expect(page.getByRole('banner').locator('button[aria-expanded]').first()).toBeVisible();
        for (const row of ROUTES) {
          await test.step(`${width} px ${row.path}`, async () => {
            await navigate(page, sampleUrl(row));
            await screenReady(page, row);
            const overflow = await overflowOf(page);
            if (overflow) wide.push(`${width} px ${row.path}: ${overflow}`);
          });
        }
      }
      expect(wide).toEqual([]);
    });
  }
});
