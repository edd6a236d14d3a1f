// Issue 10, "Session and transport": login/signup rate limits kept in the database, the session
// cookie's attributes, and state-changing calls refused from another origin. Over real HTTP.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { accountCalls, authCalls, cartCalls, ErrorCode, resolvePath } from '@mall/shared/contract';
import { createApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { DEFAULT_AUTH_LIMITS } from '../src/http/rateLimit';
import { DEMO } from './helpers/accounts';
import { chair } from './helpers/checkoutFlow';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
/** More mall-api processes on the same database, as several behind one load balancer. */
const others: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  server = await startTestServer({ testCaptcha: 'K7QX' });
});
afterAll(async () => {
  for (const other of others) await other.close();
  await server.close();
});

/** Another app (another process's worth of state: its own session cache, no shared memory) on the same database. */
async function anotherApp(options: Partial<AppConfig> = {}): Promise<string> {
  const app = createApp(server.db, { checkAnswers: true, ...options });
  const s = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  others.push({ close: () => new Promise<void>((resolve) => s.close(() => resolve())) });
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { success: boolean; data?: unknown; error?: { code: string; message: string; fields?: Array<{ field: string; message: string }> } };
}

/** A call with exactly these headers (node:http, so Host, Origin and Referer go out as written). */
function send(base: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const LOGIN = resolvePath(authCalls.login.path, 'mall');
const SIGNUP = resolvePath(authCalls.signup.path, 'mall');
const ADD_TO_CART = resolvePath(cartCalls.batchCreateCartLines.path, 'mall');
const CART_COUNT = resolvePath(cartCalls.cartCount.path, 'mall');

const login = (base: string, email: string, password: string, headers: Record<string, string> = {}, proof: { captcha?: string; token?: string } = {}) =>
  send(base, 'POST', LOGIN, { email, password, ...proof }, headers);
/** A graphic captcha issued (MALL_TEST_CAPTCHA fixes its text here): the proof a login sends; `typed` to send a wrong one. */
const captcha = async (base: string, typed = 'K7QX') => {
  const issued = await send(base, 'POST', resolvePath(accountCalls.captchaImage.path, 'mall'), {});
  return { token: (issued.body.data as { uuid: string }).uuid, captcha: typed };
};
const from = (address: string) => ({ 'x-forwarded-for': address });
const sessionCookie = (answer: Answer) => [answer.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('mall_session=')) ?? '';

describe('failed logins per account: a captcha, never a lockout', () => {
  // A dozen or more scrypt checks each, on purpose (the real limits): room for a busy machine.
  const SCRYPT_HEAVY_MS = 60_000;
  const CAPTCHA_AFTER = DEFAULT_AUTH_LIMITS.accountFailures.max;

  it(`asks for a captcha after ${CAPTCHA_AFTER} failures from anywhere, on every process; the owner gets in with it from any address`, async () => {
    const account = DEMO.merchant('audit');
    for (let i = 0; i < CAPTCHA_AFTER; i += 1) {
      const failed = await login(server.url, account.email, `wrong-${i}-pass`, from(`198.51.100.${10 + i}`));
      expect(failed.status).toBe(401);
      // The failure that makes the captcha needed says so, on the captcha field.
      expect(failed.body.error?.fields).toEqual(i === CAPTCHA_AFTER - 1 ? [{ field: 'captcha', message: 'auth.captchaRequired' }] : undefined);
    }
    const refused = await login(server.url, account.email, account.password, from('198.51.100.2'));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: ErrorCode.captchaRequired, message: 'auth.captchaRequired', fields: [{ field: 'captcha', message: 'auth.captchaRequired' }] });
    expect(sessionCookie(refused)).toBe('');
    // Another process counts the same failures (the counter is in the database, not in memory).
    const other = await anotherApp();
    expect((await login(other, account.email.toUpperCase(), account.password, from('198.51.100.3'))).body.error?.code).toBe(ErrorCode.captchaRequired);
    // A wrong captcha is refused; the right one, checked on the other process, lets the owner in.
    const wrong = await login(other, account.email, account.password, { ...from('198.51.100.3') }, await captcha(server.url, 'ZZZZ'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.code).toBe(accountCalls.AccountErrorCode.captchaWrong);
    const admitted = await login(other, account.email, account.password, from('198.51.100.3'), await captcha(server.url));
    expect(admitted.status).toBe(200);
    expect(sessionCookie(admitted)).not.toBe('');
    // Logged in: the account's failures are forgotten, the next login needs no captcha.
    expect((await login(server.url, account.email, account.password, from('198.51.100.4'))).status).toBe(200);
  }, SCRYPT_HEAVY_MS);

  it('refuses an address that failed 10 times on one account (429), and only that address: the owner elsewhere logs in', async () => {
    const account = DEMO.merchant('pass');
    const max = DEFAULT_AUTH_LIMITS.accountAddressFailures.max;
    for (let i = 0; i < max; i += 1) {
      expect((await login(server.url, account.email, `guess-${i}-pass`, from('203.0.113.50'), i >= CAPTCHA_AFTER ? await captcha(server.url) : {})).status).toBe(401);
    }
    const refused = await login(server.url, account.email, account.password, from('203.0.113.50'), await captcha(server.url));
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe(ErrorCode.rateLimited);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner, from their own address, with the captcha the failures ask for.
    expect((await login(server.url, account.email, account.password, from('198.51.100.77'), await captcha(server.url))).status).toBe(200);
  }, SCRYPT_HEAVY_MS);

  it('never counts successful logins, so a buyer who logs in all day is never asked for a captcha', async () => {
    const merchant = DEMO.merchant('seller');
    for (let i = 0; i < CAPTCHA_AFTER - 1; i += 1) {
      expect((await login(server.url, merchant.email, 'not-the-password', from('198.51.100.5'))).status).toBe(401);
    }
    for (let i = 0; i < 4; i += 1) expect((await login(server.url, merchant.email, merchant.password, from('198.51.100.5'))).status).toBe(200);
  }, SCRYPT_HEAVY_MS);
});

