import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, useMarket, useSession } from '@mall/shared';
import { loadI18n, testBuyer } from '@mall/shared/testing';
import { NAMESPACE } from '../../namespace';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { PayResult } from './PayResult';
import { verdictOfRecordStatus, verdictOfResultStatus } from './payResultRules';

const RECORD = '/sapi/mall-pay/payment/queryPaymentRecord';
const TRADE_STATUS = '/sapi/mall-order/web/order/queryPayStatus';
const PAY_RESULT = '/sapi/mall-pay/payment/payResult';
const PAYPAL_CAPTURE = '/sapi/mall-pay/payment/paypalCapture';
const CLOSE_RECORD = '/sapi/mall-order/web/order/closePaymentRecordAfterConfirm';

const record = (
  recordStatus: string,
  failedReason: string | null = null,
  patch: { channel?: string; tradeOrderIds?: number[]; pendingConfirmation?: { within: number; unit: string } | null; payDeadline?: string | null } = {},
) => ({
  paymentRecordId: 77,
  recordStatus,
  failedReason,
  channel: patch.channel ?? 'MOCKPAY',
  paymentMethod: null,
  amount: { value: 120, currency: 'EUR' },
  contractId: 900,
  tradeOrderIds: patch.tradeOrderIds ?? [901],
  buyerId: 1,
  payUniqueKey: 'PU-900',
  merchantSerialNo: 'MOCK-77',
  isPoint: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  paidAt: null,
  pendingConfirmation: patch.pendingConfirmation ?? null,
  payDeadline: patch.payDeadline ?? null,
});

/** The payment calls made, in order (the result page's marketing and recommendations ask on their own). */
const paymentCalls = (api: { calls: Array<{ path: string }> }) =>
  api.calls.map((c) => c.path).filter((path) => path.startsWith('/sapi/mall-pay/') || path.startsWith('/sapi/mall-order/'));

/** Answers each poll with the next of `answers` (the last one repeats). */
const sequence = (answers: unknown[]) => {
  let i = 0;
  return () => answers[Math.min(i++, answers.length - 1)];
};

const fromProvider = '/buyer/pay-result?orderId=901&tradeId=900&contractId=900&buyerId=1&status=pending&paymentOrderId=77&totalAmt=120&merchantSerialNo=MOCK-77';
const fromPayFlow = '/buyer/pay-result?tradeId=900&status=success&isPoint=false&tradeOrderId=901&paymentOrderId=77&email=guest%40example.com';

