import type { ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { E2E_PORTS, remoteOrigin } from '../ports';
import { originOf } from '../storefront';
import { startHost } from './processes';
import { expect, test, type Page } from './fixtures';
import { addFromHomeAndCheckOut, chooseMockpay, DEMO_BUYER, logIn } from './helpers';

/**
 * Faults a storefront in production meets (issue 17), each asserting what the buyer sees and that
 * nothing they did is lost: mall-api going away and coming back, a remote's origin going down, the
 * network dropping while the result page polls, the payment provider failing or answering slowly.
 */

/**
 * A TCP relay between a host and mall-api that can be cut (every connection refused and the open
 * ones closed, as when the process stops) and restored: the host sees exactly what it would see.
 */
class ApiRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: number,
  ) {}
  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((ready) => this.server!.listen(this.port, '127.0.0.1', ready));
  }
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((closed) => server.close(closed));
  }
}

test.describe('faults', () => {
  test.describe.configure({ timeout: 120_000 });

  test.describe('mall-api stops while the order list is open', () => {
    const hostPort = E2E_PORTS.host + 6;
    const relay = new ApiRelay(E2E_PORTS.host + 7, E2E_PORTS.api);
    let host: ChildProcess | undefined;
    test.beforeAll(async () => {
      await relay.start();
      host = await startHost(hostPort, relay.port);
    });
    test.afterAll(async () => {
      host?.kill('SIGTERM');
      await relay.cut();
    });
    // (relay.cut on a relay already cut resolves at once.)
    // The host answers 502 for the API while it is away: the browser logs each such answer.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 502 \(Bad Gateway\)$/] });

    test('shows an honest error with Retry, keeps the search typed, and Retry works once it is back', async ({ page }) => {
      const origin = originOf(hostPort);
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, `${origin}/login`);
      await page.goto(`${origin}/buyer/orders`);
      await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();

      await relay.cut();
      // Issue 16: without mall-api a product page this host has no answer for yet is still served
      // at once, as the ordinary shell (no first screen rendered from mall-api's data), never a 5xx.
      const started = Date.now();
      const product = await page.request.get(`${origin}/product/oslo-3-seater-sofa`);
      expect(product.status()).toBe(200);
      const shell = await product.text();
      // The frame's data (footer, site settings) may still come, from the answer the host kept.
      expect(shell).toMatch(/<div id="?root"?><\/div>(<script type="application\/json" id="frame-data">[^<]*<\/script>)?<\/body>/);
      expect(shell).not.toContain('first-screen');
      expect(Date.now() - started).toBeLessThan(3_000);

      const search = page.getByRole('searchbox', { name: 'Search orders' });
      await search.fill('005010');
      await search.press('Enter');
      const notice = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('The shop could not answer. Please retry in a moment.');
      await expect(search).toHaveValue('005010');

      await relay.start();
      await notice.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('article', { name: /005010$/ })).toBeVisible();
      await expect(search).toHaveValue('005010');
    });
  });

  test.describe('the network drops while the result page polls', () => {
    test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/] });

    test('says the connection is interrupted, keeps polling, and shows the result once it is back', async ({ page }) => {
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
      await addFromHomeAndCheckOut(page);
      await chooseMockpay(page);
      await page.getByRole('region', { name: 'Payment method' }).getByRole('button', { name: /^Pay \d/ }).click();
      await expect(page).toHaveURL(/\/mockpay\/\d+/);
      const polls = '**/sapi/mall-pay/payment/queryPaymentRecord';
      await page.route(polls, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Pay, confirm later' }).click();
      await expect(page.getByText('The connection is interrupted. Retrying…')).toBeVisible();
      await page.unroute(polls);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    });
  });

  test('a remote goes down mid-checkout: the checkout still pays with a saved address', async ({ page }) => {
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
    await addFromHomeAndCheckOut(page);
    // The checkout remote is on the page; the account remote (the address modal's) is now gone.
    await page.route(`${remoteOrigin('account')}/**`, (route) => route.abort('connectionrefused'));
    await chooseMockpay(page);
    await page.getByRole('region', { name: 'Payment method' }).getByRole('button', { name: /^Pay \d/ }).click();
    await expect(page).toHaveURL(/\/mockpay\/\d+/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  });

  test.describe('the payment provider fails, then answers slowly', () => {
    /** How long the slow provider keeps firstPay waiting (as MOCKPAY's former 'slow' outcome did). */
    const SLOW_PROVIDER_MS = 4_000;
    // mall-api answers firstPay 502 when the provider does (its 500 is not passed on as ours): the
    // browser logs it, and the gate sees a 5xx from our server.
    test.use({
      allowedConsoleErrors: [/^(Failed to load resource: the server responded with a status of 502 \(Bad Gateway\)|502 POST \S+\/sapi\/mall-pay\/payment\/firstPay)$/],
    });

    test('one clear failure, then a retry that waits for the provider pays once', async ({ page }) => {
      await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password);
      await addFromHomeAndCheckOut(page);
      await chooseMockpay(page);
      // MOCKPAY takes no outcome from the client (issue 28), so the network plays the provider: the
      // first attempt gets mall-api's answer to a provider's 500 (502 PROVIDER_ERROR, tested in
      // mall-api's payment.test.ts), the second reaches mall-api only after a slow provider's wait.
      const sent: string[] = [];
      await page.route('**/sapi/mall-pay/payment/firstPay', async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        sent.push(String(body.idempotencyKey));
        if (sent.length === 1) {
          await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false, error: { code: 'PROVIDER_ERROR', message: 'payment.providerError' } }) });
          return;
        }
        await new Promise((done) => setTimeout(done, SLOW_PROVIDER_MS));
        await route.continue();
      });
      const pay = page.getByRole('region', { name: 'Payment method' }).getByRole('button', { name: /^Pay \d/ });
      await pay.click();
      // One clear failure, in the buyer's words (not the server's message key), with the way on.
      const failed = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Payment failed' }) });
      await expect(failed).toContainText('The payment provider could not take the payment. Nothing was charged; please try again.');
      await failed.getByRole('link', { name: 'Pay again' }).click();

      // The retry waits on a slow provider: pressing again meanwhile sends nothing more.
      const payAgain = page.getByRole('button', { name: /^Pay \d/ });
      await payAgain.dblclick();
      await expect(page).toHaveURL(/\/mockpay\/\d+/, { timeout: 20_000 });
      expect(sent).toHaveLength(2);
      expect(new Set(sent).size).toBe(2);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    });
  });
});
