import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORTS } from '../ports';
import { originOf } from '../storefront';
import { expect, test } from './fixtures';
import { startHost, startRemote, stop } from './processes';
import { checkoutRelease } from './release';

/** The @mall/shared the storefront is built with (0.minor.patch), and a newer compatible and an incompatible one. */
const SHARED = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as { version: string }).version;
const [, minor, patch] = SHARED.split('.').map(Number) as [number, number, number];
const RANGE = `^0.${minor}.0`;
const NEWER = `0.${minor}.${patch + 1}`;
const INCOMPATIBLE = `0.${minor + 1}.0`;

/** Checkout built against another @mall/shared: the runtime version it provides and the range it declares (what shared/webpack writes). */
const builtAgainst = (version: string, range: string, edit: (text: string) => string = (text) => text) => (text: string) =>
  edit(
    text
      .replaceAll(`"@mall/shared/runtime","${SHARED}"`, `"@mall/shared/runtime","${version}"`)
      .replaceAll(`{"@mall/shared/runtime":[{version:"${SHARED}"`, `{"@mall/shared/runtime":[{version:"${version}"`)
      .replaceAll(`requiredVersion:"${RANGE}",strictVersion:!0`, `requiredVersion:"${range}",strictVersion:!0`),
  );
/** The rewrite found what it rewrites: checkout's remote entry declares the runtime at the version and range above. */
const declaresShared = (dir: string) => {
  const entry = readFileSync(join(dir, 'remoteEntry.js'), 'utf8');
  expect(entry, 'the release provides the rewritten runtime version').not.toContain(`"@mall/shared/runtime","${SHARED}"`);
  return dir;
};

/** A primitive changed in checkout's own copy of @mall/shared's UI (a Button class), as a rebuild of checkout alone would. */
const newerButton = (text: string) => text.replaceAll('"mall-button"', '"mall-button mall-button-newer"').replaceAll("'mall-button'", "'mall-button mall-button-newer'");

/**
 * issue 29, item 6: a remote built against a newer compatible @mall/shared runs on the page's one
 * runtime (stores, i18n, API client) with its own UI primitives; one built against an incompatible
 * runtime is refused with its contained notice and Retry, the rest of the page working.
 * Releases are checkout's built folder with the shared version rewritten (a webpack run per variant
 * costs minutes on these machines); a host and a checkout origin of their own.
 */
test.describe('a remote built against another @mall/shared (issue 29)', () => {
  test.describe.configure({ timeout: 120_000 });
  const checkoutPort = E2E_PORTS.host + 8;
  const hostPort = E2E_PORTS.host + 9;
  const origin = originOf(hostPort);
  let checkout: ChildProcess | undefined;
  let host: ChildProcess | undefined;
  let release: string | undefined;
  async function serve(dir: string) {
    release = dir;
    checkout = await startRemote('checkout', checkoutPort, dir);
    host = await startHost(hostPort, E2E_PORTS.api, { REMOTE_CHECKOUT_URL: `${originOf(checkoutPort)}/mf-manifest.json`, FIRST_SCREEN_WAIT_MS: '5000' });
  }
  test.afterEach(async ({ page }) => {
    // The page first: a request still in flight (its favicon) would otherwise meet a stopped host and log an error.
    await page.close();
    await stop(host);
    await stop(checkout);
    if (release) rmSync(join(release, '..'), { recursive: true, force: true });
  });

  test(`newer and compatible (${NEWER} for ${RANGE}): the page works on the one runtime, with checkout's own newer Button`, async ({ page }) => {
    await serve(declaresShared(checkoutRelease('shared-newer', 'shared-newer', builtAgainst(NEWER, RANGE, newerButton))));
    await page.goto(`${origin}/product/oslo-3-seater-sofa`);
    const addToCart = page.locator('[data-boundary="checkout"]').getByRole('button', { name: 'Add to cart' });
    await expect(addToCart).toHaveClass(/mall-button-newer/);
    await expect(page.locator('#first-screen')).toHaveCount(0);
    // One runtime: checkout's add lands in the host's cart count (the shared cart store), as a guest.
    await addToCart.click();
    await expect(page.getByRole('link', { name: /Cart/ })).toContainText('1');
    // The host's own buttons keep the host's Button.
    await page.getByRole('link', { name: 'Log in' }).click();
    const logIn = page.getByRole('button', { name: 'Log in' });
    await expect(logIn).toBeVisible();
    await expect(logIn).not.toHaveClass(/mall-button-newer/);
  });

  test.describe('incompatible', () => {
    test.use({ allowedConsoleErrors: [] });
    test(`built for ^${INCOMPATIBLE} on a page at ${SHARED}: refused, its region shows the notice with Retry and the log says why; the rest works`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await serve(declaresShared(checkoutRelease('shared-incompatible', 'shared-incompatible', builtAgainst(INCOMPATIBLE, `^${INCOMPATIBLE}`))));
      await page.goto(`${origin}/product/oslo-3-seater-sofa`);
      const alert = page.getByRole('alert').filter({ hasText: 'The cart and checkout could not be loaded' });
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
      // Not a frozen server copy: the app's page, the top bar working.
      await expect(page.locator('#first-screen')).toHaveCount(0);
      expect(warnings.join('\n')).toContain(`mfe_checkout refused: it needs @mall/shared/runtime ^${INCOMPATIBLE}, the page runs ${SHARED}`);
      await page.getByRole('link', { name: 'Log in' }).click();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    });
  });
});
