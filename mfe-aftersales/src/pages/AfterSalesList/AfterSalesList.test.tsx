import { testBuyer } from '@mall/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, useMarket, useSession } from '@mall/shared';
import { afterSalesCalls, type User } from '@mall/shared/contract';
import type { ReverseOrderSummary } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { reverseOrder } from '../../testing/reverseOrders';
import { AfterSalesList } from './AfterSalesList';

const LIST = afterSalesCalls.pageReverseOrders.path;

const buyer = testBuyer();

const page = (data: ReverseOrderSummary[], total = data.length) => ({ data, total });
const fakeList = (answer: (body: Record<string, unknown>) => unknown = () => page([reverseOrder(1)])) => fakeApi({ [LIST]: answer });
const renderList = (url = '/buyer/as', language?: 'en' | 'zh-CN' | 'de') => renderScreen(<AfterSalesList />, { url, path: '/buyer/as', language });

beforeEach(() => {
  useSession.getState().setUser(buyer);
  useMarket.setState({ locale: 'en-GB' });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AfterSalesList', () => {
  it('asks for the first page of 10 when the URL names nothing', async () => {
    const api = fakeList();
    await renderList();
    await screen.findByRole('heading', { name: /R2024000001/ });
    expect(api.bodiesOf(LIST)).toEqual([{ pageNo: 1, pageSize: 10 }]);
  });

  it('shows each after-sales order with code, date, type, status, lines and refund amount', async () => {
    fakeList(() =>
      page([
        reverseOrder(7, {
          reverseTradeOrderType: 'SALE_REFUND',
          reverseTradeOrderStatus: 'WAITING_FOR_BUYER_RETURN',
          applyRefundAmt: { value: 179, currency: 'EUR' },
          reverseTradeOrderLineList: [
            { ...reverseOrder(7).reverseTradeOrderLineList[0]!, reverseQty: 2 },
          ],
        }),
      ]),
    );
    await renderList();
    const card = await screen.findByRole('article', { name: /R2024000007/ });
    expect(within(card).getByText(formatDateTime('2024-06-12T08:15:00.000Z', 'en-GB'))).toBeInTheDocument();
    expect(within(card).getByText('Refund only')).toBeInTheDocument();
    expect(within(card).getByText('Please send the goods back')).toBeInTheDocument();
    const lines = within(card).getByRole('list', { name: 'Items of request R2024000007' });
    expect(within(lines).getByText('Rattan armchair')).toBeInTheDocument();
    expect(within(lines).getByText('colour: Natural')).toBeInTheDocument();
    expect(within(lines).getByText('× 2')).toBeInTheDocument();
    expect(within(card).getByText('Refund requested')).toBeInTheDocument();
    expect(within(card).getByText('€179.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View details of request R2024000007' })).toHaveAttribute('href', '/buyer/as/detail/7');
    expect(within(card).getByRole('link', { name: 'T2024000907' })).toHaveAttribute('href', '/buyer/order/detail/907');
  });

  it('shows the amount actually refunded once there is one, and no amount for an exchange', async () => {
    fakeList(() =>
      page([
        reverseOrder(1, { reverseTradeOrderStatus: 'REFUND_DONE', actualRefundAmt: { value: 80, currency: 'EUR' } }),
        reverseOrder(2, { reverseTradeOrderType: 'SALE_EXCHANGE', reverseTradeOrderStatus: 'WAITING_FOR_SELLER_SHIP' }),
      ]),
    );
    await renderList();
    const refunded = await screen.findByRole('article', { name: /R2024000001/ });
    expect(within(refunded).getByText('Refunded', { selector: 'span' })).toBeInTheDocument();
    expect(within(refunded).getByText('€80.00')).toBeInTheDocument();
    const exchange = screen.getByRole('article', { name: /R2024000002/ });
    expect(within(exchange).getByText('Exchange')).toBeInTheDocument();
    // Its lines show their unit price; no refund amount.
    expect(within(exchange).queryByText(/Refund/)).not.toBeInTheDocument();
  });

  it('shows each line with its product link, unit price, quantity with the selling unit and the gift mark', async () => {
    const [armchair] = reverseOrder(7).reverseTradeOrderLineList;
    fakeList(() =>
      page([
        reverseOrder(7, {
          reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY',
          reverseTradeOrderLineList: [
            { ...armchair!, reverseQty: 2 },
            {
              ...armchair!,
              id: 72,
              reverseQty: 20,
              applyRefundAmt: { value: 18, currency: 'EUR' },
              sku: { ...armchair!.sku, id: 611, name: 'Oak logs, 25 cm', salePrc: { value: 0.9, currency: 'EUR' }, item: { id: 127, urlKey: 'kiln-dried-oak-firewood' }, marketingUnit: { unitName: 'kg' }, skuUrlSuffix: '?skuId=611' },
            },
            {
              ...armchair!,
              id: 73,
              applyRefundAmt: { value: 0, currency: 'EUR' },
              sku: { ...armchair!.sku, id: 612, name: 'Seat cushion', salePrc: { value: 0, currency: 'EUR' }, item: { id: 124, urlKey: 'seat-cushion' }, skuUrlSuffix: '?skuId=612' },
              tradeOrderLine: { id: 7003, tradeOrderLineBusinessType: 'GIFT' },
              sourceTypeDice: 'PREFERENTIAL_GIFT',
            },
          ],
        }),
      ]),
    );
    await renderList();
    const lines = within(await screen.findByRole('article', { name: /R2024000007/ })).getAllByRole('listitem');
    expect(within(lines[0]!).getByRole('link', { name: 'Rattan armchair' })).toHaveAttribute('href', '/product/rattan-armchair?skuId=501');
    expect(within(lines[0]!).getByText('€89.50')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('× 2')).toBeInTheDocument();
    expect(within(lines[0]!).queryByText('Gift')).not.toBeInTheDocument();
    expect(within(lines[1]!).getByRole('link', { name: 'Oak logs, 25 cm' })).toHaveAttribute('href', '/product/kiln-dried-oak-firewood?skuId=611');
    expect(within(lines[1]!).getByText('€0.90')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('× 20 kg')).toBeInTheDocument();
    expect(within(lines[2]!).getByRole('link', { name: 'Seat cushion' })).toHaveAttribute('href', '/product/seat-cushion?skuId=612');
    expect(within(lines[2]!).getByText('Gift')).toBeInTheDocument();
  });

  it.each([
    ['zh-CN', '赠品', '单价'],
    ['de', 'Geschenk', 'Einzelpreis'],
  ] as const)('marks a gift and names the unit price in %s', async (language, gift, unitPrice) => {
    const [armchair] = reverseOrder(7).reverseTradeOrderLineList;
    fakeList(() => page([reverseOrder(7, { reverseTradeOrderLineList: [{ ...armchair!, sourceTypeDice: 'PREFERENTIAL_GIFT' }] })]));
    await renderList('/buyer/as', language);
    expect(await screen.findByText(gift)).toBeInTheDocument();
    expect(screen.getByText(unitPrice)).toBeInTheDocument();
  });

  it('searches on Enter, from page 1, and keeps the search in the URL', async () => {
    const api = fakeList();
    const view = await renderList('/buyer/as?pageNo=2');
    await screen.findByRole('heading', { name: /R2024000001/ });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search returns and refunds' }), 'armchair{Enter}');
    expect(view.query().get('keyword')).toBe('armchair');
    expect(view.query().get('pageNo')).toBe('1');
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toEqual({ keyword: 'armchair', pageNo: 1, pageSize: 10 }));
  });

  it('restores keyword and page from the URL, and back restores the earlier search', async () => {
    const api = fakeList(() => page([reverseOrder(1)], 25));
    const view = await renderList('/buyer/as?keyword=lamp&pageNo=3');
    await screen.findByRole('heading', { name: /R2024000001/ });
    expect(api.bodiesOf(LIST)[0]).toEqual({ keyword: 'lamp', pageNo: 3, pageSize: 10 });
    expect(screen.getByRole('searchbox')).toHaveValue('lamp');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'sofa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.query().get('keyword')).toBe('sofa');
    await act(async () => {
      await view.navigate(-1);
    });
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('lamp'));
    expect(view.query().get('pageNo')).toBe('3');
  });

  it('shows no pagination for 10 records or fewer, even at a smaller page size (spec: only above 10)', async () => {
    fakeList(() => page([reverseOrder(1), reverseOrder(2), reverseOrder(3), reverseOrder(4), reverseOrder(5)], 10));
    await renderList('/buyer/as?pageSize=5');
    await screen.findByRole('heading', { name: /R2024000005/ });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages when there are more than 10 records', async () => {
    const api = fakeList((body) => page([reverseOrder(Number(body.pageNo) * 10)], 11));
    const view = await renderList();
    await screen.findByRole('heading', { name: /R2024000010/ });
    await userEvent.setup().click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    expect(view.query().get('pageNo')).toBe('2');
    expect(await screen.findByRole('heading', { name: /R2024000020/ })).toBeInTheDocument();
    expect(api.bodiesOf(LIST).at(-1)).toEqual({ pageNo: 2, pageSize: 10 });
  });

  it('says when the buyer has no after-sales, and when a search finds none', async () => {
    fakeList(() => page([], 0));
    const view = await renderList();
    expect(await screen.findByText('You have no return or refund requests yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/buyer/orders?status=all&pageNo=1&from=order');
    view.unmount();

    await renderList('/buyer/as?keyword=zebra');
    expect(await screen.findByText('No return or refund requests match “zebra”.')).toBeInTheDocument();
  });

  it('says plainly when the list fails, and retries on request', async () => {
    let failing = true;
    fakeList(() => (failing ? serverError() : page([reverseOrder(4)])));
    await renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not answer. Please retry in a moment.');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /R2024000004/ })).toBeInTheDocument();
  });

  it('speaks the buyer language', async () => {
    fakeList(() => page([reverseOrder(1, { reverseTradeOrderType: 'SALE_CANCEL_AFTER_PAID', reverseTradeOrderStatus: 'REFUND_PENDING' })]));
    await renderList('/buyer/as', 'zh-CN');
    const card = await screen.findByRole('article', { name: /R2024000001/ });
    expect(within(card).getByText('支付后取消')).toBeInTheDocument();
    expect(within(card).getByText('退款中')).toBeInTheDocument();
  });
});

