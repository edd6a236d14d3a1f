import { expect, test } from './fixtures';
import { logIn, MERCHANT_PASSWORD } from './helpers';

const BACK_OFFICE = 'https://seller.furniture-mall.example/backoffice';

test.describe('the merchant entry routes each merchant and audit status', () => {
  test.beforeEach(async ({ page }) => {
    // The back-office is another system: answer for it so the test sees where the link led.
    await page.route(`${BACK_OFFICE}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Seller back-office</h1>' }));
  });

  for (const [who, label, heading] of [
    ['merchant.none', 'Sell with us', 'Open your shop'],
    ['merchant.reject', 'Sell with us', 'Open your shop'],
    ['merchant.audit', 'Sell with us', 'Your application is being reviewed'],
  ] as const) {
    test(`${who} goes to its settle-in page`, async ({ page }) => {
      await logIn(page, `${who}@demo.mall`, MERCHANT_PASSWORD);
      await page.getByRole('button', { name: label }).click();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Merchant settle-in steps' })).toBeVisible();
    });
  }

  for (const who of ['merchant.pass', 'merchant.seller'] as const) {
    test(`${who} opens the back-office`, async ({ page }) => {
      await logIn(page, `${who}@demo.mall`, MERCHANT_PASSWORD);
      await page.getByRole('button', { name: 'Seller back-office' }).click();
      await expect(page).toHaveURL(BACK_OFFICE);
    });
  }

  for (const [who, notice] of [
    ['merchant.frozen', 'you can only query, and ship and handle returns and refunds of past orders'],
    ['merchant.clear', 'stopped or removed'],
  ] as const) {
    test(`${who} sees its notice`, async ({ page }) => {
      await logIn(page, `${who}@demo.mall`, MERCHANT_PASSWORD);
      await page.getByRole('button', { name: 'Seller back-office' }).click();
      await expect(page.getByRole('dialog')).toContainText(notice);
    });
  }

  test('an application moves the applicant to the audit step', async ({ page }) => {
    await logIn(page, 'merchant.none@demo.mall', MERCHANT_PASSWORD);
    await page.goto('/merchant/apply');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Please enter the shop name')).toBeVisible();
    await page.getByLabel('Shop name').fill('Nordic Oak Living');
    await page.getByLabel('Contact person').fill('Lena Berg');
    await page.getByLabel('Company registration number').fill('HRB 123456');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Merchant settle-in steps' }).locator('[aria-current="step"]')).toContainText('Waiting for audit result');
  });

  test('a buyer who is no merchant still sees the entry only when logged in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sell with us' })).toHaveCount(0);
  });
});
