import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { searchAnswer, SEARCH } from './catalogueFixture';
import { SearchPage } from './SearchPage';

const show = (url: string, language?: 'en' | 'de' | 'zh-CN') => renderScreen(<SearchPage />, { url, path: '/search', ...(language ? { language } : {}) });
const ROOMS = [
  { id: 1, path: 'living-room', name: 'Wohnzimmer' },
  { id: 10, path: 'bedroom', name: 'Schlafzimmer' },
];

describe('the search page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('searches the text of the URL with its filters, sort and page, and says what it understood', async () => {
    const api = fakeApi({ [SEARCH]: searchAnswer(30, { understood: 'sofa' }) });
    const view = await show('/search?q=%20sfoa%20&colour=grey&sort=rating&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “sfoa”' })).toBeInTheDocument();
    expect(await screen.findByText('Showing results for “sofa”.')).toBeInTheDocument();
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({ q: 'sfoa', colours: ['grey'], sort: 'rating', page: 2 });
    expect(document.title).toBe('sfoa: search | Furniture Mall');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/search?q=sfoa');
    // Search cards are the listing's: the buyers' rating and the lead time under the price.
    const [card] = screen.getAllByRole('article');
    expect(within(card!).getByText('4.5 out of 5, 2 reviews')).toBeInTheDocument();
    expect(within(card!).getByText('Ships in 7 days')).toBeInTheDocument();

    // A filter keeps the search text in the URL.
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Velvet (4)' }));
    expect(view.location().search).toBe('?q=+sfoa+&colour=grey&material=velvet&sort=rating');
    await waitFor(() => expect(api.bodiesOf(SEARCH).at(-1)).toMatchObject({ q: 'sfoa', materials: ['velvet'], page: 1 }));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/search?q=+sfoa+&colour=grey&material=velvet&sort=rating&page=2');
  });

  it('finds nothing in the buyer language and offers the categories the API suggests', async () => {
    fakeApi({ [SEARCH]: searchAnswer(0, { categories: ROOMS }) });
    await show('/search?q=xqzzy', 'de');
    expect(await screen.findByText(/Für „xqzzy“ wurde nichts gefunden\./)).toBeInTheDocument();
    const offered = screen.getByRole('navigation', { name: 'Kategorien' });
    expect(within(offered).getByRole('link', { name: 'Wohnzimmer' })).toHaveAttribute('href', '/c/living-room');
    expect(within(offered).getByRole('link', { name: 'Schlafzimmer' })).toHaveAttribute('href', '/c/bedroom');
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('with filters that leave nothing, offers to clear them instead', async () => {
    fakeApi({ [SEARCH]: searchAnswer(0, { categories: ROOMS }) });
    const view = await show('/search?q=sofa&sale=1');
    const none = (await screen.findByText('No product matches these filters.')).parentElement!;
    expect(screen.queryByText(/Nothing was found/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(none).getByRole('button', { name: 'Clear all filters' }));
    expect(view.location().search).toBe('?q=sofa');
    expect(await screen.findByText(/Nothing was found for “sofa”\./)).toBeInTheDocument();
  });

  it('asks for a text when there is none, and calls nothing', async () => {
    const api = fakeApi({ [SEARCH]: searchAnswer() });
    await show('/search?q=%20%20', 'zh-CN');
    expect(await screen.findByText('请在顶部搜索框中输入您要找的商品。')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says honestly when the search cannot run, and Retry runs it', async () => {
    let fail = true;
    fakeApi({ [SEARCH]: (body: { page?: number }) => (fail ? failure(503, 'UNAVAILABLE') : searchAnswer(3)(body)) });
    await show('/search?q=couch');
    const retry = await screen.findByRole('button', { name: /retry/i });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: 'Sofa 3' })).toBeInTheDocument();
  });
});
