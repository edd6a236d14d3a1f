import { browser } from './browser';
import { isApplePayAvailable, loadPaymentAdapter, providerOfChannel } from './index';

describe('loading payment adapters', () => {
  it.each([
    ['STRIPE_PAY_PC', 'stripe'], ['STRIPE_PAY_QUICK', 'stripe'], ['ADYEN_PC', 'adyen'], ['ADYEN_LINK', 'adyen'], ['KLARNA', 'klarna'],
    ['PAYPAL_PAY_PC', 'paypal'], ['BRAINTREE', 'paypal'], ['AFFIRM_PC', 'affirm'], ['MOCKPAY', 'mockpay'],
  ])('serves %s with the %s adapter', async (channel, provider) => {
    expect(providerOfChannel(channel)).toBe(provider);
    await expect(loadPaymentAdapter(providerOfChannel(channel)!)).resolves.toMatchObject({ provider });
  });

  it('knows no adapter for an unknown channel', () => {
    expect(providerOfChannel('CASH_ON_DELIVERY')).toBeUndefined();
  });

  it('offers Apple Pay only where the browser can pay with it', () => {
    expect(isApplePayAvailable()).toBe(false);
    (globalThis as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => true };
    expect(isApplePayAvailable()).toBe(true);
    delete (globalThis as { ApplePaySession?: unknown }).ApplePaySession;
  });
});

describe('MOCKPAY', () => {
  it("replaces the page with mall-api's hosted test page", async () => {
    const replace = jest.spyOn(browser, 'replace').mockImplementation(() => {});
    const adapter = await loadPaymentAdapter('mockpay');
    const outcome = await adapter.handleAction({ redirectUrl: '/mockpay/900?return=%2Fbuyer%2Fpay-result' }, {} as never);
    expect(outcome).toEqual({ status: 'redirected' });
    expect(replace).toHaveBeenCalledWith('/mockpay/900?return=%2Fbuyer%2Fpay-result');
    jest.restoreAllMocks();
  });
});
