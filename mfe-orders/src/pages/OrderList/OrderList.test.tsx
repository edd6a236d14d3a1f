import { testBuyer } from '@mall/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, useMarket, useSession } from '@mall/shared';
import { orderCalls, type User } from '@mall/shared/contract';
import type { Order } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { order, orderLine, statusCounts } from '../../testing/orders';
import { OrderList } from './OrderList';

const LIST = orderCalls.pageOrders.path;
const COUNTS = orderCalls.orderStatusCounts.path;

const buyer = testBuyer();

const page = (data: Order[], total = data.length) => ({ data, total });

function fakeOrders(list: (body: Record<string, unknown>) => unknown = () => page([order(1)]), counts: () => unknown = () => statusCounts({ ALL_ORDER: 1, UN_DELIVERY: 1 })) {
  return fakeApi({ [LIST]: list, [COUNTS]: counts });
}

const renderList = (url = '/buyer/orders', language?: 'en' | 'zh-CN' | 'de') =>
  renderScreen(<OrderList />, { url, path: '/buyer/orders', language });

beforeEach(() => {
  useSession.getState().setUser(buyer);
  useMarket.setState({ locale: 'en-GB', flags: { points: false } });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('OrderList', () => {
  it('shows each status tab with its count in brackets, and no brackets for zero', async () => {
    fakeOrders(undefined, () => statusCounts({ ALL_ORDER: 12, PENDING_PAY: 2, UN_DELIVERY: 0, UN_RECEIVED: 3, COMPLETE: 7 }));
    await renderList();
    expect(await screen.findByRole('tab', { name: 'All Orders (12)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Awaiting Payment (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Awaiting Shipment' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Awaiting Delivery (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (7)' })).toBeInTheDocument();
  });

  it('counts pre-sale orders awaiting their deposit or balance under Awaiting Payment', async () => {
    fakeOrders(undefined, () => statusCounts({ ALL_ORDER: 9, PENDING_PAY: 2, PENDING_DEPOSIT: 1, PENDING_BALANCE: 3, CANCELED: 2, CLOSED: 1 }));
    await renderList();
    expect(await screen.findByRole('tab', { name: 'Awaiting Payment (6)' })).toBeInTheDocument();
  });

  it('asks for all orders, page 1 of 5, when the URL names nothing', async () => {
    const api = fakeOrders();
    await renderList();
    await screen.findByRole('heading', { name: /T2024000001/ });
    expect(api.bodiesOf(LIST)[0]).toEqual({ searchStatus: 'all', pageNo: 1, pageSize: 5, deviceSource: 'PC' });
    expect(screen.getByRole('tab', { name: /All Orders/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('restores its state from the URL on reload', async () => {
    const api = fakeOrders((body) => page([order(1)], body.pageNo === 2 ? 8 : 1));
    await renderList('/buyer/orders?status=unpaid&keyword=sofa&timespan=ty&pageNo=2&from=order');
    await screen.findByRole('heading', { name: /T2024000001/ });
    expect(api.bodiesOf(LIST)[0]).toEqual({ searchStatus: 'unpaid', keyword: 'sofa', timespan: 'ty', pageNo: 2, pageSize: 5, deviceSource: 'PC' });
    expect(screen.getByRole('tab', { name: /Awaiting Payment/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('sofa');
    expect(screen.getByRole('combobox', { name: 'Ordered' })).toHaveValue('ty');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts the chosen tab in the URL, back at page 1, and back restores the previous tab', async () => {
    const api = fakeOrders();
    const view = await renderList('/buyer/orders?status=all&keyword=sofa&pageNo=2&from=order');
    await screen.findByRole('heading', { name: /T2024000001/ });
    await userEvent.setup().click(screen.getByRole('tab', { name: /Awaiting Shipment/ }));
    expect(view.query().get('status')).toBe('unshipped');
    expect(view.query().get('pageNo')).toBe('1');
    expect(view.query().get('keyword')).toBe('sofa');
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toMatchObject({ searchStatus: 'unshipped', keyword: 'sofa', pageNo: 1 }));

    await act(async () => {
      await view.navigate(-1);
    });
    await waitFor(() => expect(view.query().get('status')).toBe('all'));
    expect(view.query().get('pageNo')).toBe('2');
    expect(screen.getByRole('tab', { name: /All Orders/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('sofa');
  });

  it('searches on Enter, from page 1', async () => {
    const api = fakeOrders();
    const view = await renderList('/buyer/orders?status=finished&pageNo=3');
    await screen.findByRole('heading', { name: /T2024000001/ });
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'order number / product name');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search orders' }), '  walnut chair {Enter}');
    expect(view.query().get('keyword')).toBe('walnut chair');
    expect(view.query().get('pageNo')).toBe('1');
    expect(view.query().get('status')).toBe('finished');
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toMatchObject({ keyword: 'walnut chair', searchStatus: 'finished', pageNo: 1 }));
  });

  it('searches on the search icon too, and an emptied box drops the keyword', async () => {
    fakeOrders();
    const view = await renderList('/buyer/orders?keyword=lamp');
    await screen.findByRole('heading', { name: /T2024000001/ });
    const user = userEvent.setup();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'T2024');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.query().get('keyword')).toBe('T2024');
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.query().has('keyword')).toBe(false);
  });

  it('filters by the chosen time range', async () => {
    const api = fakeOrders();
    const view = await renderList();
    await screen.findByRole('heading', { name: /T2024000001/ });
    const select = screen.getByRole('combobox', { name: 'Ordered' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Last 3 months', 'This year', 'Last year', 'All time']);
    await userEvent.setup().selectOptions(select, 'Last 3 months');
    expect(view.query().get('timespan')).toBe('3m');
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toMatchObject({ timespan: '3m', pageNo: 1 }));
  });

  it('shows each order as a row: number, time, shop, up to 3 lines, amount, status and its detail link', async () => {
    const big = order(42, {
      displayStatus: 'PENDING_PAY',
      shop: { id: 3, siteName: 'Casa Bella', shopChannelType: null, siteAddress: null },
      needPayAmt: { value: 1249, currency: 'EUR' },
      timeline: { orderedTime: '2024-02-10T14:05:00.000Z', paidTime: null, depositPaidTime: null },
      tradeOrderLineList: [
        orderLine(1, 'Linen sofa', { tradeQty: 2 }),
        orderLine(2, 'Sofa cushion'),
        orderLine(3, 'Floor lamp'),
        orderLine(4, 'Side table'),
        orderLine(5, 'Rug'),
      ],
    });
    fakeOrders(() => page([big]));
    await renderList();
    const row = await screen.findByRole('article', { name: /T2024000042/ });
    expect(within(row).getByText(formatDateTime('2024-02-10T14:05:00.000Z', 'en-GB'))).toBeInTheDocument();
    expect(within(row).getByText('Casa Bella')).toBeInTheDocument();
    const lines = within(row).getByRole('list', { name: 'Items of order T2024000042' });
    expect(within(lines).getByText('Linen sofa')).toBeInTheDocument();
    expect(within(lines).getByText('× 2')).toBeInTheDocument();
    expect(within(lines).getByText('Floor lamp')).toBeInTheDocument();
    expect(within(lines).queryByText('Side table')).not.toBeInTheDocument();
    expect(within(lines).getByText('and 2 more items')).toBeInTheDocument();
    expect(within(row).getByText('€1,249.00')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View order T2024000042' })).toHaveAttribute('href', '/buyer/order/detail/42');
  });

  it('names the part a search found under its DIY set, since the row lists no parts', async () => {
    const chair = { id: 72, sku: { id: 720, name: 'Lund dining chair', image: '/c.svg', attributes: [{ attrKey: 'Finish', attrVal: 'Black' }] }, tradeQty: 2 };
    const set = order(7, {
      tradeOrderLineList: [
        orderLine(71, 'Bergen dining set', { lineGroupTypeDict: 'DIY_MAIN', diySkuLineList: [chair] }),
        orderLine(72, 'Lund dining chair', { lineGroupTypeDict: 'DIY_CHILD', tradeQty: 2 }),
      ],
    });
    fakeOrders(() => page([set]));
    const view = await renderList('/buyer/orders?keyword=CHAIR');
    const lines = within(await screen.findByRole('article', { name: /T2024000007/ })).getByRole('list', { name: 'Items of order T2024000007' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lines).getByText('Includes Lund dining chair × 2')).toBeInTheDocument();
    view.unmount();

    // Without a search, or one the set itself matched, the parts stay folded into the set.
    fakeOrders(() => page([set]));
    await renderList('/buyer/orders?keyword=bergen');
    const row = await screen.findByRole('article', { name: /T2024000007/ });
    expect(within(row).queryByText(/Includes/)).not.toBeInTheDocument();
  });

  it("shows a pre-sale's deposit and balance on its row: the deposit due now, or paid and the balance due, with the balance's window", async () => {
    const eur = (value: number) => ({ value, currency: 'EUR' });
    const terms = { depositAmt: eur(100), balanceAmt: eur(1590), balancePaymentStartTime: '2026-12-03T00:00:00.000Z', balancePaymentEndTime: '2026-12-10T23:59:59.999Z' };
    const window = `Payable from ${formatDateTime(terms.balancePaymentStartTime, 'en-GB')} to ${formatDateTime(terms.balancePaymentEndTime, 'en-GB')}`;
    const deposit = order(8, { displayStatus: 'PENDING_DEPOSIT', needPayAmt: eur(1690), paidAmt: eur(0), preSale: terms });
    const balance = order(9, { displayStatus: 'PENDING_BALANCE', needPayAmt: eur(1690), paidAmt: eur(100), preSale: terms });
    fakeOrders(() => page([deposit, balance, order(10, { displayStatus: 'PENDING_PAY', paidAmt: eur(0) })]));
    await renderList();
    const amounts = (code: RegExp) => screen.findByRole('article', { name: code });
    const depositRow = await amounts(/T2024000008/);
    expect(within(depositRow).getByText('Deposit, due now').closest('div')).toHaveTextContent('€100.00');
    expect(within(depositRow).getByText('Balance, paid later').closest('div')).toHaveTextContent(`${window}€1,590.00`);
    const balanceRow = await amounts(/T2024000009/);
    expect(within(balanceRow).getByText('Deposit paid').closest('div')).toHaveTextContent('€100.00');
    expect(within(balanceRow).getByText('Balance to pay').closest('div')).toHaveTextContent(`${window}€1,590.00`);
    expect(within(await amounts(/T2024000010/)).queryByText(/Deposit|Balance/)).not.toBeInTheDocument();
  });

  it('shows the pre-sale tip on a row awaiting its balance: the deadline once payable, else the start', async () => {
    const hour = 3600_000;
    const presale = (id: number, start: number, end: number) =>
      order(id, {
        displayStatus: 'PENDING_BALANCE',
        tradeOrderLineList: [
          orderLine(id * 10, 'Capri corner sofa', {
            campaignSubType: 'PRESELL',
            balancePaymentStartTime: new Date(Date.now() + start).toISOString(),
            balancePaymentEndTime: new Date(Date.now() + end).toISOString(),
          }),
        ],
      });
    const open = presale(8, -hour, 48 * hour);
    const later = presale(9, 24 * hour, 72 * hour);
    fakeOrders(() => page([open, later]));
    await renderList();
    const openRow = await screen.findByRole('article', { name: /T2024000008/ });
    const deadline = formatDateTime(open.tradeOrderLineList[0]!.balancePaymentEndTime!, 'en-GB');
    expect(within(openRow).getByText(`Pre-sale order: please pay the balance by ${deadline}.`)).toBeInTheDocument();
    const start = formatDateTime(later.tradeOrderLineList[0]!.balancePaymentStartTime!, 'en-GB');
    expect(within(screen.getByRole('article', { name: /T2024000009/ })).getByText(`Pre-sale order: balance payment starts on ${start}.`)).toBeInTheDocument();
  });

  it("shows each row's actions from its operationList", async () => {
    fakeOrders(() => page([order(5, { displayStatus: 'PENDING_PAY', operationList: [{ operation: 'pay' }, { operation: 'buyerCancelBeforePay' }] }), order(6)]));
    await renderList();
    const row = await screen.findByRole('article', { name: /T2024000005/ });
    const actions = within(row).getByRole('group', { name: 'Actions for order T2024000005' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pay now', 'Cancel order']);
    expect(within(screen.getByRole('article', { name: /T2024000006/ })).queryByRole('group')).not.toBeInTheDocument();
  });

  it('hides pagination when everything fits on one page', async () => {
    fakeOrders(() => page([order(1), order(2), order(3)], 3));
    await renderList();
    await screen.findByRole('heading', { name: /T2024000003/ });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages through more than one page, keeping the page in the URL', async () => {
    const api = fakeOrders((body) => page([order(Number(body.pageNo) * 100)], 12));
    const view = await renderList();
    await screen.findByRole('heading', { name: /T2024000100/ });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.setup().click(within(pagination).getByRole('button', { name: 'Page 2' }));
    expect(view.query().get('pageNo')).toBe('2');
    expect(await screen.findByRole('heading', { name: /T2024000200/ })).toBeInTheDocument();
    expect(api.bodiesOf(LIST).at(-1)).toMatchObject({ pageNo: 2, pageSize: 5 });
  });

  it('says there is no order information and offers the way home', async () => {
    fakeOrders(() => page([], 0), () => statusCounts({}));
    await renderList();
    expect(await screen.findByText('no order information')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });

  it('says plainly when the list fails, and retries on request', async () => {
    let failing = true;
    fakeOrders(() => (failing ? serverError() : page([order(5)])));
    await renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not answer. Please retry in a moment.');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /T2024000005/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still lists the orders when the counts fail, only without brackets', async () => {
    fakeOrders(undefined, () => serverError());
    await renderList();
    expect(await screen.findByRole('heading', { name: /T2024000001/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the points-mall orders only with the points feature on', async () => {
    const api = fakeOrders();
    const view = await renderList();
    await screen.findByRole('heading', { name: /T2024000001/ });
    expect(screen.queryByRole('tab', { name: 'Orders from points mall' })).not.toBeInTheDocument();
    view.unmount();

    useMarket.setState({ flags: { points: true } });
    const withPoints = await renderList();
    await screen.findByRole('heading', { name: /T2024000001/ });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Orders from points mall' }));
    expect(withPoints.query().get('from')).toBe('point');
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toMatchObject({ tradeType: 'NORMAL_POINT_REDEEM' }));
    await waitFor(() => expect(api.bodiesOf(COUNTS).at(-1)).toMatchObject({ tradeType: 'NORMAL_POINT_REDEEM' }));
  });

  it('speaks the buyer language', async () => {
    fakeOrders(() => page([], 0), () => statusCounts({ ALL_ORDER: 0, PENDING_PAY: 4 }));
    await renderList('/buyer/orders', 'zh-CN');
    expect(await screen.findByText('暂无订单信息')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待付款 (4)' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', '订单号 / 商品名称');
  });
});

describe('OrderList on a phone', () => {
  let nearBottom: (() => void) | undefined;
  let rootMargin: string | undefined;

  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(max-width: 767px)', media: query, addEventListener() {}, removeEventListener() {} }),
    });
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        rootMargin = options?.rootMargin;
        nearBottom = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
    Reflect.deleteProperty(window, 'IntersectionObserver');
    nearBottom = undefined;
  });

  it('loads the next page within 50 px of the end instead of paginating', async () => {
    const api = fakeOrders((body) => (body.pageNo === 1 ? page([order(1), order(2)], 3) : page([order(3)], 3)));
    await renderList();
    await screen.findByRole('heading', { name: /T2024000002/ });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(rootMargin).toBe('0px 0px 50px 0px');

    act(() => nearBottom!());
    expect(await screen.findByRole('heading', { name: /T2024000003/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /T2024000001/ })).toBeInTheDocument();
    expect(api.bodiesOf(LIST).map((body) => (body as { pageNo: number }).pageNo)).toEqual([1, 2]);
    // All three loaded: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });
});
