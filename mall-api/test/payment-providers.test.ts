import { paymentCalls } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { createGateways } from '../src/domain/payments/gateways';
import { setGatewaysForTests } from '../src/routes/payments';
import { address, chair, guest, lamp, newKey, placeOrder, statusOf } from './helpers/checkoutFlow';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * The real provider integrations against fakes of their REST APIs: what mall-api sends (amounts
 * x100, idempotency keys, auth) and how each answer becomes the storefront's next step.
 */
interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}
let seen: Seen[] = [];
let answers: Array<{ match: RegExp; status?: number; body: unknown }> = [];
const fakeFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  seen.push({ url, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string>, body: String(init?.body ?? '') });
  const answer = answers.find((a) => a.match.test(`${init?.method ?? 'GET'} ${url}`));
  if (!answer) return new Response(JSON.stringify({ error: 'unexpected call' }), { status: 500 });
  return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
};

let server: TestServer;
beforeAll(async () => {
  setGatewaysForTests(
    createGateways(
      {
        STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        ADYEN_API_KEY: 'adyen_fake', ADYEN_MERCHANT_ACCOUNT: 'FurnitureMall', ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
        ADYEN_APPLE_PAY_MERCHANT_ID: 'merchant.mall.example', MALL_MERCHANT_NAME: 'Furniture Mall',
        KLARNA_USERNAME: 'K_user', KLARNA_PASSWORD: 'K_pass',
        PAYPAL_CLIENT_ID: 'pp_id', PAYPAL_CLIENT_SECRET: 'pp_secret',
        AFFIRM_PUBLIC_KEY: 'aff_pub', AFFIRM_PRIVATE_KEY: 'aff_priv',
        MALL_PUBLIC_URL: 'https://shop.example',
      },
      fakeFetch,
    ),
  );
  server = await startTestServer();
});
afterAll(async () => {
  setGatewaysForTests(undefined);
  await server.close();
});
beforeEach(() => {
  seen = [];
  answers = [];
});

describe('public keys in the pay channels', () => {
  it('answers each configured provider\'s public keys with its channels, and never a secret', async () => {
    const answer = await server.client().ok(paymentCalls.payChannel, { countryCode: 'UK' });
    const keysOf = (code: string) => answer.payChannelGroups.flatMap((g) => g.payChannels).find((c) => c.channel === code)?.publicKeys;
    expect(keysOf('STRIPE_PAY_PC')).toEqual({ publishableKey: 'pk_test_fake' });
    expect(keysOf('STRIPE_PAY_QUICK')).toEqual({ publishableKey: 'pk_test_fake' });
    expect(keysOf('ADYEN_PC')).toEqual({
      clientKey: 'test_CLIENTKEY', environment: 'test', merchantAccount: 'FurnitureMall', merchantName: 'Furniture Mall', applePayMerchantId: 'merchant.mall.example',
    });
    expect(keysOf('PAYPAL_PAY_PC')).toEqual({ clientId: 'pp_id', environment: 'test' });
    expect(keysOf('AFFIRM_PC')).toEqual({ publicApiKey: 'aff_pub', environment: 'sandbox' });
    // Klarna and MOCKPAY need no public key; Braintree is never configured.
    expect(keysOf('KLARNA')).toBeUndefined();
    expect(keysOf('MOCKPAY')).toBeUndefined();
    expect(keysOf('BRAINTREE')).toBeUndefined();
    const text = JSON.stringify(answer);
    for (const secret of ['sk_test_fake', 'adyen_fake', 'K_pass', 'pp_secret', 'aff_priv']) expect(text).not.toContain(secret);
  });
});

