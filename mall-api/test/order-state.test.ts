import { orderCalls, type OrderOperation } from '@mall/shared/contract';
import { closeOverdueOrders, markBalanceCheckoutDone, markOrdersPaid, recordPaymentAttempt, ORDER_OPERATION_RULES, operationsFor, type OrderFacts } from '../src/domain/orderState';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';
import { orderDetailOf } from './helpers/orderDetail';

let server: TestServer;
let anna: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
});
afterAll(() => server.close());

const detail = (id: number) => orderDetailOf(anna, { id });
const ops = async (id: number) => (await detail(id)).operationList.map((o) => o.operation);

describe('markOrdersPaid (checkout and re-payment move paid orders on)', () => {
  it('moves unpaid orders to awaiting shipment, records the payment, and changes what they offer', async () => {
    const at = new Date();
    expect(await markOrdersPaid(server.db, [5003, 5002], at, { payChannel: 'MOCKPAY', businessPayChannelCode: 'MOCKPAY' })).toEqual([5002, 5003]);
    const order = await detail(5002);
    expect(order).toMatchObject({ displayStatus: 'UN_DELIVERY', payDeadlineMillis: null, timeline: { paidTime: at.toISOString() } });
    expect(order.paidAmt).toEqual(order.needPayAmt);
    expect(order.operationList.map((o) => o.operation)).toEqual(['buyerCancelAfterPay', 'buyerApplyReverse', 'buyAgain']);
    expect(order.tradeContract.paymentOrderList[0]!.paymentRecordBOList).toEqual([
      { recordStatus: 'PAY_SUCCESS', payChannel: 'MOCKPAY', businessPayChannelCode: 'MOCKPAY', paidTime: at.toISOString(), amount: order.needPayAmt },
    ]);
  });

  it('changes nothing the second time (a repeated notification)', async () => {
    expect(await markOrdersPaid(server.db, [5002], new Date())).toEqual([]);
    expect((await detail(5002)).tradeContract.paymentOrderList[0]!.paymentRecordBOList).toHaveLength(1);
  });

  it('moves a pre-sale order from deposit to balance, and from balance to awaiting shipment', async () => {
    await markOrdersPaid(server.db, [5015], new Date());
    const deposit = await detail(5015);
    expect(deposit.displayStatus).toBe('PENDING_BALANCE');
    expect(deposit.paidAmt.value).toBe(100);
    expect(deposit.timeline.depositPaidTime).not.toBeNull();
    expect(deposit.operationList).toEqual([]); // the balance window opens in a few days
    await markOrdersPaid(server.db, [5004], new Date());
    const balance = await detail(5004);
    expect(balance.displayStatus).toBe('UN_DELIVERY');
    expect(balance.paidAmt).toEqual(balance.needPayAmt);
  });

  it('a pre-sale contract pays its balance directly once its balance checkout was done', async () => {
    expect((await detail(5016)).tradeContract.notFirstTime).toBe(false);
    await markBalanceCheckoutDone(server.db, 7016);
    expect((await detail(5016)).tradeContract.notFirstTime).toBe(true);
  });

  it('leaves orders in other states alone', async () => {
    expect(await markOrdersPaid(server.db, [5008, 5014, 5026], new Date())).toEqual([]);
    expect(await markOrdersPaid(server.db, [], new Date())).toEqual([]);
  });
});

describe('recordPaymentAttempt', () => {
  it('a failed attempt makes an unpaid order offer pay again (secondary_pay) and shows in the payment info', async () => {
    expect(await ops(5001)).toEqual(['pay', 'buyerCancelBeforePay']);
    await recordPaymentAttempt(server.db, [5001], new Date(), { recordStatus: 'PAY_FAILED', payChannel: 'MOCKPAY' });
    expect(await ops(5001)).toEqual(['secondary_pay', 'buyerCancelBeforePay']);
    expect((await detail(5001)).tradeContract.paymentOrderList[0]!.paymentRecordBOList[0]).toMatchObject({ recordStatus: 'PAY_FAILED', paidTime: null });
    await markOrdersPaid(server.db, [5001], new Date(), { payChannel: 'MOCKPAY' });
    expect((await detail(5001)).tradeContract.paymentOrderList[0]!.paymentRecordBOList.map((r) => r.recordStatus)).toEqual(['PAY_FAILED', 'PAY_SUCCESS']);
  });
});

describe('the pay deadline', () => {
  it('an overdue order is no longer payable, only cancellable, and the sweep closes it', async () => {
    await server.db.query(`update trade_orders set pay_deadline_at = now() - interval '1 minute' where id = 5031`);
    expect(await ops(5031)).toEqual(['buyerCancelBeforePay']);
    expect(await closeOverdueOrders(server.db, 1, new Date())).toBe(1);
    expect(await detail(5031)).toMatchObject({ displayStatus: 'CLOSED', operationList: [{ operation: 'buyAgain' }] });
  });
});

describe('the operation table', () => {
  const facts = (over: Partial<OrderFacts>): OrderFacts => ({
    status: 'PENDING_PAY',
    tradeType: 'NORMAL_SALE_B2C',
    fulfillmentType: 'EXPRESS',
    itemBusinessType: 'NORMAL',
    canReverse: true,
    inAfterSales: false,
    hasUnreviewedLine: true,
    hasInvoice: false,
    balancePayableNow: false,
    payDeadlinePassed: false,
    hadPaymentAttempt: false,
    postponablePackages: 0,
    hasUnusedVoucher: false,
    serviceUsesLeft: false,
    ...over,
  });

  it('lists only operations the storefront knows, each once', () => {
    const all = ORDER_OPERATION_RULES.map((r) => r.operation);
    const everything = facts({ status: 'COMPLETE', hasInvoice: true, hasUnusedVoucher: true });
    expect(new Set(operationsFor(everything)).size).toBe(operationsFor(everything).length);
    expect(all).not.toContain('inviteToJoinGroup' satisfies OrderOperation);
  });

  it.each<[string, Partial<OrderFacts>, OrderOperation[]]>([
    ['unpaid', {}, ['pay', 'buyerCancelBeforePay']],
    ['unpaid after a failed attempt', { hadPaymentAttempt: true }, ['secondary_pay', 'buyerCancelBeforePay']],
    ['deposit due', { status: 'PENDING_DEPOSIT' }, ['payDeposit', 'buyerCancelBeforePay']],
    ['balance window open', { status: 'PENDING_BALANCE', balancePayableNow: true }, ['payBalance']],
    ['points order shipped', { status: 'UN_RECEIVED', tradeType: 'NORMAL_POINT_REDEEM', canReverse: false, postponablePackages: 1 }, ['confirm', 'buyerPostponeConfirmDeadline', 'checkExpressTrack']],
    ['picked up at the shop', { status: 'COMPLETE', fulfillmentType: 'SITE_PICK_UP', hasUnreviewedLine: false }, ['buyerApplyReverse', 'buyAgain']],
    ['invoiced', { status: 'COMPLETE', hasInvoice: true, hasUnreviewedLine: false, canReverse: false }, ['checkExpressTrack', 'viewInvoice', 'sendInvoiceEmail', 'buyAgain']],
    ['closed', { status: 'CLOSED' }, ['buyAgain']],
  ])('%s', (_what, over, expected) => {
    expect(operationsFor(facts(over))).toEqual(expected);
  });
});
