/**
 * A refused pay call leaves nothing behind (issue 28, item 10): no payment record, no attempt
 * marked as handed to a provider, so the buyer's next valid attempt goes through at once (not 409
 * PAYMENT_IN_FLIGHT until someone closes a stray record). Every refusal of firstPay, for a first
 * payment, a balance, a re-payment and a saved card, and authority's and the session's continuation.
 */
import { paymentCalls } from '@mall/shared/contract';
import { createGateways } from '../src/domain/payments/gateways';
import { setGatewaysForTests } from '../src/routes/payments';
import { DEMO, loggedIn } from './helpers/accounts';
import { address, chair, guest, lamp, newKey, placeOrder } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { mockPayRequest } from './helpers/mockpay';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let anna: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
});
afterAll(() => server.close());

const recordIds = async (contractId: number) =>
  (await server.db.query<{ id: number; status: string }>('select id, status from payment_records where contract_id = $1 order by id', [contractId])).map((r) => `${r.id}:${r.status}`);

/** The refusal changes no record of the contract, and a valid MOCKPAY attempt right after starts. */
async function refusedLeavesNothing(client: Client, contractId: number, request: unknown, status: number, code: string): Promise<void> {
  const before = await recordIds(contractId);
  expect((await client.fail(paymentCalls.firstPay, request, status)).code).toBe(code);
  expect(await recordIds(contractId)).toEqual(before);
  const next = await client.ok(paymentCalls.firstPay, mockPayRequest(contractId));
  expect(next).toMatchObject({ nextStep: 'REDIRECT', recordStatus: 'PAY_PENDING', replayed: false });
}

describe('firstPay, a first payment', () => {
  type Case = [string, (own: { contractId: number; otherOrderId: number; strangersOrderId: number }) => Record<string, unknown>, number, string];
  const cases: Case[] = [
    ['an order of another contract of the buyer', ({ contractId, otherOrderId }) => ({ ...mockPayRequest(contractId), orderId: otherOrderId }), 404, 'NOT_FOUND'],
    ["someone else's order", ({ contractId, strangersOrderId }) => ({ ...mockPayRequest(contractId), orderId: strangersOrderId }), 404, 'NOT_FOUND'],
    ['an order id that does not exist', ({ contractId }) => ({ ...mockPayRequest(contractId), orderId: 99_999_999 }), 404, 'NOT_FOUND'],
    ['a channel the market does not offer', ({ contractId }) => ({ ...mockPayRequest(contractId), payChannel: 'AFFIRM_PC' }), 403, 'CHANNEL_NOT_AVAILABLE'],
    ['a method the channel does not have', ({ contractId }) => ({ ...mockPayRequest(contractId), paymentMethod: 'ideal' }), 403, 'CHANNEL_NOT_AVAILABLE'],
    ['a channel guests may not use', ({ contractId }) => ({ ...mockPayRequest(contractId), payChannel: 'ADYEN_LINK' }), 403, 'CHANNEL_NOT_AVAILABLE'],
    ['a provider not configured here', ({ contractId }) => ({ ...mockPayRequest(contractId), payChannel: 'STRIPE_PAY_PC' }), 503, 'PROVIDER_NOT_CONFIGURED'],
    ['a saved-card payment without a card', ({ contractId }) => ({ ...mockPayRequest(contractId), payChannel: 'STRIPE_PAY_QUICK' }), 400, 'VALIDATION'],
    ['continuing a record that is not there', ({ contractId }) => ({ ...mockPayRequest(contractId), paymentOrderId: 99_999_999 }), 404, 'NOT_FOUND'],
  ];
  it.each(cases)('refused for %s: no record, and the next attempt starts', async (_name, request, status, code) => {
    const client = await guest(server);
    const other = await placeOrder(client, [lamp()]);
    const { submitted } = await placeOrder(client, [chair()]);
    const stranger = await placeOrder(await guest(server), [chair()]);
    const own = { contractId: submitted.tradeContractId, otherOrderId: other.submitted.tradeOrderIds[0]!, strangersOrderId: stranger.submitted.tradeOrderIds[0]! };
    await refusedLeavesNothing(client, submitted.tradeContractId, request(own), status, code);
  });

  it("refused for someone else's contract: nothing is made on it, and its buyer pays at once", async () => {
    const owner = await guest(server);
    const { submitted } = await placeOrder(owner, [chair()]);
    const thief = await guest(server);
    expect((await thief.fail(paymentCalls.firstPay, mockPayRequest(submitted.tradeContractId), 404)).code).toBe('NOT_FOUND');
    expect(await recordIds(submitted.tradeContractId)).toEqual([]);
    expect((await owner.ok(paymentCalls.firstPay, mockPayRequest(submitted.tradeContractId))).recordStatus).toBe('PAY_PENDING');
  });
});