describe('the channels offered once their providers are configured', () => {
  const channelsOf = async (countryCode: string, excludeCountry = true) =>
    (await server.client().ok(paymentCalls.payChannel, { countryCode, excludeCountry })).payChannelGroups.flatMap((g) => g.payChannels);

  it('lists a market\'s channels in the configured order; Braintree, which has no gateway, never', async () => {
    const de = await channelsOf('DE');
    expect(de.map((c) => c.channel)).toEqual(['STRIPE_PAY_PC', 'STRIPE_PAY_QUICK', 'PAYPAL_PAY_PC', 'KLARNA', 'ADYEN_PC', 'ADYEN_LINK', 'MOCKPAY']);
    expect(de.map((c) => c.sort)).toEqual([...de.map((c) => c.sort)].sort((a, b) => a - b));
    expect(de.every((c) => c.configured)).toBe(true);
    expect(de.find((c) => c.channel === 'STRIPE_PAY_PC')).toMatchObject({ isCardAggregator: true, cardStyle: true });
    const uk = (await channelsOf('UK')).map((c) => c.channel);
    expect(uk).toEqual(expect.arrayContaining(['STRIPE_PAY_PC', 'ADYEN_PC', 'PAYPAL_PAY_PC', 'KLARNA', 'AFFIRM_PC', 'MOCKPAY']));
    expect(uk).not.toContain('BRAINTREE');
  });

  it.each([
    ['DE', ['applepay', 'googlepay', 'directEbanking', 'klarna_paynow', 'klarna_b2b']],
    ['AT', ['directEbanking', 'klarna_paynow', 'applepay']],
    ['NL', ['ideal', 'bcmc', 'klarna_paynow', 'applepay', 'googlepay']],
    ['UK', ['clearpay', 'applepay', 'googlepay']],
    ['AU', ['afterpaytouch', 'zip', 'applepay', 'googlepay']],
    ['US', ['afterpaytouch', 'zip', 'applepay', 'googlepay']],
  ])('configures the methods that exist in %s', async (countryCode, methods) => {
    expect((await channelsOf(countryCode)).find((c) => c.channel === 'ADYEN_PC')!.paymentMethods.map((m) => m.type)).toEqual(methods);
  });

  it('leaves out a channel whose excludeCountry names the country, unless asked to keep it', async () => {
    expect((await channelsOf('AT', true)).map((c) => c.channel)).not.toContain('KLARNA');
    expect((await channelsOf('AT', false)).map((c) => c.channel)).toContain('KLARNA');
  });

  it('a German-market buyer shipping to Austria pays with Germany\'s channels (ADYEN_LINK is offered in DE only)', async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    const { submitted } = await placeOrder(anna, [chair()], address({ regionShortName: 'AT', country: 'Austria', postalCode: '1010', city: 'Wien' }));
    answers = [{ match: /checkout-test\.adyen\.com\/v71\/paymentLinks$/, body: { id: 'PL1', url: 'https://test.adyen.link/PL1' } }];
    const first = await anna.ok(paymentCalls.firstPay, { payChannel: 'ADYEN_LINK', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    expect(first).toMatchObject({ nextStep: 'REDIRECT', redirectUrl: 'https://test.adyen.link/PL1' });
    // The shipping region still decides Adyen's country (and VAT).
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ countryCode: 'AT' });
  });
});

