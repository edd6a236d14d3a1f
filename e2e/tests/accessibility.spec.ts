import AxeBuilder from '@axe-core/playwright';
import { ROUTES, type RouteRow } from '@mall/shared/routes';
import { expect, test, type Locator, type Page } from './fixtures';
import { watchCspViolations } from './csp';
import { DEMO_BUYER, emptyCart, navigate, screenReady } from './helpers';
import { sampleUrl as urlOf } from './routeSamples';
import { closeDialogs, openDialog, pressAction, showOrder } from './dialogs';

/**
 * Issue 10, accessibility: every row of the route table (so a route is covered the day it is added)
 * as the demo buyer, and as a guest where the row allows one, at desktop and phone sizes, with the
 * dialogs and sheets those screens own opened: no WCAG 2.2 AA violation of impact serious or
 * critical. One browser context for the whole journey; screens are reached by client-side
 * navigation after the first load, as a buyer moves through the storefront. Nothing is saved:
 * dialogs are opened, checked and dismissed, so the other journeys find the seed as it was.
 * The same walks check the Content-Security-Policy (issue 10): no screen, dialog or sheet loads or
 * runs anything the policy refuses. One walk serves both, since each costs minutes on CI's 2 cores.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;


/**
 * False positives, each by rule id and selector, with the reason. Empty is the goal; a real
 * violation is fixed in the product, never listed here.
 */
const FALSE_POSITIVES: ReadonlyArray<{ rule: string; selector: string; why: string }> = [];

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** Runs axe on the page (or inside `scope`) and records what blocks. */
async function audit(page: Page, where: string, findings: Finding[], scope?: string): Promise<void> {
  // Legacy mode runs axe.run in the page itself; the default opens a blank page per analysis to
  // merge frame results, several seconds each on a busy machine. Our screens have no cross-origin
  // frames to merge (providers' card frames load only when a real provider key is configured).
  // The storefront is one document across client-side navigation: axe, once injected, stays, and
  // is not parsed again for every check (seconds each on a busy machine).
  // A dialog or sheet still fading or sliding in has blended colours: check what the buyer sees
  // once it has arrived (finite animations only; a spinner turns forever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const injected = await page.evaluate(() => 'axe' in window);
  let builder = new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) }).withTags(WCAG_TAGS).setLegacyMode();
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  for (const violation of violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    const targets = violation.nodes
      .map((node) => node.target.join(' '))
      .filter((target) => !FALSE_POSITIVES.some((fp) => fp.rule === violation.id && fp.selector === target));
    if (targets.length === 0) continue;
    // Reported as found, so a journey cut short by its time limit still names what it saw.
    console.log(`  axe: ${where}: ${violation.id} ${violation.impact} ${targets.join(' | ')} :: ${violation.nodes[0]?.failureSummary?.replace(/\n/g, ' ')}`);
    findings.push({
      where,
      rule: violation.id,
      impact: violation.impact!,
      targets,
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? violation.help,
    });
  }
}

const DIALOG_SCOPE = '[role="dialog"], [role="alertdialog"]';

/** Checks the dialog that `open` opens, then dismisses it with Escape. */
async function auditDialog(page: Page, where: string, findings: Finding[], open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = openDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.mall-spinner')).toHaveCount(0, { timeout: 15_000 });
  await audit(page, where, findings, DIALOG_SCOPE);
}