describe('firstPay, refusals of the contract', () => {
  it('an expired contract (409 CONTRACT_EXPIRED) gets no record', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    await server.db.query(`update trade_orders set pay_deadline_at = now() - interval '1 minute' where contract_id = $1`, [submitted.tradeContractId]);
    expect((await client.fail(paymentCalls.firstPay, mockPayRequest(submitted.tradeContractId), 409)).code).toBe('CONTRACT_EXPIRED');
    expect(await recordIds(submitted.tradeContractId)).toEqual([]);
  });

  it('a key already used on another contract (409) makes no record on this one, which then pays with its own key', async () => {
    const client = await guest(server);
    const one = await placeOrder(client, [chair()]);
    const two = await placeOrder(client, [lamp()]);
    const used = mockPayRequest(one.submitted.tradeContractId);
    await client.ok(paymentCalls.firstPay, used);
    await refusedLeavesNothing(client, two.submitted.tradeContractId, { ...used, contractId: two.submitted.tradeContractId }, 409, 'CONFLICT');
  });
});

describe('firstPay, the other pay calls', () => {
  it('a balance (seeded 7003, PENDING_BALANCE) with a wrong order: no record, then the balance attempt starts', async () => {
    await refusedLeavesNothing(anna, 7003, { ...mockPayRequest(7003), orderId: 5002 }, 404, 'NOT_FOUND');
  });

  it('a re-payment (seeded 7002, its pending record closed) with a wrong order: no record, then the new attempt starts', async () => {
    const before = await anna.ok(paymentCalls.secondaryPay, { id: 5002 });
    await anna.ok(paymentCalls.closePaymentRecordAfterConfirm, { payUniqueKey: before.payUniqueKey, paymentRecordId: before.paymentRecordId! });
    await refusedLeavesNothing(anna, 7002, { ...mockPayRequest(7002), orderId: 5004 }, 404, 'NOT_FOUND');
  });

  it('a saved-card payment with a card that is not the buyer\'s: no record, then the attempt starts', async () => {
    const client = await loggedIn(server, DEMO.buyer2);
    const { submitted } = await placeOrder(client, [chair()]);
    await refusedLeavesNothing(client, submitted.tradeContractId, { ...mockPayRequest(submitted.tradeContractId), payChannel: 'STRIPE_PAY_QUICK', bindToken: 'mock_pm_1' }, 400, 'VALIDATION');
  });
});

describe('with providers configured (fakes of their APIs)', () => {
  const fakeFetch: typeof fetch = async (input) =>
    /\/v71\/sessions$/.test(String(input))
      ? new Response(JSON.stringify({ id: 'CS1', sessionData: 'Ab02' }), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 500 });
  beforeAll(() => setGatewaysForTests(createGateways({ ADYEN_API_KEY: 'adyen_fake', ADYEN_MERCHANT_ACCOUNT: 'FurnitureMall', ADYEN_CLIENT_KEY: 'test_KEY' }, fakeFetch)));
  afterAll(() => setGatewaysForTests(undefined));

  it('authority with another amount (409 PRICE_CHANGED) opens no attempt', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()], address({ regionShortName: 'PT', country: 'Portugal' }));
    const refused = await client.fail(paymentCalls.authority, { channel: 'ADYEN_PC', contractId: submitted.tradeContractId, idempotencyKey: newKey(), amount: { currency: 'EUR', value: 1 } }, 409);
    expect(refused.code).toBe('PRICE_CHANGED');
    expect(await recordIds(submitted.tradeContractId)).toEqual([]);
  });

  it('firstPay continuing a session with a wrong order leaves the session unstarted: another channel may pay at once', async () => {
    const client = await guest(server);
    const other = await placeOrder(client, [lamp()], address({ regionShortName: 'PT', country: 'Portugal' }));
    const { submitted } = await placeOrder(client, [chair()], address({ regionShortName: 'PT', country: 'Portugal' }));
    const auth = await client.ok(paymentCalls.authority, { channel: 'ADYEN_PC', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    const continued = {
      payChannel: 'ADYEN_PC', paymentMethod: 'multibanco', contractId: submitted.tradeContractId, paymentOrderId: auth.paymentRecordId,
      orderId: other.submitted.tradeOrderIds[0], paymentExtraKey: JSON.stringify({ paymentMethod: { type: 'multibanco' } }), idempotencyKey: newKey(),
    };
    await refusedLeavesNothing(client, submitted.tradeContractId, continued, 404, 'NOT_FOUND');
  });
});