describe('Stripe', () => {
  it('confirms a card payment: requires_action → CONFIRM with the client secret, then the result settles the orders', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    answers = [
      { match: /^POST https:\/\/api\.stripe\.com\/v1\/payment_intents$/, body: { id: 'pi_1', status: 'requires_action', client_secret: 'pi_1_secret_x', next_action: { type: 'use_stripe_sdk' } } },
      { match: /^GET https:\/\/api\.stripe\.com\/v1\/payment_intents\/pi_1$/, body: { id: 'pi_1', status: 'succeeded', client_secret: 'pi_1_secret_x' } },
    ];
    const key = newKey();
    const first = await client.ok(paymentCalls.firstPay, { payChannel: 'STRIPE_PAY_PC', contractId: submitted.tradeContractId, token: 'pm_card', idempotencyKey: key });
    expect(first).toMatchObject({ nextStep: 'CONFIRM', needConfirm: true, redirectInfo: { clientSecret: 'pi_1_secret_x', merchantSerialNo: 'pi_1' } });
    const create = seen[0]!;
    expect(create.headers).toMatchObject({ Authorization: 'Bearer sk_test_fake', 'Idempotency-Key': key });
    const form = new URLSearchParams(create.body);
    expect(Object.fromEntries(form)).toMatchObject({ amount: '14890', currency: 'eur', payment_method: 'pm_card', confirm: 'true', 'metadata[contract_id]': String(submitted.tradeContractId) });
    expect(form.get('return_url')).toMatch(/^https:\/\/shop\.example\/buyer\/pay-result\?paymentOrderId=\d+/);
    expect(await client.ok(paymentCalls.payResult, { paymentRecordId: first.paymentRecordId })).toMatchObject({ recordStatus: 'PAY_SUCCESS' });
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('UN_DELIVERY');
  });

  it('a declined card fails the record with the provider\'s message', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    answers = [{ match: /payment_intents$/, body: { id: 'pi_2', status: 'requires_payment_method', client_secret: 's', last_payment_error: { message: 'Your card was declined.' } } }];
    const first = await client.ok(paymentCalls.firstPay, { payChannel: 'STRIPE_PAY_PC', contractId: submitted.tradeContractId, token: 'pm_x', idempotencyKey: newKey() });
    expect(first.recordStatus).toBe('PAY_FAILED');
    expect(await client.ok(paymentCalls.queryPaymentRecord, { paymentRecordId: first.paymentRecordId })).toMatchObject({ recordStatus: 'PAY_FAILED', failedReason: 'Your card was declined.' });
  });

  it('a provider error is 502 PROVIDER_ERROR and leaves no attempt in flight', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    answers = [{ match: /payment_intents$/, status: 402, body: { error: { message: 'nope' } } }];
    expect((await client.fail(paymentCalls.firstPay, { payChannel: 'STRIPE_PAY_PC', contractId: submitted.tradeContractId, token: 'pm_x', idempotencyKey: newKey() }, 502)).code).toBe('PROVIDER_ERROR');
    expect((await client.ok(paymentCalls.firstPay, { payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: newKey() })).nextStep).toBe('REDIRECT');
  });
});

describe('Klarna', () => {
  it('builds the session from the contract: physical lines, shipping_fee and sales_tax, x100, adding up', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair(2), lamp()]);
    answers = [
      { match: /^POST https:\/\/api\.playground\.klarna\.com\/payments\/v1\/sessions$/, body: { session_id: 'ks_1', client_token: 'ct_1', payment_method_categories: [{ identifier: 'pay_later', name: 'Pay later' }] } },
      { match: /authorizations\/auth_tok\/order$/, body: { order_id: 'ko_1', fraud_status: 'ACCEPTED' } },
    ];
    const session = await client.ok(paymentCalls.klarnaSession, { contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    expect(session).toMatchObject({ client_token: 'ct_1', purchase_country: 'DE', purchase_currency: 'EUR', order_amount: Math.round(submitted.needPayAmt.value * 100) });
    expect(session.order_lines.map((l) => l.type)).toEqual(['physical', 'physical', 'shipping_fee', 'sales_tax']);
    expect(session.order_lines.reduce((sum, l) => sum + l.total_amount, 0)).toBe(session.order_amount);
    expect(session.order_lines.at(-1)!.total_amount).toBe(session.order_tax_amount);
    expect(seen[0]!.headers.Authorization).toBe(`Basic ${Buffer.from('K_user:K_pass').toString('base64')}`);
    const paid = await client.ok(paymentCalls.firstPay, { payChannel: 'KLARNA', contractId: submitted.tradeContractId, paymentOrderId: session.paymentRecordId, token: 'auth_tok', idempotencyKey: newKey() });
    expect(paid).toMatchObject({ nextStep: 'SUCCESS', recordStatus: 'PAY_SUCCESS', paymentRecordId: session.paymentRecordId });
  });
});

