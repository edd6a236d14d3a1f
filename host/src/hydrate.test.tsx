import { TextDecoder, TextEncoder } from 'node:util';
import { useId, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { preloadable, Price, registerNamespace, screenPath, type FirstScreenData, type FrameData, type RemoteRoutesModule, type VisitorData } from '@mall/shared';
import { hydrateRegion } from '@mall/shared/region';
import { loadI18n, testBuyer, testSite } from '@mall/shared/testing';
import type { ServedRegions } from './federation/servedRegions';
// The shell's texts, registered as the app does.
import './testing';

// react-dom/server (the server's side of this test) encodes text; jsdom has no encoder of its own.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// The frame marks where its preload starts (the bench reads it); jsdom's performance has no marks.
if (typeof performance.mark !== 'function') Object.assign(performance, { mark: () => undefined });

/**
 * checkout's product page as its renderer would draw it: a heading, a link, a button that counts
 * taps, and a disclosure whose panel (mounted when opened) carries the id the button names (useId).
 */
function ProductScreen() {
  const [added, setAdded] = useState(0);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { urlKey } = useParams();
  return (
    <section className="checkout-product" data-boundary="checkout">
      <h1 id="checkout-product-title">Oslo 3-seater sofa</h1>
      <p>Showing {urlKey}</p>
      <Price value={{ value: urlKey === 'oslo-3-seater-sofa' ? 1299.5 : 349, currency: 'EUR' }} />
      <Link to="/product/bergen-armchair">Bergen armchair</Link>
      <Link to="/cart">Go to cart</Link>
      <button type="button" onClick={() => setAdded((n) => n + 1)}>
        Add to cart
      </button>
      <output aria-label="added">{added}</output>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(true)}>
        Dimensions
      </button>
      {open && (
        <div id={panelId} role="region" aria-label="Dimensions">
          W 210 cm
        </div>
      )}
    </section>
  );
}

// The federation runtime stands in for checkout's origin: `down` makes every load fail as the runtime reports it.
let down = false;
const CartScreen = () => <h1>Your cart</h1>;
// As checkout's `./routes` exposes it: its screens, and its regions hydrated in a root of their own.
const routesModule: RemoteRoutesModule = {
  screens: { Product: preloadable(() => Promise.resolve(ProductScreen)), Cart: preloadable(() => Promise.resolve(CartScreen)) },
  NAMESPACE: 'checkout',
  hydrateRegion,
};
jest.mock('./federation/remotes', () => ({
  loadRemoteModule: jest.fn(async (bundle: string, expose: string) =>
    down ? { unavailable: true, id: `${bundle}/${expose}`, reason: 'stopped' } : bundle === 'checkout' && expose === './routes' ? routesModule : { unavailable: true, id: expose, reason: 'unknown' },
  ),
  forgetRemote: jest.fn(),
}));

registerNamespace('checkout', { en: () => Promise.resolve({ default: {} }), 'zh-CN': () => Promise.resolve({ default: {} }), de: () => Promise.resolve({ default: {} }) });

const path = '/product/oslo-3-seater-sofa';
const anna = testBuyer({ nickname: 'Anna' });
const visitor: VisitorData = { answeredAt: Date.now(), user: anna, cartCount: 2 };
// The frame's data as every page carries it: a footer column with an article, points on (the top bar shows membership).
const frame: FrameData = {
  answeredAt: Date.now(),
  footer: { categories: [{ id: 1, name: 'Customer service', sort: 1 }], articles: [{ categoryId: 1, page: { data: [{ id: 31, categoryId: 1, title: 'Delivery times', summary: '' }], total: 1 } }] },
  site: { ...testSite, pointsEnabled: true },
};

/**
 * The page's markup as the host's server draws it, with checkout's region as checkout's renderer drew
 * it (or its notice), and what the server puts into the head before the markup (the texts it formatted).
 */
