import { expect, test, type Locator, type Page } from './fixtures';
import { inputLimits, nameMaxLength } from '@mall/shared/address/core';
import { DEMO_BUYER, logIn } from './helpers';

/**
 * Hostile input in every text field of the storefront's forms (issue 10): markup that would run if
 * it ever reached the DOM as HTML, and a 5,000-character string. Nothing may run (any alert fails
 * the journey), no injected element may appear, each field keeps what was typed or cuts it at the
 * spec's limit, and what is saved comes back as the same characters.
 */
const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const LONG = 'x'.repeat(5000);
const PAYLOADS = [SCRIPT, IMG, LONG] as const;
/** The first wait after a navigation: a remote screen loads its chunks (slow on a busy 2-core machine). */
const LOADED = { timeout: 20_000 };

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Fails the journey on any alert, and checks at the end that no payload became an element. */
function guard(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(alerts, 'no script ran').toEqual([]);
    expect(await page.locator('img[src="x"]').count(), 'no injected <img>').toBe(0);
    // The page's data elements (type application/json: never run) may quote a saved payload, as the
    // visitor's nickname; each must still be whole JSON, so no payload closed its element.
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((s) => ({ id: s.id, runs: !s.type || /javascript|module/i.test(s.type), text: s.text })),
    );
    expect(scripts.filter((s) => s.runs && s.text.includes('alert(1)')), 'no injected <script>').toEqual([]);
    expect(scripts.filter((s) => !s.runs && !isJson(s.text)).map((s) => s.id), 'page data intact').toEqual([]);
  };
}

/**
 * Types each payload into the field (replacing what it held) and checks what the field kept: all of
 * it, or the first `max` characters where the spec limits the input. Leaves the last payload in.
 */
async function probe(field: Locator, max?: number) {
  for (const payload of PAYLOADS) {
    await field.fill(payload);
    await expect(field).toHaveValue(max === undefined ? payload : payload.slice(0, max));
  }
}

/** A new buyer of its own, so what these journeys save meets no other journey's data. */
const NEW_BUYER = { email: `hostile.${Date.now()}@example.com`, password: 'furniture-9' };