describe('PayPal', () => {
  it('redirects to the approval link, then the capture settles', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    answers = [
      { match: /v1\/oauth2\/token$/, body: { access_token: 'A21', expires_in: 3600 } },
      { match: /^POST .*\/v2\/checkout\/orders$/, body: { id: 'PP-1', status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'payer-action', href: 'https://www.sandbox.paypal.com/checkoutnow?token=PP-1' }] } },
      { match: /^POST .*\/v2\/checkout\/orders\/PP-1\/capture$/, body: { id: 'PP-1', status: 'COMPLETED' } },
    ];
    const first = await client.ok(paymentCalls.firstPay, { payChannel: 'PAYPAL_PAY_PC', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    expect(first).toMatchObject({ nextStep: 'REDIRECT', redirectUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=PP-1', redirectInfo: { approveUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=PP-1', merchantSerialNo: 'PP-1' } });
    const order = JSON.parse(seen.find((s) => s.url.endsWith('/v2/checkout/orders'))!.body);
    expect(order.purchase_units[0].amount).toEqual({ currency_code: 'EUR', value: submitted.needPayAmt.value.toFixed(2) });
    // The spec's gatewaySerialNo (the approved PayPal order id) names the record; another record id with it is not found.
    expect((await client.fail(paymentCalls.paypalCapture, { gatewaySerialNo: 'PP-1', paymentRecordId: first.paymentRecordId + 1 }, 404)).code).toBe('NOT_FOUND');
    expect((await client.fail(paymentCalls.paypalCapture, { gatewaySerialNo: 'PP-unknown' }, 404)).code).toBe('NOT_FOUND');
    expect(await client.ok(paymentCalls.paypalCapture, { gatewaySerialNo: 'PP-1' })).toMatchObject({ recordStatus: 'PAY_SUCCESS' });
    expect(seen.filter((s) => s.url.endsWith('/capture'))).toHaveLength(1);
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('UN_DELIVERY');
  });
});

describe('Adyen', () => {
  it('opens a session (authority) and hands an on-page action back for multibanco', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()], address({ regionShortName: 'PT', country: 'Portugal' }));
    answers = [
      { match: /checkout-test\.adyen\.com\/v71\/sessions$/, body: { id: 'CS1', sessionData: 'Ab02' } },
      { match: /checkout-test\.adyen\.com\/v71\/payments$/, body: { resultCode: 'PresentToShopper', pspReference: 'PSP1', action: { type: 'voucher', paymentMethodType: 'multibanco' } } },
    ];
    const auth = await client.ok(paymentCalls.authority, { channel: 'ADYEN_PC', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    expect(auth.redirectInfo).toEqual({ sessionId: 'CS1', sessionData: 'Ab02', clientKey: 'test_CLIENTKEY', enviroment: 'test' });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ merchantAccount: 'FurnitureMall', amount: { currency: 'EUR', value: Math.round(submitted.needPayAmt.value * 100) }, countryCode: 'PT' });
    const first = await client.ok(paymentCalls.firstPay, {
      payChannel: 'ADYEN_PC', paymentMethod: 'multibanco', contractId: submitted.tradeContractId, paymentOrderId: auth.paymentRecordId,
      paymentExtraKey: JSON.stringify({ paymentMethod: { type: 'multibanco' } }), idempotencyKey: newKey(),
    });
    expect(first).toMatchObject({ nextStep: 'ACTION', recordStatus: 'PAY_PENDING', redirectInfo: { action: { type: 'voucher' }, resultCode: 'PresentToShopper', merchantSerialNo: 'PSP1' } });
  });
});

