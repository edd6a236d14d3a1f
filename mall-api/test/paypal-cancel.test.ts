import { paymentCalls } from '@mall/shared/contract';
import { createGateways } from '../src/domain/payments/gateways';
import { setGatewaysForTests } from '../src/routes/payments';
import { chair, guest, newKey, placeOrder, statusOf } from './helpers/checkoutFlow';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * A buyer who cancels on PayPal's approval page comes back by the cancel URL (status=failed, PayPal's
 * token, no PayerID). The storefront closes that attempt with the re-payment close call; this is the
 * server's side of it, against a fake of PayPal's REST API.
 */
const calls: string[] = [];
const orderBodies: Array<{ payment_source: { paypal: { experience_context: { return_url: string; cancel_url: string } } } }> = [];
const fakePaypal: typeof fetch = async (input, init) => {
  const call = `${init?.method ?? 'GET'} ${String(input)}`;
  calls.push(call);
  if (/oauth2\/token$/.test(call)) return Response.json({ access_token: 'A21', expires_in: 3600 });
  if (/^POST .*\/v2\/checkout\/orders$/.test(call)) {
    orderBodies.push(JSON.parse(String(init?.body)));
    const id = `PP-${calls.length}`;
    return Response.json({ id, status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'payer-action', href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}` }] });
  }
  // Never approved: PayPal keeps the order waiting for the payer.
  if (/^GET .*\/v2\/checkout\/orders\//.test(call)) return Response.json({ id: 'PP', status: 'PAYER_ACTION_REQUIRED' });
  return Response.json({ name: 'UNEXPECTED' }, { status: 500 });
};

let server: TestServer;
beforeAll(async () => {
  setGatewaysForTests(createGateways({ PAYPAL_CLIENT_ID: 'pp_id', PAYPAL_CLIENT_SECRET: 'pp_secret', MALL_PUBLIC_URL: 'https://shop.example' }, fakePaypal));
  server = await startTestServer();
});
afterAll(async () => {
  setGatewaysForTests(undefined);
  await server.close();
});

describe('a PayPal approval the buyer cancelled', () => {
  it('comes back marked failed; closing it ends the attempt, nothing can capture it, and the buyer can pay again at once', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const first = await client.ok(paymentCalls.firstPay, { payChannel: 'PAYPAL_PAY_PC', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    expect(first.nextStep).toBe('REDIRECT');

    // Where PayPal sends a buyer who cancels (it appends its token): the storefront's mark of a cancel.
    const back = `https://shop.example/buyer/pay-result?paymentOrderId=${first.paymentRecordId}&contractId=${submitted.tradeContractId}&tradeId=${submitted.tradeContractId}`;
    expect(orderBodies.at(-1)!.payment_source.paypal.experience_context).toEqual({ return_url: back, cancel_url: `${back}&status=failed` });
    const record = await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId });
    expect(record).toMatchObject({ recordStatus: 'PAY_PENDING', channel: 'PAYPAL_PAY_PC' });

    expect(await client.ok(paymentCalls.closePaymentRecordAfterConfirm, { payUniqueKey: record.payUniqueKey, paymentRecordId: first.paymentRecordId })).toEqual({
      paymentRecordId: first.paymentRecordId,
      recordStatus: 'CLOSED',
    });
    expect((await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId })).recordStatus).toBe('CLOSED');

    // A late approval in another tab captures nothing.
    calls.length = 0;
    expect(await client.ok(paymentCalls.paypalCapture, { paymentRecordId: first.paymentRecordId, gatewaySerialNo: first.redirectInfo!.merchantSerialNo! })).toMatchObject({ recordStatus: 'CLOSED' });
    expect(calls.filter((c) => c.includes('/capture'))).toEqual([]);
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('PENDING_PAY');

    // No attempt in flight any more: PayPal again (or any channel) starts at once.
    const again = await client.ok(paymentCalls.firstPay, { payChannel: 'PAYPAL_PAY_PC', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    expect(again).toMatchObject({ nextStep: 'REDIRECT', replayed: false });
    expect(again.paymentRecordId).not.toBe(first.paymentRecordId);
  });

  it('is only the caller’s own to close', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const first = await client.ok(paymentCalls.firstPay, { payChannel: 'PAYPAL_PAY_PC', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    const record = await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId });
    const other = await guest(server);
    await other.fail(paymentCalls.closePaymentRecordAfterConfirm, { payUniqueKey: record.payUniqueKey, paymentRecordId: first.paymentRecordId }, 404);
    expect((await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId })).recordStatus).toBe('PAY_PENDING');
  });
});
