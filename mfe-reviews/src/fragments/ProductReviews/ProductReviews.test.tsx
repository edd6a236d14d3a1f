import { act, screen, waitFor, within } from '@testing-library/react';
import { reviewCalls, type ItemReviews } from '@mall/shared/contract';
import { fakeApi, renderScreen, serverError } from '../../testing/screen';
import { ProductReviews } from './ProductReviews';

const REVIEWS = reviewCalls.itemReviews.path;
const show = (itemId = 102, reviewCount = 2) => renderScreen(<ProductReviews itemId={itemId} reviewCount={reviewCount} />, { url: '/product/fjord-armchair', path: '/product/:urlKey' });
const stars = (counts: [number, number, number, number, number]) => counts.map((count, i) => ({ rate: 5 - i, count }));
const reviewed: ItemReviews = {
  rating: { average: 4.5, count: 2 },
  stars: stars([1, 1, 0, 0, 0]),
  latest: [
    {
      id: 9003, rate: 4, content: 'Beautiful light. The dimmer is a little stiff.', createdAt: '2026-10-07T10:36:34.000Z',
      attributes: [{ attrKey: 'Finish', attrVal: 'Brass' }], shopReply: null,
    },
    {
      id: 9001, rate: 5, content: 'Very comfortable and the oak frame feels solid.', createdAt: '2026-09-12T08:00:00.000Z',
      attributes: [{ attrKey: 'Frame', attrVal: 'Oak' }], shopReply: { content: 'Thank you! Enjoy your new reading corner.', createdAt: '2026-09-13T08:00:00.000Z' },
    },
  ],
};

afterEach(() => jest.restoreAllMocks());

describe('ProductReviews (the product page’s reviews fragment)', () => {
  it('shows the average, how many gave each star, and the latest reviews with the sku bought, the date through Intl and the shop’s reply', async () => {
    const api = fakeApi({ [REVIEWS]: reviewed });
    await show();
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(await within(section).findByText('4.5 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('from 2 reviews')).toBeInTheDocument();
    const byStars = within(section).getByRole('list', { name: 'Reviews by rating' });
    expect(within(byStars).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['5 stars1 review', '4 stars1 review', '3 stars0 reviews', '2 stars0 reviews', '1 star0 reviews']);
    const latest = within(section).getByRole('region', { name: 'Latest reviews' });
    const [first, second] = within(latest).getAllByRole('article');
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Verified purchase · 7 Oct 2026 · Finish: Brass');
    expect(first).toHaveTextContent('Beautiful light. The dimmer is a little stiff.');
    expect(within(second!).getByText('Reply from the shop')).toBeInTheDocument();
    expect(second).toHaveTextContent('Thank you! Enjoy your new reading corner.');
    expect(api.bodiesOf(REVIEWS)).toEqual([{ itemId: 102, size: reviewCalls.ITEM_REVIEWS_LATEST }]);
  });

  it('says plainly when nobody has reviewed the item yet, as the page counted, without asking', async () => {
    const api = fakeApi({ [REVIEWS]: { rating: null, stars: stars([0, 0, 0, 0, 0]), latest: [] } });
    await show(1001, 0);
    expect(await screen.findByText('No reviews yet. Buyers review an item once their order is complete.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews by rating' })).toBeNull();
    expect(api.bodiesOf(REVIEWS)).toEqual([]);
  });

  it('holds its place while the reviews load: the skeleton for as many of the latest reviews as the page counted (issue 30, CLS)', async () => {
    let answer: (value: ItemReviews) => void = () => {};
    const api = fakeApi({ [REVIEWS]: () => new Promise<ItemReviews>((resolve) => (answer = resolve)) });
    const view = await show(102, 2);
    const skeleton = view.container.querySelector('section.mall-product-reviews[aria-busy="true"]');
    expect(skeleton).not.toBeNull();
    // The title, the summary, and the latest reviews' title with a box per review.
    expect(skeleton!.querySelectorAll('.mall-product-reviews__latest > .mall-skeleton')).toHaveLength(3);
    await waitFor(() => expect(api.bodiesOf(REVIEWS)).toHaveLength(1));
    await act(async () => answer(reviewed));
    expect(await screen.findByRole('region', { name: 'Customer reviews' })).toHaveClass('mall-product-reviews');
    expect(view.container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('offers Retry when the reviews cannot load, inside its own section', async () => {
    fakeApi({ [REVIEWS]: () => serverError() });
    await show();
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(await within(section).findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('writes the average in the buyer’s language', async () => {
    fakeApi({ [REVIEWS]: reviewed });
    await renderScreen(<ProductReviews itemId={102} reviewCount={2} />, { url: '/product/x', path: '/product/:urlKey', language: 'de' });
    expect(await screen.findByText('4,5 von 5')).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Verifizierter Kauf · 07.10.2026 · Finish: Brass');
  });
});
