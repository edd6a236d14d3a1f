import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from './useScrollRestoration';

/** jsdom lays nothing out: the window's scroll offset and the page's height are the test's to say. */
let scrollY = 0;
let pageHeight = 5000;
let navigate: NavigateFunction;
let growing: (() => void) | undefined;

function Probe() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

const show = (entry: string | { pathname: string; key: string } = '/c/living-room') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
/** The buyer scrolls the window to `y`. */
async function scrollTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
  await nextFrame();
}
const go = (to: string | number, options?: { replace?: boolean }) => act(() => (typeof to === 'number' ? navigate(to) : navigate(to, options)));

/** How the document was loaded, as the browser's navigation entry says (jsdom has none: a new visit). */
function loadedBy(type: NavigationTimingType) {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: (kind: string) => (kind === 'navigation' ? [{ type }] : []) });
}

afterEach(() => {
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

beforeEach(() => {
  scrollY = 0;
  pageHeight = 5000;
  growing = undefined;
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  // The page can be scrolled only as far as it is tall.
  window.scrollTo = jest.fn((_x: number, y: number) => {
    scrollY = Math.max(0, Math.min(y, pageHeight - window.innerHeight));
  }) as unknown as typeof window.scrollTo;
  window.ResizeObserver = class {
    constructor(callback: () => void) {
      growing = callback;
    }
    observe() {}
    disconnect() {
      growing = undefined;
    }
  } as unknown as typeof ResizeObserver;
});

describe('scroll positions across the history', () => {
  it("keeps where the listing was when a link is pressed before the scroll's event came (it comes with the next frame)", async () => {
    show();
    await scrollTo(900);
    // Scrolled on, and the card pressed at once: no scroll event yet.
    scrollY = 2100;
    act(() => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await go('/product/oslo-sofa');
    await go(-1);
    expect(scrollY).toBe(2100);
  });

  it('opens a new page at the top, and Back puts the listing where the buyer left it', async () => {
    show();
    await scrollTo(2400);
    await go('/product/oslo-sofa');
    expect(scrollY).toBe(0);
    await scrollTo(300);
    await go(-1);
    expect(scrollY).toBe(2400);
    // Forward: the product as the buyer scrolled it.
    await go(1);
    expect(scrollY).toBe(300);
  });

  it('keeps the place on a change of the query alone, and Back after "show more" (a replaced entry) returns there', async () => {
    show('/c/living-room');
    await scrollTo(1800);
    await go('/c/living-room?page=2', { replace: true });
    expect(scrollY).toBe(1800);
    // The buyer opens a card at once, without scrolling again after the replace.
    await go('/product/oslo-sofa');
    await scrollTo(500);
    await go(-1);
    expect(scrollY).toBe(1800);
  });

  it('waits for the page to grow tall enough (the cards still arriving), then scrolls there', async () => {
    show();
    await scrollTo(3000);
    await go('/product/oslo-sofa');
    pageHeight = 1000;
    await go(-1);
    expect(scrollY).toBeLessThan(3000);
    pageHeight = 6000;
    act(() => growing!());
    expect(scrollY).toBe(3000);
    expect(growing).toBeUndefined();
  });

  it('stops waiting once the buyer scrolls on their own', async () => {
    show();
    await scrollTo(3000);
    await go('/product/oslo-sofa');
    pageHeight = 1000;
    await go(-1);
    expect(growing).toBeDefined();
    window.dispatchEvent(new Event('wheel'));
    expect(growing).toBeUndefined();
  });

  it('puts an entry back after a reload, from the tab’s storage', async () => {
    const view = show({ pathname: '/c/living-room', key: 'listing' });
    await scrollTo(1500);
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    scrollY = 0;
    loadedBy('reload');
    show({ pathname: '/c/living-room', key: 'listing' });
    expect(scrollY).toBe(1500);
  });

  it("leaves the tab's storage alone while a new visit loads (its first read costs a phone ~30 ms), and keeps the other entries' positions there", async () => {
    sessionStorage.setItem('mall.scroll', JSON.stringify([['earlier /c/bedroom', 700]]));
    const read = jest.spyOn(Storage.prototype, 'getItem');
    const view = show({ pathname: '/c/living-room', key: 'default' });
    await scrollTo(1500);
    expect(read).not.toHaveBeenCalled();
    expect(scrollY).toBe(1500);
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    read.mockRestore();
    expect(new Map(JSON.parse(sessionStorage.getItem('mall.scroll')!))).toEqual(new Map([['earlier /c/bedroom', 700], ['default /c/living-room', 1500]]));
  });

  it("opens another page's first load at the top: every load's first entry has the key 'default' (a new tab copies the storage)", async () => {
    const view = show({ pathname: '/', key: 'default' });
    await scrollTo(1200);
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    scrollY = 0;
    show({ pathname: '/product/grid-open-shelf', key: 'default' });
    expect(scrollY).toBe(0);
  });
});
