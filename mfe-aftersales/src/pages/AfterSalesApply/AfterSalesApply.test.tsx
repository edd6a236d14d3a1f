import { testBuyer } from '@mall/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, useSession, useToastStore } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';
import { fakeApi, renderScreen } from '../../testing/screen';
import { AfterSalesApply } from './AfterSalesApply';
import { readApplyQuery } from './applyQuery';

const RENDER = afterSalesCalls.renderReverseApply.path;
const EXCHANGE = afterSalesCalls.exchangeItemInfo.path;
const eur = (value: number) => ({ value, currency: 'EUR' });
const line = (id: number, name: string, patch: Record<string, unknown> = {}) => ({
  tradeOrderLine: { id },
  canReverseQty: 2,
  unitAmt: eur(100),
  adjustStep: 1,
  sku: { name, image: '/x.svg', attributes: [], item: { id: 300 + id, urlKey: `item-${300 + id}` }, businessTypeDict: null, marketingUnit: null, skuUrlSuffix: null },
  sourceTypeDice: null,
  ...patch,
});
const detail = (lines = [line(61, 'Oak table'), line(62, 'Oak chair')]) => ({
  availableRefundAmt: eur(400),
  availableReverseReasons: ['DAMAGED'],
  availableReverseTypes: ['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE'],
  lines,
});
const renderPage = (query: string) => renderScreen(<AfterSalesApply />, { url: `/buyer/as-apply?${query}`, path: '/buyer/as-apply' });

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => jest.restoreAllMocks());