describe('AfterSalesList just after an application (spec: the list query carries applied and reverseOrderId)', () => {
  it('says the request was sent and marks that application, in the buyer\'s language; paging leaves both behind', async () => {
    const api = fakeList(() => page([reverseOrder(7), reverseOrder(8)], 12));
    await renderList('/buyer/as?applied=true&reverseOrderId=8');
    expect(await screen.findByRole('status')).toHaveTextContent('Your request has been sent. The shop will answer it here.');
    const marked = screen.getByRole('article', { name: /R2024000008/ });
    expect(within(marked).getByText('Just sent')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /R2024000007/ })).queryByText('Just sent')).toBeNull();
    // The list's own call is the spec's page request: the two flags are the screen's, not the API's.
    expect(api.bodiesOf(LIST)[0]).toEqual({ pageNo: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toEqual({ pageNo: 2, pageSize: 10 }));
    await waitFor(() => expect(screen.queryByText('Just sent')).toBeNull());
    expect(screen.queryByText('Your request has been sent. The shop will answer it here.')).toBeNull();
  });

  it('marks nothing without applied', async () => {
    fakeList(() => page([reverseOrder(8)]));
    await renderList('/buyer/as?reverseOrderId=8');
    await screen.findByRole('heading', { name: /R2024000008/ });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Just sent')).toBeNull();
  });

  it('in Chinese', async () => {
    fakeList(() => page([reverseOrder(8)]));
    await renderList('/buyer/as?applied=1&reverseOrderId=8', 'zh-CN');
    expect(await screen.findByRole('status')).toHaveTextContent('申请已提交，商家将在此处理您的申请。');
    expect(screen.getByText('刚刚提交')).toBeInTheDocument();
  });
});
