import { expect, type Locator, type Page } from './fixtures';
import { navigate } from './helpers';

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

/** Presses an order's action, from the row or, on a phone, from the row's 'more' sheet. */
export async function pressAction(page: Page, row: Locator, label: string): Promise<void> {
  const actions = row.getByRole('group', { name: /Actions for order/ });
  // The row draws its actions with the order: wait for them before looking for one.
  await expect(actions.getByRole('button').first()).toBeVisible();
  const inline = actions.getByRole('button', { name: label, exact: true });
  if (await inline.count()) return inline.click();
  await actions.getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog', { name: 'More actions' }).getByRole('button', { name: label, exact: true }).click();
}
