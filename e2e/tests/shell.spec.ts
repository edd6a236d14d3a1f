import { expect, test } from './fixtures';
import { DEMO_BUYER, logIn } from './helpers';

test.describe('the storefront frame', () => {
  test('home shows recommended items as product cards and adding one counts in the top bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    const cards = page.locator('[data-boundary="checkout"] article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await expect(page.locator('.shell-cart-count')).toHaveText('0');

    await cards.first().getByRole('button', { name: /Add .* to cart/ }).click();
    await expect(page.getByText('added to cart')).toBeVisible();
    await expect(page.locator('.shell-cart-count')).toHaveText('1');

    // The guest's cart survives a reload: it lives on the server, behind the guest session cookie.
    await page.reload();
    await expect(page.locator('.shell-cart-count')).toHaveText('1');
  });

  test('log in shows the greeting with the name, log out returns to a visitor', async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    await expect(page.locator('.shell-greeting')).toHaveText(/^Good (morning|noon|afternoon|evening), Anna$/);
    await expect(page.getByRole('link', { name: 'Membership' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('.shell-greeting')).toHaveText(/welcome$/);
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
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText('The e-mail or the password is not right.');
      await expect(page.getByLabel('E-mail')).toHaveValue(DEMO_BUYER.email);
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
});
