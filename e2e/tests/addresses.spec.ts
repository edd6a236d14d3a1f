import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { logIn } from './helpers';

// The second demo buyer starts without addresses; the journeys below build on each other in order.
const BUYER2 = { email: 'buyer2@demo.mall', password: 'furniture-2' };
const TAX_PDF = join(__dirname, '..', 'fixtures', 'tax-registration.pdf');

test.describe.configure({ mode: 'serial' });

async function openAddressBook(page: Page) {
  await logIn(page, BUYER2.email, BUYER2.password);
  await page.goto('/buyer/address');
  await expect(page.getByRole('heading', { name: 'My addresses' })).toBeVisible();
}

/** Who the buyer is: the fields every address has. */
async function fillPerson(dialog: Locator, phone: string) {
  await dialog.getByLabel('Title', { exact: true }).selectOption({ label: 'Mrs' });
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByLabel('First name', { exact: true }).fill('Bea');
  await dialog.getByLabel('Last name', { exact: true }).fill('Schmidt');
  await dialog.getByLabel('Phone', { exact: true }).fill(phone);
  await dialog.getByLabel('E-mail', { exact: true }).fill('buyer2@demo.mall');
  await dialog.getByLabel('How did you hear about us?').fill('A magazine');
}

/** Types part of a street, waits for the maps suggestions and picks one. */
async function pickStreet(dialog: Locator, typed: string, street: RegExp) {
  await dialog.getByRole('combobox', { name: 'Street' }).pressSequentially(typed);
  await dialog.getByRole('listbox', { name: 'Street suggestions' }).getByRole('option', { name: street }).click();
}

test('adds a German shipping address with street autocomplete and the region picker', async ({ page }) => {
  await openAddressBook(page);
  const shipping = page.getByRole('region', { name: 'Shipping addresses' });
  await expect(shipping.getByText('You have not saved a shipping address yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add shipping address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New shipping address' });
  await expect(dialog.getByLabel('Country / region')).toHaveValue('5');
  await expect(dialog.getByLabel('Dial code', { exact: true })).toHaveValue('+49');
  await fillPerson(dialog, '1701234567');

  await dialog.getByRole('button', { name: 'Choose province, city and district' }).click();
  const picker = dialog.getByRole('group', { name: 'Delivery region' });
  await picker.getByRole('button', { name: 'Berlin', exact: true }).click();
  await expect(picker.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await picker.getByRole('button', { name: 'Berlin', exact: true }).click();
  await picker.getByRole('button', { name: 'Mitte', exact: true }).click();
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Berlin / Berlin / Mitte')).toBeVisible();

  // Escape closes the open street suggestions first (combobox pattern), not the whole dialog.
  const street = dialog.getByRole('combobox', { name: 'Street' });
  await street.pressSequentially('Friedric');
  await expect(dialog.getByRole('listbox', { name: 'Street suggestions' })).toBeVisible();
  await street.press('Escape');
  await expect(dialog.getByRole('listbox', { name: 'Street suggestions' })).toBeHidden();
  await expect(dialog).toBeVisible();
  await pickStreet(dialog, 'h', /Friedrichstraße/);
  await expect(dialog.getByLabel('Postal code', { exact: true })).toHaveValue('10117');
  await dialog.getByLabel('House number', { exact: true }).fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  await expect(shipping.getByRole('article')).toHaveCount(1);
  await expect(shipping.getByRole('article')).toContainText('Friedrichstraße 12');
  await expect(shipping.getByRole('article')).toContainText('10117 Berlin');
});

test('is refused a Spanish postal code beginning 07 for shipping, in the form and by the server', async ({ page }) => {
  await openAddressBook(page);
  await page.getByRole('button', { name: 'Add shipping address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New shipping address' });
  await dialog.getByLabel('Country / region').selectOption({ label: 'Spain' });
  await expect(dialog.getByLabel('Dial code', { exact: true })).toHaveValue('+34');
  await fillPerson(dialog, '612345678');
  await pickStreet(dialog, 'Born', /Passeig del Born/);
  await expect(dialog.getByLabel('Postal code', { exact: true })).toHaveValue('07012');
  await dialog.getByLabel(/Apartment, floor/).fill('2º B');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('We cannot deliver to this postal code')).toBeVisible();
  await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('Bea');

  // The same address sent straight to the mall is refused with the field and the reason.
  const answer = await page.request.post('/sapi/mall-customer/shipping-address/createShippingAddressFlow', {
    data: {
      gender: 'FEMALE',
      firstName: 'Bea',
      lastName: 'Schmidt',
      personPhone: '612345678',
      areaCode: '+34',
      email: 'buyer2@demo.mall',
      poiName: 'Passeig del Born',
      detailAddress: '2º B',
      postalCode: '07012',
      city: 'Palma',
      province: 'Illes Balears',
      countryId: 2,
      hearFrom: 'A magazine',
    },
  });
  expect(answer.status()).toBe(400);
  const body = await answer.json();
  expect(body.error.fields).toContainEqual({ field: 'postalCode', message: 'address.postalCode.noDelivery' });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'Shipping addresses' }).getByRole('article')).toHaveCount(1);
});

