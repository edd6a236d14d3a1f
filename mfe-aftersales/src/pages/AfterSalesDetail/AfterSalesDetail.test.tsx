import { testBuyer } from '@mall/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, useSession } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';
import { failure, fakeApi, renderScreen, serverError } from '../../testing/screen';
import { reverseDetail } from '../../testing/reverseOrders';
import { AfterSalesDetail } from './AfterSalesDetail';
import { actionsOf } from './reverseActions';

const DETAIL = afterSalesCalls.queryReverseById.path;
const renderDetail = (id = 7, language?: 'en' | 'zh-CN' | 'de') =>
  renderScreen(<AfterSalesDetail />, { url: `/buyer/as/detail/${id}`, path: '/buyer/as/detail/:id', language });

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => jest.restoreAllMocks());

describe('the operation table', () => {
  it('keeps known operations only, the buyer’s turn first and cancel last', () => {
    expect(actionsOf([{ operation: 'buyerCancelReverse' }, { operation: 'somethingNew' }, { operation: 'buyerPostBack' }])).toEqual(['buyerPostBack', 'buyerCancelReverse']);
    expect(actionsOf([])).toEqual([]);
  });
});

describe('AfterSalesDetail', () => {
  it('shows number with copy, date, type, status, the return banner with the address, items, refund, order and history', async () => {
    const api = fakeApi({ [DETAIL]: reverseDetail(7) });
    await renderDetail();
    expect(await screen.findByRole('heading', { name: 'Return and refund details', level: 1 })).toBeInTheDocument();
    expect(api.bodiesOf(DETAIL)).toEqual([{ id: 7 }]);
    expect(screen.getByText('R2024000007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy request number' })).toBeInTheDocument();
    expect(screen.getByText('Return and refund')).toBeInTheDocument();
    const banner = screen.getByRole('status');
    expect(within(banner).getByText('Please send the goods back to the seller as soon as possible.')).toBeInTheDocument();
    expect(within(banner).getByText(/Lagerstraße 12, Berlin, 10115/)).toBeInTheDocument();
    expect(screen.getByText('Rattan armchair')).toBeInTheDocument();
    expect(screen.getByText('Arrived damaged')).toBeInTheDocument();
    expect(screen.getByText('The leg is cracked.')).toBeInTheDocument();
    expect(screen.getByText('Application submitted', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'T2024000907' })).toHaveAttribute('href', '/buyer/order/detail/907');
    expect(screen.getByRole('link', { name: /Back to the order/ })).toHaveAttribute('href', '/buyer/order/detail/907');
  });

  it.each([
    ['en', 'Approved automatically: the seller did not answer in time'],
    ['zh-CN', '卖家未及时处理，系统自动同意申请'],
  ] as const)('says in the history when the mall approved an application the seller left unanswered (%s)', async (language, text) => {
    fakeApi({
      [DETAIL]: reverseDetail(7, {
        remarkList: [
          { event: 'apply', actor: 'BUYER', toStatus: 'WAITING_FOR_AUDIT_BY_SELLER', text: null, createdAt: '2024-06-12T08:15:00.000Z' },
          { event: 'auditTimeout', actor: 'SYSTEM', toStatus: 'WAITING_FOR_BUYER_RETURN', text: null, createdAt: '2024-06-19T08:15:00.000Z' },
        ],
      }),
    });
    await renderDetail(7, language);
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
  });

  it('shows a button only for what operationList offers', async () => {
    fakeApi({ [DETAIL]: reverseDetail(7, { reverseTradeOrderStatus: 'WAITING_FOR_QC_DONE', operationList: [{ operation: 'checkReverseLogistics' }] }) });
    await renderDetail();
    expect(await screen.findByRole('button', { name: 'View logistics' })).toBeInTheDocument();
    for (const name of ['Return items', 'Cancel application', 'Confirm receipt', 'View rejection reason']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // No banner outside WAITING_FOR_BUYER_RETURN.
    expect(screen.queryByText('Please send the goods back to the seller as soon as possible.')).not.toBeInTheDocument();
  });

  it('cancels only after confirming, then shows the new status', async () => {
    let status: 'WAITING_FOR_AUDIT_BY_SELLER' | 'REVERSE_CANCELED' = 'WAITING_FOR_AUDIT_BY_SELLER';
    const api = fakeApi({
      [DETAIL]: () => reverseDetail(7, { reverseTradeOrderStatus: status, operationList: status === 'REVERSE_CANCELED' ? [] : [{ operation: 'buyerCancelReverse' }] }),
      [afterSalesCalls.cancelReverse.path]: () => {
        status = 'REVERSE_CANCELED';
        return { id: 7, reverseTradeOrderStatus: status };
      },
    });
    await renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel application' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this application?' }).catch(() => screen.findByRole('dialog', { name: 'Cancel this application?' }));
    expect(api.bodiesOf(afterSalesCalls.cancelReverse.path)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel application' }));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(api.bodiesOf(afterSalesCalls.cancelReverse.path)).toEqual([{ id: 7 }]);
    expect(screen.queryByRole('button', { name: 'Cancel application' })).not.toBeInTheDocument();
  });

  it('confirms the replacement only after asking, and shows the exchange item on the line', async () => {
    const api = fakeApi({
      [DETAIL]: reverseDetail(7, {
        reverseTradeOrderType: 'SALE_EXCHANGE',
        reverseTradeOrderStatus: 'WAITING_FOR_BUYER_CONFIRMED',
        operationList: [{ operation: 'buyerConfirmExchange' }],
        reverseTradeOrderLineList: [
          { ...reverseDetail(7).reverseTradeOrderLineList[0]!, derivativeSku: { id: 9, name: 'Rattan armchair, black', image: '/x.svg', attributes: [{ attrKey: 'colour', attrVal: 'Black' }], salePrc: { value: 89.5, currency: 'EUR' } } },
        ],
      }),
      [afterSalesCalls.confirmExchangeReceived.path]: { id: 7, reverseTradeOrderStatus: 'REVERSE_DONE' },
    });
    await renderDetail();
    // The replacement with its picture and price, beside the returned line's unit price and quantity.
    const replacement = await screen.findByRole('group', { name: 'Replacement: Rattan armchair, black' });
    expect(within(replacement).getByText('Rattan armchair, black')).toBeInTheDocument();
    expect(replacement.querySelector('img')).toHaveAttribute('src', '/x.svg');
    expect(within(replacement).getByText('€89.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rattan armchair' })).toHaveAttribute('href', '/product/rattan-armchair?skuId=501');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(within(dialog).getByText('Confirm receipt of the replacement?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(api.bodiesOf(afterSalesCalls.confirmExchangeReceived.path)).toEqual([{ id: 7 }]));
  });

  it('shows the seller’s rejection reason', async () => {
    fakeApi({
      [DETAIL]: reverseDetail(7, {
        reverseTradeOrderStatus: 'REVERSE_CLOSE',
        operationList: [{ operation: 'viewRejectReason' }],
        reverseNotes: { reverseReason: 'DAMAGED', reverseText: null, auditRejectReason: 'Wear from use.' },
      }),
    });
    await renderDetail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View rejection reason' }));
    expect(within(await screen.findByRole('dialog', { name: 'Rejection reason' })).getByText('Wear from use.')).toBeInTheDocument();
  });

  it('hides the back link to the order from a tourist', async () => {
    useSession.getState().setUser(testBuyer({ isTourist: true }));
    fakeApi({ [DETAIL]: reverseDetail(7) });
    await renderDetail();
    await screen.findByRole('heading', { name: 'Return and refund details', level: 1 });
    expect(screen.queryByRole('link', { name: /Back to the order/ })).not.toBeInTheDocument();
  });

  it('says so when the application is not found, and shows an honest error with retry on a failure', async () => {
    fakeApi({ [DETAIL]: failure(404, 'NOT_FOUND') });
    const first = await renderDetail();
    expect(await screen.findByText('This return or refund request does not exist or is not yours.')).toBeInTheDocument();
    first.unmount();
    jest.restoreAllMocks();
    fakeApi({ [DETAIL]: serverError() });
    await renderDetail();
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    fakeApi({ [DETAIL]: reverseDetail(7) });
    await renderDetail(7, 'zh-CN');
    expect(await screen.findByText('请尽快将商品寄回给卖家')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退回商品' })).toBeInTheDocument();
  });
});