async function serverDocument(region: ServedRegions['checkout'] & object): Promise<{ head: string; html: string }> {
  const { renderToMarkup, serverTexts } = await import('@mall/shared/ssr');
  const { renderPage } = await import('../server/firstScreen/render');
  const options = { language: 'en' as const, mobile: false, location: path, frame, visitor };
  // As checkout's renderer draws its region: the route matched, a root of its own (its ids prefixed).
  const drawn = renderToMarkup(
    <Routes>
      <Route path={screenPath('checkout', 'Product')} element={<ProductScreen />} />
    </Routes>,
    { ...options, i18n: serverTexts({})('en'), region: 'checkout' },
  );
  const { splitHoisted } = await import('../server/firstScreen/page');
  const { hoisted, markup } = splitHoisted(drawn);
  return { head: hoisted, html: renderPage({ checkout: region.kind === 'markup' ? { kind: 'markup', html: [markup] } : region }, options) };
}

const serverMarkup = async (region: ServedRegions['checkout'] & object) => (await serverDocument(region)).html;

/** The server's page in the document; `start()` runs the hydration entry as the app's bootstrap does. */
async function serverPage(region: ServedRegions['checkout'] & object) {
  const { head, html } = await serverDocument(region);
  document.head.innerHTML = head;
  document.body.innerHTML = `<div id="root">${html}</div>`;
  window.history.replaceState(null, '', path);
  await loadI18n('en', ['shell']);
  const { createQueryClient, seedFrameData, seedVisitorData } = await import('@mall/shared');
  const queryClient = createQueryClient();
  seedFrameData(queryClient, frame, 'en');
  seedVisitorData(queryClient, visitor);
  const drawn: FirstScreenData = { path, language: 'en', mobile: false, remoteBuilds: {}, regions: { checkout: region.kind } };
  const { hydrateFirstScreen } = await import('./hydrate');
  // Each test's checkout as it is now (the page's module cache outlives a test).
  await (await import('./federation/useRemoteModule')).load('checkout', './routes', true);
  const root = document.getElementById('root') as HTMLElement;
  let reactRoot: Awaited<ReturnType<typeof hydrateFirstScreen>> | undefined;
  const start = async () => {
    await act(async () => {
      reactRoot = await hydrateFirstScreen(root, { queryClient, drawn, frame, visitor });
    });
  };
  // Started, and every part the server drew is the app's (no region still marked not ready).
  const hydrated = async () => {
    await start();
    await waitFor(() => expect(root.querySelector('[data-hydrating]')).toBeNull());
  };
  return { root, start, hydrated, unmount: () => act(() => reactRoot?.unmount()) };
}

