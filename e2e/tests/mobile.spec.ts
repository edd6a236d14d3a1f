import { devices, expect, test } from './fixtures';
import { DEMO_BUYER } from './helpers';

test.use({ viewport: devices['Pixel 7'].viewport, isMobile: true, hasTouch: true });

test.describe('the frame on a phone', () => {
  test('the top bar folds its links into a menu, and the buyer centre still works', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/login?redirect=%2Fbuyer%2Forders');
    await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
    await page.getByLabel('Password').fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/buyer\/orders$/);
    // Logged in: the folded menu now offers Log out.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Buyer centre' })).toBeVisible();
    await expect(page.locator('[data-boundary="orders"]').first()).toBeVisible();
  });
});
