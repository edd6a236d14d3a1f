import { AdyenCheckout } from '@adyen/adyen-web';
import { fakeApi } from '../../testing/screen';
import { browser } from '../browser';
import type { PaymentContext } from '../types';
import { adapter } from './adapter';
import { forgetAdyenClient } from './adyenWeb';

jest.mock('@adyen/adyen-web', () => ({ AdyenCheckout: jest.fn() }));
const checkoutFactory = jest.mocked(AdyenCheckout);

const AUTHORITY = '/sapi/mall-pay/payment/authority';
const DETAILS = '/sapi/mall-pay/payment/adyenDetails';
const ctx = (patch: Partial<PaymentContext> = {}): PaymentContext => ({
  channel: 'ADYEN_PC', amount: { value: 899.5, currency: 'EUR' }, countryCode: 'PT', locale: 'pt-PT', site: 'EU',
  order: { tradeId: 300, contractId: 300, buyerId: 1, orderIds: [5001], paymentRecordId: 88 }, returnUrl: 'http://localhost/buyer/pay-result',
  container: document.createElement('div'), idempotencyKey: 'attempt-key-1', ...patch,
});

type Config = { onAdditionalDetails(state: { data: unknown }): void; onError(e: { name: string; message: string }): void; amount: unknown; clientKey: string };
/** A stand-in for adyen-web's checkout: records config and mounted actions. */
function fakeAdyen() {
  const mounted: Array<{ action: { type: string }; into: HTMLElement }> = [];
  let config!: Config;
  checkoutFactory.mockImplementation((async (c: Config) => {
    config = c;
    return { createFromAction: (action: { type: string }) => ({ mount: (into: HTMLElement) => void mounted.push({ action, into }) }) };
  }) as never);
  return { mounted, config: () => config };
}

const session = { paymentRecordId: 88, redirectInfo: { sessionData: 'sd', sessionId: 'CS1', clientKey: 'test_CLIENTKEY', enviroment: 'test' }, channelToken: null };

describe('the Adyen adapter', () => {
  beforeEach(() => {
    checkoutFactory.mockReset();
    forgetAdyenClient();
  });
  afterEach(() => jest.restoreAllMocks());

  it('follows a GET redirect action without loading adyen-web', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    await expect(adapter.handleAction({ action: { type: 'redirect', method: 'GET', url: 'https://test.adyen.com/hpp/1' } }, ctx())).resolves.toEqual({ status: 'redirected' });
    expect(assign).toHaveBeenCalledWith('https://test.adyen.com/hpp/1');
    expect(checkoutFactory).not.toHaveBeenCalled();
  });

  it('mounts a 3-D Secure challenge with the client key from authority (amount x100), then settles through adyenDetails', async () => {
    const adyen = fakeAdyen();
    const api = fakeApi({
      [AUTHORITY]: session,
      [DETAILS]: { paymentRecordId: 88, recordStatus: 'PAY_SUCCESS', resultCode: 'Authorised', action: null, failedReason: null },
    });
    const context = ctx();
    const outcome = adapter.handleAction({ action: JSON.stringify({ type: 'threeDS2', token: 'tok' }) }, context);
    await new Promise((r) => setTimeout(r, 0));
    expect(adyen.mounted).toEqual([{ action: { type: 'threeDS2', token: 'tok' }, into: context.container }]);
    expect(adyen.config()).toMatchObject({ clientKey: 'test_CLIENTKEY', amount: { value: 89950, currency: 'EUR' } });
    expect(api.bodiesOf(AUTHORITY)).toEqual([expect.objectContaining({ channel: 'ADYEN_PC', contractId: 300, amount: { currency: 'EUR', value: 89950 }, idempotencyKey: 'attempt-key-1' })]);
    adyen.config().onAdditionalDetails({ data: { details: { threeDSResult: 'abc' } } });
    await expect(outcome).resolves.toEqual({ status: 'success' });
    expect(api.bodiesOf(DETAILS)).toEqual([{ paymentRecordId: 88, details: { threeDSResult: 'abc' }, site: 'EU' }]);
  });

  it('fails with the reason adyenDetails gives', async () => {
    const adyen = fakeAdyen();
    fakeApi({ [AUTHORITY]: session, [DETAILS]: { paymentRecordId: 88, recordStatus: 'PAY_FAILED', resultCode: 'Refused', action: null, failedReason: 'Refused' } });
    const outcome = adapter.handleAction({ action: { type: 'threeDS2' } }, ctx());
    await new Promise((r) => setTimeout(r, 0));
    adyen.config().onAdditionalDetails({ data: { details: {} } });
    await expect(outcome).resolves.toEqual({ status: 'failed', reason: 'Refused', code: 'DECLINED' });
  });

  it.each([['multibanco', 'voucher'], ['mbway', 'await'], ['swish', 'qrCode']])('keeps the buyer on the page, pending, for %s (%s action)', async (method, type) => {
    const adyen = fakeAdyen();
    fakeApi({ [AUTHORITY]: session });
    const outcome = await adapter.handleAction({ action: { type } }, ctx({ method, keys: undefined }));
    expect(outcome).toEqual({ status: 'pending', stayOnPage: true });
    expect(adyen.mounted).toHaveLength(1);
  });

  it('uses a configured client key without asking authority', async () => {
    const adyen = fakeAdyen();
    const api = fakeApi({});
    await adapter.handleAction({ action: { type: 'voucher' } }, ctx({ keys: { clientKey: 'live_KEY', environment: 'live' } }));
    expect(adyen.config()).toMatchObject({ clientKey: 'live_KEY' });
    expect(api.calls).toEqual([]);
  });
});

describe('an Adyen action adyen-web cannot show', () => {
  beforeEach(() => {
    checkoutFactory.mockReset();
    forgetAdyenClient();
  });

  it('fails the attempt instead of leaving it hanging', async () => {
    checkoutFactory.mockResolvedValue({ createFromAction: () => { throw new Error('unknown action type'); } } as never);
    fakeApi({});
    await expect(adapter.handleAction({ action: { type: 'sdk' } }, ctx({ keys: { clientKey: 'test_KEY' } }))).resolves.toEqual({ status: 'failed', reason: 'unknown action type', code: 'PROVIDER_ERROR' });
  });
});
