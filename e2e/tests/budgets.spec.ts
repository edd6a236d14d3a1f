import { devices, expect, test, type Page } from './fixtures';
import { BUDGETS, HOST_INITIAL_REGRESSION_CEILING_GZIP_BYTES, WARM_NAVIGATION_BUDGETS } from '../budgets';
import { PRELOAD_START_MARK } from '@mall/shared/preloadMark';
import { fromOrigin, initialScripts, preloadStarted, recordScripts, settle, sumGzip, type ScriptTally } from '../measure';
import { HOST_URL, remoteOrigin } from '../ports';
import { REMOTES, type Remote } from '../storefront';
import { DEMO_BUYER } from './helpers';

const FIRST_SCREEN: Record<Remote, string> = {
  checkout: '/cart',
  orders: '/buyer/orders',
  aftersales: '/buyer/as',
  reviews: '/buyer/comments',
  account: '/buyer/profile',
};

/** The scripts carrying a copy of the federation runtime: the host's main only, however many remotes the page holds. */
const runtimeCarriers = (scripts: ScriptTally[]) => scripts.filter((s) => s.carriesFederationRuntime).map((s) => s.origin);

async function scriptsOn(page: Page, path: string, { shownBundle }: { shownBundle?: Remote } = {}) {
  const recorder = recordScripts(page);
  await page.goto(path);
  // The host may still be booting when the network first goes quiet: wait for the remote's screen to
  // be asked for and shown; the recorder then waits for a quiet network.
  if (shownBundle) await expect(page.locator(`[data-boundary="${shownBundle}"]`).first()).toBeVisible();
  return recorder.stop();
}

test.describe('bundle budgets (gzip bytes, deterministic for a build)', () => {
  test('the host sends its frame and home page without growing (its own scripts, before any remote)', async ({ page }) => {
    const all = await scriptsOn(page, '/');
    // The home's product grid is checkout's: it runs on the host's federation runtime, not a copy of its own.
    expect(fromOrigin(all, remoteOrigin('checkout')).length).toBeGreaterThan(0);
    expect(runtimeCarriers(all)).toEqual([HOST_URL]);
    const scripts = await initialScripts(page, all);
    const host = sumGzip(fromOrigin(scripts, HOST_URL));
    console.log(`host initial JS: ${host} B gzip in ${fromOrigin(scripts, HOST_URL).length} scripts (goal ${BUDGETS.hostInitialJsGzipBytes} B)`);
    expect(host).toBeLessThanOrEqual(HOST_INITIAL_REGRESSION_CEILING_GZIP_BYTES);
  });

  test('dialog code is not part of the initial load: it comes after the first input', async ({ page }) => {
    const recorder = recordScripts(page);
    await page.goto('/');
    // The home has rendered (the preload's triggers are armed then) and the network is quiet.
    await expect(page.locator('.shell-home h1')).toBeVisible();
    await settle(page);
    // Loaded and quiet, yet nothing preloaded (or, on a very busy machine, only 10 s after load):
    // a cold visit's measured window stays the page's own.
    const timing = await page.evaluate((mark) => ({
      loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      preloadAt: performance.getEntriesByName(mark)[0]?.startTime ?? null,
    }), PRELOAD_START_MARK);
    if (timing.preloadAt !== null) expect(timing.preloadAt - timing.loadedAt).toBeGreaterThanOrEqual(10_000);
    await page.keyboard.press('Tab');
    await expect.poll(() => preloadStarted(page)).toBe(true);
    await settle(page);
    const all = await recorder.stop();
    // The overlays' code came after the mark, not with the page.
    expect(all.length).toBeGreaterThan((await initialScripts(page, all)).length);
  });

  test("the host's and the remotes' scripts and styles come brotli-compressed to a browser that takes br", async ({ page }) => {
    const encodings: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const { origin, pathname } = new URL(response.url());
      if (origin === HOST_URL || origin === remoteOrigin('checkout')) encodings.push(`${origin}${pathname} ${response.headers()['content-encoding'] ?? 'none'}`);
    });
    await page.goto('/');
    await expect(page.locator('[data-boundary="checkout"] article').first()).toBeVisible();
    await settle(page);
    expect(encodings.filter((line) => line.startsWith(HOST_URL)).length).toBeGreaterThan(3);
    expect(encodings.filter((line) => line.startsWith(remoteOrigin('checkout'))).length).toBeGreaterThan(0);
    expect(encodings.filter((line) => !line.endsWith(' br'))).toEqual([]);

    // A client without br still gets gzip, and one without either the file as it is: the same script.
    const script = encodings.find((line) => line.startsWith(HOST_URL) && line.includes('/main.'))!.split(' ')[0]!;
    const asGzip = await page.request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    const asIs = await page.request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(asGzip.headers()['content-encoding']).toBe('gzip');
    expect(asIs.headers()['content-encoding']).toBeUndefined();
    expect((await asGzip.body()).equals(await asIs.body())).toBe(true);
  });

  test("a page drawn by the server links the host's styles once: the app loads none of them again", async ({ page }) => {
    // Stylesheet links created by code (mini-css-extract's chunk loader), not by the parser.
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { stylesAdded: string[] }).stylesAdded = added;
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') added.push(node.href);
        return append.call(this, node) as T;
      };
    });
    const response = await page.goto('/');
    // Drawn by the server (the journeys' host waits for mall-api long enough), else nothing is linked to find.
    expect(await response!.text()).toContain('id="first-screen-data"');
    await expect(page.locator('[data-boundary="checkout"] article').first()).toBeVisible();
    await settle(page);
    const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(linked.filter((href) => href.startsWith(`${HOST_URL}/`)).length).toBeGreaterThan(0);
    const added = await page.evaluate(() => (window as unknown as { stylesAdded: string[] }).stylesAdded);
    expect(added.filter((href) => href.startsWith(`${HOST_URL}/`))).toEqual([]);
  });

  test('a host-only page loads no remote', async ({ page }) => {
    const scripts = await scriptsOn(page, '/login');
    expect(scripts.filter((s) => s.origin !== HOST_URL)).toEqual([]);
  });

  for (const bundle of REMOTES) {
    test(`${bundle}: entry plus first screen within budget, on the host's federation runtime, and no other remote loaded`, async ({ page }) => {
      // Logged in over HTTP, so the screen is the context's first page and every script comes over the
      // network (after a page that loaded the remote, its scripts come from the memory cache unseen).
      const login = await page.request.post('/auth/mall/user/login', { data: { email: DEMO_BUYER.email, password: DEMO_BUYER.password } });
      expect(login.ok()).toBe(true);
      const scripts = await scriptsOn(page, FIRST_SCREEN[bundle], { shownBundle: bundle });
      // Its entry and screen were measured (a screen drawn from nothing of its own would be a fault).
      expect(fromOrigin(scripts, remoteOrigin(bundle)).length).toBeGreaterThan(0);
      const own = sumGzip(fromOrigin(scripts, remoteOrigin(bundle)));
      console.log(`${bundle}: ${own} B gzip`);
      const others = REMOTES.filter((b) => b !== bundle && fromOrigin(scripts, remoteOrigin(b)).length > 0);
      expect(others).toEqual([]);
      expect(runtimeCarriers(scripts)).toEqual([HOST_URL]);
      expect(own).toBeLessThanOrEqual(WARM_NAVIGATION_BUDGETS.remoteEntryAndFirstScreenGzipBytes);
    });
  }
});

