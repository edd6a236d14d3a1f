import { cartCalls, checkoutCalls, ErrorCode, orderCalls, paymentCalls } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { address, chair, guest, lamp, newKey, placeOrder, sofa, statusOf } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { pressOnMockPage, payWithMockPay, type MockPayButton } from './helpers/mockpay';
import { startTestServer, type TestServer } from './helpers/server';
import { ProviderError } from '../src/domain/payments/gateway';
import { createGateways } from '../src/domain/payments/gateways';
import { setGatewaysForTests } from '../src/routes/payments';

// "Pay, confirm later" settles after 3 s here: long enough that the record is surely still pending
// when asked right after the press, even on a loaded machine; the test then polls as the page does.
process.env.MALL_MOCKPAY_SETTLE_MS = '3000';

let server: TestServer;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
});
afterAll(() => server.close());

const mockPay = (contractId: number, extra: Record<string, unknown> = {}) => ({
  payChannel: 'MOCKPAY' as const,
  contractId,
  idempotencyKey: newKey(),
  returnUrl: '/buyer/pay-result',
  ...extra,
});

const press = (client: Client, recordId: number, outcome: string, token?: string) => pressOnMockPage(client, recordId, outcome as MockPayButton, token);

/** A MOCKPAY gateway that fails as a provider answering 500 would (a fault only the server can play). */
function failingMockPay(): void {
  const gateways = createGateways({});
  setGatewaysForTests({ ...gateways, MOCKPAY: { ...gateways.MOCKPAY, start: () => Promise.reject(new ProviderError('MOCKPAY', 'MOCKPAY answered 500 Internal Server Error')) } });
}
afterEach(() => setGatewaysForTests(undefined));

describe('pay channels', () => {
  it('offers only channels that can pay: with no provider keys, each market lists MOCKPAY alone (anonymous)', async () => {
    for (const countryCode of ['DE', 'NL', 'ES', 'SE', 'FR', 'IT', 'PL', 'UK', 'PT', 'IE', 'AT', 'BE', 'LU']) {
      const answer = await server.client().ok(paymentCalls.payChannel, { countryCode });
      const channels = answer.payChannelGroups.flatMap((g) => g.payChannels);
      // Stripe, Adyen, Klarna, PayPal and Affirm have no keys here, and Braintree no gateway at all.
      expect(channels.map((c) => c.channel)).toEqual(['MOCKPAY']);
      expect(channels[0]).toMatchObject({ anonymous: true, configured: true, provider: 'MOCKPAY', icon: '/media/payments/MOCKPAY.svg' });
      expect(channels[0]!.publicKeys).toBeUndefined();
    }
  });

  it('serves the channel icons', async () => {
    const res = await fetch(`${server.url}/media/payments/PAYPAL_PAY_PC.svg`);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('PayPal');
  });
});

