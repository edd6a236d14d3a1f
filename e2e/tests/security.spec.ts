import { expect, test, type Page } from './fixtures';
import { watchCspViolations } from './csp';
import { remoteOrigin } from '../ports';
import { DEMO_BUYER, logIn } from './helpers';

/**
 * Issue 10, "Session and transport": the host's security headers, and no Content-Security-Policy
 * violation while paying with MOCKPAY. Every route of the table, with its dialogs, is walked without
 * a violation by the accessibility journey (one walk serves both: it visits the same screens).
 */

const payButton = (page: Page) => page.getByRole('region', { name: 'Payment method' }).getByRole('button', { name: /^Pay \d/ });

test.describe('security headers and the Content-Security-Policy', () => {
  test('every answer carries the headers; the inlined config runs by its hash', async ({ page, request }) => {
    const html = await request.get('/buyer/orders');
    const policy = html.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' [^;]*'sha256-[A-Za-z0-9+/]+=*'/);
    expect(policy).toContain(remoteOrigin('checkout'));
    // Inline script never; inline <style> only (the dialogs' scroll lock, securityHeaders.ts).
    const directives = policy.split(';').map((d) => d.trim());
    expect(directives.filter((d) => d.includes("'unsafe-inline'")).map((d) => d.split(' ')[0])).toEqual(['style-src']);
    expect(policy).not.toContain('unsafe-eval');
    // Only MOCKPAY is configured here: no provider's origin, no frames.
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toMatch(/stripe|adyen|klarna|paypal|affirm/);

    for (const answer of [html, await request.get('/storefront-config.json'), await request.get('/health')]) {
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
      expect(answer.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers()['content-security-policy']).toBe(policy);
    }
    // The host's scripts and styles: nosniff and the referrer policy, not a document's policy (issue 16).
    const home = await (await request.get('/')).text();
    const subresources = [...home.matchAll(/<(?:script[^>]* src|link[^>]* href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(subresources.filter((path) => path.endsWith('.js')).length, 'scripts linked from /').toBeGreaterThan(0);
    expect(subresources.filter((path) => path.endsWith('.css')).length, 'styles linked from /').toBeGreaterThan(0);
    for (const path of subresources) {
      const answer = await request.get(path);
      expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers()['content-security-policy'], path).toBeUndefined();
    }
    const remoteManifest = await request.get(`${remoteOrigin('orders')}/mf-manifest.json`);
    expect(remoteManifest.headers()['x-content-type-options']).toBe('nosniff');

    const violations = await watchCspViolations(page.context());
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Add .* to cart/ }).first()).toBeVisible({ timeout: 15_000 });
    // The app has taken over from the server's first screen (issue 16): its scripts all ran.
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    expect(await page.evaluate(() => typeof (window as { __STOREFRONT_CONFIG__?: unknown }).__STOREFRONT_CONFIG__)).toBe('object');
    expect(violations).toEqual([]);
  });

  test('no violation while paying with MOCKPAY, on the storefront and the hosted page', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCspViolations(page.context());
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    await page.goto('/');
    await page.locator('[data-boundary="checkout"] article').first().getByRole('button', { name: /Add .* to cart/ }).click();
    await expect(page.getByText('added to cart')).toBeVisible();
    await page.goto('/cart');
    // Taken over first: an early tap on the drawn cart's CHECKOUT NOW can be lost (helpers.ts, addFromHomeAndCheckOut).
    await expect(page.locator('[data-hydrating]')).toHaveCount(0);
    await page.getByRole('button', { name: 'CHECKOUT NOW' }).click();
    await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('radio', { name: 'Same as shipping address' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'Payment method' }).getByRole('button', { name: 'MOCKPAY (test payment)' })).toHaveAttribute('aria-expanded', 'true');
    await payButton(page).click();

    await expect(page).toHaveURL(/\/mockpay\/\d+/);
    // The hosted page's form posts back to mall-api through the host's proxy: same origin, not refused.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
