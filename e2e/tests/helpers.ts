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

/** Who the guest is; the rest of the Berlin shipping address is the same for every guest journey. */
export interface GuestName {
  gender: 'MALE' | 'FEMALE';
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A guest's shipping address in Berlin, saved through the address call with the guest's own session
 * (the address modal's own journey belongs to the account bundle's tests).
 */
export async function saveGuestAddress(page: Page, guest: GuestName): Promise<void> {
  const response = await page.request.post('/sapi/mall-customer/shipping-address/createShippingAddressFlow', {
    data: {
      ...guest, personPhone: '1701234567', areaCode: '+49',
      poiName: 'Friedrichstraße', houseNo: '12', postalCode: '10117', city: 'Berlin', province: 'Berlin', countryId: 5, hearFrom: 'A friend',
    },
  });
  const body = (await response.json()) as { success: boolean; error?: unknown };
  expect(body.success, JSON.stringify(body.error)).toBe(true);
}

/**
 * From the checkout's chosen shipping address to the paid result: billing same as shipping, MOCKPAY
 * (with no provider keys the only channel, open already), its hosted page's Pay.
 */
export async function payWithMockpay(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: 'Same as shipping address' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('region', { name: 'Payment method' });
  await expect(payment.getByRole('button', { name: 'MOCKPAY (test payment)' })).toHaveAttribute('aria-expanded', 'true');
  await payment.getByRole('button', { name: /^Pay \d/ }).click();
  await expect(page).toHaveURL(/\/mockpay\/\d+/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
}
