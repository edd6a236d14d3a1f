/**
 * Guest orders are claimed by e-mail only once that e-mail is proven (issue 28, item 5): signing up
 * with a guest's checkout e-mail proves nothing, so linking needs a code the outbox sent there.
 */
import { authCalls, orderActionCalls, orderCalls } from '@mall/shared/contract';
import { address, chair, guest, placeOrder } from './helpers/checkoutFlow';
import type { Client } from './helpers/client';
import { linkEmailCode } from './helpers/linkOrders';
import { orderDetailFails, orderDetailOf } from './helpers/orderDetail';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ testCaptcha: 'K7QX', testOutbox: true });
});
afterAll(() => server.close());

/** A guest's paid-for checkout with this e-mail, and a new account signed up with the same e-mail. */
async function guestOrderAndSignup(email: string): Promise<{ orderId: number; signedUp: Client }> {
  const { submitted } = await placeOrder(await guest(server), [chair()], address({ email }));
  const signedUp = server.client();
  await signedUp.ok(authCalls.signup, { email, password: 'furniture-9' });
  return { orderId: submitted.tradeOrderIds[0]!, signedUp };
}

const listed = async (client: Client) => (await client.ok(orderCalls.pageOrders, { pageSize: 50 })).data.map((o) => o.id);

it('a buyer who signed up with a guest\'s e-mail but never proved it can neither link nor see the guest\'s orders', async () => {
  const email = 'gina.guest@example.com';
  const { orderId, signedUp } = await guestOrderAndSignup(email);
  const { uuid } = await signedUp.ok(orderActionCalls.linkOrderCaptcha, {});
  // Without the e-mailed code: refused, and the captcha is not spent on it.
  const missing = await signedUp.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: email }, 400);
  expect(missing.fields).toEqual([{ field: 'emailCode', message: 'linkOrder.emailCodeRequired' }]);
  await signedUp.fail(orderActionCalls.confirmLinkOrders, { site: 'EU', uuid, buyerEmail: email }, 400);
  // A guessed code (none was sent): refused, and the captcha's one attempt is gone.
  const guessed = await signedUp.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: email, emailCode: '123456' }, 400);
  expect(guessed.fields).toEqual([{ field: 'emailCode', message: 'code.expired' }]);
  expect((await signedUp.fail(orderActionCalls.confirmLinkOrders, { site: 'EU', uuid, buyerEmail: email }, 400)).code).toBe(orderActionCalls.OrderErrorCode.captchaExpired);
  expect(await listed(signedUp)).not.toContain(orderId);
  await orderDetailFails(signedUp, { id: orderId }, 404);
});

it('a wrong code for the proven address is refused too, and the orders stay the guest\'s', async () => {
  const email = 'hans.guest@example.com';
  const { orderId, signedUp } = await guestOrderAndSignup(email);
  const sent = await linkEmailCode(signedUp, email);
  const wrong = sent === '000000' ? '000001' : '000000';
  const { uuid } = await signedUp.ok(orderActionCalls.linkOrderCaptcha, {});
  const refused = await signedUp.fail(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: email, emailCode: wrong }, 400);
  expect(refused.fields).toEqual([{ field: 'emailCode', message: 'code.wrong' }]);
  await signedUp.fail(orderActionCalls.confirmLinkOrders, { site: 'EU', uuid, buyerEmail: email }, 400);
  await orderDetailFails(signedUp, { id: orderId }, 404);
});

it('after proving the e-mail with the code from the outbox, the buyer links the guest\'s orders and sees them', async () => {
  const email = 'ida.guest@example.com';
  const { orderId, signedUp } = await guestOrderAndSignup(email);
  const emailCode = await linkEmailCode(signedUp, email);
  const { uuid } = await signedUp.ok(orderActionCalls.linkOrderCaptcha, {});
  expect(await signedUp.ok(orderActionCalls.verifyLinkOrders, { uuid, code: 'K7QX', buyerEmail: email, emailCode })).toEqual({ num: 1, uuid });
  expect(await signedUp.ok(orderActionCalls.confirmLinkOrders, { site: 'EU', uuid, buyerEmail: email })).toEqual({ num: 1 });
  expect(await listed(signedUp)).toContain(orderId);
  expect((await orderDetailOf(signedUp, { id: orderId })).id).toBe(orderId);
});

it('sends the code only to the account\'s own e-mail, to logged-in buyers only', async () => {
  await server.client().fail(orderActionCalls.linkOrderEmailCode, {}, 401);
  const tourist = await guest(server);
  await tourist.fail(orderActionCalls.linkOrderEmailCode, {}, 401);
});