describe('MOCKPAY: redirect, hosted page, polling', () => {
  it('pays through the hosted page: redirect there, Pay, back to pay-result, the orders move on', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair(), lamp()]);
    const first = await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId));
    expect(first).toMatchObject({ nextStep: 'REDIRECT', recordStatus: 'PAY_PENDING', redirectUrl: `/mockpay/${first.paymentRecordId}`, contractId: submitted.tradeContractId, amount: submitted.needPayAmt, replayed: false });
    expect((await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId })).recordStatus).toBe('PAY_PENDING');

    const res = await press(client, first.paymentRecordId, 'pay');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!, 'http://shop.example');
    expect(back.origin + back.pathname).toBe('http://shop.example/buyer/pay-result');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      status: 'success', paymentOrderId: String(first.paymentRecordId), contractId: String(submitted.tradeContractId), tradeId: String(submitted.tradeContractId),
      orderId: String(submitted.tradeOrderIds[0]), buyerId: String(submitted.buyerId), totalAmt: submitted.needPayAmt.value.toFixed(2), merchantSerialNo: `MOCK-${first.paymentRecordId}`,
    });
    const record = await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId });
    expect(record).toMatchObject({ recordStatus: 'PAY_SUCCESS', failedReason: null, tradeOrderIds: submitted.tradeOrderIds, channel: 'MOCKPAY' });
    expect(record.paidAt).not.toBeNull();
    for (const id of submitted.tradeOrderIds) expect(await statusOf(server, id)).toBe('UN_DELIVERY');
    // A second press changes nothing and goes back with the same result.
    const again = await press(client, first.paymentRecordId, 'fail', (await server.db.query<{ page_token: string }>('select page_token from payment_records where id = $1', [first.paymentRecordId]))[0]!.page_token);
    expect(new URL(again.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('success');
    expect((await client.ok(paymentCalls.queryTradePayStatus, { contractId: submitted.tradeContractId })).status).toBe('SUCCESS');
  });

  it('a pending record says how long confirmation may take and until when the orders can be paid; a decided one says neither', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const first = await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId));
    const pending = await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId });
    const [order] = await server.db.query<{ pay_deadline_at: Date }>('select pay_deadline_at from trade_orders where id = $1', [submitted.tradeOrderIds[0]]);
    expect(pending).toMatchObject({ recordStatus: 'PAY_PENDING', pendingConfirmation: { within: 15, unit: 'minutes' }, payDeadline: order!.pay_deadline_at.toISOString() });
    expect(Date.parse(pending.payDeadline!)).toBeGreaterThan(Date.now());
    await press(client, first.paymentRecordId, 'pay');
    expect(await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId })).toMatchObject({ recordStatus: 'PAY_SUCCESS', pendingConfirmation: null, payDeadline: null });
  });

  it('Fail: the record fails with its reason and the orders stay unpaid', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const first = await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId));
    const res = await press(client, first.paymentRecordId, 'fail');
    expect(new URL(res.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('failed');
    expect(await client.ok(paymentCalls.queryPaymentRecord, { contractId: submitted.tradeContractId })).toMatchObject({
      recordStatus: 'PAY_FAILED', failedReason: 'Payment declined by the MOCKPAY test page',
    });
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('PENDING_PAY');
    expect(await client.ok(paymentCalls.queryTradePayStatus, { tradeOrderId: submitted.tradeOrderIds[0]! })).toMatchObject({ status: 'FAILED' });
    // A failed attempt is not in flight: paying again works.
    expect((await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId))).nextStep).toBe('REDIRECT');
  });

  it('Leave pending stays pending; Pay, confirm later turns PAY_SUCCESS while polling', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const first = await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId));
    const left = await press(client, first.paymentRecordId, 'pending');
    expect(new URL(left.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('pending');
    expect(await client.ok(paymentCalls.queryTradePayStatus, { contractId: submitted.tradeContractId })).toMatchObject({ status: 'UNKNOWN' });

    const later = await press(client, first.paymentRecordId, 'later');
    expect(new URL(later.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('pending');
    expect((await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId })).recordStatus).toBe('PAY_PENDING');
    // Poll as the result page does, until the late confirmation arrives.
    let status = 'PAY_PENDING';
    for (let tries = 0; status === 'PAY_PENDING' && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId })).recordStatus;
    }
    expect(status).toBe('PAY_SUCCESS');
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('UN_DELIVERY');
  });

  it('shows the page only to the record\'s buyer and takes only its own token', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const first = await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId));
    const other = await guest(server);
    expect((await fetch(`${server.url}/mockpay/${first.paymentRecordId}`, { headers: { cookie: other.cookie! } })).status).toBe(404);
    expect((await fetch(`${server.url}/mockpay/${first.paymentRecordId}`)).status).toBe(404);
    const page = await fetch(`${server.url}/mockpay/${first.paymentRecordId}`, { headers: { cookie: client.cookie! } });
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await press(client, first.paymentRecordId, 'pay', 'not-the-token')).status).toBe(400);
    expect((await press(other, first.paymentRecordId, 'pay', 'x')).status).toBe(404);
    expect((await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId })).recordStatus).toBe('PAY_PENDING');
  });

  it.each(['https://evil.example/pay', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])('refuses the return URL %s (no open redirect)', async (returnUrl) => {
    const client = await guest(server);
    const error = await client.fail(paymentCalls.firstPay, { ...mockPay(1), returnUrl }, 400);
    expect(error.fields).toEqual([{ field: 'returnUrl', message: 'payment.returnUrlInvalid' }]);
  });

  it.each(['success', 'failed', 'pending', 'providerError'])('decides nothing from the client: paymentExtraKey {"mockOutcome":"%s"} still goes to the hosted page', async (outcome) => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const first = await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId, { paymentExtraKey: JSON.stringify({ mockOutcome: outcome }) }));
    expect(first).toMatchObject({ nextStep: 'REDIRECT', recordStatus: 'PAY_PENDING', redirectUrl: `/mockpay/${first.paymentRecordId}` });
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('PENDING_PAY');
  });
});

