import { browser } from './browser';
import { fakeApi } from '../testing/screen';
import { completeProviderReturn, isApplePayAvailable, loadPaymentAdapter, providerOfChannel, returningProvider } from './index';

describe('loading payment adapters', () => {
  it.each([
    ['STRIPE_PAY_PC', 'stripe'], ['STRIPE_PAY_QUICK', 'stripe'], ['ADYEN_PC', 'adyen'], ['ADYEN_LINK', 'adyen'], ['KLARNA', 'klarna'],
    ['PAYPAL_PAY_PC', 'paypal'], ['AFFIRM_PC', 'affirm'], ['MOCKPAY', 'mockpay'],
  ])('serves %s with the %s adapter', async (channel, provider) => {
    expect(providerOfChannel(channel)).toBe(provider);
    await expect(loadPaymentAdapter(providerOfChannel(channel)!)).resolves.toMatchObject({ provider });
  });

  it('knows no adapter for an unknown channel, nor for Braintree (never integrated, never offered)', () => {
    expect(providerOfChannel('CASH_ON_DELIVERY')).toBeUndefined();
    expect(providerOfChannel('BRAINTREE')).toBeUndefined();
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

describe('finishing a provider return on the result page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("captures PayPal's approved order through the PayPal adapter", async () => {
    const api = fakeApi({ '/sapi/mall-pay/payment/paypalCapture': { paymentRecordId: 66, recordStatus: 'PAY_SUCCESS', failedReason: null } });
    expect(returningProvider({ token: 'PP1', PayerID: 'P9' })).toBe('paypal');
    await expect(completeProviderReturn({ paymentOrderId: '66', token: 'PP1', PayerID: 'P9' })).resolves.toEqual({ status: 'success' });
    expect(api.bodiesOf('/sapi/mall-pay/payment/paypalCapture')).toEqual([{ paymentRecordId: 66, gatewaySerialNo: 'PP1' }]);
  });

  it('leaves every other return to polling (MOCKPAY, Adyen redirectResult)', async () => {
    const api = fakeApi({});
    await expect(completeProviderReturn({ paymentOrderId: '900', status: 'success', merchantSerialNo: 'MOCK-900' })).resolves.toBeNull();
    await expect(completeProviderReturn({ paymentOrderId: '901', redirectResult: 'abc' })).resolves.toBeNull();
    expect(api.calls).toEqual([]);
  });
});
