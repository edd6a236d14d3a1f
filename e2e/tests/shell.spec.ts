import { devices, expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { DEMO_BUYER, emptyCart, logIn } from './helpers';

/**
 * What does not fit in the top bar: an item outside the bar or the viewport, a box whose content is
 * wider than the box (scrollWidth over clientWidth), or a one-line item whose text wrapped. Each
 * problem comes back as a sentence naming the item, so a failure says what to fix.
 */
async function topBarMisfits(bar: Locator): Promise<string[]> {
  return bar.evaluate((header) => {
    const problems: string[] = [];
    const box = header.getBoundingClientRect();
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    for (const el of [header, ...header.querySelectorAll('*')]) {
      if (!shown(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) problems.push(`${name(el)} overflows its box (${el.scrollWidth} > ${el.clientWidth})`);
      const rect = el.getBoundingClientRect();
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5) {
        problems.push(`${name(el)} sticks out of the bar`);
      }
      if (rect.left < 0 || rect.right > window.innerWidth) problems.push(`${name(el)} is cut off by the viewport`);
      // A text item in the bar is one line: its text's line boxes share one top.
      const text = [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      for (const node of text) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`${name(el)} wraps onto ${tops.size} lines`);
      }
    }
    return problems;
  });
}

/** One mall-api call through the host's proxy; answers `data`. */
async function call<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(path, { data: path.startsWith('/api/trantor/') ? [body] : body });
  const json = (await response.json()) as { success: boolean; data?: T };
  expect(json.success, path).toBe(true);
  return json.data as T;
}

