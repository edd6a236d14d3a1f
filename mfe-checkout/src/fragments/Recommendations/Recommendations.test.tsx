import { screen, within } from '@testing-library/react';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { Recommendations } from './Recommendations';

const RECOMMEND = '/item/recommend';
const card = (itemId: number, name: string) => ({
  itemId, mainImage: `/media/items/${itemId}.svg`, defaultSkuId: itemId * 10 + 1, name, salePrc: { value: 99, currency: 'EUR' }, originalPrc: null, shopId: 1, sellerId: 15,
  urlKey: `item-${itemId}`, itemShortName: null, advertise: null, selfManagement: false, commerceType: 'B2C', shopType: 'MERCHANT', minQty: 1, marketingUnit: null,
});

describe('recommendations', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows product cards from /item/recommend, each linking to its product page, around an item when given', async () => {
    const api = fakeApi({ [RECOMMEND]: [card(102, 'Fjord armchair'), card(106, 'Halo floor lamp')] });
    await renderScreen(<Recommendations itemId={101} />, { url: '/', path: '/' });
    const section = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Halo floor lamp' })).toHaveAttribute('href', '/product/item-106');
    expect(api.bodiesOf(RECOMMEND)).toEqual([{ itemSize: 4, id: 101 }]);
  });

  it('says honestly when they cannot load', async () => {
    fakeApi({ [RECOMMEND]: () => failure(500, 'INTERNAL') });
    await renderScreen(<Recommendations />, { url: '/', path: '/' });
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
