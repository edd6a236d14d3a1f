import { expect, test, type Page } from './fixtures';
import { E2E_PORTS } from '../ports';
import { originOf } from '../storefront';
import { DEMO_BUYER, logIn, payWithMockpay } from './helpers';

/**
 * Issue 15: the product page, recommendations, after-payment marketing and help articles, as a buyer
 * moves through them: from an order line to its product, a sku and a combined set into the cart,
 * a gift card and firewood sold by weight (stepped in the cart) too, paid with MOCKPAY; on the pay result a prize is drawn and the gift card is sent
 * by e-mail (read back from the test outbox); the prize is found again in the buyer centre.
 */
/** The top bar's count once the server has given it (until then it is not shown: see TopBar). */
async function cartCount(page: Page): Promise<number> {
  const count = page.getByRole('banner').getByLabel(/items? in the cart$/);
  await expect(count).toBeVisible();
  return Number(await count.textContent());
}

test.describe('product page and after-payment marketing', () => {
  // Product pages, the cart, checkout, MOCKPAY's page and the result page on a busy 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('from an order line to its product, a sku and a set into the cart, then a paid order draws a prize and sends its gift card', async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);

    // An order line links to its product with the line's sku selected, in a new tab.
    await page.goto('/buyer/order/detail/5010');
    const [product] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /Grid open shelf/ }).first().click()]);
    await expect(product).toHaveURL(/\/product\/grid-open-shelf\?skuId=1071$/);
    await expect(product.getByRole('heading', { level: 1, name: 'Grid open shelf' })).toBeVisible({ timeout: 30_000 });
    await expect(product.getByRole('radio', { name: 'White' })).toBeChecked();
    const before = await cartCount(product);
    // The choice is made on the app's page (an early tap's replay is hydration.spec's): hydrated first.
    await expect(product.locator('[data-hydrating]')).toHaveCount(0);
    await product.getByRole('radio', { name: 'Oak' }).check();
    await expect(product.getByText(/129,00/).first()).toBeVisible();
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect(product.getByText('added to cart')).toBeVisible();
    await expect(product.locator('.shell-cart-count').first()).toHaveText(String(before + 1));
    await product.close();

    // A sold-out combination cannot be chosen.
    await page.goto('/product/orbit-pendant-lamp');
    await expect(page.getByRole('radio', { name: 'Amber: sold out' })).toBeDisabled({ timeout: 30_000 });

    // A combined set goes into the cart in one go (below the item's dimensions and care: loaded as the buyer scrolls to it).
    await page.goto('/product/lund-dining-chair');
    await expect(page.getByRole('region', { name: 'Dimensions' })).toBeVisible({ timeout: 30_000 });
    await page.mouse.wheel(0, 3000);
    await page.getByRole('button', { name: /^Add the set "Bergen dining set/ }).click();
    await expect(page.getByText('Set added to cart: 5 items')).toBeVisible();
    // More from this shop leaves the chair itself out.
    const more = page.getByRole('region', { name: 'More from Nordhaus Living' });
    await expect(more.getByRole('article').first()).toBeVisible();
    await expect(more.getByRole('link', { name: 'Lund dining chair' })).toHaveCount(0);

    // A gift card.
    await page.goto('/product/furniture-mall-gift-card');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('added to cart')).toBeVisible();

    // Goods sold by weight: firewood from 10 kg in 5 kg steps; a typed quantity is rounded to the step.
    await page.goto('/product/kiln-dried-oak-firewood');
    const weight = page.getByLabel('Quantity (kg)');
    await expect(weight).toHaveValue('10', { timeout: 30_000 });
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await expect(weight).toHaveValue('15');
    await weight.fill('17');
    await weight.blur();
    await expect(weight).toHaveValue('15');
    await expect(page.getByText('Rounded to 15 kg: this item is sold in steps of 5 kg, at least 10 kg.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('added to cart')).toBeVisible();

    // The cart line steps by 5 kg too; the line's amount follows the server's answer.
    await page.goto('/cart');
    const firewoodLine = page.getByRole('listitem').filter({ has: page.getByLabel('Quantity of Kiln-dried oak firewood (kg)') });
    await expect(firewoodLine.getByRole('spinbutton')).toHaveValue('15', { timeout: 30_000 });
    await expect(firewoodLine.getByRole('button', { name: 'Less Kiln-dried oak firewood' })).toBeEnabled();
    await firewoodLine.getByRole('button', { name: 'More Kiln-dried oak firewood' }).click();
    await expect(firewoodLine.getByRole('spinbutton')).toHaveValue('20');
    await expect(firewoodLine).toContainText('18,00');

    await page.getByRole('button', { name: 'CHECKOUT NOW' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible({ timeout: 30_000 });
    await payWithMockpay(page);

    // The gift card: sent by e-mail once, then shown as sent; the e-mail holds the code's ending shown.
    const giftCards = page.getByRole('region', { name: 'Your gift cards' });
    await expect(giftCards).toBeVisible();
    const tail = /code ending (\w{4})/.exec((await giftCards.getByRole('listitem').first().textContent()) ?? '')![1]!;
    await giftCards.getByRole('button', { name: 'Send by e-mail' }).click();
    const sent = giftCards.getByText(/^Sent to /);
    await expect(sent).toBeVisible();
    await expect(giftCards.getByRole('button', { name: 'Send by e-mail' })).toHaveCount(0);
    const recipient = ((await sent.textContent()) ?? '').replace('Sent to ', '');
    const outbox = (await (await page.request.get(`${originOf(E2E_PORTS.api)}/__test/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as { data: Array<{ template: string; payload: { cards: Array<{ code: string }> } }> };
    const mail = outbox.data.find((m) => m.template === 'GIFT_CARD' && m.payload.cards.some((c) => c.code.endsWith(tail)));
    expect(mail).toBeDefined();

    // The lucky draw of the first order, once; the prize is in the buyer centre.
    const draw = page.getByRole('region', { name: /^Lucky draw: / }).first();
    await draw.getByRole('button', { name: 'Draw now' }).click();
    const won = draw.getByText(/^You won: /);
    await expect(won).toBeVisible();
    const prize = ((await won.textContent()) ?? '').replace('You won: ', '');
    await expect(draw.getByRole('button', { name: 'Draw now' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'You may also like' }).getByRole('article').first()).toBeVisible();
    await draw.getByRole('link', { name: 'See all my prizes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My prizes' })).toBeVisible();
    await expect(page.getByText(prize, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Buyer centre' }).getByRole('link', { name: 'My prizes' })).toBeVisible();
  });

  test('a furniture page: dimensions, materials and care, the delivery dates, a pre-sale\'s amounts and the reviews from the reviews bundle (issue 30 item 6)', async ({ page }) => {
    await page.goto('/product/fjord-armchair');
    await expect(page.getByRole('heading', { level: 1, name: 'Fjord armchair' })).toBeVisible({ timeout: 30_000 });
    const dimensions = page.getByRole('region', { name: 'Dimensions' });
    await expect(dimensions.getByRole('term')).toHaveText(['Width', 'Depth', 'Height', 'Seat height', 'Weight']);
    await expect(dimensions.getByRole('definition').first()).toHaveText('72 cm');
    await expect(page.getByRole('region', { name: 'Materials & care' }).getByRole('term')).toHaveText(['Oak', 'Walnut']);
    // Nordhaus Living ships from Germany to the German market; the dates come through Intl ("12 Dec").
    await expect(page.getByText(/^Delivered \d{1,2} [A-Z][a-z]{2,3} – \d{1,2} [A-Z][a-z]{2,3} to Germany$/)).toBeVisible();
    await expect(page.getByText('Ships from Germany after 14 days of preparation')).toBeVisible();
    // The reviews bundle's fragment, below the fold: Anna's review and the shop's reply, with no name of hers beside it.
    await page.mouse.wheel(0, 3000);
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews.getByText('5.0 out of 5')).toBeVisible({ timeout: 30_000 });
    await expect(reviews.getByRole('article').first()).toContainText('Very comfortable and the oak frame feels solid.');
    await expect(reviews.getByRole('article').first()).toContainText('Reply from the shop');

    // A pre-sale says what is paid now and what before delivery.
    await page.goto('/product/capri-corner-sofa');
    const preOrder = page.getByRole('region', { name: 'Pre-order' });
    await expect(preOrder).toContainText(/Deposit with your order\s*300,00\s€/, { timeout: 30_000 });
    await expect(preOrder).toContainText(/Balance before delivery\s*1\.390,00\s€/);
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole('region', { name: 'Customer reviews' }).getByText(/^No reviews yet/)).toBeVisible({ timeout: 30_000 });
  });

  test('a guest opens a help article from the footer and a related one; the empty cart recommends products', async ({ page }) => {
    // The product page's first paint with data holds the main image and the price in reserved boxes: no layout shift.
    await page.goto('/product/oslo-3-seater-sofa');
    await expect(page.getByRole('heading', { level: 1, name: 'Oslo 3-seater sofa' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: 'Oslo 3-seater sofa' })).toHaveJSProperty('complete', true);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBeLessThan(0.1);
    // The late sections (sets, the shop's other items, reviews) sit below the item's dimensions and care: loaded as the buyer scrolls to them.
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole('region', { name: 'More from Nordhaus Living' })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'You may also like' }).getByRole('article').first()).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery and assembly' }).click();
    await expect(page).toHaveURL('/help/article/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery and assembly' })).toBeVisible();
    await expect(page.getByText(/two-person team/)).toBeVisible();
    const related = page.getByRole('navigation', { name: 'Related articles' });
    const first = related.getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