test.describe('product pictures', () => {
  /**
   * Lighthouse's phone, a narrow phone at 3x and a desktop: each card's picture drawn at its own width.
   * The phones say they are phones (the server draws a phone's layout by the user agent; a desktop
   * layout on an emulated phone is zoomed out to fit, which asks for the larger pictures first).
   */
  const PHONE_USER_AGENT = devices['Pixel 7'].userAgent;
  const SCREENS = [
    { name: 'phone 412 px at 1.75x', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
    { name: 'phone 375 px at 3x', viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true },
    { name: 'desktop 1280 px', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, isMobile: false },
  ];
  /** The widths every product photograph is rendered in (`-320`, `-640`, `-1024` before the extension). */
  const RENDERED_WIDTHS = [320, 640, 1024];

  for (const screen of SCREENS) {
    test(`${screen.name}: each product card is sent no larger a picture than it draws`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.isMobile, hasTouch: screen.isMobile,
        ...(screen.isMobile ? { userAgent: PHONE_USER_AGENT } : {}),
      });
      try {
        const page = await context.newPage();
        // A listing on an emulated phone is left out: there Chromium sometimes fetches the first row at
        // 640 px before the 320 px files (and may then draw the cached larger one), while Lighthouse's
        // phone on the same listing fetches only the 320 px files (README, issue 32's third session).
        for (const path of screen.isMobile ? ['/'] : ['/', '/c/living-room']) {
          await page.goto(path);
          const cardPictures = page.locator('.checkout-product-card img');
          await expect(cardPictures.first()).toBeVisible();
          // The first row's pictures load at once (high priority); the rest may wait for the scroll.
          await expect.poll(() => cardPictures.first().evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).currentSrc !== '')).toBe(true);
          const drawn = await cardPictures.evaluateAll((images) => images
            .map((img) => img as HTMLImageElement)
            .filter((img) => img.complete && img.currentSrc !== '')
            .map((img) => ({ src: img.currentSrc, devicePixels: img.getBoundingClientRect().width * devicePixelRatio })));
          expect(drawn.length).toBeGreaterThan(0);
          for (const picture of drawn) {
            const sent = Number(/-(\d+)\.(avif|webp)$/.exec(picture.src)?.[1]);
            // The smallest rendering that covers the drawn width; the browser may take a smaller one, never a larger.
            const enough = RENDERED_WIDTHS.find((width) => width >= picture.devicePixels) ?? RENDERED_WIDTHS.at(-1)!;
            expect(sent, `${path}: ${picture.src} for ${Math.round(picture.devicePixels)} device px`).toBeLessThanOrEqual(enough);
          }
        }
      } finally {
        await context.close();
      }
    });
  }
});