/** The dialogs and sheets each screen owns, opened as the buyer. */
async function auditBuyerDialogs(page: Page, size: ViewportName, findings: Finding[]): Promise<void> {
  const at = (what: string) => `buyer ${size}: ${what}`;

  // Order list: link past orders, and each kind of order action on a seeded order that offers it.
  await navigate(page, '/buyer/orders');
  await auditDialog(page, at('link past orders'), findings, () => page.getByRole('button', { name: 'Link past orders' }).click());
  await closeDialogs(page);
  for (const [id, label, what] of [
    [5001, 'Cancel order', 'cancel before pay'],
    [5002, 'Cancel order', 'cancel merged orders'],
    [5005, 'Cancel order', 'cancel after pay'],
    [5017, 'Confirm receipt', 'confirm receipt of packages'],
    [5017, 'Track package', 'logistics'],
    [5017, 'View invoice', 'invoice'],
    [5019, 'Extend the delivery confirmation date', 'postpone receipt'],
    [5023, 'View vouchers', 'vouchers'],
  ] as const) {
    const row = await showOrder(page, id);
    await auditDialog(page, at(`${what} (${id})`), findings, () => pressAction(page, row, label));
    await closeDialogs(page);
  }

  // Paying an order checked out with another whose payment is still pending: the merged orders,
  // then checkout's re-payment warning.
  const merged = await showOrder(page, 5002);
  await auditDialog(page, at('pay merged orders'), findings, () => pressAction(page, merged, 'Pay now'));
  await openDialog(page).getByRole('button', { name: 'Pay together' }).click();
  const warning = page.getByRole('dialog', { name: 'A payment may already be on its way' });
  await expect(warning).toBeVisible();
  await audit(page, at('re-payment warning'), findings, DIALOG_SCOPE);
  await closeDialogs(page);

  // After-sales: the line choice, then after-sales' own apply form (a fragment).
  const completed = await showOrder(page, 5037);
  await auditDialog(page, at('apply for after-sales: lines'), findings, () => pressAction(page, completed, 'Request a return or refund'));
  const choose = openDialog(page);
  await choose.getByRole('checkbox').first().check();
  await choose.getByRole('button', { name: 'Next' }).click();
  if (size === 'phone') {
    // On a phone the form is the apply page (/buyer/as-apply), checked with its refused input.
    await expect(page.getByRole('main').getByLabel('Refund amount')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('main').getByText('please choose the reason for after-sales')).toBeVisible();
    await audit(page, at('after-sales apply page with errors'), findings);
  } else {
    await expect(page.getByRole('dialog', { name: 'Request a return or refund' }).getByLabel('Refund amount')).toBeVisible({ timeout: 15_000 });
    await audit(page, at('after-sales apply form'), findings, DIALOG_SCOPE);
    await closeDialogs(page);
  }

  // After-sales detail: its confirmations, and (desktop) the return-items and logistics modals with the carrier sheet.
  await navigate(page, '/buyer/as/detail/8001');
  await expect(page.getByRole('button', { name: 'Cancel application' })).toBeVisible({ timeout: 15_000 });
  await auditDialog(page, at('cancel after-sales application'), findings, () => page.getByRole('button', { name: 'Cancel application' }).click());
  await closeDialogs(page);
  if (size === 'desktop') {
    await auditDialog(page, at('return items'), findings, () => page.getByRole('button', { name: 'Return items' }).click());
    await openDialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(openDialog(page).getByText('please enter logistics company')).toBeVisible();
    await audit(page, at('return items with errors'), findings, DIALOG_SCOPE);
    await openDialog(page).getByRole('button', { name: /Logistics company/ }).click();
    await expect(page.getByRole('dialog', { name: 'Logistics companies' }).getByRole('button').nth(1)).toBeVisible();
    await audit(page, at('carrier sheet'), findings, DIALOG_SCOPE);
    await closeDialogs(page);
    await navigate(page, '/buyer/as/detail/8002');
    await auditDialog(page, at('after-sales logistics'), findings, () => page.getByRole('button', { name: 'View logistics' }).click());
    await expect(openDialog(page).getByRole('list', { name: 'Tracking history' })).toBeVisible();
    await audit(page, at('after-sales logistics timeline'), findings, DIALOG_SCOPE);
    await closeDialogs(page);
    await auditDialog(page, at('confirm replacement received'), findings, () => page.getByRole('button', { name: 'Confirm receipt' }).click());
    await closeDialogs(page);
  }

  // The 'more' sheet of an order with more than two actions (phone only: desktop shows them all).
  if (size === 'phone') {
    const many = await showOrder(page, 5007);
    await auditDialog(page, at('more actions sheet'), findings, () =>
      many.getByRole('group', { name: /Actions for order/ }).getByRole('button', { name: 'More' }).click());
    await closeDialogs(page);
  }

  // A listing's filters: a sheet on a phone (beside the results on desktop, audited with the route).
  if (size === 'phone') {
    await navigate(page, '/c/living-room/sofas');
    await auditDialog(page, at('listing filters sheet'), findings, () => page.getByRole('button', { name: 'Filters' }).click());
    await closeDialogs(page);
  }

  // Address book: the address modal with account's region picker, and the billing tax code form.
  await navigate(page, '/buyer/address');
  await auditDialog(page, at('address modal (shipping)'), findings, () => page.getByRole('button', { name: 'Add shipping address' }).click());
  await openDialog(page).getByRole('button', { name: 'Choose province, city and district' }).click();
  await expect(openDialog(page).getByRole('group', { name: 'Delivery region' })).toBeVisible();
  await audit(page, at('region picker'), findings, DIALOG_SCOPE);
  await closeDialogs(page);
  await auditDialog(page, at('address modal (billing, tax code)'), findings, async () => {
    await page.getByRole('button', { name: 'Add billing address' }).click();
    await openDialog(page).getByLabel('Country / region').selectOption({ label: 'Spain' });
    await expect(openDialog(page).getByLabel('Tax code', { exact: true })).toBeVisible();
  });
  // Refused input shows its messages: they must be as readable as the fields.
  await openDialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(openDialog(page).getByText('The tax code must not be empty')).toBeVisible();
  await audit(page, at('address modal with errors'), findings, DIALOG_SCOPE);
  await closeDialogs(page);

  // Review form: refused without ratings, its messages must be as readable as the fields.
  await navigate(page, `/buyer/comment-add?orderId=5021&orderLineIds=${encodeURIComponent('[50211,50214]')}`);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a rating' })).toBeVisible();
  await audit(page, at('review form with errors'), findings);
  // Account closing: the closing notice is a modal on desktop (on a phone it is the /agree-detail/destroy page, a route above).
  if (size === 'desktop') {
    await navigate(page, '/buyer/account-closing');
    await auditDialog(page, at('closing notice'), findings, () => page.getByRole('button', { name: 'Read the closing notice' }).click());
    await closeDialogs(page);
    // Membership benefits: the benefit article is a dialog on desktop too (a help page on a phone).
    await navigate(page, '/user/member/equity');
    await auditDialog(page, at('benefit article'), findings, () => page.getByRole('button', { name: 'How levels and benefits work' }).click());
    await closeDialogs(page);
  }

  // Saved cards: add a card (with checkout's own region field).
  await navigate(page, '/buyer/cards');
  await auditDialog(page, at('add card'), findings, () => page.getByRole('button', { name: 'Add card' }).click());
  await closeDialogs(page);

  // Product page: the gallery's zoom view, with its picture and the buttons that turn it.
  await navigate(page, '/product/oslo-3-seater-sofa');
  await auditDialog(page, at('product zoom view'), findings, () => page.getByRole('button', { name: /^Enlarge picture 1 of \d+$/ }).click());
  await expect(openDialog(page).getByRole('button', { name: 'Next picture' })).toBeVisible();
  await closeDialogs(page);
}

