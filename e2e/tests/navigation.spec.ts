import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/**
 * Issue 32 item 5, finding furniture from the top bar: the search's suggestions (the combobox
 * pattern), the category menu (the phone's drawer), and the crawlers' files. The listing and search
 * pages are checkout's: this journey checks that the links and choices go to their URLs.
 */

/** Serious or critical WCAG 2.2 AA findings inside the top bar, as rule: targets. */
async function barViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('header.shell-topbar').setLegacyMode().analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The frame hydrated: the app handles the field and the buttons (the journeys' own events, not the server's plain form). */
const hydrated = (page: Page) => expect(page.locator('[data-hydrating]')).toHaveCount(0, { timeout: 20_000 });

/** The page is no wider than the screen (nothing makes a phone scroll sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('finding furniture from the top bar', () => {
  test('typing "sof" lists suggestions; arrow down and Enter open the first product', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const search = page.getByRole('combobox', { name: 'Search the shop' });
    await search.pressSequentially('sof');
    const listbox = page.getByRole('listbox', { name: 'Search the shop' });
    const first = listbox.getByRole('group', { name: 'Products' }).getByRole('option').first();
    await expect(first).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header [aria-live="polite"]')).toHaveText(/\d+ suggestions?: use the arrow keys to choose/);
    const name = (await first.locator('.shell-suggestion__name').textContent())!;
    expect(await barViolations(page)).toEqual([]);

    await search.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${active}"]`)).toContainText(name);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('Enter on the text opens /search?q=, as a plain form would', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const search = page.getByRole('combobox', { name: 'Search the shop' });
    await search.fill('corner sofa');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=corner\+sofa$/);
  });

  test('the category menu opens the rooms and their categories; a category goes to /c/<path>', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => r.url().endsWith('/catalogue/categories') && asked.push(r.url()));
    await page.goto('/');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Categories' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(asked).toEqual([]); // not on the first load
    await menu.click();
    const tree = page.getByRole('list', { name: 'Shop by room' });
    await expect(tree.getByRole('link', { name: 'Living room' })).toHaveAttribute('href', '/c/living-room');
    expect(asked).toHaveLength(1);
    expect(await barViolations(page)).toEqual([]);
    await tree.getByRole('link', { name: 'Sofas', exact: true }).click();
    await expect(page).toHaveURL(/\/c\/living-room\/sofas$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('in German, the menu names the categories in German', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('banner').getByRole('button', { name: 'Kategorien' }).click();
    await expect(page.getByRole('list', { name: 'Nach Raum einkaufen' }).getByRole('link', { name: 'Wohnzimmer' })).toBeVisible();
  });
});

test.describe('finding furniture on a phone', () => {
  test.use({ isMobile: true, hasTouch: true });

  for (const width of [320, 390]) {
    test(`${width} px: the search has its row, nothing overflows, and the drawer holds the categories`, async ({ page }) => {
      test.slow(); // the drawer's code loads on first open
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await hydrated(page);
      const search = page.getByRole('combobox', { name: 'Search the shop' });
      await expect(page.getByRole('banner').getByRole('button', { name: 'Categories' })).toHaveCount(0);
      await expect(search).toBeVisible();
      expect((await search.boundingBox())!.width).toBeGreaterThan(width / 2);
      expect(await overflow(page)).toBe(0);
      await search.pressSequentially('sof');
      await expect(page.getByRole('listbox', { name: 'Search the shop' }).getByRole('option').first()).toBeVisible();
      expect(await overflow(page)).toBe(0);
      await search.press('Escape');

      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('heading', { name: 'Categories' })).toBeVisible();
      await drawer.getByRole('list', { name: 'Shop by room' }).getByRole('link', { name: 'Bedroom' }).click();
      await expect(page).toHaveURL(/\/c\/bedroom$/);
      await expect(drawer).toBeHidden();
    });
  }
});

test.describe("the crawlers' files", () => {
  test('robots.txt keeps crawlers out of the buyer centre, checkout and cart, and names the sitemap', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await robots.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Allow: /', 'Disallow: /buyer/', 'Disallow: /checkout', 'Disallow: /cart', `Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`]));
  });

  test('sitemap.xml lists the home, the categories and the products', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    const origin = new URL(baseURL!).origin;
    expect(xml).toContain(`<loc>${origin}/</loc>`);
    expect(xml).toContain(`<loc>${origin}/c/living-room/sofas</loc>`);
    expect(xml).toContain(`<loc>${origin}/product/oslo-3-seater-sofa</loc>`);
    expect(xml.match(/\/product\//g)!.length).toBeGreaterThanOrEqual(200);
  });
});
