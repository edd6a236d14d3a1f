import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCart, useSession } from '@mall/shared';
import { type ProductCard as ProductCardData, type User } from '@mall/shared/contract';
import { toast, Toaster } from '@mall/shared';
import { fakeApi, failure, renderScreen } from '../../testing/screen';
import { ProductCard } from './ProductCard';

const sofa: ProductCardData = {
  itemId: 101, mainImage: '/media/items/101.svg', defaultSkuId: 1011, name: 'Oslo 3-seater sofa',
  salePrc: { value: 899, currency: 'EUR' }, originalPrc: { value: 1099, currency: 'EUR' }, shopId: 1, sellerId: 15,
  urlKey: 'oslo', itemShortName: null, advertise: null, selfManagement: false, commerceType: 'B2C', shopType: 'MERCHANT', minQty: 1, marketingUnit: null,
};
const tourist: User = { id: 900, nickname: null, username: null, email: null, mobile: null, prefix: null, isTourist: true, extra: { firstName: null, lastName: null, city: null, gender: null } };

const show = (item = sofa) =>
  renderScreen(
    <>
      <ProductCard item={item} />
      <Toaster />
    </>,
    { url: '/', path: '/' },
  );

describe('the product card', () => {
  beforeEach(() => {
    act(() => {
      useSession.getState().setUser(null);
      useCart.getState().setCount(0);
      toast.clear();
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the image at the spec size 164x164, the name, the sale price and the original price', async () => {
    fakeApi({});
    await show();
    const image = screen.getByRole('img', { name: 'Oslo 3-seater sofa' });
    expect(image).toHaveAttribute('width', '164');
    expect(image).toHaveAttribute('height', '164');
    expect(screen.getByRole('heading', { name: 'Oslo 3-seater sofa' })).toBeInTheDocument();
    expect(screen.getByText(/899,00/)).toBeInTheDocument();
    expect(screen.getByText(/1\.099,00/).closest('s')).not.toBeNull();
  });

  it('fetches the image at once when the card is above the fold, lazily otherwise', async () => {
    fakeApi({});
    await renderScreen(
      <>
        <ProductCard item={sofa} priority />
        <ProductCard item={{ ...sofa, itemId: 102, name: 'Fjord armchair' }} />
      </>,
      { url: '/', path: '/' },
    );
    expect(screen.getByRole('img', { name: 'Oslo 3-seater sofa' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Oslo 3-seater sofa' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Fjord armchair' })).toHaveAttribute('loading', 'lazy');
  });

  it('hides an original price that is not higher than the sale price', async () => {
    fakeApi({});
    await show({ ...sofa, originalPrc: { value: 899, currency: 'EUR' } });
    expect(screen.queryByText(/Original price/)).not.toBeInTheDocument();
  });

  it('gives a visitor a guest session, adds one NORMAL_SALE_B2C line of the default sku, and says added to cart', async () => {
    const api = fakeApi({
      '/auth/mall/user/tourist': tourist,
      '/sapi/mall-order/cartline/batchcreatenewcartlines': { added: 1, count: 3 },
    });
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Add Oslo 3-seater sofa to cart' }));
    expect(await screen.findByText('added to cart')).toBeInTheDocument();
    expect(api.bodiesOf('/sapi/mall-order/cartline/batchcreatenewcartlines')).toEqual([
      [{ cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 101 }, seller: { id: 15 }, shop: { id: 1 }, sku: { id: 1011 }, skuQty: 1, snapshotPrc: 899 }],
    ]);
    expect(useSession.getState().user?.isTourist).toBe(true);
    expect(useCart.getState().count).toBe(3);
  });

  it('says the unit of the price of an item sold by weight, and adds its minimum, which the cart would refuse less of', async () => {
    act(() => useSession.getState().setUser({ ...tourist, id: 1, isTourist: false }));
    const api = fakeApi({ '/sapi/mall-order/cartline/batchcreatenewcartlines': { added: 10, count: 10 } });
    await show({ ...sofa, itemId: 127, defaultSkuId: 1271, name: 'Kiln-dried oak firewood', salePrc: { value: 0.9, currency: 'EUR' }, originalPrc: null, shopId: 2, sellerId: 22, minQty: 10, marketingUnit: { unitName: 'kg' } });
    expect(screen.getByText('per kg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Kiln-dried oak firewood to cart' }));
    await screen.findByText('added to cart');
    expect(api.bodiesOf('/sapi/mall-order/cartline/batchcreatenewcartlines')).toEqual([
      [{ cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 127 }, seller: { id: 22 }, shop: { id: 2 }, sku: { id: 1271 }, skuQty: 10, snapshotPrc: 0.9 }],
    ]);
  });

  it('does not create a second session for a logged-in buyer', async () => {
    act(() => useSession.getState().setUser({ ...tourist, id: 1, isTourist: false }));
    const api = fakeApi({ '/sapi/mall-order/cartline/batchcreatenewcartlines': { added: 1, count: 1 } });
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Add Oslo 3-seater sofa to cart' }));
    await screen.findByText('added to cart');
    expect(api.bodiesOf('/auth/mall/user/tourist')).toHaveLength(0);
  });

  it('says so honestly when the cart refuses the line', async () => {
    act(() => useSession.getState().setUser({ ...tourist, id: 1, isTourist: false }));
    fakeApi({ '/sapi/mall-order/cartline/batchcreatenewcartlines': () => failure(404, 'NOT_FOUND') });
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Add Oslo 3-seater sofa to cart' }));
    expect(await screen.findByText('The item could not be added to the cart. Please retry.')).toBeInTheDocument();
    expect(useCart.getState().count).toBe(0);
  });
});