describe('the page the server drew, hydrated in the browser (issue 29)', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    down = false;
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => errors.mockRestore());

  it("adopts the server's nodes, frame and remote region alike, with no mismatch, and its buttons then work", async () => {
    // Before the app: the server's markup, marked not ready yet.
    const html = await serverMarkup({ kind: 'markup' });
    expect(html).toContain('<div class="shell" data-hydrating="">');
    const view = await serverPage({ kind: 'markup' });
    // The server's elements, held before the app starts.
    const heading = screen.getByRole('heading', { name: 'Oslo 3-seater sofa' });
    const logo = screen.getByRole('link', { name: 'Furniture Mall' });
    const region = view.root.querySelector('.shell-remote');
    const shell = view.root.querySelector('.shell');
    await view.hydrated();
    // The same elements: hydrated, not replaced.
    expect(screen.getByRole('heading', { name: 'Oslo 3-seater sofa' })).toBe(heading);
    expect(screen.getByRole('link', { name: 'Furniture Mall' })).toBe(logo);
    expect(view.root.querySelector('.shell-remote')).toBe(region);
    expect(view.root.querySelector('.shell')).toBe(shell);
    // The frame drawn for the same visitor: no "recoverable" error, no mismatch warning.
    expect(screen.getByText(/Anna/)).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    // React's handlers are on the server's button now.
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByLabelText('added')).toHaveTextContent('1');
    await view.unmount();
  });

  it("uses the ids the region's renderer drew: a panel opened after hydration is the one the server's button names, apart from the frame's ids", async () => {
    const view = await serverPage({ kind: 'markup' });
    const button = screen.getByRole('button', { name: 'Dimensions' });
    const drawnId = button.getAttribute('aria-controls');
    expect(drawnId).toMatch(/^_?checkout-/);
    await view.hydrated();
    await userEvent.click(screen.getByRole('button', { name: 'Dimensions' }));
    // Hydrated in the host's tree, React gave the panel an id of the host's tree; the button kept the server's.
    expect(screen.getByRole('region', { name: 'Dimensions' }).id).toBe(drawnId);
    expect(screen.getByRole('button', { name: 'Dimensions' })).toBe(button);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(errors).not.toHaveBeenCalled();
    await view.unmount();
  });

  it("follows the app's navigation: a link in the region moves the one router, and the region draws the new product", async () => {
    const view = await serverPage({ kind: 'markup' });
    await view.hydrated();
    expect(screen.getByText('Showing oslo-3-seater-sofa')).toBeInTheDocument();
    // Awaited in act: the region's own root draws the new location in a transition, which act must see through.
    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Bergen armchair' }));
    });
    expect(window.location.pathname).toBe('/product/bergen-armchair');
    expect(await screen.findByText('Showing bergen-armchair')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('builds no number formatter while hydrating: the prices the server formatted come with the page, and a new price is formatted here', async () => {
    // A page's texts are read once per page; each test here is a new page.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('mall.formatted')];
    const view = await serverPage({ kind: 'markup' });
    const drawnPrice = view.root.querySelector('.mall-price')?.textContent;
    expect(drawnPrice).toMatch(/1\.299,50/);
    // The first Intl formatter of a page is its longest task on a cold phone (ICU's data). Counted
    // where any formatter, new or kept from an earlier page of this file, formats ('format' is a getter).
    const formatters = jest.spyOn(Intl.NumberFormat.prototype as unknown as { readonly format: unknown }, 'format', 'get');
    await view.hydrated();
    expect(view.root.querySelector('.mall-price')?.textContent).toBe(drawnPrice);
    expect(formatters).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // A price the server did not draw: formatted in the browser, as before.
    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Bergen armchair' }));
    });
    expect(await screen.findByText('Showing bergen-armchair')).toBeInTheDocument();
    expect(view.root.querySelector('.mall-price')?.textContent).toMatch(/349,00/);
    expect(formatters).toHaveBeenCalled();
    formatters.mockRestore();
    await view.unmount();
  });

  it("moves to another screen of the same remote: the region drawn for the product page gives way to the cart", async () => {
    const view = await serverPage({ kind: 'markup' });
    await view.hydrated();
    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Go to cart' }));
    });
    expect(window.location.pathname).toBe('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    await view.unmount();
  });

  it("keeps checkout's notice the server drew while checkout is away, the frame hydrated around it, and Retry loads checkout once back", async () => {
    down = true;
    const view = await serverPage({ kind: 'unavailable' });
    const notice = screen.getByRole('alert');
    const logo = screen.getByRole('link', { name: 'Furniture Mall' });
    await view.hydrated();
    expect(screen.getByRole('alert')).toBe(notice);
    expect(screen.getByRole('link', { name: 'Furniture Mall' })).toBe(logo);
    expect(errors).not.toHaveBeenCalled();
    down = false;
    // Awaited in act: the region suspends on checkout's module, which React's act queue must see resolve.
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'Oslo 3-seater sofa' })).toBeInTheDocument();
    await view.unmount();
  });

  it('draws the region again, alone, when its code cannot load although the server drew it: the notice with Retry, the frame kept', async () => {
    down = true;
    errors.mockImplementation(() => undefined);
    const view = await serverPage({ kind: 'markup' });
    const logo = screen.getByRole('link', { name: 'Furniture Mall' });
    await view.start();
    expect(await screen.findByRole('alert')).toHaveTextContent('Retry');
    expect(screen.queryByRole('heading', { name: 'Oslo 3-seater sofa' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Furniture Mall' })).toBe(logo);
    // Said, so the journeys' console gate would catch it on a page where it should not happen.
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('[host] hydration'), expect.anything(), expect.anything());
    await view.unmount();
  });
});
