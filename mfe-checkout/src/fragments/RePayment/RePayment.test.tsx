import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from '@mall/shared';
import { fakeApi, failure, renderScreen } from '../../testing/screen';
import { RePayment } from './RePayment';

const SECONDARY = '/sapi/mall-order/web/order/secondaryPay';
const CLOSE = '/sapi/mall-order/web/order/closePaymentRecordAfterConfirm';

const record = (paymentRecordStatus: string | null) => ({
  payUniqueKey: 'PUK-77',
  paymentRecordStatus,
  paymentRecordId: paymentRecordStatus ? 900 : null,
  contractId: 300,
  buyerId: 1,
  tradeOrderIds: [5001],
});

async function show(language: 'en' | 'zh-CN' = 'en') {
  const onClose = jest.fn();
  const view = await renderScreen(
    <>
      <RePayment tradeOrderIds={[5001]} operation="secondary_pay" onClose={onClose} />
      <Toaster />
    </>,
    { url: '/buyer/order/detail/5001', path: '/buyer/order/detail/:id', language },
  );
  return { ...view, onClose };
}

describe('re-payment', () => {
  beforeEach(() => toast.clear());
  afterEach(() => jest.restoreAllMocks());

  it.each([['PAY_SUCCESS'], ['PRE_AUTH_SUCCESS']])('asks secondaryPay for the order and opens the result page when the last payment is %s', async (status) => {
    const api = fakeApi({ [SECONDARY]: record(status) });
    const view = await show();
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/pay-result'));
    expect(api.bodiesOf(SECONDARY)).toEqual([{ id: 5001 }]);
    expect(Object.fromEntries(view.query())).toEqual({
      orderId: '5001', tradeId: '300', contractId: '300', buyerId: '1', status: 'success', paymentOrderId: '900',
    });
  });

  it.each([['PAY_PENDING'], ['PAY_FAILED']])('warns of a double payment when the last payment is %s; pay again closes the old record, then pre-pay', async (status) => {
    const api = fakeApi({ [SECONDARY]: record(status), [CLOSE]: { paymentRecordId: 900, recordStatus: 'CLOSED' } });
    const view = await show();
    expect(await screen.findByRole('dialog', { name: 'A payment may already be on its way' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/buyer/order/detail/5001');
    await userEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/pre-pay'));
    expect(api.bodiesOf(CLOSE)).toEqual([{ payUniqueKey: 'PUK-77', paymentRecordId: 900 }]);
    expect(Object.fromEntries(view.query())).toEqual({ tradeId: '300', buyerId: '1', contractId: '300' });
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('lets the buyer wait for the payment result instead: nothing is closed, the fragment closes', async () => {
    const api = fakeApi({ [SECONDARY]: record('PAY_PENDING') });
    const view = await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Got it, wait for the payment result' }));
    expect(view.onClose).toHaveBeenCalledTimes(1);
    expect(api.bodiesOf(CLOSE)).toEqual([]);
    expect(view.location().pathname).toBe('/buyer/order/detail/5001');
  });

  it('shows the zh-CN choices exactly as the spec words them', async () => {
    fakeApi({ [SECONDARY]: record('PAY_FAILED') });
    await show('zh-CN');
    expect(await screen.findByRole('button', { name: '再次支付' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '知道了,等待支付结果' })).toBeInTheDocument();
  });

  it('aborts silently when closing the old record fails: no pre-pay, no message', async () => {
    fakeApi({ [SECONDARY]: record('PAY_PENDING'), [CLOSE]: () => failure(409, 'RECORD_NOT_CLOSABLE') });
    const view = await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(view.location().pathname).toBe('/buyer/order/detail/5001');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([[null], ['CLOSED']])('goes straight to pre-pay when the record status is %s', async (status) => {
    const api = fakeApi({ [SECONDARY]: record(status) });
    const view = await show();
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/pre-pay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf(CLOSE)).toEqual([]);
  });

  it('says the operation failed and closes when secondaryPay fails', async () => {
    fakeApi({ [SECONDARY]: () => failure(500, 'INTERNAL') });
    const view = await show();
    expect(await screen.findByText('operation failed, please retry')).toBeInTheDocument();
    expect(view.onClose).toHaveBeenCalled();
  });
});