describe('no double charge', () => {
  it('a provider answering 500 is one clear failure: the attempt is closed, the order unpaid, and a retry pays once', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    failingMockPay();
    const failed = await client.fail(paymentCalls.firstPay, mockPay(submitted.tradeContractId), 502);
    expect(failed).toMatchObject({ code: 'PROVIDER_ERROR', message: 'payment.providerError' });
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('PENDING_PAY');
    setGatewaysForTests(undefined);
    expect((await payWithMockPay(client, submitted.tradeContractId)).status).toBe('PAY_SUCCESS');
    const records = await server.db.query<{ status: string }>('select status from payment_records where contract_id = $1 order by id', [submitted.tradeContractId]);
    expect(records.map((r) => r.status)).toEqual(['PAY_FAILED', 'PAY_SUCCESS']);
  });

  it('answers a replay of the same key with the first answer, even when both arrive at once', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const request = mockPay(submitted.tradeContractId);
    const [a, b] = await Promise.all([client.ok(paymentCalls.firstPay, request), client.ok(paymentCalls.firstPay, request)]);
    expect(a.paymentRecordId).toBe(b.paymentRecordId);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const c = await client.ok(paymentCalls.firstPay, request);
    expect(c).toMatchObject({ paymentRecordId: a.paymentRecordId, replayed: true, redirectUrl: a.redirectUrl });
    const [{ n }] = (await server.db.query<{ n: number }>('select count(*)::int as n from payment_records where contract_id = $1', [submitted.tradeContractId])) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses a new key while a payment is in flight, and once the contract is paid', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const first = await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId));
    expect((await client.fail(paymentCalls.firstPay, mockPay(submitted.tradeContractId), 409)).code).toBe('PAYMENT_IN_FLIGHT');
    await press(client, first.paymentRecordId, 'pay');
    expect((await client.fail(paymentCalls.firstPay, mockPay(submitted.tradeContractId), 409)).code).toBe('ALREADY_PAID');
  });

  it('binds a key to its contract', async () => {
    const client = await guest(server);
    const one = await placeOrder(client, [chair()]);
    const two = await placeOrder(client, [lamp()]);
    const request = mockPay(one.submitted.tradeContractId);
    await client.ok(paymentCalls.firstPay, request);
    expect((await client.fail(paymentCalls.firstPay, { ...request, contractId: two.submitted.tradeContractId }, 409)).message).toBe('payment.idempotencyKeyReused');
  });

  it('limits attempts on one contract: the sixth within a minute is 429 PAY_LIMITED', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    for (let i = 0; i < 5; i++) expect((await payWithMockPay(client, submitted.tradeContractId, 'fail')).status).toBe('PAY_FAILED');
    expect((await client.fail(paymentCalls.firstPay, mockPay(submitted.tradeContractId), 429)).code).toBe('PAY_LIMITED');
  });

  it('refuses an expired contract', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    await server.db.query(`update trade_orders set pay_deadline_at = now() - interval '1 minute' where contract_id = $1`, [submitted.tradeContractId]);
    expect((await client.fail(paymentCalls.firstPay, mockPay(submitted.tradeContractId), 409)).code).toBe('CONTRACT_EXPIRED');
  });
});

