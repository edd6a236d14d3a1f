import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideFragmentLoader, toast, Toaster, useCart, useSession } from '@mall/shared';
import type { ItemDetail, ProductCard } from '@mall/shared/contract';
import { testBuyer } from '@mall/shared/testing';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { ProductPage } from './ProductPage';

const BY_URL_KEY = '/item/detailByUrlKey';
const COMBINED = '/combined_item/itemCombinedFlow';
const BY_SHOP = '/sapi/mall-item/item/recommendByItem';
const ADD = '/sapi/mall-order/cartline/batchcreatenewcartlines';

const eur = (value: number) => ({ value, currency: 'EUR' });
const card = (itemId: number, name: string, patch: Partial<ProductCard> = {}): ProductCard => ({
  itemId, mainImage: `/media/items/${itemId}.svg`, defaultSkuId: itemId * 10 + 1, name, salePrc: eur(100), originalPrc: null, shopId: 1, sellerId: 15,
  urlKey: name.toLowerCase().replace(/ /g, '-'), itemShortName: null, advertise: null, selfManagement: false, commerceType: 'B2C', shopType: 'MERCHANT', minQty: 1, marketingUnit: null, ...patch,
});
const sku = (id: number, price: number, stock: number, attrs: Record<string, string>, original: number | null = null): ItemDetail['skus'][number] => ({
  id, name: Object.values(attrs).join(' '), image: `/media/skus/${id}.svg`, salePrc: eur(price), originalPrc: original === null ? null : eur(original), stock, skuUrlSuffix: `?skuId=${id}`,
  attributes: Object.entries(attrs).map(([attrKey, attrVal]) => ({ attrKey, attrVal })),
});
const sofa: ItemDetail = {
  ...card(101, 'Oslo 3-seater sofa', { salePrc: eur(899), originalPrc: eur(1099), urlKey: 'oslo-3-seater-sofa' }),
  description: 'A deep, low three-seater.',
  images: ['/media/items/101.svg'],
  skus: [
    sku(1011, 899, 12, { Colour: 'Light grey', Material: 'Fabric' }, 1099),
    sku(1012, 899, 7, { Colour: 'Dark blue', Material: 'Fabric' }),
    sku(1013, 1499, 0, { Colour: 'Cognac', Material: 'Leather' }),
  ],
  shop: { id: 1, siteName: 'Nordhaus Living' },
  businessTypeDict: null,
  marketingUnit: null,
  adjustStep: 1,
  categories: [
    { id: 1, path: 'living-room', name: 'Living room' },
    { id: 2, path: 'living-room/sofas', name: 'Sofas' },
  ],
  rating: { average: 4.5, count: 2 },
  lateSections: { combinedSetLines: [2], shopItemsInStock: 1 },
  dimensions: null,
  materials: [],
  delivery: null,
  preSale: null,
};
const firewood: ItemDetail = {
  ...card(127, 'Kiln-dried oak firewood', { salePrc: eur(0.9), shopId: 2, sellerId: 22, urlKey: 'kiln-dried-oak-firewood' }),
  description: 'Split oak logs.', images: [], skus: [sku(1271, 0.9, 500, { Length: '25 cm' })],
  shop: { id: 2, siteName: 'Casa Serena' }, businessTypeDict: 'weight', marketingUnit: { unitName: 'kg' }, adjustStep: 5, minQty: 10,
  categories: [], rating: null, lateSections: { combinedSetLines: [], shopItemsInStock: 0 }, dimensions: null, materials: [], delivery: null, preSale: null,
};
/** The page's JSON-LD blocks, parsed, by @type. */
const structuredData = () =>
  Object.fromEntries(
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
      const data = JSON.parse(script.textContent ?? '') as { '@type': string };
      return [data['@type'], data];
    }),
  );
const diningSet = {
  id: 1, name: 'Bergen dining set', totalPrc: eur(1265),
  lines: [
    { item: card(104, 'Bergen table'), skuId: 1041, skuName: '160–220 cm', qty: 1, salePrc: eur(749), stock: 6 },
    { item: card(103, 'Lund dining chair'), skuId: 1031, skuName: 'Oak', qty: 4, salePrc: eur(129), stock: 80 },
  ],
};