test.describe('a new buyer: signed up here, then saves addresses', () => {
  test.describe.configure({ mode: 'serial' });

  test('login and signup keep hostile text, refuse it with a message, and a markup nickname is greeted as text', async ({ page }) => {
    test.setTimeout(90_000);
    const check = guard(page);
    await page.goto('/login');
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Password');
    await probe(email);
    await probe(password);
    await email.fill(IMG);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('please enter a correct email')).toBeVisible();
    await expect(email).toHaveValue(IMG);
    await expect(password).toHaveValue(LONG);

    await page.goto('/signup');
    const nickname = page.getByLabel('Nickname');
    await probe(page.getByLabel('E-mail'));
    await probe(nickname);
    await probe(page.getByLabel('Password'));
    // The nickname's limit (50) is the server's and the form's rule: refused with a message, text kept.
    await page.getByLabel('E-mail').fill(NEW_BUYER.email);
    await page.getByLabel('Password').fill(NEW_BUYER.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('The nickname can have at most 50 characters')).toBeVisible();
    await expect(nickname).toHaveValue(LONG);

    await nickname.fill(SCRIPT);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // Saved and read back through the session: the same characters, as text.
    await expect(page.getByText(`, ${SCRIPT}`, { exact: false })).toBeVisible();
    await check();
  });

  test('every field of the address modal, the region search, the tax code, and a saved address reads back the same', async ({ page }) => {
    test.setTimeout(120_000);
    const check = guard(page);
    await logIn(page, NEW_BUYER.email, NEW_BUYER.password);
    await page.goto('/buyer/address');
    await expect(page.getByRole('heading', { name: 'My addresses' })).toBeVisible(LOADED);
    await page.getByRole('button', { name: 'Add shipping address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New shipping address' });
    await expect(dialog.getByLabel('Country / region')).toHaveValue('5', LOADED);
    const limits = inputLimits({ market: 'DE', kind: 'shipping' });

    const first = dialog.getByLabel('First name', { exact: true });
    const last = dialog.getByLabel('Last name', { exact: true });
    // Spec: first plus last name at most 35 together, cut as typed.
    await probe(first, nameMaxLength('DE'));
    await first.fill('');
    await probe(last, nameMaxLength('DE'));
    await last.fill('');
    await probe(dialog.getByLabel('Phone', { exact: true }), limits.personPhone);
    await probe(dialog.getByLabel('E-mail', { exact: true }), 120);
    await probe(dialog.getByLabel('Company (optional)'), 100);
    await probe(dialog.getByRole('combobox', { name: 'Street' }), limits.poiName);
    await probe(dialog.getByLabel(/^House number/), 35);
    await probe(dialog.getByLabel(/^Apartment, floor/), limits.detailAddress);
    await probe(dialog.getByLabel('Postal code', { exact: true }), limits.postalCode);
    await probe(dialog.getByLabel('How did you hear about us?'), limits.hearFrom);

    // The region picker's search (100), then a real choice.
    await dialog.getByRole('button', { name: 'Choose province, city and district' }).click();
    const picker = dialog.getByRole('group', { name: 'Delivery region' });
    const search = picker.getByRole('searchbox', { name: 'Search Province' });
    await probe(search, 100);
    await expect(picker.getByText('Nothing matches.')).toBeVisible();
    await search.fill('');
    await picker.getByRole('button', { name: 'Berlin', exact: true }).click();
    await picker.getByRole('button', { name: 'Berlin', exact: true }).click();
    await picker.getByRole('button', { name: 'Mitte', exact: true }).click();
    await picker.getByRole('button', { name: 'Confirm' }).click();

    // Markup where the rules allow it: it is saved and shown as the same characters.
    const saved = {
      first: SCRIPT, // 25 characters: the name total stays within 35
      last: 'Kim',
      company: IMG,
      street: IMG.slice(0, limits.poiName), // no backslash, within the street limit
      detail: SCRIPT,
      hearFrom: `${IMG} ${SCRIPT}`,
    };
    await dialog.getByLabel('Title', { exact: true }).selectOption({ label: 'Mrs' });
    await dialog.getByRole('radio', { name: 'Female' }).check();
    await first.fill(saved.first);
    await last.fill(saved.last);
    await dialog.getByLabel('Phone', { exact: true }).fill('1701234567');
    await dialog.getByLabel('E-mail', { exact: true }).fill(NEW_BUYER.email);
    await dialog.getByLabel('Company (optional)').fill(saved.company);
    await dialog.getByRole('combobox', { name: 'Street' }).fill(saved.street);
    await dialog.getByLabel(/^House number/).fill('1');
    await dialog.getByLabel(/^Apartment, floor/).fill(saved.detail);
    await dialog.getByLabel('Postal code', { exact: true }).fill('10117');
    await dialog.getByLabel('How did you hear about us?').fill(saved.hearFrom);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden(LOADED);

    const card = page.getByRole('region', { name: 'Shipping addresses' }).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(saved.first);
    await expect(card).toContainText(saved.street);
    await card.getByRole('button', { name: /^Edit the address of/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit shipping address' });
    await expect(edit.getByLabel('First name', { exact: true })).toHaveValue(saved.first);
    await expect(edit.getByLabel('Company (optional)')).toHaveValue(saved.company);
    await expect(edit.getByRole('combobox', { name: 'Street' })).toHaveValue(saved.street);
    await expect(edit.getByLabel(/^Apartment, floor/)).toHaveValue(saved.detail);
    await expect(edit.getByLabel('How did you hear about us?')).toHaveValue(saved.hearFrom);
    await page.keyboard.press('Escape');

    // The tax-code form of a Spanish billing address (100): markup is no valid code, and stays typed.
    await page.getByRole('button', { name: 'Add billing address' }).click();
    const billing = page.getByRole('dialog', { name: 'New billing address' });
    await billing.getByLabel('Country / region').selectOption({ label: 'Spain' });
    const taxCode = billing.getByLabel('Tax code', { exact: true });
    await probe(taxCode, 100);
    await taxCode.fill(SCRIPT);
    await billing.getByRole('button', { name: 'Save' }).click();
    await expect(billing.getByText('Please enter a correct value')).toBeVisible();
    await expect(taxCode).toHaveValue(SCRIPT);
    await check();
  });
});

test('order and after-sales searches, and the link-orders captcha', async ({ page }) => {
  test.setTimeout(120_000);
  const check = guard(page);
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);

  // After-sales search (100): the keyword comes back from the URL and is echoed as text.
  await page.goto('/buyer/as');
  const asSearch = page.getByRole('searchbox', { name: 'Search returns and refunds' });
  await expect(asSearch).toBeVisible(LOADED);
  await probe(asSearch, 100);
  await asSearch.fill(SCRIPT);
  await asSearch.press('Enter');
  await expect(page.getByText(`No return or refund requests match “${SCRIPT}”.`)).toBeVisible(LOADED);

  // Order search (100): kept in the URL, so a reload shows the same characters.
  await page.goto('/buyer/orders');
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await expect(search).toBeVisible(LOADED);
  // The server drew the list: the probe types once the page is the app's (typing before it is
  // hydration.spec's, and an Enter then would be the plain GET's).
  await expect(page.locator('[data-hydrating]')).toHaveCount(0, LOADED);
  await probe(search, 100);
  await search.fill(IMG);
  await search.press('Enter');
  await expect(page.getByText('no order information')).toBeVisible(LOADED);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(IMG, LOADED);

  // Link orders: the captcha takes 4 characters; markup is refused with the spec's message.
  await page.getByRole('button', { name: 'Link past orders' }).click();
  await expect(page.getByLabel('Graphic captcha')).toBeVisible(LOADED);
  const link = page.getByRole('dialog', { name: 'Link past orders' });
  const captcha = link.getByLabel('Graphic captcha');
  await probe(captcha, 4);
  await captcha.fill(IMG);
  await link.getByRole('button', { name: 'Find my orders' }).click();
  await expect(link.getByText('please enter a 4-digit captcha')).toBeVisible();
  await expect(captcha).toHaveValue(IMG.slice(0, 4));
  await check();
});

