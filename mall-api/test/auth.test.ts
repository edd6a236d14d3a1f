import { authCalls, cartCalls, ErrorCode } from '@mall/shared/contract';
import { DEMO, loggedIn } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const line = (skuId: number, itemId: number, sellerId: number, skuQty = 1) => ({
  cartLineTypeDict: 'NORMAL_SALE_B2C' as const,
  item: { id: itemId },
  seller: { id: sellerId },
  sku: { id: skuId },
  skuQty,
  snapshotPrc: 129,
});
// Lund dining chair (item 103, seller 15) and Halo floor lamp (item 106, seller 23).
const chair = (qty = 1) => line(1031, 103, 15, qty);
const lamp = (qty = 1) => line(1061, 106, 23, qty);

describe('signup', () => {
  it('creates the account, logs it in with an httpOnly session cookie and answers the user', async () => {
    const client = server.client();
    const answer = await client.send(authCalls.signup, { email: 'New.Buyer@Example.com', password: 'correct-horse', nickname: 'Nina' });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mall_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const me = await client.ok(authCalls.currentUser, {});
    expect(me).toMatchObject({ email: 'new.buyer@example.com', nickname: 'Nina', isTourist: false });
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const error = await server.client().fail(authCalls.signup, { email: 'BUYER@demo.mall', password: 'another-pass' }, 409);
    expect(error.code).toBe(ErrorCode.emailTaken);
  });

  it('reports each invalid field with the schema message key', async () => {
    const error = await server.client().fail(authCalls.signup, { email: 'not-an-email', password: 'short' }, 400);
    expect(error.code).toBe(ErrorCode.validation);
    expect(error.fields).toEqual([
      { field: 'email', message: 'email.invalid' },
      { field: 'password', message: 'password.tooShort' },
    ]);
  });
});

describe('login, current user and logout', () => {
  it('logs in the demo buyer and tells who is logged in', async () => {
    const client = await loggedIn(server, DEMO.buyer);
    expect(await client.ok(authCalls.currentUser, {})).toMatchObject({
      id: 1,
      email: 'buyer@demo.mall',
      nickname: 'Anna',
      isTourist: false,
      extra: { firstName: 'Anna', lastName: 'Becker' },
    });
  });

  it('answers null for who-am-I without a session, and for a forged cookie', async () => {
    const client = server.client();
    expect(await client.ok(authCalls.currentUser, {})).toBeNull();
    client.cookie = 'mall_session=forged-token';
    expect(await client.ok(authCalls.currentUser, {})).toBeNull();
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await server.client().fail(authCalls.login, { email: DEMO.buyer.email, password: 'furniture-9' }, 401);
    const unknown = await server.client().fail(authCalls.login, { email: 'nobody@demo.mall', password: 'furniture-1' }, 401);
    expect(wrong).toEqual({ code: ErrorCode.badCredentials, message: 'auth.badCredentials' });
    expect(unknown).toEqual(wrong);
  });

  it('logs out: the cookie is cleared and the old token no longer works', async () => {
    const client = await loggedIn(server, DEMO.buyer2);
    const oldCookie = client.cookie;
    const answer = await client.send(authCalls.logout, {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/mall_session=;.*Max-Age=0/);
    expect(await client.ok(authCalls.currentUser, {})).toBeNull();
    client.cookie = oldCookie;
    expect(await client.ok(authCalls.currentUser, {})).toBeNull();
  });
});

describe('tourist session', () => {
  it('creates a guest session once and keeps it on a second call', async () => {
    const client = server.client();
    const tourist = await client.ok(authCalls.touristSession, {});
    expect(tourist).toMatchObject({ isTourist: true, email: null });
    expect(await client.ok(authCalls.touristSession, {})).toEqual(tourist);
    expect(await client.ok(authCalls.currentUser, {})).toEqual(tourist);
  });

  it('moves the guest cart to the buyer who logs in, adding up the same sku', async () => {
    const buyer = await loggedIn(server, DEMO.buyer2);
    await buyer.ok(cartCalls.batchCreateCartLines, [chair(2)]);

    const guest = server.client();
    await guest.ok(authCalls.touristSession, {});
    await guest.ok(cartCalls.batchCreateCartLines, [chair(1), lamp(1)]);
    expect(await guest.ok(cartCalls.cartCount, {})).toEqual({ count: 2 });

    const user = await guest.ok(authCalls.login, DEMO.buyer2);
    expect(user.isTourist).toBe(false);
    expect(await guest.ok(cartCalls.cartCount, {})).toEqual({ count: 4 });
    const cart = await guest.ok(cartCalls.cartList, {});
    const lines = cart.cartGroupList.flatMap((g) => g.childGroupList.flatMap((c) => c.cartLineList));
    expect(lines.map((l) => [l.sku.id, l.skuQty]).sort()).toEqual([
      [1031, 3],
      [1061, 1],
    ]);
  });

  it('a guest who signs up keeps the cart too', async () => {
    const guest = server.client();
    await guest.ok(authCalls.touristSession, {});
    await guest.ok(cartCalls.batchCreateCartLines, [lamp(3)]);
    await guest.ok(authCalls.signup, { email: 'from.guest@example.com', password: 'furniture-3' });
    expect(await guest.ok(cartCalls.cartCount, {})).toEqual({ count: 3 });
  });
});
