import { remoteOrigin } from '../ports';
import { devices, expect, test, type Page } from './fixtures';
import { DEMO_BUYER, emptyCart, logIn } from './helpers';

/** The host's bootstrap chunk: the app's start (host/src/index.ts imports it in a task of its own). */
const BOOTSTRAP = /\/bootstrap\.[0-9a-f]+\.js$/;

/** Holds back `scripts` until released (then they pass at once): the page is the server's markup alone meanwhile. */
async function holdScripts(page: Page, scripts: RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Every part of the page hydrated: the frame and each region have dropped their not-ready mark. */
const hydrated = (page: Page) => expect(page.locator('[data-hydrating]')).toHaveCount(0, { timeout: 20_000 });

/**
 * Opens `path` with the app held back, takes hold of the elements the server drew (the top bar's
 * logo, the footer, the page's heading, the remote's region), lets the app start and, once it has
 * hydrated, checks each is still the node in the document: adopted, not replaced.
 */
async function keepsServerNodes(page: Page, path: string, selectors: string[]): Promise<void> {
  const release = await holdScripts(page, BOOTSTRAP);
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await response?.text()).toContain('<div id="root"><!--$--><div class="shell" data-hydrating="">');
  const held = await Promise.all(selectors.map(async (selector) => ({ selector, node: await page.locator(selector).first().elementHandle({ timeout: 5_000 }) })));
  await expect(page.locator('.shell[data-hydrating]')).toHaveCount(1);
  release();
  await hydrated(page);
  for (const { selector, node } of held) {
    expect(await node?.evaluate((element, query) => element.isConnected && document.querySelector(query) === element, selector), `${path}: ${selector}`).toBe(true);
  }
}

const frame = ['a.shell-logo', 'footer.shell-footer', 'main h1'];

/** Anna logged in, with one line in her cart (the home page's first product). */
async function buyerWithALine(page: Page): Promise<void> {
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await emptyCart(page);
  await page.goto('/');
  await page.locator('article.checkout-product-card').first().getByRole('button', { name: /Add .* to cart/ }).click();
  await expect(page.getByText('added to cart')).toBeVisible();
}

/** A remote's scripts, from its own origin. */
const scriptsOf = (bundle: Parameters<typeof remoteOrigin>[0]) => new RegExp(`^${remoteOrigin(bundle).replace(/[.]/g, '\\.')}/.*\\.js$`);

