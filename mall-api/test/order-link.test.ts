import { authCalls, ErrorCode, orderActionCalls, orderCalls } from '@mall/shared/contract';
import { readConfig } from '../src/config';
import { DEMO, loggedIn } from './helpers/accounts';
import type { Client } from './helpers/client';
import { startTestServer, type TestServer } from './helpers/server';
import { orderDetailFails, orderDetailOf } from './helpers/orderDetail';
import { linkEmailCode } from './helpers/linkOrders';

const { OrderErrorCode } = orderActionCalls;
const svgOf = (img: string) => Buffer.from(img.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('link orders with the test captcha (MALL_TEST_CAPTCHA)', () => {
  let server: TestServer;
  let anna: Client;
  let ben: Client;
  beforeAll(async () => {
    server = await startTestServer({ testCaptcha: 'K7QX', testOutbox: true });
    anna = await loggedIn(server, DEMO.buyer);
    ben = await loggedIn(server, DEMO.buyer2);
  });
  afterAll(() => server.close());

  const captcha = (client: Client) => client.ok(orderActionCalls.linkOrderCaptcha, {});

  it('draws the captcha as an SVG image (of paths: captcha-image.test.ts)', async () => {
    const { img, uuid } = await captcha(anna);
    expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svgOf(img)).toMatch(/^<svg /);
    expect(svgOf(img)).not.toContain('K7QX');
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is for logged-in buyers only', async () => {
    await server.client().fail(orderActionCalls.linkOrderCaptcha, {}, 401);
    const tourist = server.client();
    await tourist.ok(authCalls.touristSession, {});
    await tourist.fail(orderActionCalls.linkOrderCaptcha, {}, 401);
    await tourist.fail(orderActionCalls.verifyLinkOrders, { uuid: 'x', code: 'K7QX', buyerEmail: 'buyer@demo.mall' }, 401);
  });

  it.each([
    ['', 'linkOrder.captchaRequired'],
    ['   ', 'linkOrder.captchaRequired'],
    ['K7Q', 'linkOrder.captchaLength'],
    ['K7QXY', 'linkOrder.captchaLength'],
    ['K7-X', 'linkOrder.captchaLength'],
  ])('refuses the code %j with %s', async (code, message) => {
    const { uuid } = await captcha(anna);
    const error = await anna.fail(orderActionCalls.verifyLinkOrders, { uuid, code, buyerEmail: 'buyer@demo.mall' }, 400);
    expect(error.fields).toEqual([{ field: 'code', message }]);
  });

  it('only verifies for the account’s own e-mail', async () => {
    const { uuid } = await captcha(anna);
    const error = await anna.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: 'buyer2@demo.mall', emailCode: '000000' }, 400);
    expect(error.fields).toEqual([{ field: 'buyerEmail', message: 'linkOrder.emailNotAccount' }]);
    await anna.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: 'buyer@demo.mall', userId: 2, emailCode: '000000' }, 403);
  });

  it('gives one attempt per captcha: a wrong code spends it', async () => {
    const { uuid } = await captcha(anna);
    const wrong = await anna.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'AAAA', buyerEmail: 'buyer@demo.mall', emailCode: '000000' }, 400);
    expect(wrong).toMatchObject({ code: ErrorCode.validation, fields: [{ field: 'code', message: 'linkOrder.captchaWrong' }] });
    const spent = await anna.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: 'buyer@demo.mall', emailCode: '000000' }, 400);
    expect(spent).toMatchObject({ code: OrderErrorCode.captchaExpired, fields: [{ field: 'uuid', message: 'linkOrder.captchaExpired' }] });
  });

  it('refuses another buyer’s captcha and an expired one', async () => {
    const { uuid } = await captcha(anna);
    expect((await ben.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: 'buyer2@demo.mall', emailCode: '000000' }, 400)).code).toBe(
      OrderErrorCode.captchaExpired,
    );
    await server.db.query(`update link_order_captchas set expires_at = now() - interval '1 second' where uuid = $1`, [uuid]);
    expect((await anna.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: 'buyer@demo.mall', emailCode: '000000' }, 400)).code).toBe(
      OrderErrorCode.captchaExpired,
    );
  });

  it('counts the guest orders placed with the e-mail, then links them once; the list shows them', async () => {
    const before = (await anna.ok(orderCalls.pageOrders, {})).total;
    const unverified = await captcha(anna);
    await anna.fail(orderActionCalls.confirmLinkOrders, { site: 'EU', uuid: unverified.uuid, buyerEmail: 'buyer@demo.mall' }, 400);

    const { uuid } = await captcha(anna);
    // Compared ignoring case.
    const emailCode = await linkEmailCode(anna, 'buyer@demo.mall');
    expect(await anna.ok(orderActionCalls.verifyLinkOrders, { uuid, code: 'k7qx', buyerEmail: 'buyer@demo.mall', userId: 1, emailCode })).toEqual({ num: 2, uuid });
    await anna.fail(orderActionCalls.confirmLinkOrders, { site: 'EU', uuid, buyerEmail: 'buyer@demo.mall', userId: 2 }, 403);
    expect(await anna.ok(orderActionCalls.confirmLinkOrders, { site: 'EU', uuid, buyerEmail: 'buyer@demo.mall' })).toEqual({ num: 2 });
    expect((await anna.fail(orderActionCalls.confirmLinkOrders, { site: 'EU', uuid, buyerEmail: 'buyer@demo.mall' }, 400)).code).toBe(OrderErrorCode.captchaExpired);

    const after = await anna.ok(orderCalls.pageOrders, { pageSize: 50 });
    expect(after.total).toBe(before + 2);
    expect(after.data.map((o) => o.id)).toEqual(expect.arrayContaining([5201, 5202]));
    expect((await orderDetailOf(anna, { id: 5201 })).buyer.id).toBe(1);

    const next = await captcha(anna);
    // A new code (the last one is spent): past the 60 s between two sends.
    await server.db.query(`update verification_codes set sent_at = sent_at - interval '1 minute' where recipient = 'buyer@demo.mall'`);
    const nextCode = await linkEmailCode(anna, 'buyer@demo.mall');
    expect(await anna.ok(orderActionCalls.verifyLinkOrders, { uuid: next.uuid, code: 'K7QX', buyerEmail: 'buyer@demo.mall', emailCode: nextCode })).toEqual({ num: 0, uuid: next.uuid });
  });

  it('matches the guest’s e-mail ignoring case, and never a stranger’s orders', async () => {
    const { uuid } = await captcha(ben);
    const emailCode = await linkEmailCode(ben, 'buyer2@demo.mall');
    expect(await ben.ok(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: 'buyer2@demo.mall', emailCode })).toEqual({ num: 1, uuid });
    expect(await ben.ok(orderActionCalls.confirmLinkOrders, { site: 'EU', uuid, buyerEmail: 'buyer2@demo.mall' })).toEqual({ num: 1 });
    expect((await ben.ok(orderCalls.pageOrders, { pageSize: 50 })).data.map((o) => o.id)).toContain(5203);
    await orderDetailFails(ben, { id: 5204 }, 404);
  });
});