describe('a UK market', () => {
  let uk: TestServer;
  beforeAll(async () => {
    uk = await startTestServer({ marketCountry: 'UK' });
  });
  afterAll(() => uk.close());

  /** A contract of Clearpay's size, shipped in the UK, and the content its authority call carries. */
  async function clearpayContract() {
    const client = await guest(uk);
    const shipping = address({ regionShortName: 'UK', country: 'United Kingdom', postalCode: 'SW1A 1AA', city: 'London' });
    const { submitted } = await placeOrder(client, [chair(2)], shipping);
    const postal = { street: 'Torstraße', houseNumberOrName: '1', postalCode: 'SW1A 1AA', city: 'London', country: 'GB' };
    const content = {
      shopperName: { firstName: 'Gina', lastName: 'Gast' }, shopperEmail: 'gina@example.com', telephoneNumber: '+44 20 7946 0000',
      billingAddress: postal, deliveryAddress: postal, lineItems: [{ id: '1031', description: 'Lund chair', quantity: 2 }],
    };
    const authority = (patch: Record<string, unknown>) => ({ channel: 'ADYEN_PC' as const, paymentMethod: 'clearpay' as const, contractId: submitted.tradeContractId, idempotencyKey: newKey(), ...patch });
    return { client, submitted, content, authority };
  }
  const recordsOf = async (contractId: number) =>
    (await uk.db.query<{ n: number }>('select count(*)::int as n from payment_records where contract_id = $1', [contractId]))[0]!.n;

  it('Clearpay\'s authority needs its content: refused without, malformed, or about another basket, before any attempt opens', async () => {
    const { client, submitted, content, authority } = await clearpayContract();
    expect((await client.fail(paymentCalls.authority, authority({}), 400)).fields).toEqual([{ field: 'content', message: 'payment.contentRequired' }]);
    expect((await client.fail(paymentCalls.authority, authority({ content: '{not json' }), 400)).message).toBe('payment.contentInvalid');
    expect((await client.fail(paymentCalls.authority, authority({ content: JSON.stringify({ ...content, shopperEmail: 'nope' }) }), 400)).fields).toEqual([
      { field: 'content.shopperEmail', message: 'payment.contentInvalid' },
    ]);
    const otherBasket = { ...content, lineItems: [{ id: '1031', description: 'Lund chair', quantity: 1 }] };
    expect((await client.fail(paymentCalls.authority, authority({ content: JSON.stringify(otherBasket) }), 400)).message).toBe('payment.contentBasketMismatch');
    expect(await recordsOf(submitted.tradeContractId)).toBe(0);
  });

  it('Clearpay\'s content goes to Adyen\'s session and, kept with the attempt, to its payment; the basket is the contract\'s', async () => {
    const { client, submitted, content, authority } = await clearpayContract();
    answers = [
      { match: /v71\/sessions$/, body: { id: 'CS9', sessionData: 'S9' } },
      { match: /v71\/payments$/, body: { resultCode: 'RedirectShopper', pspReference: 'PSP9', action: { type: 'redirect', method: 'GET', url: 'https://clearpay.example/x' } } },
    ];
    const auth = await client.ok(paymentCalls.authority, authority({ content: JSON.stringify(content) }));
    const session = JSON.parse(seen[0]!.body);
    expect(session).toMatchObject({ shopperName: content.shopperName, shopperEmail: 'gina@example.com', telephoneNumber: '+44 20 7946 0000', deliveryAddress: { city: 'London', country: 'GB' } });
    expect(session.lineItems).toEqual([expect.objectContaining({ id: '1031', quantity: 2, amountIncludingTax: 12900 })]);
    await client.ok(paymentCalls.firstPay, {
      payChannel: 'ADYEN_PC', paymentMethod: 'clearpay', contractId: submitted.tradeContractId, paymentOrderId: auth.paymentRecordId,
      paymentExtraKey: JSON.stringify({ paymentMethod: { type: 'clearpay' } }), idempotencyKey: newKey(),
    });
    expect(JSON.parse(seen[1]!.body)).toMatchObject({ paymentMethod: { type: 'clearpay' }, shopperName: content.shopperName, billingAddress: { street: 'Torstraße' } });
  });

  it('a method without content needs none (multibanco, wallets)', async () => {
    const { client, authority } = await clearpayContract();
    answers = [{ match: /v71\/sessions$/, body: { id: 'CS8', sessionData: 'S8' } }];
    expect((await client.ok(paymentCalls.authority, authority({ paymentMethod: 'applepay' }))).redirectInfo).toMatchObject({ sessionId: 'CS8' });
  });
});

