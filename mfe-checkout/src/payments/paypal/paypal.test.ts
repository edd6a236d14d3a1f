import { fakeApi, serverError } from '../../testing/screen';
import { returningProvider } from '../index';
import { forgetScripts } from '../script';
import type { PaymentContext } from '../types';
import { failScript, setGlobal } from '../testing/scripts';
import { browser } from '../browser';
import { adapter, PAYPAL_SDK } from './adapter';

const CAPTURE = '/sapi/mall-pay/payment/paypalCapture';
const DETAILS = '/sapi/mall-pay/payment/paypalDetails';
const RECORD = '/sapi/mall-pay/payment/queryPaymentRecord';
const CLOSE = '/sapi/mall-order/web/order/closePaymentRecordAfterConfirm';
const base: PaymentContext = {
  channel: 'PAYPAL_PAY_PC', amount: { value: 899, currency: 'EUR' }, countryCode: 'DE', locale: 'de-DE', site: 'EU',
  order: { tradeId: 300, contractId: 300, buyerId: 1, orderIds: [5001], paymentRecordId: 66 }, returnUrl: 'http://localhost/buyer/pay-result',
};

type Options = Parameters<import('./adapter').PaypalGlobal['Buttons']>[0];
/** A stand-in for window.paypal: the test plays the buyer's choice in PayPal's window. */
function fakePaypal(play: (options: Options) => void) {
  const Buttons = jest.fn((options: Options) => ({ isEligible: () => true, close: async () => {}, render: jest.fn(async () => void setTimeout(() => play(options))) }));
  setGlobal('paypal', { Buttons });
  return Buttons;
}

