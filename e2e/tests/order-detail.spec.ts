import { devices, expect, test } from './fixtures';
import { DEMO_BUYER, logIn, payWithMockpay, saveGuestAddress } from './helpers';

/** Journeys through the order detail (issue 3); they only read orders, so they never disturb the list's journeys. */
test.describe('the order detail', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  });

  test('opens from the list with its sections, and the order number copies', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/buyer/orders?status=finished&pageNo=1&from=order');
    const row = page.getByRole('article').filter({ hasText: 'Completed' }).first();
    const number = /[A-Z]+\d+/.exec((await row.getByRole('heading').textContent())!)![0];
    await row.getByRole('link', { name: /View order/ }).click();

    await expect(page).toHaveURL(/\/buyer\/order\/detail\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    const status = page.getByRole('region', { name: 'Order status' });
    await expect(status.getByText('Completed')).toBeVisible();
    for (const section of ['Delivery information', 'Billing information', 'Invoice', 'Payment information', 'Items', 'Payment summary']) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Payment summary' }).getByText(/VAT included \(\d+([.,]\d+)?\s?%\)/)).toBeVisible();

    await page.getByRole('button', { name: 'Copy order number' }).click();
    await expect(page.getByText('copy successful')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(number);
  });

  test('an unpaid order shows its payment countdown and no payment cards', async ({ page }) => {
    await page.goto('/buyer/order/detail/5001');
    const status = page.getByRole('region', { name: 'Order status' });
    await expect(status.getByText('Awaiting payment')).toBeVisible();
    await expect(status.getByRole('timer', { name: 'Time left to pay' })).toContainText(/\d\d:\d\d:\d\d/);
    await expect(page.getByRole('region', { name: 'Payment information' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Invoice' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Payment summary' }).getByText('Amount to pay')).toBeVisible();
  });

  test("a pre-sale order's banner tells when the balance is due", async ({ page }) => {
    await page.goto('/buyer/order/detail/5004');
    await expect(page.getByRole('region', { name: 'Order status' }).getByText('Awaiting balance payment')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Pre-sale' })).toContainText('Pre-sale order: please pay the balance by');
    await expect(page.getByRole('region', { name: 'Items' }).getByText('Pre-sale', { exact: true })).toBeVisible();
  });

  test('a pick-up order says where to collect it, and never shows the buyer\'s home there', async ({ page }) => {
    await page.goto('/buyer/order/detail/5025');
    const delivery = page.getByRole('region', { name: 'Delivery information' });
    await expect(delivery.getByText('Collect at the shop')).toBeVisible();
    await expect(delivery.getByRole('group', { name: 'Where to collect' })).toContainText('Mall Logistics Centre');
    await expect(delivery.getByText(/^Phone:/)).toHaveCount(0);
  });

  test.describe("another buyer's order", () => {
    // The detail call answers 404 for an order that is not the caller's; the browser logs it.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/] });

    test("another buyer's order is not found", async ({ page }) => {
      await page.goto('/buyer/order/detail/5101');
      await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    });
  });
});

test.describe('the order detail on a phone', () => {
  test.use({ viewport: devices['Pixel 7'].viewport, isMobile: true, hasTouch: true });

  test('has a back link to the orders and folds more than two actions into the more sheet', async ({ page }) => {
    // On a phone the top bar folds Log out into its menu: wait for the redirect instead.
    await page.goto('/login?redirect=%2Fbuyer%2Forder%2Fdetail%2F5007');
    await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
    await page.getByLabel('Password').fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/buyer\/order\/detail\/5007$/);
    await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
    // The detail fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(devices['Pixel 7'].viewport.width);
    await page.getByRole('link', { name: 'Back to my orders' }).click();
    await expect(page).toHaveURL(/\/buyer\/orders\?status=all&pageNo=1&from=order$/);

    await page.goBack();
    const actions = page.getByRole('group', { name: /Actions for order/ });
    // Two actions stay as buttons; the rest wait in the sheet.
    await expect(actions.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Extend the delivery confirmation date' })).toHaveCount(0);
    await actions.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More actions' });
    await expect(sheet.getByRole('button', { name: 'Extend the delivery confirmation date' })).toBeVisible();
  });
});

/**
 * A guest (tourist) follows their own order: the session comes from adding to the cart on the home
 * page, the order from checkout with MOCKPAY (driven as in checkout.spec.ts). The detail is theirs,
 * with no buyer sidebar and, on a phone, no back link (a guest has no order list).
 */
test.describe('a guest follows their order', () => {
  // It ends by opening a buyer's order, whose detail call answers 404 (logged by the browser).
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/] });

  test('opens the order just paid: their own, without the buyer sidebar, and on a phone without a back link', async ({ page }) => {
    test.slow(); // a whole guest purchase (cart, address, MOCKPAY, result) before the detail
    await page.goto('/');
    await page.locator('[data-boundary="checkout"] article').first().getByRole('button', { name: /Add .* to cart/ }).click();
    await expect(page.getByText('added to cart')).toBeVisible();
    await saveGuestAddress(page, { gender: 'MALE', firstName: 'Gustav', lastName: 'Gast', email: 'gustav.guest@example.com' });
    await page.goto('/cart');
    await page.getByRole('button', { name: 'CHECKOUT NOW' }).click();
    await expect(page.getByRole('radio', { name: /Gustav Gast/ })).toBeChecked();
    await payWithMockpay(page);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    expect(orderId).toBeGreaterThan(0);

    await page.goto(`/buyer/order/detail/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order status' }).getByText('Awaiting shipment')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery information' })).toContainText('Gustav Gast');
    await expect(page.getByRole('navigation', { name: 'Buyer centre' })).toHaveCount(0);
    // Only their own: a buyer's order is not found for the guest.
    await page.goto('/buyer/order/detail/5001');
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my orders' })).toHaveCount(0);

    await page.setViewportSize(devices['Pixel 7'].viewport);
    await page.goto(`/buyer/order/detail/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order status' }).getByText('Awaiting shipment')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to my orders' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Buyer centre' })).toHaveCount(0);
  });
});