describe('Affirm', () => {
  it('hands the checkout object (cents) to the widget, then authorizes the checkout token (PRE_AUTH_SUCCESS)', async () => {
    // Affirm is offered in the UK market, and is not anonymous: a logged-in buyer pays with it.
    const uk = await startTestServer({ marketCountry: 'UK' });
    const anna = await loggedIn(uk, DEMO.buyer);
    const placed = await placeOrder(anna, [chair()], address({ regionShortName: 'UK', country: 'United Kingdom' }));
    const first = await anna.ok(paymentCalls.firstPay, { payChannel: 'AFFIRM_PC', contractId: placed.submitted.tradeContractId, idempotencyKey: newKey() });
    const total = Math.round(placed.submitted.needPayAmt.value * 100);
    expect(first).toMatchObject({ nextStep: 'ACTION', redirectInfo: { action: { total, currency: 'EUR', merchant: { public_api_key: 'aff_pub' } } } });
    answers = [{ match: /sandbox\.affirm\.com\/api\/v1\/transactions$/, body: { id: 'AFF-1', status: 'authorized', amount: total } }];
    expect(await anna.ok(paymentCalls.affirmAuthorize, { paymentRecordId: first.paymentRecordId, checkoutToken: 'chk_1' })).toMatchObject({ recordStatus: 'PRE_AUTH_SUCCESS' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ transaction_id: 'chk_1', order_id: `PR-${first.paymentRecordId}` });
    expect(await statusOf(uk, placed.submitted.tradeOrderIds[0]!)).toBe('UN_DELIVERY');
    await uk.close();
  });

  it('authorizes at the spec\'s path ([payload]) and at the earlier path, one handler', async () => {
    const uk = await startTestServer({ marketCountry: 'UK' });
    try {
      const anna = await loggedIn(uk, DEMO.buyer);
      const place = async () => (await placeOrder(anna, [chair()], address({ regionShortName: 'UK', country: 'United Kingdom' }))).submitted;
      const spec = await anna.ok(paymentCalls.firstPay, { payChannel: 'AFFIRM_PC', contractId: (await place()).tradeContractId, idempotencyKey: newKey() });
      // Both contracts are one chair: Affirm authorizes the same amount for each.
      answers = [{ match: /transactions$/, body: { id: 'AFF-2', status: 'authorized', amount: Math.round(spec.amount.value * 100) } }];
      const atSpecPath = await anna.raw('POST', '/api/trantor/flow/mall_finance_AffirmAuthorizeFlow', [{ paymentRecordId: spec.paymentRecordId, checkoutToken: 'chk_2' }]);
      expect(atSpecPath.body).toMatchObject({ success: true, data: { recordStatus: 'PRE_AUTH_SUCCESS' } });
      const legacy = await anna.ok(paymentCalls.firstPay, { payChannel: 'AFFIRM_PC', contractId: (await place()).tradeContractId, idempotencyKey: newKey() });
      const atOldPath = await anna.raw('POST', paymentCalls.AFFIRM_AUTHORIZE_LEGACY_PATH, { paymentRecordId: legacy.paymentRecordId, checkoutToken: 'chk_3' });
      expect(atOldPath.body).toMatchObject({ success: true, data: { recordStatus: 'PRE_AUTH_SUCCESS' } });
    } finally {
      await uk.close();
    }
  });
});

