import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideFragmentLoader, useMarket } from '@mall/shared';
import type { ItemDetail } from '@mall/shared/contract';
import { testItemDetail } from '@mall/shared/testing';
import { fakeApi, renderScreen } from '../../testing/screen';
import { ProductPage } from './ProductPage';

/** Issue 30 item 6: what the product page tells of a piece of furniture. */
const BY_URL_KEY = '/item/detailByUrlKey';
const eur = (value: number) => ({ value, currency: 'EUR' });
const sku = (id: number, price: number, stock: number, attrs: Record<string, string>): ItemDetail['skus'][number] => ({
  id, name: Object.values(attrs).join(' '), image: `/media/skus/${id}.svg`, salePrc: eur(price), originalPrc: null, stock, skuUrlSuffix: `?skuId=${id}`,
  attributes: Object.entries(attrs).map(([attrKey, attrVal]) => ({ attrKey, attrVal })),
});
const capri = testItemDetail({
  itemId: 117, name: 'Capri corner sofa', urlKey: 'capri-corner-sofa', salePrc: eur(1690), shopId: 2, sellerId: 22,
  skus: [
    sku(1171, 1690, 4, { Colour: 'Sand', Material: 'Bouclé' }),
    sku(1172, 1790, 3, { Colour: 'Olive', Material: 'Bouclé' }),
    sku(1173, 1790, 0, { Colour: 'Olive', Material: 'Velvet' }),
    sku(1174, 1890, 2, { Colour: 'Sand', Material: 'Velvet' }),
  ],
  shop: { id: 2, siteName: 'Casa Serena' },
  dimensions: { widthCm: 280, depthCm: 200, heightCm: 80, seatHeightCm: 44, weightKg: 246.4 },
  materials: [
    { key: 'fabric', name: 'Fabric', care: 'Vacuum with a soft brush now and then.' },
    { key: 'velvet', name: 'Velvet', care: 'Brush along the pile with a soft brush.' },
  ],
  delivery: {
    leadDays: 42,
    shipsFrom: 'ES',
    estimates: [
      { country: 'DE', earliest: '2027-01-12', latest: '2027-01-15' },
      { country: 'ES', earliest: '2027-01-09', latest: '2027-01-11' },
    ],
  },
  preSale: {
    skus: [
      { skuId: 1171, depositPrc: eur(300), balancePrc: eur(1390) },
      { skuId: 1172, depositPrc: eur(300), balancePrc: eur(1490) },
      { skuId: 1173, depositPrc: eur(300), balancePrc: eur(1490) },
      { skuId: 1174, depositPrc: eur(300), balancePrc: eur(1590) },
    ],
  },
});

const show = (item: ItemDetail, language: 'en' | 'de' | 'zh-CN' = 'en') => {
  fakeApi({ [BY_URL_KEY]: item, '/combined_item/itemCombinedFlow': [], '/sapi/mall-item/item/recommendByItem': [] });
  return renderScreen(<ProductPage />, { url: `/product/${item.urlKey}`, path: '/product/:urlKey', language });
};

describe('the product page of a piece of furniture', () => {
  beforeEach(() => act(() => useMarket.setState({ country: 'DE', locale: 'de-DE' })));
  afterEach(() => {
    jest.restoreAllMocks();
    provideFragmentLoader(undefined);
  });

  it('lists the dimensions with seat height and weight, and each material with its care', async () => {
    await show(capri);
    const dimensions = await screen.findByRole('region', { name: 'Dimensions' });
    const rows = within(dimensions).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Width: 280 cm', 'Depth: 200 cm', 'Height: 80 cm', 'Seat height: 44 cm', 'Weight: 246.4 kg']);
    const care = screen.getByRole('region', { name: 'Materials & care' });
    expect(within(care).getAllByRole('term').map((term) => term.textContent)).toEqual(['Fabric', 'Velvet']);
    expect(within(care).getByText('Brush along the pile with a soft brush.')).toBeInTheDocument();
  });

  it('leaves out what the item has not (no seat height, no size at all)', async () => {
    await show(testItemDetail({ name: 'Bergen table', dimensions: { widthCm: 160, depthCm: 90, heightCm: 75, seatHeightCm: null, weightKg: null } }));
    const dimensions = await screen.findByRole('region', { name: 'Dimensions' });
    expect(within(dimensions).getAllByRole('term').map((term) => term.textContent)).toEqual(['Width', 'Depth', 'Height']);
    expect(screen.queryByRole('region', { name: 'Materials & care' })).toBeNull();
  });

  it('dates the delivery to the buyer’s market, and says where it ships from after how long', async () => {
    await show(capri);
    expect(await screen.findByText('Delivered 12 Jan – 15 Jan to Germany')).toBeInTheDocument();
    expect(screen.getByText('Ships from Spain after 42 days of preparation')).toBeInTheDocument();
    act(() => useMarket.setState({ country: 'ES' }));
    expect(await screen.findByText('Delivered 9 Jan – 11 Jan to Spain')).toBeInTheDocument();
  });

  it('writes the dates and countries in the buyer’s language', async () => {
    await show(capri, 'de');
    expect(await screen.findByText('Lieferung 12. Jan. – 15. Jan. nach Deutschland')).toBeInTheDocument();
    expect(screen.getByText('Versand aus Spanien nach 42 Tagen Vorbereitung')).toBeInTheDocument();
  });

  it('says nothing of delivery where none is dated for the market (a gift card)', async () => {
    await show(testItemDetail({ name: 'Gift card', delivery: null }));
    await screen.findByRole('heading', { level: 1, name: 'Gift card' });
    expect(screen.queryByText(/^Delivered/)).toBeNull();
  });

  it('shows a pre-sale’s deposit and balance for the chosen sku', async () => {
    await show(capri);
    const terms = await screen.findByRole('region', { name: 'Pre-order' });
    expect(within(terms).getByText('Deposit with your order').nextElementSibling).toHaveTextContent('300,00 €');
    expect(within(terms).getByText('Balance before delivery').nextElementSibling).toHaveTextContent('1.390,00 €');
    await userEvent.click(screen.getByRole('radio', { name: 'Olive' }));
    expect(within(screen.getByRole('region', { name: 'Pre-order' })).getByText('Balance before delivery').nextElementSibling).toHaveTextContent('1.490,00 €');
  });

  it('says why an option cannot be chosen: "Velvet: sold out in Olive"', async () => {
    await show(capri);
    await userEvent.click(await screen.findByRole('radio', { name: 'Olive' }));
    const material = screen.getByRole('group', { name: 'Material' });
    expect(within(material).getByRole('radio', { name: 'Velvet: sold out in Olive' })).toBeDisabled();
    expect(within(material).getByRole('radio', { name: 'Bouclé' })).toBeChecked();
  });

  it("embeds the reviews team's ProductReviews fragment for the item", async () => {
    const asked: Array<[string, string]> = [];
    provideFragmentLoader(async (bundle, expose) => {
      asked.push([bundle, expose]);
      return { default: ({ itemId }: { itemId: number }) => <section aria-label="Customer reviews">reviews of {itemId}</section> };
    });
    await show(capri);
    expect(await screen.findByRole('region', { name: 'Customer reviews' })).toHaveTextContent('reviews of 117');
    expect(asked).toContainEqual(['reviews', './ProductReviews']);
  });
});