test('adds a billing address with a tax code and a PDF', async ({ page }) => {
  await openAddressBook(page);
  await page.getByRole('button', { name: 'Add billing address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New billing address' });
  await dialog.getByLabel('Country / region').selectOption({ label: 'Spain' });
  // The phone as dialled in Spain, without a dial code (checked against the Spanish pattern).
  await dialog.getByLabel('Dial code', { exact: true }).selectOption({ label: 'No dial code' });
  await fillPerson(dialog, '612345678');
  await pickStreet(dialog, 'Santa Engracia', /Calle de Santa Engracia/);
  await expect(dialog.getByLabel('Postal code', { exact: true })).toHaveValue('28010');
  await dialog.getByLabel(/Apartment, floor/).fill('2º B');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The tax code must not be empty')).toBeVisible();
  await expect(dialog.getByText('Please upload the tax registration as a PDF')).toBeVisible();

  await dialog.getByLabel('Tax code', { exact: true }).fill('12345678Z');
  await dialog.getByLabel('Tax certificate (PDF)').setInputFiles(TAX_PDF);
  await expect(dialog.getByText('tax-registration.pdf', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  const billing = page.getByRole('region', { name: 'Billing addresses' });
  await expect(billing.getByRole('article')).toContainText('Tax code: 12345678Z');
  await expect(billing.getByRole('article')).toContainText('Calle de Santa Engracia');
});

test.describe('a tax-code file that is not a PDF', () => {
  // The server's refusal of the PNG's bytes is a 400 the browser logs; this journey provokes it.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/] });

  test('refuses a file that is not a PDF for the tax code: by its bytes on the server, by its type without uploading it', async ({ page }) => {
    await openAddressBook(page);
    await page.getByRole('button', { name: 'Add billing address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New billing address' });
    await dialog.getByLabel('Country / region').selectOption({ label: 'Spain' });
    const uploads: Array<string | null> = [];
    page.on('request', (request) => {
      if (request.url().includes('/uploadTaxFile')) uploads.push(request.headers()['content-type'] ?? null);
    });
    // PNG bytes called scan.pdf pass the form's checks; mall-api knows them by their bytes and refuses.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const refused = page.waitForResponse((response) => response.url().includes('/uploadTaxFile'));
    await dialog.getByLabel('Tax certificate (PDF)').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: png });
    expect((await refused).status()).toBe(400);
    await expect(dialog.getByText('Wrong file type: PDF only')).toBeVisible();
    expect(uploads).toEqual([expect.stringMatching(/^multipart\/form-data; boundary=/)]);

    await dialog.getByLabel('Tax certificate (PDF)').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
    await expect(dialog.getByText('Wrong file type: PDF only')).toBeVisible();
    expect(uploads).toHaveLength(1);
  });
});

test('edits the shipping address and makes it the default', async ({ page }) => {
  await openAddressBook(page);
  const shipping = page.getByRole('region', { name: 'Shipping addresses' });
  await shipping.getByRole('button', { name: /Edit the address of Bea Schmidt, Friedrichstraße 12/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit shipping address' });
  await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('Bea');
  await expect(dialog.getByText('Berlin / Berlin / Mitte')).toBeVisible();
  await dialog.getByLabel('House number', { exact: true }).fill('14');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(shipping.getByRole('article')).toContainText('Friedrichstraße 14');
  await expect(shipping.getByText('Default', { exact: true })).toHaveCount(0);

  await shipping.getByRole('button', { name: /Make the address of Bea Schmidt, Friedrichstraße 14 the default/ }).click();
  await expect(shipping.getByRole('article').getByText('Default', { exact: true })).toBeVisible();
  await expect(shipping.getByRole('button', { name: /Make the address/ })).toHaveCount(0);

  // A default address cannot be unticked as default.
  await shipping.getByRole('button', { name: /Edit the address of Bea Schmidt/ }).click();
  const box = page.getByRole('dialog', { name: 'Edit shipping address' }).getByRole('checkbox', { name: 'Use as my default address' });
  await expect(box).toBeChecked();
  await expect(box).toBeDisabled();
});
