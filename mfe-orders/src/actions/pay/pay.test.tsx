import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideFragmentLoader, toast, useMarket, useSession, type RePaymentProps } from '@mall/shared';
import { orderActionCalls, orderCalls } from '@mall/shared/contract';
import { testBuyer } from '@mall/shared/testing';
import { fakeApi } from '../../testing/screen';
import { order } from '../../testing/orders';
import { detailOf, ops, renderActions } from '../testing';

const GROUP = orderActionCalls.queryAssociatedOrders.path;
const DETAIL = orderCalls.orderDetail.path;

/** checkout's RePayment, faked: shows what it was asked to pay and can be closed. */
const rePayments: RePaymentProps[] = [];
function FakeRePayment(props: RePaymentProps) {
  rePayments.push(props);
  return (
    <div role="dialog" aria-label="Re-payment">
      {props.operation} {props.tradeOrderIds.join(',')}
      <button type="button" onClick={props.onClose}>
        close re-payment
      </button>
    </div>
  );
}

beforeEach(() => {
  rePayments.length = 0;
  provideFragmentLoader(async (bundle, expose) => (bundle === 'checkout' && expose === './RePayment' ? { default: FakeRePayment } : undefined));
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => {
  provideFragmentLoader(undefined);
  jest.restoreAllMocks();
  act(() => toast.clear());
});

describe('pay', () => {
  it('an order on its own goes straight to checkout\'s re-payment, and the list refreshes when it closes', async () => {
    fakeApi({});
    const changed = jest.fn();
    await renderActions(order(3, { displayStatus: 'PENDING_PAY', operationList: ops('pay') }), 'row', changed);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const payment = await screen.findByRole('dialog', { name: 'Re-payment' });
    expect(payment).toHaveTextContent('pay 3');
    await user.click(within(payment).getByRole('button', { name: 'close re-payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Re-payment' })).not.toBeInTheDocument());
    await waitFor(() => expect(changed).toHaveBeenCalled());
  });

  it('secondary_pay passes its operation on', async () => {
    fakeApi({});
    await renderActions(order(3, { operationList: ops('secondary_pay') }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('dialog', { name: 'Re-payment' })).toHaveTextContent('secondary_pay 3');
  });

  it('a group order first shows the merged orders (560 wide) with their total, then pays them together', async () => {
    const member = (id: number, value: number) =>
      order(id, { displayStatus: 'PENDING_PAY', isInGroup: true, operationList: ops('pay', 'buyerCancelBeforePay'), needPayAmt: { value, currency: 'EUR' } });
    const closed = order(33, { displayStatus: 'CANCELED', isInGroup: true, operationList: [] });
    const api = fakeApi({ [GROUP]: [member(31, 100.5), member(32, 49.25), closed] });
    await renderActions(member(31, 100.5));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the merged orders' });
    expect(dialog.style.getPropertyValue('--mall-dialog-width')).toBe('560px');
    expect(await within(dialog).findByText(/these 2 orders are paid together/)).toBeInTheDocument();
    expect(within(dialog).getByText('€149.75')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Orders paid together' })).getAllByRole('listitem')).toHaveLength(2);
    expect(rePayments).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pay together' }));
    expect(await screen.findByRole('dialog', { name: 'Re-payment' })).toHaveTextContent('pay 31,32');
    expect(screen.queryByRole('dialog', { name: 'Pay the merged orders' })).not.toBeInTheDocument();
    expect(api.bodiesOf(GROUP)).toEqual([{ tradeContractId: 5031, site: 'EU' }]);
  });
});

describe('payBalance', () => {
  const detail = (notFirstTime: boolean) => {
    const base = detailOf(order(8));
    return { ...base, tradeContract: { ...base.tradeContract, notFirstTime } };
  };

  it('the first balance payment opens checkout for the trade contract', async () => {
    fakeApi({ [DETAIL]: detail(false) });
    const view = await renderActions(order(8, { displayStatus: 'PENDING_BALANCE', operationList: ops('payBalance') }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay balance' }));
    await waitFor(() => expect(view.location().pathname).toBe('/checkout'));
    expect(view.query().get('tradeContractId')).toBe('5008');
  });

  it('a later balance payment is paid directly', async () => {
    fakeApi({ [DETAIL]: detail(true) });
    const view = await renderActions(order(8, { displayStatus: 'PENDING_BALANCE', operationList: ops('payBalance') }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay balance' }));
    expect(await screen.findByRole('dialog', { name: 'Re-payment' })).toHaveTextContent('pay 8');
    expect(view.location().pathname).toBe('/buyer/orders');
  });
});