describe('the PayPal adapter', () => {
  beforeEach(() => {
    forgetScripts();
    setGlobal('paypal', undefined);
    jest.spyOn(browser, 'assign').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("without a client id sends the buyer to PayPal's approval page", async () => {
    await expect(adapter.handleAction({ approveUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=PP1' }, base)).resolves.toEqual({ status: 'redirected' });
    expect(browser.assign).toHaveBeenCalledWith('https://www.sandbox.paypal.com/checkoutnow?token=PP1');
  });

  it("with a client id renders PayPal's buttons for the order firstPay created, then captures on approval", async () => {
    const Buttons = fakePaypal(async (options) => {
      expect(await options.createOrder()).toBe('PP1');
      await options.onApprove({ orderID: 'PP1' });
    });
    const api = fakeApi({ [CAPTURE]: { paymentRecordId: 66, recordStatus: 'PAY_SUCCESS', failedReason: null } });
    const container = document.createElement('div');
    const outcome = await adapter.handleAction({ merchantSerialNo: 'PP1' }, { ...base, keys: { clientId: 'client-1' }, container });
    expect(outcome).toEqual({ status: 'success' });
    expect(Buttons.mock.results[0]!.value.render).toHaveBeenCalledWith(container);
    expect(api.bodiesOf(CAPTURE)).toEqual([{ paymentRecordId: 66, gatewaySerialNo: 'PP1' }]);
    const script = [...document.head.querySelectorAll('script')].find((s) => s.src.startsWith(PAYPAL_SDK));
    expect(script).toBeUndefined(); // the global was there already: no second SDK
  });

  it('asks paypalDetails for the order id when firstPay did not name it', async () => {
    fakePaypal(async (options) => {
      expect(await options.createOrder()).toBe('PP2');
      options.onCancel();
    });
    const api = fakeApi({ [DETAILS]: { paymentRecordId: 66, paypalOrderId: 'PP2', status: 'CREATED', approveUrl: null } });
    const outcome = await adapter.handleAction({}, { ...base, keys: { clientId: 'client-1' }, container: document.createElement('div') });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(api.bodiesOf(DETAILS)).toEqual([{ paymentRecordId: 66 }]);
  });

  it('fails with LOAD_ERROR when the PayPal SDK cannot load', async () => {
    const outcome = adapter.handleAction({ merchantSerialNo: 'PP1' }, { ...base, keys: { clientId: 'client-1' }, container: document.createElement('div') });
    await failScript(PAYPAL_SDK);
    await expect(outcome).resolves.toMatchObject({ status: 'failed', code: 'LOAD_ERROR' });
  });
});

describe("PayPal's return to the result page", () => {
  afterEach(() => jest.restoreAllMocks());
  const approved = { paymentOrderId: '66', contractId: '300', tradeId: '300', token: 'PP1', PayerID: 'PAYER9' };

  it('captures the approved order for the record the return names, and the capture decides', async () => {
    const api = fakeApi({ [CAPTURE]: { paymentRecordId: 66, recordStatus: 'PAY_SUCCESS', failedReason: null } });
    await expect(adapter.completeReturn!(approved)).resolves.toEqual({ status: 'success' });
    expect(api.bodiesOf(CAPTURE)).toEqual([{ paymentRecordId: 66, gatewaySerialNo: 'PP1' }]);
  });

  it('a capture PayPal declines fails with its reason; a capture that errors is a failed outcome, not a throw', async () => {
    fakeApi({ [CAPTURE]: { paymentRecordId: 66, recordStatus: 'PAY_FAILED', failedReason: 'INSTRUMENT_DECLINED' } });
    await expect(adapter.completeReturn!(approved)).resolves.toEqual({ status: 'failed', reason: 'INSTRUMENT_DECLINED', code: 'DECLINED' });
    jest.restoreAllMocks();
    fakeApi({});
    await expect(adapter.completeReturn!(approved)).resolves.toMatchObject({ status: 'failed' });
  });

  it('captures nothing for a return without its record', async () => {
    const api = fakeApi({});
    await expect(adapter.completeReturn!({ token: 'PP1', PayerID: 'PAYER9' })).resolves.toBeNull();
    await expect(adapter.completeReturn!({ token: 'PP1', status: 'failed' })).resolves.toBeNull();
    expect(api.calls).toEqual([]);
  });

  const cancelled = { paymentOrderId: '66', contractId: '300', tradeId: '300', token: 'PP1', status: 'failed' };
  const paypalRecord = (recordStatus: string, failedReason: string | null = null) => ({
    paymentRecordId: 66, recordStatus, failedReason, channel: 'PAYPAL_PAY_PC', paymentMethod: null, amount: { value: 899, currency: 'EUR' },
    contractId: 300, tradeOrderIds: [5001], buyerId: 1, payUniqueKey: 'PU-300', merchantSerialNo: 'PP1', isPoint: false,
    createdAt: '2026-11-22T10:00:00.000Z', paidAt: null, pendingConfirmation: { within: 24, unit: 'hours' }, payDeadline: null,
  });

  it('a cancelled approval (the cancel URL: status=failed, no PayerID) closes the pending attempt and captures nothing', async () => {
    const api = fakeApi({ [RECORD]: paypalRecord('PAY_PENDING'), [CLOSE]: { paymentRecordId: 66, recordStatus: 'CLOSED' } });
    await expect(adapter.completeReturn!(cancelled)).resolves.toEqual({ status: 'cancelled' });
    expect(api.bodiesOf(CLOSE)).toEqual([{ payUniqueKey: 'PU-300', paymentRecordId: 66 }]);
    expect(api.bodiesOf(CAPTURE)).toEqual([]);
  });

  it('closes nothing twice, and a record that is settled otherwise says what it is', async () => {
    let api = fakeApi({ [RECORD]: paypalRecord('CLOSED') });
    await expect(adapter.completeReturn!(cancelled)).resolves.toEqual({ status: 'cancelled' });
    expect(api.bodiesOf(CLOSE)).toEqual([]);
    jest.restoreAllMocks();
    api = fakeApi({ [RECORD]: paypalRecord('PAY_SUCCESS') });
    await expect(adapter.completeReturn!(cancelled)).resolves.toEqual({ status: 'success' });
    expect(api.bodiesOf(CLOSE)).toEqual([]);
  });

  it('still reports the cancellation when the close call fails (the buyer approved nothing)', async () => {
    fakeApi({ [RECORD]: paypalRecord('PAY_PENDING'), [CLOSE]: () => serverError() });
    await expect(adapter.completeReturn!(cancelled)).resolves.toEqual({ status: 'cancelled' });
  });

  it('is a PayPal return for the result page only with a token and either the payer or the cancel mark', () => {
    expect(returningProvider({ token: 'PP1', PayerID: 'P9' })).toBe('paypal');
    expect(returningProvider({ token: 'PP1', status: 'failed' })).toBe('paypal');
    expect(returningProvider({ token: 'PP1', status: 'pending' })).toBeUndefined();
    expect(returningProvider({ status: 'failed', paymentOrderId: '66' })).toBeUndefined();
  });
});