test.describe('the storefront frame', () => {
  test('home shows recommended items as product cards and adding one counts in the top bar', async ({ page, request }) => {
    // Issue 16: the first HTML response already holds the product cards (names, prices, images),
    // in the visitor's language, so the largest paint does not wait for the scripts.
    // (Right after the servers start, the host may not have mall-api's answer yet: it then serves
    // the ordinary shell, so the journey waits for the first page the server could render.)
    let first = '';
    await expect
      .poll(async () => (first = await (await request.get('/', { headers: { 'accept-language': 'en-GB,en;q=0.8' } })).text()), { timeout: 20_000 })
      .toContain('<div id="root"><!--$--><div class="shell" data-hydrating="">');
    expect(first).toMatch(/<html lang="en"/);
    const served = [...first.matchAll(/<article class="checkout-product-card"[\s\S]*?<a href="([^"]+)"[^>]*>([^<]+)<\/a>[\s\S]*?<span class="mall-price">([^<]+)<\/span>/g)];
    expect(served.length).toBeGreaterThanOrEqual(6);
    expect(first).toMatch(/<img fetchPriority="high" src="[^"]+"/i);

    // The footer's articles come with every page, and with them the site's settings: the app does
    // not ask for what the server sent (those calls re-rendered the page as the app started).
    expect(first).toMatch(/<a class="shell-footer__link" href="\/help\/article\/\d+"/);
    const frameCalls: string[] = [];
    // Who the visitor is and the cart's count come with the page too, asked with the visitor's cookie.
    let visitorCalls: string[] = [];
    page.on('request', (r) => {
      if (/pageArticle|cms_ListFirstLevelCmsMiscArticleCategoryFlow|site\/config/.test(r.url())) frameCalls.push(r.url());
      if (/user\/current|cartline\/count/.test(r.url())) visitorCalls.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    // The app took over: one copy of the page, the cards the server sent, same names and prices.
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await expect(page.locator('.shell-footer__link').first()).toBeVisible();
    const cards = page.locator('[data-boundary="checkout"] article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(served.length);
    const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    for (const [index, [, href, name, price]] of served.slice(0, 3).entries()) {
      await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', href as string);
      await expect(cards.nth(index).getByRole('heading')).toHaveText(unescape(name as string));
      await expect(cards.nth(index).locator('.mall-price').first()).toHaveText(unescape(price as string));
    }
    await expect(page.locator('.shell-cart-count')).toHaveText('0');
    expect(frameCalls).toEqual([]);
    expect(visitorCalls).toEqual([]);

    await cards.first().getByRole('button', { name: /Add .* to cart/ }).click();
    await expect(page.getByText('added to cart')).toBeVisible();
    await expect(page.locator('.shell-cart-count')).toHaveText('1');

    // The guest's cart survives a reload: it lives on the server, behind the guest session cookie,
    // which the host's server sent on to mall-api for the count that came with the page.
    visitorCalls = [];
    await page.reload();
    await expect(page.locator('.shell-cart-count')).toHaveText('1');
    // A page without a first screen (the cart) carries the frame's data and the visitor's too.
    await page.goto('/cart');
    await expect(page.locator('.shell-footer__link').first()).toBeVisible();
    await expect(page.locator('.shell-cart-count')).toHaveText('1');
    expect(frameCalls).toEqual([]);
    expect(visitorCalls).toEqual([]);

    // The product page's picture, name and price are in its first response too (German asked for:
    // the page's language follows; prices keep the market's format).
    const [, href, name, price] = served[0] as RegExpExecArray;
    let product = '';
    await expect
      .poll(async () => (product = await (await request.get(href as string, { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text()), { timeout: 20_000 })
      .toContain('<div id="root"><!--$--><div class="shell" data-hydrating="">');
    expect(product).toMatch(/<html lang="de"/);
    expect(product).toContain(`<h1 id="checkout-product-title">${name}</h1>`);
    expect(product).toContain(price as string);
    expect(product).toMatch(/<img fetchPriority="high" src="[^"]+"[^>]*class="mall-image checkout-product__image"/i);
    // Opened as a first visit: the app takes over from the server's copy and the page works.
    await page.goto(href as string);
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: unescape(name as string) })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText('added to cart')).toBeVisible();
  });

  test.describe(() => {
    // The app's scripts are refused, as on a phone that has not fetched them yet: the page is the server's copy alone.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

    test("before the app is there, a tap on a drawn product link navigates, and the markup's buttons show they are not ready (issue 29)", async ({ page }) => {
      await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
      await page.goto('/');
      // The server's markup is the app's root, not hydrated: marked so until the app has it.
      const drawn = page.locator('#root .shell[data-hydrating]');
      await expect(drawn).toHaveCount(1);
      const card = drawn.locator('article.checkout-product-card').first();
      const name = (await card.getByRole('heading').textContent()) ?? '';
      // Not ready: a waiting cursor, dimmed after a moment (host styles.css); not disabled (the app's first render draws the same).
      const add = card.getByRole('button', { name: /Add .* to cart/ });
      await expect(add).toHaveCSS('cursor', 'progress');
      await expect(add).toHaveCSS('opacity', '0.55');
      await card.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/product\/[^/]+$/);
      await expect(drawn.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(drawn.getByRole('button', { name: /add to cart/i }).first()).toHaveCSS('cursor', 'progress');
    });
  });

  test('log in shows the greeting with the name, log out returns to a visitor', async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    await expect(page.locator('.shell-greeting')).toHaveText(/^Good (morning|noon|afternoon|evening), Anna$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Membership' })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('.shell-greeting')).toHaveText(/welcome$/);
  });

  test("a buyer's page comes knowing who is logged in, and only to that buyer", async ({ page, request, browser }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    const visitorCalls: string[] = [];
    const watch = (p: Page) =>
      p.on('request', (r) => {
        if (/user\/current|cartline\/count|pageTradeOrderForBuyer|queryOrderQuantityForStatusBuyer|libquerytradeorderdetailbyidforbuyer/.test(r.url())) visitorCalls.push(r.url());
      });
    watch(page);
    // A first visit to the order list: it comes with the session, the list the URL asks for and
    // the tabs' counts, so the screen loads and draws at once instead of after three calls.
    await page.goto('/buyer/orders?status=unpaid');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(page.locator('.shell-greeting')).toHaveText(/, Anna$/);
    await expect(page.getByRole('tab', { name: /^Awaiting Payment \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article').first().getByText('Awaiting payment', { exact: true })).toBeVisible();
    // The app's own list took the place of the server's copy.
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    expect(visitorCalls).toEqual([]);
    // An order's page comes with the order, drawn in the first response.
    expect(await (await page.request.get('/buyer/order/detail/5001')).text()).toMatch(/<div id="root"><!--\$--><div class="shell"[\s\S]*FM\d{4}005001/);
    await page.goto('/buyer/order/detail/5001');
    await expect(page.getByRole('region', { name: 'Order status' }).getByText('Awaiting payment')).toBeVisible();
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    expect(visitorCalls).toEqual([]);
    // On a phone the list is the first of the pages it scrolls through.
    const phone = await browser.newContext({ ...devices['Pixel 7'], storageState: await page.context().storageState() });
    const phonePage = await phone.newPage();
    watch(phonePage);
    await phonePage.goto('/buyer/orders');
    await expect(phonePage.getByRole('article').first()).toBeVisible();
    await expect(phonePage.getByRole('button', { name: 'Show more orders' })).toBeVisible();
    expect(visitorCalls).toEqual([]);
    await phone.close();
    // The page is the buyer's: no shared cache may keep it, and a visitor without the cookie gets no one's.
    const own = await page.request.get('/buyer/orders');
    expect(own.headers()['cache-control']).toBe('private, no-cache');
    expect(own.headers().vary).toMatch(/\bcookie\b/);
    const ownHtml = await own.text();
    expect(ownHtml).toMatch(/<script type="application\/json" id="visitor-data">[^<]*"nickname":"Anna"/);
    // Their list is drawn in the first response too (the largest paint does not wait for the scripts).
    expect(ownHtml).toMatch(/<div id="root"><!--\$--><div class="shell"[\s\S]*<span class="shell-greeting">[^<]*Anna<\/span>[\s\S]*<article class="orders-row"/);
    const anyone = await (await request.get('/buyer/orders')).text();
    expect(anyone).toMatch(/<script type="application\/json" id="visitor-data">\{[^<]*"user":null/);
    expect(anyone).not.toContain('Anna');
    expect(anyone).not.toContain('id="first-screen-data"');
  });

  test("the cart and checkout come with the buyer's cart, drawn in the first response", async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    await emptyCart(page);
    // An empty cart has nothing to check out: mall-api refuses the preview, the page is the ordinary shell.
    expect(await (await page.request.get('/checkout')).text()).not.toContain('id="first-screen-data"');
    // Nor a cart page to draw: the app draws the empty cart with its recommendations.
    expect(await (await page.request.get('/cart')).text()).not.toContain('id="first-screen-data"');
    await page.goto('/');
    const card = page.locator('[data-boundary="checkout"] article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: /Add .* to cart/ }).click();
    await expect(page.getByText('added to cart')).toBeVisible();
    // The cart page comes with the cart: the app asks for no list of its own.
    expect(await (await page.request.get('/cart')).text()).toMatch(/<div id="root"><!--\$--><div class="shell"[\s\S]*<section class="checkout-cart" data-boundary="checkout">/);
    const cartLists: string[] = [];
    page.on('request', (r) => {
      if (/cartline\/list/.test(r.url())) cartLists.push(r.url());
    });
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /./ }).getByText(name).first()).toBeVisible();
    expect(cartLists).toEqual([]);
    const first = await (await page.request.get('/checkout')).text();
    expect(first).toMatch(/<div id="root"><!--\$--><div class="shell"[\s\S]*<div class="checkout" data-boundary="checkout">/);
    expect(first).toContain(name.replace(/&/g, '&amp;'));
    // It also comes with the saved addresses, the preview for the default one and that preview's pay
    // channels: the app asks for no preview without an address and for no list or channels of its own.
    const checkoutCalls: string[] = [];
    const previews: Array<Promise<unknown>> = [];
    page.on('request', (r) => {
      if (/queryShippingAddressListFlow|payChannel/.test(r.url())) checkoutCalls.push(r.url());
    });
    page.on('response', (r) => {
      if (/trade_RenderTradeContractFlow/.test(r.url())) previews.push(r.json().then((body: { data?: { shippingAddressId?: unknown } }) => body.data?.shippingAddressId));
    });
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /Default/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'Payment method' }).getByText('MOCKPAY (test payment)')).toBeVisible();
    expect(checkoutCalls).toEqual([]);
    // The app refreshes the preview it came with (a preview is never reused stale), for the same address.
    for (const addressId of await Promise.all(previews)) expect(addressId).toEqual(expect.any(Number));
    await emptyCart(page);
  });

  test('a buyer page asks a visitor to log in and then comes back to it', async ({ page }) => {
    await page.goto('/buyer/orders?status=unpaid');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbuyer%2Forders%3Fstatus%3Dunpaid/);
    await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
    await page.getByLabel('Password').fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/buyer\/orders\?status=unpaid$/);
  });

  test.describe(() => {
    // mall-api refuses the login with 401, which Chromium logs for the failed request.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/] });

    test('wrong credentials say so and keep what was typed', async ({ page }) => {
      // Not the demo buyer's account: a few failures on one account ask its next login for a captcha
      // (issue 28), which the journeys logging in as the demo buyer must not meet.
      const stranger = 'no-account@example.com';
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(stranger);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText('The e-mail or the password is not right.');
      await expect(page.getByLabel('E-mail')).toHaveValue(stranger);
    });
  });

  test('the language switch changes the texts and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: '为您推荐' })).toBeVisible();
    await expect(page.getByRole('button', { name: /加入购物车/ }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await page.getByLabel('语言').selectOption('de');
    await expect(page.getByRole('heading', { name: 'Empfehlungen für Sie' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Empfehlungen für Sie' })).toBeVisible();
  });

  test('an unknown path shows the not-found page inside the frame', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
  });

  test('the top bar fits on one line from 1024 px up, logged in, in English and German', async ({ page }) => {
    test.slow(); // four layouts, two languages: each waits for the texts to change
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    const bar = page.getByRole('banner');
    for (const [language, logOut, label] of [['en', 'Log out', 'Language'], ['de', 'Abmelden', 'Sprache']] as const) {
      await page.getByRole('combobox', { name: /^(Language|Sprache|语言)$/ }).selectOption(language);
      await expect(bar.getByRole('button', { name: logOut })).toBeVisible();
      await expect(bar.getByRole('combobox', { name: label })).toBeVisible();
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await topBarMisfits(bar), `${language} at ${width} px`).toEqual([]);
        await expect(bar.getByRole('button', { name: logOut })).toBeInViewport({ ratio: 1 });
      }
    }
  });

  test('each membership link in the top bar is named for its page and leads there, then the menu closes', async ({ page }) => {
    test.slow(); // four pages of the account remote, one after the other
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    const bar = page.getByRole('banner');
    const membership = bar.getByRole('button', { name: 'Membership' });
    const links = [
      { name: 'Membership', path: '/user/member', heading: 'Overview' },
      { name: 'Member benefits', path: '/user/member/equity', heading: 'Benefits' },
      { name: 'My points', path: '/user/member/score', heading: 'Points and loyalty level' },
      { name: 'Super member', path: '/user/super-member', heading: 'Super member' },
    ];
    for (const link of links) {
      await membership.click();
      await expect(membership).toHaveAttribute('aria-expanded', 'true');
      const list = bar.getByRole('list', { name: 'Membership' });
      await expect(list.getByRole('link')).toHaveText(links.map((l) => l.name));
      const target = list.getByRole('link', { name: link.name, exact: true });
      await expect(target).toHaveAttribute('href', link.path);
      await target.click();
      await expect(page).toHaveURL(new RegExp(`${link.path}$`));
      await expect(page.getByRole('heading', { level: 2, name: link.heading, exact: true })).toBeVisible();
      await expect(membership).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
    }
  });

  test('a footer link asks for its article when pointed at, and the click shows it without asking again', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('.shell-footer__link').first();
    // The app's link, not the server's inert copy (the copy gives way once the app has drawn the page).
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/article/articleDetail')) asked.push(request.postData() ?? '');
    });
    const before = page.waitForRequest((request) => request.url().includes('/article/articleDetail'));
    await link.hover();
    await before;
    expect(asked).toHaveLength(1);
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('each footer link is named for its article and opens its page', async ({ page }) => {
    test.slow(); // every article of the seed, opened in turn
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const categories = await call<Array<{ id: number; name: string }>>(page.request, '/api/trantor/flow/cms_ListFirstLevelCmsMiscArticleCategoryFlow', {});
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      const column = footer.getByRole('region', { name: category.name });
      const { data: articles } = await call<{ data: Array<{ id: number; title: string }> }>(page.request, '/sapi/mall-content/web/article/pageArticle', { categoryId: category.id, pageNo: 1, pageSize: 5 });
      await expect(column.getByRole('link')).toHaveText(articles.map((a) => a.title));
      for (const article of articles) {
        await column.getByRole('link', { name: article.title, exact: true }).click();
        await expect(page).toHaveURL(`/help/article/${article.id}`);
        await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      }
    }
  });
});
