import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/**
 * The no-console-errors gate (issue 10) holds for every journey: each spec imports `test` from
 * ./fixtures, and the gate fails the journeys below (marked as expected failures) for each kind of
 * problem it watches. The pages are the host's plain config document: nothing to render.
 */
test('every journey imports its test from the gate fixture', () => {
  const specs = readdirSync(__dirname).filter((file) => file.endsWith('.spec.ts'));
  const bypassing = specs.filter((file) => /from '@playwright\/test'/.test(readFileSync(`${__dirname}/${file}`, 'utf8')));
  expect(bypassing).toEqual([]);
});

test.describe('the gate fails a journey whose page', () => {
  test.fail();

  test('logs a console error', async ({ page }) => {
    await page.goto('/storefront-config.json');
    await page.evaluate(() => console.error('something broke'));
  });

  test('throws an uncaught error', async ({ page }) => {
    await page.goto('/storefront-config.json');
    await page.evaluate(() => setTimeout(() => { throw new Error('nobody caught this'); }));
    await expect.poll(() => page.evaluate(() => new Promise((done) => setTimeout(() => done(true))))).toBe(true);
  });

  test.describe(() => {
    // Only the 5xx itself is left to fail the journey: Chromium's log line for it is declared.
    test.use({ allowedConsoleErrors: [/status of 503/] });
    test('gets a 5xx from one of our servers', async ({ page }) => {
      await page.route('**/sapi/gate-probe', (route) => route.fulfill({ status: 503, body: '{}' }));
      await page.goto('/storefront-config.json');
      expect(await page.evaluate(() => fetch('/sapi/gate-probe').then((r) => r.status))).toBe(503);
    });
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/^a message this journey never provokes$/] });
    test('never shows an error it declared (the allowance went stale)', async ({ page }) => {
      await page.goto('/storefront-config.json');
    });
  });
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/^the remote is offline on purpose$/] });
  test('a journey passes with the error it declares', async ({ page }) => {
    await page.goto('/storefront-config.json');
    await page.evaluate(() => console.error('the remote is offline on purpose'));
  });
});

test.describe(() => {
  test.use({ consoleErrorsThatMayAppear: [/^the server may have met this first$/] });
  test('a journey passes with an error that may appear, whether it shows', async ({ page }) => {
    await page.goto('/storefront-config.json');
    await page.evaluate(() => console.error('the server may have met this first'));
  });
  test('or not', async ({ page }) => {
    await page.goto('/storefront-config.json');
  });
  test.describe(() => {
    test.fail();
    test('but any other error still fails it', async ({ page }) => {
      await page.goto('/storefront-config.json');
      await page.evaluate(() => console.error('something else broke'));
    });
  });
});