describe('one attempt in flight per contract, without locking the buyer out', () => {
  const klarnaSessionAnswer = { match: /klarna\.com\/payments\/v1\/sessions$/, body: { session_id: 'ks_9', client_token: 'ct_9', payment_method_categories: [] } };
  const recordRow = async (id: number) =>
    (await server.db.query<{ status: string; failed_reason: string | null }>('select status, failed_reason from payment_records where id = $1', [id]))[0]!;

  it('an unfinished Klarna session gives way to another method; its key then opens nothing', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    answers = [klarnaSessionAnswer];
    const klarnaKey = newKey();
    const session = await client.ok(paymentCalls.klarnaSession, { contractId: submitted.tradeContractId, idempotencyKey: klarnaKey });
    const mock = await client.ok(paymentCalls.firstPay, { payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    expect(mock.nextStep).toBe('REDIRECT');
    expect(await recordRow(session.paymentRecordId)).toEqual({ status: 'CLOSED', failed_reason: 'Replaced by a new payment attempt' });
    expect((await client.fail(paymentCalls.klarnaSession, { contractId: submitted.tradeContractId, idempotencyKey: klarnaKey }, 409)).message).toBe('payment.attemptEnded');
    // The MOCKPAY attempt reached its page: a fresh Klarna session now waits for it.
    expect((await client.fail(paymentCalls.klarnaSession, { contractId: submitted.tradeContractId, idempotencyKey: newKey() }, 409)).code).toBe('PAYMENT_IN_FLIGHT');
  });

  it('an unfinished Adyen session gives way too, and a Klarna retry with a fresh key replaces its own unfinished session', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    answers = [{ match: /v71\/sessions$/, body: { id: 'CS9', sessionData: 'Ab09' } }, klarnaSessionAnswer];
    const auth = await client.ok(paymentCalls.authority, { channel: 'ADYEN_PC', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    const first = await client.ok(paymentCalls.klarnaSession, { contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    expect((await recordRow(auth.paymentRecordId)).status).toBe('CLOSED');
    const second = await client.ok(paymentCalls.klarnaSession, { contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    expect((await recordRow(first.paymentRecordId)).status).toBe('CLOSED');
    expect((await recordRow(second.paymentRecordId)).status).toBe('PAY_PENDING');
  });

  it('an attempt that reached its provider blocks other channels for a while; older, it is cancelled and replaced', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const mockKey = newKey();
    const mock = await client.ok(paymentCalls.firstPay, { payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: mockKey });
    answers = [{ match: /payment_intents$/, body: { id: 'pi_9', status: 'succeeded', client_secret: 's' } }];
    const stripe = { payChannel: 'STRIPE_PAY_PC' as const, contractId: submitted.tradeContractId, token: 'pm_card' };
    expect((await client.fail(paymentCalls.firstPay, { ...stripe, idempotencyKey: newKey() }, 409)).code).toBe('PAYMENT_IN_FLIGHT');
    // Same channel, new key: still the one in flight (a double click pays once).
    expect((await client.fail(paymentCalls.firstPay, { payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: newKey() }, 409)).code).toBe('PAYMENT_IN_FLIGHT');

    await server.db.query(`update payment_records set created_at = now() - interval '11 minutes' where id = $1`, [mock.paymentRecordId]);
    const paid = await client.ok(paymentCalls.firstPay, { ...stripe, idempotencyKey: newKey() });
    expect(paid).toMatchObject({ nextStep: 'SUCCESS', recordStatus: 'PAY_SUCCESS' });
    expect((await recordRow(mock.paymentRecordId)).status).toBe('CLOSED');
    // The replaced attempt's own key still answers its first result; its page can no longer pay.
    expect(await client.ok(paymentCalls.firstPay, { payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: mockKey })).toMatchObject({
      replayed: true, paymentRecordId: mock.paymentRecordId, redirectUrl: mock.redirectUrl,
    });
    expect((await client.fail(paymentCalls.firstPay, { payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: newKey() }, 409)).code).toBe('ALREADY_PAID');
  });

  it('an old attempt its provider reports paid is not replaced: the contract is paid', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const mock = await client.ok(paymentCalls.firstPay, { payChannel: 'MOCKPAY', contractId: submitted.tradeContractId, idempotencyKey: newKey() });
    // "Pay, confirm later" pressed long ago: the provider's confirmation is due.
    await server.db.query(
      `update payment_records set created_at = now() - interval '20 minutes', provider_data = provider_data || jsonb_build_object('settleAt', 1) where id = $1`,
      [mock.paymentRecordId],
    );
    answers = [{ match: /payment_intents$/, body: { id: 'pi_10', status: 'succeeded', client_secret: 's' } }];
    expect((await client.fail(paymentCalls.firstPay, { payChannel: 'STRIPE_PAY_PC', contractId: submitted.tradeContractId, token: 'pm_card', idempotencyKey: newKey() }, 409)).code).toBe('ALREADY_PAID');
    expect(seen.filter((s) => s.url.includes('payment_intents'))).toEqual([]);
    expect((await recordRow(mock.paymentRecordId)).status).toBe('PAY_SUCCESS');
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('UN_DELIVERY');
  });
});