describe('rate limits per client address', () => {
  let small: string;
  beforeAll(async () => {
    small = await anotherApp({
      authLimits: {
        accountFailures: { max: 2, windowMs: 900_000 },
        accountAddressFailures: { max: 2, windowMs: 900_000 },
        addressFailures: { max: 3, windowMs: 900_000 },
        addressSignups: { max: 2, windowMs: 3_600_000 },
        addressGuests: { max: 1000, windowMs: 3_600_000 },
      },
    });
  });

  it('refuses an address that failed with many accounts, not the others behind the same proxy', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(small, `nobody-${i}@example.com`, 'guess-pass-1', from('203.0.113.7'))).status).toBe(401);
    const refused = await login(small, DEMO.buyer.email, DEMO.buyer.password, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe(ErrorCode.rateLimited);
    expect((await login(small, DEMO.buyer.email, DEMO.buyer.password, from('203.0.113.8'))).status).toBe(200);
  });

  it('reads the client from the right of X-Forwarded-For, so an address a client wrote itself buys no fresh limit', async () => {
    for (let i = 0; i < 3; i += 1) {
      // The client claims a new address each time; the trusted proxy appended the real one.
      expect((await login(small, `spoof-${i}@example.com`, 'guess-pass-1', from(`10.9.9.${i}, 203.0.113.20`))).status).toBe(401);
    }
    expect((await login(small, DEMO.buyer.email, DEMO.buyer.password, from('10.9.9.99, 203.0.113.20'))).status).toBe(429);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const untrusting = await anotherApp({ trustedProxies: [], authLimits: { ...DEFAULT_AUTH_LIMITS, addressFailures: { max: 2, windowMs: 900_000 } } });
    for (let i = 0; i < 2; i += 1) expect((await login(untrusting, `direct-${i}@example.com`, 'guess-pass-1', from(`192.0.2.${i}`))).status).toBe(401);
    // Every claimed address was the test's own connection, 127.0.0.1.
    expect((await login(untrusting, DEMO.buyer.email, DEMO.buyer.password, from('192.0.2.50'))).status).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await login(small, `v6-${i}@example.com`, 'guess-pass-1', from(`2001:db8:0:1::${i}`))).status).toBe(401);
    expect((await login(small, DEMO.buyer.email, DEMO.buyer.password, from('2001:db8:0:1:ffff::9'))).status).toBe(429);
    expect((await login(small, DEMO.buyer.email, DEMO.buyer.password, from('2001:db8:0:2::1'))).status).toBe(200);
  });

  it('counts a signup for a taken e-mail as a failure of that account, and limits the accounts one address creates', async () => {
    const taken = DEMO.merchant('reject');
    for (let i = 0; i < 2; i += 1) {
      const answer = await send(small, 'POST', SIGNUP, { email: taken.email, password: 'another-pass' }, from(`198.18.0.${i}`));
      expect(answer.body.error?.code).toBe(ErrorCode.emailTaken);
    }
    // The account's failures ask its next login for a captcha (never a lockout); one address probing it is refused.
    expect((await login(small, taken.email, taken.password, from('198.18.0.9'))).body.error?.code).toBe(ErrorCode.captchaRequired);
    expect((await send(small, 'POST', SIGNUP, { email: taken.email, password: 'another-pass' }, from('198.18.0.0'))).body.error?.code).toBe(ErrorCode.emailTaken);
    expect((await send(small, 'POST', SIGNUP, { email: taken.email, password: 'another-pass' }, from('198.18.0.0'))).status).toBe(429);

    for (let i = 0; i < 2; i += 1) {
      expect((await send(small, 'POST', SIGNUP, { email: `fresh-${i}@example.com`, password: 'fresh-pass-1' }, from('198.18.1.1'))).status).toBe(200);
    }
    const third = await send(small, 'POST', SIGNUP, { email: 'fresh-2@example.com', password: 'fresh-pass-1' }, from('198.18.1.1'));
    expect(third.status).toBe(429);
    expect(third.body.error?.code).toBe(ErrorCode.rateLimited);
    const rows = await server.db.query<{ n: number }>(`select count(*)::int as n from users where email = 'fresh-2@example.com'`);
    expect(rows[0]!.n).toBe(0);
    expect((await send(small, 'POST', SIGNUP, { email: 'fresh-2@example.com', password: 'fresh-pass-1' }, from('198.18.1.2'))).status).toBe(200);
  });
});

