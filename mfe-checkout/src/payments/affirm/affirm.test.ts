import { fakeApi } from '../../testing/screen';
import { forgetScripts } from '../script';
import type { PaymentContext } from '../types';
import { failScript, setGlobal } from '../testing/scripts';
import { browser } from '../browser';
import { adapter, AFFIRM_SCRIPT } from './adapter';

// The spec's path (order detail, Payment), the product code filled in, the body wrapped as [payload].
const AUTHORIZE = '/api/trantor/flow/mall_finance_AffirmAuthorizeFlow';
const ctx: PaymentContext = {
  channel: 'AFFIRM_PC', amount: { value: 1234.56, currency: 'USD' }, countryCode: 'US', locale: 'en-US', site: 'EU',
  order: { tradeId: 300, contractId: 300, buyerId: 1, orderIds: [5001], paymentRecordId: 55 }, returnUrl: 'http://localhost/buyer/pay-result',
};
const checkout = { public_api_key: 'AFFIRM_PUBLIC', total: 123456, currency: 'USD', items: [{ display_name: 'Sofa', unit_price: 123456, qty: 1 }] };

/** A stand-in for window.affirm. */
function fakeAffirm(result: { checkout_token: string } | { fail: string }) {
  const open = jest.fn((callbacks: { onSuccess(r: unknown): void; onFail(e: unknown): void }) =>
    'fail' in result ? callbacks.onFail({ reason: result.fail }) : callbacks.onSuccess(result),
  );
  const affirm = { checkout: Object.assign(jest.fn(), { open }), ui: { ready: (cb: () => void) => cb() } };
  setGlobal('affirm', affirm);
  return affirm;
}

describe('the Affirm adapter', () => {
  beforeEach(() => {
    forgetScripts();
    setGlobal('affirm', undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("opens Affirm's checkout with the server's checkout object (cents) and has mall-api authorise the token", async () => {
    const affirm = fakeAffirm({ checkout_token: 'ck_1' });
    const api = fakeApi({ [AUTHORIZE]: { paymentRecordId: 55, recordStatus: 'PAY_SUCCESS', failedReason: null } });
    await expect(adapter.handleAction({ action: checkout }, ctx)).resolves.toEqual({ status: 'success' });
    expect(affirm.checkout).toHaveBeenCalledWith({ total: 123456, currency: 'USD', items: checkout.items });
    expect((window as { _affirm_config?: unknown })._affirm_config).toEqual({ public_api_key: 'AFFIRM_PUBLIC', script: AFFIRM_SCRIPT.sandbox });
    expect(api.bodiesOf(AUTHORIZE)).toEqual([{ paymentRecordId: 55, checkoutToken: 'ck_1' }]);
  });

  it('fails with the reason when the authorisation is refused', async () => {
    fakeAffirm({ checkout_token: 'ck_1' });
    fakeApi({ [AUTHORIZE]: { paymentRecordId: 55, recordStatus: 'PAY_FAILED', failedReason: 'declined by Affirm' } });
    await expect(adapter.handleAction({ action: checkout }, ctx)).resolves.toEqual({ status: 'failed', reason: 'declined by Affirm', code: 'DECLINED' });
  });

  it("reloads the page when the buyer closes Affirm's modal (spec)", async () => {
    fakeAffirm({ fail: 'canceled' });
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
    const api = fakeApi({});
    await expect(adapter.handleAction({ action: checkout }, ctx)).resolves.toEqual({ status: 'cancelled' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(api.bodiesOf(AUTHORIZE)).toEqual([]);
  });

  it('fails with LOAD_ERROR when the Affirm script cannot load', async () => {
    const outcome = adapter.handleAction({ action: checkout }, ctx);
    await failScript(AFFIRM_SCRIPT.sandbox);
    await expect(outcome).resolves.toMatchObject({ status: 'failed', code: 'LOAD_ERROR' });
  });
});