test('order actions: the invoice resend e-mail and the after-sales description', async ({ page }) => {
  test.setTimeout(90_000);
  const check = guard(page);
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await page.goto('/buyer/orders?status=unreceived&pageNo=1&from=order');
  const row = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'View invoice' }) }).first();
  await expect(row).toBeVisible(LOADED);
  await row.getByRole('button', { name: 'View invoice' }).click();
  const invoice = page.getByRole('dialog', { name: 'Invoice' });
  const resendTo = invoice.getByRole('form', { name: 'Send the invoice again' }).getByRole('textbox');
  await probe(resendTo);
  await resendTo.fill(SCRIPT);
  await invoice.getByRole('button', { name: 'Send' }).click();
  await expect(invoice.getByText('please enter a correct email')).toBeVisible();
  await expect(resendTo).toHaveValue(SCRIPT);
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Request a return or refund' }).click();
  const choose = page.getByRole('dialog', { name: 'Request a return or refund' });
  await choose.getByRole('checkbox').first().check();
  await choose.getByRole('button', { name: 'Next' }).click();
  const notes = page.getByRole('dialog', { name: 'Request a return or refund' }).getByLabel('Description');
  await probe(notes, 500);
  await expect(page.getByText('0 characters left')).toBeVisible();
  await notes.fill(SCRIPT);
  await expect(page.getByText(`${500 - SCRIPT.length} characters left`)).toBeVisible();
  await check();
});

test('the add-card form and the merchant application', async ({ page }) => {
  test.setTimeout(90_000);
  const check = guard(page);
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
  await page.goto('/buyer/cards');
  await expect(page.getByRole('button', { name: 'Add card' })).toBeVisible(LOADED);
  await page.getByRole('button', { name: 'Add card' }).click();
  const card = page.getByRole('dialog', { name: 'Add card' });
  await expect(card.getByLabel('Cardholder name')).toBeVisible(LOADED);
  const holder = card.getByLabel('Cardholder name');
  for (const label of ['Mobile', 'E-mail', 'Street', 'House number', 'Postcode', 'Cardholder name']) await probe(card.getByLabel(label, { exact: true }));
  await card.getByRole('button', { name: 'Save card' }).click();
  // Refused by the card schema the server checks too: a message on the field, the text kept.
  await expect(card.getByText('This is too long').first()).toBeVisible();
  await expect(holder).toHaveValue(LONG);
  await page.keyboard.press('Escape');

  await page.goto('/merchant/apply');
  const shopName = page.getByLabel('Shop name');
  await expect(shopName).toBeVisible(LOADED);
  // The country is chosen from a list now, nothing to type into it.
  for (const label of ['Shop name', 'Contact person', 'Company registration number']) await probe(page.getByLabel(label));
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('The shop name can have at most 60 characters')).toBeVisible();
  await expect(shopName).toHaveValue(LONG);
  await check();
});
