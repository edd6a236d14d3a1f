import { E2E_PORTS } from '../ports';
import { originOf } from '../storefront';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { addFromHomeAndCheckOut, MERCHANT_PASSWORD, payWithMockpay, saveGuestAddress } from './helpers';

/**
 * Issue 31: an order's whole life from a fresh buyer, nothing seeded. The buyer works in the
 * browser; the shop's seller acts over HTTP on the seller API (/seller-api/…), as a back-office and
 * a carrier's delivery event would: buy → ship → track → confirm receipt → review → apply for a
 * return → approve → send back → confirm received → refund.
 */

/** Each seeded shop's seller (mall-api/src/seed/accounts.ts), by shop id. */
const SELLER_OF_SHOP: Record<number, string> = {
  1: 'merchant.seller@demo.mall',
  2: 'seller.casa@demo.mall',
  3: 'seller.atelier@demo.mall',
  4: 'seller.essentials@demo.mall',
};

/** A call as the storefront sends it (trantor bodies wrapped in an array); its data. */
async function call<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(path, { data: path.startsWith('/api/trantor/') ? [body] : body });
  const answer = (await response.json()) as { success: boolean; data: T; error?: unknown };
  expect(answer.success, `${path}: ${JSON.stringify(answer.error)}`).toBe(true);
  return answer.data;
}

async function signUpFreshBuyer(page: Page): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(`lifecycle-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel(/^Password/).fill('first-pass-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup-success$/);
}

/** The buyer's only order, with its shop and first line, as the order list answers it. */
async function theOrder(page: Page) {
  type Listed = { id: number; tradeOrderCode: string; shop: { id: number }; tradeOrderLineList: Array<{ id: number; sku: { name: string } }> };
  const { data } = await call<{ data: Listed[] }>(page.request, '/sapi/mall-order/web/order/pageTradeOrderForBuyer', {});
  expect(data).toHaveLength(1);
  return data[0]!;
}

test.describe('the order lifecycle', () => {
  test('a fresh buyer buys; the seller ships; the buyer tracks, confirms receipt, reviews and returns it for a refund', async ({ page, playwright }) => {
    test.setTimeout(300_000); // a whole order life: sign up, checkout, ten steps on a busy machine
    await signUpFreshBuyer(page);
    await saveGuestAddress(page, { gender: 'FEMALE', firstName: 'Frida', lastName: 'Frisch', email: 'frida.frisch@example.com' });
    await addFromHomeAndCheckOut(page);
    await payWithMockpay(page);
    const order = await theOrder(page);
    const line = order.tradeOrderLineList[0]!;

    // The shop's back-office, straight to mall-api (the storefront's host proxies buyer calls only).
    const seller = await playwright.request.newContext({ baseURL: originOf(E2E_PORTS.api) });
    await call(seller, '/auth/mall/user/login', { email: SELLER_OF_SHOP[order.shop.id], password: MERCHANT_PASSWORD });
    const tracking = `JJD${Date.now()}`;
    const shipped = await call<{ displayStatus: string; packageIds: number[] }>(seller, '/seller-api/orders/ship', { id: order.id, carrier: { id: 1 }, serviceCode: tracking });
    expect(shipped.displayStatus).toBe('UN_RECEIVED');

    // Tracking: the package with its number and the carrier's first scan.
    await page.goto(`/buyer/orders?status=unreceived`);
    const row = page.getByRole('article', { name: new RegExp(`${order.tradeOrderCode}$`) });
    await row.getByRole('button', { name: 'Track package' }).click();
    const trackingDialog = page.getByRole('dialog', { name: 'Tracking' });
    await expect(trackingDialog.getByText(`Tracking number ${tracking}`)).toBeVisible();
    await expect(trackingDialog).toContainText('Shipment information received by DHL Paket');
    await page.keyboard.press('Escape');
    await expect(trackingDialog).toBeHidden();

    // Shipped means invoiced: the invoice opens, a PDF, for the buyer.
    await page.goto(`/buyer/order/detail/${order.id}`);
    const invoiceCard = page.getByRole('region', { name: 'Invoice' });
    await expect(invoiceCard.getByText('Invoiced')).toBeVisible();
    await expect(invoiceCard.getByRole('link', { name: 'Download invoice' })).toHaveAttribute('href', `/media/invoices/${order.tradeOrderCode}.pdf`);
    const invoice = await page.request.get(`/media/invoices/${order.tradeOrderCode}.pdf`);
    expect(invoice.status()).toBe(200);
    expect((await invoice.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The carrier delivers; the buyer confirms receipt.
    await call(seller, '/seller-api/orders/deliver', { id: order.id });
    await page.goto(`/buyer/orders?status=unreceived`);
    await row.getByRole('button', { name: 'Confirm receipt' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm receipt' });
    await confirm.getByRole('button', { name: 'Confirm receipt' }).click();
    // Its only package: the whole order is received.
    await expect(page.getByRole('region', { name: 'Goods received successfully' })).toBeVisible();

    // Completed: review it.
    await page.goto(`/buyer/orders?status=finished`);
    await row.getByRole('button', { name: 'Review' }).click();
    await expect(page).toHaveURL(/\/buyer\/comment(-add)?\?orderId=/);
    const form = page.getByRole('article', { name: new RegExp(line.sku.name) });
    await form.getByRole('radiogroup').getByRole('radio', { name: '5 stars' }).check();
    await form.getByRole('textbox').fill('Arrived well packed, looks great.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Review submitted')).toBeVisible();

    // Then return it after all.
    await page.goto(`/buyer/as-apply?tradeOrderId=${order.id}&tradeOrderLineId=${line.id}&asType=SALE_RETURN`);
    await expect(page.getByRole('heading', { name: 'Request a return or refund', level: 1 })).toBeVisible();
    // Chosen again: the form does not honour asType yet (issue 31, item 5, another branch).
    await page.getByLabel('Type of request').selectOption('SALE_RETURN');
    await page.getByLabel('Reason').selectOption({ label: 'Arrived damaged' });
    await page.getByLabel('Refund amount').fill('10');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your application has been submitted successfully')).toBeVisible();
    const [reverse] = await call<Array<{ id: number }>>(page.request, '/sapi/mall-order/web/reverseorder/querybyordersku', { tradeOrderId: order.id });

    const act = (action: string) => call<{ reverseTradeOrderStatus: string }>(seller, `/seller-api/after-sales/${action}`, { id: reverse!.id });
    expect((await act('approve')).reverseTradeOrderStatus).toBe('WAITING_FOR_BUYER_RETURN');

    await page.goto(`/buyer/as/detail/${reverse!.id}`);
    await page.getByRole('button', { name: 'Return items' }).click();
    const sendBack = page.getByRole('dialog', { name: 'Send back goods' });
    await sendBack.getByRole('button', { name: /Logistics company/ }).click();
    await page.getByRole('dialog', { name: 'Logistics companies' }).getByRole('button', { name: 'DHL Paket' }).click();
    await sendBack.getByLabel('Tracking number').fill(`${tracking}R`);
    await sendBack.getByRole('button', { name: 'Submit' }).click();
    await expect(sendBack).toBeHidden();
    await expect(page.getByText('Awaiting quality check')).toBeVisible();

    await act('confirm-received');
    expect((await act('refund')).reverseTradeOrderStatus).toBe('REFUND_DONE');
    await page.reload();
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(page.getByText('Refund paid')).toBeVisible();
    await seller.dispose();
  });
});