/** Anna's server-drawn cart with `held` scripts held back: CHECKOUT NOW tapped then opens the checkout once they come. */
async function checkoutNowTappedEarly(page: Page, held: RegExp, waitUntil: 'domcontentloaded' | 'commit'): Promise<void> {
  await buyerWithALine(page);
  const release = await holdScripts(page, held);
  await page.goto('/cart', { waitUntil });
  await page.getByRole('button', { name: 'CHECKOUT NOW' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  release();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  // Checkout has its preview before the cart is emptied (emptied first, the preview's call got 400: a clean-clone run).
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeVisible({ timeout: 20_000 });
  await emptyCart(page);
}

test.describe('the pages the server draws are hydrated, not replaced (issue 29)', () => {
  test('the home and a product page: the server\'s nodes stay, checkout\'s region included, and no part is drawn again', async ({ page }) => {
    await expect.poll(async () => (await page.request.get('/')).text(), { timeout: 20_000 }).toContain('<div class="shell" data-hydrating="">');
    await keepsServerNodes(page, '/', [...frame, 'article.checkout-product-card', 'ul.shell-product-grid']);
    // The app is there: a card's button works on the server's node.
    await page.locator('article.checkout-product-card').first().getByRole('button', { name: /Add .* to cart/ }).click();
    await expect(page.getByText('added to cart')).toBeVisible();
    // Issue 30 item 6: the dimensions, care and delivery dates are drawn the same on both sides.
    await keepsServerNodes(page, '/product/oslo-3-seater-sofa', [...frame, '#checkout-product-title', '.shell-remote[data-boundary="checkout"]', '.checkout-product-facts dl', '.checkout-product__delivery-window']);
  });

  test('a listing and a search (issue 32): products, breadcrumbs, head and JSON-LD in the HTML before any script runs, then hydrated in place', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    // The HTML as a crawler gets it: no script has run.
    const html = await (await page.request.get('/c/living-room/sofas?stock=1&sort=priceAsc')).text();
    expect(html).toMatch(/<title data-page-head="Furniture Mall">Sofas \| Furniture Mall<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Sofas: \d+ products/);
    // Filters and sort show the same products: one canonical page.
    expect(html).toContain(`<link rel="canonical" href="${origin}/c/living-room/sofas" data-page-head="">`);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html.match(/<article class="checkout-product-card"/g)?.length).toBeGreaterThanOrEqual(12);
    expect(html).toContain('<nav class="checkout-breadcrumbs" aria-label="Breadcrumb">');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"@type":"ItemList"');
    await keepsServerNodes(page, '/c/living-room/sofas?stock=1&sort=priceAsc', [...frame, 'article.checkout-product-card', 'nav.checkout-breadcrumbs', '.checkout-catalogue__filters']);
    await expect(page).toHaveTitle('Sofas | Furniture Mall');
    // The app works on the server's nodes: a filter narrows the listing.
    await page.getByRole('checkbox', { name: /^On sale \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/sale=1/);

    const search = await (await page.request.get('/search?q=sofa')).text();
    expect(search).toMatch(/<title data-page-head="Furniture Mall">sofa: search \| Furniture Mall<\/title>/);
    expect(search).toContain(`<link rel="canonical" href="${origin}/search?q=sofa" data-page-head="">`);
    expect(search.match(/<article class="checkout-product-card"/g)?.length).toBeGreaterThan(0);
    await keepsServerNodes(page, '/search?q=sofa', [...frame, 'article.checkout-product-card', '.checkout-catalogue__count']);
    // Leaving puts the shell's title back.
    await page.locator('a.shell-logo').click();
    await expect(page).toHaveTitle('Furniture Mall');
  });

  test("a buyer's cart, checkout, order list and order: the server's nodes stay", async ({ page }) => {
    await buyerWithALine(page);
    await keepsServerNodes(page, '/cart', [...frame, 'section.checkout-cart', '.shell-greeting']);
    await keepsServerNodes(page, '/checkout', [...frame, '.shell-remote[data-boundary="checkout"] > *']);
    await keepsServerNodes(page, '/buyer/orders', [...frame, 'article.orders-row', '.shell-remote[data-boundary="orders"]']);
    await keepsServerNodes(page, '/buyer/order/detail/5001', [...frame, '.shell-remote[data-boundary="orders"] > *']);
    await emptyCart(page);
  });

  test("a buyer's cart summary (issue 31): drawn with where the goods go and what checkout offers, the same once hydrated, nothing moved", async ({ page }) => {
    await buyerWithALine(page);
    // What the summary would otherwise ask for once started (the addresses, the pay channels).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/queryShippingAddressListFlow|\/payChannel/.test(request.url())) asked.push(request.url());
    });
    const release = await holdScripts(page, BOOTSTRAP);
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    const summary = page.locator('footer.checkout-cart-summary');
    // The server's markup alone: Anna's saved address, not the market's estimate.
    const drawn = await summary.innerText();
    expect(drawn).toMatch(/Shipping to \S/);
    expect(drawn).not.toContain('(estimate)');
    release();
    await hydrated(page);
    // What moved anywhere on the page: the top bar too (its merchant entry comes with the page's visitor data).
    const shifted = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          new PerformanceObserver((list) => {
            const sources = list.getEntries().flatMap((entry) => (entry as PerformanceEntry & { sources: Array<{ node: Node | null }> }).sources);
            resolve(sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node))));
          }).observe({ type: 'layout-shift', buffered: true });
          // No entry at all: the observer is not called; two frames later, none was recorded.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
        }),
    );
    expect(shifted).toEqual([]);
    expect(await summary.innerText()).toBe(drawn);
    expect(asked).toEqual([]);
    await emptyCart(page);
  });

  test("a tap on a button before the app has hydrated it: the button shows it is not ready, and the tap is acted on once it is, on the same node", async ({ page }) => {
    // Checkout's scripts held back (a slow phone): the product page stays the server's markup, not hydrated.
    const release = await holdScripts(page, scriptsOf('checkout'));
    await page.goto('/product/oslo-3-seater-sofa', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Add to cart', exact: true });
    const node = await button.elementHandle();
    // Not ready: a waiting cursor, and dimmed after a moment.
    await expect(button).toHaveCSS('cursor', 'progress');
    await expect(button).toHaveCSS('opacity', '0.55');
    await button.click();
    await expect(page.locator('.shell-cart-count')).toHaveText('0');
    release();
    await hydrated(page);
    // The same button, ready, and the early tap acted on: once, with no second tap.
    expect(await node?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(button).not.toHaveCSS('cursor', 'progress');
    await expect(page.getByText('added to cart')).toBeVisible();
    await expect(page.locator('.shell-cart-count')).toHaveText('1');
  });

  test("a tab tapped before the app has hydrated the order list is chosen once it is (a tab acts on the press, not the click)", async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    // Orders' scripts held back: the list is the server's markup, its tabs not the app's yet.
    const release = await holdScripts(page, scriptsOf('orders'));
    await page.goto('/buyer/orders?status=all', { waitUntil: 'domcontentloaded' });
    const tab = page.getByRole('tab', { name: /Awaiting Payment/ });
    await tab.click();
    await expect(page.locator('.shell-remote[data-boundary="orders"][data-hydrating]')).toHaveCount(1);
    await expect(page).toHaveURL(/status=all/);
    release();
    await hydrated(page);
    await expect(page).toHaveURL(/status=unpaid/);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  test('CHECKOUT NOW tapped before the server-drawn cart is hydrated opens the checkout once it is (the replay, not a lost tap)', async ({ page }) => {
    await checkoutNowTappedEarly(page, scriptsOf('checkout'), 'domcontentloaded');
  });

  test("CHECKOUT NOW tapped before any of the app's scripts has run (its first one still on its way) opens the checkout once the cart is hydrated", async ({ page }) => {
    // The host's first script held back: the page is the server's markup, no script of ours has run.
    // Not 'domcontentloaded': that comes only after the held (deferred) script has run.
    await checkoutNowTappedEarly(page, /\/main\.[0-9a-f]+\.js$/, 'commit');
  });

  test("text typed into the server's order search before the app has hydrated it is the app's once it has: Enter then searches for it", async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    // Orders' scripts held back: the list is the server's markup, its field not the app's yet.
    const release = await holdScripts(page, scriptsOf('orders'));
    await page.goto('/buyer/orders', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.pressSequentially('FM2026');
    await expect(page.locator('.shell-remote[data-boundary="orders"][data-hydrating]')).toHaveCount(1);
    release();
    await hydrated(page);
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=FM2026/);
    await expect(search).toHaveValue('FM2026');
  });

  test.describe("a buyer far from the server's time zone", () => {
    test.use({ timezoneId: 'Pacific/Auckland' });

    test("their order is drawn with its times in their zone, and hydrated as drawn, not drawn again", async ({ page, context }) => {
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
      // Their browser tells the server its zone on a page opened with their session.
      await page.goto('/');
      await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'mall.timeZone')?.value, { timeout: 15_000 }).toBe('Pacific%2FAuckland');
      const path = '/buyer/order/detail/5001';
      const drawn = await (await page.request.get(path)).text();
      const time = /<time dateTime="([^"]+)">([^<]+)<\/time>/i.exec(drawn);
      expect(time, 'the order drawn with its time').not.toBeNull();
      const [, at = '', text] = time as RegExpExecArray;
      // The buyer's clock time of it (the page writes it in the market's locale, 24-hour in each).
      const inAuckland = await page.evaluate((value) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(value)), at);
      expect(text, `the order time ${at} as the server drew it`).toContain(inAuckland);
      // The same text hydrated: no part of the page drawn again (the console gate hears it otherwise).
      await keepsServerNodes(page, path, [...frame, '.shell-remote[data-boundary="orders"] time']);
      await expect(page.locator('.shell-remote[data-boundary="orders"] time').first()).toHaveText(text ?? '');
    });
  });

  test.describe('on a phone', () => {
    const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
    test.use(pixel);

    test("the server's phone layout (guessed from the user agent) is the one the app hydrates, then adapts", async ({ page }) => {
      await keepsServerNodes(page, '/', [...frame, 'article.checkout-product-card', 'header .shell-topbar__phone']);
      await keepsServerNodes(page, '/product/oslo-3-seater-sofa', [...frame, '#checkout-product-title', 'header .shell-topbar__phone']);
      // A phone's listing: its own layout (the filters in a sheet, "Show more"), hydrated as drawn.
      await keepsServerNodes(page, '/c/living-room?page=2', [...frame, 'article.checkout-product-card', '.checkout-catalogue__more']);
    });

    test("a first visit to the home, a product page and a listing reads neither of the tab's storages (the first read loads the storage area: ~14 ms of main thread)", async ({ page }) => {
      await page.addInitScript(() => {
        const reads: string[] = ((window as unknown as { __storageReads: string[] }).__storageReads = []);
        for (const name of ['localStorage', 'sessionStorage'] as const) {
          const storage = Object.getOwnPropertyDescriptor(window, name);
          Object.defineProperty(window, name, { configurable: true, get: () => (reads.push(`${name}: ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`), storage?.get?.call(window)) });
        }
      });
      for (const path of ['/', '/product/oslo-3-seater-sofa', '/c/living-room']) {
        await page.goto(path);
        await hydrated(page);
        expect(await page.evaluate(() => (window as unknown as { __storageReads: string[] }).__storageReads), path).toEqual([]);
      }
    });

    test("the app's scripts are asked for after the server's copy is painted, not beside the first row's pictures", async ({ page }) => {
      // A phone's link is shared: ~120 KB of the app's chunks asked for before the first paint take its
      // bandwidth from the pictures and styles the paint needs (and Lighthouse counts them into the LCP).
      for (const path of ['/', '/product/oslo-3-seater-sofa', '/c/living-room']) {
        await page.goto(path);
        await hydrated(page);
        const { paintedAt, askedAt } = await page.evaluate(() => ({
          paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          askedAt: performance.getEntriesByType('resource').find((entry) => /\/bootstrap\.[0-9a-f]+\.js$/.test(entry.name))?.startTime ?? null,
        }));
        expect(paintedAt, `${path}: painted`).not.toBeNull();
        expect(askedAt, `${path}: the app's start asked for`).not.toBeNull();
        expect(askedAt!, path).toBeGreaterThanOrEqual(paintedAt!);
      }
    });

    test('hydrating the home, a product page and a listing builds no number, date or country formatter: the server wrote each text it formatted', async ({ page }) => {
      // The first Intl formatter a page builds costs a phone 40-170 ms of main thread (ICU's data):
      // the browser reuses the server's texts (shared/src/format.ts), a formatter only for new values.
      await page.addInitScript(() => {
        const built: string[] = ((window as unknown as { __formattersBuilt: string[] }).__formattersBuilt = []);
        for (const name of ['NumberFormat', 'DateTimeFormat', 'DisplayNames'] as const) {
          const Formatter = Intl[name] as unknown as new (...args: unknown[]) => object;
          (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Formatter, {
            construct: (target, args) => (built.push(`${name} ${JSON.stringify(args)}`), Reflect.construct(target, args)),
          });
        }
      });
      for (const path of ['/', '/product/oslo-3-seater-sofa', '/c/living-room']) {
        // Drawn by checkout's renderer (a renderer over its budget leaves the region to the browser).
        await expect.poll(async () => (await page.request.get(path)).text(), { timeout: 20_000 }).toContain('"regions":{"checkout":"markup"}');
        await page.goto(path);
        await hydrated(page);
        expect(await page.evaluate(() => (window as unknown as { __formattersBuilt: string[] }).__formattersBuilt), path).toEqual([]);
      }
    });
  });
});