describe('the session cookie', () => {
  it('is httpOnly and SameSite=Lax, without Secure over plain http', async () => {
    const cookie = sessionCookie(await login(server.url, DEMO.buyer.email, DEMO.buyer.password));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('is Secure when the request came over https through a proxy', async () => {
    const cookie = sessionCookie(await login(server.url, DEMO.buyer.email, DEMO.buyer.password, { 'x-forwarded-proto': 'https' }));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('is always Secure when configured so (MALL_COOKIE_SECURE)', async () => {
    const secure = await anotherApp({ secureCookies: true });
    const answer = await send(secure, 'POST', resolvePath(authCalls.touristSession.path, 'mall'), {});
    expect(sessionCookie(answer)).toMatch(/; Secure/);
  });
});

describe('state-changing calls from another origin', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = sessionCookie(await login(server.url, DEMO.buyer2.email, DEMO.buyer2.password)).split(';')[0]!;
  });
  const cartCount = async () => (await send(server.url, 'POST', CART_COUNT, {}, { cookie })).body.data as { count: number };
  const addChair = (headers: Record<string, string>) => send(server.url, 'POST', ADD_TO_CART, [chair()], { cookie, ...headers });

  it('refuses a call whose Origin is another site, and changes nothing', async () => {
    const before = await cartCount();
    const answer = await addChair({ origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe(ErrorCode.crossOrigin);
    expect(await cartCount()).toEqual(before);
    // Logging someone in from another site is refused too (login CSRF).
    expect((await login(server.url, DEMO.buyer.email, DEMO.buyer.password, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('takes the storefront page through the host proxy, and a page of the API itself', async () => {
    const before = await cartCount();
    const proxied = await addChair({ origin: 'http://localhost:8080', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' });
    expect(proxied.status).toBe(200);
    const direct = await addChair({ origin: server.url });
    expect(direct.status).toBe(200);
    expect((await cartCount()).count).toBe(before.count + 2);
    // Same host, other scheme: another origin.
    expect((await addChair({ origin: 'https://localhost:8080', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' })).status).toBe(403);
  });

  it('takes configured origins (a storefront calling the API on another origin)', async () => {
    const api = await anotherApp({ allowedOrigins: ['https://shop.example'] });
    expect((await send(api, 'POST', ADD_TO_CART, [chair()], { cookie, origin: 'https://shop.example' })).status).toBe(200);
    expect((await send(api, 'POST', ADD_TO_CART, [chair()], { cookie, origin: 'https://shop.example.evil.test' })).status).toBe(403);
  });

  it('without an Origin, follows Sec-Fetch-Site, then the Referer; a call with neither (server to server) passes', async () => {
    expect((await addChair({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await addChair({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await addChair({ origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await addChair({ origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await addChair({ referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await addChair({ referer: `${server.url}/checkout` })).status).toBe(200);
    expect((await addChair({})).status).toBe(200);
  });

  it('lets GET through from anywhere (a product image on another site changes nothing)', async () => {
    const answer = await fetch(`${server.url}/media/items/101.svg`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(answer.status).toBe(200);
  });
});
