import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_BUYER, logIn } from './helpers';

/**
 * Re-payment (issue 5) and the saved cards page. The pending order is made here, by Ben, through
 * the storefront's own calls: the seeded pending contract 7002 belongs to the order list's
 * merged-cancel journey, and Anna's orders stay as the other journeys expect them.
 */
const BEN = { email: 'buyer2@demo.mall', password: 'furniture-2' };

/** One mall-api call through the host's proxy, with the page's session cookie; answers `data`. */
async function call<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(path, { data: path.startsWith('/api/trantor/') ? [body] : body });
  const json = (await response.json()) as { success: boolean; data?: T; error?: unknown };
  if (!json.success) throw new Error(`${path} refused: ${JSON.stringify(json.error)}`);
  return json.data as T;
}

/**
 * A checkout whose MOCKPAY attempt the buyer left on the provider's page: firstPay answers the
 * redirect, and nobody presses a button there, so the record stays PAY_PENDING.
 */
async function orderLeftPending(page: Page): Promise<{ orderId: number; contractId: number; paymentRecordId: number }> {
  const request = page.request;
  // Lund dining chair, oak (129 €, shop Nordhaus Living)
  await call(request, '/sapi/mall-order/cartline/batchcreatenewcartlines', [
    { cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 103 }, seller: { id: 15 }, sku: { id: 1031 }, skuQty: 1, snapshotPrc: 129 },
  ]);
  const cart = await call<{ cartGroupList: Array<{ childGroupList: Array<{ cartLineList: Array<{ id: number; sku: { id: number } }> }> }> }>(
    request, '/sapi/mall-order/cartline/list', {},
  );
  const lineIds = cart.cartGroupList.flatMap((g) => g.childGroupList.flatMap((c) => c.cartLineList)).filter((l) => l.sku.id === 1031).map((l) => l.id);
  const shippingAddress = {
    firstName: 'Ben', lastName: 'Martín', personPhone: '+34 910 123456', email: BEN.email,
    poiName: 'Calle de Alcalá', houseNo: '12', postalCode: '28014', city: 'Madrid', country: 'Spain', regionShortName: 'ES',
  };
  const source = { cartLineIds: lineIds, shippingAddress };
  const render = await call<{ needPayAmt: { value: number } }>(request, '/api/trantor/flow/trade_RenderTradeContractFlow', source);
  // A private buyer invoiced in Spain gives a NIF (issue 31).
  const submitted = await call<{ tradeContractId: number; tradeOrderIds: number[] }>(
    request, '/api/trantor/flow/trade_SubmitTradeContractFlow', { ...source, buyerTaxCode: '12345678Z', expectedNeedPayAmt: render.needPayAmt.value },
  );
  const pay = await call<{ nextStep: string; paymentRecordId: number; redirectUrl: string | null }>(request, '/sapi/mall-pay/payment/firstPay', {
    payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: `e2e-repay-${Date.now()}`, returnUrl: '/buyer/pay-result',
  });
  expect(pay.nextStep).toBe('REDIRECT');
  return { orderId: submitted.tradeOrderIds[0]!, contractId: submitted.tradeContractId, paymentRecordId: pay.paymentRecordId };
}

const recordStatus = async (page: Page, paymentRecordId: number) =>
  (await call<{ recordStatus: string }>(page.request, '/sapi/mall-pay/payment/queryPaymentRecord', { paymentRecordId })).recordStatus;

test.describe('re-payment', () => {
  test('a pending payment warns first: waiting keeps the payment, paying again closes it and opens pre-pay', async ({ page }) => {
    await logIn(page, BEN.email, BEN.password);
    const { orderId, contractId, paymentRecordId } = await orderLeftPending(page);

    await page.goto(`/buyer/order/detail/${orderId}`);
    const actions = page.getByRole('group', { name: /Actions for order/ });
    await actions.getByRole('button', { name: 'Pay now' }).click();

    const warning = page.getByRole('dialog', { name: 'A payment may already be on its way' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Paying again now could charge you twice.');

    // 知道了,等待支付结果: the dialog closes, the buyer stays, the pending attempt is left alone
    await warning.getByRole('button', { name: 'Got it, wait for the payment result' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/buyer/order/detail/${orderId}$`));
    expect(await recordStatus(page, paymentRecordId)).toBe('PAY_PENDING');

    // 再次支付: the old record is closed, then the pre-pay page of the same contract
    await actions.getByRole('button', { name: 'Pay now' }).click();
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Pay again' }).click();
    await expect(page).toHaveURL(new RegExp(`/buyer/pre-pay\\?tradeId=${contractId}&buyerId=2&contractId=${contractId}$`));
    expect(await recordStatus(page, paymentRecordId)).toBe('CLOSED');
  });
});

test.describe('saved cards', () => {
  test("lists the buyer's saved cards", async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    await page.goto('/buyer/cards');
    await expect(page.getByRole('heading', { name: 'Saved cards' })).toBeVisible();
    const cards = page.getByRole('listitem').filter({ hasText: /ending in/ });
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Visa ending in 4242');
    await expect(cards.nth(0)).toContainText('Default');
    await expect(cards.nth(1)).toContainText('Mastercard ending in 4444');
  });
});

test.describe('adding a card', () => {
  test('locally (MOCKPAY setup, no Stripe keys): the holder and address, the setup is polled until bound, 添加成功 and the card is listed', async ({ page }) => {
    await logIn(page, BEN.email, BEN.password);
    await page.goto('/buyer/cards');
    await expect(page.getByRole('heading', { name: 'Saved cards' })).toBeVisible();
    await expect(page.getByText('You have no saved cards yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add card' });
    // No card provider key while the server sets cards up with MOCKPAY: no provider fields to load.
    await expect(dialog.getByText('error loading the program, please refresh and retry')).toHaveCount(0);
    await dialog.getByLabel('Cardholder name').fill('Ben Martín');
    await dialog.getByLabel('Mobile').fill('+49 30 1234567');
    await dialog.getByLabel('Country').selectOption({ label: 'Germany' });
    // Germany has a district tree: account's region picker, across bundles.
    const region = dialog.getByRole('group', { name: 'Province / city / district' });
    await region.getByRole('button', { name: 'Choose' }).click();
    const picker = dialog.getByRole('group', { name: 'Delivery region' });
    await picker.getByRole('button', { name: 'Berlin', exact: true }).click();
    await picker.getByRole('button', { name: 'Berlin', exact: true }).click();
    await picker.getByRole('button', { name: 'Mitte', exact: true }).click();
    await picker.getByRole('button', { name: 'Confirm' }).click();
    await expect(region).toContainText('Berlin / Berlin / Mitte');
    await dialog.getByLabel('Street').fill('Invalidenstraße');
    await dialog.getByLabel('House number').fill('12');
    await dialog.getByLabel('Postcode').fill('10115');

    const polls: string[] = [];
    page.on('request', (request) => request.url().includes('customer_QueryOneCardFunc') && polls.push(request.url()));
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Card added')).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toBeHidden();
    // MOCKPAY binds the card on the second query, as a webhook would arrive.
    expect(polls).toHaveLength(2);
    const cards = page.getByRole('listitem').filter({ hasText: /ending in/ });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Visa ending in 4242');
    await expect(cards.first()).toContainText('Ben Martín');
    await expect(cards.first()).toContainText('Default');
  });
});
