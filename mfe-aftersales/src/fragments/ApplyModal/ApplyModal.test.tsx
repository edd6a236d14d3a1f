import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMarket, type ApplyModalProps } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import ApplyModal from './ApplyModal';

const RENDER = afterSalesCalls.renderReverseApply.path;
const eur = (value: number) => ({ value, currency: 'EUR' });
const sku = (name: string, itemId: number) => ({
  name,
  image: `/media/skus/${itemId}.svg`,
  attributes: [],
  item: { id: itemId, urlKey: name.toLowerCase().replace(/ /g, '-') },
  businessTypeDict: null,
  marketingUnit: null,
  skuUrlSuffix: `?skuId=${itemId}0`,
});

const detail = (patch: Record<string, unknown> = {}) => ({
  availableRefundAmt: eur(500),
  availableReverseReasons: ['DAMAGED', 'NO_LONGER_NEEDED'],
  availableReverseTypes: ['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE'],
  lines: [
    { tradeOrderLine: { id: 61 }, canReverseQty: 1, unitAmt: eur(200), adjustStep: 1, sku: sku('Oak table', 71), sourceTypeDice: null },
    { tradeOrderLine: { id: 62 }, canReverseQty: 4, unitAmt: eur(50), adjustStep: 1, sku: sku('Oak chair', 72), sourceTypeDice: null },
  ],
  ...patch,
});
const created = (type: string) => ({ id: 501, reverseTradeOrderCode: 'R501', reverseTradeOrderType: type, reverseTradeOrderStatus: 'AS_APPLIED' });

function renderModal(props: Partial<ApplyModalProps> = {}) {
  const onApplied = jest.fn();
  const onClose = jest.fn();
  const view = renderScreen(
    <ApplyModal
      open
      tradeOrderId={6}
      mode="afterSales"
      lines={[
        { tradeOrderLineId: 61, quantity: 1, name: 'Oak table' },
        { tradeOrderLineId: 62, quantity: 4, name: 'Oak chair' },
      ]}
      onClose={onClose}
      onApplied={onApplied}
      {...props}
    />,
    { url: '/buyer/orders', path: '/buyer/orders' },
  );
  return { view, onApplied, onClose };
}

beforeEach(() => useMarket.setState({ locale: 'en-GB' }));
afterEach(() => jest.restoreAllMocks());

