import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, useMarket, useSession } from '@mall/shared';
import { orderActionCalls } from '@mall/shared/contract';
import { testBuyer } from '@mall/shared/testing';
import { failure, fakeApi, serverError } from '../../testing/screen';
import { order, orderLine } from '../../testing/orders';
import { ops, renderActions } from '../testing';

const CLOSE = orderActionCalls.closeOrderBeforePay.path;
const CANCEL_AFTER = orderActionCalls.cancelAfterPay.path;
const GROUP = orderActionCalls.queryAssociatedOrders.path;

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.clear());
});

const dialogWidth = (dialog: HTMLElement) => dialog.style.getPropertyValue('--mall-dialog-width');

describe('cancel before pay', () => {
  it('asks first (560 wide), closes the order, says so and refreshes the orders', async () => {
    const api = fakeApi({ [CLOSE]: { closedOrderIds: [3] } });
    const changed = jest.fn();
    const view = await renderActions(order(3, { displayStatus: 'PENDING_PAY', operationList: ops('pay', 'buyerCancelBeforePay') }), 'row', changed);
    const refresh = jest.spyOn(view.queryClient, 'invalidateQueries');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(dialogWidth(dialog)).toBe('560px');
    expect(within(dialog).getByText(/cancel order T2024000003/)).toBeInTheDocument();
    expect(api.bodiesOf(CLOSE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('order cancelled successfully')).toBeInTheDocument();
    expect(api.bodiesOf(CLOSE)).toEqual([{ id: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['orders'] });
    await waitFor(() => expect(changed).toHaveBeenCalled());
  });

  it('keeping the order sends nothing', async () => {
    const api = fakeApi({ [CLOSE]: { closedOrderIds: [3] } });
    await renderActions(order(3, { operationList: ops('buyerCancelBeforePay') }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(0);
  });

  it('a failed cancel says "operation failed, please retry" and lets the buyer retry', async () => {
    let attempt = 0;
    const api = fakeApi({ [CLOSE]: () => (++attempt === 1 ? failure(409, 'OPERATION_NOT_OFFERED') : { closedOrderIds: [3] }) });
    await renderActions(order(3, { operationList: ops('buyerCancelBeforePay') }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('operation failed, please retry')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('order cancelled successfully')).toBeInTheDocument();
    expect(api.bodiesOf(CLOSE)).toHaveLength(2);
  });

  it('a group order lists the orders cancelled together and asks about all of them', async () => {
    const unpaid = (id: number) => order(id, { displayStatus: 'PENDING_PAY', isInGroup: true, operationList: ops('pay', 'buyerCancelBeforePay') });
    const paid = order(13, { displayStatus: 'UN_DELIVERY', isInGroup: true, operationList: ops('buyerCancelAfterPay') });
    const api = fakeApi({ [GROUP]: [unpaid(11), unpaid(12), paid, unpaid(14)], [CLOSE]: { closedOrderIds: [11, 12, 14] } });
    await renderActions(unpaid(11));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the merged orders' });
    expect(dialogWidth(dialog)).toBe('560px');
    expect(await within(dialog).findByText('are you sure you want to cancel these 3 orders')).toBeInTheDocument();
    const carousel = within(dialog).getByRole('region', { name: 'Orders paid together' });
    expect(within(carousel).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Order T2024000011, 1 item',
      'Order T2024000012, 1 item',
      'Order T2024000014, 1 item',
    ]);
    expect(api.bodiesOf(GROUP)).toEqual([{ tradeContractId: 5011, site: 'EU' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('order cancelled successfully')).toBeInTheDocument();
    expect(api.bodiesOf(CLOSE)).toEqual([{ id: 11 }]);
  });

  it('shows the merged orders five at a time', async () => {
    const members = Array.from({ length: 7 }, (_, i) => order(20 + i, { isInGroup: true, operationList: ops('buyerCancelBeforePay') }));
    fakeApi({ [GROUP]: members });
    await renderActions(members[0]!);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const carousel = await screen.findByRole('region', { name: 'Orders paid together' });
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(carousel).getByRole('button', { name: 'Previous orders' })).toBeDisabled();
    await user.click(within(carousel).getByRole('button', { name: 'Next orders' }));
    expect(within(carousel).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Order T2024000025, 1 item', 'Order T2024000026, 1 item']);
    expect(within(carousel).getByRole('button', { name: 'Next orders' })).toBeDisabled();
  });

  it('cannot confirm a group cancel while the group failed to load, and says why', async () => {
    const api = fakeApi({ [GROUP]: () => serverError() });
    await renderActions(order(11, { isInGroup: true, operationList: ops('buyerCancelBeforePay') }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    expect(api.bodiesOf(CLOSE)).toHaveLength(0);
  });
});

describe('cancel after pay', () => {
  it('cancels every line at its full quantity and says business processing, please wait', async () => {
    const api = fakeApi({ [CANCEL_AFTER]: { id: 90, reverseTradeOrderCode: 'R90', reverseTradeOrderType: 'SALE_CANCEL_AFTER_PAID', reverseTradeOrderStatus: 'REFUND_PENDING' } });
    const o = order(5, {
      operationList: ops('buyerCancelAfterPay'),
      tradeOrderLineList: [orderLine(51, 'Sofa', { tradeQty: 2, canCancelQty: 2 }), orderLine(52, 'Pouf', { tradeQty: 3, canCancelQty: 3 })],
    });
    await renderActions(o);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(dialogWidth(dialog)).toBe('560px');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('business processing, please wait')).toBeInTheDocument();
    expect(api.bodiesOf(CANCEL_AFTER)).toEqual([
      {
        tradeOrder: { id: 5 },
        reverseTradeOrderLineList: [
          { tradeOrderLine: { id: 51 }, reverseQty: 2 },
          { tradeOrderLine: { id: 52 }, reverseQty: 3 },
        ],
      },
    ]);
  });

  it('asks for what is still cancellable: canCancelQty, not tradeQty, leaving out a line already in after-sales', async () => {
    const api = fakeApi({ [CANCEL_AFTER]: { id: 91, reverseTradeOrderCode: 'R91', reverseTradeOrderType: 'SALE_CANCEL_AFTER_PAID', reverseTradeOrderStatus: 'REFUND_PENDING' } });
    const o = order(6, {
      operationList: ops('buyerCancelAfterPay'),
      tradeOrderLineList: [
        orderLine(61, 'Chair', { tradeQty: 3, canCancelQty: 2 }),
        orderLine(62, 'Lamp', { tradeQty: 1, canCancelQty: 0, reverseStatus: 'PROCESSING' }),
      ],
    });
    await renderActions(o);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel order' })).getByRole('button', { name: 'Cancel order' }));
    await screen.findByText('business processing, please wait');
    expect(api.bodiesOf(CANCEL_AFTER)).toEqual([{ tradeOrder: { id: 6 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 61 }, reverseQty: 2 }] }]);
  });

  it('a failure says operation failed, please retry', async () => {
    fakeApi({ [CANCEL_AFTER]: () => serverError() });
    await renderActions(order(5, { operationList: ops('buyerCancelAfterPay') }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('operation failed, please retry')).toBeInTheDocument();
  });
});