describe('channel rules on the server', () => {
  it('keeps guests to anonymous channels', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const error = await client.fail(paymentCalls.firstPay, { ...mockPay(submitted.tradeContractId), payChannel: 'ADYEN_LINK' }, 403);
    expect(error).toMatchObject({ code: 'CHANNEL_NOT_AVAILABLE', message: 'payment.guestChannel' });
  });

  it('refuses a channel the market does not offer, and main Klarna shipping to an excluded region', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()], address({ regionShortName: 'AT', country: 'Austria' }));
    // The German market's channels (not Austria's): Klarna is among them, but not for a parcel to AT.
    expect((await client.fail(paymentCalls.firstPay, { ...mockPay(submitted.tradeContractId), payChannel: 'KLARNA' }, 403)).message).toBe('payment.klarnaRegion');
    expect((await client.fail(paymentCalls.firstPay, { ...mockPay(submitted.tradeContractId), payChannel: 'AFFIRM_PC' }, 403)).message).toBe('payment.channelNotInMarket');
    // Clearpay is the UK's: shipped to the UK from the German market, it is not offered.
    const toUk = await placeOrder(client, [chair()], address({ regionShortName: 'UK', country: 'United Kingdom' }));
    expect((await client.fail(paymentCalls.firstPay, { ...mockPay(toUk.submitted.tradeContractId), payChannel: 'ADYEN_PC', paymentMethod: 'clearpay' }, 403)).message).toBe('payment.methodNotInChannel');
  });

  it('refuses clearpay over 1000 in the UK market', async () => {
    const uk = await startTestServer({ marketCountry: 'UK' });
    try {
      const client = await guest(uk);
      const { submitted } = await placeOrder(client, [sofa(2)], address({ regionShortName: 'UK', country: 'United Kingdom' }));
      const error = await client.fail(paymentCalls.firstPay, { ...mockPay(submitted.tradeContractId), payChannel: 'ADYEN_PC', paymentMethod: 'clearpay' }, 403);
      expect(error).toMatchObject({ code: 'CHANNEL_NOT_AVAILABLE', message: 'payment.clearpayMax' });
    } finally {
      await uk.close();
    }
  });

  it.each([
    // PT ships by its own channels whatever the market (spec: PT and IE look up by the shipping region).
    ['multibanco over 2500', 'PT', 'multibanco', [sofa(3)], 'payment.multibancoMax'],
    ['klarna_b2b without a company', 'DE', 'klarna_b2b', [chair()], 'payment.klarnaB2bCompany'],
  ] as const)('refuses %s', async (_name, country, paymentMethod, lines, reason) => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [...lines], address({ regionShortName: country }));
    const error = await client.fail(paymentCalls.firstPay, { ...mockPay(submitted.tradeContractId), payChannel: 'ADYEN_PC', paymentMethod }, 403);
    expect(error).toMatchObject({ code: 'CHANNEL_NOT_AVAILABLE', message: reason });
  });

  it('answers PROVIDER_NOT_CONFIGURED for a real provider without keys', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    for (const payChannel of ['STRIPE_PAY_PC', 'PAYPAL_PAY_PC', 'ADYEN_PC', 'KLARNA'] as const) {
      expect((await client.fail(paymentCalls.firstPay, { ...mockPay(submitted.tradeContractId), payChannel }, 503)).code).toBe('PROVIDER_NOT_CONFIGURED');
    }
    expect((await client.fail(paymentCalls.authority, { channel: 'ADYEN_PC', contractId: submitted.tradeContractId, idempotencyKey: newKey() }, 503)).code).toBe('PROVIDER_NOT_CONFIGURED');
    expect((await client.fail(paymentCalls.klarnaSession, { contractId: submitted.tradeContractId, idempotencyKey: newKey() }, 503)).code).toBe('PROVIDER_NOT_CONFIGURED');
    // Nothing was started.
    const [{ n }] = (await server.db.query<{ n: number }>('select count(*)::int as n from payment_records where contract_id = $1', [submitted.tradeContractId])) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('needs a saved card of the buyer\'s own for the saved-card channel', async () => {
    await anna.ok(cartCalls.batchCreateCartLines, [chair()]);
    const render = await anna.ok(checkoutCalls.renderTradeContract, { shippingAddress: address() });
    const submitted = await anna.ok(checkoutCalls.submitTradeContract, { shippingAddress: address(), expectedNeedPayAmt: render.needPayAmt.value });
    const saved = { ...mockPay(submitted.tradeContractId), payChannel: 'STRIPE_PAY_QUICK' as const };
    expect((await anna.fail(paymentCalls.firstPay, saved, 400)).fields).toEqual([{ field: 'bindToken', message: 'payment.cardRequired' }]);
    expect((await anna.fail(paymentCalls.firstPay, { ...saved, bindToken: 'pm_someone_else' }, 400)).message).toBe('payment.cardRequired');
    expect((await anna.fail(paymentCalls.firstPay, { ...saved, bindToken: 'pm_card_visa' }, 503)).code).toBe('PROVIDER_NOT_CONFIGURED');
  });
});

