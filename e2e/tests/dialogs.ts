import { expect, type Locator, type Page } from './fixtures';
import { navigate } from './helpers';
import { inEnglish, type Say } from './pageTexts';

/** The dialogs and sheets the buyer's screens open, reached as the buyer reaches them (shared by the accessibility and phones journeys). */
export const openDialog = (page: Page): Locator => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').last();

export async function closeDialogs(page: Page): Promise<void> {
  while (await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) {
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible')).toHaveCount(0).catch(() => undefined);
  }
}

/** An order's row in the list, found by its number's last six digits. */
export async function showOrder(page: Page, id: number): Promise<Locator> {
  const digits = String(id).padStart(6, '0');
  await navigate(page, `/buyer/orders?status=all&keyword=${digits}`);
  const row = page.getByRole('article', { name: new RegExp(`${digits}$`) });
  // The previous list can hold the same order and stays until the search's own list replaces it
  // (a loader in between): only a list of this one order is the search's answer.
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toBeVisible({ timeout: 15_000 });
  return row;
}

/** An order row's actions (the group is named after the order in the page's language). */
const actionsOf = (row: Locator): Locator => row.locator('.orders-actions[role="group"]');

/** Presses an order's action (its English name, said in the page's language), from the row or, on a phone, from the row's 'more' sheet. */
export async function pressAction(page: Page, row: Locator, label: string, say: Say = inEnglish): Promise<void> {
  const actions = actionsOf(row);
  // The row draws its actions with the order: wait for them before looking for one.
  await expect(actions.getByRole('button').first()).toBeVisible();
  const name = await say(label, 'orders');
  const inline = actions.getByRole('button', { name, exact: true });
  if (await inline.count()) return inline.click();
  await actions.getByRole('button', { name: await say('More', 'orders'), exact: true }).click();
  await page.getByRole('dialog', { name: await say('More actions', 'orders') }).getByRole('button', { name, exact: true }).click();
}

/**
 * The dialogs and sheets a buyer opens (the accessibility journey's phone walk), each opened from its
 * screen as the buyer does, its controls named in English and said in the page's language; the phones
 * journey measures them, the translations journey reads them in German and Chinese.
 */
export const BUYER_DIALOGS: ReadonlyArray<[what: string, open: (page: Page, say: Say) => Promise<void>]> = [
  [
    'link past orders',
    async (page, say) => {
      await navigate(page, '/buyer/orders');
      // A server-drawn list (the page was just loaded there) takes a tap once it is the app's.
      await expect(page.locator('[data-hydrating]')).toHaveCount(0);
      await page.getByRole('button', { name: await say('Link past orders') }).click();
    },
  ],
  ...(
    [
      [5001, 'Cancel order'],
      [5005, 'Cancel order'],
      [5017, 'Confirm receipt'],
      [5017, 'Track package'],
      [5017, 'View invoice'],
      [5019, 'Extend the delivery confirmation date'],
      [5023, 'View vouchers'],
      [5002, 'Pay now'],
      [5037, 'Request a return or refund'],
    ] as const
  ).map(([id, action]): [string, (page: Page, say: Say) => Promise<void>] => [
    `${action} (${id})`,
    async (page, say) => pressAction(page, await showOrder(page, id), action, say),
  ]),
  [
    'more actions sheet (5007)',
    async (page, say) => {
      const row = await showOrder(page, 5007);
      await actionsOf(row).getByRole('button', { name: await say('More', 'orders'), exact: true }).click();
    },
  ],
  [
    'cancel after-sales application',
    async (page, say) => {
      await navigate(page, '/buyer/as/detail/8001');
      await page.getByRole('button', { name: await say('Cancel application', 'aftersales') }).click();
    },
  ],
  [
    'address modal with the region picker',
    async (page, say) => {
      await navigate(page, '/buyer/address');
      await page.getByRole('button', { name: await say('Add shipping address', 'account') }).click();
      await openDialog(page).getByRole('button', { name: await say('Choose province, city and district') }).click();
      await expect(openDialog(page).getByRole('group', { name: await say('Delivery region') })).toBeVisible();
    },
  ],
  [
    'billing address with its tax code, refused',
    async (page, say) => {
      await navigate(page, '/buyer/address');
      await page.getByRole('button', { name: await say('Add billing address', 'account') }).click();
      // Countries are named by Intl in the page's language.
      const spain = new Intl.DisplayNames([(await page.locator('html').getAttribute('lang')) ?? 'en'], { type: 'region' }).of('ES')!;
      await openDialog(page).getByLabel(await say('Country / region')).selectOption({ label: spain });
      await openDialog(page).getByRole('button', { name: await say('Save'), exact: true }).click();
      await expect(openDialog(page).getByText(await say('The tax code must not be empty'))).toBeVisible();
    },
  ],
  [
    'add card',
    async (page, say) => {
      await navigate(page, '/buyer/cards');
      await page.getByRole('button', { name: await say('Add card', 'checkout') }).click();
    },
  ],
  [
    'product zoom view',
    async (page, say) => {
      await navigate(page, '/product/oslo-3-seater-sofa');
      // The zoom button's name counts the pictures ('Enlarge picture 1 of 4'): found by its picture's stage.
      await page.getByRole('main').locator('.checkout-gallery__zoom').click();
      await expect(openDialog(page).getByRole('button', { name: await say('Next picture', 'checkout') })).toBeVisible();
    },
  ],
];
