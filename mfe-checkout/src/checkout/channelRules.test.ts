import {
  CHANNEL_RULES,
  type ChannelContext,
  type ChannelOption,
  offeredChannels,
  orderChannels,
} from './channelRules';

const ctx = (patch: Partial<ChannelContext> = {}): ChannelContext => ({
  isTourist: false,
  amount: 100,
  shippingCompany: null,
  shipToRegion: 'DE',
  isPointsOrder: false,
  applePaySupported: true,
  ...patch,
});
const option = (channel: string, method: string | null = null, patch: Partial<ChannelOption> = {}): ChannelOption => ({
  channel,
  method,
  anonymous: false,
  order: 1,
  ...patch,
});
const offered = (options: ChannelOption[], context: ChannelContext, country = 'NL') =>
  offeredChannels(options, context, country).map((o) => (o.method ? `${o.channel}:${o.method}` : o.channel));

describe('channel filtering rules (one test per rule)', () => {
  it('every rule in the table has a test below', () => {
    expect(CHANNEL_RULES.map((r) => r.id)).toEqual([
      'guestsOnlyAnonymous',
      'clearpayMaxAmount',
      'klarnaB2bNeedsCompany',
      'multibancoMaxAmount',
      'mainKlarnaNotForPoints',
      'mainKlarnaExcludedRegions',
      'applePayOnlyWhereSupported',
    ]);
  });

  it('guests see only channels flagged anonymous; buyers see all', () => {
    const list = [option('MOCKPAY', null, { anonymous: true }), option('STRIPE_PAY_PC')];
    expect(offered(list, ctx({ isTourist: true }))).toEqual(['MOCKPAY']);
    expect(offered(list, ctx({ isTourist: false }))).toEqual(['MOCKPAY', 'STRIPE_PAY_PC']);
  });

  it('Clearpay is hidden when the amount exceeds 1000 (1000 itself is allowed)', () => {
    const list = [option('ADYEN_PC', 'clearpay')];
    expect(offered(list, ctx({ amount: 1000 }))).toEqual(['ADYEN_PC:clearpay']);
    expect(offered(list, ctx({ amount: 1000.01 }))).toEqual([]);
  });

  it('klarna_b2b is hidden when the shipping address has no company', () => {
    const list = [option('KLARNA', 'klarna_b2b')];
    expect(offered(list, ctx({ shippingCompany: null }))).toEqual([]);
    expect(offered(list, ctx({ shippingCompany: '  ' }))).toEqual([]);
    expect(offered(list, ctx({ shippingCompany: 'Möbel GmbH' }))).toEqual(['KLARNA:klarna_b2b']);
  });

  it('Multibanco is hidden when the amount exceeds 2500', () => {
    const list = [option('ADYEN_PC', 'multibanco')];
    expect(offered(list, ctx({ amount: 2500 }))).toEqual(['ADYEN_PC:multibanco']);
    expect(offered(list, ctx({ amount: 2500.5 }))).toEqual([]);
  });

  it('the main Klarna channel is hidden for points orders, its variants are not', () => {
    const list = [option('KLARNA'), option('KLARNA', 'klarna_paynow')];
    expect(offered(list, ctx({ isPointsOrder: true }))).toEqual(['KLARNA:klarna_paynow']);
    expect(offered(list, ctx({ isPointsOrder: false }))).toEqual(['KLARNA', 'KLARNA:klarna_paynow']);
  });

  it.each(['IE', 'PT', 'LU', 'BE', 'AT'])('the main Klarna channel is hidden when shipping to %s', (region) => {
    expect(offered([option('KLARNA'), option('MOCKPAY')], ctx({ shipToRegion: region }))).toEqual(['MOCKPAY']);
  });

  it('the main Klarna channel stays when shipping elsewhere', () => {
    expect(offered([option('KLARNA')], ctx({ shipToRegion: 'NL' }))).toEqual(['KLARNA']);
  });

  it('Apple Pay is shown only where the device supports it', () => {
    const list = [option('ADYEN_PC', 'applepay')];
    expect(offered(list, ctx({ applePaySupported: false }))).toEqual([]);
    expect(offered(list, ctx({ applePaySupported: true }))).toEqual(['ADYEN_PC:applepay']);
  });
});

describe('channel order', () => {
  const list = [
    option('KLARNA', null, { order: 1 }),
    option('MOCKPAY', null, { order: 2 }),
    option('ADYEN_PC', null, { order: 3 }),
    option('PAYPAL_PAY_PC', null, { order: 4 }),
  ];
  const codes = (options: ChannelOption[]) => options.map((o) => o.channel);

  it('keeps the configured order but puts PayPal first in DE', () => {
    expect(codes(orderChannels(list, 'DE'))).toEqual(['PAYPAL_PAY_PC', 'KLARNA', 'MOCKPAY', 'ADYEN_PC']);
  });

  it('puts the card aggregator first elsewhere', () => {
    expect(codes(orderChannels(list, 'FR'))).toEqual(['ADYEN_PC', 'KLARNA', 'MOCKPAY', 'PAYPAL_PAY_PC']);
  });

  it('the channel flagged as card aggregator is the one moved first outside DE', () => {
    const flagged = [option('MOCKPAY', null, { order: 1 }), option('STRIPE_PAY_PC', null, { order: 2, isCardAggregator: true }), option('ADYEN_PC', null, { order: 3, isCardAggregator: false })];
    expect(codes(orderChannels(flagged, 'NL'))).toEqual(['STRIPE_PAY_PC', 'MOCKPAY', 'ADYEN_PC']);
    expect(codes(orderChannels(flagged, 'DE'))).toEqual(['MOCKPAY', 'STRIPE_PAY_PC', 'ADYEN_PC']);
  });

  it('sorts by the configured order whatever order the server listed them in', () => {
    expect(codes(orderChannels([...list].reverse(), 'FR'))).toEqual(['ADYEN_PC', 'KLARNA', 'MOCKPAY', 'PAYPAL_PAY_PC']);
  });
});