function show(url: string, handlers: Record<string, unknown>) {
  const api = fakeApi({ [COMBINED]: [], [BY_SHOP]: [], ...handlers });
  return {
    api,
    view: renderScreen(
      <>
        <ProductPage />
        <Toaster />
      </>,
      { url, path: '/product/:urlKey' },
    ),
  };
}

describe('the product page', () => {
  // The reviews team's fragment (issue 30) is the host's to load: here it draws nothing.
  beforeAll(() => provideFragmentLoader(async () => ({ default: () => null })));
  afterAll(() => provideFragmentLoader(undefined));
  beforeEach(() => {
    act(() => {
      useSession.getState().setUser(testBuyer());
      useCart.getState().setCount(0);
      toast.clear();
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the gallery in a reserved box, the name, the price and the original price, and the shop', async () => {
    const { api, view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: sofa });
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: 'Oslo 3-seater sofa' })).toBeInTheDocument();
    const main = screen.getByRole('img', { name: 'Oslo 3-seater sofa' });
    expect(main).toHaveAttribute('width', '560');
    expect(main).toHaveAttribute('height', '560');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(screen.getByText(/1\.099,00/).closest('s')).not.toBeNull();
    expect(screen.getByText('Sold by Nordhaus Living')).toBeInTheDocument();
    expect(api.bodiesOf(BY_URL_KEY)).toEqual([{ urlKey: 'oslo-3-seater-sofa' }]);
  });

  it('shows Home › room › category from the item’s categories, linking to /c/<path>, and the same as BreadcrumbList JSON-LD', async () => {
    const { view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: sofa });
    await view;
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Living room', '/c/living-room'],
      ['Sofas', '/c/living-room/sofas'],
    ]);
    expect(structuredData().BreadcrumbList).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Living room', item: '/c/living-room' },
        { '@type': 'ListItem', position: 3, name: 'Sofas', item: '/c/living-room/sofas' },
      ],
    });
  });

  it('describes the product as Product JSON-LD: the skus’ price range, in stock, and the rating', async () => {
    const { view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: sofa });
    await view;
    await screen.findByRole('heading', { level: 1, name: 'Oslo 3-seater sofa' });
    expect(structuredData().Product).toMatchObject({
      name: 'Oslo 3-seater sofa',
      image: ['/media/items/101.svg'],
      brand: { '@type': 'Brand', name: 'Nordhaus Living' },
      offers: { '@type': 'AggregateOffer', lowPrice: 899, highPrice: 1499, offerCount: 3, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('an unfiled, unrated item: no breadcrumbs, one offer and no rating', async () => {
    const { view } = show('/product/kiln-dried-oak-firewood', { [BY_URL_KEY]: firewood });
    await view;
    await screen.findByRole('heading', { level: 1, name: 'Kiln-dried oak firewood' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    const product = structuredData().Product as Record<string, unknown>;
    expect(product.offers).toEqual({ '@type': 'Offer', price: 0.9, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: '/product/kiln-dried-oak-firewood' });
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('draws the same boxes while the item loads (no layout shift)', async () => {
    const { view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: () => new Promise(() => undefined) });
    const { container } = await view;
    expect(container.querySelector('.checkout-product__image--placeholder')).not.toBeNull();
    expect(screen.getByLabelText('Loading the product')).toHaveAttribute('aria-busy', 'true');
  });

  it('disables a sold-out combination and one that does not exist, and a choice changes the sku and its price', async () => {
    const { view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: sofa });
    await view;
    const colour = await screen.findByRole('group', { name: 'Colour' });
    expect(within(colour).getByRole('radio', { name: 'Cognac: sold out' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Material' })).getByRole('radio', { name: 'Leather: not available in Light grey' })).toBeDisabled();
    await userEvent.click(within(colour).getByRole('radio', { name: 'Dark blue' }));
    expect(within(colour).getByRole('radio', { name: 'Dark blue' })).toBeChecked();
    expect(screen.queryByText(/1\.099,00/)).not.toBeInTheDocument();
  });

  it('opens on the sku an order line links to (?skuId=), and a sold-out sku cannot be added', async () => {
    const { view } = show('/product/oslo-3-seater-sofa?skuId=1013', { [BY_URL_KEY]: sofa });
    await view;
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText(/1\.499,00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('adds the chosen sku and quantity to the cart and says added to cart', async () => {
    const { api, view } = show('/product/oslo-3-seater-sofa?skuId=1012', { [BY_URL_KEY]: sofa, [ADD]: { added: 1, count: 4 } });
    await view;
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('added to cart')).toBeInTheDocument();
    expect(api.bodiesOf(ADD)).toEqual([
      [{ cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 101 }, seller: { id: 15 }, shop: { id: 1 }, sku: { id: 1012 }, skuQty: 2, snapshotPrc: 899 }],
    ]);
    expect(useCart.getState().count).toBe(4);
  });

  it('goods sold by weight: the quantity starts at the minimum, moves by adjustStep, and a typed quantity is rounded with a note', async () => {
    const { api, view } = show('/product/kiln-dried-oak-firewood', { [BY_URL_KEY]: firewood, [ADD]: { added: 15, count: 15 } });
    await view;
    const qty = await screen.findByLabelText('Quantity (kg)');
    expect(qty).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Less' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(qty).toHaveValue(15);
    await userEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(qty).toHaveValue(10);
    await userEvent.clear(qty);
    await userEvent.type(qty, '17');
    await userEvent.tab();
    expect(qty).toHaveValue(15);
    expect(screen.getByRole('status')).toHaveTextContent('Rounded to 15 kg: this item is sold in steps of 5 kg, at least 10 kg.');
    await userEvent.clear(qty);
    await userEvent.type(qty, '2000');
    await userEvent.tab();
    expect(qty).toHaveValue(500);
    expect(screen.getByRole('status')).toHaveTextContent('Set to 500 kg, the most that can be ordered.');
    // Enter in the field rounds and stays on the page (the buyer sees the quantity before adding it).
    await userEvent.clear(qty);
    await userEvent.type(qty, '7{Enter}');
    expect(qty).toHaveValue(10);
    expect(api.bodiesOf(ADD)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('added to cart')).toBeInTheDocument();
    expect(api.bodiesOf(ADD)).toEqual([
      [{ cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 127 }, seller: { id: 22 }, shop: { id: 2 }, sku: { id: 1271 }, skuQty: 15, snapshotPrc: 0.9 }],
    ]);
  });

  it.each([
    ['en', 'cart.qtyBelowMin', 'Not accepted: this item is sold from 10 kg. The quantity was not changed.'],
    ['de', 'cart.qtyStep', 'Nicht angenommen: Dieser Artikel wird in Schritten von 5 kg verkauft. Die Menge wurde nicht geändert.'],
    ['zh-CN', 'cart.qtyStep', '未被接受：该商品按 5 kg 递增销售。数量未更改。'],
  ] as const)("shows the server's refusal of the quantity specifically (%s)", async (language, message, text) => {
    const refused = () => Response.json({ success: false, error: { code: 'VALIDATION', message, fields: [{ field: '0.skuQty', message }] } }, { status: 400 });
    fakeApi({ [COMBINED]: [], [BY_SHOP]: [], [BY_URL_KEY]: firewood, [ADD]: refused });
    await renderScreen(<ProductPage />, { url: '/product/kiln-dried-oak-firewood', path: '/product/:urlKey', language });
    await screen.findByRole('spinbutton');
    await userEvent.click(screen.getByRole('button', { name: { en: 'Add to cart', de: 'In den Warenkorb', 'zh-CN': '加入购物车' }[language] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('spinbutton')).toHaveValue(10);
  });

  it('says so when less is in stock than the minimum sold, and adds nothing', async () => {
    const { api, view } = show('/product/kiln-dried-oak-firewood', { [BY_URL_KEY]: { ...firewood, skus: [sku(1271, 0.9, 8, { Length: '25 cm' })] } });
    await view;
    expect(await screen.findByText('Only 8 kg left, less than the minimum of 10 kg.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(api.bodiesOf(ADD)).toEqual([]);
  });

  it('adds a combined set in one call, every line with its quantity', async () => {
    const { api, view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: sofa, [COMBINED]: [diningSet], [ADD]: { added: 2, count: 5 } });
    await view;
    await userEvent.click(await screen.findByRole('button', { name: 'Add the set "Bergen dining set" to cart' }));
    expect(await screen.findByText('Set added to cart: 5 items')).toBeInTheDocument();
    expect(api.bodiesOf(ADD)).toEqual([
      [
        { cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 104 }, seller: { id: 15 }, shop: { id: 1 }, sku: { id: 1041 }, skuQty: 1, snapshotPrc: 749 },
        { cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: 103 }, seller: { id: 15 }, shop: { id: 1 }, sku: { id: 1031 }, skuQty: 4, snapshotPrc: 129 },
      ],
    ]);
  });

  it('shows more from this shop, asked by itemSize, itemShopId and the item to leave out', async () => {
    const { api, view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: sofa, [BY_SHOP]: [card(102, 'Fjord armchair')] });
    await view;
    await screen.findByRole('link', { name: 'Fjord armchair' });
    const more = screen.getByRole('region', { name: 'More from Nordhaus Living' });
    expect(within(more).getByRole('link', { name: 'Fjord armchair' })).toHaveAttribute('href', '/product/fjord-armchair');
    expect(api.bodiesOf(BY_SHOP)).toEqual([{ itemSize: 4, itemShopId: 1, itemId: 101 }]);
  });

  describe("holds each late section's place with a skeleton as tall as it, from what the item told (issue 30, CLS)", () => {
    const pending = () => new Promise(() => {});
    const late = () => document.querySelector('.checkout-product__late')!;

    it('a box per set with a 64 px line per piece, a skeleton card per item of the shop in stock (at most 4), the reviews for the count', async () => {
      const table = { ...sofa, lateSections: { combinedSetLines: [2, 3], shopItemsInStock: 9 } };
      const { view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: table, [COMBINED]: pending, [BY_SHOP]: pending });
      await view;
      await screen.findByRole('heading', { level: 1, name: 'Oslo 3-seater sofa' });
      const sets = within(late() as HTMLElement).getByRole('region', { name: 'Often bought together' });
      expect([...sets.querySelectorAll('.checkout-product__set')].map((set) => set.querySelectorAll('li').length)).toEqual([2, 3]);
      const more = within(late() as HTMLElement).getByRole('region', { name: 'More from Nordhaus Living' });
      expect(more.querySelectorAll('li .checkout-product-card--skeleton')).toHaveLength(4);
      // The reviews' code is not there yet: the shared skeleton for 2 reviews holds their place.
      expect(late().querySelectorAll('.mall-product-reviews .mall-product-reviews__latest > .mall-skeleton')).toHaveLength(3);
    });

    it('an item in no set whose shop sells nothing else in stock: no set or shop section, and no call for them', async () => {
      const alone = { ...sofa, lateSections: { combinedSetLines: [], shopItemsInStock: 0 } };
      const { api, view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: alone });
      await view;
      await screen.findByRole('heading', { level: 1, name: 'Oslo 3-seater sofa' });
      expect(screen.queryByRole('region', { name: 'Often bought together' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'More from Nordhaus Living' })).toBeNull();
      expect(api.bodiesOf(COMBINED)).toEqual([]);
      expect(api.bodiesOf(BY_SHOP)).toEqual([]);
    });
  });

  it('asks for the sets and the shop\'s other items only once their place comes near the screen', async () => {
    // A browser's IntersectionObserver, reporting by hand where the sections' place is.
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const margins: Array<string | undefined> = [];
    class FakeObserver {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
        observed.push(callback);
        margins.push(options?.rootMargin);
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
    try {
      const { api, view } = show('/product/oslo-3-seater-sofa', { [BY_URL_KEY]: sofa, [BY_SHOP]: [card(102, 'Fjord armchair')] });
      await view;
      await screen.findByRole('heading', { level: 1, name: 'Oslo 3-seater sofa' });
      expect(margins).toEqual(['400px 0px']);
      act(() => observed[0]!([{ isIntersecting: false }]));
      expect(api.bodiesOf(BY_SHOP)).toEqual([]);
      expect(api.bodiesOf(COMBINED)).toEqual([]);
      act(() => observed[0]!([{ isIntersecting: true }]));
      expect(await screen.findByRole('region', { name: 'More from Nordhaus Living' })).toBeInTheDocument();
      expect(api.bodiesOf(COMBINED)).toHaveLength(1);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('says honestly when the product cannot be loaded', async () => {
    const { view } = show('/product/gone', { [BY_URL_KEY]: () => failure(404, 'NOT_FOUND') });
    await view;
    expect(await screen.findByRole('heading', { name: 'This product could not be shown' })).toBeInTheDocument();
  });
});
