import { expect, type Page } from './fixtures';

export const DEMO_BUYER = { email: 'buyer@demo.mall', password: 'furniture-1', nickname: 'Anna' };
export const MERCHANT_PASSWORD = 'furniture-1';

export async function logIn(page: Page, email: string, password: string, from = '/login'): Promise<void> {
  await page.goto(from);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}
