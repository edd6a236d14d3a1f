/**
 * Pre-sale at checkout (spec: a deposit stage, then a balance stage): the Capri corner sofa (item
 * 117, a 300 € deposit per unit, 42 days' lead time) is ordered apart in PENDING_DEPOSIT, and the
 * first payment charges its deposit only, whatever amount the buyer sends.
 */
import { cartCalls, checkoutCalls, orderCalls, paymentCalls, type NewCartLine } from '@mall/shared/contract';
import { BALANCE_WINDOW_DAYS } from '../src/domain/preSale';
import { DEMO, loggedIn } from './helpers/accounts';
import { address, cartLine, chair, guest, placeOrder, statusOf } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { mockPayRequest, pressOnMockPage } from './helpers/mockpay';
import { orderDetailOf } from './helpers/orderDetail';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 3600_000;
// Capri corner sofa, Sand bouclé: 1,690 € (Casa Serena, seller 22); deposit 300 € per unit.
const capri = (qty = 1) => cartLine(1171, 117, 22, qty, 1690);

describe('pre-sale checkout', () => {
  it('renders a pre-sale order of its own: the deposit now (in needPayAmt), the balance later with its window', async () => {
    const client = await guest(server);
    const { render } = await placeOrderPreview(client, [capri(2), chair()]);
    const [chairOrder, capriOrder] = render.renderTradeOrderTOList;
    // The chair (Nordhaus) in full with shipping; the sofa's order charges 2 × 300 now.
    expect(chairOrder).toMatchObject({ needPayAmt: { value: 148.9 }, preSale: null });
    expect(capriOrder).toMatchObject({ skuAmt: { value: 3380 }, needPayAmt: { value: 600 }, preSale: { depositAmt: { value: 600 }, balanceAmt: { value: 2780 } } });
    expect(render).toMatchObject({ needPayAmt: { value: 748.9, currency: 'EUR' }, preSale: { depositAmt: { value: 600 }, balanceAmt: { value: 2780 } } });
    const start = Date.parse(render.preSale!.balancePaymentStartTime);
    const end = Date.parse(render.preSale!.balancePaymentEndTime);
    expect(end + 1 - start).toBe(BALANCE_WINDOW_DAYS * DAY);
    expect(end - Date.now()).toBeGreaterThan(41 * DAY);
  });

  it('the sofa and a normal piece of the same shop are two orders: only the sofa waits for a deposit', async () => {
    const client = await guest(server);
    // Tavola coffee table, walnut (Casa Serena as well): 449 €.
    const { render } = await placeOrderPreview(client, [capri(), cartLine(1192, 119, 22, 1, 449)]);
    expect(render.renderTradeOrderTOList.map((o) => [o.shop.id, o.needPayAmt.value, o.preSale?.depositAmt.value ?? null])).toEqual([
      [2, 300, 300],
      [2, 449, null],
    ]);
    expect(render.needPayAmt.value).toBe(749);
  });

  it('submit places the sofa in PENDING_DEPOSIT with its terms on the line and answers the deposit as the amount to pay', async () => {
    const client = await guest(server);
    const { render, submitted } = await placeOrder(client, [capri()]);
    expect(submitted.needPayAmt).toEqual({ value: 300, currency: 'EUR' });
    expect(render.needPayAmt.value).toBe(300);
    const [orderId] = submitted.tradeOrderIds;
    expect(await statusOf(server, orderId!)).toBe('PENDING_DEPOSIT');
    const detail = await orderDetailOf(client, orderId!);
    expect(detail.operationList.map((o) => o.operation)).toContain('payDeposit');
    expect(detail.tradeOrderLineList[0]).toMatchObject({
      campaignSubType: 'PRESELL', preSaleEventType: 'DEPOSIT',
      preSaleUnitAmount: { value: 300 }, balanceSaleUnitAmount: { value: 1390 },
      balancePaymentStartTime: render.preSale!.balancePaymentStartTime, balancePaymentEndTime: render.preSale!.balancePaymentEndTime,
    });
  });

  it('refuses a submit claiming the full price (PRICE_CHANGED): the buyer cannot choose what the first payment is', async () => {
    const client = await guest(server);
    const { render } = await placeOrderPreview(client, [capri()]);
    const full = render.renderTradeOrderTOList[0]!.skuAmt.value;
    const refused = await client.fail(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: full }, 409);
    expect(refused.code).toBe('PRICE_CHANGED');
  });

  it('the pay call charges the deposit; once paid the order awaits its balance with the deposit as paid', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [capri(), chair()]);
    const contract = await client.ok(checkoutCalls.queryAndValidateTradeContractDetailById, { id: submitted.tradeContractId });
    expect(contract).toMatchObject({ validResult: '1', needPayAmt: { value: 448.9 }, preSale: { depositAmt: { value: 300 }, balanceAmt: { value: 1390 } } });

    const first = await client.ok(paymentCalls.firstPay, mockPayRequest(submitted.tradeContractId));
    expect(first.amount).toEqual({ value: 448.9, currency: 'EUR' });
    expect((await pressOnMockPage(client, first.paymentRecordId, 'pay')).status).toBe(303);

    const orders = await server.db.query<{ id: number; display_status: string; paid_cents: number; deposit_paid_at: Date | null }>(
      'select id, display_status, paid_cents, deposit_paid_at from trade_orders where contract_id = $1 order by id',
      [submitted.tradeContractId],
    );
    expect(orders.map((o) => [o.display_status, o.paid_cents, o.deposit_paid_at !== null])).toEqual([
      ['UN_DELIVERY', 14890, false],
      ['PENDING_BALANCE', 30000, true],
    ]);
    const records = await server.db.query<{ amount_cents: number }>('select amount_cents from payment_records where contract_id = $1', [submitted.tradeContractId]);
    expect(records.map((r) => r.amount_cents)).toEqual([44890]);
    // The balance window is weeks away: nothing more can be paid now.
    expect((await client.ok(checkoutCalls.queryAndValidateTradeContractDetailById, { id: submitted.tradeContractId })).invalidReasons).toEqual(['EXPIRED']);
  });

  it("a pre-sale order's detail and list row name its deposit and balance as they are charged, with the balance's window", async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    const listed = (await anna.ok(orderCalls.pageOrders, { searchStatus: 'unpaid', pageSize: 50 })).data;
    // 5015 awaits its 100 € deposit, 5016 its balance after a 150 € deposit.
    for (const [id, deposit] of [[5015, 100], [5016, 150]] as const) {
      const detail = await orderDetailOf(anna, id);
      const line = detail.tradeOrderLineList[0]!;
      const cents = (value: number) => Math.round(value * 100);
      const expected = {
        depositAmt: { value: deposit, currency: 'EUR' },
        balanceAmt: { value: (cents(detail.needPayAmt.value) - cents(deposit)) / 100, currency: 'EUR' },
        balancePaymentStartTime: line.balancePaymentStartTime,
        balancePaymentEndTime: line.balancePaymentEndTime,
      };
      expect(detail.preSale).toEqual(expected);
      expect(listed.find((o) => o.id === id)?.preSale).toEqual(expected);
    }
    // An order paid at once has none.
    const plain = listed.filter((o) => o.displayStatus === 'PENDING_PAY');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.map((o) => o.preSale)).toEqual(plain.map(() => null));
  });

  it("an order's payDeposit (the seeded 5015, deposit 100 €) charges the deposit, not the order's amount", async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    const first = await anna.ok(paymentCalls.firstPay, mockPayRequest(7015));
    expect(first.amount.value).toBe(100);
    await pressOnMockPage(anna, first.paymentRecordId, 'pay');
    expect(await statusOf(server, 5015)).toBe('PENDING_BALANCE');
  });
});

/** The render of these lines (inline address), leaving them in the cart. */
async function placeOrderPreview(client: Client, lines: NewCartLine[]) {
  await client.ok(cartCalls.batchCreateCartLines, lines);
  return { render: await client.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() }) };
}
