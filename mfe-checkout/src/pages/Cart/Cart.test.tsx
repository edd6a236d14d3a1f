import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCart } from '@mall/shared';
import type { CartList } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { Cart } from './Cart';

const eur = (value: number) => ({ value, currency: 'EUR' });
const line = (id: number, name: string, qty: number, price: number) => ({
  id, cartLineTypeDict: 'NORMAL_SALE_B2C' as const, item: { id: id * 10, name, urlKey: name, mainImage: '/x.svg' },
  sku: { id: id * 100, name, image: '/x.svg', attributes: [{ attrKey: 'Colour', attrVal: 'Oak' }] }, shop: { id: 1 }, seller: { id: 15 },
  skuQty: qty, salePrc: eur(price), originalPrc: null, snapshotPrc: eur(price), priceChanged: false, lineAmt: eur(price * qty),
  isSelected: true, expectDate: '2026-12-01', available: true,
});
const cart = (lines: ReturnType<typeof line>[]): CartList => ({
  cartGroupList: lines.length ? [{ shop: { id: 1, siteName: 'Nordic Living' }, seller: { id: 15 }, childGroupList: [{ cartLineTypeDict: 'NORMAL_SALE_B2C', cartLineList: lines }] }] : [],
  cartSummary: { currency: 'EUR', taxRate: 19, taxAmt: eur(0), originAmt: eur(0), totalAmt: eur(lines.reduce((s, l) => s + l.lineAmt.value, 0)), insuranceTotalAmt: eur(0), expectPoints: 0, selectedQty: 0 },
  count: lines.reduce((s, l) => s + l.skuQty, 0),
});

describe('the cart page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the lines grouped by shop with their total', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart([line(1, 'Oslo sofa', 2, 100), line(2, 'Halo lamp', 1, 50)]) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const shop = await screen.findByRole('region', { name: 'Nordic Living' });
    expect(within(shop).getByText('Oslo sofa')).toBeInTheDocument();
    expect(within(shop).getByText('Halo lamp')).toBeInTheDocument();
    expect(screen.getByText(/250,00/)).toBeInTheDocument();
  });

  it('removes a line and updates the top bar count from the answer', async () => {
    const api = fakeApi({
      '/sapi/mall-order/cartline/list': cart([line(1, 'Oslo sofa', 2, 100), line(2, 'Halo lamp', 1, 50)]),
      '/sapi/mall-order/cartline/remove': cart([line(2, 'Halo lamp', 1, 50)]),
    });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    const sofaRow = (await screen.findByText('Oslo sofa')).closest('li')!;
    await userEvent.click(within(sofaRow).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/50,00/, { selector: '.checkout-cart-summary *' })).toBeInTheDocument();
    expect(screen.queryByText('Oslo sofa')).not.toBeInTheDocument();
    expect(api.bodiesOf('/sapi/mall-order/cartline/remove')).toEqual([{ ids: [1], country: 'DE' }]);
    act(() => undefined);
    expect(useCart.getState().count).toBe(1);
  });

  it('shows the empty cart with a way back to shopping', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': cart([]) });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('shows an honest error with retry when the cart cannot load', async () => {
    fakeApi({ '/sapi/mall-order/cartline/list': serverError });
    await renderScreen(<Cart />, { url: '/cart', path: '/cart' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
