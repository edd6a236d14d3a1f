import { paymentCalls } from '@mall/shared/contract';
import { address, chair, guest, newKey, placeOrder, statusOf } from './helpers/checkoutFlow';
import { startTestServer, type TestServer } from './helpers/server';
import { fraudCheck, ruleFraudCheck, setFraudCheckForTests } from '../src/domain/payments/fraudCheck';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => setFraudCheckForTests(undefined));

const mockPay = (contractId: number) => ({ payChannel: 'MOCKPAY' as const, contractId, idempotencyKey: newKey(), returnUrl: '/buyer/pay-result' });

describe('the fraud check at payment', () => {
  it('is handed the spec payload of each attempt: e-mail, phone, names, address, transaction id, amount, currency', async () => {
    const port = ruleFraudCheck([]);
    setFraudCheckForTests(port);
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()], address({ email: 'gina@example.com' }));
    const first = await client.ok(paymentCalls.firstPay, mockPay(submitted.tradeContractId));
    expect(first.recordStatus).toBe('PAY_PENDING');
    const gina = {
      firstName: 'Gina', lastName: 'Gast', phone: '+49 30 5550123', email: 'gina@example.com', company: null,
      street: 'Torstraße', houseNo: '1', addressLine2: null, postalCode: '10119', city: 'Berlin', province: null, country: 'DE',
    };
    expect(port.checked).toEqual([
      {
        transactionId: `PAY-${first.paymentRecordId}`,
        amountCents: Math.round(submitted.needPayAmt.value * 100),
        currency: submitted.needPayAmt.currency,
        email: 'gina@example.com',
        phone: '+49 30 5550123',
        firstName: 'Gina',
        lastName: 'Gast',
        delivery: gina,
        // Checkout bills the receiver when no other billing address is given.
        billing: gina,
      },
    ]);
  });

  it('refuses by rule (a blocked e-mail domain): the attempt fails with its reason, nothing reaches the provider, the order stays unpaid', async () => {
    const port = ruleFraudCheck(['blocked.example']);
    setFraudCheckForTests(port);
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()], address({ email: 'mule@Blocked.Example' }));
    const error = await client.fail(paymentCalls.firstPay, mockPay(submitted.tradeContractId), 403);
    expect(error).toMatchObject({ code: paymentCalls.PayErrorCode.fraudRefused, message: 'payment.fraudRefused' });
    expect(port.checked).toHaveLength(1);
    expect(await client.ok(paymentCalls.queryPaymentRecord, { contractId: submitted.tradeContractId })).toMatchObject({
      recordStatus: 'PAY_FAILED', failedReason: 'payment.fraudRefused', merchantSerialNo: null,
    });
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('PENDING_PAY');
  });

  it('the stand-in is the default, its blocked domains from MALL_FRAUD_BLOCKED_EMAIL_DOMAINS', async () => {
    const port = fraudCheck({ MALL_FRAUD_BLOCKED_EMAIL_DOMAINS: 'spam.example, fraud.example' } as NodeJS.ProcessEnv);
    const payload = { transactionId: 'PAY-1', amountCents: 100, currency: 'EUR', email: 'a@fraud.example', phone: null, firstName: null, lastName: null, delivery: null, billing: null };
    expect(await port.check(payload)).toEqual({ verdict: 'REFUSE', rule: 'blockedEmailDomain' });
    expect(await port.check({ ...payload, email: 'a@fine.example' })).toEqual({ verdict: 'ACCEPT' });
    expect(await ruleFraudCheck([]).check(payload)).toEqual({ verdict: 'ACCEPT' });
  });
});
