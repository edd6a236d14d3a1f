import { expect, test, type Locator, type Page } from './fixtures';
import { DEMO_BUYER, logIn } from './helpers';

/**
 * Keyboard only (issue 10): a purchase from the home page with MOCKPAY using Tab, Shift+Tab, Enter,
 * Space and the arrow keys, and focus going back to the opener whenever a dialog closes, by Escape
 * or by its close button. No mouse: nothing is clicked, filled or checked by the test runner.
 */

/** Waits on a screen's first load or a payment's redirect (slow on a busy 2-core machine). */
const SLOW = { timeout: 20_000 };

/** Whether the element has focus (a locator that matches nothing has none). */
const hasFocus = async (target: Locator) => (await target.count()) === 1 && target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would, and fails if it
 * is never reached. Inside a dialog, focus must never leave it on the way (the focus trap). The
 * target (and dialog) are marked once, so each key press costs one round trip to the page.
 */
async function tabTo(page: Page, target: Locator, { back = false, within, max = 60 }: { back?: boolean; within?: Locator; max?: number } = {}) {
  await target.evaluate((el) => el.setAttribute('data-e2e-tab-target', ''));
  if (within) await within.evaluate((el) => el.setAttribute('data-e2e-tab-within', ''));
  try {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const at = await page.evaluate(() => {
        const el = document.activeElement;
        const style = el ? getComputedStyle(el) : null;
        return {
          reached: el?.hasAttribute('data-e2e-tab-target') === true,
          inside: el?.closest('[data-e2e-tab-within]') != null,
          // Visible focus (WCAG 2.4.7): the element reached by keyboard draws a focus ring.
          ring: style !== null && style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
        };
      });
      if (within) expect(at.inside, 'focus stays inside the dialog').toBe(true);
      if (at.reached) {
        expect(at.ring, `${target} shows where focus is`).toBe(true);
        return;
      }
    }
    throw new Error(`${target} was never reached with ${back ? 'Shift+Tab' : 'Tab'}`);
  } finally {
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('[data-e2e-tab-target], [data-e2e-tab-within]')) {
        el.removeAttribute('data-e2e-tab-target');
        el.removeAttribute('data-e2e-tab-within');
      }
    });
  }
}

/** Presses an arrow key until the target has focus (roving focus in tabs and the accordion). */
async function arrowTo(page: Page, key: 'ArrowDown' | 'ArrowRight', target: Locator, max = 20) {
  for (let i = 0; i < max && !(await hasFocus(target)); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** Tabs to a field and types into it like a person. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** From the focused "Log in" link of the top bar. */
async function logInByKeyboard(page: Page) {
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
  await typeInto(page, page.getByLabel('E-mail'), DEMO_BUYER.email);
  await typeInto(page, page.getByLabel('Password'), DEMO_BUYER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('a buyer buys from the home page with MOCKPAY using the keyboard only', async ({ page }) => {
  // Some 150 key presses, each checked, through five screens and the hosted pay page.
  test.setTimeout(120_000);
  await page.goto('/');
  // The server's first screen gives way once the app is there (its controls wait for it meanwhile, issue 29).
  await expect(page.locator('[data-hydrating]')).toHaveCount(0);
  // The skip link is the first stop and jumps past the top bar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Log in' }), { back: true });
  await logInByKeyboard(page);
  await expect(page).toHaveURL(/\/$/);
  // A new page starts at its content, as a page load would, not where the login button was.
  await expect(page.getByRole('main')).toBeFocused();

  const addFirst = page.locator('[data-boundary="checkout"] article').first().getByRole('button', { name: /Add .* to cart/ });
  await tabTo(page, addFirst);
  await page.keyboard.press('Enter');
  await expect(page.getByText('added to cart')).toBeVisible();
  // Adding keeps the buyer where they were, so Tab goes on from the same card.
  await expect(addFirst).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: /^Cart \d+/ }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await tabTo(page, page.getByRole('button', { name: 'CHECKOUT NOW' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Shipping: the default address is chosen; Space keeps it (a radio), Continue goes on.
  await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  const sameAsShipping = page.getByRole('radio', { name: 'Same as shipping address' });
  await expect(sameAsShipping).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Space');

  // Payment: the accordion's headers move with the arrow keys, Space opens one.
  const payment = page.getByRole('region', { name: 'Payment method' });
  await expect(payment.getByText('Fields marked with * are required.')).toBeVisible();
  const headers = payment.locator('.mall-accordion__trigger');
  await tabTo(page, headers.first());
  const mockpay = payment.getByRole('button', { name: 'MOCKPAY (test payment)' });
  await arrowTo(page, 'ArrowDown', mockpay);
  await page.keyboard.press('Space');
  await expect(mockpay).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, payment.getByRole('button', { name: /^Pay \d/ }));
  await page.keyboard.press('Enter');

  // MOCKPAY's hosted page: Tab to Pay and press it.
  await expect(page).toHaveURL(/\/mockpay\/\d+/, SLOW);
  await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);
  const toOrders = page.getByRole('link', { name: 'View my orders' });
  await tabTo(page, toOrders);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible(SLOW);
});

/**
 * Opens a dialog from its opener with Enter and closes it twice, once by Escape and once by Tab to
 * its close button and Enter: each time focus starts inside the dialog, stays there on Tab, and
 * lands back on the opener. The opener is focused directly (finding it by Tab is the purchase's job).
 */
async function expectFocusBackToOpener(page: Page, opener: Locator, ways: ReadonlyArray<'Escape' | 'close button'> = ['Escape', 'close button']) {
  for (const how of ways) {
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    // The first opening loads the dialog's chunk (slow on a busy machine).
    await expect(dialog).toBeVisible(SLOW);
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { message: 'focus moves into the dialog' }).toBe(true);
    if (how === 'Escape') {
      await page.keyboard.press('Escape');
    } else {
      await tabTo(page, dialog.getByRole('button', { name: 'Close', exact: true }).first(), { within: dialog });
      await page.keyboard.press('Enter');
    }
    await expect(dialog).toBeHidden();
    await expect(opener, `focus returns to ${opener} after closing by ${how}`).toBeFocused();
  }
}

test.describe('focus returns to the opener when a dialog closes', () => {
  test.beforeEach(async ({ page }) => {
    // Each journey opens a dozen dialogs, every first opening loading its chunk.
    test.setTimeout(120_000);
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  });

  test('order list: link orders, order actions and the status tabs by arrow keys', async ({ page }) => {
    await page.goto('/buyer/orders');
    await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible(SLOW);
    // The server's copy keeps its buttons disabled until the app's live copy takes its place (issue 29).
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await expectFocusBackToOpener(page, page.getByRole('button', { name: 'Link past orders' }));

    const firstRow = page.getByRole('article').first();
    await expectFocusBackToOpener(page, firstRow.getByRole('button', { name: 'Cancel order' }), ['close button']);

    // Tabs: arrow keys move between them and select (the URL follows).
    const all = page.getByRole('tab', { name: /^All Orders/ });
    await all.focus();
    const toReceive = page.getByRole('tab', { name: /^Awaiting Delivery/ });
    await arrowTo(page, 'ArrowRight', toReceive);
    await expect(toReceive).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/status=unreceived/);
    const row = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'View invoice' }) }).first();
    // Each once, the ways of closing alternating (the dialog primitive is the same for all).
    const actions = ['Confirm receipt', 'Extend the delivery confirmation date', 'Track package', 'View invoice', 'Request a return or refund'];
    for (const [i, action] of actions.entries()) {
      await expectFocusBackToOpener(page, row.getByRole('button', { name: action }), [i % 2 === 0 ? 'Escape' : 'close button']);
    }
  });
});