describe('pre-sale balance', () => {
  it('pays the balance of 5004: PENDING_BALANCE → UN_DELIVERY', async () => {
    const paid = await payWithMockPay(anna, 7003);
    const [due] = await server.db.query<{ need_pay_cents: number }>('select need_pay_cents from trade_orders where id = 5004');
    expect(paid.status).toBe('PAY_SUCCESS');
    expect(await statusOf(server, 5004)).toBe('UN_DELIVERY');
    const [order] = await server.db.query<{ paid_cents: number }>('select paid_cents from trade_orders where id = 5004');
    expect(order!.paid_cents).toBe(due!.need_pay_cents);
  });
});

describe('re-payment', () => {
  it('secondaryPay answers the latest record: seeded 7002 is pending; close it, then pay again', async () => {
    const before = await anna.ok(paymentCalls.secondaryPay, { id: 5002 });
    expect(before).toMatchObject({ payUniqueKey: 'PAY-7002', paymentRecordStatus: 'PAY_PENDING', contractId: 7002, tradeOrderIds: [5002, 5003] });
    expect((await anna.fail(paymentCalls.firstPay, mockPay(7002), 409)).code).toBe('PAYMENT_IN_FLIGHT');
    const closed = await anna.ok(paymentCalls.closePaymentRecordAfterConfirm, { payUniqueKey: before.payUniqueKey, paymentRecordId: before.paymentRecordId! });
    expect(closed).toEqual({ paymentRecordId: before.paymentRecordId, recordStatus: 'CLOSED' });
    // Closing twice is harmless.
    await anna.ok(paymentCalls.closePaymentRecordAfterConfirm, { payUniqueKey: before.payUniqueKey, paymentRecordId: before.paymentRecordId! });
    expect((await anna.ok(paymentCalls.secondaryPay, { id: 5003 })).paymentRecordStatus).toBe('CLOSED');
    const again = await payWithMockPay(anna, 7002);
    expect(again.status).toBe('PAY_SUCCESS');
    expect([await statusOf(server, 5002), await statusOf(server, 5003)]).toEqual(['UN_DELIVERY', 'UN_DELIVERY']);
    expect((await anna.fail(paymentCalls.closePaymentRecordAfterConfirm, { payUniqueKey: 'PAY-7002', paymentRecordId: again.first.paymentRecordId }, 409)).code).toBe('RECORD_NOT_CLOSABLE');
  });

  it('secondaryPay of an order never paid for has no record', async () => {
    expect(await anna.ok(paymentCalls.secondaryPay, { id: 5001 })).toMatchObject({ paymentRecordStatus: null, paymentRecordId: null, payUniqueKey: 'PAY-7001' });
  });

  it('another buyer\'s order, contract or record is NOT_FOUND', async () => {
    expect((await ben.fail(paymentCalls.secondaryPay, { id: 5001 }, 404)).code).toBe(ErrorCode.notFound);
    expect((await ben.fail(paymentCalls.firstPay, mockPay(7001), 404)).code).toBe(ErrorCode.notFound);
    const [record] = await server.db.query<{ id: number }>('select id from payment_records where contract_id = 7004');
    await ben.fail(paymentCalls.queryPaymentRecord, { paymentRecordId: record!.id }, 404);
    await ben.fail(paymentCalls.payResult, { paymentRecordId: record!.id }, 404);
    await ben.fail(paymentCalls.closePaymentRecordAfterConfirm, { payUniqueKey: 'PAY-7004', paymentRecordId: record!.id }, 404);
    await ben.fail(paymentCalls.queryTradePayStatus, { tradeOrderId: 5001 }, 404);
    await ben.fail(paymentCalls.paypalDetails, { paymentRecordId: record!.id }, 404);
    await ben.fail(paymentCalls.affirmAuthorize, { paymentRecordId: record!.id, checkoutToken: 't' }, 404);
  });

  it('the order list sees the paid order move on', async () => {
    const list = await anna.ok(orderCalls.pageOrders, { searchStatus: 'unshipped', pageSize: 50 });
    expect(list.data.map((o) => o.id)).toEqual(expect.arrayContaining([5002, 5003, 5004]));
  });
});

describe('payResult', () => {
  it('answers the record\'s status (quiet report of a provider return)', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const first = await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId));
    expect(await client.ok(paymentCalls.payResult, { paymentRecordId: first.paymentRecordId, status: 'success' })).toEqual({
      paymentRecordId: first.paymentRecordId, recordStatus: 'PAY_PENDING', failedReason: null,
    });
  });
});
