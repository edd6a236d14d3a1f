import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_HEAD_ATTRIBUTE, seedFirstScreenData, type ApiClient } from '@mall/shared';
import { failure, fakeApi, renderScreen } from '../../testing/screen';
import { cataloguePagesFor } from '../../ssr/data';
import { asPhone, LISTING, sofasListing } from './catalogueFixture';
import { listingSource } from './catalogueSources';
import { readListingState } from './catalogueUrl';
import { ListingPage } from './ListingPage';

const show = (url = '/c/living-room/sofas', language?: 'en' | 'de' | 'zh-CN') => renderScreen(<ListingPage />, { url, path: '/c/*', ...(language ? { language } : {}) });
const jsonLd = () => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('a category listing', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the category with breadcrumbs, its subcategories as links, and its products', async () => {
    fakeApi({ [LISTING]: sofasListing() });
    await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofas' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Living room' })).toHaveAttribute('href', '/c/living-room');
    expect(within(trail).getByText('Sofas')).toHaveAttribute('aria-current', 'page');
    const children = screen.getByRole('navigation', { name: 'Categories in Sofas' });
    expect(within(children).getByRole('link', { name: 'Corner sofas' })).toHaveAttribute('href', '/c/living-room/sofas/corner-sofas');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('30 products');
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Sofa 1' })).toHaveAttribute('href', '/product/sofa-1');
  });

  it('describes itself to search engines: title, description, canonical URL, BreadcrumbList and ItemList with relative URLs (the server writes the same)', async () => {
    fakeApi({ [LISTING]: sofasListing() });
    const view = await show('/c/living-room/sofas?page=2&colour=grey');
    await screen.findByRole('heading', { level: 1, name: 'Sofas' });
    expect(document.title).toBe('Sofas, page 2 | Furniture Mall');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Sofas: 30 products'));
    // Filters show the same products: the canonical page keeps the page number only.
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/c/living-room/sofas?page=2');
    const [breadcrumbs, items] = jsonLd();
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: '/' },
        { position: 2, name: 'Living room', item: '/c/living-room' },
        { position: 3, name: 'Sofas', item: '/c/living-room/sofas' },
      ],
    });
    // Page 2 holds items 25-30, numbered on from page 1.
    expect(items['@type']).toBe('ItemList');
    expect(items.itemListElement).toHaveLength(6);
    expect(items.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 25, url: '/product/sofa-25', name: 'Sofa 25' });
    view.unmount();
    // Leaving puts the head back as it was.
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('keeps a product name that would close its element inside the JSON-LD as data', async () => {
    fakeApi({ [LISTING]: (body: { page?: number }) => ({ ...sofasListing(1)(body), items: [{ ...sofasListing(1)(body).items[0], name: '</script><img src=x>' }] }) });
    await show();
    await screen.findByRole('heading', { level: 1, name: 'Sofas' });
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(jsonLd()[1].itemListElement[0].name).toBe('</script><img src=x>');
  });

  it('asks for what the URL holds, and drops what the contract would refuse', async () => {
    const api = fakeApi({ [LISTING]: sofasListing() });
    await show('/c/living-room/sofas?colour=grey&colour=green&shop=5&min=200&max=900&delivery=7&stock=1&sale=1&sort=priceAsc&page=2');
    await screen.findByRole('heading', { level: 1, name: 'Sofas' });
    expect(api.bodiesOf(LISTING)[0]).toEqual({
      path: 'living-room/sofas',
      colours: ['grey', 'green'],
      materials: [],
      shopIds: [5],
      minPrice: 200,
      maxPrice: 900,
      deliveryDays: 7,
      inStock: true,
      onSale: true,
      sort: 'priceAsc',
      page: 2,
      pageSize: 24,
    });
    await show('/c/living-room/sofas?sort=cheapest&page=abc&delivery=5&shop=x&min=-3');
    await waitFor(() => expect(api.bodiesOf(LISTING)).toHaveLength(2));
    expect(api.bodiesOf(LISTING)[1]).toMatchObject({ sort: 'relevance', page: 1, shopIds: [], colours: [] });
    expect(api.bodiesOf(LISTING)[1]).not.toHaveProperty('deliveryDays');
    expect(api.bodiesOf(LISTING)[1]).not.toHaveProperty('minPrice');
  });

  it('narrows by a filter with counts per value, back to page 1, and Back restores what was shown', async () => {
    const api = fakeApi({ [LISTING]: sofasListing() });
    const view = await show('/c/living-room/sofas?page=2');
    const user = userEvent.setup();
    const colours = await screen.findByRole('group', { name: 'Colour' });
    expect(within(colours).getByRole('checkbox', { name: 'Pink (0)' })).toBeDisabled();
    await user.click(within(colours).getByRole('checkbox', { name: 'Grey (12)' }));
    expect(view.location().search).toBe('?colour=grey');
    await waitFor(() => expect(api.bodiesOf(LISTING).at(-1)).toMatchObject({ colours: ['grey'], page: 1 }));
    await user.click(screen.getByRole('checkbox', { name: 'In stock (28)' }));
    expect(view.location().search).toBe('?colour=grey&stock=1');
    await user.click(screen.getByRole('radio', { name: 'Within 3 days (2)' }));
    expect(view.query().get('delivery')).toBe('3');

    await act(() => view.navigate(-1));
    expect(view.location().search).toBe('?colour=grey&stock=1');
    expect(screen.getByRole('checkbox', { name: 'In stock (28)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    await act(() => view.navigate(-1));
    await act(() => view.navigate(-1));
    expect(view.location().search).toBe('?page=2');
    expect(screen.getByRole('checkbox', { name: 'Grey (12)' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('checkbox', { name: 'Velvet (4)' }));
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(view.location().search).toBe('');
  });

  it('filters by a price range, refusing a lowest price above the highest', async () => {
    const api = fakeApi({ [LISTING]: sofasListing() });
    const view = await show();
    const user = userEvent.setup();
    const from = await screen.findByRole('textbox', { name: 'From (€)' });
    expect(from).toHaveAttribute('placeholder', '199');
    await user.type(from, '900');
    await user.type(screen.getByRole('textbox', { name: 'To (€)' }), '300');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(await screen.findByText('The lowest price must not be above the highest.')).toBeInTheDocument();
    expect(view.location().search).toBe('');
    await user.clear(from);
    await user.type(from, '200');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(view.location().search).toBe('?min=200&max=300');
    await waitFor(() => expect(api.bodiesOf(LISTING).at(-1)).toMatchObject({ minPrice: 200, maxPrice: 300 }));
  });

  it('sorts, starting again at page 1', async () => {
    const api = fakeApi({ [LISTING]: sofasListing() });
    const view = await show('/c/living-room/sofas?page=2');
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(view.location().search).toBe('?sort=priceDesc');
    await waitFor(() => expect(api.bodiesOf(LISTING).at(-1)).toMatchObject({ sort: 'priceDesc', page: 1 }));
  });

  it('pages with links a crawler follows, keeping the filters', async () => {
    const api = fakeApi({ [LISTING]: sofasListing() });
    const view = await show('/c/living-room/sofas?colour=grey');
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/c/living-room/sofas?colour=grey&page=2');
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(view.location().search).toBe('?colour=grey&page=2');
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    expect(api.bodiesOf(LISTING).at(-1)).toMatchObject({ page: 2 });
    expect(screen.getByRole('heading', { name: 'Products' })).toHaveFocus();
  });

  it('says honestly when the listing cannot load, and Retry loads it', async () => {
    let fail = true;
    fakeApi({ [LISTING]: (body: { page?: number }) => (fail ? failure(500, 'INTERNAL') : sofasListing()(body)) });
    await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'This category could not be shown' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofas' })).toBeInTheDocument();
  });

  it('calls no API for a path no category can have', async () => {
    const api = fakeApi({ [LISTING]: sofasListing() });
    await show('/c/Living%20Room');
    expect(await screen.findByRole('heading', { level: 1, name: 'This category could not be shown' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows on each card the buyers' rating and how soon it ships, and no rating before the first review", async () => {
    fakeApi({
      [LISTING]: (body: { page?: number }) => {
        const answer = sofasListing(3)(body);
        const [first, second, third] = answer.items;
        return { ...answer, items: [{ ...first!, rating: 4.5, reviewCount: 12, leadDays: 3 }, { ...second!, rating: null, reviewCount: 0, leadDays: 1 }, { ...third!, rating: 4, reviewCount: 1, leadDays: 28 }] };
      },
    });
    await show();
    const [rated, unrated, once] = await screen.findAllByRole('article');
    expect(within(rated!).getByText('4.5 out of 5, 12 reviews')).toBeInTheDocument();
    expect(within(rated!).getByText('Ships in 3 days')).toBeInTheDocument();
    expect(within(unrated!).queryByText(/out of 5/)).not.toBeInTheDocument();
    expect(within(unrated!).queryByText(/\(0\)/)).not.toBeInTheDocument();
    expect(within(unrated!).getByText('Ships in 1 day')).toBeInTheDocument();
    expect(within(once!).getByText('4.0 out of 5, 1 review')).toBeInTheDocument();
    expect(within(once!).getByText('Ships in 28 days')).toBeInTheDocument();
  });

  it('speaks German and Chinese', async () => {
    fakeApi({ [LISTING]: sofasListing() });
    const german = await show('/c/living-room/sofas', 'de');
    expect(await screen.findByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeInTheDocument();
    expect(screen.getByText('30 Produkte')).toBeInTheDocument();
    expect(screen.getAllByText('4,5 von 5, 2 Bewertungen')).toHaveLength(24);
    expect(screen.getAllByText('Versand in 7 Tagen')).toHaveLength(24);
    german.unmount();
    await show('/c/living-room/sofas', 'zh-CN');
    expect(await screen.findByRole('combobox', { name: '排序' })).toBeInTheDocument();
    expect(await screen.findAllByText('4.5 分（满分 5 分），2 条评价')).toHaveLength(24);
    expect(screen.getAllByText('7 天内发货')).toHaveLength(24);
  });
});

/**
 * The page as checkout's server drew it (issue 32): its pages fetched by the server's rule and handed
 * to the app, which seeds them before its first render, as the host's bootstrap does.
 */
async function showDrawn(url: string, { mobile = false, total = 60 } = {}) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const server = { call: (_call: unknown, body: { page?: number }) => Promise.resolve(sofasListing(total)(body)) } as unknown as ApiClient;
  const keep = <T,>(_key: string, call: () => Promise<T>) => call().then((data) => ({ data, at: Date.now() }));
  const source = listingSource(pathname.slice('/c/'.length));
  const drawn = await cataloguePagesFor(server, keep, { source, state: readListingState(new URLSearchParams(search)), continuous: mobile, language: 'en' });
  return renderScreen(<ListingPage />, { url, path: '/c/*', seed: (client) => seedFirstScreenData(client, { path: pathname, language: 'en', ...drawn }) });
}

describe('a category listing the server drew (issue 32)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the server's pages at once, asking mall-api nothing: the server seeds the screen's own key", async () => {
    const api = fakeApi({ [LISTING]: sofasListing(60) });
    await showDrawn('/c/living-room/sofas?colour=grey&page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Sofas' })).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Sofa 25');
    expect(api.calls).toEqual([]);
  });

  it('on a phone, the pages up to the URL\'s one under another, asking nothing either', async () => {
    const restore = asPhone();
    try {
      const api = fakeApi({ [LISTING]: sofasListing(60) });
      await showDrawn('/c/living-room/sofas?page=2', { mobile: true });
      expect(cardNames()).toHaveLength(48);
      expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/c/living-room/sofas?page=3');
      expect(api.calls).toEqual([]);
    } finally {
      restore();
    }
  });

  it("takes the head the server wrote as the page's own: leaving puts the shell's title and description back and drops the canonical link", async () => {
    document.head.innerHTML =
      `<title ${PAGE_HEAD_ATTRIBUTE}="Furniture Mall">Sofas | Furniture Mall</title>` +
      `<meta name="description" content="Sofas: 60 products" ${PAGE_HEAD_ATTRIBUTE}="Furniture for Europe">` +
      `<link rel="canonical" href="http://localhost/c/living-room/sofas" ${PAGE_HEAD_ATTRIBUTE}="">`;
    fakeApi({ [LISTING]: sofasListing(60) });
    const view = await showDrawn('/c/living-room/sofas');
    expect(document.title).toBe('Sofas | Furniture Mall');
    expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"]')).toHaveLength(2);
    view.unmount();
    expect(document.title).toBe('Furniture Mall');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Furniture for Europe');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    document.head.innerHTML = '';
  });
});

describe('a category listing on a phone', () => {
  let restore: () => void;
  beforeEach(() => (restore = asPhone()));
  afterEach(() => {
    restore();
    jest.restoreAllMocks();
  });

  it('opens the filters in a sheet, and shows more products under the first ones', async () => {
    const api = fakeApi({ [LISTING]: sofasListing(60) });
    const view = await show();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Sofas' });
    expect(screen.queryByRole('group', { name: 'Colour' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Grey (12)' }));
    expect(view.location().search).toBe('?colour=grey');
    await user.click(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Show 60 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'Show more' });
    expect(more).toHaveAttribute('href', '/c/living-room/sofas?colour=grey&page=2');
    await user.click(more);
    await waitFor(() => expect(cardNames()).toHaveLength(48));
    expect(cardNames()[0]).toBe('Sofa 1');
    expect(cardNames()[24]).toBe('Sofa 25');
    expect(view.location().search).toBe('?colour=grey&page=2');
    expect(screen.getByText('48 of 60 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(60));
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.bodiesOf(LISTING).map((body) => (body as { page: number }).page)).toEqual([1, 1, 2, 3]);
  });

  describe('loading on as the buyer scrolls', () => {
    /** A browser's IntersectionObserver, reporting by hand: the observers still watching, with what and how far ahead. */
    let watching: Array<{ report: (entries: Array<{ isIntersecting: boolean }>) => void; margin: string | undefined; targets: Element[] }>;
    beforeEach(() => {
      watching = [];
      class FakeObserver {
        private watch: (typeof watching)[number];
        constructor(report: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
          this.watch = { report, margin: options?.rootMargin, targets: [] };
          watching.push(this.watch);
        }
        observe(target: Element) {
          this.watch.targets.push(target);
        }
        disconnect() {
          watching = watching.filter((watch) => watch !== this.watch);
        }
      }
      Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    /** The end of the list comes within the observer's margin of the screen (or not). */
    const endNear = (isIntersecting = true) => act(() => watching.forEach((watch) => watch.report([{ isIntersecting }])));

    it('loads the next page when the end of the list comes near, saying how many are shown, with the link kept', async () => {
      const api = fakeApi({ [LISTING]: sofasListing(60) });
      const view = await show();
      await waitFor(() => expect(cardNames()).toHaveLength(24));
      const shown = screen.getByText('24 of 60 shown');
      expect(shown).toHaveAttribute('aria-live', 'polite');
      expect(watching).toHaveLength(1);
      expect(watching[0]!.margin).toBe('0px 0px 800px 0px');
      // What it watches is what follows the cards: the count and the link.
      expect(watching[0]!.targets[0]).toContainElement(screen.getByRole('link', { name: 'Show more' }));

      endNear(false);
      expect(view.location().search).toBe('');
      endNear();
      await waitFor(() => expect(cardNames()).toHaveLength(48));
      expect(view.location().search).toBe('?page=2');
      expect(screen.getByText('48 of 60 shown')).toHaveAttribute('aria-live', 'polite');
      expect(cardNames()[24]).toBe('Sofa 25');
      // Crawlers, keyboards and browsers without scripts still have the link to the next page.
      expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/c/living-room/sofas?page=3');

      endNear();
      await waitFor(() => expect(cardNames()).toHaveLength(60));
      expect(screen.getByText('60 of 60 shown')).toBeInTheDocument();
      // Everything shown: nothing more to watch for.
      expect(watching).toHaveLength(0);
      expect(api.bodiesOf(LISTING).map((body) => (body as { page: number }).page)).toEqual([1, 2, 3]);
    });

    it('asks once while a page is on its way, and stops when it fails (the notice offers Retry)', async () => {
      let failPage2 = true;
      const api = fakeApi({ [LISTING]: (body: { page?: number }) => (body.page === 2 && failPage2 ? failure(500, 'INTERNAL') : sofasListing(60)(body)) });
      await show();
      await waitFor(() => expect(cardNames()).toHaveLength(24));
      endNear();
      endNear();
      await screen.findByRole('button', { name: /retry/i });
      expect(watching).toHaveLength(0);
      expect(api.bodiesOf(LISTING).filter((body) => (body as { page: number }).page === 2)).toHaveLength(1);
      failPage2 = false;
      await userEvent.setup().click(screen.getByRole('button', { name: /retry/i }));
      await waitFor(() => expect(cardNames()).toHaveLength(48));
      expect(watching).toHaveLength(1);
    });

    it('stops loading by itself where the list would start again lower, leaving the link', async () => {
      const api = fakeApi({ [LISTING]: sofasListing(200) });
      // Pages 1 to 5, as the server drew them for a phone.
      const view = await showDrawn('/c/living-room/sofas?page=5', { mobile: true, total: 200 });
      expect(cardNames()).toHaveLength(120);
      expect(watching).toHaveLength(0);
      endNear();
      expect(view.location().search).toBe('?page=5');
      expect(api.calls).toEqual([]);
      expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/c/living-room/sofas?page=6');
    });

    it('leaves a desktop listing to its page links', async () => {
      restore();
      restore = () => {};
      fakeApi({ [LISTING]: sofasListing(60) });
      await show();
      await screen.findByRole('navigation', { name: 'Pagination' });
      expect(watching).toHaveLength(0);
    });
  });
});