test.describe('focus returns to the opener: account and cards', () => {
  test.beforeEach(async ({ page }) => {
    // Each journey opens a dozen dialogs, every first opening loading its chunk.
    test.setTimeout(120_000);
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  });

  test('the address modal, and its region picker back to the button it replaced', async ({ page }) => {
    await page.goto('/buyer/address');
    await expect(page.getByRole('heading', { name: 'My addresses' })).toBeVisible(SLOW);
    const add = page.getByRole('button', { name: 'Add shipping address' });
    await expectFocusBackToOpener(page, add);
    // The same dialog from another opener: once is enough.
    await expectFocusBackToOpener(page, page.getByRole('button', { name: /^Edit the address of/ }).first(), ['close button']);

    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New shipping address' });
    const choose = dialog.getByRole('button', { name: 'Choose province, city and district' });
    await tabTo(page, choose, { within: dialog });
    await page.keyboard.press('Enter');
    const picker = dialog.getByRole('group', { name: 'Delivery region' });
    await expect(picker.getByRole('searchbox', { name: 'Search Province' })).toBeFocused();
    await tabTo(page, picker.getByRole('button', { name: 'Cancel' }), { within: dialog });
    await page.keyboard.press('Enter');
    await expect(choose).toBeFocused();

    // Picking by keyboard: each choice moves on to the next level's search. Each level's list comes
    // from mall-api: a keyboard user tabs once it is shown (before, Tab only cycles the dialog's fields).
    const choice = (name: string) => picker.getByRole('button', { name, exact: true });
    await page.keyboard.press('Enter');
    await expect(choice('Berlin')).toBeVisible();
    await tabTo(page, choice('Berlin'), { within: dialog });
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('searchbox', { name: 'Search City' })).toBeFocused();
    await expect(choice('Berlin')).toBeVisible();
    await tabTo(page, choice('Berlin'), { within: dialog });
    await page.keyboard.press('Enter');
    await expect(choice('Mitte')).toBeVisible();
    await tabTo(page, choice('Mitte'), { within: dialog });
    await page.keyboard.press('Space');
    await tabTo(page, picker.getByRole('button', { name: 'Confirm' }), { within: dialog });
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Berlin / Berlin / Mitte')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Change' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('the add-card modal', async ({ page }) => {
    await page.goto('/buyer/cards');
    await expect(page.getByRole('heading', { name: 'Saved cards' })).toBeVisible(SLOW);
    await expectFocusBackToOpener(page, page.getByRole('button', { name: 'Add card' }));
  });
});
