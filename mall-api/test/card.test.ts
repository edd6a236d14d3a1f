import { cardCalls, ErrorCode, regionCalls, type NewCard } from '@mall/shared/contract';
import { readConfig } from '../src/config';
import { DEMO, loggedIn } from './helpers/accounts';
import { guest } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let anna: Client;
let ben: Client;
beforeAll(async () => {
  server = await startTestServer();
  anna = await loggedIn(server, DEMO.buyer);
  ben = await loggedIn(server, DEMO.buyer2);
});
afterAll(() => server.close());

const card = (overrides: Partial<NewCard> = {}): NewCard => ({
  cardHolderName: 'Anna Becker',
  mobile: '+49 30 12345678',
  email: 'buyer@demo.mall',
  country: 'DE',
  address: { province: 'Berlin', city: 'Berlin', region: 'Pankow' },
  street: 'Schönhauser Allee',
  houseNumber: '36',
  zipCode: '10435',
  ...overrides,
});

describe('saved cards', () => {
  it('lists the buyer\'s bound cards, default first', async () => {
    const cards = await anna.ok(cardCalls.queryCardByCustomer, { isBind: 1 });
    expect(cards.map((c) => [c.tailNumber, c.isDefault, c.bankNetBO.bankNetName, c.payCenterToken])).toEqual([
      ['4242', true, 'Visa', 'pm_card_visa'],
      ['4444', false, 'Mastercard', 'pm_card_mastercard'],
    ]);
    expect(await ben.ok(cardCalls.queryCardByCustomer, {})).toEqual([]);
  });

  it('is for logged-in buyers only', async () => {
    const tourist = await guest(server);
    expect((await tourist.fail(cardCalls.queryCardByCustomer, {}, 401)).code).toBe(ErrorCode.unauthenticated);
    await tourist.fail(cardCalls.createCard, card(), 401);
  });
});

describe('adding a card (MOCKPAY setup without Stripe keys)', () => {
  it('creates the card with a setup secret, binds it on a later poll and lists it', async () => {
    const created = await ben.ok(cardCalls.createCard, card({ cardHolderName: 'Ben Martín', email: 'buyer2@demo.mall' }));
    const extra = JSON.parse(created.extra) as { clientSecret: string; provider: string; publishableKey: string | null };
    expect(extra).toMatchObject({ provider: 'MOCKPAY', publishableKey: null });
    expect(extra.clientSecret).toMatch(new RegExp(`^mock_seti_${created.id}_secret_`));
    expect(await ben.ok(cardCalls.queryOneCard, { id: created.id })).toMatchObject({ status: 'SETUP_PENDING', payCenterToken: null });
    expect(await ben.ok(cardCalls.queryOneCard, { id: created.id })).toMatchObject({ status: 'BOUND', payCenterToken: `mock_pm_${created.id}`, tailNumber: '4242' });
    const cards = await ben.ok(cardCalls.queryCardByCustomer, {});
    // The first card of a buyer becomes the default.
    expect(cards).toEqual([expect.objectContaining({ id: created.id, isDefault: true, cardHolderName: 'Ben Martín' })]);
  });

  it('a setup that never completes stays pending (the storefront times out after 5 polls)', async () => {
    const created = await anna.ok(cardCalls.createCard, card({ cardHolderName: 'TIMEOUT' }));
    for (let i = 0; i < 5; i++) expect((await anna.ok(cardCalls.queryOneCard, { id: created.id })).payCenterToken).toBeNull();
    expect((await anna.ok(cardCalls.queryCardByCustomer, {})).some((c) => c.id === created.id)).toBe(false);
  });

  it.each([
    ['cardHolderName', { cardHolderName: ' ' }, 'card.required'],
    ['street', { street: '' }, 'card.required'],
    ['houseNumber', { houseNumber: '' }, 'card.required'],
    ['zipCode', { zipCode: '' }, 'card.required'],
    ['email', { email: 'not-an-email' }, 'card.emailInvalid'],
    ['mobile', { mobile: 'call me' }, 'card.mobileInvalid'],
    ['address.region', { address: { province: 'Berlin', city: 'Berlin', region: '' } }, 'card.required'],
  ] as const)('refuses a card without a valid %s', async (field, overrides, message) => {
    const error = await anna.fail(cardCalls.createCard, card(overrides as Partial<NewCard>), 400);
    expect(error.fields).toEqual([{ field, message }]);
  });

  it('another buyer\'s card is NOT_FOUND', async () => {
    await ben.fail(cardCalls.queryOneCard, { id: 1 }, 404);
  });
});

describe('the card provider key in the site config', () => {
  it('is empty while cards are set up with MOCKPAY (no Stripe keys), so the add-card modal asks no provider', async () => {
    expect((await server.client().ok(regionCalls.siteConfig, {})).cardProviderPublishableKey).toBe('');
    expect(readConfig({ MALL_CARD_PROVIDER_KEY: 'pk_test_someone' }).cardProviderPublishableKey).toBe('');
  });

  it('is the Stripe publishable key once Stripe is configured', () => {
    expect(readConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }).cardProviderPublishableKey).toBe('pk_test_x');
    expect(readConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', MALL_CARD_PROVIDER_KEY: 'pk_test_site' }).cardProviderPublishableKey).toBe('pk_test_site');
  });
});