const SIZES = ['desktop', 'phone'] as const;
const report = (findings: Finding[]) => findings.map((f) => `${f.where} · ${f.rule} (${f.impact}) at ${f.targets.join(', ')}: ${f.summary}`);

/** Visits a route row as it is linked to and checks the screen. */
async function auditRoute(page: Page, who: string, size: ViewportName, row: RouteRow, findings: Finding[]): Promise<void> {
  await test.step(`${who} ${size} ${row.path}`, async () => {
    await navigate(page, urlOf(row));
    await screenReady(page, row);
    await audit(page, `${who} ${size}: ${row.path}`, findings);
  });
}

// Axe walks the whole page many times here: a trace of each walk would double the journey's time.
test.use({ trace: 'off' });

test.describe('accessibility (WCAG 2.2 AA, no serious or critical axe violation) and no CSP violation', () => {
  test.describe(() => {
    // The guest opens the demo buyer's records by their ids: mall-api answers 404 and the screens
    // say not found; Chromium logs each refused call.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/] });

    test('as a guest: every public and session route, on desktop and phone', async ({ page }) => {
      test.setTimeout(5 * 60_000);
      const findings: Finding[] = [];
      const cspViolations = await watchCspViolations(page.context());
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/');
      // A visitor becomes a guest (tourist) by adding to the cart: the cart and checkout then have a line.
      await page.locator('[data-boundary="checkout"] article').first().getByRole('button', { name: /Add .* to cart/ }).click();
      await expect(page.getByText('added to cart')).toBeVisible();

      for (const size of SIZES) {
        await page.setViewportSize(VIEWPORTS[size]);
        for (const row of ROUTES.filter((r) => r.access !== 'buyer')) await auditRoute(page, 'guest', size, row, findings);
      }
      // The phone's folded top bar, opened.
      await page.getByRole('button', { name: 'Menu' }).click();
      await audit(page, 'guest phone: top bar menu', findings);
      expect(report(findings)).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  });

  // Provoked by the visit itself: /checkout with the buyer's empty cart (mall-api refuses to render
  // no lines, 400, and the screen says the cart is empty). Still worth removing at the source.
  // One pattern: Playwright reads a two-item array whose second item is an object as [value, options].
  test.use({
    allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/],
  });

  test('as the buyer: every route with its dialogs and sheets, on desktop and phone', async ({ page }) => {
    test.setTimeout(10 * 60_000);
    const findings: Finding[] = [];
    const cspViolations = await watchCspViolations(page.context());
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/login');
    // Refused input: the messages must be as perceivable as the fields.
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await audit(page, 'visitor desktop: login form with errors', findings);
    await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
    await page.getByLabel('Password').fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // The walk's /checkout is the empty cart's (its declared 400): lines an earlier journey left go.
    await emptyCart(page);

    for (const size of SIZES) {
      await page.setViewportSize(VIEWPORTS[size]);
      for (const row of ROUTES) await auditRoute(page, 'buyer', size, row, findings);
      await test.step(`buyer ${size} dialogs`, () => auditBuyerDialogs(page, size, findings));
    }
    expect(report(findings)).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
