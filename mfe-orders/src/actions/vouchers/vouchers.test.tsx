import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, useMarket, useSession } from '@mall/shared';
import { orderActionCalls, type Voucher } from '@mall/shared/contract';
import { testBuyer } from '@mall/shared/testing';
import { fakeApi, serverError } from '../../testing/screen';
import { order } from '../../testing/orders';
import { ops, renderActions } from '../testing';

const VOUCHERS = orderActionCalls.queryVouchers.path;

const voucher = (couponCode: string, patch: Partial<Voucher> = {}): Voucher => ({
  couponCode,
  couponsPassword: null,
  usedStatus: 'NOT_USED',
  usedTime: null,
  validUntil: null,
  tradeOrder: { id: 4, tradeOrderCode: 'T2024000004' },
  tradeOrderLine: { id: 41, sku: { id: 410, name: 'Assembly service', image: '/media/s.jpg' } },
  shop: { id: 7, siteName: 'Nordic Living' },
  faceValue: { value: 49, currency: 'EUR' },
  ...patch,
});

beforeEach(() => {
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.clear());
});

describe('vouchers modal', () => {
  it('shows the order\'s vouchers in an unused and a used tab', async () => {
    const api = fakeApi({
      [VOUCHERS]: {
        unused: [voucher('SVC-1111', { couponsPassword: '9876' })],
        used: [voucher('SVC-2222', { usedStatus: 'USED', usedTime: '2024-06-01T10:00:00.000Z' })],
      },
    });
    await renderActions(order(4, { operationList: ops('checkVerifyCode') }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View vouchers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vouchers' });
    const unusedTab = await within(dialog).findByRole('tab', { name: 'Unused' });
    expect(unusedTab).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('SVC-1111')).toBeInTheDocument();
    expect(within(dialog).getByText(/9876/)).toBeInTheDocument();
    expect(within(dialog).queryByText('SVC-2222')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Used' }));
    expect(within(dialog).getByText('SVC-2222')).toBeInTheDocument();
    expect(within(dialog).getByText(/Used on/)).toBeInTheDocument();
    expect(api.bodiesOf(VOUCHERS)).toEqual([{ id: 4 }]);
  });

  it('says so when a tab is empty, and shows an honest error when the vouchers cannot load', async () => {
    fakeApi({ [VOUCHERS]: { unused: [], used: [] } });
    await renderActions(order(4, { operationList: ops('checkVerifyCode') }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'View vouchers' }));
    expect(await screen.findByText('No unused vouchers.')).toBeInTheDocument();
  });

  it('shows an error with retry when the call fails', async () => {
    fakeApi({ [VOUCHERS]: () => serverError() });
    await renderActions(order(4, { operationList: ops('checkVerifyCode') }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'View vouchers' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