describe('ApplyModal', () => {
  it('asks for a reason, keeps quantities within the allowed and the refund within what the chosen units cost', async () => {
    const api = fakeApi({ [RENDER]: detail(), [afterSalesCalls.applyReturn.path]: created('SALE_RETURN') });
    const { onApplied } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Request a return or refund' });
    expect(api.bodiesOf(RENDER)[0]).toEqual({
      tradeOrder: { id: 6 },
      reverseTradeOrderLineList: [
        { tradeOrderLine: { id: 61 }, reverseQty: 1 },
        { tradeOrderLine: { id: 62 }, reverseQty: 4 },
      ],
    });
    const user = userEvent.setup();
    const refund = await within(dialog).findByLabelText('Refund amount');
    expect(refund).toHaveValue(400);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('please choose the reason for after-sales')).toBeInTheDocument();

    const chairs = within(dialog).getByLabelText('Oak chair (at most 4)');
    await user.clear(chairs);
    await user.type(chairs, '5');
    await user.selectOptions(within(dialog).getByLabelText('Type of request'), 'SALE_RETURN');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'DAMAGED');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The quantity is more than can be applied for')).toBeInTheDocument();

    await user.clear(chairs);
    await user.type(chairs, '2');
    await user.clear(refund);
    await user.type(refund, '300.5');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The refund amount is more than can be refunded')).toBeInTheDocument();
    await user.clear(refund);
    await user.type(refund, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The refund amount has at most 2 decimals')).toBeInTheDocument();
    await user.clear(refund);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('please enter the refund amount')).toBeInTheDocument();
    await user.type(refund, '250');
    await user.type(within(dialog).getByLabelText('Description'), 'One leg arrived broken');
    expect(within(dialog).getByText('478 characters left')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith([501]));
    expect(api.bodiesOf(afterSalesCalls.applyReturn.path)).toEqual([
      {
        tradeOrder: { id: 6 },
        reverseTradeOrderLineList: [
          { tradeOrderLine: { id: 61 }, reverseQty: 1 },
          { tradeOrderLine: { id: 62 }, reverseQty: 2 },
        ],
        reverseReason: 'DAMAGED',
        reverseText: 'One leg arrived broken',
        applyRefundAmt: { value: 250 },
        images: [],
      },
    ]);
  });

  it('an exchange asks no refund amount', async () => {
    const api = fakeApi({ [RENDER]: detail(), [afterSalesCalls.applyExchange.path]: created('SALE_EXCHANGE') });
    const { onApplied } = renderModal({ lines: [{ tradeOrderLineId: 61, quantity: 1, name: 'Oak table' }] });
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.selectOptions(await within(dialog).findByLabelText('Type of request'), 'SALE_EXCHANGE');
    expect(within(dialog).queryByLabelText('Refund amount')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'NO_LONGER_NEEDED');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(api.bodiesOf(afterSalesCalls.applyExchange.path)[0]).not.toHaveProperty('applyRefundAmt');
  });

  it('shows each line as the after-sales screens do: product link, price per unit, unit in the quantity, gift mark', async () => {
    const gift = { tradeOrderLine: { id: 63 }, canReverseQty: 1, unitAmt: eur(0), adjustStep: 1, sku: sku('Seat cushion', 73), sourceTypeDice: 'PREFERENTIAL_GIFT' };
    const logs = { tradeOrderLine: { id: 64 }, canReverseQty: 20, unitAmt: eur(0.9), adjustStep: 5, sku: { ...sku('Oak logs', 74), businessTypeDict: 'weight', marketingUnit: { unitName: 'kg' } }, sourceTypeDice: null };
    fakeApi({ [RENDER]: detail({ availableReverseTypes: ['SALE_CANCEL_BEFORE_DELIVERY'], lines: [...detail().lines, gift, logs] }) });
    renderModal({
      mode: 'cancelBeforeDelivery',
      lines: [
        { tradeOrderLineId: 61, quantity: 1, name: 'Oak table' },
        { tradeOrderLineId: 63, quantity: 1 },
        { tradeOrderLineId: 64, quantity: 20 },
      ],
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Oak table' })).toHaveAttribute('href', '/product/oak-table?skuId=710');
    expect(within(dialog).getByText('€200.00')).toBeInTheDocument();
    const cushion = within(dialog).getByRole('link', { name: 'Seat cushion' });
    expect(cushion).toHaveAttribute('href', '/product/seat-cushion?skuId=730');
    expect(within(cushion.closest('p')!).getByText('Gift')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Gift')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Oak logs (at most 20 kg)')).toBeInTheDocument();
    expect(within(dialog).getByText('€0.90')).toBeInTheDocument();
  });

  it('cancel before delivery: the type is fixed, quantities and the full refund cannot be changed', async () => {
    const api = fakeApi({
      [RENDER]: detail({ availableReverseTypes: ['SALE_CANCEL_BEFORE_DELIVERY'], availableRefundAmt: eur(450) }),
      [afterSalesCalls.applyCancelBeforeDelivery.path]: created('SALE_CANCEL_BEFORE_DELIVERY'),
    });
    const { onApplied } = renderModal({ mode: 'cancelBeforeDelivery' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Cancellation before delivery')).toBeInTheDocument();
    expect(api.bodiesOf(RENDER)[0]).toMatchObject({ reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY' });
    expect(within(dialog).getByLabelText('Oak chair (at most 4)')).toBeDisabled();
    const refund = within(dialog).getByLabelText('Refund amount');
    expect(refund).toBeDisabled();
    expect(refund).toHaveValue(400);
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'NO_LONGER_NEEDED');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(api.bodiesOf(afterSalesCalls.applyCancelBeforeDelivery.path)[0]).toMatchObject({
      reverseTradeOrderLineList: [
        { tradeOrderLine: { id: 61 }, reverseQty: 1 },
        { tradeOrderLine: { id: 62 }, reverseQty: 4 },
      ],
      applyRefundAmt: { value: 400 },
    });
  });

  it("shows the server's field refusal on its field, and any other failure as an error", async () => {
    let attempt = 0;
    fakeApi({
      [RENDER]: detail(),
      [afterSalesCalls.applyRefundOnly.path]: () =>
        ++attempt === 1
          ? Response.json({ success: false, error: { code: 'VALIDATION', message: 'x', fields: [{ field: 'applyRefundAmt.value', message: 'aftersales.refundMax' }] } }, { status: 400 })
          : serverError(),
    });
    const { onApplied } = renderModal();
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.selectOptions(await within(dialog).findByLabelText('Reason'), 'DAMAGED');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The refund amount is more than can be refunded')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The shop could not answer. Please retry in a moment.')).toBeInTheDocument();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('shows an honest error with retry when the apply detail cannot load', async () => {
    fakeApi({ [RENDER]: () => serverError() });
    renderModal();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