async function tick(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('the pay result page', () => {
  // Texts load with real timers; the polling tests then run on fake ones.
  beforeAll(async () => {
    await loadI18n('zh-CN', [NAMESPACE]);
    await loadI18n('en', [NAMESPACE]);
  });
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    useSession.getState().setUser(testBuyer());
  });
  afterEach(() => {
    // The screen first: a store changed under a mounted screen re-renders it outside act().
    cleanup();
    jest.useRealTimers();
    jest.restoreAllMocks();
    useSession.getState().clear();
  });

  it('polls every 3000 ms while PAY_PENDING, then shows success', async () => {
    const api = fakeApi({ [RECORD]: sequence([record('PAY_PENDING'), record('PAY_PENDING'), record('PAY_SUCCESS')]), [PAY_RESULT]: { paymentRecordId: 77, recordStatus: 'PAY_PENDING', failedReason: null } });
    await renderScreen(<PayResult />, { url: fromProvider, path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment result…' })).toBeInTheDocument();
    await waitFor(() => expect(api.bodiesOf(RECORD)).toEqual([{ paymentRecordId: 77 }]));
    await tick(2900);
    expect(api.bodiesOf(RECORD)).toHaveLength(1);
    await tick(100);
    expect(api.bodiesOf(RECORD)).toHaveLength(2);
    await tick(3000);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    await tick(9000);
    expect(api.bodiesOf(RECORD)).toHaveLength(3);
  });

  it.each([
    ['en', { within: 15, unit: 'minutes' }, 'Confirmation can take up to 15 minutes.', '2026-11-23T10:00:00.000Z', /do not pay a second time/],
    ['en', { within: 2, unit: 'businessDays' }, 'Confirmation can take up to 2 business days.', null, /do not pay a second time/],
    ['zh-CN', { within: 1, unit: 'hours' }, '确认最多可能需要1 小时。', null, /请勿重复付款/],
  ] as const)('a pending payment (%s, %j) says how long it may take, until when the order can be paid, and what to do', async (language, pendingConfirmation, took, until, advice) => {
    fakeApi({
      [RECORD]: record('PAY_PENDING', null, { pendingConfirmation, payDeadline: until }),
      [PAY_RESULT]: { paymentRecordId: 77, recordStatus: 'PAY_PENDING', failedReason: null },
    });
    await renderScreen(<PayResult />, { url: fromProvider, path: '/buyer/pay-result', language });
    expect(await screen.findByText(took)).toBeInTheDocument();
    // The deadline in the buyer's own date format.
    if (until) expect(screen.getByText(`Your order can be paid until ${formatDateTime(until, useMarket.getState().locale)}; if the payment is not confirmed by then, the order is closed.`)).toBeInTheDocument();
    else expect(screen.queryByText(/can be paid until/)).not.toBeInTheDocument();
    expect(screen.getByText(advice)).toBeInTheDocument();
  });

  it('tells the server what the provider return said (the quiet payResult call), once', async () => {
    const api = fakeApi({ [RECORD]: record('PAY_SUCCESS'), [PAY_RESULT]: { paymentRecordId: 77, recordStatus: 'PAY_SUCCESS', failedReason: null } });
    await renderScreen(<PayResult />, { url: fromProvider, path: '/buyer/pay-result' });
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.bodiesOf(PAY_RESULT)).toEqual([{ paymentRecordId: 77, status: 'pending', providerPayload: { merchantSerialNo: 'MOCK-77' } }]);
  });

  it('PRE_AUTH_SUCCESS is a success too', async () => {
    fakeApi({ [RECORD]: record('PRE_AUTH_SUCCESS') });
    await renderScreen(<PayResult />, { url: fromPayFlow, path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('A confirmation is sent to guest@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/buyer/orders?status=all&pageNo=1&from=order');
  });

  it('a logged-in buyer after paying gets the order named and linked, besides the order list', async () => {
    fakeApi({ [RECORD]: record('PAY_SUCCESS') });
    await renderScreen(<PayResult />, { url: fromPayFlow, path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order 901' })).toHaveAttribute('href', '/buyer/order/detail/901');
    expect(screen.getByRole('link', { name: 'View my orders' })).toBeInTheDocument();
  });

  it('a logged-in buyer whose payment failed gets each order named and linked (in German too), and pay again', async () => {
    await loadI18n('de', [NAMESPACE]);
    fakeApi({ [RECORD]: record('PAY_FAILED', 'declined', { tradeOrderIds: [901, 902] }) });
    await renderScreen(<PayResult />, { url: fromProvider.replace('status=pending', 'status=failed'), path: '/buyer/pay-result', language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Zahlung fehlgeschlagen' })).toBeInTheDocument();
    const orders = screen.getByRole('list', { name: 'Ihr Einkauf umfasst 2 Bestellungen:' });
    expect(within(orders).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Bestellung 901 (1 von 2)', '/buyer/order/detail/901'],
      ['Bestellung 902 (2 von 2)', '/buyer/order/detail/902'],
    ]);
    expect(screen.getByRole('link', { name: 'Erneut bezahlen' })).toBeInTheDocument();
  });

  it("ignores the entry's otherResult: only the payment record decides what the page says", async () => {
    fakeApi({ [RECORD]: record('PAY_FAILED', 'declined') });
    await renderScreen(<PayResult />, { url: `${fromPayFlow.replace('status=success', 'status=pending')}&otherResult=Paid%20in%20full`, path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByText(/Paid in full/)).not.toBeInTheDocument();
  });

  it("a guest (tourist) has no order list: the order paid is linked itself, never 'View my orders'", async () => {
    useSession.getState().setUser(testBuyer({ isTourist: true }));
    fakeApi({ [RECORD]: record('PAY_SUCCESS') });
    await renderScreen(<PayResult />, { url: fromPayFlow, path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order 901' })).toHaveAttribute('href', '/buyer/order/detail/901');
    expect(screen.queryByRole('link', { name: 'View my orders' })).not.toBeInTheDocument();
  });

  it('a guest whose checkout made several orders gets each one linked, though the provider named only the first', async () => {
    useSession.getState().setUser(testBuyer({ isTourist: true }));
    fakeApi({ [RECORD]: record('PAY_SUCCESS', null, { tradeOrderIds: [901, 902] }), [PAY_RESULT]: { paymentRecordId: 77, recordStatus: 'PAY_SUCCESS', failedReason: null } });
    await renderScreen(<PayResult />, { url: fromProvider, path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    const orders = screen.getByRole('list', { name: 'Your checkout made 2 orders:' });
    expect(within(orders).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Order 901 (1 of 2)', '/buyer/order/detail/901'],
      ['Order 902 (2 of 2)', '/buyer/order/detail/902'],
    ]);
    expect(screen.queryByRole('link', { name: /View my orders?$/ })).not.toBeInTheDocument();
  });

  it('a guest whose payment failed can open the order (to pay it from there) as well as pay again', async () => {
    useSession.getState().setUser(testBuyer({ isTourist: true }));
    fakeApi({ [RECORD]: record('PAY_FAILED', 'Payment declined by the MOCKPAY test page') });
    await renderScreen(<PayResult />, { url: fromProvider.replace('status=pending', 'status=failed'), path: '/buyer/pay-result', language: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: '支付失败' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单 901' })).toHaveAttribute('href', '/buyer/order/detail/901');
    expect(screen.getByRole('link', { name: '重新支付' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '查看我的订单' })).not.toBeInTheDocument();
  });

  it('any other status is a failure showing the failedReason, with a way to pay again', async () => {
    const api = fakeApi({ [RECORD]: record('PAY_FAILED', 'Payment declined by the MOCKPAY test page') });
    await renderScreen(<PayResult />, { url: fromProvider.replace('status=pending', 'status=failed'), path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Reason: Payment declined by the MOCKPAY test page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute('href', '/buyer/pre-pay?tradeId=900&contractId=900&buyerId=1');
    await tick(9000);
    expect(api.bodiesOf(RECORD)).toHaveLength(1);
  });

  it('a request error makes the poll retry', async () => {
    const api = fakeApi({ [RECORD]: sequence([serverError(), record('PAY_SUCCESS')]) });
    await renderScreen(<PayResult />, { url: fromPayFlow, path: '/buyer/pay-result' });
    expect(await screen.findByText('The connection is interrupted. Retrying…')).toBeInTheDocument();
    await tick(3000);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(api.bodiesOf(RECORD).length).toBeGreaterThanOrEqual(2);
  });

  it('the second variant (by trade order only): UNKNOWN keeps polling, SUCCESS succeeds', async () => {
    const api = fakeApi({ [TRADE_STATUS]: sequence([{ status: 'UNKNOWN', failedReason: null }, { status: 'SUCCESS', failedReason: null }]) });
    await renderScreen(<PayResult />, { url: '/buyer/pay-result?status=pending&isPoint=true&tradeOrderId=901', path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Waiting for the payment result…' })).toBeInTheDocument();
    await tick(3000);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(api.bodiesOf(TRADE_STATUS)).toEqual([{ tradeOrderId: 901 }, { tradeOrderId: 901 }]);
    expect(screen.getByRole('link', { name: 'View my points orders' })).toHaveAttribute('href', '/buyer/orders?status=all&pageNo=1&from=point');
  });

  it('a failure the pay flow already knows is shown without polling; text in the URL is never shown (a crafted link)', async () => {
    const api = fakeApi({});
    const crafted = encodeURIComponent('Your card is blocked. Call +49 30 1234567');
    await renderScreen(<PayResult />, { url: `/buyer/pay-result?tradeId=900&status=failed&isPoint=false&tradeOrderId=901&error=${crafted}`, path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Reason: The payment could not be completed.')).toBeInTheDocument();
    expect(screen.queryByText(/Call \+49/)).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('a pending payment shows the reason from the payment record only, never one from the URL', async () => {
    fakeApi({ [RECORD]: record('PAY_FAILED', 'Declined by the issuer') });
    const crafted = encodeURIComponent('Your card is blocked. Call +49 30 1234567');
    await renderScreen(<PayResult />, { url: `${fromProvider}&error=${crafted}`, path: '/buyer/pay-result' });
    expect(await screen.findByText('Reason: Declined by the issuer')).toBeInTheDocument();
    expect(screen.queryByText(/Call \+49/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Reason: The payment provider could not take the payment. Nothing was charged; please try again.'],
    ['zh-CN', '原因：支付服务暂时无法完成付款，未产生扣款，请重试。'],
  ] as const)('a failure named by one of our message keys is said in the buyer’s words (%s), never as the key', async (language, text) => {
    fakeApi({});
    await renderScreen(<PayResult />, { url: '/buyer/pay-result?tradeId=900&status=failed&isPoint=false&tradeOrderId=901&error=payment.providerError', path: '/buyer/pay-result', language });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/payment\.providerError/)).not.toBeInTheDocument();
  });

  it('an unknown message key gets a plain sentence', async () => {
    fakeApi({});
    await renderScreen(<PayResult />, { url: '/buyer/pay-result?tradeId=900&status=failed&isPoint=false&tradeOrderId=901&error=payment.somethingNew', path: '/buyer/pay-result' });
    expect(await screen.findByText('Reason: The payment could not be completed.')).toBeInTheDocument();
  });

  it("back from PayPal's approval page, captures the approved order first and only then polls", async () => {
    const api = fakeApi({ [PAYPAL_CAPTURE]: { paymentRecordId: 77, recordStatus: 'PAY_SUCCESS', failedReason: null }, [RECORD]: record('PAY_SUCCESS') });
    await renderScreen(<PayResult />, { url: '/buyer/pay-result?paymentOrderId=77&contractId=900&tradeId=900&token=PP-1&PayerID=PAYER1', path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(api.bodiesOf(PAYPAL_CAPTURE)).toEqual([{ paymentRecordId: 77, gatewaySerialNo: 'PP-1' }]);
    expect(paymentCalls(api)).toEqual([PAYPAL_CAPTURE, RECORD]);
  });

  const cancelledOnPaypal = '/buyer/pay-result?paymentOrderId=77&contractId=900&tradeId=900&status=failed&token=PP-1';

  it("cancelled on PayPal's approval page: closes the pending attempt and shows failed with the reason, no endless pending", async () => {
    const api = fakeApi({
      [RECORD]: record('PAY_PENDING', null, { channel: 'PAYPAL_PAY_PC' }),
      [CLOSE_RECORD]: { paymentRecordId: 77, recordStatus: 'CLOSED' },
    });
    await renderScreen(<PayResult />, { url: cancelledOnPaypal, path: '/buyer/pay-result' });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Reason: You cancelled the payment at PayPal. Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute('href', '/buyer/pre-pay?tradeId=900&contractId=900');
    expect(api.bodiesOf(CLOSE_RECORD)).toEqual([{ payUniqueKey: 'PU-900', paymentRecordId: 77 }]);
    await tick(9000);
    expect(paymentCalls(api)).toEqual([RECORD, CLOSE_RECORD]);
    expect(api.bodiesOf(PAYPAL_CAPTURE)).toEqual([]);
  });

  it('says so in the buyer’s language, also when the attempt was closed already (the page reloaded)', async () => {
    const api = fakeApi({ [RECORD]: record('CLOSED', null, { channel: 'PAYPAL_PAY_PC' }) });
    await renderScreen(<PayResult />, { url: cancelledOnPaypal, path: '/buyer/pay-result', language: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: '支付失败' })).toBeInTheDocument();
    expect(screen.getByText('原因：您已在 PayPal 取消支付，未产生扣款。')).toBeInTheDocument();
    expect(api.bodiesOf(CLOSE_RECORD)).toEqual([]);
  });

  it('a return that needs no finishing (MOCKPAY, the pay flow) captures nothing', async () => {
    const api = fakeApi({ [RECORD]: record('PAY_SUCCESS'), [PAY_RESULT]: { paymentRecordId: 77, recordStatus: 'PAY_SUCCESS', failedReason: null } });
    await renderScreen(<PayResult />, { url: fromProvider, path: '/buyer/pay-result' });
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(api.bodiesOf(PAYPAL_CAPTURE)).toEqual([]);
  });

  it('shows its texts in Chinese', async () => {
    fakeApi({ [RECORD]: record('PAY_SUCCESS') });
    await renderScreen(<PayResult />, { url: fromPayFlow, path: '/buyer/pay-result', language: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
  });
});

describe('pay result verdicts', () => {
  it.each([
    ['PAY_SUCCESS', 'success'],
    ['PRE_AUTH_SUCCESS', 'success'],
    ['PAY_PENDING', 'pending'],
    ['PAY_FAILED', 'failed'],
    ['CLOSED', 'failed'],
  ])('recordStatus %s is %s', (status, verdict) => expect(verdictOfRecordStatus(status)).toBe(verdict));

  it.each([
    ['SUCCESS', 'success'],
    ['UNKNOWN', 'pending'],
    ['FAILED', 'failed'],
  ])('second variant status %s is %s', (status, verdict) => expect(verdictOfResultStatus(status)).toBe(verdict));
});
