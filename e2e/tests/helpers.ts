import { expect, type APIRequestContext, type Page } from './fixtures';
import { E2E_PORTS } from '../ports';
import { originOf } from '../storefront';
import { cartCalls, type CallResponse } from '@mall/shared/contract';
import type { RouteRow } from '@mall/shared/routes';

export const DEMO_BUYER = { email: 'buyer@demo.mall', password: 'furniture-1', nickname: 'Anna' };
export const MERCHANT_PASSWORD = 'furniture-1';

export async function logIn(page: Page, email: string, password: string, from = '/login'): Promise<void> {
  await page.goto(from);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // Logged in means taken back from the login page: the journey's next click is on the page it lands on.
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  // The URL changes as the navigation starts; the page it leads to may still be loading its code
  // (the router keeps the login page meanwhile). Once it is drawn, focus moves to the main region,
  // which would close a menu the journey opened in between (the membership menu, under load in CI).
  await expect(page.locator('#main')).toBeFocused();
}

/** The newest code the outbox sent to this address (of this template, when named), read the way the buyer reads their mail. */
export async function codeSentTo(request: APIRequestContext, recipient: string, template?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`${originOf(E2E_PORTS.api)}/__test/outbox?recipient=${encodeURIComponent(recipient)}`);
      const sent = ((await answer.json()) as { data: { template: string; payload: { code?: string } }[] }).data;
      code = sent.find((message) => !template || message.template === template)?.payload.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
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

/** Adds the first product card of the home page to the cart and opens the checkout from the cart. */
export async function addFromHomeAndCheckOut(page: Page, atCart?: () => Promise<void>): Promise<void> {
  await page.goto('/');
  const cards = page.locator('[data-boundary="checkout"] article');
  await cards.first().getByRole('button', { name: /Add .* to cart/ }).click();
  await expect(page.getByText('added to cart')).toBeVisible();
  await page.goto('/cart');
  await atCart?.();
  // The server-drawn cart taken over first: these journeys are about checkout. A tap before that is
  // replayed (hydration.spec.ts, CHECKOUT NOW before hydration); the losses seen under load came
  // before scroll restoration stopped scrolling fresh page loads, and were not seen since.
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
  await page.getByRole('button', { name: 'CHECKOUT NOW' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/**
 * Shipping (the chosen address) and billing (same as shipping), then MOCKPAY in the payment section:
 * with no provider keys set (as here) it is the only channel that can pay, so the only one offered,
 * and already chosen.
 */
export async function chooseMockpay(page: Page): Promise<void> {
  // The checkout page's first screen (its bundle and the contract) on a busy machine.
  await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: 'Same as shipping address' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('region', { name: 'Payment method' });
  await expect(payment.getByText('Fields marked with * are required.')).toBeVisible();
  await expect(payment.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(payment.getByRole('button', { name: 'MOCKPAY (test payment)' })).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Empties the logged-in page's cart over HTTP. The route walks visit /checkout expecting the empty
 * cart's refusal (400, declared); journeys run before them in the same lane may have left lines.
 */
export async function emptyCart(page: Page): Promise<void> {
  type CartList = CallResponse<typeof cartCalls.cartList>;
  const answer = async (path: string, body: unknown): Promise<CartList> => {
    const response = await page.request.post(path, { data: body });
    const json = (await response.json()) as { success: boolean; data?: CartList; error?: unknown };
    if (!json.success || !json.data) throw new Error(`${path} refused: ${JSON.stringify(json.error)}`);
    return json.data;
  };
  const cart = await answer(cartCalls.cartList.path, {});
  const ids = cart.cartGroupList.flatMap((group) => group.childGroupList.flatMap((child) => child.cartLineList.map((line) => line.id)));
  if (ids.length) expect((await answer(cartCalls.removeCartLines.path, { ids })).count).toBe(0);
}

/** Moves within the single-page app as a link would, keeping the session and loaded bundles. */
export async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** The screen has drawn: its bundle's root is there and nothing in the main area is still loading. */
export async function screenReady(page: Page, row: RouteRow): Promise<void> {
  const main = page.getByRole('main');
  if (row.bundle !== 'host') await expect(main.locator(`[data-boundary="${row.bundle}"]`).first()).toBeVisible({ timeout: 15_000 });
  // What a screen shows once it has its data: its title, a notice (not found, refused) or an empty state.
  await expect(main.locator('h1, [role="alert"], .mall-empty').first()).toBeVisible({ timeout: 15_000 });
  // Sections still loading finish first; a screen that waits on purpose (a payment still pending
  // polls for its result) keeps its spinner, and is checked as the buyer sees it.
  await main.locator('.mall-spinner, .mall-skeleton').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The demo buyer logged in (on a desktop, where the top bar shows Log out), the cart emptied (the
 * walks visit /checkout expecting the empty cart's 400), reading the storefront in `language`:
 * the host's server reads the cookie, the client its storage, mall-api the cookie.
 */
export async function buyerReadingIn(page: Page, language: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await emptyCart(page);
  await readingIn(page, language);
}

/** The page reloaded in `language`, as the language switch leaves it: the client's storage, the cookie the servers read. */
export async function readingIn(page: Page, language: string): Promise<void> {
  await page.evaluate((lang) => {
    window.localStorage.setItem('mall.language', lang);
    document.cookie = `mall.language=${encodeURIComponent(lang)}; path=/`;
  }, language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // A server-drawn region still hydrating when the walk moves on logs React #424 (seen 2 of 4 runs).
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
}
