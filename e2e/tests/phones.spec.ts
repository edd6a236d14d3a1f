import { ROUTES } from '@mall/shared/routes';
import { expect, test, type Page } from './fixtures';
import { buyerReadingIn, navigate, screenReady } from './helpers';
import { BUYER_DIALOGS, closeDialogs, openDialog } from './dialogs';
import { inEnglish } from './pageTexts';
import { sampleUrl } from './routeSamples';

/** Issue 30: the narrowest phones in use (320 px, an iPhone SE in zoom) and a common one (390 px). */
const WIDTHS = [320, 390] as const;
/** English; German, the longest words of the three; Chinese, lines without spaces to break at. */
const LANGUAGES = ['en', 'de', 'zh-CN'] as const;

/**
 * What a phone user runs into on the page, or inside its open dialog (`dialog`): the width beyond the
 * window with the innermost elements past the edge (what to fix, not the containers they stretch),
 * and the controls smaller than a finger (44×44 px; an inline link in a sentence at least 24 px high,
 * WCAG 2.5.8).
 */
const phoneProblems = (page: Page, dialog: boolean) =>
  page.evaluate((inDialog) => {
    const limit = window.innerWidth;
    const label = (el: Element) => `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`;
    const named = (el: Element) => `${el.parentElement ? `${label(el.parentElement)} > ` : ''}${label(el)}`;
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter((el) => el.checkVisibility());
    const root = inDialog ? dialogs.at(-1)! : document.body;
    // A visually hidden text (1×1 px, clipped) is read, never seen or touched.
    const shown = [...root.querySelectorAll<HTMLElement>('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.height > 1;
    });
    const problems: string[] = [];

    // A page scrolls sideways when wider than the window; a dialog is fixed, so its own box and
    // any scroller inside it must stay within the window.
    const wide = inDialog
      ? root.getBoundingClientRect().right > limit + 0.5 || root.getBoundingClientRect().left < -0.5 || shown.some((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      : document.documentElement.scrollWidth > limit;
    if (wide) {
      // An element past the edge, or one whose own text runs out of it (a word longer than the line).
      const past = shown.filter((el) => el.getBoundingClientRect().right + (inDialog ? 0 : window.scrollX) > limit + 0.5 || el.scrollWidth > el.clientWidth + 1);
      const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
      const width = inDialog ? Math.round(root.getBoundingClientRect().right) : document.documentElement.scrollWidth;
      problems.push(`${width} > ${limit} (${innermost.slice(0, 3).map(named).join(', ') || '?'})`);
    }

    const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]';
    const small = new Set<string>();
    for (const control of root.querySelectorAll<HTMLElement>(CONTROLS)) {
      // A native box drawn by the design system as part of its label: the label is what is tapped.
      const target = control.matches('input[type="checkbox"], input[type="radio"], input[type="file"]') ? (control.closest('label') ?? control) : control;
      const box = target.getBoundingClientRect();
      // Shown, and not parked above the page until focused (the skip link).
      if (!target.checkVisibility({ visibilityProperty: true }) || (box.width <= 1 && box.height <= 1) || box.bottom <= 0 || box.right <= 0) continue;
      // A link is tapped on its line: an inline one in a sentence by its line's height, any other by its box.
      const link = control.tagName === 'A' && !control.classList.contains('mall-button');
      const inline = link && getComputedStyle(control).display === 'inline';
      const height = inline ? Math.max(box.height, parseFloat(getComputedStyle(control).lineHeight) || 0) : box.height;
      const enough = link ? height >= 24 - 0.5 : box.width >= 44 - 0.5 && box.height >= 44 - 0.5;
      if (!enough) small.add(`${named(target)} "${(target.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    for (const control of small) problems.push(`too small to tap: ${control}`);
    return problems;
  }, dialog);

/** Dialogs and sheets end their entrance before they are measured (a sheet slides in from the side). */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

test.describe('phones: no page or dialog is wider than the screen, every control is big enough to tap', () => {
  test.describe(() => {
    // The walk's /checkout is the empty cart's, which mall-api refuses (400) and the screen says so.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/] });

    for (const language of LANGUAGES) {
      test(`logged in, ${language}: every route at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
        test.setTimeout(8 * 60_000);
        await buyerReadingIn(page, language);

        const found: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // The top bar folds its links into the menu button at phone widths (a media query listener):
          // measured once it has (the desktop bar has a button with aria-expanded too: its links are the sign).
          await expect(page.getByRole('banner').locator('.shell-topbar__menu')).toBeHidden();
          await expect(page.getByRole('banner').locator('.shell-topbar__phone button[aria-expanded]')).toBeVisible();
          for (const row of ROUTES) {
            await test.step(`${width} px ${row.path}`, async () => {
              await navigate(page, sampleUrl(row));
              await screenReady(page, row);
              for (const problem of await phoneProblems(page, false)) found.push(`${width} px ${row.path}: ${problem}`);
            });
          }
        }
        expect(found).toEqual([]);
      });
    }
  });

  test.describe(() => {
    // Known defect, not fixed yet (closing note of 2026-11-27): after this walk turns a desktop page
    // into a phone-wide one, React sometimes redraws part of the top bar's nav when hydrating (#418),
    // one run in three. The hydration journey guards the drawn pages on both devices; this walk is
    // about widths and tap sizes, so the message may appear here until the nav's cause is found.
    test.use({ consoleErrorsThatMayAppear: [/^\[host\] hydration: a part of the page was drawn again in the browser/] });
  test(`logged in, en: the dialogs and sheets at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    test.setTimeout(6 * 60_000);
    await buyerReadingIn(page, 'en');
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const [what, open] of BUYER_DIALOGS) {
        await test.step(`${width} px ${what}`, async () => {
          await open(page, inEnglish);
          await expect(openDialog(page)).toBeVisible();
          await expect(openDialog(page).locator('.mall-spinner')).toHaveCount(0);
          await settled(page);
          for (const problem of await phoneProblems(page, true)) found.push(`${width} px ${what}: ${problem}`);
          await closeDialogs(page);
        });
      }
    }
    expect(found).toEqual([]);
  });
  });
});