describe('readApplyQuery', () => {
  it.each([
    ['tradeOrderId=6&tradeOrderLineId=61,62&asType=SALE_RETURN', { tradeOrderId: 6, lineIds: [61, 62], mode: 'afterSales', asType: 'SALE_RETURN' }],
    ['tradeOrderId=6&tradeOrderLineId=61&asType=SALE_EXCHANGE', { tradeOrderId: 6, lineIds: [61], mode: 'afterSales', asType: 'SALE_EXCHANGE' }],
    ['tradeOrderId=6&tradeOrderLineId=61&asType=toString', { tradeOrderId: 6, lineIds: [61], mode: 'afterSales' }],
    ['tradeOrderId=6&tradeOrderLineId=61&asType=SALE_CANCEL_BEFORE_DELIVERY', { tradeOrderId: 6, lineIds: [61], mode: 'cancelBeforeDelivery' }],
    ['tradeOrderId=6&tradeOrderLineId=61,x,61', { tradeOrderId: 6, lineIds: [61], mode: 'afterSales' }],
    ['tradeOrderId=6', null],
    ['tradeOrderLineId=61', null],
  ])('%s', (query, expected) => {
    expect(readApplyQuery(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('AfterSalesApply (the apply page)', () => {
  it('offers the lines named in the URL, and after submitting says 提交成功 and opens the order', async () => {
    const api = fakeApi({
      [RENDER]: detail(),
      [afterSalesCalls.applyRefundOnly.path]: { id: 9, reverseTradeOrderCode: 'AS9', reverseTradeOrderType: 'SALE_REFUND', reverseTradeOrderStatus: 'WAITING_FOR_AUDIT_BY_SELLER' },
    });
    const view = await renderPage('tradeOrderId=6&tradeOrderLineId=62&asType=SALE_REFUND');
    expect(await screen.findByLabelText('Oak chair (at most 2)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Oak table/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Reason'), 'DAMAGED');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/order/detail/6'));
    expect(api.bodiesOf(afterSalesCalls.applyRefundOnly.path)).toEqual([
      { tradeOrder: { id: 6 }, reverseTradeOrderLineList: [{ tradeOrderLine: { id: 62 }, reverseQty: 2 }], reverseReason: 'DAMAGED', applyRefundAmt: { value: 200 }, images: [] },
    ]);
    expect(useToastStore.getState().toasts.at(-1)?.kind).toBe('success');
  });

  it('moves goods sold by weight in steps of adjustStep', async () => {
    fakeApi({ [RENDER]: detail([line(61, 'Sand, per sack', { adjustStep: 2, canReverseQty: 4, sku: { name: 'Sand, per sack', image: '/x.svg', attributes: [], item: { id: 1, urlKey: 'sand' }, businessTypeDict: 'weight', marketingUnit: { unitName: 'kg' }, skuUrlSuffix: null } })]) });
    await renderPage('tradeOrderId=6&tradeOrderLineId=61');
    const qty = await screen.findByLabelText('Sand, per sack (at most 4 kg)');
    expect(qty).toHaveAttribute('step', '2');
    expect(screen.getByText('In steps of 2')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(qty);
    await user.type(qty, '3');
    await user.selectOptions(screen.getByLabelText('Reason'), 'DAMAGED');
    await user.clear(screen.getByLabelText('Refund amount'));
    await user.type(screen.getByLabelText('Refund amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The quantity must be a multiple of the step')).toBeInTheDocument();
  });

  it('for an exchange offers the exchangeable skus of the item and sends the one chosen', async () => {
    const api = fakeApi({
      [RENDER]: detail([line(61, 'Oak table')]),
      [EXCHANGE]: {
        item: { id: 361, name: 'Oak table' },
        skus: [
          { id: 1, name: 'Oak table', image: '/1.svg', attributes: [{ attrKey: 'colour', attrVal: 'Oak' }], salePrc: eur(100), exchangeable: true },
          { id: 2, name: 'Oak table', image: '/2.svg', attributes: [{ attrKey: 'colour', attrVal: 'Walnut' }], salePrc: eur(100), exchangeable: true },
          { id: 3, name: 'Oak table XL', image: '/3.svg', attributes: [], salePrc: eur(150), exchangeable: false },
        ],
      },
      [afterSalesCalls.applyExchange.path]: { id: 9, reverseTradeOrderCode: 'AS9', reverseTradeOrderType: 'SALE_EXCHANGE', reverseTradeOrderStatus: 'WAITING_FOR_AUDIT_BY_SELLER' },
    });
    await renderPage('tradeOrderId=6&tradeOrderLineId=61');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Type of request'), 'SALE_EXCHANGE');
    const exchange = await screen.findByLabelText('Exchange Oak table for');
    await waitFor(() => expect(exchange).toBeEnabled());
    expect(screen.queryByRole('option', { name: /XL/ })).not.toBeInTheDocument();
    await user.selectOptions(exchange, '2');
    // The chosen replacement shows its picture and price.
    const replacement = await screen.findByRole('group', { name: 'Replacement: Oak table' });
    expect(replacement.querySelector('img')).toHaveAttribute('src', '/2.svg');
    expect(within(replacement).getByText('€100.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Reason'), 'DAMAGED');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.bodiesOf(afterSalesCalls.applyExchange.path)).toHaveLength(1));
    expect(api.bodiesOf(EXCHANGE)).toEqual([{ diyItemId: 361, tradeOrderLineId: 61 }]);
    expect(api.bodiesOf(afterSalesCalls.applyExchange.path)[0]).toMatchObject({ reverseTradeOrderLineList: [{ tradeOrderLine: { id: 61 }, reverseQty: 2, derivativeSku: { id: 2 } }] });
  });

  it('says what is missing when the URL names no line', async () => {
    fakeApi({});
    await renderPage('tradeOrderId=6');
    expect(await screen.findByText('Choose the items from your order for a return or refund.')).toBeInTheDocument();
  });

  it.each(['SALE_RETURN', 'SALE_EXCHANGE', 'SALE_REFUND'])('keeps the type the buyer chose (asType=%s)', async (asType) => {
    fakeApi({ [RENDER]: detail(), [EXCHANGE]: { item: { id: 361, name: 'Oak table' }, skus: [] } });
    await renderPage(`tradeOrderId=6&tradeOrderLineId=61&asType=${asType}`);
    expect(await screen.findByLabelText('Type of request')).toHaveValue(asType);
  });

  it('falls back to the first offered type when the order does not offer the one in the URL', async () => {
    fakeApi({ [RENDER]: { ...detail(), availableReverseTypes: ['SALE_REFUND'] } });
    await renderPage('tradeOrderId=6&tradeOrderLineId=61&asType=SALE_RETURN');
    expect(await screen.findByText('Refund only')).toBeInTheDocument();
  });

  it('shows every error of the form at once on submit', async () => {
    const api = fakeApi({ [RENDER]: detail() });
    await renderPage('tradeOrderId=6&tradeOrderLineId=61&asType=SALE_REFUND');
    const user = userEvent.setup();
    const qty = await screen.findByLabelText('Oak table (at most 2)');
    await user.clear(qty);
    await user.type(qty, '5');
    await user.clear(screen.getByLabelText('Refund amount'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('please choose the reason for after-sales')).toBeInTheDocument();
    expect(screen.getByText('The quantity is more than can be applied for')).toBeInTheDocument();
    expect(screen.getByText('please enter the refund amount')).toBeInTheDocument();
    expect(api.bodiesOf(afterSalesCalls.applyRefundOnly.path)).toEqual([]);
  });

  it.each([
    ['no named line has a quantity left', detail([line(62, 'Oak chair')])],
    ['the order offers no after-sales type', { ...detail(), availableReverseTypes: [] }],
  ])('says the order cannot be applied for when %s, with the way back to it', async (_case, answer) => {
    fakeApi({ [RENDER]: answer });
    const view = await renderPage('tradeOrderId=6&tradeOrderLineId=61&asType=SALE_RETURN');
    expect(await screen.findByText(/These items cannot be returned or refunded now/)).toBeInTheDocument();
    expect(screen.queryByText('please select at least one product to apply after-sales')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to the order' }));
    expect(view.location().pathname).toBe('/buyer/order/detail/6');
  });
});
