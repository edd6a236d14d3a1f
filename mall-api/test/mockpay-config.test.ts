/**
 * MOCKPAY is a local test channel whose hosted page pays for free: offered by default (npm start,
 * tests), off with NODE_ENV=production unless MALL_MOCKPAY names it, and then loudly announced.
 */
import { cardCalls, paymentCalls } from '@mall/shared/contract';
import { DEFAULT_SNAPSHOT, readConfig, startWarnings } from '../src/config';
import { DEMO, loggedIn } from './helpers/accounts';
import { chair, guest, placeOrder, statusOf } from './helpers/checkoutFlow';
import { Client } from './helpers/client';
import { mockPayRequest } from './helpers/mockpay';
import { startApiProcess, stopApiProcess } from './helpers/process';
import { startTestServer, type TestServer } from './helpers/server';

const MARKETS = ['DE', 'NL', 'ES', 'SE', 'FR', 'IT', 'PL', 'UK', 'PT', 'IE', 'AT', 'BE', 'LU'];
const offered = async (client: Client, countryCode: string) =>
  (await client.ok(paymentCalls.payChannel, { countryCode })).payChannelGroups.flatMap((g) => g.payChannels.map((c) => c.channel));

describe('the setting', () => {
  it('is on by default and in tests, off with NODE_ENV=production, on again when MALL_MOCKPAY names it', () => {
    expect(readConfig({}).mockPay).toBe(true);
    expect(readConfig({ NODE_ENV: 'test' }).mockPay).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).mockPay).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', MALL_MOCKPAY: 'on' }).mockPay).toBe(true);
    expect(readConfig({ MALL_MOCKPAY: 'off' }).mockPay).toBe(false);
  });

  it('warns at start only when it is on in production', () => {
    expect(startWarnings({ mockPay: true }, {})).toEqual([]);
    expect(startWarnings({ mockPay: false }, { NODE_ENV: 'production' })).toEqual([]);
    expect(startWarnings({ mockPay: true }, { NODE_ENV: 'production' })).toEqual([expect.stringContaining('MOCKPAY is ON with NODE_ENV=production')]);
  });
});

describe('production (MOCKPAY off)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mockPay: false });
  });
  afterAll(() => server.close());

  it('lists MOCKPAY in no market', async () => {
    for (const countryCode of MARKETS) expect(await offered(server.client(), countryCode)).not.toContain('MOCKPAY');
  });

  it('refuses firstPay with MOCKPAY (503 PROVIDER_NOT_CONFIGURED), whatever paymentExtraKey says; the order stays unpaid and no attempt is left', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    const refused = await client.fail(paymentCalls.firstPay, { ...mockPayRequest(submitted.tradeContractId), paymentExtraKey: '{"mockOutcome":"success"}' }, 503);
    expect(refused).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED', message: 'payment.providerNotConfigured' });
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('PENDING_PAY');
    expect(await server.db.query('select id from payment_records where contract_id = $1', [submitted.tradeContractId])).toEqual([]);
  });

  it('serves no hosted page, not even for a MOCKPAY record made before it was switched off', async () => {
    const client = await guest(server);
    const { submitted } = await placeOrder(client, [chair()]);
    // A record left from when MOCKPAY was on (written directly: this server cannot make one).
    const [row] = await server.db.query<{ id: number; buyer_id: number }>(
      `insert into payment_records (contract_id, buyer_id, channel, provider, idempotency_key, status, amount_cents, currency, purpose, return_url, page_token)
       select id, buyer_id, 'MOCKPAY', 'MOCKPAY', 'left-over', 'PAY_PENDING', 100, 'EUR', 'FULL', '/buyer/pay-result', 'abc' from trade_contracts where id = $1
       returning id, buyer_id`,
      [submitted.tradeContractId],
    );
    const page = await fetch(`${client.baseUrl}/mockpay/${row!.id}`, { headers: { cookie: client.cookie! } });
    expect(page.status).toBe(404);
    const pressed = await fetch(`${client.baseUrl}/mockpay/${row!.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: client.cookie!, 'content-type': 'application/x-www-form-urlencoded', origin: client.baseUrl },
      body: 'token=abc&outcome=pay',
    });
    expect(pressed.status).toBe(404);
    expect(await statusOf(server, submitted.tradeOrderIds[0]!)).toBe('PENDING_PAY');
  });
});

describe('production (MOCKPAY off): saved cards', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mockPay: false });
  });
  afterAll(() => server.close());

  it('sets up no card with MOCKPAY when Stripe is not configured (503), and stores none', async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    const before = await server.db.query('select id from cards');
    const holder = {
      cardHolderName: 'Anna Becker', mobile: '+49 30 12345678', email: 'buyer@demo.mall', country: 'DE',
      address: { province: 'Berlin', city: 'Berlin', region: 'Pankow' }, street: 'Schönhauser Allee', houseNumber: '36', zipCode: '10435',
    };
    expect((await anna.fail(cardCalls.createCard, holder, 503)).message).toBe('payment.providerNotConfigured');
    expect(await server.db.query('select id from cards')).toEqual(before);
  });
});

describe('default (MOCKPAY on)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists MOCKPAY in every market', async () => {
    for (const countryCode of MARKETS) expect(await offered(server.client(), countryCode)).toContain('MOCKPAY');
  });
});

it('production with MALL_MOCKPAY=on: offers MOCKPAY and says so loudly at start', async () => {
  const running = await startApiProcess({
    ...process.env, PORT: '0', NODE_ENV: 'production', MALL_MOCKPAY: 'on', MALL_DB_SNAPSHOT: DEFAULT_SNAPSHOT, MALL_DB: '', DATABASE_URL: '', MALL_SCHEDULER: 'off',
  });
  try {
    expect(running.output()).toContain('WARNING: MOCKPAY is ON with NODE_ENV=production');
    expect(await offered(new Client(running.url, 'mall'), 'DE')).toContain('MOCKPAY');
  } finally {
    await stopApiProcess(running);
  }
}, 120_000);
