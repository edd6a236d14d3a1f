import { expect, test, type Locator } from './fixtures';
import { DEMO_BUYER } from './helpers';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Every button there is one of the UI kit's (its classes start with mall-), never a bare native button. */
const bareButtons = (scope: Locator) =>
  scope.getByRole('button').evaluateAll((buttons) => buttons.filter((b) => !b.classList.value.split(' ').some((name: string) => name.startsWith('mall-'))).map((b) => b.textContent));

test.describe('the frame on a phone', () => {
  test('a visitor finds the top bar links in the menu drawer, and choosing one closes it', async ({ page }) => {
    test.slow(); // the drawer's code loads on first open
    await page.goto('/');
    const bar = page.getByRole('banner');
    const menu = bar.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
    await expect(bar.getByRole('link', { name: /^Cart/ })).toBeVisible();
    expect(await bareButtons(bar)).toEqual([]);

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await bareButtons(drawer)).toEqual([]);
    await drawer.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(drawer).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('logged in: the greeting shows in full, and the drawer holds the buyer centre and closes after navigating', async ({ page }) => {
    test.slow(); // logs in, then opens two remotes' pages
    await page.goto('/login?redirect=%2Fbuyer%2Forders');
    await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
    await page.getByLabel('Password').fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/buyer\/orders$/);
    await expect(page.locator('[data-boundary="orders"]').first()).toBeVisible();

    const bar = page.getByRole('banner');
    const greeting = bar.getByText(/^Good (morning|noon|afternoon|evening), Anna$/);
    await expect(greeting).toBeInViewport({ ratio: 1 });
    // Shown in full: nothing clipped or ellipsised inside its box.
    expect(await greeting.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true);
    // The buyer centre lives in the drawer on a phone, not as a block of links above the page.
    await expect(page.getByRole('navigation', { name: 'Buyer centre' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const menu = bar.getByRole('button', { name: 'Menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const buyerCentre = drawer.getByRole('navigation', { name: 'Buyer centre' });
    await expect(buyerCentre.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Membership' }).getByRole('link')).toHaveCount(4);
    expect(await bareButtons(drawer)).toEqual([]);

    await buyerCentre.getByRole('link', { name: 'My reviews' }).click();
    await expect(page).toHaveURL(/\/buyer\/comments(\?|$)/);
    await expect(drawer).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-boundary="reviews"]').first()).toBeVisible();

    // Escape closes it too, and focus returns to the Menu button.
    await menu.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe('the product page on a phone', () => {
  // A small phone's screen (iPhone SE): the sections' place starts well over 400 px below it.
  test.use({ viewport: { width: 375, height: 667 } });

  test("asks for the shop's other items and the reviews as the buyer scrolls down to them, and for no sets: the page says the sofa is in none", async ({ page }) => {
    const below: string[] = [];
    page.on('request', (r) => {
      if (/recommendByItem|itemCombinedFlow|\/item\/reviews/.test(r.url())) below.push(r.url());
    });
    await page.goto('/product/oslo-3-seater-sofa');
    await expect(page.getByRole('heading', { level: 1, name: 'Oslo 3-seater sofa' })).toBeVisible();
    // The app's own page is on view (the server's copy gave way), its purchase panel working.
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeEnabled();
    expect(below).toEqual([]);
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('region', { name: /^More from / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer reviews' })).toBeAttached();
    await expect.poll(() => below.filter((url) => url.includes('/item/reviews')).length).toBe(1);
    expect(below.some((url) => url.includes('recommendByItem'))).toBe(true);
    // The item's page said which late sections hold something (issue 30, CLS): an empty one is neither drawn nor asked for.
    expect(below.filter((url) => url.includes('itemCombinedFlow'))).toEqual([]);
  });
});
