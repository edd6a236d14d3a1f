import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testBuyer } from '@mall/shared/testing';
import { useMarket, useSession } from '@mall/shared';
import { orderActionCalls } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { MyCoupons } from './MyCoupons';

const VOUCHERS = orderActionCalls.queryVouchers.path;
const eur = (value: number) => ({ value, currency: 'EUR' });

const voucher = (code: string, patch: Record<string, unknown> = {}) => ({
  couponCode: code,
  couponsPassword: null,
  usedStatus: 'NOT_USED',
  usedTime: null,
  validUntil: '2024-12-31',
  tradeOrder: { id: 42, tradeOrderCode: 'T2024000042' },
  tradeOrderLine: { id: 421, sku: { id: 10, name: 'Carpet cleaning', image: '/x.jpg' } },
  shop: { id: 7, siteName: 'Nordic Living' },
  faceValue: eur(49),
  ...patch,
});

const renderCoupons = () => renderScreen(<MyCoupons />, { url: '/buyer/my-coupons', path: '/buyer/my-coupons' });

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => jest.restoreAllMocks());

describe('MyCoupons', () => {
  it("lists the buyer's unused vouchers first, the used ones on their tab", async () => {
    const api = fakeApi({
      [VOUCHERS]: {
        unused: [voucher('CLEAN-1', { couponsPassword: '8812' })],
        used: [voucher('CLEAN-2', { usedStatus: 'USED', usedTime: '2024-05-10T08:00:00.000Z' })],
      },
    });
    await renderCoupons();
    const unusedTab = await screen.findByRole('tab', { name: 'Unused (1)' });
    expect(unusedTab).toHaveAttribute('aria-selected', 'true');
    const first = await screen.findByText('CLEAN-1');
    const card = first.closest('li')!;
    expect(card).toHaveTextContent('Carpet cleaning');
    expect(card).toHaveTextContent('Password8812');
    expect(card).toHaveTextContent('Valid until 31 Dec 2024');
    expect(within(card).getByRole('link', { name: 'From order T2024000042' })).toHaveAttribute('href', '/buyer/order/detail/42');
    expect(within(card).getByRole('button', { name: 'Copy coupon code CLEAN-1' })).toBeInTheDocument();
    expect(screen.queryByText('CLEAN-2')).not.toBeInTheDocument();
    // All the buyer's vouchers: no order id.
    expect(api.bodiesOf(VOUCHERS)[0]).toEqual({});

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Used (1)' }));
    const used = (await screen.findByText('CLEAN-2')).closest('li')!;
    expect(used).toHaveTextContent('Used on 10 May 2024, 08:00');
    expect(within(used).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('lists a voucher voided by a refund on the used tab, saying why, with nothing to copy (issue 31)', async () => {
    fakeApi({ [VOUCHERS]: { unused: [], used: [voucher('CLEAN-3', { usedStatus: 'VOIDED' })] } });
    await renderCoupons();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Used (1)' }));
    const voided = (await screen.findByText('CLEAN-3')).closest('li')!;
    expect(voided).toHaveTextContent('Voided: its item was refunded');
    expect(voided).not.toHaveTextContent('Valid until');
    expect(within(voided).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    fakeApi({ [VOUCHERS]: { unused: [], used: [] } });
    await renderCoupons();
    expect(await screen.findByText('No coupons here yet.')).toBeInTheDocument();
  });

  it('shows an error with retry when the vouchers cannot be loaded', async () => {
    let failing = true;
    fakeApi({ [VOUCHERS]: () => (failing ? serverError() : { unused: [voucher('CLEAN-1')], used: [] }) });
    await renderCoupons();
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('CLEAN-1')).toBeInTheDocument();
  });
});