describe('the test switch', () => {
  it('is read from MALL_TEST_CAPTCHA, and absent otherwise', () => {
    expect(readConfig({ MALL_TEST_CAPTCHA: 'K7QX' }).testCaptcha).toBe('K7QX');
    expect(readConfig({}).testCaptcha).toBeUndefined();
  });
});

describe('link orders with real captchas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ testOutbox: true });
  });
  afterAll(() => server.close());

  it('issues a different 4-character code each time, with its own image, and checks it', async () => {
    const anna = await loggedIn(server, DEMO.buyer);
    const issued = [await anna.ok(orderActionCalls.linkOrderCaptcha, {}), await anna.ok(orderActionCalls.linkOrderCaptcha, {})];
    const codes = await server.db.query<{ uuid: string; code: string }>('select uuid, code from link_order_captchas where uuid = any($1::text[])', [
      issued.map((c) => c.uuid),
    ]);
    for (const { uuid, img } of issued) {
      const code = codes.find((c) => c.uuid === uuid)!.code;
      expect(code).toMatch(/^\w{4}$/);
      expect(svgOf(img)).not.toMatch(/<text/);
    }
    const right = codes.find((c) => c.uuid === issued[0]!.uuid)!;
    const emailCode = await linkEmailCode(anna, 'buyer@demo.mall');
    expect(await anna.ok(orderActionCalls.verifyLinkOrders, { uuid: right.uuid, code: right.code, buyerEmail: 'BUYER@demo.mall', emailCode })).toEqual({
      num: 2,
      uuid: right.uuid,
    });
  });
});
