import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, useMarket, useSession, useToastStore } from '@mall/shared';
import { cartCalls } from '@mall/shared/contract';
import { testBuyer } from '@mall/shared/testing';
import { fakeApi, serverError } from '../testing/screen';
import { order, orderLine } from '../testing/orders';
import { ops, renderActions } from './testing';
import { ACTION_DEBOUNCE_MS } from './useDebounced';

const CART = cartCalls.batchCreateCartLines.path;

/** A matchMedia whose answer the test decides (jsdom has none). */
function viewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
  viewport(false);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  act(() => toast.clear());
});

describe('OrderActions', () => {
  it('draws one button per listed operation, in the table order, named for the order', async () => {
    fakeApi({});
    await renderActions(order(1, { operationList: ops('buyAgain', 'comment', 'confirm') }));
    const group = screen.getByRole('group', { name: 'Actions for order T2024000001' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm receipt', 'Review', 'Buy again']);
  });

  it('renders nothing when the server offers nothing', async () => {
    fakeApi({});
    await renderActions(order(1, { operationList: ops('inviteToJoinGroup') }), 'detail');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('buys again once for a double click (60 ms debounce): every line but gifts, then the cart with the count', async () => {
    const api = fakeApi({ [CART]: () => ({ added: 3, count: 5 }) });
    const o = order(9, {
      operationList: ops('buyAgain'),
      tradeOrderLineList: [
        orderLine(91, 'Oak table', { tradeQty: 2 }),
        orderLine(92, 'Oak chair'),
        orderLine(93, 'Gift cushion', { tradeOrderLineBusinessType: 'GIFT' }),
      ],
    });
    const view = await renderActions(o);
    const button = screen.getByRole('button', { name: 'Buy again' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(view.location().pathname).toBe('/cart'));
    expect(api.bodiesOf(CART)).toHaveLength(1);
    expect(api.bodiesOf(CART)[0]).toEqual([
      { cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 9100 }, seller: { id: 8 }, sku: { id: 910 }, shop: { id: 7 }, skuQty: 2, snapshotPrc: 199 },
      { cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 9200 }, seller: { id: 8 }, sku: { id: 920 }, shop: { id: 7 }, skuQty: 1, snapshotPrc: 199 },
    ]);
    // The host's one toaster outlives the route change; here the store shows what it would say.
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['added 3 items to cart']);
  });

  it('waits for the clicks to pause before acting', async () => {
    jest.useFakeTimers();
    const api = fakeApi({ [CART]: () => ({ added: 1, count: 1 }) });
    await renderActions(order(9, { operationList: ops('buyAgain') }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    act(() => jest.advanceTimersByTime(ACTION_DEBOUNCE_MS - 10));
    fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    act(() => jest.advanceTimersByTime(ACTION_DEBOUNCE_MS - 10));
    expect(api.bodiesOf(CART)).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(20);
    });
    jest.useRealTimers();
    await waitFor(() => expect(api.bodiesOf(CART)).toHaveLength(1));
    // One unit: the singular form.
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('added 1 item to cart'));
  });

  it('tells a failed buy again and stays on the page', async () => {
    fakeApi({ [CART]: () => serverError() });
    const view = await renderActions(order(9, { operationList: ops('buyAgain') }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('operation failed, please retry')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/buyer/orders');
  });

  it('toUse opens my coupons; comment opens the review page for the order lines', async () => {
    fakeApi({});
    const o = order(4, { operationList: ops('toUse', 'comment'), tradeOrderLineList: [orderLine(41, 'Lamp'), orderLine(42, 'Rug')] });
    const view = await renderActions(o);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use coupons' }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/my-coupons'));
    act(() => view.navigate('/buyer/orders'));
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/comment'));
    expect(view.query().get('orderId')).toBe('4');
    expect(view.query().get('orderLineIds')).toBe('[41,42]');
  });

  it('on mobile folds more than two actions into a more sheet', async () => {
    viewport(true);
    fakeApi({});
    await renderActions(order(1, { operationList: ops('confirm', 'buyerPostponeConfirmDeadline', 'checkExpressTrack', 'buyAgain') }), 'row');
    const group = screen.getByRole('group', { name: /Actions for order/ });
    expect(within(group).getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Buy again' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Track package' })).not.toBeInTheDocument();
    await userEvent.setup().click(await within(group).findByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'More actions' });
    expect(within(sheet).getAllByRole('button', { name: /Extend the delivery confirmation date|Track package/ })).toHaveLength(2);
  });

  it('the detail sheet placement folds too, two actions stay without a more button', async () => {
    fakeApi({});
    await renderActions(order(1, { operationList: ops('confirm', 'buyAgain') }), 'sheet');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm receipt', 'Buy again']);
  });

  it('on desktop every action is a button', async () => {
    fakeApi({});
    await renderActions(order(1, { operationList: ops('confirm', 'buyerPostponeConfirmDeadline', 'checkExpressTrack', 'buyAgain') }), 'row');
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
